package guard

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

// streamed writes draft to a Stream in pieces of step bytes.
func streamed(g *Guard, l *present.Ledger, lang language.Tag, draft string, step int) (string, Result, error) {
	var out bytes.Buffer
	s := g.Stream(&out, l, lang)
	for i := 0; i < len(draft); i += step {
		if _, err := s.WriteString(draft[i:min(i+step, len(draft))]); err != nil {
			return out.String(), s.Result(), err
		}
	}
	err := s.Close()
	return out.String(), s.Result(), err
}

// TestStreamMatchesCheck: for every corpus draft, in every piece size, a
// Stream writes what Check returns and blocks the same sentences.
func TestStreamMatchesCheck(t *testing.T) {
	g := New(nil)
	var cases []corpusCase
	for _, set := range corpora {
		cases = append(cases, loadCorpus(t, set.pattern)...)
	}
	for _, c := range cases {
		want := g.Check(c.ledger(), language.Make(c.Lang), c.Draft)
		for _, step := range []int{1, 3, 16, 1 << 20} {
			got, res, err := streamed(g, c.ledger(), language.Make(c.Lang), c.Draft, step)
			if err != nil || got != want.Text || len(res.Blocked) != len(want.Blocked) ||
				res.AddedReferral != want.AddedReferral || res.Attributed != want.Attributed {
				t.Fatalf("%s, pieces of %d: stream %q %+v %v\ncheck %q %+v", c.ID, step, got, res, err, want.Text, want)
			}
		}
	}
}

// TestStreamHoldsBack: nothing is written before its sentence ends, and
// a sentence is written as soon as it has.
func TestStreamHoldsBack(t *testing.T) {
	var out bytes.Buffer
	s := New(nil).Stream(&out, ledgerOf(priceReferal), language.English)
	s.WriteString("The service there is 24")
	if out.Len() != 0 {
		t.Fatalf("wrote %q before the sentence ended", out.String())
	}
	s.WriteString("50. The chapel is ")
	if strings.Contains(out.String(), "2450") || !strings.Contains(out.String(), "another source") {
		t.Fatalf("after the first sentence: %q", out.String())
	}
	s.WriteString("open at 9:00.\nBye")
	if !strings.HasSuffix(out.String(), "open at 9:00.\n") {
		t.Fatalf("a finished sentence is held back: %q", out.String())
	}
	s.Close()
	if !strings.HasSuffix(out.String(), "Bye") {
		t.Fatalf("Close did not flush: %q", out.String())
	}
}

// TestStreamHoldsBackBounded: text with no sentence end is judged in
// parts of at most 4 KB, so a stream holds back no more.
func TestStreamHoldsBackBounded(t *testing.T) {
	var out bytes.Buffer
	s := New(nil).Stream(&out, ledgerOf(priceReferal), language.English)
	word := strings.Repeat("word ", 100)
	written := 0
	for range 100 {
		s.WriteString(word)
		written += len(word)
		if held := written - out.Len(); held > maxSentence+len(word) {
			t.Fatalf("holds back %d bytes", held)
		}
	}
	s.Close()
}

// TestStreamReadsLedgerPerSentence: an outcome recorded mid-answer applies
// from the next sentence on.
func TestStreamReadsLedgerPerSentence(t *testing.T) {
	var out bytes.Buffer
	l := present.NewLedger()
	s := New(nil).Stream(&out, l, language.English)
	s.WriteString("Thanks for waiting. ")
	l.Record(priceReferal)
	l.MarkOffered(priceReferal.Operator, priceReferal.SkillID)
	s.WriteString("It usually costs $2,950. ")
	s.Close()
	if strings.Contains(out.String(), "2,950") {
		t.Errorf("the stream read the ledger once: %q", out.String())
	}
}

type failWriter struct{ n int }

func (w *failWriter) Write(p []byte) (int, error) {
	if w.n--; w.n < 0 {
		return 0, errors.New("gone")
	}
	return len(p), nil
}

