package guard

import (
	"slices"
	"strings"
)

// Whose money an amount is: the operators' referred items', or someone
// else's (a fare, a parking fee, an authority, the person's own budget).

// Whose an amount is: the referred items' (a value), the person's own,
// or someone else's.
type owner int

const (
	operatorMoney owner = iota // the operators' referred items': a value
	personsMoney               // the person's: a budget, a salary, what they said
	othersMoney                // someone else's: a fare, an authority, another business
)

// otherPayee reports whether the money at [start, end) is not the
// operators' (ownerOf).
func (r *reading) otherPayee(v *view, start, end int) bool {
	return r.ownerOf(v, start, end) != operatorMoney
}

// ownerOf tells whose the money at [start, end) is (whose). judge asks
// it of each amount several times: the answer is kept in the reading.
func (r *reading) ownerOf(v *view, start, end int) owner {
	for _, o := range r.owners {
		if o.v == v && o.start == start && o.end == end {
			return o.owner
		}
	}
	o := r.whose(v, start, end)
	r.owners = append(r.owners, ownerKept{v: v, start: start, end: end, owner: o})
	return o
}

// An ownerKept is what ownerOf told of the money at [start, end).
type ownerKept struct {
	v          *view
	start, end int
	owner      owner
}

// whose tells whose the money at [start, end) is. It is the person's
// where its clause speaks of their budget or their own figures, or
// reports what they said, and names no referred item; someone else's
// where its clause names a fare, a parking fee, a public authority and
// no referred item or its operator (a mention after a negation, "not the
// funeral home", does not count), or where the sentence says the money is
// not the operator's ("… the registry office, not the funeral home; a
// copy costs $25"). Else it is the operators'.
func (r *reading) whose(v *view, start, end int) owner {
	cs, ce := r.punctClause(start, end)
	if open, closed := r.brackets(start); open >= 0 {
		// an aside in brackets belongs to the clause around it
		cs, _ = r.punctClause(open, open)
		_, ce = r.punctClause(closed+1, closed+1)
	}
	// what the person said, reported in the clause before a that-clause:
	// "Sie hatten erwähnt, dass Sie 12.000 € eingeplant haben"
	rs := cs
	if cs > 0 && r.startsWith(clause{start: cs, end: ce}, cThat) {
		rs, _ = r.punctClause(cs-1, cs-1)
	}
	if r.saidOfOperatorAfter(v, ce) {
		return operatorMoney
	}
	if r.paidToAfter(ce) && !r.tiedToOperator(v, ce, len(r.s)) {
		return othersMoney // "…is £612, paid to HM Courts & Tribunals Service"
	}
	if r.ownFigure(cs, ce, start, end) && r.guides() && r.guideTo(v) {
		return operatorMoney // "The bank still owes you £1,500, roughly what the chapel charges"
	}
	if r.ownBudget(v, cs, ce, start, end) || r.ownFigure(cs, ce, start, end) || r.reportsOwn(v, rs, ce, start, end, false) ||
		r.recapped(v, cs, ce, start) || r.labelledFigure(v, start) {
		return personsMoney
	}
	if r.totalWithOthers(v, start, end, cs, ce) {
		return operatorMoney
	}
	if _, ok := hitAt(r.hits, skipSpace(r.s, cs), cClause); !ok && cs > 0 && !r.payeeIn(cs, ce) && !r.hasIn(cs, start, cTrade) {
		// "If you're taking a pet taxi, Example Pet Cabs charges £15": the
		// clause before says who is paid, unless "and" starts a new one
		// or a kind of business before the amount does ("Beim Bauamt hat
		// man mir gesagt, die Kapelle nimmt etwa 900 €")
		// but not where the amount's own clause gives a rate before it:
		// "Pour ton budget, l'heure de conduite y est à 52 euros"
		rated := r.hasIn(cs, start, cRate)
		cs = r.subjectClause(v, cs)
		if !rated && r.ownBudget(v, cs, ce, start, end) {
			return personsMoney // "You said, you'd spend at most 3000"
		}
	}
	if r.payeeLabels(v, start) {
		return othersMoney // "- **Taxi** – from the station to the lodge is roughly £18"
	}
	if r.payeeOwnsClause(v, start, end) {
		return othersMoney // "le ticket de tram coûte 1,90 € et l'arrêt Tilleuls est juste en face"
	}
	switch {
	case r.tiedToOperator(v, cs, ce) || r.hasIn(cs, ce, cAtThem):
		return operatorMoney // the operator, named or by a pronoun ("chez eux")
	case r.tied(v, cs, ce) && !r.payeeNearer(v, cs, ce, start, end):
		// the referred service named, and no one else paid nearer the
		// amount: "the practical test is booked with the DVSA and costs
		// £62" is the authority's; "on a purchase price of £245,000 the
		// service comes to £1,200" is the operator's
		return operatorMoney
	case r.tradeAfterPayee(cs, start):
		return operatorMoney // "Laut Gesundheitsamt kostet eine Trauerfeier in der Kapelle um die 1.500 €"
	case r.tradeCharges(cs, start):
		return operatorMoney // "La capilla cobra un suplemento de combustible de 40 €"
	case r.reportsOwn(v, cs, ce, start, end, true):
		return personsMoney // "você me disse que consegue pagar até R$ 400"
	case r.payeeIn(cs, ce) && !r.sumWithOperator(cs, ce) && !r.pricesAnother(start):
		return othersMoney
	case r.payeeIn(0, len(r.s)) && r.disowns(v) && !r.chargesBeside(v, cs, ce):
		return othersMoney
	}
	return operatorMoney
}

