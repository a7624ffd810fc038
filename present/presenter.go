package present

import (
	"fmt"
	"net/url"
	"strings"

	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"

	"github.com/agent-capability/onrequest/interpret"
)

// DefaultQuoteLimit is how many characters of an agent's own words a
// Presenter quotes, unless WithQuoteLimit says otherwise.
const DefaultQuoteLimit = 600

// A Presenter turns outcomes into what the person hears, in the person's
// language. It holds an immutable message catalog and is safe for
// concurrent use.
type Presenter struct {
	tags       []language.Tag // supported; English first (the fallback)
	matcher    language.Matcher
	printers   map[language.Tag]*message.Printer
	quoteLimit int
}

// An Option configures a Presenter.
type Option func(*Presenter)

// WithQuoteLimit sets how many characters of an agent's words are quoted
// (at least 40). Longer text is cut at a word boundary and marked with "…".
func WithQuoteLimit(n int) Option {
	return func(p *Presenter) { p.quoteLimit = max(n, 40) }
}

// New returns a Presenter with messages in English, German, French,
// Spanish, Italian, Dutch, Portuguese and Japanese.
func New(opts ...Option) *Presenter {
	p := &Presenter{quoteLimit: DefaultQuoteLimit, printers: map[language.Tag]*message.Printer{}}
	for _, o := range opts {
		o(p)
	}
	b := catalog.NewBuilder()
	tr := translations()
	order := []string{"en", "de", "fr", "es", "it", "nl", "pt", "ja"}
	for _, lang := range order {
		tag := language.MustParse(lang)
		for key, msg := range tr[lang] {
			if err := b.SetString(tag, key, msg); err != nil {
				// The messages are ours and fixed; a failure is a bug here.
				panic(fmt.Sprintf("present: message %s/%s: %v", lang, key, err))
			}
		}
		p.tags = append(p.tags, tag)
	}
	p.matcher = language.NewMatcher(p.tags)
	for _, tag := range p.tags {
		p.printers[tag] = message.NewPrinter(tag, message.Catalog(b))
	}
	return p
}

// Languages returns the supported languages, English (the fallback) first.
func (p *Presenter) Languages() []language.Tag { return append([]language.Tag(nil), p.tags...) }

// Match picks the supported language that best fits the person's
// preferences. Each argument may be a BCP 47 tag ("de-CH") or an
// Accept-Language value ("fr-CH, fr;q=0.9, en;q=0.8"). Anything that does
// not parse is skipped; with nothing usable the answer is English.
func (p *Presenter) Match(prefs ...string) language.Tag {
	var want []language.Tag
	for _, pref := range prefs {
		tags, _, err := language.ParseAcceptLanguage(pref)
		if err != nil {
			if t, err := language.Parse(pref); err == nil {
				tags = []language.Tag{t}
			}
		}
		want = append(want, tags...)
	}
	if len(want) == 0 {
		return p.tags[0]
	}
	_, idx, conf := p.matcher.Match(want...)
	if conf == language.No {
		return p.tags[0]
	}
	return p.tags[idx]
}

func (p *Presenter) printer(lang language.Tag) *message.Printer {
	return p.printers[p.supported(lang)]
}

// supported returns the supported language that serves lang.
func (p *Presenter) supported(lang language.Tag) language.Tag {
	if _, ok := p.printers[lang]; ok {
		return lang
	}
	_, idx, conf := p.matcher.Match(lang)
	if conf == language.No {
		idx = 0
	}
	return p.tags[idx]
}

// Speech is what the person is told about one outcome.
type Speech struct {
	// Text is one or two sentences in the person's language, with the
	// address written out where there is one.
	Text string `json:"text"`
	// Link is the address as a link target: an https URL, or a tel: URI
	// without visual separators ("tel:+15550100"). Empty when the operator
	// gave no address that passed the checks.
	Link string `json:"link,omitempty"`
	// LinkText is the address as written in Text: the URL, or the
	// telephone number written for dialling ("+1 555 0100").
	LinkText string `json:"linkText,omitempty"`
	// Lang is the language of Text.
	Lang language.Tag `json:"lang"`
}

