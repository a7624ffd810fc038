package guard

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/present"
)

// An answer is the guarding of one draft, sentence by sentence: what was
// said and blocked so far, to word the next replacement and what Close
// or the end of Check adds. Check and Stream each keep one.
type answer struct {
	g      *Guard
	ledger *present.Ledger
	lang   language.Tag
	voc    *vocab
	view   *view
	res    Result
	said   map[string]bool  // replacement sentences written
	shown  map[itemKey]bool // items whose address the answer shows
	// lastNamed is the item the answer named last, for a replacement in a
	// sentence that names none.
	lastNamed itemKey
	before    sofar // what the sentences so far said, for judging the next
	lastRune  rune  // the last one written but white space, -1 for none: to separate what is added
	breaks    int   // line breaks written after lastRune (up to 2)
	spaced    bool  // white space written after lastRune
	ours      bool  // the last text written is a sentence the guard added: it ends one
	held      *heldSentence
	halving   bool // judging a half of a sentence (inHalves)
	buf       buffers
}

type itemKey struct{ operator, skill string }

func keyOf(it present.Item) itemKey { return itemKey{it.Operator, it.SkillID} }

func (g *Guard) start(l *present.Ledger, lang language.Tag) *answer {
	a := &answer{g: g, ledger: l, lang: lang, voc: g.vocab(lang), said: map[string]bool{}, shown: map[itemKey]bool{},
		res: Result{Blocked: []Block{}}, before: sofar{priceCol: noColumn}, lastRune: -1}
	a.refresh()
	return a
}

// refresh rebuilds the view when the ledger changed since it was built.
func (a *answer) refresh() {
	if a.view == nil || a.ledger != nil && a.ledger.Version() != a.view.version {
		a.view = a.g.view(a.ledger, a.voc)
	}
}

// idle reports a view with nothing to guard.
func (a *answer) idle() bool {
	v := a.view
	return len(v.referred) == 0 && len(v.acts) == 0 && len(v.optIn) == 0
}

// sentence returns what the person sees of one sentence of the draft:
// the sentence, its replacement, or nothing.
func (a *answer) sentence(text string) string {
	if a.idle() {
		// a sentence still held, from before the ledger changed, comes
		// first, judged as having no disclaimer after it
		out := a.release(followed{})
		a.wrote(text)
		return out + text
	}
	a.buf.one[0] = text
	d := readDraft(a.voc, a.view, a.buf.one[:], &a.buf)
	return a.judged(text, d.reading(0))
}

// judged is sentence given the sentence's reading, with the view as it
// is. A sentence that gives a business's own listed price waits for the
// next: it is written when that one disclaims the operator, and blocked
// otherwise. So does one with a bare number about the operator: it is
// blocked when the next gives that number's currency alone.
func (a *answer) judged(text string, r reading) string {
	a.before.awaiting = a.held != nil && a.held.kind == heldListed
	a.before.awaitingLabelled = a.before.awaiting && a.held.labelled
	a.before.awaitingBare = a.held != nil && a.held.kind == heldBare
	a.before.awaitingPaid = a.held != nil && a.held.kind == heldPaid
	a.before.awaitingApart = a.held != nil && a.held.kind == heldApart
	vd := judge(a.view, r, a.before)
	if _, waits := heldFor(vd); (vd.value || waits) && !vd.done && a.held == nil && !a.halving {
		if out, ok := a.inHalves(text); ok {
			return out
		}
	}
	a.note(r, vd)
	// only a sentence written as it is can let the one before pass: the
	// guarded text, checked again, must read the same
	written := !vd.value && !vd.done
	out := a.release(followed{disclaims: vd.disclaims && written, currency: vd.currency, paidElsewhere: vd.paysElsewhere && written,
		notOperators: vd.disownsApart && written})
	if kind, ok := heldFor(vd); ok && written {
		a.held = &heldSentence{text: text, item: a.pick(r.names, len(r.s), a.view.referred), kind: kind, labelled: vd.labelled}
		return out
	}
	if !vd.value && !vd.done {
		a.wrote(text)
		return out + text
	}
	reason, among := ReasonOtherSourceValue, a.view.referred
	if len(among) == 0 {
		among = a.view.optIn // an amount beside the operator's own
	}
	if vd.value {
		a.block(ReasonOtherSourceValue, text)
	}
	if vd.done {
		a.block(ReasonDoneClaim, text)
		if !vd.value {
			reason, among = ReasonDoneClaim, a.view.acts
		}
	}
	return out + a.replace(text, reason, a.pick(r.names, len(r.s), among))
}

