package guard

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

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
	others := len(r.others) > 0 || slices.ContainsFunc(r.names, r.anothersKind)
	own := r.ownOfAmount(v) || others && r.affirms(cListing) && !r.tradeOutside() && r.amounts1() || r.priceNamedAgain(v)
	// a referred item whose name is only a price word ("Uurtarief") is
	// not named by "een uurtarief van € 195" on another firm's site;
	// where the sentence says the price is a business's own and names
	// another of the operator's kind, only the operator's name ties it,
	// not the service it prices nor the words the two names share ("Le
	// crématorium de Nantes affiche son propre tarif, 690 € pour une
	// crémation"); "…für den Service 2.400 € – das ist deren Preis" still
	// may be the operator's
	another := r.affirms(cOwn) && slices.ContainsFunc(r.names, func(m mention) bool {
		return !m.addr && v.operatorWord(m.item, r.s[m.start:m.end]) && r.inAnothersName(v, m)
	})
	// so does another business named by its kind in the clause where it
	// lists its own prices: "A Academia Example Fit informa no próprio site
	// R$ 100 por aula de personal" prices the lesson it gives; not "…
	// lists its own prices on its website, and for the service you asked
	// about expect £2,400"
	ls, le := r.listingClause()
	named := r.tiedBy(v, 0, len(r.s), func(m mention) bool {
		if r.priceWordOnly(m) || r.anothersKind(m) || len(r.others) > 0 && m.start >= ls && m.end <= le && !v.operatorWord(m.item, r.s[m.start:m.end]) {
			return false
		}
		return !another || v.operatorWord(m.item, r.s[m.start:m.end]) && !r.inAnothersName(v, m)
	})
	return own && !named && r.has&cAtThem == 0 && !r.guides() && !r.moneyAfterDisowned(v)
}

// anothersKind reports a mention of an operator's words a few words
// after a word that marks another business, in its clause: the kind of
// business the other is ("Un autre cabinet d'ostéopathie lyonnais
// affiche 60 €", "otro centro de psicología"), not the operator. Only
// words in small letters, where nouns have none of their own: "another
// branch of Example Physio" is the operator's, and so is "their other
// memorial chapel".
func (r *reading) anothersKind(m mention) bool {
	if r.has&cAnother == 0 || r.voc.nounCaps || len(r.text) != len(r.s) || !strings.ContainsFunc(r.text[m.start:m.end], unicode.IsLower) ||
		strings.ContainsFunc(r.text[m.start:m.end], func(c rune) bool { return unicode.IsLetter(c) && !unicode.IsLower(c) }) {
		return false
	}
	cs, _ := r.punctClause(m.start, m.end)
	h, ok := firstHit(r.hits, cs, m.start, cAnother)
	if !ok || len(strings.Fields(r.s[h.end:m.start])) > 3 {
		return false
	}
	// the word marks another business with its article ("a outra", "un
	// autre") or opening its clause ("Otro centro de …"): not "their
	// other memorial chapel", the operator's own
	w := wordBefore(r.s, h.start)
	return strings.Contains(r.s[h.start:h.end], " ") || w[0] == w[1] || strings.TrimSpace(r.s[cs:h.start]) == ""
}

// listingClause returns the clause of the first word that says where a
// business lists its prices, or an empty span.
func (r *reading) listingClause() (int, int) {
	if h, ok := firstHit(r.hits, 0, len(r.s), cListing); ok {
		return r.clause(h.start, h.end)
	}
	return 0, 0
}

// namesAnother reports a sentence that names some business of its own:
// one another business's name or kind marks, or a capitalised name (not
// where every noun has a capital), or one in a script without capitals.
// An "own" word with none is said of the operator or of no business:
// "Tienen su propia sala, así que…", "Chaque famille a son propre
// budget, mais…".
func (r *reading) namesAnother() bool {
	if len(r.others) > 0 {
		return true
	}
	f := r.namesFirm()
	return f.uncased || f.named && !r.voc.nounCaps || r.possessiveName() || r.voc.nounCaps && r.twoCapitals()
}

