package present

import (
	"math"
	"strings"
	"sync"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
)

// Reason says why the guard blocked something.
type Reason string

const (
	// ReasonOtherSourceValue: a value for an item the operator referred
	// to the person, not given by the operator (OR-6.3).
	ReasonOtherSourceValue Reason = "other-source-value"
	// ReasonDoneClaim: a claim that a pending or referred action is done
	// (OR-5.8).
	ReasonDoneClaim Reason = "done-claim"
)

// A Block is one thing the guard kept from the person.
type Block struct {
	Reason Reason `json:"reason"`
	Text   string `json:"text"` // the sentence removed, as the draft had it
}

// Result is a guarded draft.
type Result struct {
	// Text is what the person may see: the draft without the blocked
	// sentences, with the referral in their place and, where opt-in
	// information is used, the statement that it came from the operator
	// on request.
	Text    string  `json:"text"`
	Blocked []Block `json:"blocked,omitempty"`
	// Attributed reports that the guard added the OR-6.4 statement because
	// the draft used opt-in information without it.
	Attributed bool `json:"attributed,omitempty"`
	// AddedReferral reports that the guard added where to ask, because
	// the first answer after a referral did not offer the address.
	AddedReferral bool `json:"addedReferral,omitempty"`
}

// A Guard checks what an assistant is about to tell the person against the
// conversation's Ledger, whatever produced the text. It enforces three
// rules of the On Request extension:
//
//   - OR-6.3: while an item is referred (on-request or action-referred),
//     no value for it from another source reaches the person. The guard is
//     strict: while the conversation holds any referral, every money
//     amount in the draft is blocked unless the operator itself gave the
//     same amount on opt-in (an amount in a public answer does not count:
//     an agent that leaks an on-request price there breaks OR-5.3). A price
//     of another item, or of another business, is blocked too: the guard
//     cannot tell reliably which item a sentence is about, and a wrong
//     price presented as the operator's does more harm than a lost
//     sentence about something else.
//   - OR-5.8: while an action is pending or referred, no sentence says it
//     is done ("booked", "confirmed", "gebucht", "予約しました", …), in any
//     supported language. Negated, future and conditional sentences ("not
//     booked yet", "will be confirmed", "sobald es bestätigt ist") and
//     questions pass.
//   - OR-6.4: where the draft uses information given on opt-in, it says
//     the information came from the operator, on request; the guard adds
//     that when the draft does not.
//
// Whole sentences are removed, never parts of them, and replaced by the
// referral in the person's language with the person-facing address.
// Where the conversation holds several referrals or open actions, the
// replacement names only the item the sentence speaks of: the one whose
// skill or operator it names; else the one the answer named last before
// it; else the one recorded last (a value: on-request and action-referred
// items; a done claim: pending and referred actions). Where the answer
// already offers that item's address (in its own words, or in present's
// sentence that the assistant showed and marked with [Ledger.MarkOffered]),
// the replacement is a short sentence without the address again ("I
// can't give you a figure for this from another source.", "This is not
// done yet.").
// The first answer after a referral always offers the address (OR-6.3's
// SHOULD): where the draft neither gives it nor had anything replaced,
// the guard adds the referral at the end, and records in the ledger that
// the address has been offered. Opening hours, dates, telephone numbers,
// addresses, counts and percentages are not values and pass.
//
// A Guard is safe for concurrent use.
type Guard struct {
	p    *Presenter
	lx   *lexicon
	memo *sentenceMemo
	// scratch holds *scratch buffers for StreamGuards, so that a busy
	// guard does not grow a token slice for every draft.
	scratch sync.Pool
	// checks holds the StreamGuards Check uses, which never leave it.
	checks sync.Pool
}

// scratch is the per-answer working memory of a StreamGuard.
type scratch struct {
	held   []byte
	buf    []byte
	folded []byte // a whole ASCII draft, folded: see writeDraft
	marks  []uint64
	urls   []int32
	hitAt  []int32
	hitPos []int32
	places []int32
	toks   []token
}

