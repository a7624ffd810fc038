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
	for _, h := range r.hits {
		m, ok := r.publisher(text, h)
		if !ok {
			continue
		}
		// one name: "Il Salone Forbici" found by its kind of business, "Il
		// Salone Forbici d'Argento" by what it publishes
		found = slices.DeleteFunc(found, func(f mention) bool {
			if f.start < m.end && f.end > m.start {
				m.start, m.end = min(m.start, f.start), max(m.end, f.end)
				return true
			}
			return false
		})
		found = append(found, m)
	}
	return found
}

// publisher returns the name right before a phrase h that says a
// business publishes its prices, in its clause ("**Riverside Vets**
// publishes its prices", "Het Hoefijzer zet de prijzen online"):
// capitalised words, short ones between them, naming nothing of the
// conversation. A business that publishes its prices is not one that
// gives them on request. The capitals of a sentence's first word and of
// a kind of business (every noun's, in German) tell no name, so another
// capitalised word or bold around the words must: "The Clinic publishes
// its prices", "Die Kapelle veröffentlicht ihre Preise" and "They publish
// their prices" name no other business.
func (r *reading) publisher(text string, h hit) (mention, bool) {
	if h.classes&cPublishes == 0 {
		return mention{}, false
	}
	lo, first, named := h.start, -1, false
	for w := wordBefore(text, lo); w[0] != w[1]; w = wordBefore(text, lo) {
		word := strings.Trim(text[w[0]:w[1]], "*_")
		if word == "" || strings.ContainsAny(word, ",;:.!?()") {
			break
		}
		at := w[0] + strings.Index(text[w[0]:w[1]], word)
		if k := strings.IndexAny(word, "'’"); k > 0 && k <= 3 {
			at, word = at+k+len(word[k:k+1]), word[k+len(word[k:k+1]):] // "d'Argento"
		}
		if capitalised(text, at) {
			first = at
			named = named || strings.Contains(text[w[0]:w[1]], "**") ||
				!startsSentence(text, at) && !r.tradeAt(at, at+len(word))
		} else if utf8.RuneCountInString(word) > 3 || strings.IndexFunc(word, func(c rune) bool { return !unicode.IsLetter(c) }) >= 0 {
			break // "de", "van", "du" join a name; not "—", "|" or "900"
		}
		lo = w[0]
	}
	m := mention{start: first, end: len(strings.TrimRight(text[:h.start], " *_"))}
	if first < 0 || !named || slices.ContainsFunc(r.names, func(n mention) bool {
		return !n.addr && n.start < m.end && n.end > m.start && !r.tradeAt(n.start, n.end)
	}) {
		return mention{}, false
	}
	return m, true
}

// anotherBefore reports a word that marks another business one or two
// words before the kind of business h.
func (r *reading) anotherBefore(h hit) bool {
	return slices.ContainsFunc(r.hits, func(a hit) bool {
		return a.classes&cAnother != 0 && a.end <= h.start && len(strings.Fields(r.s[a.end:h.start])) <= 1
	})
}

// tradeAt reports a kind of business that covers [start, end).
func (r *reading) tradeAt(start, end int) bool {
	return slices.ContainsFunc(r.hits, func(h hit) bool { return h.classes&cTrade != 0 && h.start <= start && h.end >= end })
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
