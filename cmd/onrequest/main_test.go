package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// binary is the onrequest command, built once for the tests that run it
// as a user would.
var binary string

func TestMain(m *testing.M) {
	os.Exit(buildAndRun(m))
}

func buildAndRun(m *testing.M) int {
	flag.Parse()
	if f := flag.Lookup("test.fuzzworker"); f != nil && f.Value.String() == "true" {
		// A fuzz worker runs only the fuzz function, which needs no binary.
		return m.Run()
	}
	dir, err := os.MkdirTemp("", "onrequest-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	binary = filepath.Join(dir, "onrequest")
	out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput()
	if err != nil {
		fmt.Fprintf(os.Stderr, "go build: %v\n%s", err, out)
		return 1
	}
	return m.Run()
}

type result struct {
	stdout, stderr string
	code           int
}

// runBinary runs the built command with args and stdin.
func runBinary(t *testing.T, stdin string, args ...string) result {
	t.Helper()
	// A hung command fails its test in time rather than the whole run.
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, binary, args...)
	cmd.Stdin = strings.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if err != nil {
		ee, ok := err.(*exec.ExitError)
		if !ok {
			t.Fatalf("running onrequest %v: %v", args, err)
		}
		code = ee.ExitCode()
	}
	if ctx.Err() != nil {
		t.Fatalf("onrequest %v did not finish within 2 minutes", args)
	}
	return result{stdout.String(), stderr.String(), code}
}

// runInProcess runs run() directly, for the tests that need no process.
func runInProcess(t *testing.T, stdin string, args ...string) result {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(stdin), &stdout, &stderr)
	return result{stdout.String(), stderr.String(), code}
}

// checkOneLineError asserts the way every bad input must end: exit 2,
// nothing on standard output, and one line on standard error that names
// the command and contains want. No panic, no stack trace.
func checkOneLineError(t *testing.T, r result, want string) {
	t.Helper()
	if r.code != exitError {
		t.Errorf("exit status = %d, want %d (stderr %q)", r.code, exitError, r.stderr)
	}
	if r.stdout != "" {
		t.Errorf("stdout = %q, want nothing", r.stdout)
	}
	if strings.Count(r.stderr, "\n") != 1 || !strings.HasSuffix(r.stderr, "\n") {
		t.Errorf("stderr = %q, want exactly one line", r.stderr)
	}
	if !strings.HasPrefix(r.stderr, "onrequest ") && !strings.HasPrefix(r.stderr, "onrequest: ") {
		t.Errorf("stderr = %q, want it to start with the command's name", r.stderr)
	}
	for _, bad := range []string{"panic", "goroutine", ".go:"} {
		if strings.Contains(r.stderr, bad) {
			t.Errorf("stderr = %q, looks like a crash (contains %q)", r.stderr, bad)
		}
	}
	if !strings.Contains(r.stderr, want) {
		t.Errorf("stderr = %q, want it to contain %q", r.stderr, want)
	}
}

func decodeJSON[T any](t *testing.T, s string) T {
	t.Helper()
	var v T
	dec := json.NewDecoder(strings.NewReader(s))
	dec.DisallowUnknownFields() // the JSON names are an interface: no extra ones
	if err := dec.Decode(&v); err != nil {
		t.Fatalf("output is not the expected JSON: %v\n%s", err, s)
	}
	return v
}

func annex(name string) string { return filepath.Join(annexDir, name) }

// writeFile writes content to a new file in a test's temporary directory.
func writeFile(t *testing.T, name, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}
