package guard

import (
	"slices"
	"strings"
)

// sameAnywhere reports a sentence that says the money before it is the
// same whichever business of a kind the person goes to, after a fee or a
// fare rather than a business's own price: "That's set by the court —
// it's the same whichever lawyer you use", "どの葬儀社に依頼しても同じ金額
// です". No one's price is a guide to the operator's there: the fee is
// not theirs to set. Every kind of business it names comes right after
// such a phrase, and it names the operator only to disown it; it gives
// no amount of the operators', no "their" or "own" ("whichever funeral
// director you pick, their own fee will be about the same" guides), and
// a phrase before no kind of business says nothing of one ("whichever
// package you choose").
func (r *reading) sameAnywhere(v *view, before sofar) bool {
	if before.businessPriced || r.has&(cAtThem|cOwn) != 0 || !r.noOperatorsAmount(v) {
		return false
	}
	anyKind := false
	for _, h := range r.hits {
		if h.classes&cTrade == 0 {
			continue
		}
		if r.anyBusinessBefore(h.start) {
			anyKind = true
		} else if !slices.ContainsFunc(r.names, func(m mention) bool {
			return m.start <= h.start && m.end >= h.end && r.disowned(m)
		}) {
			return false // not the operator's kind in its name disowned: "not by Example Memorial Chapel"
		}
	}
	return anyKind && !r.tiedBy(v, 0, len(r.s), func(m mention) bool {
		return !r.anyBusinessBefore(m.start) && !r.disowned(m)
	})
}

// noOperatorsAmount reports a sentence with no amount that may be the
// operators'.
func (r *reading) noOperatorsAmount(v *view) bool {
	return !slices.ContainsFunc(r.nums, func(n number) bool { return r.operatorsAmount(v, n) })
}

// anyBusinessBefore reports an AnyBusiness phrase that ends a few bytes
// before at, in the same clause.
func (r *reading) anyBusinessBefore(at int) bool {
	cs, _ := r.punctClause(at, at)
	for _, p := range r.voc.anyBusiness {
		if i := strings.LastIndex(r.s[cs:at], p); i >= 0 && at-(cs+i+len(p)) <= 16 {
			return true
		}
	}
	return false
}
