package guard

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// A price given across two sentences: the first speaks of the price or
// gives a bare number, the next gives the amount or its currency; and
// bare numbers that are no price: a count in brackets.

// pricesOpen reports a sentence that speaks of the price of a referred
// item or its operator and gives no amount: "Maple Tutoring charges by
// the hour for GCSE maths."
func (r *reading) pricesOpen(v *view) bool {
	if r.has&(cPrice|cCharge|cRate|cEstimate|cLikeness) == 0 || !(r.tied(v, 0, len(r.s)) || r.has&cAtThem != 0) {
		return false
	}
	return !slices.ContainsFunc(r.nums, r.money)
}

// endsWithAmount reports a number that ends the sentence and would be an
// amount in a price sentence, given after one that left the price open:
// "…charges by the hour. The figure I've seen is 45.", "…se paga al
// terminar. Son 70." It is the sentence's one number in digits, and not
// below 10: not "…todo dia 20" after a percentage, nor "im 2." of "im 2.
// OG", which the stop after it cut.
func (r *reading) endsWithAmount(v *view) bool {
	if r.shortWordsAmount(v) {
		return true
	}
	digits := 0
	for _, n := range r.nums {
		if _, ranged := r.rangeEnd(n); !n.words && !ranged {
			digits++ // a range's start is counted with its end
		}
	}
	// nor a sentence about a place, a room or what is counted there: "The
	// biggest room seats about 80", "I posti a sedere sono 80"
	if digits != 1 || r.has&(cUnit|cBuilding|cTrade|cTopic|cOtherPayee|cPlace) != 0 {
		return false
	}
	for _, n := range r.nums {
		if cs, ce := r.clause(n.start, n.end); r.hasIn(cs, ce, cNotMoney) {
			continue // "Die Zimmernummer des Büros ist 14"
		}
		if r.endsWith(n) && !n.words && n.value >= 10 && !r.money(n) && r.amountPriced(n, true) &&
			!v.optInAmounts[cents(n.value)] && !r.otherPayee(v, n.start, n.end) && !r.othersOwn(v, n) {
			return true
		}
	}
	return false
}

// shortWordsAmount reports a sentence of at most a few words that ends
// in a number in words of 20 or more, its only number, and gives it as
// the price left open before it: "Reken op zeventig.", "Think four
// hundred.", "Ochocientos noventa."
func (r *reading) shortWordsAmount(v *view) bool {
	if len(r.nums) != 1 || r.has&(cUnit|cBuilding|cTrade|cTopic|cOtherPayee|cPlace|cNotMoney) != 0 {
		return false
	}
	n := r.nums[0]
	return n.words && n.value >= 20 && r.endsWith(n) && len(strings.Fields(r.s[:n.start])) <= 2 &&
		!v.optInAmounts[cents(n.value)] && !r.otherPayee(v, n.start, n.end)
}

// endsWith reports a number with nothing after it in the sentence but
// marks, emphasis and closing quotes.
func (r *reading) endsWith(n number) bool {
	return strings.TrimRight(r.s[n.end:], " .!*_)\"'»”。！") == ""
}

// bareAmount reports a number about a referred item or its operator
// that nothing says is money or anything else: in digits, not a time, a
// date, a phone number, a year or a count ("kommen Sie wohl mit 160
// hin"). The next sentence may give its currency.
func (r *reading) bareAmount(v *view) bool {
	if len(r.nums) == 0 || !r.tied(v, 0, len(r.s)) && r.has&(cAtThem|cTrade) == 0 {
		return false
	}
	return slices.ContainsFunc(r.nums, func(n number) bool {
		return !n.words && !n.time && !n.date && !n.phone && !r.dayAlone(n) && n.value >= 10 && !yearShaped(r.s, n) &&
			!r.money(n) && r.after(n) != afterCount && !r.notMoneyBefore(n)
	})
}

// bareIsPrice reports a bare number said of a referred item or its
// operator with nothing between them but words the vocabulary knows:
// "Their call-out is 75", "c'est 38, si je me fie à leur ancienne
// brochure", "nimmt der Hundesalon Example wohl so um die 90". Rule 1 of
// the labelling counts an amount in any notation, none too. A word it
// does not know says what the number is ("the chapel can fit roughly
// 80", "lasts about 45"), and so does another number before it ("seats
// 120 mourners, and the side chapel about 40").
func (r *reading) bareIsPrice(v *view) bool {
	return slices.ContainsFunc(r.nums, func(n number) bool {
		if n.words || n.time || n.date || n.phone || r.dayAlone(n) || n.value < 10 || yearShaped(r.s, n) || r.oldYear(n) || r.money(n) || r.after(n) != afterNothing || r.shapedOtherwise(n) {
			return false
		}
		cs, ce := r.punctClause(n.start, n.end)
		if r.hasIn(cs, ce, cUnit|cBuilding|cTopic|cPlace|cNotMoney|cPercent|cPhone|cOtherPayee|cBudget|cAvail) {
			return false
		}
		return r.saidOfReferred(v, n)
	})
}

