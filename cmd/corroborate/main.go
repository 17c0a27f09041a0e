// Command corroborate ingests reports and articles into a Neo4j knowledge graph and answers
// questions across sources: who said what, where exactly, who agrees and who does not.
//
// It wires the packages together: ingest (readers and extraction), graph (Neo4j), search
// (bleve) and api (gin). Run `corroborate --help` for the commands.
package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/corroborate/corroborate"
)

// Exit codes: 1 when some inputs failed, 2 on configuration or connection errors.
const (
	exitFailures = 1
	exitConfig   = 2
)

// exitError carries an exit code out of a command.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }

func main() {
	root := newRootCmd()
	err := root.Execute()
	if err == nil {
		return
	}
	code := exitFailures
	var ee *exitError
	if errors.As(err, &ee) {
		code, err = ee.code, ee.err
	} else if c := corroborate.ErrorCode(err); c == corroborate.EUNAVAILABLE || c == corroborate.EINVALID {
		code = exitConfig
	}
	if err != nil && err.Error() != "" {
		fmt.Fprintln(os.Stderr, "corroborate:", corroborate.ErrorMessage(err))
		// With --json a script reading stdout gets the error in the same shape as the API's.
		if asJSON, _ := root.PersistentFlags().GetBool("json"); asJSON {
			_ = printJSON(map[string]any{"error": map[string]string{
				"code": corroborate.ErrorCode(err), "message": corroborate.ErrorMessage(err)}})
		}
	}
	os.Exit(code)
}
