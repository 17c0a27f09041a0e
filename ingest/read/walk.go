package read

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/corroborate/corroborate"
)

// Walk expands targets (files, folders recursively — skipping hidden files/dirs, and files whose
// extension no reader handles are reported as unsupported only when named explicitly —, URLs)
// and calls fn once per input in a stable order (sorted paths). It never stops on a bad input.
//
// Targets are taken in the order given and each folder in sorted order; an input reached twice
// is read once. Walk returns only ctx's error, when it is cancelled.
func Walk(ctx context.Context, targets []string, opt Options, fn func(Result)) error {
	seen := make(map[string]bool)
	for _, target := range targets {
		if err := ctx.Err(); err != nil {
			return err
		}
		inputs, err := expand(target)
		if err != nil {
			fn(Result{Input: target, Err: err})
			continue
		}
		for _, in := range inputs {
			if seen[in] {
				continue
			}
			seen[in] = true
			if err := ctx.Err(); err != nil {
				return err
			}
			fn(Read(ctx, in, opt))
		}
	}
	return nil
}

// expand lists the inputs a target stands for: itself for a URL or a file, the readable files
// under it for a folder.
func expand(target string) ([]string, error) {
	if isURL(target) {
		return []string{target}, nil
	}
	fi, err := os.Stat(target)
	if err != nil || !fi.IsDir() {
		// Read reports a missing or unreadable file with the reason.
		return []string{filepath.Clean(target)}, nil
	}
	var files []string
	root := filepath.Clean(target)
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			if path == root {
				return err
			}
			// An unreadable subfolder: report it as an input of its own and go on.
			files = append(files, path)
			if d != nil && d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if path != root && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() || !Supported(path) {
			return nil
		}
		if d.Type()&fs.ModeSymlink != 0 {
			// Follow links to files, not to folders (which could loop).
			if fi, err := os.Stat(path); err != nil || fi.IsDir() {
				return nil
			}
		}
		files = append(files, path)
		return nil
	})
	if err != nil {
		return nil, corroborate.Wrap(corroborate.EINVALID, err, "%s: cannot read folder", target)
	}
	return files, nil
}
