package guard

import (
	"testing"
	"unicode/utf8"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/internal/lexicon"
	"github.com/agent-capability/onrequest/present"
)

// fuzzLedger has every kind of item the guard reads.
func fuzzLedger() *present.Ledger {
	return ledgerOf(optInFee, priceReferal, bookingPending, bookingReferred)
}

// FuzzCheckStream: any draft, in every language, cut anywhere, is guarded
// without panic; a Stream writes exactly what Check returns; and the
// guarded text, checked again, has nothing left to block.
func FuzzCheckStream(f *testing.F) {
	for _, set := range corpora {
		for _, c := range loadCorpus(f, set.pattern) {
			f.Add(c.Draft, uint8(len(c.Draft)%7))
		}
	}
	// a listed price held for the sentence after it
	f.Add("Hillcrest Funerals shows £1,780 on its own website. That says nothing about Example Memorial Chapel.", uint8(3))
	f.Add("Hillcrest Funerals shows £1,780 on its own website. Booked for Thursday at 10; that says nothing about Example Memorial Chapel.", uint8(5))
	g := New(nil)
	tags := lexicon.Tags()
	f.Fuzz(func(t *testing.T, draft string, cut uint8) {
		for _, tag := range tags {
			lang := language.Make(tag)
			r := g.Check(fuzzLedger(), lang, draft)
			got, _, err := streamed(g, fuzzLedger(), lang, draft, int(cut%13)+1)
			if err != nil || got != r.Text {
				t.Fatalf("%s: stream %q != Check %q (%v)", tag, got, r.Text, err)
			}
			if again := g.Check(fuzzLedger(), lang, r.Text); len(again.Blocked) > 0 {
				t.Fatalf("%s: guarded text %q still has %v", tag, r.Text, again.Blocked)
			}
		}
	})
}

// FuzzCasedFold: the cased text is the folded one but for the case of
// its letters, at the same places, or none where it cannot be.
func FuzzCasedFold(f *testing.F) {
	for _, s := range []string{"4\u202f000\u00a0€ chez Example Poseurs", "Greenway Funerals’ quote", "ÉTUDE Example", "１２ ＫＭ", "½ price", "İstanbul"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		folded := fold(s)
		got := casedFold(s, folded)
		if got == "" {
			return // not aligned: the capitals are not read
		}
		if len(got) != len(folded) {
			t.Fatalf("casedFold(%q) = %q: %d bytes, folded %q has %d", s, got, len(got), folded, len(folded))
		}
		for i := 0; i < len(got); i++ { // words and marks where the folded text has them
			if c := folded[i]; c < utf8.RuneSelf && foldASCII(got[i]) != c {
				t.Fatalf("casedFold(%q) = %q has %q at %d, folded %q has %q", s, got, got[i], i, folded, c)
			}
		}
	})
}
