package guard

import (
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/agent-capability/onrequest/internal/lexicon"
)

// cBudget marks the person's own money: a budget, savings, what they said
// they would spend.
var cBudget = classBit(lexicon.Budget)

// A reading is one sentence as the guard reads it: folded, its addresses
// blanked, with the phrases and numbers found in it.
type reading struct {
	folded  string // folded, addresses kept: to find an item's address
	s       string // folded, addresses blanked
	hits    []hit
	nums    []number
	names   []mention // the items the sentence names, and their addresses
	has     class     // every class of the hits
	address bool      // the sentence gives a web or mail address or a tel: number
	// voc is the language's vocabulary, whose word lists the questions
	// asked of the sentence read
	voc *vocab
	// repeatsOptIn: it repeats four words in a row of what an operator
	// gave on opt-in.
	repeatsOptIn bool
	// othersCurrency: every amount with its currency written is someone
	// else's, so the currency makes no other number an amount ("Your
	// father is 88 and gets a pension of €1,650").
	othersCurrency bool
	// others: where it names a business the conversation does not know,
	// by a proper name with a kind of business in it ("Oakfield Funeral
	// Home") or as another ("the other practice").
	others []mention
	// text: the sentence as written, whose capitals tell a business
	// named by its own name (namesFirm), where a price or guide asks
	text    string
	amounts []kept      // per number: whether it is money, once asked
	owners  []ownerKept // whose money, where asked
}

// dropWordCodes drops the currency of a code that is also a word
// (capsOnly: "try", "pen", French "ils") where it is not written in
// capitals, unless after an amount of hundreds: "Try 2 or 3 of their
// playlists", "le 31 ils sont fermés"; "TRY 450" and "2,950 pen" stay
// amounts.
// text is what was folded, the same length, so that its places match.
func (r *reading) dropWordCodes(text string, capsOnly map[string]bool) {
	for k, h := range r.hits {
		if h.classes&cCurrency == 0 || !capsOnly[r.s[h.start:h.end]] {
			continue
		}
		if digitsBefore(r.s[:h.start]) >= 3 {
			continue // after an amount of hundreds, in any case: "2,950 pen"; not "le 31 ils"
		}
		if w := text[h.start:h.end]; w != strings.ToUpper(w) {
			r.hits[k].classes &^= cCurrency
		}
	}
}

// digitsBefore counts the digits of the number that s ends with, white
// space and group separators between them.
func digitsBefore(s string) int {
	s = strings.TrimRight(s, " ")
	n := 0
	for i := len(s) - 1; i >= 0; i-- {
		switch c := s[i]; {
		case isDigit(c):
			n++
		case n > 0 && strings.IndexByte(".,' ", c) >= 0:
		default:
			return n
		}
	}
	return n
}

// dropTitleNegations drops the negations written in title case inside a
// sentence: a word of a name ("Les Petits Pas", "Casa No Name"), not a
// negation. text is what was folded, the same length, so that its
// places match.
func (r *reading) dropTitleNegations(text string) {
	for k, h := range r.hits {
		if h.classes&cNegation == 0 || h.end-h.start < 2 {
			continue
		}
		first, n := utf8.DecodeRuneInString(text[h.start:])
		second, _ := utf8.DecodeRuneInString(text[h.start+n:])
		lead := strings.TrimRight(text[:h.start], " *_\"'«“(-")
		if unicode.IsUpper(first) && unicode.IsLower(second) && lead != "" && !strings.ContainsAny(lead[len(lead)-1:], ".!?:;\n") {
			r.hits[k].classes &^= cNegation
		}
	}
}

