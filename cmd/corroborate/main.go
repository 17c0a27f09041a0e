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
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.err != nil && ee.err.Error() != "" {
			fmt.Fprintln(os.Stderr, "corroborate:", corroborate.ErrorMessage(ee.err))
		}
		os.Exit(ee.code)
	}
	fmt.Fprintln(os.Stderr, "corroborate:", corroborate.ErrorMessage(err))
	switch corroborate.ErrorCode(err) {
	case corroborate.EUNAVAILABLE, corroborate.EINVALID:
		os.Exit(exitConfig)
	}
	os.Exit(exitFailures)
}