// possessiveName reports a capitalised word with "'s": "Oakfield's own
// price list".
func (r *reading) possessiveName() bool {
	if len(r.text) != len(r.s) {
		return false
	}
	return !r.everyWord(0, len(r.s), func(i, j int) bool {
		return !(capitalised(r.text, i) && (strings.HasPrefix(r.text[j:], "'s ") || strings.HasPrefix(r.text[j:], "’s ")))
	})
}

// twoCapitals reports two capitalised words in a row that the vocabulary
// does not know, neither starting the sentence, where every noun has a
// capital: a name ("bei Bestattungen Grünwald"), as nouns seldom stand
// side by side; not "Jede Familie hat …".
func (r *reading) twoCapitals() bool {
	if len(r.text) != len(r.s) {
		return false
	}
	last := -1 // end of the capitalised word before
	return !r.everyWord(0, len(r.s), func(i, j int) bool {
		caps := capitalised(r.text, i) && !r.known(i, j) && !startsSentence(r.text, i)
		if caps && last >= 0 && strings.TrimSpace(r.s[last:i]) == "" {
			return false
		}
		if caps {
			last = j
		} else {
			last = -1
		}
		return true
	})
}

// ownOfAmount reports a word that says whose a price is ("its own",
// "sus propios", "自社") with no referred item, operator or kind of
// business named between it and an amount after it: not "Unlike Krause,
// which puts its own prices online, the chapel … – expect about 2,400".
func (r *reading) ownOfAmount(v *view) bool {
	if !r.affirms(cOwn) {
		return false
	}
	named := r.namesAnother()
	return slices.ContainsFunc(r.hits, func(h hit) bool {
		return h.classes&cOwn != 0 && slices.ContainsFunc(r.nums, func(n number) bool {
			// after the amount it says whose the amount is ("…, c'est leur
			// tarif à eux"); before it, whose something is, which must be
			// another business's
			return r.money(n) && (n.start < h.start || named && !r.tied(v, h.end, n.start) && !r.kindNamedIn(h.end, n.start))
		})
	})
}

// kindNamedIn reports a kind of business in [lo, hi) that is no part of
// a name: "the chapel", not "Chapel" of "Example Memorial Chapel".
func (r *reading) kindNamedIn(lo, hi int) bool {
	return slices.ContainsFunc(r.hits, func(h hit) bool {
		return h.classes&cTrade != 0 && h.start >= lo && h.end <= hi && !r.inName(h.start, h.end)
	})
}

// inAnothersName reports a mention of words of an operator's name that
// a capitalised word not of that name follows, three words at most
// after it: the name of another business of the same kind ("Casa de
// Repouso Primavera", "il crematorio comunale di Torino").
func (r *reading) inAnothersName(v *view, m mention) bool {
	if len(r.text) != len(r.s) {
		return false
	}
	m = r.nameRun(m)
	// two words of the operator's name in capitals make it the operator's:
	// "Example Memorial Chapel in Leeds", "la chapelle Example Memorial de
	// Lyon"; not "le crématorium de Nantes", "Casa de Repouso Primavera"
	caps := 0
	r.everyWord(m.start, m.end, func(i, j int) bool {
		if capitalised(r.text, i) && slices.Contains(v.words[m.item], r.s[i:j]) {
			caps++
		}
		return true
	})
	if caps >= 2 {
		return false
	}
	end, k := m.end, 0
	for k < 3 {
		w := wordAfter(r.s, end)
		if w[0] == w[1] {
			return false
		}
		if word := r.s[w[0]:w[1]]; capitalised(r.text, w[0]) && !slices.Contains(v.words[m.item], word) {
			return true
		}
		end, k = w[1], k+1
	}
	return false
}

