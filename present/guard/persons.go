package guard

import (
	"slices"
	"strings"
)

// The person's own money: a budget, savings, what they said they would
// spend or have, reported or recapped.

// saidOfOperatorAfter reports a relative clause right after the one that
// ends at ce, which ties the money in it, whoever said it, to a referred
// item, its operator or a kind of business that may be it, with a price
// word: "Hai accennato a 2.000 €, che è più o meno la tariffa della
// cappella", "You mentioned £2,000, which is about what the chapel
// charges"; not "…, which the chapel does not charge".
func (r *reading) saidOfOperatorAfter(v *view, ce int) bool {
	if ce >= len(r.s) || r.s[ce] != ',' {
		return false
	}
	ns, ne := r.punctClause(ce+1, ce+1)
	// a kind of business with a price word may be the operator ("la
	// cappella")
	// not what the person may tell them, with no verb of charging: "…,
	// which the chapel will want to know when you ask for a quote"; "…,
	// which is what the chapel will charge you" still ties it
	told := r.hasIn(ns, ne, cCondition|cAdvice) && !r.hasIn(ns, ne, cCharge)
	return r.startsWith(clause{start: ns, end: ne}, cThat) && r.hasIn(ns, ne, cPrice|cCharge|cLikeness) &&
		!r.hasIn(ns, ne, cNegation|cNothing|cApart) && !told && (r.tied(v, ns, ne) || r.hasIn(ns, ne, cTrade))
}

// reportsOwn reports what the person said about their own money: a
// word that reports it ("você me disse que", "m'avez-vous dit") before or
// after the amount at [start, end) in its clause, or as a short clause of
// its own after it ("…, vertelde u"), with no business between the two:
// "Sie sagten, die Kapelle verlange 3.000 €" reports a price.
//
// With no price word between the two it is theirs even where the clause
// names the referred service ("usted me dijo que puede dedicar 120 € al
// mes a clases"); with one (priced), only where it names no referred
// item, which the caller checks.
func (r *reading) reportsOwn(v *view, cs, ce, start, end int, priced bool) bool {
	if ce < len(r.s) && (r.s[ce] == ',' || strings.HasPrefix(r.s[ce:], "、")) {
		after := ce + 1
		if r.s[ce] != ',' {
			after = ce + len("、")
		}
		if ns, ne := r.punctClause(after, after); len(strings.Fields(r.s[ns:ne])) <= 3 {
			ce = ne // "…, vertelde u.", "…、とおっしゃっていましたね。"
		}
	}
	for _, h := range r.hits {
		if h.classes&cReported == 0 || (h.start < cs || h.end > ce) && !r.recap(h, start) {
			continue
		}
		lo, hi := h.end, start
		if h.start >= end {
			lo, hi = end, h.start
		} else if r.businessIn(v, end, ce, false) {
			continue // "… avait payé 650 pour la sienne chez eux"
		}
		if lo <= hi && !r.businessIn(v, lo, hi, true) && (priced || !r.priceIn(lo, hi)) {
			return true
		}
	}
	return false
}

// recap reports a word reporting what the person said that a colon
// follows, before start: what the sentence lists after it is theirs
// ("Riassumendo quello che mi hai detto: reddito di circa 28.000 €").
func (r *reading) recap(h hit, start int) bool {
	at := skipSpace(r.s, h.end)
	if h.end > start || at >= len(r.s) || r.s[at] != ':' {
		return false
	}
	// It ends at a clause that starts anew about an item: "…: budget up
	// to £5,000, and the funeral itself comes to around £3,900".
	for _, c := range r.hits {
		if c.classes&cClause != 0 && c.start > at && c.end <= start &&
			slices.ContainsFunc(r.names, func(m mention) bool { return m.start >= c.end && m.end <= start }) {
			return false
		}
	}
	return true
}

// recapped reports an amount at start, in the clause [cs, ce), in a
// summary of what the person told: after a recap word of its sentence,
// with a word for the person's own money in its clause (a pension, a
// budget), and no price word (but a budget's), business or referred item
// in the clause or between. "Riassumo: tua nonna ha 92 anni e la sua
// pensione è di 980 € al mese" is theirs; "To sum up: for your cat the
// op comes out at £180" is not.
func (r *reading) recapped(v *view, cs, ce, start int) bool {
	h, ok := firstHit(r.hits, 0, start, cRecap)
	if !ok || !r.hasIn(cs, ce, cBudget) {
		return false
	}
	lo, hi := min(h.end, cs), max(start, ce)
	if r.businessIn(v, lo, hi, true) || r.tied(v, lo, hi) || r.hasIn(cs, ce, cAtThem) {
		return false
	}
	// a price word is the verb of the person's money when a budget word
	// follows it: "cobra una pensión de 950 €"
	return !slices.ContainsFunc(r.hits, func(p hit) bool {
		return p.classes&cPrice != 0 && p.classes&cBudget == 0 && p.start >= lo && p.end <= hi && !r.hasIn(p.end, hi, cBudget)
	})
}

