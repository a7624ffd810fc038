package guard

import (
	"fmt"
	"strings"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/internal/lexicon"
	"github.com/agent-capability/onrequest/present"
)

// Reason says why the guard blocked a sentence.
type Reason string

const (
	// ReasonOtherSourceValue: a value for an item the operator referred
	// to the person, not given by the operator (OR-6.3).
	ReasonOtherSourceValue Reason = "other-source-value"
	// ReasonDoneClaim: a pending or referred action said to be done
	// (OR-5.8).
	ReasonDoneClaim Reason = "done-claim"
)

// A Block is one sentence the guard kept from the person.
type Block struct {
	Reason Reason `json:"reason"`
	Text   string `json:"text"` // the sentence, as the draft had it
}

// Result is a guarded draft.
type Result struct {
	// Text is what the person may see: the draft without the blocked
	// sentences, the referral in their place, and what the guard added.
	Text    string  `json:"text"`
	Blocked []Block `json:"blocked"` // never nil: empty when nothing was blocked
	// Attributed reports that the guard added the OR-6.4 statement because
	// the draft used opt-in information without it.
	Attributed bool `json:"attributed"`
	// AddedReferral reports that the guard added where to ask, because
	// the first answer after a referral did not offer the address.
	AddedReferral bool `json:"addedReferral"`
}

// A Guard checks what an assistant is about to tell the person against a
// conversation's [present.Ledger]. It holds each language's vocabulary,
// compiled once in New, and is safe for concurrent use.
type Guard struct {
	p      *present.Presenter
	vocabs map[string]*vocab // by base language
	// notices and views keep what the guard worked out for the next
	// answer: the sentences it wrote, and each ledger's view.
	notices *memo[noticeKey, string]
	views   *memo[viewKey, *view]
}

// An Option configures a Guard.
type Option func(*config)

type config struct{ langs []*Language }

// A Language is a language file, read and checked by ParseLanguage.
type Language struct{ l *lexicon.Language }

// ParseLanguage reads a language file in the format of the built-in ones
// (internal/lexicon/data), for WithLanguage.
func ParseLanguage(data []byte) (*Language, error) {
	l, err := lexicon.Parse(data)
	if err != nil {
		return nil, err
	}
	if l.Lang == "shared" {
		return nil, fmt.Errorf("guard: the shared file is not a language")
	}
	return &Language{l}, nil
}

// WithLanguage adds a language, or replaces a built-in one with the same
// tag. Its replacement sentences come from the Presenter: a language it
// does not speak gets English ones.
func WithLanguage(l *Language) Option {
	return func(c *config) { c.langs = append(c.langs, l) }
}

// New returns a guard that words its replacements with p (present.New()
// when p is nil).
func New(p *present.Presenter, opts ...Option) *Guard {
	if p == nil {
		p = present.New()
	}
	var c config
	for _, o := range opts {
		o(&c)
	}
	shared, err := lexicon.Load("shared")
	if err != nil {
		panic(err) // the embedded files are checked by lexicon's tests
	}
	langs := map[string]*lexicon.Language{}
	for _, tag := range lexicon.Tags() {
		if langs[tag], err = lexicon.Load(tag); err != nil {
			panic(err)
		}
	}
	for _, l := range c.langs {
		langs[l.l.Lang] = l.l
	}
	g := &Guard{p: p, vocabs: map[string]*vocab{}, notices: newMemo[noticeKey, string](512),
		views: newMemo[viewKey, *view](256)}
	for tag, l := range langs {
		v, err := compile(l, shared)
		if err != nil {
			panic(err) // checked phrases always compile
		}
		g.vocabs[tag] = v
	}
	return g
}

// vocab returns the vocabulary for lang: its base language's, else
// English.
func (g *Guard) vocab(lang language.Tag) *vocab {
	base, _ := lang.Base()
	if v, ok := g.vocabs[base.String()]; ok {
		return v
	}
	return g.vocabs["en"]
}

// Check guards a whole draft: it splits it into sentences and judges each
// against the ledger as it is now. lang is the person's language. A nil
// ledger, or one with nothing referred, pending or given on opt-in,
// leaves the draft as it is. Check records in the ledger which referred
// items' addresses the result offers ([present.Ledger.MarkOffered]).
func (g *Guard) Check(l *present.Ledger, lang language.Tag, draft string) Result {
	a := g.start(l, lang)
	if a.idle() {
		return Result{Text: draft, Blocked: []Block{}}
	}
	sentences := make([]string, 0, len(draft)/64+1) // most sentences are longer
	for rest := draft; rest != ""; {
		n := sentenceEnd(rest, true, a.voc)
		sentences = append(sentences, rest[:n])
		rest = rest[n:]
	}
	d := readDraft(a.voc, a.view, sentences, &a.buf)
	var b strings.Builder
	b.Grow(len(draft) + 256)
	for k, text := range sentences {
		b.WriteString(a.judged(text, d.reading(k)))
	}
	b.WriteString(a.finish())
	a.res.Text = b.String()
	return a.res
}
