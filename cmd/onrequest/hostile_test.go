package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/netip"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/agent-capability/onrequest/cache"
	"github.com/agent-capability/onrequest/client"
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
			if m == hostile.EscStatus && !strings.Contains(r.stderr, `\u001b`) {
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

// TestAgentErrorWording: the one line a person reads names the right
// address with the right article, says what a 503 asked for, and never
// shows a secret from a URL.
func TestAgentErrorWording(t *testing.T) {
	loop := netip.MustParseAddr("127.0.0.1")
	tests := []struct {
		name     string
		agentURL string
		err      error
		want     string
	}{
		{"agent on loopback", "https://agent.example.com", &client.ForbiddenAddressError{Addr: loop, Range: "loopback", Host: "agent.example.com:443"},
			"https://agent.example.com is on a loopback address (127.0.0.1)"},
		{"interface elsewhere", "https://agent.example.com", &client.ForbiddenAddressError{Addr: netip.MustParseAddr("10.0.0.7"), Range: "private", Host: "internal.example.com:8443"},
			"the agent at https://agent.example.com names an interface at internal.example.com:8443, which is on a private address (10.0.0.7)"},
		{"an unspecified", "https://a.example", &client.ForbiddenAddressError{Addr: netip.MustParseAddr("0.0.0.0"), Range: "unspecified"}, "on an unspecified address"},
		{"an IPv4-compatible", "https://a.example", &client.ForbiddenAddressError{Addr: netip.MustParseAddr("::8.8.8.8"), Range: "IPv4-compatible"}, "on an IPv4-compatible address"},
		{"an IETF", "https://a.example", &client.ForbiddenAddressError{Addr: netip.MustParseAddr("192.0.0.1"), Range: "IETF protocol assignment"}, "on an IETF protocol assignment address"},
		{"503 Retry-After", "https://a.example", &cache.StatusError{URL: "https://a.example/.well-known/agent-card.json", StatusCode: 503, RetryAfter: 2 * time.Minute},
			"answered HTTP status 503 and asks to try again after 2m0s"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := describeAgentError(tt.agentURL, tt.err); !strings.Contains(got, tt.want) {
				t.Errorf("got %q, want it to contain %q", got, tt.want)
			}
		})
	}
	t.Run("secrets redacted", func(t *testing.T) {
		r := runInProcess(t, "", "ask", "--agent", "http://127.0.0.1:9/a2a?api_key=S3CRET", "hi")
		checkOneLineError(t, r, "loopback")
		if strings.Contains(r.stderr, "S3CRET") {
			t.Errorf("stderr shows the key: %q", r.stderr)
		}
	})
}

// TestCard503 runs the command against a card answered 503 with
// Retry-After: it says so, rather than that the agent was slow.
func TestCard503(t *testing.T) {
	srv := hostile.Start(t)
	r := runInProcess(t, "", "card", "--allow-private", srv.AgentURL(hostile.Card503))
	checkOneLineError(t, r, "answered HTTP status 503 and asks to try again after 2m0s")
}

// TestDuplicateKeysCard: the command shows a card whose entry names
// personEntry twice without either address, with a finding.
func TestDuplicateKeysCard(t *testing.T) {
	srv := hostile.Start(t)
	r := runInProcess(t, "", "card", "--allow-private", srv.AgentURL(hostile.DuplicateKeys))
	if r.code != exitFindings || strings.Contains(r.stdout, hostile.PhishingEntry) || !strings.Contains(r.stdout, "personEntry twice") {
		t.Errorf("exit %d, stdout:\n%s\nwant findings, the duplicate named, no phishing address", r.code, r.stdout)
	}
}

// TestHugeNumberMessage: a number out of range is said to be one.
func TestHugeNumberMessage(t *testing.T) {
	got := jsonProblem([]byte(`{"a":1e400}`), json.Unmarshal([]byte(`{"a":1e400}`), new(struct{ A float64 })))
	if !strings.Contains(got, "1e400") || !strings.Contains(got, "too large") {
		t.Errorf("got %q", got)
	}
}