// chargesBeside reports a clause, after the operator disowned in its
// sentence, whose money may still be a business's: one that names a kind
// of business it does not disown ("…; bei der Kapelle selbst sind es etwa
// 2.400 €"), or a relative clause that charges ("…, no a Example Memorial
// Chapel, que cobra unos 2.400 €"). Not "…, nicht das Bestattungshaus;
// dort kostet jede Ausfertigung 12 €".
func (r *reading) chargesBeside(v *view, cs, ce int) bool {
	// only after the operator disowned: what comes before it is what the
	// disowning speaks of ("死亡診断書の発行料（5,000円）は病院に支払うも
	// ので、葬儀社の料金とは別です")
	if !slices.ContainsFunc(r.names, func(m mention) bool {
		return !m.addr && slices.Contains(v.referred, m.item) && m.end <= cs && r.disowned(m)
	}) {
		return false
	}
	for _, h := range r.hits {
		if h.classes&cTrade != 0 && h.start >= cs && h.end <= ce {
			if !r.disowned(mention{start: h.start, end: h.end}) {
				return true
			}
		}
	}
	return r.startsWith(clause{start: cs, end: ce}, cThat) && r.hasIn(cs, ce, cCharge)
}

// tradeCharges reports a kind of business before the amount at start
// that charges for another payee's thing, named between the verb and the
// amount, no other payee before it: what it charges is its money,
// whatever it covers ("La capilla cobra un suplemento de combustible de
// 40 €"); not "El taxi hasta la capilla cobra 12 €", nor "la clínica
// custa 85 euros e 15 de estacionamento".
func (r *reading) tradeCharges(cs, start int) bool {
	for _, h := range r.hits {
		if h.start < cs || h.end > start {
			continue
		}
		if h.classes&cOtherPayee != 0 && !r.included(h) {
			return false
		}
		if h.classes&cTrade != 0 {
			m := mention{start: h.start, end: h.end}
			c, ok := firstHit(r.hits, h.end, start, cCharge)
			return ok && !r.payeeIn(h.end, c.start) && r.payeeIn(c.end, start) && !r.negated(m) && !r.placeAt(m) && !r.setApart(m)
		}
	}
	return false
}

// tradeAfterPayee reports a kind of business named after a price word
// that follows the last payee before the amount at start, not as where
// and not negated: what is priced is its service ("Laut Gesundheitsamt
// kostet eine Trauerfeier in der Kapelle …"), not the payee's ("Das
// Parkhaus direkt an der Kapelle – 1,50 €", "a taxi from the station to
// the clinic is about €12", "Parken kostet neben der Kapelle 2 €").
func (r *reading) tradeAfterPayee(cs, start int) bool {
	last := -1
	for _, h := range r.hits {
		if h.classes&cOtherPayee != 0 && h.start >= cs && h.end <= start && !r.included(h) {
			last = h.end
		}
	}
	if last < 0 {
		return false
	}
	for _, h := range r.hits {
		if h.classes&cTrade == 0 || h.start < last || h.end > start {
			continue
		}
		m := mention{start: h.start, end: h.end}
		if r.priceIn(last, h.start) && !r.placeAt(m) && !r.negated(m) && !r.setApart(m) {
			return true
		}
	}
	return false
}