// priceNamedAgain reports a price word with, at most three words from
// it, a capitalised name that the sentence gave before its amount beside
// a kind of business, and that is no word of an operator of the
// conversation: whose the price is
// ("Reformas López os pidió 8.500 €: ese es el precio de López", "…
// angeboten – das ist Müllers Angebot").
func (r *reading) priceNamedAgain(v *view) bool {
	if r.has&cPrice == 0 || len(r.text) != len(r.s) || len(r.nums) == 0 {
		return false
	}
	first := r.nums[0].start
	if !slices.ContainsFunc(r.hits, func(h hit) bool { return h.classes&cPrice != 0 && h.start >= first }) {
		return false // most price sentences: no price word after the amount
	}
	var before []string // capitalised words before the first amount, not sentence-initial
	r.everyWord(0, first, func(i, j int) bool {
		if capitalised(r.text, i) && j-i > 2 && !startsSentence(r.text, i) && !v.anyOperatorWord(r.s[i:j]) && r.besideBusiness(i, j) {
			before = append(before, r.s[i:j])
		}
		return true
	})
	if len(before) == 0 {
		return false
	}
	for _, h := range r.hits {
		if h.classes&cPrice == 0 || h.start < first {
			continue
		}
		near := false
		r.everyWord(max(first, h.start-40), min(len(r.s), h.end+40), func(i, j int) bool {
			w := strings.TrimSuffix(strings.TrimSuffix(r.s[i:j], "'s"), "s")
			near = near || capitalised(r.text, i) && wordsApart(r.s, i, j, h) <= 3 &&
				slices.ContainsFunc(before, func(b string) bool { return b == r.s[i:j] || strings.TrimSuffix(b, "s") == w })
			return !near
		})
		if near {
			return true
		}
	}
	return false
}

// besideBusiness reports a word right before or after a kind of
// business, a word of an item's name or another word in capitals: the
// name of a business ("Reformas López", "Van Dam Verhuizingen"), not any
// noun in capitals alone ("mit Orgel") or a feast ("A Natale").
func (r *reading) besideBusiness(i, j int) bool {
	for _, w := range [][2]int{wordBefore(r.s, i), wordAfter(r.s, j)} {
		if w[0] == w[1] {
			continue
		}
		// or another word of a name in capitals: "Transportes Silva"
		if r.tradeAt(w[0], w[1]) || r.namedAt(w) || capitalised(r.text, w[0]) && !startsSentence(r.text, w[0]) {
			return true
		}
	}
	return false
}

// namedAt reports the word at w inside a mention of an item.
func (r *reading) namedAt(w [2]int) bool {
	return slices.ContainsFunc(r.names, func(m mention) bool { return !m.addr && m.start <= w[0] && m.end >= w[1] })
}

// wordsApart counts the words between the word at [i, j) and the hit h.
func wordsApart(s string, i, j int, h hit) int {
	if j <= h.start {
		return len(strings.Fields(s[j:h.start]))
	}
	if i >= h.end {
		return len(strings.Fields(s[h.end:i]))
	}
	return 0
}

