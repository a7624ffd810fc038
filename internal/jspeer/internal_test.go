package jspeer

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestNodeMajor(t *testing.T) {
	tests := []struct {
		in    string
		major int
		ok    bool
	}{
		{"v20.20.2\n", 20, true},
		{"v18.19.1", 18, true},
		{"v22.0.0-nightly", 22, true},
		{"20.1.0", 0, false},
		{"", 0, false},
		{"vX.1", 0, false},
	}
	for _, tt := range tests {
		major, ok := nodeMajor(tt.in)
		if major != tt.major || ok != tt.ok {
			t.Errorf("nodeMajor(%q) = %d, %v; want %d, %v", tt.in, major, ok, tt.major, tt.ok)
		}
	}
}

func TestTestdataDir(t *testing.T) {
	dir, err := testdataDir("jspeer")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "server.js")); err != nil {
		t.Errorf("testdataDir(jspeer) = %s: %v", dir, err)
	}

	t.Chdir(t.TempDir())
	if _, err := testdataDir("jspeer"); err == nil || !strings.Contains(err.Error(), "no go.mod") {
		t.Errorf("testdataDir outside a module: %v, want a no go.mod error", err)
	}
}

func TestInstalledStamp(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "package-lock.json"), []byte(`{"lockfileVersion":3}`), 0o644); err != nil {
		t.Fatal(err)
	}
	digest, err := lockDigest(dir)
	if err != nil {
		t.Fatal(err)
	}
	if installed(dir, digest) {
		t.Error("installed with no node_modules")
	}
	if err := os.MkdirAll(filepath.Join(dir, "node_modules"), 0o755); err != nil {
		t.Fatal(err)
	}
	if installed(dir, digest) {
		t.Error("installed with node_modules but no stamp (an interrupted npm ci)")
	}
	stamp := filepath.Join(dir, "node_modules", stampFile)
	if err := os.WriteFile(stamp, []byte(digest+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if !installed(dir, digest) {
		t.Error("not installed with a matching stamp")
	}
	// A changed lock file makes the install stale.
	if err := os.WriteFile(filepath.Join(dir, "package-lock.json"), []byte(`{"lockfileVersion":3,"x":1}`), 0o644); err != nil {
		t.Fatal(err)
	}
	digest2, err := lockDigest(dir)
	if err != nil {
		t.Fatal(err)
	}
	if digest2 == digest || installed(dir, digest2) {
		t.Error("installed after package-lock.json changed")
	}
}

func TestLockExcludes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.lock")
	var holders, most atomic.Int32
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			unlock, err := lock(path, 10*time.Second)
			if err != nil {
				t.Error(err)
				return
			}
			n := holders.Add(1)
			for {
				m := most.Load()
				if n <= m || most.CompareAndSwap(m, n) {
					break
				}
			}
			time.Sleep(30 * time.Millisecond)
			holders.Add(-1)
			unlock()
		})
	}
	wg.Wait()
	if most.Load() != 1 {
		t.Errorf("%d holders at once, want 1", most.Load())
	}
}

func TestLockTimeout(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.lock")
	unlock, err := lock(path, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	start := time.Now()
	if _, err := lock(path, 300*time.Millisecond); err == nil || !strings.Contains(err.Error(), "still installing") {
		t.Errorf("second lock: %v, want a timeout", err)
	}
	if d := time.Since(start); d < 300*time.Millisecond {
		t.Errorf("gave up after %v, before the timeout", d)
	}
}

// recorder is a testing.TB that records a skip or a failure instead of
// acting on the test that runs it.
type recorder struct {
	testing.TB
	mu      sync.Mutex
	skipped string
	fatal   string
}

func (r *recorder) Helper() {}

func (r *recorder) Skipf(format string, args ...any) {
	r.mu.Lock()
	r.skipped = format
	r.mu.Unlock()
	runtime.Goexit()
}

func (r *recorder) Fatalf(format string, args ...any) {
	r.mu.Lock()
	r.fatal = format
	r.mu.Unlock()
	runtime.Goexit()
}

func (r *recorder) Logf(string, ...any) {}

// runStart calls Start on its own goroutine, as Skipf and Fatalf end it.
func runStart(t *testing.T) *recorder {
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		Start(r)
	}()
	<-done
	return r
}

func TestStartWithoutNode(t *testing.T) {
	t.Setenv("PATH", t.TempDir()) // no node, no npm

	t.Setenv(RequireEnv, "")
	r := runStart(t)
	if r.skipped == "" || r.fatal != "" {
		t.Errorf("without node: skipped %q, fatal %q; want a skip", r.skipped, r.fatal)
	}

	t.Setenv(RequireEnv, "1")
	r = runStart(t)
	if r.fatal == "" || r.skipped != "" {
		t.Errorf("without node and %s=1: skipped %q, fatal %q; want a failure", RequireEnv, r.skipped, r.fatal)
	}
}

func TestStartOldNode(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("uses a shell script as node")
	}
	bin := t.TempDir()
	for name, script := range map[string]string{
		"node": "#!/bin/sh\necho v18.19.1\n",
		"npm":  "#!/bin/sh\nexit 0\n",
	} {
		if err := os.WriteFile(filepath.Join(bin, name), []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("PATH", bin)
	_, _, err := findTools()
	if err == nil || !strings.Contains(err.Error(), "needs 20 or later") {
		t.Errorf("findTools with node v18: %v, want a version error", err)
	}
}
