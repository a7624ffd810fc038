package guard

import (
	"slices"
	"strings"
)

// A price given across two sentences: the first speaks of the price or
// gives a bare number, the next gives the amount or its currency.

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
		rest := strings.TrimRight(r.s[n.end:], " .!*_)\"'»”。！")
		if cs, ce := r.clause(n.start, n.end); r.hasIn(cs, ce, cNotMoney) {
			continue // "Die Zimmernummer des Büros ist 14"
		}
		if rest == "" && !n.words && n.value >= 10 && !r.money(n) && r.amountPriced(n, true) &&
			!v.optInAmounts[cents(n.value)] && !r.otherPayee(v, n.start, n.end) && !r.othersOwn(v, n) {
			return true
		}
	}
	return false
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
		return !n.words && !n.time && !n.date && !n.phone && n.value >= 10 && !yearShaped(r.s, n) &&
			!r.money(n) && r.after(n) != afterCount && !r.notMoneyBefore(n)
	})
}

// currencyAlone reports a currency that stands by no number, in a
// sentence that gives no amount: "Das wären Euro, Narkose schon
// eingerechnet", "単位は円で".
func (r *reading) currencyAlone() bool {
	return r.has&cCurrency != 0 && !slices.ContainsFunc(r.nums, r.money)
}