// saidOfReferred reports a referred item or its operator named before
// or after n, or a word that points at them ("chez eux"), with only
// words the vocabulary knows or short ones, spaces, apostrophes, commas
// and dashes between: no other number, no word of its own, no stop.
func (r *reading) saidOfReferred(v *view, n number) bool {
	return r.reachesReferred(v, n.start, true) || r.reachesReferred(v, n.end, false)
}

// reachesReferred walks word by word away from the number at edge,
// backwards or forwards, to a referred item's mention.
func (r *reading) reachesReferred(v *view, edge int, back bool) bool {
	// back across a comma ("…chez Institut Example, c'est 38"), not on
	// past one: "a cake feeding 80, Example Bakehouse needs…"
	cut := " '’-–*_"
	if back {
		cut += ","
	}
	for {
		ws, we := wordSpanAfter(r.s, edge)
		gap := r.s[edge:ws]
		if back {
			ws, we = wordSpanBefore(r.s, edge)
			gap = r.s[we:edge]
		}
		if ws == we || strings.Trim(gap, cut) != "" {
			return false
		}
		if r.tiedBy(v, min(ws, edge), max(we, edge), func(mention) bool { return true }) || r.hasIn(ws, we, cAtThem) {
			return true
		}
		if !r.known(ws, we) && utf8.RuneCountInString(r.s[ws:we]) > 3 {
			return false
		}
		edge = we
		if back {
			edge = ws
		}
	}
}

// wordSpanBefore returns the bounds of the last run of letters or digits
// that ends at or before i; empty bounds where none is.
func wordSpanBefore(s string, i int) (int, int) {
	end := i
	for end > 0 {
		c, size := utf8.DecodeLastRuneInString(s[:end])
		if isWordRune(c) {
			break
		}
		end -= size
	}
	start := end
	for start > 0 {
		c, size := utf8.DecodeLastRuneInString(s[:start])
		if !isWordRune(c) {
			break
		}
		start -= size
	}
	return start, end
}

// wordSpanAfter returns the bounds of the first run of letters or
// digits that starts at or after i; empty bounds where none is.
func wordSpanAfter(s string, i int) (int, int) {
	start := i
	for start < len(s) {
		c, size := utf8.DecodeRuneInString(s[start:])
		if isWordRune(c) {
			break
		}
		start += size
	}
	end := start
	for end < len(s) {
		c, size := utf8.DecodeRuneInString(s[end:])
		if !isWordRune(c) {
			break
		}
		end += size
	}
	return start, end
}

// currencyAlone reports a currency that stands by no number, in a
// sentence that gives no amount: "Das wären Euro, Narkose schon
// eingerechnet", "単位は円で".
func (r *reading) currencyAlone() bool {
	return r.has&cCurrency != 0 && !slices.ContainsFunc(r.nums, r.money)
}

// countInBrackets reports a number alone in brackets, an approximation
// word at most beside it, right after what is counted, a few words back
// in its clause, or a word that asks or names a count: "your guest
// count (around 90)", "cuántos invitados seréis (unos 120)", "le nombre
// de valises (5, si j'ai bien compris)", "quanti bagagli avete (3)".
func (r *reading) countInBrackets(n number) bool {
	open, closed := r.brackets(n.start)
	if open < 0 || r.hasIn(open, closed, cCurrency|cPrice) || slices.ContainsFunc(r.nums, func(m number) bool {
		return m.start > open && m.end < closed && m.start != n.start
	}) {
		return false
	}
	from := len(strings.TrimRight(r.s[:open], " "))
	for range 3 { // back three words, not past a clause mark
		sp, mark := strings.LastIndexByte(r.s[:from], ' '), strings.LastIndexAny(r.s[:from], ",;:.!?")
		if mark > sp {
			from = mark + 1
			break
		}
		from = max(sp, 0)
	}
	// not where the noun has its own number: "for 2 days (around 400)"
	return r.hasIn(from, open, cUnit|cNotMoney) && !r.hasIn(from, open, cPrice|cCurrency) && !r.numberIn(from, open)
}
