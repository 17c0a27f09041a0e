package main_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/corroborate/corroborate/internal/neo4jtest"
)

// bin is the corroborate binary built once for these tests: they run the real command the way a
// user does, against the real Neo4j, and check output and exit codes.
var bin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "corroborate-cli")
	if err != nil {
		panic(err)
	}
	bin = filepath.Join(dir, "corroborate")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "building corroborate: %v\n%s", err, out)
		os.Exit(2)
	}
	defer os.RemoveAll(dir)
	neo4jtest.Main(m)
}

type result struct {
	stdout, stderr string
	code           int
}

// run runs the binary with a data folder of the test's own.
func run(t *testing.T, data string, env []string, args ...string) result {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"--data", data}, args...)...)
	cmd.Env = append(os.Environ(), env...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return result{out.String(), errb.String(), code}
}

func decode(t *testing.T, s string, v any) {
	t.Helper()
	if err := json.Unmarshal([]byte(s), v); err != nil {
		t.Fatalf("bad JSON %v:\n%s", err, s)
	}
}
