package present

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/internal/lexicon"
	"github.com/agent-capability/onrequest/interpret"
)

const (
	chapel = "Example Memorial Chapel"
	entry  = "https://ask.example.com/talk"
)

var allKinds = []interpret.Kind{
	interpret.KindAnswered, interpret.KindOnRequest, interpret.KindActionReferred, interpret.KindGivenOnOptIn,
	interpret.KindActionPending, interpret.KindActionDone, interpret.KindSignInRequired, interpret.KindInputRequired,
	interpret.KindFailed,
}

func outcome(kind interpret.Kind) interpret.Outcome {
	o := interpret.Outcome{Kind: kind, SkillID: "service-pricing", Operator: chapel, PersonEntry: entry, Text: "Which day suits you?"}
	if kind == interpret.KindGivenOnOptIn {
		o.Artifacts = []*a2a.Artifact{{ID: "a-1", Parts: a2a.ContentParts{a2a.NewTextPart("A direct cremation is EUR 1,950, including transfer.")}}}
	}
	return o
}

// TestCatalogComplete renders every message in every language: x/text
// prints the key itself when a message is missing, silently.
func TestCatalogComplete(t *testing.T) {
	p := New()
	en := p.printer(language.English)
	if got := len(p.Languages()); got < 8 {
		t.Fatalf("%d languages, want at least 8", got)
	}
	for _, tag := range p.Languages() {
		pr := p.printer(tag)
		for _, key := range allKeys() {
			got := pr.Sprintf(key, "OPERATOR", "ARGUMENT")
			switch {
			case strings.TrimSpace(got) == "":
				t.Errorf("%v/%s: empty", tag, key)
			case got == key || strings.Contains(got, key):
				t.Errorf("%v/%s: the key was printed: %q", tag, key, got)
			case strings.Contains(got, "%!"):
				t.Errorf("%v/%s: formatting error: %q", tag, key, got)
			}
			want := en.Sprintf(key, "OPERATOR", "ARGUMENT")
			if tag != language.English && got == want {
				t.Errorf("%v/%s: same as English (translation missing?): %q", tag, key, got)
			}
			// A translation must use the same arguments as the English.
			for _, arg := range []string{"OPERATOR", "ARGUMENT"} {
				if strings.Contains(want, arg) != strings.Contains(got, arg) {
					t.Errorf("%v/%s: uses %s differently from English: %q", tag, key, arg, got)
				}
			}
		}
	}
}

func TestSayEveryKindEveryLanguage(t *testing.T) {
	p := New()
	for _, tag := range p.Languages() {
		base, _ := tag.Base()
		words, err := lexicon.Load(base.String())
		if err != nil {
			t.Fatal(err)
		}
		onRequest := words.Classes[lexicon.OnRequest]
		for _, kind := range allKinds {
			o := outcome(kind)
			sp := p.Say(o, tag)
			if sp.Text == "" || !strings.Contains(sp.Text, chapel) {
				t.Errorf("%v/%s: %q does not name the operator", tag, kind, sp.Text)
			}
			if sp.Lang != tag {
				t.Errorf("%v/%s: Lang = %v", tag, kind, sp.Lang)
			}
			folded := strings.ToLower(sp.Text)
			switch kind {
			case interpret.KindOnRequest:
				if !containsAny(folded, onRequest) {
					t.Errorf("%v/%s: %q does not say it is given on request", tag, kind, sp.Text)
				}
				fallthrough
			case interpret.KindActionReferred:
				if !strings.Contains(sp.Text, entry) || sp.Link != entry {
					t.Errorf("%v/%s: %q does not give the address", tag, kind, sp.Text)
				}
			case interpret.KindGivenOnOptIn:
				if !strings.Contains(sp.Text, "EUR 1,950") || !containsAny(folded, onRequest) {
					t.Errorf("%v/%s: %q lacks the information or its provenance (OR-6.4)", tag, kind, sp.Text)
				}
			case interpret.KindInputRequired, interpret.KindFailed:
				if !strings.Contains(sp.Text, "Which day suits you?") {
					t.Errorf("%v/%s: %q lacks the agent's words", tag, kind, sp.Text)
				}
			}
		}
	}
}

