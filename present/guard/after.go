package guard

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// What follows a number says what it counts: a unit, a time, a word
// the vocabulary does not know, or nothing.
const (
	afterNothing = iota // punctuation, the end, or a word that may follow an amount
	afterCount          // a unit, a time, a date or a percentage: "3 people", "3 pm", "5%", "1st"
	afterWord           // a word the vocabulary does not know
	afterAdverb         // a word that says nothing of the number: "only", "dabei"
)

// after tells what follows a number: in a table row whose label says
// what the row counts, that label does.
func (r *reading) after(n number) int {
	after := r.afterText(n)
	if after == afterNothing && r.countedByLabel(n) {
		return afterCount
	}
	return after
}

// countedByLabel reports a number in a table row whose label, its first
// cell with letters, is a word for what the row counts and nothing more:
// "| Guests | 130 | up to 150 |", "| Quartos | 8 |"; not "| Full day |
// 1,600 |", "| Bridal room (per night) | 180 |" nor "| Groups of 20 |
// 950 |", which name what is priced.
func (r *reading) countedByLabel(n number) bool {
	for k := 0; ; k++ {
		start, end, ok := r.cell(k)
		if !ok || start >= n.start {
			return false
		}
		label := strings.Trim(r.s[start:end], " *_")
		if label == "" || !strings.ContainsFunc(label, unicode.IsLetter) {
			continue
		}
		at := start + strings.Index(r.s[start:end], label)
		h, ok := hitAt(r.hits, at, cUnit|cPercent)
		return ok && h.end == at+len(label) && h.classes&(cPrice|cCurrency|cTrade) == 0
	}
}

// afterText is after, from the text after the number alone.
func (r *reading) afterText(n number) int {
	if m, ok := r.rangeEnd(n); ok {
		return r.after(m) // "3–4 weeks", "3 bis 4 Wochen": what follows the range
	}
	at := skipSpace(r.s, n.end)
	if strings.HasPrefix(r.s[at:], "**") || strings.HasPrefix(r.s[at:], "__") {
		at = skipSpace(r.s, at+2) // "até **200** convidados": past the bold
	}
	if at+1 < len(r.s) && r.s[at] == '-' && asciiLetterAt(r.s, at+1) {
		at++ // "a 45-minute session"
	}
	if at >= len(r.s) {
		return afterNothing
	}
	c, _ := utf8.DecodeRuneInString(r.s[at:])
	if c == '.' && ordinalMark(r.s[at+1:]) || at == n.end && ordinalMark(r.s[at:]) {
		return afterCount // "2.º", "11.ª", "1º B": not "1 o", "3 a"
	}
	if r.voc.adverbs[r.s[at:wordEnd(r.s, at)]] {
		return afterAdverb
	}
	// a number word that is a noun counts what follows its "de": "une
	// dizaine de minutes", "una ventina di persone"; not "une quinzaine
	// d'euros"
	if h, ok := hitAt(r.hits, at, cConnector); ok && n.words && h.end-h.start <= 3 && h.classes&(cCurrency|cUnit) == 0 {
		if u, ok := hitAt(r.hits, skipSpace(r.s, h.end), cUnit|cTime|cDate|cPercent); ok && u.classes&(cConnector|cCurrency) == 0 {
			return afterCount
		}
	}
	// a title names who comes after it, never what a number counts: the
	// unit of "l'écran de 3 m." is "m", not "M."
	if h, ok := hitAt(r.hits, at, ^cTitle); ok {
		switch {
		case h.classes&(cUnit|cTime|cDate|cPercent|cNotMoney|cStreet|cBooking|cAvail) != 0 && h.classes&(cConnector|cCurrency) == 0:
			return afterCount // "3 people", "2 rendez-vous", "120 posti disponibili"
		case h.classes&cCharge != 0:
			return afterNothing // "68 gekostet", "40 afgerekend": the verb of what it cost
		case h.classes&^cPrice == 0:
			return afterWord // "3 packages"
		case yearShaped(r.s, n) && unicode.IsLetter(c) && h.classes&cConnector == 0:
			return afterCount // "the 2026 prices"
		}
		return afterNothing
	}
	switch {
	case (n.scaled || n.grouped) && unicode.Is(unicode.Hiragana, c):
		// "10万ちょい", "2,500ってところ": after 万 or 千, or a grouped
		// number, hiragana is a particle or an ending
		return afterNothing
	case c == '%' || c == '°' || at == n.end && unicode.IsLetter(c):
		return afterCount // "5%", and letters the vocabulary does not know stuck to it: "2º", "4b", "60に"
	case !unicode.IsLetter(c) || unicode.Is(unicode.Hiragana, c):
		return afterNothing
	}
	return afterWord
}

// rangeEnd returns the number in digits that ends a range n starts:
// after a dash or a short range word ("to", "bis", "à", "から"), nothing
// else between; not "1850 for one day".
func (r *reading) rangeEnd(n number) (number, bool) {
	for _, m := range r.nums {
		if m.start <= n.end || m.start-n.end > 8 || m.words {
			continue
		}
		if gap := strings.TrimSpace(r.s[n.end:m.start]); (len(gap) <= 3 || gap == "から") && r.rangeWord(n.end, m.start) && !r.minutesAfter(n, m) {
			return m, true
		}
		break
	}
	return number{}, false
}

// minutesAfter reports m as the minutes of the hour n, a word for the
// hour between that says nothing else: "12 h 30", "15 Uhr 30".
func (r *reading) minutesAfter(n, m number) bool {
	h, ok := hitAt(r.hits, skipSpace(r.s, n.end), ^class(0))
	return ok && h.classes&^cTime == 0 && n.value <= 24 && !m.words && m.end-m.start == 2 && m.value < 60
}

// ordinalMark reports the letter of a Romance ordinal after its stop,
// folded ("2.º" reads "2.o"): one letter, then no letter.
func ordinalMark(s string) bool {
	if s == "" || (s[0] != 'o' && s[0] != 'a') {
		return false
	}
	c, _ := utf8.DecodeRuneInString(s[1:])
	return len(s) == 1 || !unicode.IsLetter(c)
}
