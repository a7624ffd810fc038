package main

import (
	"bytes"
	"context"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/agent-capability/onrequest/internal/hostile"
)

// peakRSSLimit is the most memory the command may take against a hostile
// agent, whatever it sends.
const peakRSSLimit = 150 << 20

// runMeasured runs the built command and returns its result and peak
// resident memory in bytes.
func runMeasured(t *testing.T, args ...string) (result, int64) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, binary, args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("onrequest %v did not finish within 3 minutes", args)
	}
	if _, ok := err.(*exec.ExitError); err != nil && !ok {
		t.Fatalf("running onrequest %v: %v", args, err)
	}
	ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok {
		t.Skip("no rusage on this system")
	}
	return result{stdout.String(), stderr.String(), cmd.ProcessState.ExitCode()}, ru.Maxrss << 10 // Linux reports KiB
}

// checkNothingRaw fails when s holds a byte or rune a terminal would act on.
func checkNothingRaw(t *testing.T, what, s string) {
	t.Helper()
	for _, r := range s {
		if r != '\n' && r != '\t' && unsafeRune(r) {
			t.Errorf("%s holds %U raw: %q", what, r, s)
			return
		}
	}
}

// TestHostileAgent runs the built command against each mode of the hostile
// agent, as a user would, and checks what it keeps and what it shows.
func TestHostileAgent(t *testing.T) {
	if testing.Short() {
		t.Skip("sends 256 MiB replies; skipped with -short")
	}
	srv := hostile.Start(t)
	for _, m := range []hostile.Mode{hostile.HugeUnary, hostile.HugeGzip} {
		t.Run(string(m), func(t *testing.T) {
			r, rss := runMeasured(t, "ask", "--allow-private", "--agent", srv.AgentURL(m), "What does it cost?")
			t.Logf("%s: exit %d, peak RSS %d MiB, stderr %q", m, r.code, rss>>20, r.stderr)
			if r.code == exitOK {
				t.Errorf("exit 0 on a %d MiB reply", hostile.DefaultSize>>20)
			}
			if rss >= peakRSSLimit {
				t.Errorf("peak RSS %d MiB, want under %d MiB", rss>>20, peakRSSLimit>>20)
			}
			if !strings.Contains(r.stderr, "too large") {
				t.Errorf("stderr %q does not say the reply was too large", r.stderr)
			}
		})
	}
	for _, m := range []hostile.Mode{hostile.EscStatus, hostile.EscError} {
		t.Run(string(m), func(t *testing.T) {
			r, _ := runMeasured(t, "ask", "--allow-private", "--agent", srv.AgentURL(m), "What does it cost?")
			if r.code == exitOK {
				t.Errorf("exit 0 on an error reply")
			}
			if strings.Contains(r.stderr, "\x1b") {
				t.Errorf("stderr holds ESC: %q", r.stderr)
			}
			checkNothingRaw(t, "stderr", r.stderr)
			if !strings.Contains(r.stderr, `\u001b`) {
				t.Errorf("stderr %q does not show the escape as \\u001b", r.stderr)
			}
		})
	}
	t.Run("forged card, text", func(t *testing.T) {
		r, _ := runMeasured(t, "card", "--allow-private", srv.AgentURL(hostile.ForgedCard))
		checkNothingRaw(t, "stdout", r.stdout)
		var findings, entries int
		for _, line := range strings.Split(r.stdout, "\n") {
			if strings.HasPrefix(line, "Findings:") {
				findings++
			}
			if strings.Contains(line, "person asks at:") && strings.HasPrefix(strings.TrimSpace(line), "person asks at:") {
				entries++
			}
		}
		if findings != 1 || entries != 1 {
			t.Errorf("%d Findings lines and %d person-asks-at lines, want 1 each:\n%s", findings, entries, r.stdout)
		}
	})
	t.Run("forged card, JSON", func(t *testing.T) {
		r, _ := runMeasured(t, "card", "--allow-private", "--json", srv.AgentURL(hostile.ForgedCard))
		checkNothingRaw(t, "stdout", r.stdout)
		out := decodeJSON[cardJSON](t, r.stdout)
		if !strings.Contains(out.Operator, "\x1b]0;") {
			t.Errorf("operator %q lost its text: the escapes must decode back", out.Operator)
		}
	})
	t.Run("cross-origin redirect", func(t *testing.T) {
		r, _ := runMeasured(t, "ask", "--allow-private", "--agent", srv.AgentURL(hostile.CrossRedirect), "What does it cost?")
		if n, _ := srv.Redirected(); n != 0 || r.code == exitOK {
			t.Errorf("exit %d, %d requests reached the other origin; want an error and none", r.code, n)
		}
		if !strings.Contains(r.stderr, "localhost") || !strings.Contains(r.stderr, "127.0.0.1") {
			t.Errorf("stderr %q does not name both origins", r.stderr)
		}
	})
}
