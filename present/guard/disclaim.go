package guard

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// What the sentences around another business's listed price say of it:
// that it tells nothing of a referred operator, that the operator keeps
// its prices to those who ask, or that the price is that business's own.

// disclaims reports a sentence that says a price tells nothing of a
// referred operator and ends the matter there: the operator named a few
// words after a phrase that sets money apart by saying no ("…and tells
// us nothing about Maple Hall", "il ne dit rien de Delaunay", "has
// nothing to do with"), or before one where negations follow
// ("Example美容室の料金とは関係ありません"); not "it says nothing about the
// other two", which may be what a comparison site lists the operator's
// price beside. A question, a guide, or more said after it ("…nothing
// about Example's extras", "…, al hanteren ze dezelfde prijslijst")
// disclaims nothing.
func (r *reading) disclaims(v *view) bool {
	if r.guides() || r.question() {
		return false
	}
	for _, m := range r.names {
		if m.addr || !slices.Contains(v.referred, m.item) {
			continue
		}
		if end := r.disclaimerAt(v.withOperatorWords(r.s, m)); end >= 0 && r.endsMatter(end, !r.voc.negAfter) {
			return true
		}
	}
	return false
}

// vouchesOwn reports a sentence that says the price before it is the
// other business's own and gives none itself: "Das ist deren eigener
// Tarif – Glanzwerks Preis müsstest du dort anfragen: https://…", "C'est
// leur tarif à eux." It names a referred operator only in a clause that
// ends at the address to ask (not "…; Example Memorial Chapel gives its
// prices on request, and I wouldn't expect them to be much lower"); it
// offers no guide and asks nothing.
func (r *reading) vouchesOwn(v *view) bool {
	own, ok := firstHit(r.hits, 0, len(r.s), cOwn)
	if !ok || !r.affirms(cOwn) || r.guides() || r.question() || slices.ContainsFunc(r.nums, r.money) {
		return false
	}
	// the operator's name in the clause of "own" makes it the operator's
	// own: "Il Girasole ti dirà il suo prezzo"
	os, oe := r.clause(own.start, own.end)
	return !r.tiedBy(v, 0, len(r.s), func(m mention) bool {
		cs, _ := r.punctClause(m.start, m.end)
		return m.start >= os && m.end <= oe || !r.endsAtAddress(cs)
	})
}

// withholds reports a sentence that says a referred operator keeps its
// prices to the person who asks, and only where to ask: the operator
// named as the subject of a clause that says no of its prices ("El
// Olivar no publica sus tarifas", "Het Duinroosje noemt zijn prijzen
// niet online"), the sentence ending at the address to ask ("; hay que
// pedírselas en https://…"). It gives no amount, offers no guide and
// asks nothing: after a listed price it leaves that price the other
// business's own. Not "That's not way off Example's price", nor
// "Example gives current prices on request at https://…", which a
// comparison site's price for the operator may come before.
func (r *reading) withholds(v *view) bool {
	if r.guides() || r.question() || r.has&(cCurrency|cNothing) != 0 || slices.ContainsFunc(r.nums, r.money) {
		return false
	}
	for _, m := range r.names {
		if m.addr || !slices.Contains(v.referred, m.item) || !v.operatorWord(m.item, r.s[m.start:m.end]) {
			continue
		}
		at := slices.IndexFunc(r.names, func(a mention) bool { return a.addr && a.start >= m.end })
		if at < 0 {
			continue
		}
		addr := r.names[at]
		cs, _ := r.punctClause(m.start, m.end)
		// the "no" in a short clause of the operator's own, and one clause
		// at most after it that only says where to ask: not "…doesn't
		// publish its prices — expect a bit more; ask at …", nor
		// "Example, a little dearer, doesn't publish its prices"
		k := strings.IndexAny(r.s[m.end:addr.start], withheldMarks)
		if k <= 0 {
			continue
		}
		k += m.end
		no := r.s[m.end:k]
		ask := r.s[k+1 : addr.start]
		if r.hasIn(m.end, k, cNegation) && r.hasIn(m.end, k, cPrice|cCharge|cListing) && !r.hasIn(cs, m.start, cNegation) &&
			len(strings.Fields(no)) <= 6 && !strings.Contains(no, "(") &&
			!strings.ContainsAny(ask, withheldMarks) && !r.hasIn(k, addr.start, cNegation|cPrice|cCharge|cEstimate|cLikeness) &&
			r.endsAtAddress(addr.start) {
			return true
		}
	}
	return false
}

// withheldMarks end the clause in which an operator withholds its prices.
const withheldMarks = ",;:—–"

