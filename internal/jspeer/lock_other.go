//go:build !unix

package jspeer

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"time"
)

// lock creates path as a directory, which succeeds for one process at a
// time, waiting up to timeout. A lock older than the install timeout is
// taken to belong to a process that died, and is removed.
func lock(path string, timeout time.Duration) (unlock func(), err error) {
	path += ".d"
	deadline := time.Now().Add(timeout)
	for {
		err := os.Mkdir(path, 0o755)
		if err == nil {
			return func() { _ = os.Remove(path) }, nil
		}
		if !errors.Is(err, fs.ErrExist) {
			return nil, fmt.Errorf("locking %s: %w", path, err)
		}
		if fi, err := os.Stat(path); err == nil && time.Since(fi.ModTime()) > installTimeout {
			_ = os.Remove(path)
			continue
		}
		if time.Now().After(deadline) {
			return nil, fmt.Errorf("waited %v for %s: another test binary is still installing", timeout, path)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