// Say returns what the person hears about an outcome, in lang (matched to
// the supported languages; English when nothing fits).
//
// Every kind has its sentence: who gives the information, that it is
// given on request and where to ask (on-request); that an action was not
// done and where to do it (action-referred); the information, said to come
// from the operator on request (given-on-opt-in, OR-6.4); that an action
// was passed on and is not done yet (action-pending, OR-5.8); sign-in;
// the agent's question; a failure in the agent's words. None says that the
// information does not exist. Where the outcome has no checked address the
// person is told to ask the operator directly; an address that fails the
// checks is never shown.
func (p *Presenter) Say(o interpret.Outcome, lang language.Tag) Speech {
	pr := p.printer(lang)
	sp := Speech{Lang: p.supported(lang)}
	op := p.operatorName(pr, o.Operator)
	link, linkText := Address(o.PersonEntry)
	sp.Link, sp.LinkText = link, linkText
	words := Sanitize(o.Text, p.quoteLimit)
	withEntry := func(keyWith, keyDirect string) string {
		if link == "" {
			return pr.Sprintf(keyDirect, op)
		}
		return pr.Sprintf(keyWith, op, linkText)
	}
	var parts []string
	switch o.Kind {
	case interpret.KindOnRequest:
		parts = append(parts, withEntry(keyOnRequest, keyOnRequestDirect))
	case interpret.KindActionReferred:
		parts = append(parts, withEntry(keyActionReferred, keyActionReferredDirect))
	case interpret.KindGivenOnOptIn:
		info := Sanitize(o.ArtifactText(), p.quoteLimit)
		if info == "" {
			info = words
		}
		parts = append(parts, pr.Sprintf(keyGiven, op, info))
		if link != "" {
			parts = append(parts, pr.Sprintf(keyFollowUp, op, linkText))
		}
	case interpret.KindActionPending:
		parts = append(parts, pr.Sprintf(keyPending, op))
		if link != "" {
			parts = append(parts, pr.Sprintf(keyPendingFollowUp, op, linkText))
		}
	case interpret.KindActionDone:
		// One sentence: the agent's own words often say "Done" again.
		if words == "" {
			parts = append(parts, pr.Sprintf(keyDone, op))
		} else {
			parts = append(parts, pr.Sprintf(keySays, op, words))
		}
	case interpret.KindSignInRequired:
		parts = append(parts, pr.Sprintf(keySignIn, op))
	case interpret.KindInputRequired:
		if words == "" {
			parts = append(parts, pr.Sprintf(keyInputNoWords, op))
		} else {
			parts = append(parts, pr.Sprintf(keyInput, op, words))
		}
	case interpret.KindFailed:
		if words == "" {
			parts = append(parts, pr.Sprintf(keyFailedNoWords, op))
		} else {
			parts = append(parts, pr.Sprintf(keyFailed, op, words))
		}
	default: // answered, and any kind this version does not know
		info := words
		if a := Sanitize(o.ArtifactText(), p.quoteLimit); a != "" {
			info = strings.TrimSpace(strings.Join([]string{words, a}, " "))
		}
		if info == "" {
			parts = append(parts, pr.Sprintf(keyAnsweredNoWords, op))
		} else {
			parts = append(parts, pr.Sprintf(keyAnswered, op, info))
		}
	}
	sp.Text = joinSentences(sp.Lang, parts)
	return sp
}

// joinSentences joins sentences with a space, or with nothing in Japanese.
func joinSentences(lang language.Tag, parts []string) string {
	ja := false
	if base, _ := lang.Base(); base.String() == "ja" {
		ja = true
	}
	var b strings.Builder
	for i, p := range parts {
		if i > 0 && !(ja && endsWithCJKStop(parts[i-1])) {
			b.WriteByte(' ')
		}
		b.WriteString(p)
	}
	return b.String()
}

func endsWithCJKStop(s string) bool {
	return strings.HasSuffix(s, "。") || strings.HasSuffix(s, "！") || strings.HasSuffix(s, "？")
}

func (p *Presenter) operatorName(pr *message.Printer, name string) string {
	name = Sanitize(name, 120)
	if name == "" {
		return pr.Sprintf(keyTheBusiness)
	}
	return name
}

// Address checks a personEntry again, with [interpret.CheckPersonEntry],
// and returns it as a link target and as text for the person. It returns
// empty strings for anything that check refuses: present never prints an
// unchecked address, whoever built the Outcome.
//
// A tel: number is written for dialling: visual separators become spaces
// ("tel:+1-555-0100" → "+1 555 0100") and the link drops them
// ("tel:+15550100").
func Address(entry string) (link, text string) {
	if interpret.CheckPersonEntry(entry) != nil {
		return "", ""
	}
	if !strings.HasPrefix(strings.ToLower(entry), "tel:") {
		u, err := url.Parse(entry)
		if err != nil {
			return "", ""
		}
		return u.String(), u.String()
	}
	num := entry[len("tel:"):]
	if i := strings.IndexByte(num, ';'); i >= 0 {
		num = num[:i] // ;ext= is for the dialler, not for reading
	}
	var digits, shown strings.Builder
	for _, r := range num {
		switch {
		case r == '+' || (r >= '0' && r <= '9'):
			digits.WriteRune(r)
			shown.WriteRune(r)
		default: // a visual separator
			if s := shown.String(); len(s) > 1 && s[len(s)-1] != ' ' {
				shown.WriteByte(' ')
			}
		}
	}
	return "tel:" + digits.String(), strings.TrimSpace(shown.String())
}
