package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/agent-capability/onrequest/internal/a2atest"
	"github.com/agent-capability/onrequest/internal/jspeer"
	"github.com/agent-capability/onrequest/probe"
)

func failedRules(r probe.Report) []string {
	var out []string
	for _, c := range r.Checks {
		if c.Result == probe.Fail && !slices.Contains(out, c.Rule) {
			out = append(out, c.Rule)
		}
	}
	return out
}

// TestProbeDemo: the demo agents probe clean through the built command,
// and --json prints the report's stable form.
func TestProbeDemo(t *testing.T) {
	agents := startDemo(t)
	for _, a := range agents.All() {
		r := runBinary(t, "", "probe", "--json", "--allow-private", "--actions", a.URL)
		if r.code != exitOK {
			t.Fatalf("%s: exit status = %d, want 0; stdout %s stderr %q", a.Operator, r.code, r.stdout, r.stderr)
		}
		got := decodeJSON[probe.Report](t, r.stdout)
		if got.Agent != a.URL || got.Operator != a.Operator || len(got.Checks) == 0 || len(failedRules(got)) != 0 {
			t.Errorf("%s: report %+v", a.Operator, got)
		}
	}
}

// TestProbeJSPeer runs the built command as the independent check
// does: against the JavaScript peer, clean (exit 0, nothing failed) and in
// each break mode (exit 1, the broken rule failed). Without --actions no
// action skill's question reaches the peer.
func TestProbeJSPeer(t *testing.T) {
	t.Run("clean", func(t *testing.T) {
		url := jspeer.Start(t)
		r := runBinary(t, "", "probe", "--json", "--allow-private", "--actions", url)
		if r.code != exitOK {
			t.Fatalf("exit status = %d, want 0; stdout %s stderr %q", r.code, r.stdout, r.stderr)
		}
		if got := failedRules(decodeJSON[probe.Report](t, r.stdout)); len(got) != 0 {
			t.Errorf("failed rules %v on the clean peer", got)
		}
	})
	t.Run("no actions", func(t *testing.T) {
		url := jspeer.Start(t)
		r := runBinary(t, "", "probe", "--allow-private", url)
		if r.code != exitOK {
			t.Fatalf("exit status = %d, want 0; stdout %s stderr %q", r.code, r.stdout, r.stderr)
		}
		stats, err := jspeer.ReadStats(t.Context(), url)
		if err != nil {
			t.Fatal(err)
		}
		for _, req := range stats.Requests {
			if slices.Contains([]string{"arrangement-booking", "callback-request", "condolence-book"}, req.Skill) {
				t.Errorf("an action reached the peer without --actions: %+v", req)
			}
		}
		if len(stats.Requests) == 0 {
			t.Error("nothing reached the peer")
		}
	})
	for _, bm := range jspeer.BreakModes {
		t.Run(bm.Mode, func(t *testing.T) {
			url := jspeer.Start(t, jspeer.Break(bm.Mode))
			r := runBinary(t, "", "probe", "--json", "--allow-private", "--actions", url)
			if r.code != exitFindings {
				t.Fatalf("exit status = %d, want 1; stdout %s stderr %q", r.code, r.stdout, r.stderr)
			}
			if got := failedRules(decodeJSON[probe.Report](t, r.stdout)); !slices.Contains(got, bm.Rule) {
				t.Errorf("failed rules %v, want %s among them\n%s", got, bm.Rule, r.stdout)
			}
		})
	}
}

// TestProbeRefusesPrivate: without --allow-private nothing reaches an
// agent on loopback, and the command says why in one line.
func TestProbeRefusesPrivate(t *testing.T) {
	srv := a2atest.Start(t, referringAgent{}, a2atest.WithCard(clinicCard))
	r := runBinary(t, "", "probe", "--actions", srv.URL)
	checkOneLineError(t, r, "loopback address")
	if n := srv.Hits(a2atest.CardPath) + srv.TotalCalls(); n != 0 {
		t.Errorf("%d requests reached the agent", n)
	}
}

// TestProbeHumanForm: a failed check is printed under its skill with what
// to fix, and the agent's words cannot reach the terminal as control
// sequences.
func TestProbeHumanForm(t *testing.T) {
	srv := a2atest.Start(t, referringAgent{text: "We don't discuss that here.\x1b[2J"}, a2atest.WithCard(clinicCard))
	r := runBinary(t, "", "probe", "--allow-private", srv.URL)
	if r.code != exitFindings {
		t.Fatalf("exit status = %d, want 1; stdout %s stderr %q", r.code, r.stdout, r.stderr)
	}
	for _, want := range []string{"Probe of Example Clinic", "skill fees\n", "FAIL  OR-6.2", "fix: Say in the reply text", `\x1b[2J`} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, r.stdout)
		}
	}
	if strings.ContainsRune(r.stdout, '\x1b') {
		t.Errorf("an escape character reached the output:\n%q", r.stdout)
	}
}

func TestProbeBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"probe"}, "missing URL"},
		{[]string{"probe", "ftp://agent.example.com"}, "not an http or https URL"},
		{[]string{"probe", "--timeout", "0s", "https://agent.example.com"}, "--timeout must be positive"},
		{[]string{"probe", "--lang", "12345678901", "https://agent.example.com"}, "neither a language tag"},
		{[]string{"probe", "--bogus", "https://agent.example.com"}, "flag provided but not defined"},
		{[]string{"probe", "--allow-private", "http://127.0.0.1:1"}, "could not probe"},
	} {
		checkOneLineError(t, runInProcess(t, "", tc.args...), tc.want)
	}
}

// TestPrintProbeReportEscapes: everything the agent wrote is escaped on
// the way to the terminal: the operator's name, skill ids and messages.
func TestPrintProbeReportEscapes(t *testing.T) {
	var b strings.Builder
	printProbeReport(&b, &probe.Report{
		Agent:    "http://agent.example.com",
		Operator: "Evil\x1b]0;title\x07 Ltd",
		Checks: []probe.Check{
			{Rule: "OR-5.3", SkillID: "s\x1b[31m", Result: probe.Fail, Message: "said \u202eevil\x1b[2J"},
			{Rule: "OR-5.2", SkillID: "hours", Result: probe.Pass, Message: "fine"},
		},
	})
	out := b.String()
	if strings.ContainsAny(out, "\x1b\x07\u202e") {
		t.Errorf("control characters reached the output:\n%q", out)
	}
	for _, want := range []string{`Evil\u001b]0;title\u0007 Ltd`, `skill s\u001b[31m`, "1 failed, 1 passed, 0 skipped"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
