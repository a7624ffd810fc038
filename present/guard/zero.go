package guard

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Zero prices: a word for free, or a charge denied, and what it is said
// of.

// qualifiesAmount reports a word of what is included that says what an
// amount beside it covers, no clause between them: "€280 incl. VAT",
// "129 € pro Nacht, Frühstück inklusive". It prices nothing at zero; the
// amount itself is judged as any other. Said of a referred item or its
// operator, named or as a kind of business, it is their zero price: "85
// €, die Aufbahrung in der Kapelle ist inklusive".
func (r *reading) qualifiesAmount(v *view, h hit) bool {
	if h.classes&cIncluded == 0 {
		return false
	}
	if cs, ce := r.punctClause(h.start, h.end); r.tied(v, cs, ce) || r.hasIn(cs, ce, cAtThem) || r.hasIn(cs, ce, cTrade) && len(r.others) == 0 {
		return false
	}
	return slices.ContainsFunc(r.nums, func(n number) bool {
		from, to := min(n.end, h.end), max(n.start, h.start)
		return r.money(n) && !r.hasIn(from, to, cClause)
	})
}

// othersZero reports a zero price said of when or where someone else's
// money is not charged: a clause with a word that names a day, a time or
// another payee and neither a referred item, its operator nor, before
// the word, a kind of business, in a sentence that gives someone else's
// amount ("parking is €1.50 an hour, but free after 8 pm"; "though
// Sundays are free"; "…, aunque a dos calles hay parking gratuito").
// "The car park is £1.50 an hour, and the check-up is free" gives the
// operator's zero price; so does "…, and the viewing is free either way"
// (a street or a place word says too little).
func (r *reading) othersZero(v *view, h hit) bool {
	cs, ce := r.punctClause(h.start, h.end)
	if r.tied(v, cs, ce) || r.hasIn(cs, ce, cAtThem) || r.hasIn(cs, h.start, cTrade) || !r.hasIn(cs, ce, cDate|cTime|cOtherPayee) {
		return false
	}
	return slices.ContainsFunc(r.nums, func(n number) bool {
		return r.money(n) && r.otherPayee(v, n.start, n.end)
	})
}

// optInZero reports a zero price said of an item whose operator gave a
// zero price on opt-in, named in its clause beside no referred item:
// "Das Erstgespräch kostet nichts" after "Erstgespräch: kostenlos".
func (r *reading) optInZero(v *view, h hit) bool {
	if len(v.optInFree) == 0 {
		return false
	}
	cs, ce := r.punctClause(h.start, h.end)
	// the operator's name, which the two items share, ties neither
	tied := r.tiedBy(v, cs, ce, func(m mention) bool {
		return !slices.ContainsFunc(v.optInFree, func(i int) bool { return v.operatorWord(i, r.s[m.start:m.end]) })
	})
	if tied {
		return false
	}
	return slices.ContainsFunc(r.names, func(m mention) bool {
		return !m.addr && m.start >= cs && m.end <= ce && slices.Contains(v.optInFree, m.item)
	}) || r.repeatsFreeOptIn(v, h)
}

