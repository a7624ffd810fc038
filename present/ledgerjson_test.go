package present

import (
	"bytes"
	"encoding/json"
	"errors"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/agent-capability/onrequest/internal/schematest"
	"github.com/agent-capability/onrequest/interpret"
)

func compileLedgerSchema(t testing.TB) *jsonschema.Schema {
	return schematest.File(t, filepath.Join("..", "testdata", "ledger.schema.json"), "ledger.schema.json")
}

// sampleLedger holds every kind of item the guard reads.
func sampleLedger() *Ledger {
	l := NewLedger()
	l.Declare(&interpret.Declaration{Operator: "Harbor Law", Skills: []interpret.Skill{
		{ID: "quote", Name: "Fee quotes", PersonEntry: "tel:+15550100"},
	}})
	l.Record(interpret.Outcome{Kind: interpret.KindOnRequest, Operator: "Example Memorial Chapel", SkillID: "service-pricing",
		SkillName: "Service costs", PersonEntry: "https://ask.example.com/talk"})
	l.Record(interpret.Outcome{Kind: interpret.KindActionPending, Operator: "Example Clinic", SkillID: "book",
		PersonEntry: "https://clinic.example.org/book"})
	l.Record(interpret.Outcome{Kind: interpret.KindGivenOnOptIn, Operator: "Example Vets", SkillID: "fees",
		Text: "A check-up is EUR 85."})
	l.Record(interpret.Outcome{Kind: interpret.KindAnswered, Operator: "Example Memorial Chapel", SkillID: "opening-hours",
		Text: "Open 9 to 5."})
	l.Record(interpret.Outcome{Kind: interpret.KindActionDone, Operator: "Example Vets", SkillID: "book",
		Text: "Rex's vaccine is booked for Thursday at 10."})
	l.Record(interpret.Outcome{Kind: interpret.KindActionPending, Operator: "Example Vets", SkillID: "book",
		Text: "The scaling request is with the vet."})
	l.MarkOffered("Example Memorial Chapel", "service-pricing")
	return l
}

// TestLedgerJSON: the saved form is valid under testdata/ledger.schema.json
// and reads back to the same items and the same version of the form.
func TestLedgerJSON(t *testing.T) {
	sch := compileLedgerSchema(t)
	for name, l := range map[string]*Ledger{"empty": NewLedger(), "sample": sampleLedger()} {
		data, err := json.Marshal(l)
		if err != nil {
			t.Fatal(err)
		}
		inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		if err := sch.Validate(inst); err != nil {
			t.Errorf("%s: %s does not match the schema: %v", name, data, err)
		}
		back := NewLedger()
		if err := json.Unmarshal(data, back); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got, want := back.Items(), l.Items(); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: restored items\n%+v\nwant\n%+v", name, got, want)
		}
		again, _ := json.Marshal(back)
		if !bytes.Equal(again, data) {
			t.Errorf("%s: saved again differs:\n%s\n%s", name, again, data)
		}
		// Decoding into a new(Ledger) works too.
		var z Ledger
		if err := json.Unmarshal(data, &z); err != nil {
			t.Errorf("%s: into a zero Ledger: %v", name, err)
		}
	}
}

// TestLedgerJSONRefused: another version, or a malformed form, is refused
// with a matchable error, and the ledger keeps what it held; the schema
// refuses the same documents.
func TestLedgerJSONRefused(t *testing.T) {
	sch := compileLedgerSchema(t)
	for _, tc := range []struct {
		name, doc string
		want      error
	}{
		{"no version", `{"items":[]}`, ErrLedgerVersion},
		{"version 2", `{"version":2,"items":[]}`, ErrLedgerVersion},
		{"version as a string", `{"version":"1","items":[]}`, ErrLedgerVersion},
		{"not an object", `[]`, ErrLedgerMalformed},
		{"not JSON", `{"version":1,`, ErrLedgerMalformed},
		{"unknown field", `{"version":1,"items":[],"extra":true}`, ErrLedgerMalformed},
		{"unknown kind", `{"version":1,"items":[{"operator":"A","skillId":"s","kind":"booked","recorded":1}]}`, ErrLedgerMalformed},
		{"item with no name", `{"version":1,"items":[{"operator":"","skillId":"","kind":"on-request","recorded":1}]}`, ErrLedgerMalformed},
		{"item twice", `{"version":1,"items":[{"operator":"A","skillId":"s","kind":"on-request","recorded":1},{"operator":"A","skillId":"s","kind":"answered","recorded":2}]}`, ErrLedgerMalformed},
		{"recorded zero", `{"version":1,"items":[{"operator":"A","skillId":"s","kind":"on-request","recorded":0}]}`, ErrLedgerMalformed},
		{"given not a list", `{"version":1,"items":[{"operator":"A","skillId":"s","kind":"on-request","recorded":1,"given":"x"}]}`, ErrLedgerMalformed},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := sampleLedger()
			before := l.Items()
			err := l.UnmarshalJSON([]byte(tc.doc))
			if !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
			if !reflect.DeepEqual(l.Items(), before) {
				t.Error("a refused form changed the ledger")
			}
			// JSON Schema cannot say that a pair of fields is unique.
			if tc.want == ErrLedgerMalformed && tc.name == "item twice" {
				return
			}
			if inst, err := jsonschema.UnmarshalJSON(bytes.NewReader([]byte(tc.doc))); err == nil && sch.Validate(inst) == nil {
				t.Errorf("the schema accepts %s", tc.doc)
			}
		})
	}
}