// plainNames drops the senses of words inside the names the sentence
// gives: "pas" in "Les Petits Pas", "no" in "Casa No Name" negate
// nothing, "e" in "banho e tosa" starts no clause, and "Aberto" in
// "Sorriso Aberto" speaks of no opening hours;
// inside an operator's name, "Still" of "Still Water Yoga" leaves
// nothing open. A skill's name keeps them: "Pedido" of "Pedido de apoio
// noturno" is the request. It runs before the reading's classes are
// gathered.
func (r *reading) plainNames(v *view) {
	for k, h := range r.hits {
		if h.classes&(inNames()|cClause) == 0 {
			continue
		}
		for _, m := range r.names {
			if m.addr || m.start > h.start || h.end > m.end {
				continue
			}
			r.hits[k].classes &^= cNegation | cTopic | cClause
			if v.operatorWord(m.item, r.s[m.start:m.end]) {
				r.hits[k].classes &^= inNames()
			}
		}
	}
}

// referredPayees drops the payee sense of a phrase that a referred
// item's skill name holds, where the sentence names that item there:
// "day pass" of a spa's "Day pass prices", "parking" of a car park's
// "Parking rates", name what the operator charges for, not a ride or a
// parking fee.
func (r *reading) referredPayees(v *view) {
	for k, h := range r.hits {
		if h.classes&cOtherPayee != 0 && slices.ContainsFunc(r.names, func(m mention) bool {
			return !m.addr && m.start < h.end && h.start < m.end && slices.Contains(v.referred, m.item) &&
				strings.Contains(v.skill[m.item], r.s[h.start:h.end])
		}) {
			r.hits[k].classes &^= cOtherPayee
		}
	}
}

// inNames returns the senses a word may lose inside a name.
func inNames() class { return cNegation | cTopic | cOpen | cCondition | cFuture | cDone }

// unnegateReminders drops the negation of a reminder, which negates
// nothing that follows it: the one inside it ("don't forget your
// appointment on Thursday at 3"), or, where the language puts it after
// the verb and the reminder's words hold none (negation tells), the
// first one after it before a clause mark, a bracket or a word that
// starts a clause ("vergeet uw verzekeringspas niet"). It runs before
// the reading's classes are gathered.
func (r *reading) unnegateReminders(negation func(word string) bool) {
	for _, h := range r.hits {
		if h.classes&cReminder == 0 {
			continue
		}
		inside := slices.ContainsFunc(strings.Fields(r.s[h.start:h.end]), negation)
		for k, n := range r.hits {
			if n.classes&cNegation != 0 && n.start >= h.start && n.end <= h.end {
				r.hits[k].classes &^= cNegation
			}
		}
		if inside {
			continue // "non dimentichi che … non è prenotato"
		}
		for k, n := range r.hits {
			if n.start >= h.end && n.classes&cClause != 0 {
				break // "Vergiss die Mail von gestern und verlass dich nicht auf …"
			}
			if n.classes&cNegation != 0 && n.start >= h.end {
				if !strings.ContainsAny(r.s[h.end:n.start], negationStops+"()") {
					r.hits[k].classes &^= cNegation
				}
				break
			}
		}
	}
}

// A verdict is the judgement of one sentence.
type verdict struct {
	value bool // a value for a referred item from another source (OR-6.3)
	done  bool // a pending or referred action said to be done (OR-5.8)
	// usesOptIn: the sentence repeats what an operator gave on opt-in;
	// attributes: it says that came on request (OR-6.4).
	usesOptIn, attributes bool
	// othersPrice: it gives another operator's own price, which a later
	// sentence must not offer as a guide to a referred one; businessPrice:
	// that price is a business's, not a fare's or a fee's.
	othersPrice, businessPrice bool
	// ownDisowned: it gives someone else's amount and says it is not the
	// operator's, so a guide to the operator after it is a value.
	ownDisowned bool
	// disowns: it says money is another payee's, not the operator's
	// ("la concession n'est pas vendue par Delorme mais par la mairie").
	disowns bool
	// awaits: it gives a business's own listed price, a value unless the
	// next sentence disclaims the operator; disclaims: it says a price
	// tells nothing of a referred operator.
	awaits, disclaims bool
	// labelled: it gives the price in a row or list item labelled with
	// the business's name (labelledOwn), so that the next such line,
	// another business's, lets it pass.
	labelled bool
	// bare: it gives a bare number about a referred item, a value if the
	// next sentence gives its currency alone (currency): "Bei der Praxis
	// am Stadtpark kommen Sie wohl mit 160 hin. Das wären Euro, …"
	bare, currency bool
	// pricesOpen: it speaks of a referred item's price and gives no
	// amount, which the next sentence may give bare (endsWithAmount).
	pricesOpen bool
	// labelsAct: it is a heading or a label of a pending action, whose
	// slot the next line may give (labelsAct, slotLine).
	labelsAct bool
	// withholds: it says a referred operator gives its prices only to
	// the person who asks (withholds, keepsUnknown).
	withholds bool
	// paid: it gives money beside another payee, a value unless the next
	// sentence says whom it goes to (paysElsewhere).
	paid, paysElsewhere bool
	// apart: it gives money of no referred item, a value unless the next
	// sentence says plainly that it is not the operator's (disownsApart).
	apart, disownsApart bool
}

