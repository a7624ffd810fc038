package present

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/agent-capability/onrequest/interpret"
)

// marshalForm is the saved form of items as encoding/json writes it.
func marshalForm(t testing.TB, items []Item) []byte {
	t.Helper()
	v := LedgerVersion
	if items == nil {
		items = []Item{}
	}
	data, err := json.Marshal(ledgerJSON{Version: &v, Items: items})
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestAppendLedgerForm: the saved form is byte for byte what encoding/json
// writes, escapes included.
func TestAppendLedgerForm(t *testing.T) {
	for name, l := range formLedgers() {
		got, err := l.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		if want := marshalForm(t, l.Items()); !bytes.Equal(got, want) {
			t.Errorf("%s:\n got %s\nwant %s", name, got, want)
		}
	}
}

// FuzzLedgerWrite: for any text in an item's fields, the saved form is what
// encoding/json writes.
func FuzzLedgerWrite(f *testing.F) {
	f.Add("Smith & \"Sons\" <Ltd>", "a\\b/c", "Préstamos\u2028ñ\u2029", "Line\none\t\r\x00\x1f\x7f 🙂 \xff€\xe2\x80", uint64(7), true)
	f.Add("", "s", "", "", uint64(1), false)
	f.Fuzz(func(t *testing.T, operator, skill, name, text string, recorded uint64, flag bool) {
		it := Item{Operator: operator, SkillID: skill, SkillName: name, PersonEntry: text, Kind: interpret.Kind(name),
			Offered: flag, Given: []string{text, name}, Recorded: recorded, Declared: !flag}
		if flag {
			it.OptIn = []string{operator}
		}
		items := []Item{it, {Operator: skill, Kind: interpret.KindFailed}}
		if got, want := appendLedgerForm(nil, items), marshalForm(t, items); !bytes.Equal(got, want) {
			t.Fatalf("\n got %s\nwant %s", got, want)
		}
	})
}