// A heldSentence waits for the sentence after it: the item it would be
// replaced with is picked when it is judged, as for any other.
type heldSentence struct {
	text     string
	item     present.Item
	kind     heldKind
	labelled bool // a row or list item labelled with a business's name
}

// A heldKind is what a held sentence waits for the next to say.
type heldKind int8

const (
	heldListed heldKind = iota // a business's listed price: that it tells nothing of the operator
	heldBare                   // a bare number: not its currency alone
	heldPaid                   // money beside another payee: whom it goes to
	heldApart                  // money of no referred item: that it is not the operator's
)

// heldFor returns what a sentence so judged waits for, if anything.
func heldFor(vd verdict) (heldKind, bool) {
	switch {
	case vd.awaits:
		return heldListed, true
	case vd.bare:
		return heldBare, true
	case vd.paid:
		return heldPaid, true
	case vd.apart:
		return heldApart, true
	}
	return 0, false
}

// followed is what the sentence after a held one says of it: that the
// price tells nothing of the operator, the currency of its number, whom
// the money goes to, or that it is not the operator's.
type followed struct{ disclaims, currency, paidElsewhere, notOperators bool }

// release returns what the person sees of the sentence held, if any,
// now that the next one is judged (or the draft ended): a listed price
// when the next disclaims the operator, a bare number unless the next
// gives its currency, money beside another payee when the next says it
// goes there; else its replacement.
func (a *answer) release(next followed) string {
	h := a.held
	if h == nil {
		return ""
	}
	a.held = nil
	if h.kind == heldBare && !next.currency || h.kind == heldListed && next.disclaims || h.kind == heldPaid && next.paidElsewhere ||
		h.kind == heldApart && next.notOperators {
		if h.kind == heldListed || h.kind == heldApart {
			a.before.othersPriced, a.before.disclaimed = true, true // another's own price: a guide to it later is a value
		}
		a.wrote(h.text)
		return h.text
	}
	a.block(ReasonOtherSourceValue, h.text)
	return a.replace(h.text, ReasonOtherSourceValue, h.item)
}

// block records a sentence blocked for reason.
func (a *answer) block(reason Reason, text string) {
	a.res.Blocked = append(a.res.Blocked, Block{reason, strings.TrimRightFunc(text, unicode.IsSpace)})
}

// replace returns what takes a blocked sentence's place: the replacement
// about it, with the white space the sentence ended with, or nothing.
func (a *answer) replace(text string, reason Reason, it present.Item) string {
	repl := a.replacement(reason, it)
	if repl == "" {
		return ""
	}
	out := a.sep() + repl + text[len(strings.TrimRightFunc(text, unicode.IsSpace)):]
	a.wrote(out)
	a.ours = true
	return out
}

// note keeps what a sentence tells about the rest of the answer: which
// addresses it shows, which item it names, whether it uses or attributes
// opt-in information.
func (a *answer) note(r reading, vd verdict) {
	v := a.view
	for _, m := range r.names {
		if m.addr {
			a.shown[keyOf(v.items[m.item])] = true
		} else if it := v.items[m.item]; it.Referred() || it.Pending() {
			a.lastNamed = keyOf(it)
		}
	}
	a.before.priceCol = r.priceColumn(a.view, a.before.priceCol)
	a.before.usedOptIn = a.before.usedOptIn || vd.usesOptIn
	a.before.attributed = a.before.attributed || vd.attributes
	a.before.othersPriced = a.before.othersPriced || vd.othersPrice
	a.before.businessPriced = a.before.businessPriced || vd.businessPrice || vd.awaits
	a.before.disclaimed = a.before.disclaimed || vd.othersPrice && vd.disclaims || vd.ownDisowned
	a.before.disowned = vd.disowns
	a.before.pricesOpen = vd.pricesOpen
	a.before.labelsAct = vd.labelsAct
	a.before.withheld = a.before.withheld || vd.withholds
	a.before.introduced = r.introducesList(v) || a.before.introduced && r.isLine()
	a.before.hedgedList = r.headsHedged() || a.before.hedgedList && (r.isLine() || a.before.lineGoesOn)
	a.before.lineGoesOn = !strings.HasSuffix(strings.TrimRight(r.text, " \t"), "\n")
}

