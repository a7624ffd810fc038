package guard

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// money reports whether a number of the sentence is an amount. judge
// asks it of each number several times: the answer is kept in
// r.amounts, once the reading is whole.
func (r *reading) money(n number) bool {
	k := slices.Index(r.nums, n)
	if k < 0 || k >= len(r.amounts) {
		return r.amount(n)
	}
	if r.amounts[k] == notAsked {
		r.amounts[k] = notAnAmount
		if r.amount(n) {
			r.amounts[k] = anAmount
		}
	}
	return r.amounts[k] == anAmount
}

// A kept is what money told of a number, once asked.
type kept int8

const (
	notAsked kept = iota
	anAmount
	notAnAmount
)

// amount is money, worked out.
func (r *reading) amount(n number) bool { return r.amountPriced(n, false) }

// amountPriced is amount, where priced says that the sentence before
// made this one a price sentence.
func (r *reading) amountPriced(n number, priced bool) bool {
	if n.time || n.date || n.phone || r.dayAlone(n) {
		return false
	}
	if r.currencyNextTo(n) || r.currencyAcrossStop(n) || r.alone(n) {
		return true
	}
	if m, ok := r.rangeEnd(n); ok && !m.time && !m.date && (m.scaled || r.currencyNextTo(m)) && r.after(m) == afterNothing {
		return true // "2.5–3k", "entre 2 e 3 mil": the end of a range says what it is; not "3 Tausend Menschen"
	}
	if r.dayMonth(n) {
		return false // "am 14.06."; "CHF 12.10." has its currency next to it
	}
	// a small bare number where only an estimate word speaks of a price
	// ("windkracht 4 verwacht") is no amount
	priced = priced || r.pricedAround(n) && !(n.value < 10 && !n.decimals && r.has&cPrice == 0 && !r.currencyWritten())
	big := n.scaled && n.value >= 1000 // "3k", "2 grand", "3 mille"
	if r.shapedOtherwise(n) {
		return false
	}
	if r.perRate(n) && (n.value >= 10 || n.decimals) {
		return true // "20-25 l'ora", "25 bis 30 pro Doppelstunde"; not "2 per night", a count
	}
	if yearShaped(r.s, n) && (!priced || n.value >= 2015 && n.value <= 2035 && !r.priceBefore(n)) {
		// "a record from 2025": a year, where nothing speaks of a price;
		// and a recent year even where something does ("bring the 2026
		// tax form and the receipts of your expenses")
		return false
	}
	if r.oldYear(n) && !r.priceIn(r.clause(n.start, n.end)) {
		return false
	}
	if n.words {
		// a small number word counts something, unless a price word stands
		// right before it and nothing follows: "lo normal es que ronden los
		// cincuenta y cinco"; not "children under twelve"
		after := r.after(n)
		small := n.value >= 10 && after == afterNothing && r.priceJustBefore(n)
		return after != afterCount && (big || priced && (n.value >= 100 || n.scaled || small))
	}
	switch r.after(n) {
	case afterCount:
		return false
	case afterAdverb:
		// by its shape alone: "1,450 only", "3.000 tondi"; else as after a
		// word it does not know: not "vous en attendez 40 seulement" nor
		// "vom Sportverein sind bestimmt 150 dabei", where the chapel
		// prices per guest
		if n.grouped || n.scaled {
			return true
		}
		fallthrough
	case afterWord:
		// A word the vocabulary does not know is what is counted ("3
		// chapels", "600 photos"), except after a large amount in a
		// clause about a price ("people pay 1,750 there").
		cs, ce := r.clause(n.start, n.end)
		return big || r.priceIn(cs, ce) && (n.value >= 100 || n.decimals || n.grouped || n.scaled)
	}
	// Two decimals are cents ("12,50"); one is a grade or a measure ("2,3
	// im Schnitt"), money only where something speaks of a price.
	if !priced && r.asideToCount(n) {
		return false
	}
	return priced || n.value >= 100 || n.decimals && r.cents(n) || n.grouped || n.scaled
}