// pricesAnother reports an amount in a clause of its own, started by
// "and" after one that gave another amount (or none), that names
// something of its own and no payee: "il parcheggio costa 2 € l'ora e il
// funerale 1.800 €"
// and "… und die Trauerfeier insgesamt rund 1.800 €" price the funeral;
// "parking is £2 an hour and £10 for the day" is still the parking, and
// so is the same money again, for a few hours or both ways, or the
// earlier amounts added up ("… 1,70 € a corsa: andata e ritorno fanno
// 3,40 €").
func (r *reading) pricesAnother(start int) bool {
	k := slices.IndexFunc(r.nums, func(n number) bool { return n.start == start })
	cs, _ := r.clause(start, start)
	// after a comma the subject may be the payee before it: "O
	// teleférico, de 10 em 10 minutos, custa 8 €"
	and, ok := hitAt(r.hits, cs, cClause)
	if k < 0 || !ok || r.payeeIn(cs, start) {
		return false
	}
	amount := cents(r.nums[k].value)
	var sum int64
	again := false
	for _, n := range r.nums {
		if n.end <= cs && r.money(n) {
			a := cents(n.value)
			sum += a
			again = again || a > 0 && amount%a == 0 && amount/a <= 4
		}
	}
	// a word the vocabulary does not know, or a price word, before the
	// amount: what is priced
	if sum == 0 {
		// the payee gave none ("Le taxi de la gare prend dix minutes et la
		// cérémonie revient à 2 450 €"): a subject of its own before a
		// price word (not "… and costs about €15"), and no unit or rate
		// that makes it part of the payee's ("et la première heure coûte 2
		// €", "and extra copies cost £11 each")
		p, ok := firstHit(r.hits, and.end, start, cPrice|cCharge)
		_, ce := r.clause(start, start)
		return ok && !r.everyWord(and.end, p.start, r.known) && !r.hasIn(and.end, p.start, cUnit|cTime|cDate) &&
			!r.hasIn(start, ce, cRate)
	}
	return !again && amount != sum && (r.hasIn(and.end, start, cPrice|cTrade) || !r.everyWord(and.end, start, r.known))
}

// totalWithOthers reports a total at [start, end), a word that adds
// after it in its clause, that adds amounts given before it to something
// no payee is named for between them: "With the £4 for parking, a first
// assessment there should come to about £60 all in". A total that is no
// more than the earlier amounts, or a small multiple of one of them, adds
// nothing of the operator's: "parking is £4 and the bus £2.50, so £6.50
// in total", "hin und zurück 6,40 € insgesamt", "£2,460 in all" after a
// budget; nor does one that adds an amount given on opt-in.
func (r *reading) totalWithOthers(v *view, start, end, cs, ce int) bool {
	if !r.hasIn(end, ce, cSum) {
		return false
	}
	k := slices.IndexFunc(r.nums, func(m number) bool { return m.start == start })
	if k < 0 {
		return false
	}
	total := cents(r.nums[k].value)
	var before int64
	multiple := false // a fare there and back, parking for three hours
	from := cs
	for _, m := range r.nums[:k] {
		if !r.money(m) {
			continue
		}
		a := cents(m.value)
		if v.optInAmounts[a] {
			return false
		}
		before += a
		multiple = multiple || a > 0 && total%a == 0 && total/a <= 10
		from = max(from, m.end)
	}
	return before > 0 && total > before && !multiple && !r.payeeIn(from, start)
}

// subjectClause returns where the clause before the one starting at cs
// starts, the clause that says who is paid; past a short aside of place
// or distance that names no one but as where and prices nothing: "le
// parking public Saint-Jean, à 2 minutes à pied, coûte 20 €", "Le parking
// municipal Gambetta, juste à côté du cabinet, coûte 1,80 €"; not "Apart
// from the taxi, honestly, you'd be looking at £2,450".
func (r *reading) subjectClause(v *view, cs int) int {
	ps, _ := r.punctClause(cs-1, cs-1)
	// a business or a payee named as where ("juste à côté du cabinet",
	// "juste à côté du parking") is a place
	place := r.hasIn(ps, cs, cPlace)
	if ps == 0 || r.payeeIn(ps, cs) && !place || len(strings.Fields(r.s[ps:cs-1])) > 6 ||
		r.businessIn(v, ps, cs, true) && !place || r.tied(v, ps, cs) || r.hasIn(ps, cs, cPrice|cCharge|cClause) ||
		!r.hasIn(ps, cs, cUnit|cPlace|cStreet) {
		return ps
	}
	before, _ := r.punctClause(ps-1, ps-1)
	return before
}