// TestLedgerVersion: every change moves Version, and nothing else does.
func TestLedgerVersion(t *testing.T) {
	l := NewLedger()
	last := l.Version()
	step := func(name string, f func(), wantChange bool) {
		t.Helper()
		f()
		v := l.Version()
		if (v != last) != wantChange {
			t.Errorf("%s: version %d → %d, want change %v", name, last, v, wantChange)
		}
		last = v
	}
	step("items", func() { l.Items() }, false)
	step("record", func() { l.Record(interpret.Outcome{Kind: interpret.KindOnRequest, Operator: "A", SkillID: "s"}) }, true)
	step("empty outcome", func() { l.Record(interpret.Outcome{Kind: interpret.KindAnswered}) }, false)
	step("mark offered", func() { l.MarkOffered("A", "s") }, true)
	step("mark unknown", func() { l.MarkOffered("B", "s") }, false)
	step("declare", func() {
		l.Declare(&interpret.Declaration{Operator: "B", Skills: []interpret.Skill{{ID: "x"}}})
	}, true)
	step("restore", func() {
		data, _ := json.Marshal(l)
		_ = json.Unmarshal(data, l)
	}, true)
}

// TestLedgerDeclare: a strict start refers the card's on-request skills
// (an action as action-referred) and leaves items the replies met alone.
func TestLedgerDeclare(t *testing.T) {
	l := NewLedger()
	l.Record(interpret.Outcome{Kind: interpret.KindGivenOnOptIn, Operator: "Chapel", SkillID: "fees", Text: "EUR 85"})
	l.Declare(&interpret.Declaration{Operator: "Chapel", Skills: []interpret.Skill{
		{ID: "fees"}, {ID: "pricing", Name: "Service costs", PersonEntry: "https://ask.example.com/talk"},
		{ID: "booking", Completion: interpret.CompletionDeferred},
	}})
	got := map[string]interpret.Kind{}
	for _, it := range l.Items() {
		got[it.SkillID] = it.Kind
	}
	want := map[string]interpret.Kind{"fees": interpret.KindGivenOnOptIn, "pricing": interpret.KindOnRequest, "booking": interpret.KindActionReferred}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("kinds = %v, want %v", got, want)
	}
	l.Declare(nil) // nothing to declare
}

// TestLedgerClone: a clone has the same items and version, and changes to
// either leave the other as it was.
func TestLedgerClone(t *testing.T) {
	l := sampleLedger()
	c := l.Clone()
	if !reflect.DeepEqual(c.Items(), l.Items()) || c.Version() != l.Version() {
		t.Fatal("the clone differs")
	}
	before := l.Items()
	c.Record(interpret.Outcome{Kind: interpret.KindGivenOnOptIn, Operator: "Example Vets", SkillID: "fees", Text: "More."})
	c.Record(interpret.Outcome{Kind: interpret.KindOnRequest, Operator: "New", SkillID: "s"})
	c.MarkOffered("Example Clinic", "book")
	if !reflect.DeepEqual(l.Items(), before) {
		t.Error("changing the clone changed the original")
	}
	l.Record(interpret.Outcome{Kind: interpret.KindOnRequest, Operator: "Other", SkillID: "t"})
	if n := len(c.Items()); n != len(before)+1 {
		t.Errorf("the clone has %d items after a change to the original; want %d", n, len(before)+1)
	}
}