// perRate reports a price per hour or per lesson right after the number
// or after the end of the range it starts.
func (r *reading) perRate(n number) bool {
	if m, ok := r.rangeEnd(n); ok {
		n = m
	}
	_, ok := hitAt(r.hits, skipSpace(r.s, n.end), cRate)
	return ok
}

// currencyAcrossStop reports a currency that the splitter kept in the
// amount's sentence across a full stop (currencyAfterNumber): after the
// number, words that may follow an amount, or three words of no count
// after a price word ("pagou 35 da última vez"), the stop, three short
// words at most, and the currency ("around forty. Pounds", "30 environ.
// En euros", "80, mais ou menos. Euros", "65. Dat was in euro's").
func (r *reading) currencyAcrossStop(n number) bool {
	stop := strings.IndexByte(r.s[n.end:min(len(r.s), n.end+24)], '.')
	if stop < 0 {
		return false
	}
	stop += n.end
	words := 0
	for at := skipSpace(r.s, n.end); at < stop; at = skipSpace(r.s, at) {
		if r.s[at] == ',' {
			at++
			continue
		}
		if h, ok := hitAt(r.hits, at, cConnector); ok {
			at = h.end
			continue
		}
		// words between only after a price word in its clause: "a
		// neighbour paid 35 last time. Euros", not "We'll be about 40 in
		// the hall. Euros are fine for the plate"
		if words++; words > 3 || r.afterText(n) == afterCount || r.numberIn(at, stop) || !r.pricedBefore(n) {
			return false
		}
		at += max(1, strings.IndexAny(r.s[at:stop]+" ", " ,"))
	}
	at := skipSpace(r.s, stop+1)
	h, ok := hitAt(r.hits, at, cCurrency)
	for k := 0; !ok && k < 3; k++ { // "En euros", "Dat was in euro's", "That's pounds"
		w := wordAfter(r.s, at-1)
		if w[0] == w[1] || utf8.RuneCountInString(r.s[w[0]:w[1]]) > 4 && !strings.ContainsAny(r.s[w[0]:w[1]], "'’") {
			return false
		}
		at = skipSpace(r.s, w[1])
		h, ok = hitAt(r.hits, at, cCurrency)
	}
	if !ok {
		return false
	}
	// said as an aside, a mark within two words: "Pounds, that is",
	// "Euro natürlich, pro Stunde"; not "Euros or cards are both fine"
	rest := strings.Fields(r.s[h.end:])
	return len(rest) == 0 || strings.HasPrefix(r.s[h.end:], ",") ||
		slices.ContainsFunc(rest[:min(2, len(rest))], func(w string) bool { return strings.ContainsAny(w, ",.;:!?") })
}

// pricedBefore reports a price word, or a verb of charging or paying, in
// the clause of n before it.
func (r *reading) pricedBefore(n number) bool {
	cs, _ := r.punctClause(n.start, n.end)
	return r.hasIn(cs, n.start, cPrice|cCharge)
}

