package guard

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Other businesses named in a sentence, by a proper name or as another.

// otherBusinesses finds each kind of business in a proper name that
// names nothing of the conversation, or said to be another ("the other
// practice"): "Bramley Vets", "la clinique des Glycines", "la Clínica
// Veterinaria Arrayán" beside the operator Clínica Veterinaria Los
// Álamos, whose "clínica" and "veterinaria" there name no operator and
// are dropped from the mentions. "Maple Street Vets" is
// Maple Street Veterinary Practice's: a word of the view's names that is
// no kind of business makes the name the view's. It returns where it
// found them. text is what was folded, the same length, so that its
// places match.
func (r *reading) otherBusinesses(text string) []mention {
	var found []mention
	for _, h := range r.hits {
		if h.classes&cTrade == 0 {
			continue
		}
		lo, hi, ok := properName(text, h.start, h.end)
		if !ok && r.anotherBefore(h) {
			lo, hi, ok = h.start, h.end, true // "the other practice", "a outra clínica"
		}
		inside := func(m mention) bool { return !m.addr && m.start < hi && m.end > lo }
		if !ok || slices.ContainsFunc(r.names, func(m mention) bool { return inside(m) && !r.tradeAt(m.start, m.end) }) {
			continue
		}
		if r.placeAt(mention{start: lo, end: hi}) || r.hasIn(max(0, lo-16), lo, cApart) {
			continue // "next door to Oakfield Funeral Home", "unlike Oakfield…": not who lists
		}
		found = append(found, mention{start: lo, end: hi})
		r.names = slices.DeleteFunc(r.names, inside)
	}
	return found
}

// anotherBefore reports a word that marks another business one or two
// words before the kind of business h.
func (r *reading) anotherBefore(h hit) bool {
	return slices.ContainsFunc(r.hits, func(a hit) bool {
		return a.classes&cAnother != 0 && a.end <= h.start && len(strings.Fields(r.s[a.end:h.start])) <= 1
	})
}

// tradeAt reports a kind of business that covers [start, end).
func (r *reading) tradeAt(start, end int) bool { return r.coveredAs(start, end, cTrade) }

// coveredAs reports a hit of class cl that covers [start, end).
func (r *reading) coveredAs(start, end int, cl class) bool {
	return slices.ContainsFunc(r.hits, func(h hit) bool { return h.classes&cl != 0 && h.start <= start && h.end >= end })
}

// properName returns the bounds of the proper name that the word at
// [start, end) is part of: capitalised words before it (not the first of
// the sentence) and after it, one short word between at most ("Auto-École
// du Centre", "clinique des Glycines"); ok is false where there are none.
func properName(text string, start, end int) (lo, hi int, ok bool) {
	lo, hi = start, end
	for w := wordBefore(text, lo); w[0] != w[1] && capitalised(text, w[0]) && !startsSentence(text, w[0]); w = wordBefore(text, lo) {
		lo = w[0]
	}
	for {
		w := wordAfter(text, hi)
		if w[0] != w[1] && !capitalised(text, w[0]) && utf8.RuneCountInString(text[w[0]:w[1]]) <= 3 {
			w = wordAfter(text, w[1]) // "du", "de la"
		}
		if w[0] == w[1] || !capitalised(text, w[0]) {
			break
		}
		hi = w[1]
	}
	return lo, hi, lo < start || hi > end
}

// capitalised reports a word at i that starts with a capital letter.
func capitalised(text string, i int) bool {
	first, _ := utf8.DecodeRuneInString(text[i:])
	return unicode.IsUpper(first)
}