// disclaimerAt returns where a disclaimer of the mention m ends, or -1
// where there is none: m, up to four words after a phrase that sets
// money apart by saying no (saysNo), no mark between ("ne dit rien de
// celui de la Clinique Example", "no dice nada de lo que cobra El
// Robledal"); or, where negations follow, the end of
// the clause of such a phrase after m. Not "not unlike", "nicht anders
// als": a negation before the phrase turns it round.
func (r *reading) disclaimerAt(m mention) int {
	const reach = 40
	m = r.nameRun(m)
	for _, h := range r.hits {
		// or a negation right before it, an article at most between:
		// "…own price, not the chapel's"; not "not way off", "nothing
		// but", "Nothing at the chapel is as low"
		plain := h.classes&cNegation != 0 && h.classes&cNothing == 0 && h.end <= m.start && r.articleAtMost(h.end, m.start)
		if !plain && !r.saysNo(h) {
			continue
		}
		if !r.voc.negAfter && h.end <= m.start && m.start-h.end <= reach && !strings.ContainsAny(r.s[h.end:m.start], negationStops) &&
			len(strings.Fields(r.s[h.end:m.start])) <= 4 {
			return m.end
		}
		// after it where negations follow, or two words at most after it
		// ("Mit Example Memorial Chapel hat das nichts zu tun")
		near := r.voc.negAfter || len(strings.Fields(r.s[m.end:max(h.start, m.end)])) <= 2
		if near && !plain && h.start >= m.end && h.start-m.end <= reach && !strings.ContainsAny(r.s[m.end:h.start], negationStops) {
			_, ce := r.clause(h.start, h.end)
			return ce
		}
	}
	return -1
}

// saysNo reports a phrase that sets money apart by saying no, a
// negation itself ("says nothing about", "関係ありません"), with no
// negation before it in its clause.
func (r *reading) saysNo(h hit) bool {
	if h.classes&cApart == 0 || h.classes&cNegation == 0 {
		return false
	}
	cs, _ := r.clause(h.start, h.end)
	_, negated := firstHit(r.hits, cs, h.start, cNegation)
	return !negated
}

// endsMatter reports a disclaimer that ends at i and says no more: the
// words left in its clause, when short is set, are short ones or say
// price ("…nothing about what Example Vet Clinic charges", "…nichts über
// Optik Klarblick aus"; not "…about Example's extras"), and the rest of
// the sentence is empty or only says where to ask, ending with the
// address ("…, which gives its rates when you enquire at https://…";
// not "…, which runs a bit higher, as https://… will confirm").
func (r *reading) endsMatter(i int, short bool) bool {
	_, ce := r.clause(i, i)
	if short && !r.everyWord(i, ce, func(start, end int) bool {
		return utf8.RuneCountInString(r.s[start:end]) <= 3 || r.hasIn(start, end, cPrice|cCharge)
	}) {
		return false
	}
	if letterWords(r.s[ce:]) == 0 {
		return true
	}
	if r.hasIn(ce, len(r.s), cCurrency|cLikeness|cCompares) || r.numberIn(ce, len(r.s)) {
		return false
	}
	// or one last clause that says prices are given on request: "…, non
	// del FisioCentro Duomo, che le sue tariffe le comunica su richiesta."
	_, ne := r.clause(ce+1, ce+1)
	return r.endsAtAddress(ce) || letterWords(r.s[ne:]) == 0 && r.hasIn(ce, ne, cOnRequest)
}

// endsAtAddress reports an address at from or after it that ends the
// sentence, a short word at most after it ("…unter https://… nach.",
// "…で聞けます。").
func (r *reading) endsAtAddress(from int) bool {
	return slices.ContainsFunc(r.names, func(m mention) bool {
		return m.addr && m.start >= from && letterWords(r.s[m.end:]) <= 1 && utf8.RuneCountInString(strings.TrimSpace(r.s[m.end:])) <= 10
	})
}

// keepsUnknown reports a sentence that says the referred operator's
// prices are given only to the person who asks, or that the answer has
// none of them: "Oakfield gives its rates on request, so I have no
// figure for them", "Für Waldblick habe ich keinen Preis", "Castlegate
// doesn't publish theirs", "for Example Barn you'd have to ask them". The operator is named before any negation
// (not "That's not way off Example's price"), and what follows its name
// says so. Nothing in it compares, sets a likeness or points back at
// the amount ("a bit cheaper", "that figure"), and it gives no amount,
// no number in words, and asks nothing.
func (r *reading) keepsUnknown(v *view) bool {
	if r.question() || r.guides() || r.has&(cCurrency|cEstimate|cHypothetical|cCompares) != 0 ||
		slices.ContainsFunc(r.nums, func(n number) bool { return n.words && n.value >= 10 || r.money(n) }) {
		return false
	}
	if _, _, row := r.cell(0); row {
		return false // a table's row sets the operator beside what the rows before it list
	}
	at := slices.IndexFunc(r.names, func(m mention) bool {
		return !m.addr && slices.Contains(v.referred, m.item) && v.operatorWord(m.item, r.s[m.start:m.end])
	})
	if at < 0 || r.hasIn(0, r.names[at].start, cNothing) || !r.voc.negAfter && r.hasIn(0, r.names[at].start, cNegation) {
		return false
	}
	cs, ce := r.names[at].start, len(r.s)
	return r.hasIn(cs, ce, cOnRequest) || r.hasIn(cs, ce, cNegation) || r.sendsToAsk(cs, ce)
}

// sendsToAsk reports a phrase in [cs, ce) that sends the person to ask
// (askThem), where the operator is not said to charge in a clause of its
// own: not "Example charges that as well, but you'd have to ask them to
// confirm".
func (r *reading) sendsToAsk(cs, ce int) bool {
	return !(r.hasIn(cs, ce, cClause) && r.hasIn(cs, ce, cCharge)) &&
		saysPhrase(r.s[cs:ce], r.voc.askThem)
}