// dayMonth reports a day and month written with full stops, the second
// one closing it: "am 14.06.", "op 3.11.", "(Fr., 11.04., 7:30 Uhr)".
func (r *reading) dayMonth(n number) bool {
	t := r.s[n.start:n.end]
	dot := strings.IndexByte(t, '.')
	if !n.decimals || dot < 1 || dot > 2 || len(t)-dot-1 != 2 || n.end >= len(r.s) || r.s[n.end] != '.' ||
		n.end+1 < len(r.s) && isDigit(r.s[n.end+1]) {
		return false
	}
	day, _ := strconv.Atoi(t[:dot])
	month, _ := strconv.Atoi(t[dot+1:])
	if day < 1 || day > 31 || month < 1 || month > 12 {
		return false
	}
	// or a comma, a bracket or a clock time right after the second stop,
	// the number alone in its clause before it: "(Fr., 11.04., 7:30
	// Uhr)"; not "5.10. each, plus VAT", "kost 11.04., inclusief verzending"
	if rest := r.s[n.end+1:]; len(rest) > 1 && (rest[0] == ',' || rest[0] == ')' || rest[0] == ' ' && isDigit(rest[1])) && !r.pricedBefore(n) {
		return true
	}
	// after "am", "op", "le" or a day's name, not after "is" or "kostet"
	h, ok := r.hitBefore(n.start, cConnector|cDate|cTime|cYearLead)
	if ok && h.classes&cPrice == 0 {
		return true
	}
	// or a day's name and one word: "Samstag, dem 21.06."
	for _, d := range r.hits {
		if d.classes&cDate != 0 && d.end <= n.start && n.start-d.end <= 8 &&
			len(strings.Fields(strings.Trim(r.s[d.end:n.start], " ,"))) <= 1 {
			return true
		}
	}
	return false
}

// label reports a small number glued to the Han character before it, a
// grade or a rank ("中1から高3", "第2"), unless that character ends a
// price word ("会費12").
func (r *reading) label(n number) bool {
	if n.words || n.value > 12 || n.start == 0 {
		return false
	}
	c, _ := utf8.DecodeLastRuneInString(r.s[:n.start])
	if !unicode.Is(unicode.Han, c) {
		return false
	}
	_, priced := hitEndingAt(r.hits, n.start, cPrice|cConnector|cCurrency)
	return !priced
}

// cents reports a number that ends in two decimals: "12,50", "4.99".
func (r *reading) cents(n number) bool {
	t := r.s[n.start:n.end]
	i := strings.LastIndexAny(t, ".,")
	return i >= 0 && len(t)-i-1 == 2
}

func (r *reading) currencyNextTo(n number) bool {
	if (n.scaled || n.words) && slices.ContainsFunc(r.hits, func(h hit) bool {
		return h.classes&cCurrency != 0 && h.start >= n.start && h.end <= n.end
	}) {
		return true // "12 grand", "45 lucas", "un centone", "a fiver": a scale or a number that is a currency too
	}
	before := strings.TrimRight(r.s[:n.start], " :")
	if _, ok := hitEndingAt(r.hits, len(before), cCurrency); ok {
		return true
	}
	at := skipSpace(r.s, n.end)
	if h, ok := hitAt(r.hits, at, cCurrency); ok {
		// "un peso perfecto" is a weight: an article before a currency's
		// name is no amount where nothing speaks of a price
		return !(n.words && n.value == 1 && isLetters(r.s[h.start:h.end]) && r.has&cPrice == 0)
	}
	// "hundreds of pounds", "centaines d'euros"
	if h, ok := hitAt(r.hits, at, cConnector|cNumberJoin); ok && h.end-h.start <= 3 {
		_, ok := hitAt(r.hits, skipSpace(r.s, h.end), cCurrency)
		return ok
	}
	return false
}

// notMoneyBefore: the word before makes the number no amount: a room or
// page number, a telephone number, a clock time, a day of a month, a
// year.
func (r *reading) notMoneyBefore(n number) bool {
	before := strings.TrimRight(r.s[:n.start], " #'(")
	at := len(before)
	// past a word such as "about" or "up to" after a word for what a
	// room holds: "seats about 80", "comporta até 120"
	if h, ok := hitEndingAt(r.hits, at, cConnector); ok && h.classes&(cNotMoney|cClause) == 0 {
		if w, ok := r.hitBefore(h.start, cNotMoney); ok {
			return !n.grouped && w.classes&(cPhone|cTime|cDate|cYearLead) == 0
		}
	}
	if h, ok := hitEndingAt(r.hits, at, cNotMoney|cPhone|cTime|cDate|cYearLead); ok {
		small := n.value <= 24 && !n.grouped && !n.scaled
		switch {
		case h.classes&cPhone != 0:
			return true
		case h.classes&cNotMoney != 0:
			return !n.grouped // "room 204", "modelo 303"; not "in the form 1,950 is the basic service"
		case h.classes&cTime != 0 && small:
			return true
		case h.classes&cTime != 0 && n.value < 60 && !n.grouped && !n.decimals && digitBefore(r.s, h.start):
			return true // the minutes of "14 h 30"

		case h.classes&cDate != 0 && (n.value <= 31 && !n.grouped || yearShaped(r.s, n)):
			return true // "March 3", "November 2026"
		case h.classes&cYearLead != 0 && (yearShaped(r.s, n) || r.decade(n)):
			return true // "in 1998", "the 90s"
		}
	}
	return false
}