// sumWithOperator reports an amount in [cs, ce) that adds another payee's
// money to a kind of business's: "Parkschein und Aufbahrungsraum der
// Kapelle kommen zusammen auf etwa 420 €"; not fares added together.
func (r *reading) sumWithOperator(cs, ce int) bool {
	if !r.hasIn(cs, ce, cSum) || len(r.others) > 0 {
		return false
	}
	// not where the ride goes: "el autobús y el metro hasta la clínica"
	return slices.ContainsFunc(r.hits, func(h hit) bool {
		return h.classes&cTrade != 0 && h.start >= cs && h.end <= ce && !r.placeAt(mention{start: h.start, end: h.end})
	})
}

// payeeOwnsClause reports another payee in the amount's own clause, up
// to a word that starts another ("and", "et", "y"), with a referred item
// or its operator named only after that clause: the operator named in
// the next clause is not who is paid. Named before, it may share the
// amount ("the chapel and the florist charge €2,000").
func (r *reading) payeeOwnsClause(v *view, start, end int) bool {
	if r.has&cOtherPayee == 0 {
		return false
	}
	cs, ce := r.clause(start, end)
	payee := r.payeeIn(cs, ce)
	if open, ok := r.asideBefore(cs); ok {
		// the payee before an aside in brackets, not one inside it: "the
		// airport bus (line 7) costs €4.50"; not "(no taxi)"
		before, _ := r.clause(open, open)
		payee = payee || r.payeeIn(before, open)
	}
	if !payee || r.tied(v, 0, ce) || r.hasIn(0, ce, cAtThem) || r.hasIn(cs, ce, cSum) || r.tradeAfterPayee(cs, start) || r.tradeCharges(cs, start) {
		return false
	}
	// nothing after it prices anything: "… and that's also what the
	// chapel adds per hour" gives the operator the same amount
	return !r.hasIn(ce, len(r.s), cPrice|cCharge|cLikeness|cBoth|cSum)
}

// asideBefore reports a clause starting at cs right after an aside in
// brackets, and where the aside opens.
func (r *reading) asideBefore(cs int) (open int, ok bool) {
	if cs == 0 || r.s[cs-1] != ')' {
		return 0, false
	}
	open = strings.LastIndexByte(r.s[:cs-1], '(')
	return open, open >= 0
}

// businessIn reports a business within [lo, hi): a kind of business
// (where trades is set), a pronoun for the operator ("allí", "chez
// eux"), or an operator's name (not a skill's: "keep tutoring under
// £200" is the person's, and so is "Nachhilfe" where "Lernwerk
// Nachhilfe" gives "Preise Nachhilfe"). "Una vecina me dijo que allí el
// servicio está a 20 pavos" reports a price.
func (r *reading) businessIn(v *view, lo, hi int, trades bool) bool {
	c := cAtThem
	if trades {
		c |= cTrade
	}
	return r.hasIn(lo, hi, c) || slices.ContainsFunc(r.names, func(m mention) bool {
		return !m.addr && m.start >= lo && m.end <= hi && v.operatorWord(m.item, r.s[m.start:m.end])
	})
}

// numberIn reports a number within [lo, hi).
func (r *reading) numberIn(lo, hi int) bool {
	return slices.ContainsFunc(r.nums, func(n number) bool { return n.start >= lo && n.end <= hi })
}

// numberBeyondArticle reports a number within [lo, hi) that is more than
// an article spelled as the number one: "rekent voor een intake niets",
// "Si prefieres una residencia" hold none.
func (r *reading) numberBeyondArticle(lo, hi int) bool {
	return slices.ContainsFunc(r.nums, func(n number) bool { return n.start >= lo && n.end <= hi && !(n.words && n.value == 1) })
}

// priceIn reports a price word (not a spending verb) within [lo, hi).
func (r *reading) priceIn(lo, hi int) bool {
	for _, h := range r.hits {
		// a word that both a price stem and a budget phrase match
		// ("spendere" of "spend*" and of "spendere") is the spending verb
		if h.classes&cPrice != 0 && h.classes&cBudget == 0 && h.start >= lo && h.end <= hi && !r.coveredAs(h.start, h.end, cBudget) {
			return true
		}
	}
	return false
}