// sofar is what the sentences of an answer before this one said, as far
// as judging the next one needs.
type sofar struct {
	// usedOptIn: the answer used opt-in information; attributed: it said
	// where that came from. The OR-6.4 questions are asked only while the
	// answer needs them.
	usedOptIn, attributed bool
	// priceCol is the column of the table being written whose header
	// says price or names a referred operator: a row gives a value in
	// that cell however bare.
	priceCol column
	// othersPriced: a sentence gave another operator's own price;
	// disclaimed: a sentence let a listed price pass by disclaiming the
	// operator; awaiting: the sentence just before gave a listed price
	// and waits for this one.
	othersPriced, disclaimed, awaiting bool
	// awaitingLabelled: the sentence awaiting is a labelled line.
	awaitingLabelled bool
	// hedgedList: the lines since a heading, a line all in bold or one
	// that ends in a colon, that said what follows hangs on staff
	// confirming, would be, or is a draft ("**If the clinic confirms, the
	// week would look like this**", "**旅程（案）**"), are its list: they
	// say what would be, unless a word in one says done. lineGoesOn: the
	// sentence before ended inside its line, which this one goes on with
	// ("- 1月9日：…リクエスト中。女将さんからの…").
	hedgedList, lineGoesOn bool
	// introduced: the lines since a sentence that named a referred item
	// and ended in a colon are its list ("Here is what Example Memorial
	// Chapel charges per package:"), whatever their labels say.
	introduced bool
	// businessPriced: a sentence gave another business's own price, not
	// a fare or a fee: a comparison after it is to that price.
	businessPriced bool
	// awaitingBare: the sentence just before gave a bare number about a
	// referred item and waits for this one; awaitingPaid: money beside
	// another payee.
	awaitingBare, awaitingPaid bool
	// awaitingApart: the sentence just before gave money of no referred
	// item and waits for this one.
	awaitingApart bool
	// disowned: the sentence just before said money is another payee's,
	// not the operator's: an amount beside a payee, in a sentence that
	// names no business, is that payee's (paidToPayee). Not after a kind
	// of business disowned ("not the undertaker's"): "A 25% deposit on
	// the £1,800 cremation comes to £450" is then worked out at a rate
	// too.
	disowned bool
	// pricesOpen: the sentence just before spoke of a referred item's
	// price and gave no amount.
	pricesOpen bool
	// labelsAct: the sentence just before was a heading or a label of a
	// pending action.
	labelsAct bool
	// withheld: a sentence before said a referred operator gives its
	// prices only to the person who asks: a business's own price, listed
	// where it lists them, is then offered as that business's own
	// ("Catering Example no publica tarifas … Si prefieres un catering con
	// precios publicados, Casa Triana tiene en su web un menú a 62 €"); one
	// paid there is not ("…, and a simple service there came to £2,400").
	withheld bool
}