// ownBudget reports a clause that speaks of the person's own money
// (what they said they would spend, have saved) next to the amount at
// [start, end), with no price word between the two: "you told me you'd
// spend at most 600 on the repair" and "you have 600 put aside" are
// theirs even where they name the repair; "you told me the chapel
// charges 600" is not.
func (r *reading) ownBudget(v *view, cs, ce, start, end int) bool {
	for _, b := range r.hits {
		// a spending verb alone is no one's budget: "most families spend
		// 1500"; a word that is both ("budget", "presupuesto") is the
		// person's after their "you": "vuestro presupuesto", "vous
		// attendez 45 adultes, avec un budget de 2 000 €"
		if b.classes&cBudget == 0 || b.start < cs || b.end > ce || b.classes&cPrice != 0 && !r.yoursBefore(cs, b.start) {
			continue
		}
		lo, hi := b.end, start
		if h, ok := firstHit(r.hits, lo, lo+12, cPrice); ok && h.end <= hi && (r.sameClause(lo, h.start) || letters(r.s[lo:h.start]) <= 1) {
			// the budget's own verb: "Ihr Budget liegt bei 3.000 €", "vous
			// avez versé l'acompte de 600 €", "Ihr Budget, insgesamt
			// 3.000 €", "ご予算は、総額30万円"; not the next clause's ("and a
			// salary, I'd expect something like £250")
			lo = h.end
		}
		if b.start >= end {
			lo, hi = end, b.start
			// not past the budget word, which may be the rate's word too:
			// "80 € ausgeben"
			if rate := r.rateAfter(end); rate <= hi && strings.TrimSpace(r.s[rate:hi]) == "" {
				lo = rate // "150 € im Monat zurückgelegt"
			}
		}
		// What the budget is for may be a kind of business ("your budget
		// for the venue is £12,000"), unless another amount stands between.
		trades := b.classes&cReported != 0 || r.numberIn(lo, hi)
		// not across a condition: "sale por 450 € si puedes dedicar dos tardes"
		if lo <= hi && !r.priceIn(lo, hi) && !r.businessIn(v, lo, hi, trades) && !r.hasIn(lo, hi, cCondition) {
			return true
		}
	}
	return false
}

// rateAfter returns where a rate right after a number ending at end, or
// after its currency, ends ("per month", "€ im Monat"), or end.
func (r *reading) rateAfter(end int) int {
	at := skipSpace(r.s, end)
	if h, ok := hitAt(r.hits, at, cCurrency); ok {
		at = skipSpace(r.s, h.end)
	}
	if h, ok := hitAt(r.hits, at, cConnector); ok && h.classes&cPrice != 0 {
		return h.end
	}
	return end
}

// ownFigure reports a figure of the person's own (their salary, the
// price of what they buy, a valuation) next to the amount at [start,
// end) in its clause: a few words before it or two after, with no other
// number and no price word between. "Bei Ihrem Kaufpreis von 320.000 €"
// is theirs; the notary's fee later in the sentence is not.
func (r *reading) ownFigure(cs, ce, start, end int) bool {
	for _, h := range r.hits {
		if h.classes&cOwnFigure == 0 || h.start < cs || h.end > ce {
			continue
		}
		lo, hi, most := h.end, start, 4
		if h.start >= end {
			lo, hi, most = end, h.start, 2
		}
		if lo <= hi && len(strings.Fields(r.s[lo:hi])) <= most && !r.priceIn(lo, hi) && !r.numberIn(lo, hi) {
			return true
		}
	}
	return false
}

// yoursBefore reports a word for the person within [cs, at), with no
// price word after it.
func (r *reading) yoursBefore(cs, at int) bool {
	for k := len(r.hits) - 1; k >= 0; k-- {
		h := r.hits[k]
		if h.end > at {
			continue
		}
		if h.start < cs || h.classes&cPrice != 0 {
			return false
		}
		if h.classes&cYou != 0 {
			return true
		}
	}
	return false
}
