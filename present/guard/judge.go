package guard

import (
	"slices"
	"strings"

	"github.com/agent-capability/onrequest/internal/lexicon"
)

// cBudget marks the person's own money: a budget, savings, what they said
// they would spend.
var cBudget = classBit(lexicon.Budget)

// A reading is one sentence as the guard reads it: folded, its addresses
// blanked, with the phrases and numbers found in it.
type reading struct {
	folded   string // folded, addresses kept: to find an item's address
	s        string // folded, addresses blanked
	hits     []hit
	nums     []number
	names    []mention // the items the sentence names, and their addresses
	has      class     // every class of the hits
	address  bool      // the sentence gives a web or mail address or a tel: number
	negAfter bool      // the language puts a negation after what it negates
	// repeatsOptIn: it repeats four words in a row of what an operator
	// gave on opt-in.
	repeatsOptIn bool
}

// A verdict is the judgement of one sentence.
type verdict struct {
	value bool // a value for a referred item from another source (OR-6.3)
	done  bool // a pending or referred action said to be done (OR-5.8)
	// usesOptIn: the sentence repeats what an operator gave on opt-in;
	// attributes: it says that came on request (OR-6.4).
	usesOptIn, attributes bool
}

// judge is the guard's one judgement: a sentence against the view of the
// conversation. It is pure; Check and Stream both call it.
//
// The OR-6.4 questions are asked only while the answer needs them: once it
// used opt-in information (seen false) and until it says where that came
// from (said false). priceCol is the column of a table whose header says
// price, or -1: a row gives a value in that cell however bare.
func judge(v *view, r reading, seen, said bool, priceCol int) verdict {
	var vd verdict
	if len(v.referred) > 0 {
		vd.value = r.leaksValue(v) || r.pricedCell(priceCol)
	}
	if len(v.optIn) > 0 && !vd.value {
		vd.value = r.mixesOptIn(v) || r.stretchesOptIn(v)
	}
	if len(v.acts) > 0 {
		vd.done = r.claimsDone(v)
	}
	if len(v.optIn) > 0 {
		vd.usesOptIn, vd.attributes = r.optInUse(v, !seen, !said)
	}
	return vd
}

// leaksValue reports an amount, or a zero price, that is not the
// operators' own and is not tied to someone else (a fare, a parking fee,
// a public authority, the person's own budget).
func (r *reading) leaksValue(v *view) bool {
	if len(r.nums) == 0 && r.has&cFree == 0 {
		return false
	}
	for _, n := range r.nums {
		if r.money(n) && !v.optInAmounts[cents(n.value)] && !r.otherPayee(v, n.start, n.end) {
			return true
		}
	}
	if r.has&cFree != 0 && !r.question() { // "is the first meeting free?" states no price
		for _, h := range r.hits {
			if h.classes&cFree != 0 && !r.otherPayee(v, h.start, h.end) {
				return true
			}
		}
	}
	return false
}

// pricedCell reports a number in the given cell of a table row: under a
// header that says price, "| Basic | 60 |" gives a value.
func (r *reading) pricedCell(col int) bool {
	if col < 0 {
		return false
	}
	start, end, ok := r.cell(col)
	if !ok {
		return false
	}
	for _, n := range r.nums {
		if n.start >= start && n.end <= end && !n.time && !n.date && !n.phone && r.after(n) != afterCount {
			return true
		}
	}
	return false
}

// cell returns the bounds of a table row's cell, counted from 0.
func (r *reading) cell(col int) (start, end int, ok bool) {
	row := strings.TrimSpace(r.s)
	if !strings.HasPrefix(row, "|") {
		return 0, 0, false
	}
	at := strings.IndexByte(r.s, '|') + 1
	for k := 0; ; k++ {
		next := strings.IndexByte(r.s[at:], '|')
		if next < 0 {
			return 0, 0, false
		}
		if k == col {
			return at, at + next, true
		}
		at += next + 1
	}
}

