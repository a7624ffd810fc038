package guard

import "slices"

// Money beside a public authority or another payee, said to be theirs in
// the sentence after it: "Die Gerichtskosten … bei 3 × 3.000 € also
// 9.000 €. Diese Kosten gehen an die Staatskasse." The first sentence
// alone may read as the operator's (the service it is for is named);
// the second says whom it is paid to.

// paidBeside reports a sentence whose amounts each come beside another
// payee, that names no referred operator by its name, no kind of
// business outside the payees' names and no operator by a pronoun, and
// offers no guide: whom its money goes to, the next sentence may say.
func (r *reading) paidBeside(v *view) bool {
	// not a total with the operator's: "With the council's plot fee, the
	// whole funeral comes to about £3,400"
	if !slices.ContainsFunc(r.nums, r.money) || r.tiedToOperator(v, 0, len(r.s)) || r.tradeOutside() ||
		r.has&(cAtThem|cLikeness|cCompares|cSum) != 0 || r.guides() {
		return false
	}
	// each amount with a payee in its clause, or worked out at a rate:
	// not "The council's fee is £80, and the cremation comes to £1,900"
	for _, n := range r.nums {
		if cs, ce := r.punctClause(n.start, n.end); r.money(n) && !r.payeeIn(cs, ce) && !r.workedOut(n) {
			return false
		}
	}
	return true
}

// saysPaidElsewhere reports a sentence, after one that gave money beside
// another payee, that gives no amount and says whom that money goes to:
// to a payee ("Diese Kosten gehen an die Staatskasse", "これは自治体から
// の給付で…"), not to the operator ("Dat is gemeentegeld, niet voor
// Architectenbureau Example"), or not to a kind of business ("Ce n'est
// pas la rémunération du notaire"). It names no operator but to disown
// it, and compares nothing.
func (r *reading) saysPaidElsewhere(v *view) bool {
	if slices.ContainsFunc(r.nums, r.money) || r.question() || r.guides() || r.has&(cLikeness|cCompares|cAtThem) != 0 {
		return false
	}
	return r.disowns(v) || r.payeeIn(0, len(r.s)) && !r.tied(v, 0, len(r.s))
}