// judge is the guard's one judgement: a sentence against the view of the
// conversation and what the answer said before it. It is pure; Check
// and Stream both call it.
func judge(v *view, r reading, before sofar) verdict {
	var vd verdict
	if len(v.referred) > 0 {
		vd.value = r.leaksValue(v, before.disowned) || r.pricedCell(v, before.priceCol) || r.boundsPrice(v) ||
			before.pricesOpen && r.endsWithAmount(v)
		vd.pricesOpen = r.pricesOpen(v)
		vd.businessPrice = r.anotherOwn(v) || r.businessPrice(v)
		vd.othersPrice = vd.businessPrice || r.givesOthersPrice(v)
		// someone else's, and not the operator's: a guide to it later is
		// a value
		disowned := !vd.value && slices.ContainsFunc(r.nums, func(n number) bool { return r.money(n) && r.disownedAfter(v, n) })
		vd.othersPrice = vd.othersPrice || disowned
		vd.ownDisowned = disowned
		vd.disowns = r.disownsOperator(v) && r.payeeIn(0, len(r.s))
		// "Oakfield quoted £9,800. Thornbury should be in the same
		// ballpark": the other's price offered as a guide to a referred
		// item.
		// after a listed price the next sentence disclaimed, a guide is
		// to the operator wherever it points ("…Expect about the same
		// there"), unless it names another business ("Greenway Funerals
		// charges about the same as Oakfield")
		vd.value = vd.value || (before.othersPriced || vd.othersPrice) && !r.countsOnly() && (r.guides() || r.comparesAlone(v, before.awaiting || before.disclaimed || before.businessPriced)) && !r.sameAnywhere(v, before) && (r.guideTo(v) || before.disclaimed && len(r.others) == 0 && r.has&cOtherPayee == 0 && !r.namesFirm().inside)
		// a business's own listed price: the operator's unless this
		// sentence or the next says it tells nothing of the operator;
		// whether one does is asked only where it matters
		labelled := !before.introduced && r.labelledOwn(v)
		listed := vd.value && (r.listsOwn(v) || labelled)
		vd.withholds = r.withholds(v) || r.keepsUnknown(v)
		if listed || before.awaiting {
			// the sentence after a listed price may also vouch for it, and
			// one before it that withheld the operator's does
			vd.disclaims = r.disclaims(v) || listed && before.withheld && r.affirms(cListing) || before.awaiting && (r.vouchesOwn(v) || vd.withholds || before.awaitingLabelled && labelled)
		}
		if listed {
			vd.value, vd.awaits = false, !vd.disclaims
			vd.labelled = vd.awaits && labelled
			vd.othersPrice = vd.othersPrice || vd.disclaims
		}
		if vd.value && !vd.awaits && r.paidBeside(v) {
			vd.value, vd.paid = false, true
		}
		if vd.value && !vd.awaits && !vd.paid && r.apartFromReferred(v) {
			vd.value, vd.apart = false, true
		}
		vd.paysElsewhere = before.awaitingPaid && r.saysPaidElsewhere(v)
		vd.disownsApart = before.awaitingApart && (r.saysNotOperators(v) || r.vouchesApart(v))
		vd.currency = before.awaitingBare && r.currencyAlone()
		vd.bare = !vd.value && !vd.awaits && !vd.paid && !vd.apart && r.bareAmount(v)
		if vd.bare && r.bareIsPrice(v) {
			vd.value, vd.bare = true, false
		}
	}
	// beside a referral an operator's other amount may be the referred
	// item's; without one nothing limits amounts (OR-6.3 names only
	// on-request and action-referred)
	if len(v.optIn) > 0 && len(v.referred) > 0 && !vd.value {
		vd.value = r.mixesOptIn(v) || r.stretchesOptIn(v)
	}
	if len(v.acts) > 0 {
		vd.done = r.claimsDone(v) && !(before.hedgedList && (r.isLine() || before.lineGoesOn) && r.has&cDone == 0) || before.labelsAct && r.slotLine(v)
		if vd.done && vd.apart {
			vd.value, vd.apart = true, false // blocked anyway: its money too, as before it could wait
		}
		vd.labelsAct = r.labelsAct(v)
	}
	if len(v.optIn) > 0 {
		vd.usesOptIn, vd.attributes = r.optInUse(v, !before.usedOptIn, !before.attributed)
	}
	return vd
}