// priceColumn returns the column of a table header row that says price
// ("| Service | Price |"), -1 for a row of another table or no table,
// and keep for the row under a header ("|---|---|") and the rows of the
// same table.
func (r *reading) priceColumn(keep int) int {
	if _, _, ok := r.cell(0); !ok {
		return -1
	}
	if len(r.nums) > 0 || strings.Trim(r.s, "|-: \n") == "" {
		return keep
	}
	for k := 0; ; k++ {
		start, end, ok := r.cell(k)
		if !ok {
			return keep
		}
		if _, ok := firstHit(r.hits, start, end, cPrice); ok {
			return k
		}
	}
}

// mixesOptIn reports a sentence that uses an amount an operator gave on
// opt-in and states another beside it ("a consult is €42.50; with a
// vaccination it comes to €68"): the other is no operator's, and must not
// be attributed to one.
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
// is not what the operator said, and must not be attributed to it.
func (r *reading) stretchesOptIn(v *view) bool {
	if len(named(r.names, 0, len(r.s), v.optIn)) == 0 {
		return false
	}
	for _, n := range r.nums {
		if r.money(n) && !v.optInAmounts[cents(n.value)] && !r.otherPayee(v, n.start, n.end) {
			return true
		}
	}
	return false
}

// otherPayee reports whether the money at [start, end) is tied to someone
// other than the operators' referred items: its clause names a fare, a
// parking fee, a public authority, the person's budget, and does not name
// a referred item or its operator (a mention after a negation, "not the
// funeral home", does not count); or the sentence says the money is not
// the operator's ("… the registry office, not the funeral home; a copy
// costs $25").
func (r *reading) otherPayee(v *view, start, end int) bool {
	cs, ce := r.punctClause(start, end)
	if open, closed := r.brackets(start); open >= 0 {
		// an aside in brackets belongs to the clause around it
		cs, _ = r.punctClause(open, open)
		_, ce = r.punctClause(closed+1, closed+1)
	}
	if r.ownBudget(cs, ce, start, end) {
		return true
	}
	if _, ok := hitAt(r.hits, skipSpace(r.s, cs), cClause); !ok && cs > 0 && !r.payeeIn(cs, ce) {
		// "If you're taking a pet taxi, Example Pet Cabs charges £15": the
		// clause before says who is paid, unless "and" starts a new one
		cs, _ = r.punctClause(cs-1, cs-1)
		if r.ownBudget(cs, ce, start, end) {
			return true // "You said, you'd spend at most 3000"
		}
	}
	switch {
	case r.tied(v, cs, ce):
		return false
	case r.payeeIn(cs, ce):
		return true
	}
	return r.payeeIn(0, len(r.s)) && r.disowns(v)
}

// ownBudget reports a clause that speaks of the person's own money
// (what they said they would spend, have saved) next to the amount at
// [start, end), with no price word between the two: "you told me you'd
// spend at most 600 on the repair" and "you have 600 put aside" are
// theirs even where they name the repair; "you told me the chapel
// charges 600" is not.
func (r *reading) ownBudget(cs, ce, start, end int) bool {
	for _, b := range r.hits {
		// a spending verb alone is no one's budget: "most families spend 1500"
		if b.classes&cBudget == 0 || b.classes&cPrice != 0 || b.start < cs || b.end > ce {
			continue
		}
		lo, hi := b.end, start
		if h, ok := firstHit(r.hits, lo, lo+12, cPrice); ok && h.end <= hi {
			lo = h.end // the budget's own verb: "Ihr Budget liegt bei 3.000 €", "vous avez versé l'acompte de 600 €"
		}
		if b.start >= end {
			lo, hi = end, b.start
		}
		if lo <= hi && !r.priceIn(lo, hi) {
			return true
		}
	}
	return false
}

// priceIn reports a price word (not a spending verb) within [lo, hi).
func (r *reading) priceIn(lo, hi int) bool {
	for _, h := range r.hits {
		if h.classes&cPrice != 0 && h.classes&cBudget == 0 && h.start >= lo && h.end <= hi {
			return true
		}
	}
	return false
}

// payeeIn reports a word for someone other than the operator within
// [cs, ce).
func (r *reading) payeeIn(cs, ce int) bool {
	for _, h := range r.hits {
		if h.classes&cOtherPayee != 0 && h.start >= cs && h.end <= ce {
			return true
		}
	}
	return false
}

