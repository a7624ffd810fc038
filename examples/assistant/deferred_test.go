package main

import (
	"testing"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/examples/assistant/demo"
	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

// doneClaims are a model's drafts that call the clinic's passed-on
// appointment done, in four languages.
var doneClaims = []struct {
	lang  language.Tag
	draft string
}{
	{language.English, "Great, your appointment is booked for Tuesday at 10."},
	{language.German, "Super, Ihr Termin am Dienstag um 10 Uhr ist gebucht."},
	{language.French, "Parfait, votre rendez-vous est confirmé pour mardi à 10 h."},
	{language.Spanish, "Perfecto, su cita del martes a las 10 está reservada."},
}

// TestDeferredNeverDoneEndToEnd: the demo clinic's appointment request,
// reached as a new user would (asked, then answered with the task's ids; in
// one message; with and without a skill named), is recorded as pending,
// and the guard lets no done claim through in any of four languages.
func TestDeferredNeverDoneEndToEnd(t *testing.T) {
	agents, stop, err := demo.Start(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	p := present.New()
	guard := present.NewGuard(p)
	c := client.New(client.WithAllowPrivateNetworks())
	defer c.Close()
	ctx := t.Context()

	type conversation func(t *testing.T) interpret.Outcome
	continued := func(first ...client.CallOption) conversation {
		return func(t *testing.T) interpret.Outcome {
			o, err := c.Ask(ctx, agents.Clinic.URL, "I would like an appointment.", first...)
			if err != nil || o.Kind != interpret.KindInputRequired {
				t.Fatalf("first turn: %s, %v", o.Kind, err)
			}
			o, err = c.Ask(ctx, agents.Clinic.URL, "Tuesday at 10, please.", client.WithTaskID(o.TaskID), client.WithContextID(o.ContextID))
			if err != nil {
				t.Fatal(err)
			}
			return o
		}
	}
	for _, tt := range []struct {
		name string
		run  conversation
	}{
		{"continued, skill named", continued(client.WithSkill("appointment-request"))},
		{"continued, no skill", continued()},
		{"one message", func(t *testing.T) interpret.Outcome {
			o, err := c.Ask(ctx, agents.Clinic.URL, "Please book me an appointment for Tuesday at 10.")
			if err != nil {
				t.Fatal(err)
			}
			return o
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			o := tt.run(t)
			if o.Kind != interpret.KindActionPending || o.SkillID != "appointment-request" {
				t.Fatalf("outcome %s %q, want action-pending appointment-request", o.Kind, o.SkillID)
			}
			ledger := present.NewLedger()
			ledger.Record(o)
			for _, claim := range doneClaims {
				res := guard.Check(ledger, claim.lang, claim.draft)
				if len(res.Blocked) == 0 || res.Text == claim.draft {
					t.Errorf("%s: %q passed the guard: %q", claim.lang, claim.draft, res.Text)
				}
			}
		})
	}
}