// paidToPayee reports an amount at n whose clause names another payee,
// or whose next clause says to pay one, in a sentence that names no
// referred item, no operator (by name or a pronoun), no kind of business
// and offers no guide: after a sentence that disowned the operator, "In
// Zwolle kost dat ongeveer € 1.500 voor 20 jaar, te betalen aan de
// gemeente zelf" is the town's, and so is an amount worked out at a
// rate ("Sobre 180.000 € y al 7 %, serían 12.600 €"); not "…, and a
// standard funeral on top is about £2,450", nor "… about €2,400, 20% VAT
// included".
func (r *reading) paidToPayee(v *view, n number) bool {
	if r.tied(v, 0, len(r.s)) || r.has&(cAtThem|cTrade|cLikeness) != 0 {
		return false
	}
	cs, ce := r.punctClause(n.start, n.end)
	if r.payeeIn(cs, ce) || r.workedOut(n) {
		return true // or worked out at a rate, as a tax is: "Sobre 180.000 € y al 7 %, serían 12.600 €"
	}
	return r.paidToAfter(ce)
}

// paidToAfter reports the clause right after the comma at ce saying
// whom to pay: "…, te betalen aan de gemeente zelf", "…, paid to HM
// Courts & Tribunals Service"; not "…, plus the council's plot fee",
// nor a clause with an amount of its own, which it pays ("…, plus € 150
// inschrijvingskosten bij het Kadaster").
func (r *reading) paidToAfter(ce int) bool {
	after := ce + 1
	if strings.HasPrefix(r.s[ce:], "、") {
		after = ce + len("、")
	} else if ce == len(r.s) || r.s[ce] != ',' {
		return false
	}
	ns, ne := r.punctClause(after, after)
	pay, ok := firstHit(r.hits, ns, ne, cCharge)
	return ok && r.payeeIn(pay.end, ne) && !r.numberIn(ns, ne)
}

// workedOut reports an amount that is the base or the result of a rate
// worked out in the sentence: a percentage, and two amounts one of which
// is that share of the other, within 1% ("Sobre 180.000 € y al 7 %,
// serían 12.600 €").
func (r *reading) workedOut(n number) bool {
	for _, p := range r.nums {
		if !r.percentAfter(p) {
			continue
		}
		for _, m := range r.nums {
			if m == n || m == p || !r.money(m) {
				continue
			}
			base, share := max(n.value, m.value), min(n.value, m.value)
			if want := base * p.value / 100; want > 0 && math.Abs(share-want) <= want/100 {
				return true
			}
		}
	}
	return false
}

// percentAfter reports a percent sign or word right after n.
func (r *reading) percentAfter(n number) bool {
	at := skipSpace(r.s, n.end)
	_, ok := hitAt(r.hits, at, cPercent)
	return ok || strings.HasPrefix(r.s[at:], "%") || strings.HasPrefix(r.s[at:], "％")
}

// leaksValue reports an amount, or a zero price, that is not the
// operators' own and is not tied to someone else (a fare, a parking fee,
// a public authority, the person's own budget).
func (r *reading) leaksValue(v *view, disowned bool) bool {
	if len(r.nums) == 0 && r.has&(cFree|cCharge) == 0 {
		return false
	}
	if r.anotherOwn(v) {
		return false
	}
	for _, n := range r.nums {
		if r.operatorsAmount(v, n) && !(disowned && r.paidToPayee(v, n)) && !r.othersListed(v, n) && !r.disownedAfter(v, n) && !r.paidElsewhere(v, n) {
			return true
		}
	}
	if r.has&(cFree|cCharge) != 0 && !r.question() { // "is the first meeting free?" states no price
		for _, h := range r.hits {
			if (h.classes&cFree != 0 && !r.qualifiesAmount(v, h) && !r.freeTime(v, h) || r.chargesNothing(h)) && !r.otherPayee(v, h.start, h.end) && !r.othersZero(v, h) && !r.optInZero(v, h) && !r.askedWhether(h) {
				return true
			}
		}
	}
	return false
}

