package guard

import (
	"slices"
	"strings"
)

// sameAnywhere reports a sentence that says the money before it is the
// same whichever business the person goes to, after a fee or a fare
// rather than a business's own price, names no referred item or its
// operator but to disown it, and gives no amount of the operators'
// itself: "That's set by the court — it's the same whichever
// lawyer you use", "どの葬儀社に依頼しても同じ金額です". No one's
// price is a guide to the operator's there: the fee is not theirs to set.
func (r *reading) sameAnywhere(v *view, before sofar) bool {
	if before.businessPriced || !saysWords(r.s, r.voc.anyBusiness) || !r.noOperatorsAmount(v) {
		return false
	}
	// the kind of business right after the phrase is any such business,
	// not the operator: "どの葬儀社に依頼しても"
	return r.disownsOperator(v) || !r.tiedBy(v, 0, len(r.s), func(m mention) bool { return !r.anyBusinessBefore(m.start) })
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

// saysWords reports one of phrases in text, as whole words where words
// are spaced: "elke" is no word of "welke".
func saysWords(text string, phrases []string) bool {
	for _, p := range phrases {
		for i := 0; i < len(text); {
			j := strings.Index(text[i:], p)
			if j < 0 {
				break
			}
			start, end := i+j, i+j+len(p)
			if noSpaces(firstRune(p)) || !isWordRune(lastRune(text[:start])) && !isWordRune(firstRune(text[end:])) {
				return true
			}
			i = end
		}
	}
	return false
}
