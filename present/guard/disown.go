package guard

import (
	"slices"
	"strings"
)

// What a sentence disowns: a referred item, its operator or a kind of
// business named after a negation or a word that sets money apart.

// disowns reports a sentence that names a referred item, or a kind of
// business, after a negation: "not the funeral home", "nicht an die
// Fahrschule", "não à agência".
func (r *reading) disowns(v *view) bool {
	if r.disownsOperator(v) {
		return true
	}
	// or a kind of business: "not to the agency", "pas un tarif du notaire"
	for _, h := range r.hits {
		if h.classes&cTrade != 0 && r.negated(mention{start: h.start, end: h.end}) {
			return true
		}
	}
	return false
}

// disownsOperator reports a sentence that names a referred item or its
// operator after a negation or a word that sets money apart: "not
// something Example Solicitors charges", "keine Gebühr von
// Bestattungshaus Example".
func (r *reading) disownsOperator(v *view) bool {
	for _, m := range r.names {
		if !m.addr && slices.Contains(v.referred, m.item) && (r.negated(m) || r.setApart(m)) {
			return true
		}
	}
	return false
}

// negated reports a negation of a mention: one that ends a few short
// words before it, or, in a language that puts the negation after,
// starts a few words after it.
func (r *reading) negated(m mention) bool {
	for _, h := range r.hits {
		if h.classes&cNegation == 0 {
			continue
		}
		// not across a mark that ends a clause: "Not the court fee:
		// Example Law charges £300", "Don't worry, Example Law charges"
		if h.end <= m.start && m.start-h.end <= 24 && !strings.ContainsAny(r.s[h.end:m.start], negationStops) ||
			r.negAfter && h.start >= m.end && h.start-m.end <= 24 && !strings.ContainsAny(r.s[m.end:h.start], negationStops) {
			return true
		}
	}
	return false
}

// negationStops end the reach of a negation.
const negationStops = ",;:.!?、。—–"

// setApart reports a word that sets money apart from the mention m a few
// words before it, no other payee between ("separate from anything
// Oakridge charges", "no forma parte de la factura de la funeraria"), or
// right after it ("さくら典礼とは別", "hat mit dem Krematorium nichts zu
// tun"); not "unabhängig von
// der Krankenkasse verlangt Praxis Lindner", where the payee is what is
// set apart.
func (r *reading) setApart(m mention) bool {
	for _, h := range r.hits {
		if h.classes&cApart == 0 {
			continue
		}
		if h.end <= m.start && m.start-h.end <= 40 && r.sameClause(h.end, m.start) && !r.payeeIn(h.end, m.start) ||
			h.start >= m.end && h.start-m.end <= 12 && r.sameClause(m.end, h.start) && !r.payeeIn(m.end, h.start) {
			return true
		}
	}
	return false
}