// TestSayDistinguishesKinds: each kind has its own wording, so that a
// pending action never reads like a done one.
func TestSayDistinguishesKinds(t *testing.T) {
	p := New()
	for _, tag := range p.Languages() {
		seen := map[string]interpret.Kind{}
		for _, kind := range allKinds {
			text := p.Say(outcome(kind), tag).Text
			if prev, ok := seen[text]; ok {
				t.Errorf("%v: %s and %s read the same: %q", tag, prev, kind, text)
			}
			seen[text] = kind
		}
	}
}

// TestSayNeverDenies: no sentence says the information does not exist
// (OR-5.3).
func TestSayNeverDenies(t *testing.T) {
	denials := []string{"not available", "unavailable", "does not exist", "doesn't exist", "no information", "unknown",
		"nicht verfügbar", "gibt es nicht", "keine information", "n'existe pas", "pas disponible", "no existe", "no disponible",
		"non esiste", "non disponibile", "bestaat niet", "niet beschikbaar", "não existe", "indisponível", "存在しません", "ありません"}
	p := New()
	for _, tag := range p.Languages() {
		for _, kind := range allKinds {
			for _, o := range []interpret.Outcome{outcome(kind), {Kind: kind, Operator: chapel}} {
				text := strings.ToLower(p.Say(o, tag).Text)
				for _, d := range denials {
					if strings.Contains(text, d) {
						t.Errorf("%v/%s: %q contains %q", tag, kind, text, d)
					}
				}
			}
		}
	}
}

// TestSayWithoutCheckedAddress: with no address, or one that fails the
// checks, the person is told to ask the operator directly, and no address
// is printed.
func TestSayWithoutCheckedAddress(t *testing.T) {
	p := New()
	bad := []string{"", "http://ask.example.com/talk", "https://ask.example.com/talk?ref=bereavement", "https://user:pw@ask.example.com/",
		"javascript:alert(1)", "tel:call-us", "https://ask.example.com/\u202etalk", "ftp://example.com", "tel:12", "https:///nohost"}
	for _, tag := range p.Languages() {
		for _, pe := range bad {
			for _, kind := range []interpret.Kind{interpret.KindOnRequest, interpret.KindActionReferred} {
				o := interpret.Outcome{Kind: kind, Operator: chapel, PersonEntry: pe}
				sp := p.Say(o, tag)
				if sp.Link != "" || strings.Contains(sp.Text, "http") || strings.Contains(sp.Text, "tel:") || (pe != "" && strings.Contains(sp.Text, pe)) {
					t.Errorf("%v/%s %q: printed an unchecked address: %q", tag, kind, pe, sp.Text)
				}
				if !strings.Contains(sp.Text, chapel) {
					t.Errorf("%v/%s %q: %q does not send the person to the operator", tag, kind, pe, sp.Text)
				}
			}
		}
	}
}

// TestKindsCovered: the tests here cover every kind interpret defines.
func TestKindsCovered(t *testing.T) {
	have := map[interpret.Kind]bool{}
	for _, k := range allKinds {
		have[k] = true
	}
	for _, k := range interpret.Kinds() {
		if !have[k] {
			t.Errorf("kind %q is not covered", k)
		}
	}
}

func TestAddress(t *testing.T) {
	for _, tc := range []struct{ in, link, text string }{
		{"https://ask.example.com/talk", "https://ask.example.com/talk", "https://ask.example.com/talk"},
		{"tel:+1-555-0100", "tel:+15550100", "+1 555 0100"},
		{"tel:+15550100", "tel:+15550100", "+15550100"},
		{"tel:+44-(20)-7946.0000", "tel:+442079460000", "+44 20 7946 0000"},
		{"tel:+44 20 7946 0000", "", ""},
		{"https://ask.example.com/bereavement", "", ""},
		{"tel:+1-555-0100;ext=12", "tel:+15550100", "+1 555 0100"},
		{"TEL:+1-555-0100", "tel:+15550100", "+1 555 0100"},
		{"http://ask.example.com", "", ""},
		{"https://ask.example.com/?q=1", "", ""},
		{"https://a@ask.example.com/", "", ""},
		{"tel:+1-555-CALL", "", ""},
		{"https://ask.example.com/\x00", "", ""},
		{"https://ask.example.com/a b", "", ""},
	} {
		link, text := Address(tc.in)
		if link != tc.link || text != tc.text {
			t.Errorf("Address(%q) = %q, %q; want %q, %q", tc.in, link, text, tc.link, tc.text)
		}
	}
}

