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
		if !m.addr && slices.Contains(v.referred, m.item) && r.disowned(m) {
			return true
		}
	}
	return false
}

// disowned reports a mention under a negation or a word that sets money
// apart ("not Example Solicitors", "separate from anything the chapel
// charges").
func (r *reading) disowned(m mention) bool { return r.negated(m) || r.setApart(m) }

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
			r.voc.negAfter && h.start >= m.end && h.start-m.end <= 24 && !strings.ContainsAny(r.s[m.end:h.start], negationStops) {
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

// disownedAfter reports an amount that the sentence says is someone
// else's and then not the operator's: a referred item or operator named
// after it only under a negation or a word that sets money apart, every
// name of an operator so disowned, and an own word or another payee
// saying whose it is ("the cathedral charges its own €8 entry, which
// goes to the diocese, not to Example Walking Tours"; "è il loro
// prezzo, non quello di Piscine Example"). Not a guide ("…, not
// Example's, but theirs will be similar").
func (r *reading) disownedAfter(v *view, n number) bool {
	// a word that says whose, or one that disowns
	if r.guides() || r.has&(cOwn|cOtherPayee|cNegation|cApart) == 0 {
		return false
	}
	// whose it is, said in the amount's clause or, by an own word, in the
	// one right after it: not "The service costs £2,450; the permit goes
	// to the council, not to Example…", which speaks of something else
	cs, ce := r.punctClause(n.start, n.end)
	ns, ne := ce, ce
	if ce < len(r.s) {
		ns, ne = r.punctClause(ce+1, ce+1)
	}
	// ("Les frais de 2 450 € comprennent la taxe de la mairie, qui ne
	// revient pas à…" names a payee of a part)
	payee := r.payeeIn(cs, ce) && !r.hasIn(cs, ce, cIncluded)
	if !payee && !r.affirmsIn(cs, ce, cOwn) && !r.affirmsIn(ns, ne, cOwn) && !r.contrasted(v, cs, ce) {
		return false
	}
	disowned := func(m mention) bool { return r.negated(m) || r.setApart(m) }
	after := false
	for _, m := range r.names {
		if m.addr || !slices.Contains(v.referred, m.item) {
			continue
		}
		// a word of a whole name disowned is: "Chapel" of "non quello di
		// Example Memorial Chapel"
		disowned := disowned(m) || slices.ContainsFunc(r.names, func(o mention) bool {
			return !o.addr && o.start <= m.start && m.end <= o.end && disowned(o)
		})
		if !disowned && v.operatorWord(m.item, r.s[m.start:m.end]) {
			return false
		}
		// and says no more after it, nor of something of its own: not
		// "…, aber als Anhaltspunkt taugt er", nor "…, not a figure from
		// Example's competitors"
		end := r.wholeName(m).end
		after = after || disowned && m.start >= n.end && r.endsMatter(end, false) && !possessive(r.s[end:])
	}
	return after
}

// contrasted reports an amount, whose clause is [cs, ce), that the
// clause right after it says by contrast is not the operator's: a
// referred item or its operator right after a negation, or set apart,
// with nothing more after it ("Colis Express facture 14,90 € — …, pas
// celui de la Ferme Example"), or so in the clause after one that points
// back at it ("LimpiaPro publica 16,50 €/hora; es su tarifa, no la de
// Limpiezas Example"). The sentence must name someone else before the
// contrast: not "Their service costs £2,450, not Example's quote". A
// kind of business disowned tells nothing ("…, not a notary's fee").
// Not where the sentence compares or estimates ("…, and nothing about
// Example suggests a different price"), nor two clauses on ("The service
// costs £2,450; the permit goes to the council, not to Example"), nor
// where the amount includes what is disowned ("Les frais de 2 450 €
// comprennent la taxe de la mairie, qui ne revient pas à…").
func (r *reading) contrasted(v *view, cs, ce int) bool {
	if ce >= len(r.s) || r.has&(cLikeness|cCompares|cEstimate|cHypothetical|cAtThem) != 0 || r.hasIn(cs, ce, cIncluded) {
		return false
	}
	ns, ne := r.punctClause(ce+1, ce+1)
	if r.pointsBackAt(ns) && ne < len(r.s) {
		// or in the one after a clause that says whose it is: "…; dat is
		// hun prijs, niet die van Opticien Example"
		ns, ne = r.punctClause(ne+1, ne+1)
	}
	disowned := func(m mention) bool {
		return m.start >= ns && m.end <= ne && (r.notOf(m) || r.setApart(m) && r.endsMatter(m.end, true))
	}
	return r.someoneElseIn(v, 0, ns) && slices.ContainsFunc(r.names, func(m mention) bool {
		return !m.addr && slices.Contains(v.referred, m.item) && disowned(r.wholeName(m))
	})
}

// someoneElseIn reports someone other than a referred operator named in
// [lo, hi): another payee, a kind of business, or a capitalised name the
// vocabulary does not know, none of them a referred item's words nor a
// possessive ("Their direct cremation is £1,600, …").
func (r *reading) someoneElseIn(v *view, lo, hi int) bool {
	if r.payeeIn(lo, hi) || slices.ContainsFunc(r.others, func(m mention) bool { return m.start >= lo && m.end <= hi }) {
		return true
	}
	if slices.ContainsFunc(r.hits, func(h hit) bool {
		return h.classes&cTrade != 0 && h.start >= lo && h.end <= hi && !r.inName(h.start, h.end)
	}) {
		return true
	}
	if len(r.text) != len(r.s) {
		return false
	}
	// where every noun has a capital, two unknown ones in a row ("beim
	// Paketdienst Flink"); elsewhere one ("Colis Express", "LimpiaPro")
	last := -1
	return !r.everyWord(lo, hi, func(i, j int) bool {
		if !capitalised(r.text, i) || j-i < 2 || r.known(i, j) || r.voc.possessives[r.s[i:j]] {
			last = -1
			return true
		}
		if !r.voc.nounCaps || last >= 0 && strings.TrimSpace(r.s[last:i]) == "" {
			return false
		}
		last = j
		return true
	})
}

// inName reports [start, end) inside a mention of a name.
func (r *reading) inName(start, end int) bool {
	return slices.ContainsFunc(r.names, func(m mention) bool { return start >= m.start && end <= m.end })
}

// possessive reports text that starts with an English possessive: "'s".
func possessive(s string) bool {
	return strings.HasPrefix(s, "'s") || strings.HasPrefix(s, "’s")
}

// paidElsewhere reports an amount that the sentence says another payee
// takes and the operator does not: a payee named, and after it a
// referred operator or a kind of business under a negation ("The
// cremation permit is set by the council (about £90 this year) and isn't
// something Example Memorial Chapel charges"). Nothing else may tie the
// amount to the operator: no kind of business outside a name that is
// not disowned, no guide or comparison, and no referred item named but
// so disowned. The amount stands between the payee and the operator
// disowned (not "…, not to Example Chapel, which asks £2,450 on top",
// nor "… — for everything else, budget about £2,450"), or, as the
// sentence's one amount, in the clause right before the payee's that a
// comma joins to it, with a price word ("the probate application fee of
// £300, which goes to HM Courts & Tribunals Service, not to the firm";
// not "It's £2,450 there, and the permit goes to the council, not to the
// chapel").
func (r *reading) paidElsewhere(v *view, n number) bool {
	if r.has&(cOtherPayee|cNegation) != cOtherPayee|cNegation || r.has&(cLikeness|cCompares|cAtThem) != 0 {
		return false
	}
	if slices.ContainsFunc(r.hits, func(h hit) bool {
		return h.classes&cTrade != 0 && h.classes&cOtherPayee == 0 && !r.inName(h.start, h.end) && !r.negated(mention{start: h.start, end: h.end})
	}) {
		return false
	}
	// a name is disowned as a whole: "Example" of "pas par les Pompes
	// Funèbres Example" is out of the negation's reach on its own
	tied := func(lo, hi int) bool {
		return r.tiedBy(v, lo, hi, func(m mention) bool { return !r.negated(r.wholeName(m)) })
	}
	cs, ce := r.punctClause(n.start, n.end)
	for _, p := range r.hits {
		if p.classes&cOtherPayee == 0 || r.included(p) || r.negated(mention{start: p.start, end: p.end}) {
			continue
		}
		d, ok := r.disownedFrom(v, p.end)
		if !ok {
			continue
		}
		if n.start >= p.end && n.end <= d.start && !tied(0, len(r.s)) {
			return true
		}
		// a price word says what the amount is; a word of the item there
		// only as a payee's ("probate") ties nothing
		ps, _ := r.punctClause(p.start, p.end)
		joined := ce < len(r.s) && r.s[ce] == ',' && ps == ce+1 && !r.numberIn(ps, p.start) && r.hasIn(cs, ce, cPrice)
		if joined && r.amounts1() && !tied(0, cs) && !tied(ce, len(r.s)) && !r.tiedBy(v, cs, ce, func(m mention) bool { return !r.coveredAs(m.start, m.end, cOtherPayee) }) {
			return true
		}
	}
	return false
}

// disownedFrom returns the first referred operator, or kind of business,
// named under a negation after from, in the same sentence part (no
// semicolon between).
func (r *reading) disownedFrom(v *view, from int) (mention, bool) {
	end := len(r.s)
	if i := strings.IndexByte(r.s[from:], ';'); i >= 0 {
		end = from + i
	}
	var found []mention
	for _, m := range r.names {
		if w := r.wholeName(m); !m.addr && m.start >= from && m.end <= end && slices.Contains(v.referred, m.item) && r.negated(w) {
			found = append(found, w)
		}
	}
	for _, h := range r.hits {
		if h.classes&cTrade != 0 && h.start >= from && h.end <= end && r.negated(mention{start: h.start, end: h.end}) {
			found = append(found, mention{start: h.start, end: h.end})
		}
	}
	if len(found) == 0 {
		return mention{}, false
	}
	return slices.MinFunc(found, func(a, b mention) int { return a.start - b.start }), true
}
