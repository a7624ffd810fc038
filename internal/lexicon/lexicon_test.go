package lexicon

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// TestFiles: every embedded file loads, says its own language, and has
// every class.
func TestFiles(t *testing.T) {
	tags := Tags()
	for _, want := range []string{"de", "en", "es", "fr", "it", "ja", "nl", "pt"} {
		if !slices.Contains(tags, want) {
			t.Errorf("no file for %s", want)
		}
	}
	for _, tag := range append(tags, "shared") {
		if _, err := Load(tag); err != nil {
			t.Errorf("%s: %v", tag, err)
		}
	}
}

// TestParseRefuses: a file without a class, with an unknown class, with a
// phrase not in lower case or with a star inside, or a ride word, an or
// word or an adverb that is no single folded word, is refused.
func TestParseRefuses(t *testing.T) {
	en, err := Load("en")
	if err != nil {
		t.Fatal(err)
	}
	for name, change := range map[string]func(*Language){
		"missing class":  func(l *Language) { delete(l.Classes, Done) },
		"empty class":    func(l *Language) { l.Classes[Open] = nil },
		"unknown class":  func(l *Language) { l.Classes["colour"] = []string{"red"} },
		"upper case":     func(l *Language) { l.Classes[Done] = append(l.Classes[Done], "Booked") },
		"star inside":    func(l *Language) { l.Classes[Done] = append(l.Classes[Done], "bo*ked") },
		"padded":         func(l *Language) { l.Classes[Done] = append(l.Classes[Done], " booked") },
		"no lang":        func(l *Language) { l.Lang = "" },
		"negative value": func(l *Language) { l.Numbers["minus"] = -1 },
		"third":          func(l *Language) { l.Numbers["a third"] = 0.3 },
		"ride phrase":    func(l *Language) { l.RideTo = append(slices.Clone(l.RideTo), "up to") },
		"ride capital":   func(l *Language) { l.RideTo = append(slices.Clone(l.RideTo), "To") },
		"or phrase":      func(l *Language) { l.Or = append(slices.Clone(l.Or), "or else") },
		"adverb star":    func(l *Language) { l.Adverbs = append(slices.Clone(l.Adverbs), "only*") },
		"visit phrase":   func(l *Language) { l.Visit = append(slices.Clone(l.Visit), "drops by") },
		"parking payee":  func(l *Language) { l.Parking = []string{"shuttle bay"} },
		"whether alone":  func(l *Language) { l.Classes[Whether] = append(l.Classes[Whether], "if ever") },
		"caps code":      func(l *Language) { l.CapsOnly = []string{"zzz"} },
	} {
		c := *en
		c.Classes = map[Class][]string{}
		for k, v := range en.Classes {
			c.Classes[k] = slices.Clone(v)
		}
		c.Numbers = map[string]float64{"one": 1}
		change(&c)
		data, _ := json.Marshal(c)
		if _, err := Parse(data); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if _, err := Parse([]byte(`{"lang":"en","colour":1}`)); err == nil {
		t.Error("unknown field accepted")
	}
}

// TestMoney: one vocabulary for interpret and the guard; the words on
// which the two used to disagree.
func TestMoney(t *testing.T) {
	m := Money()
	for _, w := range []string{"eur", "euros", "dollars", "fr", "chf", "quid", "円", "ドル"} {
		if !m.Currency(w) {
			t.Errorf("%q is no currency", w)
		}
	}
	for _, w := range []string{"ars", "kes", "the", "hours"} {
		if m.Currency(w) {
			t.Errorf("%q is a currency", w)
		}
	}
	for _, w := range []string{"costs", "preis", "prix", "precio", "prezzo", "prijs", "preço"} {
		if !m.Price(w) {
			t.Errorf("%q is no price word", w)
		}
	}
	for _, w := range []string{"ab", "da", "hours"} {
		if m.Price(w) {
			t.Errorf("%q is a price word", w)
		}
	}
	for w, want := range map[string]bool{"TRY": true, "Try": false, "try": false, "PEN": true, "pen": false, "eur": true, "EUR": true} {
		if m.CurrencyAsWritten(w) != want {
			t.Errorf("CurrencyAsWritten(%q) = %v, want %v", w, !want, want)
		}
	}
}

// FuzzParse: a language file, however broken, is read or refused with an
// error; what is read passes its own checks again.
func FuzzParse(f *testing.F) {
	for _, tag := range append(Tags(), "shared") {
		data, _ := files.ReadFile("data/" + tag + ".json")
		f.Add(data)
	}
	f.Add([]byte(`{"lang":"xx","classes":{"done":["*"]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := Parse(data)
		if err != nil {
			return
		}
		if l.Lang == "" || l.check() != nil {
			t.Fatalf("accepted %q", data)
		}
		for _, phrases := range l.Classes {
			for _, p := range phrases {
				if strings.TrimSpace(p) == "" {
					t.Fatalf("empty phrase accepted in %q", data)
				}
			}
		}
	})
}
