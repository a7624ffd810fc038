package interpret

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
)

// Nothing an agent sends, and no zero value, makes a reading panic.
func TestNilSafety(t *testing.T) {
	for _, call := range []Call{{}, {Declaration: annexDeclaration(t), Activated: true, SkillID: "service-pricing"}} {
		outs := []Outcome{
			call.Result(nil),
			call.Result((*a2a.Message)(nil)),
			call.Result((*a2a.Task)(nil)),
			call.Task(nil),
			call.Message(nil),
			call.Message(&a2a.Message{}),
			call.Task(&a2a.Task{}),
			call.Message(&a2a.Message{Parts: a2a.ContentParts{nil, {}, a2a.NewTextPart("x")}}),
			call.Task(&a2a.Task{Status: a2a.TaskStatus{State: a2a.TaskStateCompleted}, Artifacts: []*a2a.Artifact{nil, {Parts: a2a.ContentParts{nil}}}}),
			call.Stream().Outcome(),
		}
		s := call.Stream()
		for _, ev := range []a2a.Event{nil, (*a2a.Message)(nil), (*a2a.Task)(nil), (*a2a.TaskStatusUpdateEvent)(nil),
			(*a2a.TaskArtifactUpdateEvent)(nil), &a2a.TaskArtifactUpdateEvent{}, &a2a.TaskArtifactUpdateEvent{Artifact: &a2a.Artifact{}, Append: true},
			&a2a.TaskStatusUpdateEvent{}, &a2a.Task{}} {
			outs = append(outs, s.Add(ev))
		}
		outs = append(outs, s.Outcome())
		for i, o := range outs {
			if o.Kind == "" {
				t.Errorf("outcome %d has no kind", i)
			}
			_ = o.ArtifactText()
		}
		if o := call.Result(nil); o.Kind != KindFailed || len(o.Findings) != 1 || o.Findings[0].Rule != RuleA2A {
			t.Errorf("Result(nil) = %+v", o)
		}
		if o := call.Stream().Outcome(); o.Kind != KindFailed {
			t.Errorf("an empty stream reads %s", o.Kind)
		}
	}
}

// A Task without a status is not a pass: TASK_STATE_UNSPECIFIED is unknown.
func TestUnspecifiedTaskFails(t *testing.T) {
	o := Call{}.Task(&a2a.Task{ID: "t"})
	if o.Kind != KindFailed || rulesOf(o.Findings)[0] != RuleA2A {
		t.Fatalf("got %+v", o)
	}
}

// Huge replies read in time linear in their size: a single pass over parts,
// findings and markers capped.
func TestHostileReplyIsBounded(t *testing.T) {
	d := annexDeclaration(t)
	call := Call{Declaration: d, Activated: true, SkillID: "service-pricing"}

	const n = 20000
	parts := make(a2a.ContentParts, n)
	for i := range parts {
		parts[i] = &a2a.Part{Content: a2a.Text("x"), Metadata: map[string]any{URI: map[string]any{"status": fmt.Sprintf("bad-%d", i), "skillId": "service-pricing"}}}
	}
	msg := &a2a.Message{Parts: parts, Metadata: map[string]any{URI: map[string]any{"status": "on-request", "skillId": "service-pricing"}}}
	o := call.Message(msg)
	if o.Kind != KindOnRequest {
		t.Fatalf("kind %s", o.Kind)
	}
	if len(o.Text) != 2*n-1 {
		t.Fatalf("text length %d", len(o.Text))
	}
	if len(o.Findings) > 2*maxFindings+1 {
		t.Fatalf("%d findings", len(o.Findings))
	}
	if !strings.Contains(strings.Join(ruleMessages(o.Findings), " "), "further findings were left out") {
		t.Errorf("dropped findings are not reported: %v", o.Findings)
	}
}

func ruleMessages(fs []Finding) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Message)
	}
	return out
}

