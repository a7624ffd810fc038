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

// lister returns the name that opens the clause where a business lists
// prices on a site or list of its own ("Lakeside Optics lists frames
// from $89 on its own website", "il Centro Dentale Sorriso indica sul
// proprio sito …", "メガネのミライは自社サイトで…"): such a listing says
// the prices are the subject's own, whatever kind of business the name
// is. The name is two capitalised words or more after one short article
// at most, or, in a script without spaces, all the clause before the
// listing; it holds no word the lexicon knows but a kind of business or
// a connector ("Die Preise" is no name), and no word of an item's
// operator's or skill's name. The sentence names no operator,
// not even after a negation, and nothing there, nor the person from the
// clause on ("…, and the team you spoke to works from the same sheet",
// "chez eux").
func (r *reading) lister(v *view, text string) (mention, bool) {
	at := slices.IndexFunc(r.hits, func(h hit) bool { return h.classes&cOwnSite != 0 })
	if at < 0 || r.hasIn(0, len(r.s), cAtThem) {
		return mention{}, false
	}
	site := r.hits[at]
	cs, _ := r.punctClause(site.start, site.end)
	m, ok := subjectName(text, skipSpace(text, cs), site.start)
	if !ok || r.hasIn(cs, len(r.s), cYou) {
		return mention{}, false
	}
	known := slices.ContainsFunc(r.hits, func(h hit) bool {
		return !h.inner && !h.affix && h.overlaps(m) && h.classes&^(cTrade|cConnector|cNumberJoin|cStreet) != 0
	})
	ours := slices.ContainsFunc(r.names, func(o mention) bool {
		return !o.addr && (o.overlaps(m) || v.operatorWord(o.item, r.s[o.start:o.end]))
	})
	if known || ours || r.sharesWord(v, m) || r.placeAt(m) {
		return mention{}, false
	}
	return m, true
}

// sharesWord reports a word of three letters or more at m that is a word
// of an item's operator's or skill's name: "Die Gedenkkapelle Example"
// may be Example Memorial Chapel.
func (r *reading) sharesWord(v *view, m mention) bool {
	for _, w := range words([]string{r.s[m.start:m.end]}) {
		if utf8.RuneCountInString(w) >= 3 && slices.ContainsFunc(v.words, func(ws []string) bool { return slices.Contains(ws, w) }) {
			return true
		}
	}
	return false
}

// subjectName returns the proper name that opens [start, end) of text:
// two capitalised words or more after one short article at most, one
// short word or mark between them at most, or,
// in a script without spaces, all of it up to 20 letters.
func subjectName(text string, start, end int) (mention, bool) {
	if start < end && noSpaces(lastRune(text[:end])) {
		n := utf8.RuneCountInString(text[start:end])
		return mention{start: start, end: end}, n >= 2 && n <= 20 && !strings.ContainsAny(text[start:end], " ,;:")
	}
	words := wordsFrom(text, start, end)
	if len(words) > 0 && utf8.RuneCountInString(text[words[0][0]:words[0][1]]) <= 3 {
		words = words[1:] // "il", "a", "Die", "The"
	}
	n, last := 0, -1
	for k, w := range words {
		if capitalised(text, w[0]) {
			n, last = n+1, k
		} else if k == 0 || k == last+2 || !joiner(text[w[0]:w[1]]) {
			break // one short word or mark between capitals: "Grünwald & Söhne", "Maison du Pain"
		}
	}
	if n < 2 {
		return mention{}, false
	}
	return mention{start: words[0][0], end: words[last][1]}, true
}

// joiner reports a word that may join the words of a name: a mark, or a
// word of three letters at most.
func joiner(w string) bool {
	return utf8.RuneCountInString(w) <= 3 || !strings.ContainsFunc(w, unicode.IsLetter)
}

// wordsFrom returns the bounds of the words of text in [start, end), up
// to the first that ends in a mark; marks of emphasis around a word are
// not part of it.
func wordsFrom(text string, start, end int) [][2]int {
	var words [][2]int
	for i := start; i < end; {
		for i < end && strings.IndexByte(" *_\"'«“", text[i]) >= 0 {
			i++
		}
		j := i
		for j < end && strings.IndexByte(" *_\"'»”,;:()", text[j]) < 0 {
			j++
		}
		if j == i {
			break
		}
		words = append(words, [2]int{i, j})
		if j < end && text[j] != ' ' {
			break
		}
		i = j
	}
	return words
}

// overlaps reports whether m and o share a byte.
func (m mention) overlaps(o mention) bool { return m.start < o.end && m.end > o.start }

// overlaps reports whether h and m share a byte.
func (h hit) overlaps(m mention) bool { return h.start < m.end && h.end > m.start }

// withLister adds the lister to the other businesses, unless one of them
// is it.
func (r *reading) withLister(v *view, text string) []mention {
	if m, ok := r.lister(v, text); ok && !slices.ContainsFunc(r.others, m.overlaps) {
		return append(r.others, m)
	}
	return r.others
}
