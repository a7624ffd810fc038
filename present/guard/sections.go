package guard

import "strings"

// Sections: a heading says whose the money in the block under it is.
// "**Taxas do Detran (públicas)**" heads public fees, "**Votre budget**"
// the person's own money, down to the first blank line after it.

// sectionAfter returns whose money the block after this sentence is in:
// what a heading says (sectionOf); the section before, inside its block;
// operatorMoney once a blank line ends the block.
func (r *reading) sectionAfter(v *view, before owner) owner {
	if headsLines(r.s) {
		return r.sectionOf(v)
	}
	if strings.HasSuffix(strings.TrimRight(r.text, " \t"), "\n\n") {
		return operatorMoney
	}
	return before
}

// sectionOf tells whose money a heading says the lines under it give:
// another payee's where it names one ("**Contributo unificato
// (Stato)**"), the person's where it names their budget ("**Tu
// presupuesto**", "**お二人の予算**"); operatorMoney where it names a
// referred item, its operator, a kind of business outside the payees'
// names, an amount, or none of these.
func (r *reading) sectionOf(v *view) owner {
	if len(r.nums) > 0 || r.tied(v, 0, len(r.s)) || r.tradeOutside() || r.has&cAtThem != 0 {
		return operatorMoney
	}
	switch {
	case r.payeeIn(0, len(r.s)):
		return othersMoney
	case r.has&cBudget != 0:
		return personsMoney
	}
	return operatorMoney
}

// inSection reports a clause under a heading that says whose its money
// is, that names no kind of business, sums, guesses or compares nothing
// and offers no guide: its amounts are the heading's payee's or the
// person's.
func (r *reading) inSection(cs, ce int) bool {
	if r.section == operatorMoney || r.hasIn(cs, ce, cTrade|cAtThem|cOwn|cListing|cEstimate|cSum|cAnother) ||
		r.has&(cLikeness|cCompares) != 0 || r.guides() {
		return false
	}
	if r.section == personsMoney {
		// the person's money is had, saved or given, not priced: not
		// "a basic package would take about £3,000 of it"
		return !r.hasIn(cs, ce, cPrice|cCharge|cFree)
	}
	// a fee said to be one, labelled, or beside the person's own thing
	// ("Sur votre achat à 250 000 €"): not "Calcula unos 1.500 € más
	// para el resto"
	_, _, labelled := r.lineLabel()
	return labelled || r.hasIn(cs, ce, cPrice|cCharge|cYou)
}
