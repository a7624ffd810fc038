package main

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/agent-capability/onrequest/internal/jspeer"
)

func hasFinding(fs []findingJSON, rule, text string) bool {
	return slices.ContainsFunc(fs, func(f findingJSON) bool { return f.Rule == rule && strings.Contains(f.Message, text) })
}

// TestAskDeferred: ask never reads a deferred action as done, with no
// --skill: the demo clinic's appointment in one message, and the JavaScript
// peer's callback, over A2A 1.0 and 0.3, when the peer says it is booked
// (an OR-5.8 finding).
func TestAskDeferred(t *testing.T) {
	agents := startDemo(t)
	r := runBinary(t, "", "ask", "--agent", agents.Clinic.URL, "--allow-private", "--json", "Please book me an appointment for Tuesday at 10.")
	got := decodeJSON[outcomeJSON](t, r.stdout)
	if got.Kind != "action-pending" || got.SkillID != "appointment-request" || got.SkillSource != "inferred" {
		t.Errorf("clinic: %+v", got)
	}
	for _, tt := range []struct {
		name string
		opts []jspeer.Option
	}{
		{"A2A 1.0", []jspeer.Option{jspeer.SaysDone()}},
		{"A2A 0.3", []jspeer.Option{jspeer.SaysDone(), jspeer.V03Only()}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			base := jspeer.Start(t, tt.opts...)
			r := runBinary(t, "", "ask", "--agent", base, "--allow-private", "--json", "Please call me back.")
			if r.code != exitOK {
				t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
			}
			got := decodeJSON[outcomeJSON](t, r.stdout)
			if got.Kind != "action-pending" || got.SkillID != "callback-request" || !hasFinding(got.Findings, "OR-5.8", "callback-request") {
				t.Errorf("outcome %+v, want action-pending callback-request with an OR-5.8 finding", got)
			}
			if strings.Contains(got.Say, "booked") {
				t.Errorf("the person is told it is booked: %q", got.Say)
			}
		})
	}
}

// TestCardAsSDKServesIt: a card with @a2a-js/sdk's {"$case"} security
// schemes, from the live peer and from a file, is read: the findings say
// so (exit 1), and the declaration is all there.
func TestCardAsSDKServesIt(t *testing.T) {
	base := jspeer.Start(t, jspeer.SDKCard())
	for _, source := range []string{base, filepath.Join("..", "..", "internal", "cardjson", "testdata", "sdk-case-schemes.json")} {
		r := runBinary(t, "", "card", "--json", "--allow-private", source)
		if r.code != exitFindings {
			t.Fatalf("%s: exit %d, want %d; stderr %q", source, r.code, exitFindings, r.stderr)
		}
		got := decodeJSON[cardJSON](t, r.stdout)
		if !hasFinding(got.Findings, "A2A", `"family-portal" is in @a2a-js/sdk's internal {"$case"} form`) || len(got.Skills) < 2 {
			t.Errorf("%s: %+v", source, got)
		}
	}
}