// oldYear reports a year before 1900 that a building is said to date
// from: a number of four digits after a year phrase, with a building
// before it in its clause ("le bâtiment date de 1782", "the church dates
// from 1750"), or after a bare lead right after the building at the end
// of a sentence that says no price ("in een pand uit 1887."); not "the
// package is 1750", "la salle est de 1750", nor "el oficio en la iglesia
// se queda en 1450".
func (r *reading) oldYear(n number) bool {
	if n.value < 1000 || n.value >= 1900 || n.grouped || n.decimals || n.scaled || n.end-n.start != 4 {
		return false
	}
	// a phrase that dates ("date de", "dates from", "risale al"), not a
	// bare "en", "de" or "dal", which also lead a price ("se queda en
	// 1450", "en la iglesia desde 1450")
	lead, ok := r.hitBefore(n.start, cYearLead)
	if !ok {
		return false
	}
	// or a bare one right after the building, the year ending a
	// sentence that says no price: "in een pand uit 1887."; not "un
	// cortijo de 1500 la noche", "la location se paie à part, et le plus
	// abordable, c'est le moulin de 1200"
	_, right := r.hitBefore(lead.start, cBuilding)
	if !strings.Contains(r.s[lead.start:lead.end], " ") && !(right && strings.Trim(r.s[n.end:], " .!\n") == "" && r.has&(cPrice|cCharge) == 0) {
		return false
	}
	// a kind of business is a building too: "The chapel dates from 1820"
	cs, _ := r.clause(n.start, n.end)
	return r.hasIn(cs, n.start, cBuilding|cTrade)
}

// afterStreet: a number up to three words after a street word is a
// house number ("Calle Ejemplo 12", "Beispielallee 221", "Rua das
// Acácias, 250"); not where a price word or a connector of four letters
// or more stands between, as an approximation does ("3 rue Ejemplo,
// coûte 1 950", "bij Van Dijk op ongeveer 950").
func (r *reading) afterStreet(n number) bool {
	from := n.start
	for k := 0; k < 3 && from > 0; k++ {
		from = strings.LastIndexByte(strings.TrimRight(r.s[:from], " ,"), ' ') + 1
	}
	for _, h := range r.hits {
		if h.classes&cStreet != 0 && h.start >= from && h.end <= n.start && !r.priceIn(h.end, n.start) && !r.longConnectorIn(h.end, n.start) {
			return true
		}
	}
	return false
}

// longConnectorIn reports a connector of four letters or more in [start,
// end): "ongeveer", "zo'n", "etwa"; not "de", "op".
func (r *reading) longConnectorIn(start, end int) bool {
	return slices.ContainsFunc(r.hits, func(h hit) bool {
		return h.classes&cConnector != 0 && h.start >= start && h.end <= end && utf8.RuneCountInString(r.s[h.start:h.end]) >= 4
	})
}

// houseNumber reports a number shaped as a house number, or the number
// in a street's name, may be ("12", "1.842" in Brazil, "via dei Mille"):
// no decimals or scale (not "7,5k" after "bij ruwweg").
func houseNumber(n number) bool {
	return !n.decimals && (n.words || !n.scaled)
}

