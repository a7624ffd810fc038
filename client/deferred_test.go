package client_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"

	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/examples/assistant/demo"
	"github.com/agent-capability/onrequest/internal/jspeer"
	"github.com/agent-capability/onrequest/interpret"
)

func startDemo(t *testing.T) *demo.Agents {
	t.Helper()
	agents, stop, err := demo.Start(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)
	return agents
}

// wantPending fails unless o is the deferred skill, pending.
func wantPending(t *testing.T, o interpret.Outcome, skill string) {
	t.Helper()
	if o.Kind != interpret.KindActionPending || o.SkillID != skill {
		t.Errorf("outcome = %s %q (%s, %.2f), want action-pending %q; text %q, findings %v",
			o.Kind, o.SkillID, o.SkillSource, o.SkillConfidence, skill, o.Text, o.Findings)
	}
}

func hasRule(o interpret.Outcome, rule string) bool {
	return slices.ContainsFunc(o.Findings, func(f interpret.Finding) bool { return f.Rule == rule })
}

// TestDeferredAcrossInputRequired: the demo clinic asks which day; the
// answer, sent with the task's ids, completes a deferred action. With or
// without WithSkill on the first call, the answer and a later GetTask read
// as pending, never as answered.
func TestDeferredAcrossInputRequired(t *testing.T) {
	agents := startDemo(t)
	for _, tt := range []struct {
		name   string
		first  []client.CallOption
		source interpret.SkillSource
	}{
		{"skill named", []client.CallOption{client.WithSkill("appointment-request")}, interpret.SkillNamed},
		{"skill inferred", nil, interpret.SkillInferred},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := newTestClient(t)
			ctx := t.Context()
			first, err := c.Ask(ctx, agents.Clinic.URL, "I would like an appointment.", tt.first...)
			if err != nil {
				t.Fatal(err)
			}
			if first.Kind != interpret.KindInputRequired || first.SkillID != "appointment-request" || first.SkillSource != tt.source {
				t.Fatalf("first = %s %q (%s), want input-required for appointment-request (%s)", first.Kind, first.SkillID, first.SkillSource, tt.source)
			}
			// The answer names nothing a skill could be inferred from.
			next, err := c.Ask(ctx, agents.Clinic.URL, "Tuesday at 10, please.",
				client.WithTaskID(first.TaskID), client.WithContextID(first.ContextID))
			if err != nil {
				t.Fatal(err)
			}
			wantPending(t, next, "appointment-request")
			if hasRule(next, interpret.RuleNotDone) {
				t.Errorf("the clinic says the request is passed on, not done, but: %v", next.Findings)
			}
			if next.SkillSource != tt.source {
				t.Errorf("source = %s, want %s (kept from the first call)", next.SkillSource, tt.source)
			}
			later, err := c.GetTask(ctx, agents.Clinic.URL, first.TaskID)
			if err != nil {
				t.Fatal(err)
			}
			wantPending(t, later, "appointment-request")
		})
	}
}

// TestDeferredWithoutMemory: a client that remembers nothing (or a fresh
// one reading the task later) still never reads the completed task as
// answered: the card declares a deferred action and nothing else fits.
func TestDeferredWithoutMemory(t *testing.T) {
	agents := startDemo(t)
	ctx := t.Context()
	c := newTestClient(t, client.WithTaskMemory(0, 0))
	first, err := c.Ask(ctx, agents.Clinic.URL, "I would like an appointment.")
	if err != nil {
		t.Fatal(err)
	}
	next, err := c.Ask(ctx, agents.Clinic.URL, "Thursday works for me, thanks.",
		client.WithTaskID(first.TaskID), client.WithContextID(first.ContextID))
	if err != nil {
		t.Fatal(err)
	}
	wantPending(t, next, "appointment-request")

	fresh := newTestClient(t)
	later, err := fresh.GetTask(ctx, agents.Clinic.URL, first.TaskID)
	if err != nil {
		t.Fatal(err)
	}
	wantPending(t, later, "appointment-request")
}

// TestDeferredOneMessage: the request and its details in one message, sent
// with Ask and with Stream, no skill named; and a task continued through
// Stream.
func TestDeferredOneMessage(t *testing.T) {
	agents := startDemo(t)
	c := newTestClient(t)
	const q = "Please book me an appointment for Tuesday at 10."
	o, err := c.Ask(t.Context(), agents.Clinic.URL, q)
	if err != nil {
		t.Fatal(err)
	}
	wantPending(t, o, "appointment-request")
	var last interpret.Outcome
	for out, err := range c.Stream(t.Context(), agents.Clinic.URL, a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart(q))) {
		if err != nil {
			t.Fatal(err)
		}
		last = out
	}
	wantPending(t, last, "appointment-request")

	// A task begun with Ask and continued through Stream.
	first, err := c.Ask(t.Context(), agents.Clinic.URL, "I would like an appointment.")
	if err != nil {
		t.Fatal(err)
	}
	msg := a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("Friday morning, please."))
	for out, err := range c.Stream(t.Context(), agents.Clinic.URL, msg, client.WithTaskID(first.TaskID), client.WithContextID(first.ContextID)) {
		if err != nil {
			t.Fatal(err)
		}
		last = out
	}
	wantPending(t, last, "appointment-request")
	if last.SkillSource != interpret.SkillInferred {
		t.Errorf("source = %s, want inferred (kept from the first call)", last.SkillSource)
	}
}