// maxScratchTokens bounds what the pool keeps: a draft with one enormous
// sentence should not pin its tokens for good.
const maxScratchTokens = 4096

// sentenceKey names one replacement sentence.
type sentenceKey struct {
	kind            byte // 'v' value, 'd' done claim, 'o' offer
	lang            language.Tag
	operator, entry string
	itemKind        interpret.Kind
}

// sentenceMemo keeps the replacement sentences the guard has rendered, so
// that a busy guard does not format the same sentence on every draft. It
// holds at most memoSize sentences and starts afresh when full.
type sentenceMemo struct {
	mu sync.Mutex
	m  map[sentenceKey]string
}

const memoSize = 512

func (m *sentenceMemo) get(k sentenceKey, make func() string) string {
	m.mu.Lock()
	r, ok := m.m[k]
	m.mu.Unlock()
	if ok {
		return r
	}
	r = make()
	m.mu.Lock()
	if len(m.m) >= memoSize {
		m.m = map[sentenceKey]string{}
	}
	m.m[k] = r
	m.mu.Unlock()
	return r
}

// NewGuard returns a guard that words its replacements with p (New() when
// p is nil).
func NewGuard(p *Presenter) *Guard {
	if p == nil {
		p = New()
	}
	return &Guard{p: p, lx: sharedLexicon(), memo: &sentenceMemo{m: map[sentenceKey]string{}}}
}

// Check guards a whole draft. lang is the person's language, for the
// sentences the guard adds. A nil ledger, or one with nothing referred,
// pending or given, leaves the draft as it is. Check records in the
// ledger which referred items' addresses the result offers; guard only
// what the person will see.
func (g *Guard) Check(l *Ledger, lang language.Tag, draft string) Result {
	if l.snapshot(g.lx).empty() {
		return Result{Text: draft} // nothing to guard: the draft as it is
	}
	var b strings.Builder
	b.Grow(len(draft) + 256)
	s, _ := g.checks.Get().(*StreamGuard)
	if s == nil {
		s = new(StreamGuard)
	}
	g.start(s, &b, l, lang)
	s.writeDraft(draft)
	_ = s.Close() // a strings.Builder does not fail
	r := Result{Text: b.String(), Blocked: s.Blocked(), Attributed: s.Attributed(), AddedReferral: s.AddedReferral()}
	*s = StreamGuard{} // nothing of this answer stays in the pool
	g.checks.Put(s)
	return r
}

// Source says where a typed fact comes from.
type Source string

const (
	// SourceOperator: the operator gave the value in this conversation.
	SourceOperator Source = "operator"
	// SourceOther: anywhere else: the model's knowledge, a web search, a
	// price list, another business.
	SourceOther Source = "other"
)

// A Fact is a value the assistant wants to show, with where it came from,
// for assistants that build answers from data rather than free text.
type Fact struct {
	Operator string `json:"operator,omitempty"` // empty: any operator with the skill
	Skill    string `json:"skill"`              // skill id
	Value    string `json:"value"`
	Source   Source `json:"source"`
}

// A Verdict is the guard's decision on a Fact.
type Verdict struct {
	Allowed bool   `json:"allowed"`
	Reason  Reason `json:"reason,omitempty"` // why not, when not allowed
	// Attribute is set when the value may be shown only with the statement
	// that it came from the operator, on request (OR-6.4).
	Attribute bool `json:"attribute,omitempty"`
}

