package present

import (
	"slices"
	"testing"
)

// TestSentenceEnd: where the splitter ends sentences, reading bytes one by
// one and jumping between the marks of a whole ASCII draft alike.
func TestSentenceEnd(t *testing.T) {
	lx := sharedLexicon()
	phones := []string{"+1 555 0100"}
	tests := []struct {
		text string
		want []string
	}{
		{"Open at 9. Call us.", []string{"Open at 9.", "Call us."}},
		{"Ask Dr. Smith. He knows.", []string{"Ask Dr. Smith.", "He knows."}},
		{"Ask J. Smith about it. Then call.", []string{"Ask J. Smith about it.", "Then call."}},
		{"Es kostet ca. 3,5 Tsd. € insgesamt. Gut.", []string{"Es kostet ca. 3,5 Tsd. € insgesamt.", "Gut."}},
		{"Am 1. November ist offen. Danke.", []string{"Am 1. November ist offen.", "Danke."}},
		{"2. Call them now. Then wait.", []string{"2. Call them now.", "Then wait."}},
		{"It is 2.5 units. Next!", []string{"It is 2.5 units.", "Next!"}},
		{"Really?! Yes.", []string{"Really?!", "Yes."}},
		{`He said "done." Then left.`, []string{`He said "done."`, "Then left."}},
		{"Line one\nLine two", []string{"Line one", "Line two"}},
		{"Ask here: https://ask.example.com/talk Then call.", []string{"Ask here: https://ask.example.com/talk", "Then call."}},
		{"Call +1 555 0100 Prices are given there.", []string{"Call +1 555 0100", "Prices are given there."}},
		{"See e.g. the list. Done.", []string{"See e.g. the list.", "Done."}},
		{"The fee is $80. $90 with extras.", []string{"The fee is $80. $90 with extras."}},
		{"No end here", []string{"No end here"}},
		{"Call +1 555 0100 \nThen go.", []string{"Call +1 555 0100 ", "Then go."}},
		{"Ask at https://ask.example.com/talk \nThen go.", []string{"Ask at https://ask.example.com/talk ", "Then go."}},
	}
	for _, tt := range tests {
		for _, jump := range []bool{false, true} {
			var got []string
			b := []byte(tt.text)
			var marks *markSet
			if jump {
				marks = &markSet{}
				marks.reset(tt.text)
			}
			at := 0
			for len(b) > 0 {
				if marks != nil {
					marks.base = at
				}
				end, trail, ok := lx.sentenceEnd(b, true, phones, marks)
				if !ok || trail == 0 {
					t.Fatalf("%q: no end found at %d", tt.text, at)
				}
				got = append(got, string(b[:end]))
				b, at = b[trail:], at+trail
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("sentences of %q (jump %v) = %q, want %q", tt.text, jump, got, tt.want)
			}
		}
	}
}

// reset finds the marks of draft byte by byte, as foldASCII would.
func (m *markSet) reset(draft string) {
	m.prepare(len(draft))
	for i := 0; i < len(draft); i++ {
		if c := draft[i]; c == '.' || c == '!' || c == '?' || c == '\n' {
			m.bits[i>>6] |= 1 << (i & 63)
		}
	}
	m.findURLs(draft)
}