// pick returns the item a replacement speaks of: the one the sentence
// names, else the one the answer named last, else the one recorded last.
// Never all of them: a referral to the wrong business sends the person
// to the wrong place.
func (a *answer) pick(names []mention, end int, among []int) present.Item {
	v := a.view
	if named := named(names, 0, end, among); len(named) > 0 {
		return v.items[v.latest(named)]
	}
	for _, i := range among {
		if keyOf(v.items[i]) == a.lastNamed {
			return v.items[i]
		}
	}
	return v.items[v.latest(among)]
}

// replacement words the sentence that takes a blocked one's place: with
// the address the first time, short once the answer offers it, and
// nothing when the answer already said it.
func (a *answer) replacement(reason Reason, it present.Item) string {
	n := present.NoticeValue
	if reason == ReasonDoneClaim {
		n = present.NoticeNotDone
	}
	k := keyOf(it)
	if it.Offered || a.shown[k] {
		n++ // the short form follows each notice
	}
	text := a.g.notice(n, it, a.lang)
	if a.said[text] {
		return ""
	}
	a.said[text] = true
	if it.Referred() || reason == ReasonOtherSourceValue {
		a.shown[k] = true
	}
	return text
}

// finish returns what the answer lacks at its end: the referral's
// address, the first time after a referral (OR-6.3 SHOULD), and the
// statement that opt-in information came from the operator (OR-6.4). It
// records in the ledger the addresses the answer offered.
func (a *answer) finish() string {
	var b strings.Builder
	b.WriteString(a.release(followed{}))
	v := a.view
	for _, i := range v.referred {
		it := v.items[i]
		if it.Offered || a.shown[keyOf(it)] {
			continue
		}
		if t := a.g.notice(present.NoticeOffer, it, a.lang); !a.said[t] {
			a.said[t] = true
			b.WriteString(a.add(t))
			a.res.AddedReferral = true
		}
		a.shown[keyOf(it)] = true
	}
	if a.before.usedOptIn && !a.before.attributed {
		for _, i := range v.optIn {
			if t := a.g.notice(present.NoticeAttribution, v.items[i], a.lang); !a.said[t] {
				a.said[t] = true
				b.WriteString(a.add(t))
				a.res.Attributed = true
			}
		}
	}
	if a.ledger != nil {
		for _, i := range v.referred {
			if it := v.items[i]; !it.Offered && a.shown[keyOf(it)] {
				a.ledger.MarkOffered(it.Operator, it.SkillID)
			}
		}
	}
	return b.String()
}

// add returns an added sentence with what separates it from the text
// before.
func (a *answer) add(t string) string {
	out := a.sep() + t
	a.wrote(out)
	a.ours = true
	return out
}

// sep is what goes between the text written so far and a sentence the
// guard writes after it.
func (a *answer) sep() string {
	switch r := a.lastRune; {
	case r < 0 || r == '。' || r == '！' || r == '？':
		return ""
	case r == '.' || r == '!' || r == '?' || r == '…' || a.ours: // ours ends with an address
		if a.spaced {
			return ""
		}
		return " "
	}
	// The text before ends no sentence ("…ask here", a list item, a
	// table row), with or without a space after it: the added sentence
	// starts a paragraph, so that it is not read as part of what came
	// before.
	return "\n\n"[a.breaks:]
}

// wrote notes the end of what was written, over several writes: the
// last rune but white space, and the white space after it.
func (a *answer) wrote(s string) {
	body := strings.TrimRightFunc(s, unicode.IsSpace)
	if body != "" {
		a.lastRune, _ = utf8.DecodeLastRuneInString(body)
		a.breaks, a.spaced, a.ours = 0, false, false
	}
	tail := s[len(body):]
	a.spaced = a.spaced || tail != ""
	a.breaks = min(2, a.breaks+strings.Count(tail, "\n"))
}