func TestSayTelephone(t *testing.T) {
	p := New()
	o := interpret.Outcome{Kind: interpret.KindOnRequest, Operator: "Example Law Partners", PersonEntry: "tel:+1-555-0100"}
	sp := p.Say(o, language.English)
	if !strings.Contains(sp.Text, "+1 555 0100") || sp.Link != "tel:+15550100" || sp.LinkText != "+1 555 0100" {
		t.Errorf("Say = %+v", sp)
	}
}

func TestMatch(t *testing.T) {
	p := New()
	for _, tc := range []struct {
		prefs []string
		want  language.Tag
	}{
		{[]string{"de-CH"}, language.German},
		{[]string{"fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5"}, language.French},
		{[]string{"pt-BR"}, language.Portuguese},
		{[]string{"es-419"}, language.Spanish},
		{[]string{"ja-JP"}, language.Japanese},
		{[]string{"nl-BE"}, language.Dutch},
		{[]string{"it"}, language.Italian},
		{[]string{"en-GB"}, language.English},
		{[]string{"sv, nl;q=0.5"}, language.Dutch},
		{[]string{"zz-ZZ"}, language.English},
		{[]string{"xx"}, language.English},
		{[]string{""}, language.English},
		{nil, language.English},
		{[]string{"not a tag at all;;;"}, language.English},
		{[]string{"tlh", "de"}, language.German},
	} {
		if got := p.Match(tc.prefs...); got != tc.want {
			t.Errorf("Match(%q) = %v, want %v", tc.prefs, got, tc.want)
		}
	}
}

func TestSanitize(t *testing.T) {
	for _, tc := range []struct {
		in    string
		limit int
		want  string
	}{
		{"plain words", 0, "plain words"},
		{"line\none\r\n\ttwo", 0, "line one two"},
		{"bell\x07 and\x1b[31m escape", 0, "bell and[31m escape"},
		{"abc\u202edcba\u202c end", 0, "abcdcba end"},
		{"iso\u2066late\u2069d \u200bzero", 0, "isolated zero"},
		{"bad \xff byte", 0, "bad \uFFFD byte"},
		{"one two three four five six", 12, "one two…"},
		{"  padded  ", 0, "padded"},
		{"日本語の文章がとても長く続きます", 8, "日本語の文章が…"},
	} {
		got := Sanitize(tc.in, tc.limit)
		if got != tc.want {
			t.Errorf("Sanitize(%q, %d) = %q, want %q", tc.in, tc.limit, got, tc.want)
		}
		if tc.limit > 0 && utf8.RuneCountInString(got) > tc.limit {
			t.Errorf("Sanitize(%q, %d) = %q: longer than the limit", tc.in, tc.limit, got)
		}
	}
}

// TestSayQuotesSafely: an agent's words reach the person without control
// characters or bidi overrides, and capped.
func TestSayQuotesSafely(t *testing.T) {
	p := New(WithQuoteLimit(50))
	o := interpret.Outcome{Kind: interpret.KindFailed, Operator: "Evil\u202e Corp\x1b", Text: "Sorry\u202e\x00 " + strings.Repeat("blah ", 100)}
	sp := p.Say(o, language.English)
	if strings.ContainsAny(sp.Text, "\u202e\x00\x1b") {
		t.Errorf("unsafe characters in %q", sp.Text)
	}
	if utf8.RuneCountInString(sp.Text) > 150 || !strings.Contains(sp.Text, "…") {
		t.Errorf("quote not capped: %q", sp.Text)
	}
}

func containsAny(s string, phrases []string) bool {
	for _, p := range phrases {
		if strings.Contains(s, p) {
			return true
		}
	}
	return false
}