// repeatsFreeOptIn reports a zero price in a sentence that names
// nothing, or in a clause that names nothing of a sentence with amounts
// all given on opt-in, that gives a word of what goes free in an opt-in
// text that gives a zero price: "| Menores de 10 | gratis |" after "…,
// menores de 10 años gratis", "- 小学生以下：無料" after "小学生以下 無料",
// "…kostet bei Example Bikes 35 €, Helm und Schloss inklusive" after
// "35 €. Helm und Schloss inklusive."
func (r *reading) repeatsFreeOptIn(v *view, h hit) bool {
	cs, ce := 0, len(r.s)
	if slices.ContainsFunc(r.names, func(m mention) bool { return !m.addr }) {
		// names elsewhere in the sentence: then only the clause of the
		// zero price tells what goes free
		cs, ce = r.punctClause(h.start, h.end)
		if slices.ContainsFunc(r.names, func(m mention) bool { return !m.addr && m.end > cs && m.start < ce }) ||
			!slices.ContainsFunc(r.nums, r.money) || slices.ContainsFunc(r.nums, func(n number) bool { return r.money(n) && !v.optInAmounts[cents(n.value)] }) {
			return false
		}
	}
	var free []string // the folded opt-in texts that give a zero price
	for _, k := range v.optInFree {
		for _, text := range v.items[k].OptIn {
			free = append(free, fold(text))
		}
	}
	rest := r.s[cs:h.start] + " " + r.s[h.end:ce]
	return slices.ContainsFunc(contentWords(rest), func(w string) bool {
		return slices.ContainsFunc(free, func(text string) bool { return strings.Contains(text, w) })
	})
}

// contentWords returns the words of s long enough to name something, not
// numbers, and the runs of two characters or more of a script written
// without spaces, which has no word boundary to find.
func contentWords(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(s, func(c rune) bool { return !isWordRune(c) }) {
		if spaceless(w) {
			for _, run := range hanKatakanaRuns(w) {
				if utf8.RuneCountInString(run) >= 2 {
					out = append(out, run)
				}
			}
		} else if longEnough(w) && !isNumeric(w) {
			out = append(out, w)
		}
	}
	return out
}

// freeTime reports a word that says free or available ("is free" in
// English, a word of both classes) that ends a clause about a day or a
// time, one that starts with it: "Wednesday after 5 is usually free".
// Said of anything else it is a zero price: "The first meeting on
// Thursday is free", "On weekdays the hearse is free", "Evenings after 7
// are free in the small room".
func (r *reading) freeTime(v *view, h hit) bool {
	if h.classes&cAvail == 0 {
		return false
	}
	cs, ce := r.punctClause(h.start, h.end)
	if r.tied(v, cs, ce) || r.hasIn(cs, ce, cAtThem|cTrade|cBooking|cPrice|cCharge|cCurrency) ||
		strings.TrimRight(r.s[h.end:ce], " .!") != "" {
		return false
	}
	// the day or time is what the clause is about: it starts with it
	at := skipSpace(r.s, cs)
	if _, ok := hitAt(r.hits, at, cDate); ok {
		return true
	}
	return slices.ContainsFunc(r.nums, func(n number) bool { return n.start == at && n.time })
}

// chargesNothing reports a verb of charging negated next to it, with no
// amount in its clause: "Ferri non ve lo fa pagare", "利用料はかからない".
func (r *reading) chargesNothing(h hit) bool {
	if h.classes&cCharge == 0 {
		return false
	}
	cs, ce := r.punctClause(h.start, h.end)
	// "non fa pagare prima di 30 giorni" sets a date, not a zero price
	if r.numberBeyondArticle(cs, ce) {
		return false
	}
	// close to it: "doesn't charge", "verlangt nichts", "かからない"; or a
	// word for nothing ending its clause a few words on: "rekent voor een
	// intake niets", not "kann ich Ihnen nichts sagen" nor "was die Praxis
	// berechnet, weiß ich nicht"
	_, before := firstHit(r.hits, max(cs, h.start-10), h.start, cNegation|cNothing) // "hoeft niks te betalen"
	// after it, only in its own clause: "não sei quanto cobra e não
	// diria que é parecido" negates the next verb
	neg, after := firstHit(r.hits, h.end, min(ce, h.end+10), cNegation)
	after = after && !r.hasIn(h.end, neg.start, cClause)
	last, ends := firstHit(r.hits, h.end, min(ce, h.end+60), cNothing)
	ends = ends && strings.TrimRight(r.s[last.end:ce], " .,;:!?") == "" && !r.hasIn(h.end, last.start, cClause) // not "… charges and their site says nothing"
	return before || after || ends
}
