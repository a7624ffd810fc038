package guard

import (
	"maps"
	"slices"
	"strings"
	"unicode"
)

// A semicolon or a spaced dash joins two statements as a full stop
// would: "Sample Hall lists its Saturdays at $3,000 on its own site; for
// Example Barn you'd have to ask them." What one sentence may say of the
// one before it (that the price it listed is another business's own,
// whom the money goes to) it may say across such a mark too. So a
// sentence that is blocked, or held for the next, as a whole is judged
// again as its halves, one after the other, and passes where they hold
// together. The halves never block more than the whole: where they do
// not pass, the whole's verdict stands.

// halfMarks are the marks between the halves, with the space around
// them that a statement joined by a dash has.
var halfMarks = []string{"; ", " — ", " – ", " - "}

// inHalves returns the sentence as judged in halves, and whether they
// passed and hold together. Where they do not, the answer is as it was.
func (a *answer) inHalves(text string) (string, bool) {
	for _, at := range halves(text) {
		first, second := text[:at], text[at:]
		b := a.fork()
		r1, r2 := b.readAlone(first), b.readAlone(second)
		out := b.judged(first, r1)
		waited := b.held != nil
		if waited && b.held.kind != heldListed && b.held.kind != heldApart {
			continue // whom money beside a payee goes to, or a bare number's currency, the whole sentence tells
		}
		out += b.judged(second, r2)
		if len(b.res.Blocked) > len(a.res.Blocked) || b.held != nil || !a.together(waited, &r1, &r2) {
			continue
		}
		b.halving = false
		*a = *b
		return out, true
	}
	return "", false
}

// together reports halves that hold together, both having passed. Where
// the first, alone, waited for the next sentence (and the second let it
// pass), the first gives the money and the second is quiet: no number,
// which may owe its currency to the first ("la partida sale a 40 €; el
// título será el doble, unos 80"), and no word that sets one price
// beside another ("…; they charge identically"). Where the first passed
// alone, one half gives the money and the other says whose it is: not
// "the viewing is included — parking is €3 an hour".
func (a *answer) together(waited bool, r1, r2 *reading) bool {
	if waited {
		return r1.givesMoney() && r2.quiet()
	}
	return r1.givesMoney() && r2.saysWhose(a.view) || r2.givesMoney() && r1.saysWhose(a.view)
}

// saysWhose reports a quiet half that says whose money the other half
// gives, as a sentence after it may: that the operator gives its prices
// only to the person who asks, or that the price is another business's
// own and tells nothing of the operator. Not "…; they're the chapel's
// sister business and charge identically", "…; the chapel books that
// ride for you".
func (r *reading) saysWhose(v *view) bool {
	return r.quiet() && (r.keepsUnknown(v) || r.withholds(v) || r.vouchesOwn(v) || r.disclaims(v))
}

// givesMoney reports an amount of money in the sentence.
func (r *reading) givesMoney() bool { return slices.ContainsFunc(r.nums, r.money) }

// quiet reports a half that says no more of the other's money than whose
// it is: no number (but a number word below ten), no word that compares,
// includes, frees, adds or reckons, nor a clause after its first that
// says anything but no ("…; Example doesn't advertise it, but that's
// their price too"); not a question.
func (r *reading) quiet() bool {
	loud := cLikeness | cCompares | cEstimate | cIncluded | cFree | cSum | cHypothetical
	// a number word below ten is most often an article ("un tarif")
	counts := slices.ContainsFunc(r.nums, func(n number) bool { return !n.words || n.value >= 10 })
	if counts || r.has&loud != 0 || r.question() {
		return false
	}
	// a clause it goes on with says no again: "… – das ist deren Preis und
	// sagt über die Bergschule Example nichts aus"
	return !slices.ContainsFunc(r.hits, func(h hit) bool {
		_, ce := r.clause(h.end, h.end)
		return h.classes&cClause != 0 && !r.hasIn(h.end, ce, cNegation)
	})
}

// halves returns where the second half starts at each mark of the
// sentence that has words on both sides.
func halves(text string) []int {
	var at []int
	for _, mark := range halfMarks {
		for i := 0; ; {
			k := strings.Index(text[i:], mark)
			if k < 0 {
				break
			}
			i += k + len(mark)
			if hasLetter(text[:i-len(mark)]) && hasLetter(text[i:]) {
				at = append(at, i)
			}
		}
	}
	slices.Sort(at)
	return at
}

func hasLetter(s string) bool { return strings.ContainsFunc(s, unicode.IsLetter) }

// readAlone reads a half as a sentence of its own, in buffers of its
// own: both halves' readings are kept until both are judged.
func (a *answer) readAlone(text string) reading {
	d := readDraft(a.voc, a.view, []string{text}, &buffers{})
	return d.reading(0)
}

// fork returns a copy of the answer to judge on without changing it:
// its own maps and blocks.
func (a *answer) fork() *answer {
	b := *a
	b.said, b.shown = maps.Clone(a.said), maps.Clone(a.shown)
	b.res.Blocked = slices.Clone(a.res.Blocked)
	b.halving = true // a half is not judged in halves again
	return &b
}
