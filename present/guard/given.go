package guard

import (
	"math"
	"slices"
)

// The numbers operators gave: amounts an answer may repeat, and zero
// prices.

// numbers returns every number in an operator's words, in hundredths:
// what an answered item says may be repeated in any notation.
func (voc *vocab) numbers(text string) []int64 {
	s := fold(text)
	var out []int64
	for _, n := range scanNumbers(s, voc.find(s, nil), nil) {
		out = append(out, cents(n.value))
	}
	return out
}

// amounts returns the numbers in an operator's words that may be
// amounts, in hundredths: a bare number counts, as the operator may
// write "2,450 (all in)", but not a time, a date, a phone number or a
// count ("Bolo para 50 pessoas: R$ 420,00" gives no amount of 50).
func (voc *vocab) amounts(text string) []int64 {
	r := voc.read(text)
	var out []int64
	for _, n := range r.nums {
		if !r.money(n) && (n.time || n.date || n.phone || r.after(n) == afterCount) {
			continue
		}
		out = append(out, cents(n.value))
	}
	return out
}

func cents(f float64) int64 { return int64(math.Round(f * 100)) }

// zeroPrice reports an operator's words that give a zero price: a word
// for free, or a charge word with a word for nothing.
func (voc *vocab) zeroPrice(text string) bool {
	has := voc.read(text).has
	return has&cFree != 0 || has&(cCharge|cNothing) == cCharge|cNothing
}

// addOwnAmounts records the amounts in the words of every item that is
// neither referred nor pending, also of an operator that refers another
// item: "Rudelglück hat mir die Preise für die Tagesbetreuung genannt:
// 25 € pro Tag" gives the day care's price while the boarding is on
// request. othersOwn passes such an amount only where the sentence names
// the item that gave it by a name of its own, and no referred item: an
// operator that states a referred item's price in another skill's words
// (breaking OR-5.3) vouches for nothing said of the referred one.
func (v *view) addOwnAmounts(voc *vocab) {
	v.ownAmounts = map[int64][]int{}
	for i, it := range v.items {
		if it.Pending() || slices.Contains(v.referred, i) {
			continue
		}
		for _, text := range it.Given {
			for _, c := range voc.numbers(text) {
				if !slices.Contains(v.ownAmounts[c], i) {
					v.ownAmounts[c] = append(v.ownAmounts[c], i)
				}
			}
		}
	}
}
