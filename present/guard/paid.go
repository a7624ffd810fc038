package guard

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Money beside a public authority or another payee, or of no referred
// item, said to be someone else's in the sentence after it: "Die
// Gerichtskosten … bei 3 × 3.000 € also 9.000 €. Diese Kosten gehen an
// die Staatskasse." The first sentence alone may read as the operator's
// (the service it is for is named); the second says whom it is paid to,
// or that it is not the operator's ("That's a government fee, not the
// solicitors'").

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

// apartFromReferred reports a sentence with one amount that names no
// referred item or its operator, no kind of business outside the payees'
// names, points at no operator and offers no guide or comparison: "Wer mehr als
// 10.000 € im Jahr für Ärzte ausgibt, kann einen Teil absetzen." Whose
// the money is, the next sentence may say (saysNotOperators).
func (r *reading) apartFromReferred(v *view) bool {
	// one amount: a sentence after it that disowns a fee says nothing of
	// another ("Expect £2,400, plus £11 for each copy of the certificate")
	k := slices.IndexFunc(r.nums, r.money)
	if k < 0 || !r.amounts1() {
		return false
	}
	// nor of what "and" joins before it: "The day itself and the
	// certificate copies come to £2,411"
	if cs, _ := r.punctClause(r.nums[k].start, r.nums[k].end); r.hasIn(cs, r.nums[k].start, cClause) {
		return false
	}
	return !r.tied(v, 0, len(r.s)) && !r.tradeOutside() &&
		r.has&(cAtThem|cLikeness|cCompares|cSum) == 0 && !r.guides() && !r.question()
}

// saysNotOperators reports a sentence, after one with money of no
// referred item, that opens by pointing back at it, names another payee
// and says plainly the money is not the operator's: a referred operator
// or its kind of business right after a negation, with only connectors,
// number words or price words between ("That's the DVSA's fee, not
// Example Driving School's", "c'est l'aide de la CAF, pas un tarif de la
// crèche"), or, where negations follow, right before one ("これは裁判所の手数料で、Example法律事務所の費用ではありません"), or a
// phrase that sets money apart by saying no. It says no more after that,
// gives no amount, asks nothing, offers no guide and compares nothing:
// not "That's not far off what Example charges".
func (r *reading) saysNotOperators(v *view) bool {
	if !r.pointsBack() || slices.ContainsFunc(r.nums, r.money) || !r.payeeIn(0, len(r.s)) || r.question() || r.guides() || r.has&(cLikeness|cCompares|cAtThem) != 0 {
		return false
	}
	if r.disclaims(v) {
		return true
	}
	for _, m := range r.names {
		if !m.addr && slices.Contains(v.referred, m.item) && r.notOf(r.nameRun(m)) {
			return true
		}
	}
	return slices.ContainsFunc(r.hits, func(h hit) bool {
		return h.classes&cTrade != 0 && r.notOf(mention{start: h.start, end: h.end})
	})
}

// vouchesApart reports a sentence of one clause (nothing after a comma
// or a semicolon), after one with money of no referred item, that points
// back at it and says it is the own of another business it names by its
// own name (vouchesOwn), comparing nothing: "Dat is de prijs die Uitvaart Snel voor zijn eigen dienst
// hanteert"; not "That's their own price" (whose is the business the
// answer is about), "That's Greenway's own price, and Greenway owns the
// place you asked about", nor "That's their price, but nothing tells me
// the chapel is any dearer".
func (r *reading) vouchesApart(v *view) bool {
	_, ce := r.punctClause(0, 0)
	return r.pointsBack() && strings.TrimRight(r.s[ce:], " .!") == "" && r.has&(cLikeness|cCompares|cAtThem|cClause) == 0 &&
		(len(r.others) > 0 || r.namesFirm().inside) && r.vouchesOwn(v)
}

// pointsBack reports a sentence that opens with a phrase about the one
// before it ("That's", "Das ist", "これは"), past white space and
// markdown, a word boundary after it where words are spaced.
func (r *reading) pointsBack() bool { return r.pointsBackAt(0) }

// pointsBackAt reports such a phrase opening the text at i: the clause
// that starts there.
func (r *reading) pointsBackAt(i int) bool {
	s := strings.TrimLeft(r.s[i:], " \n*_-")
	for _, p := range r.voc.pointBack {
		if !strings.HasPrefix(s, p) {
			continue
		}
		rest := s[len(p):]
		if c, _ := utf8.DecodeRuneInString(rest); rest == "" || noSpaces(c) || !unicode.IsLetter(c) && !unicode.IsDigit(c) || spaceless(p) {
			return true
		}
	}
	return false
}

// notOf reports a negation that says money is not of the mention m, and
// nothing more after it (saysNotOperators).
func (r *reading) notOf(m mention) bool {
	// articles and the like, price words: not "not far off the chapel's"
	short := func(i, j int) bool {
		return r.hasIn(i, j, cConnector|cPrice|cNumber) || r.voc.articles[r.s[i:j]] || strings.Trim(r.s[i:j], "'’") == ""
	}
	for _, h := range r.hits {
		if h.classes&cNegation == 0 || h.classes&cNothing != 0 {
			continue
		}
		if !r.voc.negAfter && h.end <= m.start && r.sameClause(h.end, m.start) && r.everyWord(h.end, m.start, short) {
			return r.endsMatter(m.end, true)
		}
		if r.voc.negAfter && h.start >= m.end && r.sameClause(m.end, h.start) && r.onlyParticlesOrPrice(m.end, h.start) {
			_, ce := r.clause(h.start, h.end)
			return r.endsMatter(ce, false)
		}
	}
	return false
}

// onlyParticlesOrPrice reports nothing in [lo, hi) but hiragana and
// price words: the "の費用" of "Example法律事務所の費用ではありません".
func (r *reading) onlyParticlesOrPrice(lo, hi int) bool {
	for i := lo; i < hi; {
		if h, ok := hitAt(r.hits, i, cPrice); ok && h.end <= hi {
			i = h.end
			continue
		}
		c, size := utf8.DecodeRuneInString(r.s[i:])
		if !unicode.Is(unicode.Hiragana, c) {
			return false
		}
		i += size
	}
	return true
}