// moneyAfterDisowned reports an amount after a referred item or its
// operator named after a negation, in the same clause: what the negation
// disowns ends with the name ("…says nothing about what Example Chapel charges beyond its
// standard £2,400 fee").
func (r *reading) moneyAfterDisowned(v *view) bool {
	return slices.ContainsFunc(r.names, func(m mention) bool {
		if m.addr || !slices.Contains(v.referred, m.item) || !(r.negated(m) || r.setApart(m)) {
			return false
		}
		_, ce := r.clause(m.start, m.end)
		// or in a relative clause right after the name: "…non dice nulla
		// su Example Chapel, che chiede 2.400 €"
		if ce < len(r.s) && r.s[ce] == ',' && r.startsWith(clause{start: ce + 1}, cThat) {
			_, ce = r.clause(ce+1, ce+1)
		}
		return slices.ContainsFunc(r.nums, func(n number) bool {
			// in its clause, no other business between: not "Separate from
			// Example Chapel, Oakfield gave you its own quote of £3,200"
			return n.start >= m.end && n.end <= ce && r.money(n) &&
				!slices.ContainsFunc(r.others, func(o mention) bool { return o.start >= m.end && o.end <= n.start }) &&
				!r.hasIn(n.end, len(r.s), cOwn) // "It wasn't Example Chapel that quoted £3,200; that was Greenway's own quote"
		})
	})
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
	if len(givers) == 0 {
		return false
	}
	// the referred item's operator named in the amount's clause, by a
	// name the giver shares and with no name of the giver's own, keeps
	// the service word's tie: "The hearse deposit is £150, and Example
	// Memorial Chapel charges £150 for the service too"
	cs, ce := r.punctClause(n.start, n.end)
	named := r.giverNamed(v, givers) && (!r.tiedToOperator(v, cs, ce) || r.giverOwnIn(v, givers, cs, ce))
	// a name the giver's item shares with a referred one ties nothing:
	// "Tapwell Plumbing – their call-out fee is £70" beside Brightpipe's
	// call-out fee on request; nor, with the giver named, does a word of
	// the referred skill alone, which then names the giver's own service
	// ("Coiffure Lumière affiche le chignon de mariée à 95 €" beside the
	// bridal prices on request), unless offered as a guide
	ties := func(m mention) bool {
		name := r.s[m.start:m.end]
		return !v.nameOf(name, givers) && (!named || r.guides() || v.operatorWord(m.item, name))
	}
	return named && !r.tiedBy(v, 0, len(r.s), ties)
}

// giverOwnIn reports a name of a giver's item in [cs, ce) that names no
// referred item: "hearse" beside the chapel that both share.
func (r *reading) giverOwnIn(v *view, givers []int, cs, ce int) bool {
	return slices.ContainsFunc(r.names, func(m mention) bool {
		name := r.s[m.start:m.end]
		return !m.addr && m.start >= cs && m.end <= ce && v.nameOf(name, givers) && !v.nameOf(name, v.referred)
	})
}