// Appending chunks to a streamed artifact does not copy the artifact per
// chunk, and never changes the caller's artifacts.
func TestStreamAppendIsLinearAndCopies(t *testing.T) {
	call := Call{Declaration: declarationFor(t, cardOpened), Activated: true}
	first := &a2a.Artifact{ID: "a-1", Parts: a2a.ContentParts{a2a.NewTextPart("start ")},
		Metadata:   map[string]any{URI: map[string]any{"status": "given-on-opt-in", "skillId": "service-pricing"}},
		Extensions: []string{URI}}
	chunk := &a2a.TaskArtifactUpdateEvent{TaskID: "t", Append: true, Artifact: &a2a.Artifact{ID: "a-1", Parts: a2a.ContentParts{a2a.NewTextPart("x")}}}

	const n = 4000
	allocs := testing.AllocsPerRun(3, func() {
		s := call.Stream()
		s.Add(&a2a.Task{ID: "t", Status: a2a.TaskStatus{State: a2a.TaskStateWorking}})
		s.Add(&a2a.TaskArtifactUpdateEvent{TaskID: "t", Artifact: first})
		for range n {
			s.ev.fs = findings{} // keep the measure on the artifact, not on the outcome's findings
			s.artifact(chunk.Artifact, true)
		}
	})
	if allocs > n/10 {
		t.Errorf("%v allocations for %d appended chunks: an artifact is copied per chunk", allocs, n)
	}
	if len(first.Parts) != 1 {
		t.Fatalf("the caller's artifact was changed: %d parts", len(first.Parts))
	}

	s := call.Stream()
	s.Add(&a2a.Task{ID: "t", Status: a2a.TaskStatus{State: a2a.TaskStateWorking}})
	s.Add(&a2a.TaskArtifactUpdateEvent{TaskID: "t", Artifact: first})
	s.Add(chunk)
	o := s.Add(&a2a.TaskStatusUpdateEvent{TaskID: "t", Status: a2a.TaskStatus{State: a2a.TaskStateCompleted}})
	if o.Kind != KindGivenOnOptIn || o.ArtifactText() != "start x" {
		t.Fatalf("kind %s text %q findings %v", o.Kind, o.ArtifactText(), o.Findings)
	}
	if len(first.Parts) != 1 || len(chunk.Artifact.Parts) != 1 {
		t.Fatal("the caller's artifacts were changed")
	}
}

// A stream that switches tasks, or sends events after its end, is a finding.
func TestStreamOrder(t *testing.T) {
	s := Call{}.Stream()
	s.Add(&a2a.Task{ID: "t-1", Status: a2a.TaskStatus{State: a2a.TaskStateCompleted}})
	o := s.Add(&a2a.TaskStatusUpdateEvent{TaskID: "t-2", Status: a2a.TaskStatus{State: a2a.TaskStateWorking}})
	msgs := strings.Join(ruleMessages(o.Findings), "|")
	if !strings.Contains(msgs, "after its last") || !strings.Contains(msgs, "mixes events") {
		t.Fatalf("findings %v", o.Findings)
	}
}

// Stream outcomes do not share findings: a later event does not change an
// earlier outcome.
func TestStreamOutcomesAreSnapshots(t *testing.T) {
	s := Call{Declaration: annexDeclaration(t), Activated: true}.Stream()
	events := loadEvents(t, filepath.Join(repliesDir, "stream-marker-on-event.json"))
	first := s.Add(events[0])
	n := len(first.Findings)
	s.Add(events[1])
	if len(first.Findings) != n {
		t.Fatal("an earlier outcome changed")
	}
}

func TestKinds(t *testing.T) {
	ks := Kinds()
	if len(ks) != 9 {
		t.Fatalf("%d kinds", len(ks))
	}
	for _, k := range ks {
		if k.Referral() != (k == KindOnRequest || k == KindActionReferred) {
			t.Errorf("%s.Referral() = %v", k, k.Referral())
		}
	}
	if KindActionPending.Terminal() || KindInputRequired.Terminal() || KindSignInRequired.Terminal() || !KindActionDone.Terminal() || !KindOnRequest.Terminal() {
		t.Error("Terminal is wrong")
	}
}

func TestMoneyAmount(t *testing.T) {
	money := []string{
		"A direct cremation is £1,450.", "$1450", "1.450 €", "1 450 € all in", "EUR 900", "eur900", "900 EUR",
		"120 euros", "costs 900", "Price: 1,200", "USD 2,100", "₹50,000", "¥30000", "3000 kr", "Fr. 900",
		"100 CHF", "Preis: 900", "prix 800", "R$ 1.200", "50 pence", "£3", "１２００円", "TRY 450", "PEN 2,950",
	}
	for _, s := range money {
		if moneyAmount(s) == "" {
			t.Errorf("moneyAmount(%q) found nothing", s)
		}
	}
	plain := []string{
		"", "Service costs", "What does a cremation cost at Example Memorial Chapel?", "Open 09:00 to 17:00",
		"Monday to Friday 09:00 to 17:00, in English", "A2A 1.0", "version 1.0.0", "Call +44 20 7946 0000",
		"https://ask.example.com/talk", "[price as the chapel gives it]", "24/7", "2 directors", "Room 101",
		"Costs and inclusions of the chapel's services.", "pricing", "$", "€ and $ signs",
		"Try 2 or 3 sessions", "Bring a pen 2 days before", "Ils sont 4 au cabinet",
	}
	for _, s := range plain {
		if a := moneyAmount(s); a != "" {
			t.Errorf("moneyAmount(%q) = %q, want none", s, a)
		}
	}
}
