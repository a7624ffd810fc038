package present

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/agent-capability/onrequest/interpret"
)

// awkwardLedger holds text that MarshalJSON escapes: quotes, backslashes,
// line breaks, HTML characters, control characters, the line separators
// JavaScript cannot take raw, invalid UTF-8 (written as U+FFFD), and
// characters outside ASCII and the Basic Multilingual Plane.
func awkwardLedger() *Ledger {
	l := sampleLedger()
	l.Record(interpret.Outcome{Kind: interpret.KindGivenOnOptIn, Operator: `Smith & "Sons" <Ltd>`, SkillID: `a\b/c`,
		SkillName: "Préstamos\u2028ñ", Text: "Line one\nline\ttwo\r\x00\x1f \u2029 end 🙂 \xff€"})
	l.Record(interpret.Outcome{Kind: interpret.KindAnswered, Operator: `Smith & "Sons" <Ltd>`, SkillID: `a\b/c`,
		Text: "again: 45 €"})
	return l
}

// formLedgers are the ledgers whose saved forms the tests read and write.
func formLedgers() map[string]*Ledger {
	return map[string]*Ledger{"empty": NewLedger(), "sample": sampleLedger(), "awkward": awkwardLedger()}
}

// TestReadLedgerFormTakesWhatMarshalWrites: the one-pass reader reads every
// form MarshalJSON writes (it never leaves one to encoding/json), to the
// items encoding/json reads.
func TestReadLedgerFormTakesWhatMarshalWrites(t *testing.T) {
	for name, l := range formLedgers() {
		data, err := l.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		got, ok := readLedgerForm(data)
		if !ok {
			t.Fatalf("%s: not read: %s", name, data)
		}
		want, err := decodeLedgerForm(data)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: read\n%+v\nencoding/json reads\n%+v", name, got, want)
		}
	}
}

// TestReadLedgerFormLeavesTheRest: forms outside the reader's subset are
// left to encoding/json (which reads some of them, and refuses others).
func TestReadLedgerFormLeavesTheRest(t *testing.T) {
	item := `{"operator":"A","skillId":"s","kind":"on-request","recorded":1}`
	for _, doc := range []string{
		`{"version":1,"items":null}`,
		`{"version":1}`,
		`{"Version":1,"items":[]}`,
		`{"version":1,"version":1,"items":[]}`,
		`{"version":1.0,"items":[]}`,
		`{"version":01,"items":[]}`,
		`{"version":2,"items":[]}`,
		`{"version":1,"items":[]} trailing`,
		`{"version":1,"items":[{"operator":"A","operator":"B","skillId":"s","kind":"on-request","recorded":1}]}`,
		`{"version":1,"items":[{"operator":null,"skillId":"s","kind":"on-request","recorded":1}]}`,
		`{"version":1,"items":[{"operator":"\ud83d\ude42","skillId":"s","kind":"on-request","recorded":1}]}`,
		`{"version":1,"items":[{"operator":"` + "\xff" + `","skillId":"s","kind":"on-request","recorded":1}]}`,
		`{"version":1,"items":[{"operator":"` + "\x00" + `\b","skillId":"s","kind":"on-request","recorded":1}]}`,
		`{"version":1,"items":[{"given":["` + "a\x01" + `\u00e9"],"kind":"answered","recorded":1}]}`,
		`{"version":1,"items":[{"operator":"A","skillId":"s","kind":"on-request","recorded":18446744073709551616}]}`,
		`{"version":1,"items":[{"operator":"A","skillId":"s","kind":"on-request","recorded":1e3}]}`,
		`{"version":1,"items":[` + item + `,]}`,
		`{"version":1,"items":[` + item,
	} {
		if items, ok := readLedgerForm([]byte(doc)); ok {
			t.Errorf("%s: read as %+v; want it left to encoding/json", doc, items)
		}
	}
}

// FuzzLedgerRead: whatever the one-pass reader reads, encoding/json reads
// to the same items; and a ledger reads any document without panicking.
func FuzzLedgerRead(f *testing.F) {
	for _, l := range formLedgers() {
		data, _ := json.Marshal(l)
		f.Add(data)
	}
	f.Add([]byte(` { "items" : [ { "kind" : "answered" , "recorded" : 7 , "given" : [ "a\u00e9\/" , "" ] , "optIn" : [ ] } ] , "version" : 1 } `))
	f.Add([]byte(`{"version":1,"items":[{"operator":"A","skillId":"s","kind":"on-request","recorded":1,"offered":true,"declared":false}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		_ = NewLedger().UnmarshalJSON(data)
		got, ok := readLedgerForm(data)
		if !ok {
			return
		}
		want, err := decodeLedgerForm(data)
		if err != nil {
			t.Fatalf("read %s, which encoding/json refuses: %v", data, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: read\n%+v\nencoding/json reads\n%+v", data, got, want)
		}
	})
}