// askedWhether reports a word of a zero price that its clause asks
// about: "Je ne sais pas si l'annulation est gratuite", "ask whether the
// first meeting is free".
func (r *reading) askedWhether(h hit) bool {
	cs, _ := r.punctClause(h.start, h.end)
	w, ok := firstHit(r.hits, cs, h.start, cWhether)
	// what it asks, not a clause after it: not "Not sure if you knew, but
	// the first meeting is free"; "whether it's true that it is free"
	// still asks
	return ok && !r.hasIn(w.end, h.start, cClause)
}

// boundsPrice reports the person's own money said to be enough, or not,
// for a referred item or its operator: "with the €100 you wanted to
// spend, Gestoría Martín can do your return" tells the price is under
// €100.
func (r *reading) boundsPrice(v *view) bool {
	if r.has&cSuffices == 0 || !(r.tied(v, 0, len(r.s)) || r.has&cAtThem != 0) {
		return false
	}
	// not where it asks whether, or sets a condition: "danach sehen wir,
	// ob der Rest Ihres Budgets reicht", "その範囲で収まるか相談してみて"
	if !slices.ContainsFunc(r.hits, func(h hit) bool {
		cs, ce := r.punctClause(h.start, h.end)
		return h.classes&cSuffices != 0 && !r.hasIn(cs, ce, cOpen|cCondition) && !strings.HasPrefix(r.s[h.end:], "か")
	}) {
		return false
	}
	return slices.ContainsFunc(r.nums, func(n number) bool {
		return r.money(n) && r.ownerOf(v, n.start, n.end) == personsMoney
	})
}

// affirms reports a word of class cl that no negation covers in its
// clause.
func (r *reading) affirms(cl class) bool { return r.affirmsIn(0, len(r.s), cl) }

// affirmsIn reports a word of class cl within [lo, hi) that no negation
// covers in its clause.
func (r *reading) affirmsIn(lo, hi int, cl class) bool {
	return r.affirmsPast(lo, hi, cl, cNegation|cOpen)
}

// affirmsPast is affirmsIn where a word of class not before it in its
// clause takes it back.
func (r *reading) affirmsPast(lo, hi int, cl, not class) bool {
	if r.has&cl == 0 {
		return false
	}
	for _, h := range r.hits {
		if h.classes&cl == 0 || h.start < lo || h.end > hi {
			continue
		}
		cs, ce := r.clause(h.start, h.end)
		// nor under a negation or a whether before it: "Ob Dr. Brandt
		// ähnlich liegt, kann ich nicht sagen"
		if _, ok := firstHit(r.hits, cs, h.start, not); ok {
			continue
		}
		if _, ok := firstHit(r.hits, h.end, ce, cNegation); ok && r.voc.negAfter {
			continue
		}
		return true
	}
	return false
}

// mixesOptIn reports a sentence that uses an amount an operator gave on
// opt-in and states another beside it ("a consult is €42.50; with a
// vaccination it comes to €68"): the operator did not give the other, and
// while it refers an item the other may be that item's value.
func (r *reading) mixesOptIn(v *view) bool {
	given, other := false, false
	for _, n := range r.nums {
		if !r.money(n) {
			continue
		}
		if v.optInAmounts[cents(n.value)] {
			given = true
		} else if !r.otherPayee(v, n.start, n.end) {
			other = true
		}
	}
	return given && other
}

// stretchesOptIn reports an amount said of an operator that gave its
// prices on opt-in, and that is none of them: a total or a rate worked
// out from them ("a lesson of an hour is €58" from "€29 per half hour")
// is not what the operator said, and may be a referred item's value.
func (r *reading) stretchesOptIn(v *view) bool {
	if len(named(r.names, 0, len(r.s), v.optIn)) == 0 {
		return false
	}
	if r.anotherOwn(v) {
		return false
	}
	return slices.ContainsFunc(r.nums, func(n number) bool { return r.operatorsAmount(v, n) })
}

// operatorsAmount reports an amount that no one else's is: not one an
// operator gave on opt-in, nor another payee's, the person's or another
// operator's own.
func (r *reading) operatorsAmount(v *view, n number) bool {
	return r.money(n) && !v.optInAmounts[cents(n.value)] && !r.otherPayee(v, n.start, n.end) && !r.othersOwn(v, n)
}