// TestPublicStillAnswered: the fail-safe leaves questions that plainly ask
// for something else as they were.
func TestPublicStillAnswered(t *testing.T) {
	agents := startDemo(t)
	c := newTestClient(t)
	for _, tt := range []struct {
		url, q string
		kind   interpret.Kind
	}{
		{agents.Chapel.URL, "When is the chapel open?", interpret.KindAnswered},
		{agents.Clinic.URL, "How much is a consultation at the clinic?", interpret.KindGivenOnOptIn},
		{agents.Chapel.URL, "What does a cremation cost?", interpret.KindOnRequest},
		{agents.Law.URL, "Subscribe me to the newsletter.", interpret.KindActionDone},
	} {
		o, err := c.Ask(t.Context(), tt.url, tt.q)
		if err != nil {
			t.Fatal(err)
		}
		if o.Kind != tt.kind {
			t.Errorf("%q: kind = %s (skill %q, %s), want %s", tt.q, o.Kind, o.SkillID, o.SkillSource, tt.kind)
		}
	}
}

// TestDeferredJSPeer: the JavaScript peer's deferred callback, with no
// skill named, through Ask, Stream and GetTask; and the same peer telling
// the client the callback is booked, over A2A 1.0 and 0.3: pending, with an
// OR-5.8 finding.
func TestDeferredJSPeer(t *testing.T) {
	const q = "Please call me back."
	t.Run("passed on", func(t *testing.T) {
		base := jspeer.Start(t)
		c := newTestClient(t)
		o, err := c.Ask(t.Context(), base, q)
		if err != nil {
			t.Fatal(err)
		}
		wantPending(t, o, "callback-request")
		if hasRule(o, interpret.RuleNotDone) {
			t.Errorf("the peer says the callback is passed on, not done, but: %v", o.Findings)
		}
		var last interpret.Outcome
		for out, err := range c.Stream(t.Context(), base, a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart(q))) {
			if err != nil {
				t.Fatal(err)
			}
			last = out
		}
		wantPending(t, last, "callback-request")
		later, err := newTestClient(t).GetTask(t.Context(), base, o.TaskID)
		if err != nil {
			t.Fatal(err)
		}
		wantPending(t, later, "callback-request")
		if open, err := c.Ask(t.Context(), base, "When is the chapel open?"); err != nil || open.Kind != interpret.KindAnswered {
			t.Errorf("public question: %s (%v), want answered", open.Kind, err)
		}
	})
	for _, tt := range []struct {
		name string
		opts []jspeer.Option
	}{
		{"says done, A2A 1.0", []jspeer.Option{jspeer.SaysDone()}},
		{"says done, A2A 0.3", []jspeer.Option{jspeer.SaysDone(), jspeer.V03Only()}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			base := jspeer.Start(t, tt.opts...)
			for _, opts := range [][]client.CallOption{nil, {client.WithSkill("callback-request")}} {
				o, err := newTestClient(t).Ask(t.Context(), base, q, opts...)
				if err != nil {
					t.Fatal(err)
				}
				wantPending(t, o, "callback-request")
				if !hasRule(o, interpret.RuleNotDone) {
					t.Errorf("no OR-5.8 finding; findings %v", o.Findings)
				}
			}
		})
	}
}

// TestCardsAsSDKsServeThem: a card whose security schemes are in
// @a2a-js/sdk's internal form is used, with a finding; an unusable 1.0 card
// gives way to the agent's 0.3 card.
func TestCardsAsSDKsServeThem(t *testing.T) {
	for _, tt := range []struct {
		name string
		opts []jspeer.Option
		note string
	}{
		{"$case schemes", []jspeer.Option{jspeer.SDKCard()}, `internal {"$case"} form`},
		{"0.3 card", []jspeer.Option{jspeer.V03(), jspeer.UnusableV1Card()}, "0.3 card is used"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			base := jspeer.Start(t, tt.opts...)
			c := newTestClient(t)
			decl, _, err := c.Declaration(context.Background(), base)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.ContainsFunc(decl.Findings, func(f interpret.Finding) bool {
				return f.Rule == interpret.RuleA2A && strings.Contains(f.Message, tt.note)
			}) {
				t.Errorf("findings %v, want one saying %q", decl.Findings, tt.note)
			}
			if _, ok := decl.Skill("callback-request"); !ok {
				t.Errorf("the declaration was lost: %+v", decl)
			}
			o, err := c.Ask(t.Context(), base, "What does a cremation cost?")
			if err != nil || o.Kind != interpret.KindOnRequest {
				t.Errorf("ask: %s (%v), want on-request", o.Kind, err)
			}
		})
	}
}