// Fact decides on one typed fact before any text is written.
//
// A value from the operator is allowed when the ledger holds the
// operator's own words for the skill and they contain the value (the same
// amount, or the same text); while the conversation holds a referral, a
// money amount must be in what the operator gave on opt-in. Otherwise the
// claim of provenance does not hold and the value is refused. A value from elsewhere is refused while
// its item is referred, and, as in Check, a money amount from elsewhere is
// refused while the conversation holds any referral.
func (g *Guard) Fact(l *Ledger, f Fact) Verdict {
	v := l.snapshot(g.lx)
	var keys []itemKey
	if v != nil {
		for k := range v.byItem {
			if k.skill == f.Skill && (f.Operator == "" || k.operator == f.Operator) {
				keys = append(keys, k)
			}
		}
	}
	referrals := v != nil && len(v.referred) > 0
	valueFacts, amounts := g.readValue(f.Value)
	if f.Source == SourceOperator {
		for _, k := range keys {
			it := v.byItem[k]
			optIn := it.Kind == interpret.KindGivenOnOptIn
			// While a referral stands, only what was given on opt-in
			// vouches for an amount, as in Check.
			if givenContains(g.lx, v.optInText[k], true, f.Value, amounts) {
				return Verdict{Allowed: true, Attribute: optIn}
			}
			if !(valueFacts && referrals) && givenContains(g.lx, it.Given, optIn, f.Value, amounts) {
				return Verdict{Allowed: true, Attribute: optIn}
			}
		}
		if len(keys) == 0 && !referrals && !valueFacts {
			// Nothing to hold it against, and not a price.
			return Verdict{Allowed: true}
		}
		return Verdict{Reason: ReasonOtherSourceValue}
	}
	for _, k := range keys {
		if v.byItem[k].Referred() {
			return Verdict{Reason: ReasonOtherSourceValue}
		}
	}
	if referrals && valueFacts {
		for _, a := range amounts {
			if math.IsNaN(a) || !v.amounts.has(cents(a)) {
				return Verdict{Reason: ReasonOtherSourceValue}
			}
		}
	}
	return Verdict{Allowed: true}
}

// readValue reports whether text holds a money amount, and the amounts.
// A bare number counts as an amount: a Fact's value is a value by
// definition, so "2450" for a pricing skill is a price.
func (g *Guard) readValue(text string) (bool, []float64) {
	src := string(fold(text, nil))
	toks := g.lx.tokenize(src, nil)
	sum := summarize(toks)
	g.lx.markMasked(src, toks, sum)
	g.lx.markMoney(src, toks, sum)
	var out []float64
	money := false
	for _, t := range toks {
		if t.money {
			money = true
			out = append(out, t.value)
		}
	}
	if !money {
		for _, t := range toks {
			if t.kind == tNum && !t.masked {
				if v, ok := parseNumber(t.str(src)); ok {
					money = true
					out = append(out, v)
				}
			}
		}
	}
	return money, out
}

func givenContains(lx *lexicon, given []string, optIn bool, value string, amounts []float64) bool {
	fv := strings.TrimSpace(string(fold(value, nil)))
	if fv == "" {
		return false
	}
	for _, g := range given {
		fg := string(fold(g, nil))
		if strings.Contains(fg, fv) {
			return true
		}
		if len(amounts) == 0 {
			continue
		}
		src := fg
		toks := lx.tokenize(src, nil)
		sum := summarize(toks)
		lx.markMasked(src, toks, sum)
		lx.markMoney(src, toks, sum)
		have := map[int64]bool{}
		for _, t := range toks {
			v := t.value
			if t.kind == tNum && math.IsNaN(v) {
				v, _ = parseNumber(t.str(src))
			}
			// As in the ledger: amounts, and in opt-in text any number
			// that is not a time, date, phone number, count or address.
			if (t.money || (optIn && t.kind == tNum && !t.masked)) && !math.IsNaN(v) {
				have[cents(v)] = true
			}
		}
		for _, a := range lx.cjkAmounts(src, toks) {
			if !math.IsNaN(a) {
				have[cents(a)] = true
			}
		}
		all := true
		for _, a := range amounts {
			if math.IsNaN(a) || !have[cents(a)] {
				all = false
			}
		}
		if all {
			return true
		}
	}
	return false
}
