package present

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
)

func seedDrafts(f *testing.F) {
	for _, pattern := range []string{
		filepath.Join("..", "testdata", "guard-corpus", "*.jsonl"),
		filepath.Join("testdata", "guard-corpus-local", "*.jsonl"),
	} {
		for _, c := range loadCorpus(f, pattern) {
			f.Add(c.Draft, uint8(len(c.Draft)%7))
		}
	}
}

// FuzzGuard: any draft, cut anywhere, is guarded without panic; the
// stream writes what Check returns; and the guarded text, checked again,
// has nothing left to block.
func FuzzGuard(f *testing.F) {
	seedDrafts(f)
	g := NewGuard(nil)
	f.Fuzz(func(t *testing.T, draft string, cut uint8) {
		l := ledgerOf(onRequest, pending, optIn, lawQuote)
		r := g.Check(l, language.English, draft)
		var out bytes.Buffer
		s := g.Stream(&out, ledgerOf(onRequest, pending, optIn, lawQuote), language.English)
		step := int(cut%13) + 1
		for i := 0; i < len(draft); i += step {
			s.WriteString(draft[i:min(i+step, len(draft))])
		}
		s.Close()
		if out.String() != r.Text {
			t.Fatalf("stream %q != Check %q", out.String(), r.Text)
		}
		if again := g.Check(l, language.English, r.Text); len(again.Blocked) > 0 {
			t.Fatalf("guarded text %q still has %v", r.Text, again.Blocked)
		}
	})
}

// FuzzSanitize: the result is valid UTF-8, has no control or bidi
// characters, and respects the limit.
func FuzzSanitize(f *testing.F) {
	seedDrafts(f)
	f.Add("a\u202eb\x00c\xff", uint8(3))
	f.Fuzz(func(t *testing.T, s string, limit uint8) {
		got := Sanitize(s, int(limit))
		if !utf8.ValidString(got) {
			t.Fatalf("invalid UTF-8: %q", got)
		}
		if limit > 0 && utf8.RuneCountInString(got) > int(limit) {
			t.Fatalf("%d runes, limit %d: %q", utf8.RuneCountInString(got), limit, got)
		}
		for _, r := range got {
			if unicode.IsControl(r) || isBidiControl(r) {
				t.Fatalf("unsafe rune %U in %q", r, got)
			}
		}
	})
}

// FuzzParseToolCall: the model's arguments never panic the parser, and
// what it accepts is an https (or loopback http) agent and a question.
func FuzzParseToolCall(f *testing.F) {
	f.Add([]byte(`{"agent":"https://agent.example.com/a2a/v1","question":"What does it cost?","skill":"service-pricing"}`))
	f.Add([]byte(`{"agent":"http://127.0.0.1:9/","question":"q"}`))
	f.Add([]byte(`{"agent":"http://example.com","question":"q"}`))
	f.Fuzz(func(t *testing.T, args []byte) {
		c, err := ParseToolCall(args)
		if err != nil {
			return
		}
		if c.Question == "" || !(strings.HasPrefix(c.Agent, "https://") || strings.HasPrefix(c.Agent, "http://")) {
			t.Fatalf("accepted %+v", c)
		}
	})
}

// FuzzAddress: whatever Address accepts is an https URL or a tel: number
// of digits, and its text has no control characters.
func FuzzAddress(f *testing.F) {
	for _, s := range []string{"https://ask.example.com/talk", "tel:+1-555-0100", "http://x", "tel:+1;ext=2", "https://a b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		link, text := Address(s)
		if link == "" {
			if text != "" {
				t.Fatalf("text without link: %q", text)
			}
			return
		}
		if !strings.HasPrefix(link, "https://") && !strings.HasPrefix(link, "tel:") {
			t.Fatalf("accepted %q as %q", s, link)
		}
		if strings.ContainsFunc(text, func(r rune) bool { return unicode.IsControl(r) || isBidiControl(r) }) {
			t.Fatalf("unsafe text %q", text)
		}
	})
}

// FuzzQuiet: a sentence the pre-scan calls quiet has nothing the rules
// would look at: tokenized and analyzed in full, it has no number, no
// Japanese, no word of the classes asked about, and no value or claim.
func FuzzQuiet(f *testing.F) {
	seedDrafts(f)
	f.Add("You can't book it on a.m. slots; d'euros", uint8(0))
	f.Add("Visit https://x/fees or www.example.com", uint8(1))
	lx := sharedLexicon()
	masks := []wordClass{
		wRequestWord | wNumber | wCurrency | wPrice,
		wRequestWord | wDone | wPhraseStart,
		wRequestWord | wNumber | wCurrency | wPrice | wDone | wPhraseStart,
	}
	g := NewGuard(nil)
	f.Fuzz(func(t *testing.T, draft string, which uint8) {
		// The guard with the pre-scan says what it says without it.
		for _, os := range [][]interpret.Outcome{{onRequest}, {onRequest, pending}, {referred}} {
			l := ledgerOf(os...)
			want := g.Check(l, language.English, draft)
			var out bytes.Buffer
			s := g.Stream(&out, ledgerOf(os...), language.English)
			s.quietMask = 0
			s.writeDraft(draft)
			s.Close()
			if out.String() != want.Text || len(s.Blocked()) != len(want.Blocked) {
				t.Fatalf("%q: with the pre-scan %q %v, without %q %v", draft, want.Text, want.Blocked, out.String(), s.Blocked())
			}
		}
		mask := masks[int(which)%len(masks)]
		folded := string(fold(draft, nil))
		if !lx.quiet(folded, mask) {
			return
		}
		toks := lx.tokenize(folded, nil)
		checkValues, checkDone := mask&wPrice != 0, mask&wDone != 0
		facts := lx.analyze(folded, toks, checkValues, checkDone)
		if facts.cjk || facts.classes&mask != 0 || len(facts.values) > 0 || len(facts.claims) > 0 || (checkValues && facts.price) {
			t.Fatalf("quiet %q, but %+v", folded, facts)
		}
		for _, tk := range toks {
			if tk.kind == tNum || tk.kind == tSym {
				t.Fatalf("quiet %q, but it has %q", folded, tk.str(folded))
			}
		}
	})
}

// analyze reads one tokenized sentence. checkValues and checkDone switch
// the two checks.
func (lx *lexicon) analyze(src string, toks []token, checkValues, checkDone bool) sentenceFacts {
	return lx.analyzeInto(src, toks, checkValues, checkDone, nil, nil)
}