// payeeIn reports a word for someone other than the operator within
// [cs, ce).
func (r *reading) payeeIn(cs, ce int) bool {
	for _, h := range r.hits {
		if h.classes&cOtherPayee != 0 && h.start >= cs && h.end <= ce && !r.included(h) {
			return true
		}
	}
	return false
}

// included reports a payee whose fee a word says is part of the total,
// a few words before or after it: "including the death certificate
// copies", "concession mairie comprise".
func (r *reading) included(p hit) bool {
	_, before := firstHit(r.hits, max(0, p.start-16), p.start, cIncluded)
	_, after := firstHit(r.hits, p.end, min(len(r.s), p.end+16), cIncluded)
	return before || after
}

// hasIn reports a hit of class cl within [cs, ce).
func (r *reading) hasIn(cs, ce int, cl class) bool {
	_, ok := firstHit(r.hits, cs, ce, cl)
	return ok
}

// tied reports a referred item named in [cs, ce), not after a negation.
func (r *reading) tied(v *view, cs, ce int) bool {
	return r.tiedBy(v, cs, ce, func(mention) bool { return true })
}

// tiedToOperator reports a referred item's operator named in [cs, ce) by
// a word of its name that is not also its skill's.
func (r *reading) tiedToOperator(v *view, cs, ce int) bool {
	return r.tiedBy(v, cs, ce, func(m mention) bool { return v.operatorWord(m.item, r.s[m.start:m.end]) })
}

// payeeNearer reports another payee named in [cs, ce) before the
// amount at [start, end) and nearer it than any mention that ties the
// amount to a referred item: "the practical test is booked with the DVSA
// and costs £62"; not "on a purchase price of £245,000 the service comes
// to £1,200", "bei Ihrem Kaufpreis von 320.000 € kämen 1.500 € für den
// Service", nor "the funeral is £3,900 plus the council's fee".
func (r *reading) payeeNearer(v *view, cs, ce, start, end int) bool {
	near := -1
	for _, h := range r.hits {
		if h.classes&cOtherPayee != 0 && h.start >= cs && h.end <= start && !r.included(h) && (near < 0 || start-h.end < near) {
			near = start - h.end
		}
	}
	if near < 0 {
		return false
	}
	for _, m := range r.names {
		if m.start >= cs && m.end <= ce && max(m.start-end, start-m.end, 0) <= near && r.tied(v, m.start, m.end) {
			return false
		}
		// the operator named between the payee and the amount: "le
		// dépannage passe par l'assurance et Plomberie Martin prend 130 €"
		if !m.addr && m.start >= start-near && m.end <= start && strings.Contains(v.operator[m.item], r.s[m.start:m.end]) {
			return false
		}
	}
	return true
}

func (r *reading) tiedBy(v *view, cs, ce int, ok func(mention) bool) bool {
	for _, m := range r.names {
		if !m.addr && m.start >= cs && m.end <= ce && slices.Contains(v.referred, m.item) && ok(m) &&
			!r.negated(m) && !r.setApart(m) && !r.placed(m) && !r.placedWhole(v, m) && !r.rideTo(m) && !r.rideWithin(m) && !r.inPayee(m) && !r.inStreetName(m) {
			return true
		}
	}
	return false
}

// wholeName widens a mention to the longest mention of the same item
// that holds it.
func (r *reading) wholeName(m mention) mention {
	for _, n := range r.names {
		if n.item == m.item && n.addr == m.addr && n.start <= m.start && n.end >= m.end {
			m.start, m.end = min(m.start, n.start), max(m.end, n.end)
		}
	}
	return m
}

// sameClause reports no comma, colon or stop within [lo, hi).
func (r *reading) sameClause(lo, hi int) bool {
	return !strings.ContainsAny(r.s[lo:hi], ",;:.、。")
}

// inPayee reports a mention inside the name of another payee: "land" of
// Example Land Surveys in "HM Land Registry".
func (r *reading) inPayee(m mention) bool {
	for _, h := range r.hits {
		if h.classes&cOtherPayee != 0 && h.start <= m.start && m.end <= h.end && h.end-h.start > m.end-m.start {
			return true
		}
	}
	return false
}