// giverNamed reports one of the givers' operators named in the sentence
// by a name of its own: not "Their call-out fee is £70".
func (r *reading) giverNamed(v *view, givers []int) bool {
	return slices.ContainsFunc(r.names, func(m mention) bool {
		return !m.addr && !v.nameOf(r.s[m.start:m.end], v.referred) &&
			slices.ContainsFunc(givers, func(i int) bool { return v.items[m.item].Operator == v.items[i].Operator })
	})
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

// businessPrice reports an amount in the sentence that another business
// lists as its own; not what an operator of the conversation gave (a
// comparison after an opt-in fee may be of anything).
func (r *reading) businessPrice(v *view) bool {
	return slices.ContainsFunc(r.nums, func(n number) bool { return r.money(n) && r.othersListed(v, n) })
}

// guideTo reports what a guide is offered to: a referred item or its
// operator, named or by a pronoun ("chez eux"), or a kind of business
// that names no other one ("Die Kapelle dürfte ähnlich liegen").
func (r *reading) guideTo(v *view) bool {
	return r.tied(v, 0, len(r.s)) || r.has&cAtThem != 0 || r.tradeOutside()
}

// guides reports a word that offers one price as a guide to another,
// with no negation before it in its clause ("I wouldn't assume it's the
// same" offers none).
func (r *reading) guides() bool { return r.affirmsPast(0, len(r.s), cLikeness, cNegation|cWhether) }

// countsOnly reports a sentence with a number in digits, whose numbers
// are no amounts and that speaks of no price: "Gemiddeld hebben mensen
// 35 à 40 lessen nodig" guides to no price.
func (r *reading) countsOnly() bool {
	digits := slices.ContainsFunc(r.nums, func(n number) bool { return !n.words })
	return digits && r.has&(cPrice|cCharge) == 0 && !slices.ContainsFunc(r.nums, r.money)
}

// comparesAlone reports a sentence that sets a referred item's price
// against one given before and gives none itself, nor speaks of another
// payee: "Example Memorial Chapel is a little cheaper"; not "A taxi
// there is about £15, cheaper than parking". Right after another
// business's listed price (afterListed) any comparison is to it ("…
// liegt wohl etwas darüber"); after a fare or a fee only one that names
// the operator and price is: not "Example Memorial Chapel is a little
// more central".
func (r *reading) comparesAlone(v *view, afterListed bool) bool {
	if !r.affirms(cCompares) || r.has&cOtherPayee != 0 || slices.ContainsFunc(r.nums, r.money) {
		return false
	}
	if afterListed {
		return true
	}
	// after a fare or a fee: a word of price that is no duration ("lasts
	// a bit more than an hour"), no word that prices are given on
	// request, and the operator named by its own name, not a kind of
	// business or a skill's word ("That price includes waiting outside
	// the chapel during the service")
	priced := slices.ContainsFunc(r.hits, func(h hit) bool { return h.classes&(cPrice|cCharge) != 0 && h.classes&cRate == 0 })
	return priced && r.has&cOnRequest == 0 &&
		(r.has&cAtThem != 0 || r.tiedBy(v, 0, len(r.s), func(m mention) bool {
			return v.operatorWord(m.item, r.s[m.start:m.end]) && !r.tradeAt(m.start, m.end)
		}))
}

// listsOwn reports a sentence whose one amount may be a business's own,
// one named by its own name (firm) that lists or owns it or has a kind
// of business in its name: "The Old Granary lists its own Saturday hire
// at £4,500", "You asked about CityVan: their website lists $95 an
// hour", "Le Onoranze Bianchi chiedono 1.780 €", offered as no guide,
// in a sentence that names no referred operator but after a negation;
// not "On its own website, a cremation is listed at £1,950", which names
// none. Whose price it is
// cannot be told from the sentence alone (a comparison site lists the
// operator's prices too, and "their" may be the operator); a sentence
// that disclaims the operator, this one or the next, tells it.
func (r *reading) listsOwn(v *view) bool {
	if r.guides() || r.has&cAtThem != 0 || !r.amounts1() {
		return false
	}
	// a business, by a word that lists or owns, or a kind of business in
	// its name: not "In Manchester a direct cremation costs around
	// £1,780", a price of the place, whatever the next sentence says
	if !r.affirms(cOwn) && !r.affirms(cListing) && len(r.others) == 0 && !r.disclaims(v) {
		return false
	}
	if f := r.namesFirm(); !(f.named || f.uncased) || r.moneyAfterDisowned(v) {
		return false
	}
	// a kind of business names none ("Sobre las dos ópticas: VisiónPlus
	// anuncia…"), nor does the operator's name in the disclaimer
	return !r.tiedBy(v, 0, len(r.s), func(m mention) bool {
		return v.operatorWord(m.item, r.s[m.start:m.end]) && !r.tradeAt(m.start, m.end) && r.disclaimerAt(m) < 0 && !r.onlyIfNamed(m) && !r.apposed(m)
	})
}

// apposed reports a mention right before a capitalised name that is not
// the same item's: the words the two names share say what kind of
// business the other one is ("la casa rural Los Almendros" beside "Casa
// Rural El Olivar", "l'agriturismo Le Querce").
func (r *reading) apposed(m mention) bool {
	m = r.nameRun(m)
	if len(r.text) != len(r.s) || !capitalisedAfter(r.text, m.end) {
		return false
	}
	w := wordAfter(r.s, m.end)
	return !slices.ContainsFunc(r.names, func(n mention) bool { return n.item == m.item && n.start == w[0] })
}

// onlyIfNamed reports a mention in a clause that sets a condition and
// gives no number: "If the Seagull Inn is full, the Harbour View lists
// doubles at $140" names the operator only as the reason to look
// elsewhere.
func (r *reading) onlyIfNamed(m mention) bool {
	cs, ce := r.punctClause(m.start, m.end)
	return r.hasIn(cs, ce, cCondition) && !r.numberBeyondArticle(cs, ce)
}

// articleAtMost reports nothing but white space in [lo, hi), or one or
// two words that are connectors and start no clause: "not the chapel's",
// "no el de El Pinar", "niet dat van Dekker".
func (r *reading) articleAtMost(lo, hi int) bool {
	// two only where the negation starts its clause, as in an aside:
	// "…, no el de El Pinar"; not "… wordt het echt niet voor de Example
	// Memorial Chapel"
	switch n := len(strings.Fields(r.s[lo:hi])); {
	case n > 2:
		return false
	case n == 2:
		h, ok := hitEndingAt(r.hits, lo, cNegation)
		if !ok {
			return false
		}
		if mark, _ := utf8.DecodeLastRuneInString(strings.TrimRight(r.s[:h.start], " ")); !strings.ContainsRune(",;–—", mark) {
			return false
		}
	}
	return r.everyWord(lo, hi, func(i, j int) bool {
		h, ok := firstHit(r.hits, i, j, cConnector|cYearLead)
		return ok && h.start == i && h.end == j && h.classes&cClause == 0
	})
}

// A firm tells what capitalised words of a sentence name a business
// of its own: words that no phrase of the vocabulary and no name of the
// view covers, not "I", nor a capital that starts the sentence, unless
// the name goes on ("Hollybrook Funeral Home lists…"; not "According to
// its own website…", "Helpfully, its own website lists…").
type firm struct {
	named bool // such a word: "The Old Granary lists…", "VisiónPlus anuncia…"
	// inside: such a word that does not start the sentence; in German,
	// where nouns have capitals, named says little, inside a little more
	inside bool
	// uncased: a script without capitals, or folding moved the places
	// (text is what was folded; only the same length lets its places
	// match): the sentence cannot tell
	uncased bool
}

// namesFirm reads the capitalised words of the sentence as written.
func (r *reading) namesFirm() firm {
	text := r.text
	if len(text) != len(r.s) || strings.ContainsFunc(text, uncasedScript) {
		return firm{uncased: true}
	}
	var f firm
	// the folded text has the words of text in the same places
	r.everyWord(0, len(r.s), func(start, end int) bool {
		if capitalised(text, start) && end-start > 1 && !r.known(start, end) {
			// a capital after a colon may be a name ("Sobre las dos
			// ópticas: VisiónPlus anuncia…")
			lead := strings.TrimRight(text[:start], " *_\"'«“(-")
			first := lead == "" || strings.ContainsAny(lead[len(lead)-1:], ".!?\n")
			f.named = f.named || !first || capitalisedAfter(text, end)
			f.inside = f.inside || !first
		}
		return true
	})
	return f
}

// uncasedScript reports a letter of Japanese's scripts, which have no
// capitals. The scripts start at U+2E80: most text is ruled out without
// a table.
func uncasedScript(c rune) bool {
	return c >= 0x2e80 && unicode.In(c, unicode.Han, unicode.Hiragana, unicode.Katakana)
}

// nameRun widens a mention to the names of the same item that follow it
// with only a space between: "Clinique" and "Example" of "la Clinique
// Example", which names no more of "Clinique vétérinaire Example".
func (r *reading) nameRun(m mention) mention {
	m = r.wholeName(m)
	for grown := true; grown; {
		grown = false
		for _, n := range r.names {
			if n.item == m.item && !n.addr && n.start > m.end && strings.TrimSpace(r.s[m.end:n.start]) == "" {
				m.end, grown = n.end, true
			}
		}
	}
	return m
}

// capitalisedAfter reports a capitalised word right after end, one space
// between.
func capitalisedAfter(text string, end int) bool {
	w := wordAfter(text, end)
	return w[0] != w[1] && capitalised(text, w[0])
}
