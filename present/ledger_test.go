package present

import (
	"reflect"
	"testing"

	"github.com/agent-capability/onrequest/interpret"
)

// TestLedgerRecord: an item keeps its latest kind, except that nothing
// but the operator lifts a referral or finishes a pending action, and it
// keeps the operator's words by the kind they came with.
func TestLedgerRecord(t *testing.T) {
	const op, skill = "Example Vets", "book"
	out := func(k interpret.Kind, text string) interpret.Outcome {
		return interpret.Outcome{Kind: k, Operator: op, SkillID: skill, Text: text}
	}
	for _, tc := range []struct {
		name             string
		outcomes         []interpret.Outcome
		kind             interpret.Kind
		given, optIn, dn []string
	}{
		{"pending then done: the same action finished",
			[]interpret.Outcome{out(interpret.KindActionPending, "asked"), out(interpret.KindActionDone, "booked Thu 10")},
			interpret.KindActionDone, []string{"asked", "booked Thu 10"}, nil, []string{"booked Thu 10"}},
		{"done then a new request: the done words stay apart",
			[]interpret.Outcome{out(interpret.KindActionDone, "vaccine booked Thu 10"), out(interpret.KindActionPending, "scaling asked")},
			interpret.KindActionPending, []string{"vaccine booked Thu 10", "scaling asked"}, nil, []string{"vaccine booked Thu 10"}},
		{"a pending action is not finished by an answer",
			[]interpret.Outcome{out(interpret.KindActionPending, "asked"), out(interpret.KindAnswered, "open 9 to 5")},
			interpret.KindActionPending, []string{"asked", "open 9 to 5"}, nil, nil},
		{"a referral is lifted by the value on opt-in",
			[]interpret.Outcome{out(interpret.KindOnRequest, ""), out(interpret.KindGivenOnOptIn, "EUR 85")},
			interpret.KindGivenOnOptIn, []string{"EUR 85"}, []string{"EUR 85"}, nil},
		{"a referral is not lifted by a failure",
			[]interpret.Outcome{out(interpret.KindOnRequest, ""), out(interpret.KindFailed, "timeout")},
			interpret.KindOnRequest, nil, nil, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := NewLedger()
			for _, o := range tc.outcomes {
				l.Record(o)
			}
			items := l.Items()
			if len(items) != 1 {
				t.Fatalf("%d items, want 1", len(items))
			}
			it := items[0]
			if it.Kind != tc.kind || !reflect.DeepEqual(it.Given, tc.given) || !reflect.DeepEqual(it.OptIn, tc.optIn) || !reflect.DeepEqual(it.Done, tc.dn) {
				t.Errorf("kind %s given %q optIn %q done %q; want %s %q %q %q", it.Kind, it.Given, it.OptIn, it.Done, tc.kind, tc.given, tc.optIn, tc.dn)
			}
		})
	}
}
