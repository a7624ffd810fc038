package main

import (
	"context"
	"iter"
	"slices"
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2asrv"

	"github.com/agent-capability/onrequest/internal/a2atest"
	"github.com/agent-capability/onrequest/interpret"
)

// referringAgent refers every question about fees to its personEntry,
// marking the reply only when the caller activated the extension, as
// OR-6.1 says. text replaces the words of its reply when set.
type referringAgent struct{ text string }

func (a referringAgent) Execute(_ context.Context, ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {
		text := "Example Clinic gives its fees to the person who asks. You can ask here: https://example.org/contact"
		if a.text != "" {
			text = a.text
		}
		m := a2a.NewMessageForTask(a2a.MessageRoleAgent, ec, a2a.NewTextPart(text))
		var exts []string
		if ec.ServiceParams != nil {
			exts, _ = ec.ServiceParams.Get(a2a.SvcParamExtensions)
		}
		if slices.Contains(exts, interpret.URI) {
			m.Extensions = []string{interpret.URI}
			m.Metadata = map[string]any{interpret.URI: map[string]any{
				"status": "on-request", "skillId": "fees", "personEntry": "https://example.org/contact",
			}}
		}
		yield(m, nil)
	}
}

func (referringAgent) Cancel(context.Context, *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {}
}

func clinicCard(card *a2a.AgentCard) {
	card.Name = "Example Clinic assistant"
	card.Provider = &a2a.AgentProvider{Org: "Example Clinic", URL: "https://example.org"}
	card.Skills = []a2a.AgentSkill{{ID: "fees", Name: "Fees", Description: "Consultation fees, on request.", Tags: []string{"fees"}}}
	card.Capabilities.Extensions = []a2a.AgentExtension{{
		URI: interpret.URI,
		Params: map[string]any{"skills": []any{
			map[string]any{"id": "fees", "personEntry": "https://example.org/contact"},
		}},
	}}
}

// TestAskActivates asks a2a-go servers of A2A 1.0 and 0.3: the call
// carries the extension, is sent once, and the marked reply is read.
func TestAskActivates(t *testing.T) {
	for _, v := range []struct {
		name string
		opts []a2atest.Option
	}{
		{"a2a 1.0", []a2atest.Option{a2atest.WithCard(clinicCard)}},
		{"a2a 0.3", []a2atest.Option{a2atest.WithCard(clinicCard), a2atest.WithVersion03()}},
	} {
		t.Run(v.name, func(t *testing.T) {
			srv := a2atest.Start(t, referringAgent{}, v.opts...)
			r := runBinary(t, "", "ask", "--allow-private", "--json", "--agent", srv.URL, "What do you charge for a consultation?")
			if r.code != exitOK {
				t.Fatalf("exit status = %d; stderr %q", r.code, r.stderr)
			}
			got := decodeJSON[outcomeJSON](t, r.stdout)
			if got.Kind != "on-request" || got.SkillID != "fees" || got.PersonEntry != "https://example.org/contact" ||
				got.Operator != "Example Clinic" || len(got.Findings) != 0 {
				t.Errorf("outcome = %+v, want on-request for fees at https://example.org/contact, no findings", got)
			}
			if n := srv.TotalCalls(); n != 1 {
				t.Errorf("the agent got %d calls, want 1 (calls %+v)", n, srv.CallLog())
			}
			if missing := srv.MissingExtension(interpret.URI); len(missing) != 0 {
				t.Errorf("calls without the extension activated: %v", missing)
			}
		})
	}
}

// TestAskFindingsOnStderr: without --json, the person's text is alone on
// standard output and the agent's breaches are noted on standard error.
func TestAskFindingsOnStderr(t *testing.T) {
	srv := a2atest.Start(t, referringAgent{text: "We don't discuss that here."}, a2atest.WithCard(clinicCard))
	r := runBinary(t, "", "ask", "--allow-private", "--agent", srv.URL, "What do you charge?")
	if r.code != exitOK {
		t.Fatalf("exit status = %d; stderr %q", r.code, r.stderr)
	}
	if strings.Count(r.stdout, "\n") != 1 || !strings.Contains(r.stdout, "https://example.org/contact") {
		t.Errorf("stdout = %q, want the referral with the card's address, on one line", r.stdout)
	}
	if !strings.Contains(r.stderr, "onrequest ask: finding OR-5.3: ") {
		t.Errorf("stderr = %q, want the OR-5.3 finding noted", r.stderr)
	}
}