// beforeStreet: a number up to two words before a street word is a
// house number ("12 High Street", "3 rue Ejemplo").
func (r *reading) beforeStreet(n number) bool {
	to := n.end
	for k := 0; k < 3 && to < len(r.s); k++ {
		i := strings.IndexByte(r.s[skipSpace(r.s, to):], ' ')
		if i < 0 {
			to = len(r.s)
			break
		}
		to = skipSpace(r.s, to) + i
	}
	for _, h := range r.hits {
		if h.classes&cStreet != 0 && h.start >= n.end && h.end <= to {
			return true
		}
	}
	return false
}

// priceBefore: a price word just before the number ("costs 450").
func (r *reading) priceBefore(n number) bool {
	_, ok := r.hitBefore(n.start, cPrice)
	return ok
}

// priceJustBefore reports a price word right before n, or before an
// article or connector that stands right before it ("ronden los").
func (r *reading) priceJustBefore(n number) bool {
	at := len(strings.TrimRight(r.s[:n.start], " .…"))
	if h, ok := hitEndingAt(r.hits, at, cConnector|cNumber); ok {
		at = len(strings.TrimRight(r.s[:h.start], " .…"))
	}
	_, ok := hitEndingAt(r.hits, at, cPrice)
	return ok
}

// currencyWritten reports a currency in the sentence: a sign ("€",
// "R$"), or a name or code next to a number ("EUR 40", "40 euros"). A
// code alone may be a word of the language: "ils" (ILS) is "they" in
// French, "try" and "pen" are English.
func (r *reading) currencyWritten() bool {
	return r.currencyWrittenIn(0, len(r.s))
}

// pricedAround reports a price word or a written currency in the
// sentence of n, or, in a table row, in its cell: "| $285 | 3.1 mi |
// 8–12 |" gives no price to the hours.
func (r *reading) pricedAround(n number) bool {
	cs, ce := r.cellOf(n)
	if cs == 0 && ce == len(r.s) {
		if r.othersCurrency {
			// the sentence speaks of someone else's money: a price word
			// in the number's own clause makes it an amount
			cs, ce = r.punctClause(n.start, n.end)
			return r.priceIn(cs, ce)
		}
		if n.value < 10 && !n.decimals && !n.grouped && !n.scaled {
			// a small count is priced by a price word of its own clause, or
			// a verb of charging up to a semicolon: not "suelen recomendar
			// unas 6; el precio te lo dicen en …", but "costs extra, roughly
			// 8"
			cs, ce = r.punctClause(n.start, n.end)
			ss, se := semicolonPart(r.s, n.start)
			return r.priceIn(cs, ce) || r.hasIn(ss, se, cEstimate|cCharge) || r.perRate(n) || r.currencyWrittenIn(cs, ce)
		}
		return r.has&(cPrice|cEstimate|cCharge) != 0 || r.currencyWritten()
	}
	return r.priceIn(cs, ce) || r.currencyWrittenIn(cs, ce)
}

// currencyOthers reports amounts with their currency written, each
// someone else's: the person's, or another payee's.
func (r *reading) currencyOthers(v *view) bool {
	some := false
	for _, n := range r.nums {
		if r.currencyNextTo(n) {
			if !r.otherPayee(v, n.start, n.end) {
				return false
			}
			some = true
		}
	}
	return some
}

func (r *reading) currencyWrittenIn(cs, ce int) bool {
	if r.has&cCurrency == 0 {
		return false
	}
	for _, h := range r.hits {
		if h.classes&cCurrency == 0 || h.start < cs || h.end > ce {
			continue
		}
		if !isLetters(r.s[h.start:h.end]) || digitBefore(r.s, h.start) || digitAfter(r.s, h.end) {
			return true
		}
	}
	return false
}

// digitAfter reports a digit after i, past spaces.
func digitAfter(s string, i int) bool {
	i = skipSpace(s, i)
	return i < len(s) && isDigit(s[i])
}
