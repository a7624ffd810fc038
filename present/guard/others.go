package guard

import "slices"

// Another business's own prices, and one offered as a guide to a
// referred item.

// anotherOwn reports a sentence that gives another business's own
// amount ("Rosewood quoted you £5,900 — that's Rosewood's own quote";
// "You asked about Bramley Vets too: their website lists a booster at
// £45"): said of no referred item nor of the operator by a pronoun ("bij
// hen"), and offered as no guide. Where a business lists its prices says
// whose they are only beside another business's name ("their website"
// may be the operator's), with one amount and no other kind of business
// that may be the operator ("…; la capilla aplica la misma tarifa", "…
// for what costs £2,100 here").
func (r *reading) anotherOwn(v *view) bool {
	own := r.affirms(cOwn) || len(r.others) > 0 && r.affirms(cListing) && !r.tradeOutside() && r.amounts1()
	// a referred item whose name is only a price word ("Uurtarief") is
	// not named by "een uurtarief van € 195" on another firm's site
	named := r.tiedBy(v, 0, len(r.s), func(m mention) bool { return !r.priceWordOnly(m) })
	return own && !named && r.has&cAtThem == 0 && !r.guides()
}

// priceWordOnly reports a mention that is a price word and nothing more:
// "uurtarief"; not "service costs".
func (r *reading) priceWordOnly(m mention) bool {
	m = r.wholeName(m)
	return slices.ContainsFunc(r.hits, func(h hit) bool {
		return h.classes&cPrice != 0 && h.start == m.start && h.end == m.end
	})
}

// othersOwn reports an amount that another operator gave in its own
// words, in a sentence that names that operator and no referred item:
// "Greenway's direct cremation is £1,495", "| Spurwechsel | 390 € |".
// Offered as a guide to a referred operator in the same sentence, it is
// a value ("…, and Hollybrook will be about the same").
func (r *reading) othersOwn(v *view, n number) bool {
	givers := v.ownAmounts[cents(n.value)]
	if len(givers) == 0 || r.tied(v, 0, len(r.s)) {
		return false
	}
	for _, m := range r.names {
		for _, i := range givers {
			if !m.addr && v.items[m.item].Operator == v.items[i].Operator {
				return true
			}
		}
	}
	return false
}

// othersListed reports an amount at n in a clause where another business,
// named there before it, lists its own price, in a sentence that names
// no operator and no other kind of business, gives one amount and does
// not speak of what the person asked: "Óptica Visión 10 anuncia en su
// propia web lentes monofocales desde 79 €", whatever item it names. Offered as a guide, it is a value; so is an
// amount in a clause of its own after it ("…, and the service costs you
// asked about come to £2,400").
func (r *reading) othersListed(v *view, n number) bool {
	if len(r.others) == 0 || r.has&cAtThem != 0 || r.guides() {
		return false
	}
	cs, ce := r.clause(n.start, n.end)
	named := slices.ContainsFunc(r.others, func(m mention) bool { return m.start >= cs && m.end < n.start })
	return named && (r.hasIn(cs, ce, cListing) || r.hasIn(cs, ce, cOwn)) && !r.tiedToOperator(v, 0, len(r.s)) && !r.tradeOutside() &&
		r.amounts1() && !r.hasIn(cs, ce, cOpen)
}

// amounts1 reports a sentence with one amount at most.
func (r *reading) amounts1() bool {
	k := 0
	for _, n := range r.nums {
		if r.money(n) {
			k++
		}
	}
	return k <= 1
}

// tradeOutside reports a kind of business outside the other businesses'
// names, which may be the operator: "…, roughly what the chapel charges
// as well".
func (r *reading) tradeOutside() bool {
	return slices.ContainsFunc(r.hits, func(h hit) bool {
		return h.classes&cTrade != 0 && !slices.ContainsFunc(r.others, func(m mention) bool { return h.start >= m.start && h.end <= m.end })
	})
}

// givesOthersPrice reports an amount in the sentence that is someone
// else's: another operator's own (othersOwn), or another payee's; not
// the person's own budget, which no one offers as a guide.
func (r *reading) givesOthersPrice(v *view) bool {
	for _, n := range r.nums {
		if r.money(n) && (r.othersOwn(v, n) || r.ownerOf(v, n.start, n.end) == othersMoney || r.othersListed(v, n)) {
			return true
		}
	}
	return false
}

// guideTo reports what a guide is offered to: a referred item or its
// operator, named or by a pronoun ("chez eux"), or a kind of business
// that names no other one ("Die Kapelle dürfte ähnlich liegen").
func (r *reading) guideTo(v *view) bool {
	return r.tied(v, 0, len(r.s)) || r.has&cAtThem != 0 || r.has&cTrade != 0 && len(r.others) == 0
}

// guides reports a word that offers one price as a guide to another,
// with no negation before it in its clause ("I wouldn't assume it's the
// same" offers none).
func (r *reading) guides() bool { return r.affirms(cLikeness) }