// TestStreamWriteError: an error of the destination is returned then and
// later; a Write after Close fails.
func TestStreamWriteError(t *testing.T) {
	s := New(nil).Stream(&failWriter{n: 1}, ledgerOf(priceReferal), language.English)
	s.WriteString("One. ")
	if _, err := s.WriteString("Two. Three. "); err == nil {
		t.Fatal("no error from a failing writer")
	}
	if err := s.Close(); err == nil {
		t.Fatal("Close forgot the error")
	}
	s = New(nil).Stream(&bytes.Buffer{}, nil, language.English)
	s.Close()
	if _, err := s.WriteString("late"); !errors.Is(err, ErrClosed) {
		t.Fatalf("write after close: %v", err)
	}
}

// TestSentenceEnd: where sentences end, in each script.
func TestSentenceEnd(t *testing.T) {
	voc := New(nil).vocab(language.German)
	for _, c := range []struct{ s, want string }{
		{"One. Two.", "One. "},
		{"Price: 2.450 €. Next", "Price: 2.450 €. "},
		{"Am 3. März um 15 Uhr. Gut", "Am 3. März um 15 Uhr. "},
		{"Monday at 11. Nothing", "Monday at 11. "},
		{"予約しました。次", "予約しました。"},
		{"「予約しました。」次", "「予約しました。」"},
		{"こちら（https://example.jp/soudan）。次は", "こちら（https://example.jp/soudan）。"},
		{"| Clinic | Price | Sat. hours |\n| A | 2 |", "| Clinic | Price | Sat. hours |\n"},
		{"https://example.jp/yoyakuから申し込んでね。次", "https://example.jp/yoyakuから申し込んでね。"},
		{"**Done!** Next", "**Done!** "},
		{"Line one\nLine two", "Line one\n"},
		{"is daar\nvijfentwintig\neuro. Next", "is daar\nvijfentwintig\neuro. "},
		{"Prices:\n- basic", "Prices:\n"},
		{"one\n- two", "one\n"},
		{"ok,\nand on", "ok,\n"},
		{"etwa 25. Euro natürlich. Mehr", "etwa 25. Euro natürlich. "},
		{"um 80, mehr oder weniger. Euro. Mehr", "um 80, mehr oder weniger. Euro. "},
		{"etwa 25. Mehr", "etwa 25. "},
		{"no end", "no end"},
	} {
		if got := c.s[:sentenceEnd(c.s, true, voc)]; got != c.want {
			t.Errorf("sentenceEnd(%q): %q, want %q", c.s, got, c.want)
		}
	}
}

func TestGuardNoLedger(t *testing.T) {
	g := New(nil)
	for _, l := range []*present.Ledger{nil, ledgerOf(interpret.Outcome{Kind: interpret.KindAnswered, Operator: chapel, SkillID: "hours"})} {
		r := g.Check(l, language.English, "It costs $2,950 and you're booked.")
		if r.Text != "It costs $2,950 and you're booked." || r.Blocked == nil || len(r.Blocked) != 0 {
			t.Errorf("%+v", r)
		}
	}
}

// TestSentenceEndReadsOn: a Stream reads a sentence on from where the
// last write left it; at every length the text has reached, that finds
// the end that reading all of it again finds.
func TestSentenceEndReadsOn(t *testing.T) {
	voc := New(nil).vocab(language.German)
	for _, text := range []string{
		"Ask here: https://ask.example.com/talk Élodie will answer. Thanks!",
		"Go to www.example.com. Then call HTTP://EXAMPLE.ORG\nBye.",
		"Termin am 3. März. Danke… Bis dann!» Ja.",
		"こちらへ：https://x.example.jp/aから。次に「はい。」と言います！",
		"Nr. 5 steht da. wow.\n\nhttp",
	} {
		for step := 1; step <= 3; step++ {
			held, next := "", 0
			for i := 0; i < len(text); i += step {
				held += text[i:min(i+step, len(text))]
				n, nx := sentenceEndFrom(held, next, false, voc)
				if want := sentenceEnd(held, false, voc); n != want {
					t.Fatalf("%q, %d bytes in pieces of %d: read on to %d, read again to %d", text, len(held), step, n, want)
				}
				if n > 0 {
					held, next = held[n:], 0
				} else {
					next = nx
				}
			}
		}
	}
}
