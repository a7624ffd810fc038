package present

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/language"
)

// TestStreamHoldsBack: nothing reaches the writer before its sentence can
// be judged, and a judged sentence is not held longer than needed.
func TestStreamHoldsBack(t *testing.T) {
	g := NewGuard(nil)
	var out bytes.Buffer
	s := g.Stream(&out, ledgerOf(onRequest), language.English)
	steps := []struct{ write, want string }{
		{"The chapel is open ", ""},
		{"9:00 to 17:00.", ""}, // "." might be a decimal point
		{" A cremation costs $2", "The chapel is open 9:00 to 17:00. "}, // judged once the space came
		{".", "The chapel is open 9:00 to 17:00. "},                     // "$2." might go on: "$2.450"
		{"450. Any", "The chapel is open 9:00 to 17:00. "},              // after a number, the next word decides ("3. März")
		{"thing else?", "The chapel is open 9:00 to 17:00. I can't give you this from another source: Example Memorial Chapel gives it to the person who asks, on request. You can ask here: https://ask.example.com/talk "},
	}
	for _, st := range steps {
		if _, err := s.WriteString(st.write); err != nil {
			t.Fatal(err)
		}
		if out.String() != st.want {
			t.Fatalf("after %q: wrote %q, want %q", st.write, out.String(), st.want)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(out.String(), "talk Anything else?") {
		t.Errorf("Close did not flush: %q", out.String())
	}
	if _, err := s.WriteString("more"); !errors.Is(err, ErrClosed) {
		t.Errorf("write after Close: %v", err)
	}
	// Japanese ends sentences at 。 without a space.
	out.Reset()
	s = g.Stream(&out, ledgerOf(pending), language.Japanese)
	s.WriteString("ご依頼を伝えました。予約しま")
	if out.String() != "ご依頼を伝えました。" {
		t.Errorf("ja: wrote %q", out.String())
	}
	s.WriteString("した。")
	if !strings.HasPrefix(out.String(), "ご依頼を伝えました。まだ完了していません。") {
		t.Errorf("ja: wrote %q", out.String())
	}
	s.Close()
}

// TestStreamMatchesCheck: however the answer is cut into writes, even in
// the middle of a character, the stream writes what Check returns, and at
// no point has it written anything it later takes back.
func TestStreamMatchesCheck(t *testing.T) {
	g := NewGuard(nil)
	cases := loadCorpus(t, filepath.Join("..", "testdata", "guard-corpus", "*.jsonl"))
	cases = append(cases, loadCorpus(t, filepath.Join("testdata", "guard-corpus-local", "*.jsonl"))...)
	rng := rand.New(rand.NewPCG(1, 2))
	for _, c := range cases {
		ledger := func() *Ledger { // fresh each time: the guard records offers in it
			l := NewLedger()
			for _, o := range c.Ledger {
				l.Record(o)
			}
			return l
		}
		lang := language.Make(c.Lang)
		want := g.Check(ledger(), lang, c.Draft)
		for round := 0; round < 3; round++ {
			var out bytes.Buffer
			s := g.Stream(&out, ledger(), lang)
			b := []byte(c.Draft)
			for len(b) > 0 {
				n := 1 + rng.IntN(min(len(b), 12))
				s.Write(b[:n])
				b = b[n:]
				if !strings.HasPrefix(want.Text, out.String()) {
					t.Fatalf("%s: stream wrote %q, not a prefix of %q", c.ID, out.String(), want.Text)
				}
			}
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			if out.String() != want.Text || len(s.Blocked()) != len(want.Blocked) {
				t.Fatalf("%s: stream %q (%d blocked), Check %q (%d blocked)", c.ID, out.String(), len(s.Blocked()), want.Text, len(want.Blocked))
			}
		}
	}
}

type failWriter struct{ n int }

func (w *failWriter) Write(p []byte) (int, error) {
	if w.n <= 0 {
		return 0, errors.New("disk full")
	}
	w.n--
	return len(p), nil
}

func TestStreamWriteError(t *testing.T) {
	g := NewGuard(nil)
	s := g.Stream(&failWriter{n: 1}, ledgerOf(onRequest), language.English)
	s.WriteString("One. Two. Three. ")
	if _, err := s.WriteString("Four. "); err == nil {
		t.Error("write error not reported")
	}
	if err := s.Close(); err == nil {
		t.Error("Close did not report the write error")
	}
}

// TestStreamHoldsBackBounded: an answer without full stops is not held
// back whole: the guard judges it in parts of at most maxSentence bytes,
// and the parts read as Check reads the whole answer.
func TestStreamHoldsBackBounded(t *testing.T) {
	g := NewGuard(nil)
	for _, unit := range []string{"word ", "https://ask.example.com/talk ", "xx", "a b  c\t", "ü"} {
		draft := strings.Repeat(unit, 5*maxSentence/len(unit)) + " It costs $2,950 there."
		var out strings.Builder
		s := g.Stream(&out, ledgerOf(onRequest, pending, optIn), language.English)
		for i := 0; i < len(draft); i += 16 {
			if _, err := s.WriteString(draft[i:min(i+16, len(draft))]); err != nil {
				t.Fatal(err)
			}
			if held := i + 16 - out.Len(); held > maxSentence+64 {
				t.Fatalf("%q: %d bytes held back after %d written", unit, held, i+16)
			}
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		want := g.Check(ledgerOf(onRequest, pending, optIn), language.English, draft)
		if out.String() != want.Text {
			t.Errorf("%q: stream and Check differ", unit)
		}
		if len(want.Blocked) == 0 || strings.Contains(want.Text, "2,950") {
			t.Errorf("%q: the price after the long part was not blocked", unit)
		}
	}
}