// tied reports a referred item named in [cs, ce), not after a negation.
func (r *reading) tied(v *view, cs, ce int) bool {
	for _, m := range r.names {
		if !m.addr && m.start >= cs && m.end <= ce && slices.Contains(v.referred, m.item) && !r.negated(m) && !r.placeAt(m.start) && !r.rideTo(m) && !r.inPayee(m) {
			return true
		}
	}
	return false
}

// disowns reports a sentence that names a referred item after a negation:
// "not the funeral home", "nicht an die Fahrschule", "não à agência".
func (r *reading) disowns(v *view) bool {
	for _, m := range r.names {
		if !m.addr && slices.Contains(v.referred, m.item) && r.negated(m) {
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
		if h.end <= m.start && m.start-h.end <= 24 || r.negAfter && h.start >= m.end && h.start-m.end <= 24 {
			return true
		}
	}
	return false
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

// rideTo reports a mention that a fare leads to, two short words at most
// between: "the taxi to the chapel", "ein Taxi zur Kapelle": the
// operator is where the ride goes, not who is paid.
func (r *reading) rideTo(m mention) bool {
	for _, h := range r.hits {
		if h.classes&cOtherPayee == 0 || h.end > m.start || m.start-h.end > 14 {
			continue
		}
		gap := strings.Fields(r.s[h.end:m.start])
		if len(gap) <= 2 && !r.priceIn(h.end, m.start) {
			return true
		}
	}
	return false
}

// placeAt reports a place word just before i: "next to the manor" says
// where, not who is paid.
func (r *reading) placeAt(i int) bool {
	for _, h := range r.hits {
		if h.classes&cPlace != 0 && h.end <= i && i-h.end <= 8 {
			return true
		}
	}
	return false
}

// punctClause returns the bounds of the clause around [start, end), cut at
// punctuation only; an aside in brackets does not cut it ("un taxi
// desde el polígono (nave 14) sale por unos 12 €").
func (r *reading) punctClause(start, end int) (int, int) {
	cs, ce := 0, len(r.s)
	for i := start - 1; i >= 0; i-- {
		if r.s[i] == ')' {
			if j := strings.LastIndexByte(r.s[:i], '('); j >= 0 {
				i = j
				continue
			}
		}
		if clauseMark[r.s[i]] && !digitAround(r.s, i) {
			cs = i + 1
			break
		}
	}
	for i := end; i < len(r.s); i++ {
		if r.s[i] == '(' {
			if j := strings.IndexByte(r.s[i:], ')'); j >= 0 {
				i += j
				continue
			}
		}
		if clauseMark[r.s[i]] && !digitAround(r.s, i) {
			ce = i
			break
		}
	}
	return cs, ce
}

// brackets returns where the brackets around i open and close, or -1.
func (r *reading) brackets(i int) (open, closed int) {
	open = strings.LastIndexByte(r.s[:i], '(')
	if open < 0 || strings.IndexByte(r.s[open:i], ')') >= 0 {
		return -1, -1
	}
	j := strings.IndexByte(r.s[i:], ')')
	if j < 0 {
		return -1, -1
	}
	return open, i + j
}

// clause returns the bounds of the clause around [start, end): cut at
// punctuation and at the words that start a clause.
func (r *reading) clause(start, end int) (int, int) {
	cs, ce := 0, len(r.s)
	if i := strings.LastIndexAny(r.s[:start], ",;:()|–—"); i >= 0 && !digitAround(r.s, i) {
		cs = i + 1
	}
	if i := strings.IndexAny(r.s[end:], ",;:()|–—"); i >= 0 && !digitAround(r.s, end+i) {
		ce = end + i
	}
	for _, h := range r.hits {
		if h.classes&cClause == 0 {
			continue
		}
		if h.end <= start && h.start > cs {
			cs = h.start
		}
		if h.start >= end && h.start < ce {
			ce = h.start
		}
	}
	return cs, ce
}

// digitAround: a comma or colon inside a number (2,450; 15:00).
func digitAround(s string, i int) bool {
	return i > 0 && i+1 < len(s) && isDigit(s[i-1]) && isDigit(s[i+1])
}
