package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/corroborate/corroborate"
	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// progress shows long work: a bar on a terminal, one plain line per item otherwise. Failures
// always get their own line on stderr, naming the input and the reason.
type progress struct {
	bar   *progressbar.ProgressBar
	lines bool
}

func newProgress(enabled bool, what string) *progress {
	p := &progress{}
	if !enabled {
		return p
	}
	if term.IsTerminal(int(os.Stderr.Fd())) {
		p.bar = progressbar.NewOptions(-1, progressbar.OptionSetDescription(what),
			progressbar.OptionSetWriter(os.Stderr), progressbar.OptionShowCount(), progressbar.OptionClearOnFinish())
	} else {
		p.lines = true
	}
	return p
}

func (p *progress) step(r corroborate.IngestResult) {
	if r.Status == corroborate.StatusFailed {
		if p.bar != nil {
			_ = p.bar.Clear()
		}
		if strings.Contains(r.Error, r.Path) {
			fmt.Fprintf(os.Stderr, "failed: %s\n", r.Error)
		} else {
			fmt.Fprintf(os.Stderr, "failed %s: %s\n", r.Path, r.Error)
		}
	} else if p.lines {
		fmt.Fprintf(os.Stderr, "%s %s %s\n", r.Status, r.Path, r.ID)
	}
	if p.bar != nil {
		_ = p.bar.Add(1)
	}
}

func (p *progress) done() {
	if p.bar != nil {
		_ = p.bar.Finish()
	}
}
