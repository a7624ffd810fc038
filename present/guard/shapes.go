package guard

import (
	"slices"
	"strings"
	"unicode"
)

// Shapes of numbers that are no amounts: decades, years, list markers,
// measures, clock times after a day, codes.

// decade reports two digits that name a decade: "the 90s", "'90"; not
// "autour de 50-60".
func (r *reading) decade(n number) bool {
	if n.end-n.start != 2 || n.scaled || int(n.value)%10 != 0 {
		return false
	}
	return n.end < len(r.s) && r.s[n.end] == 's' || n.start > 0 && r.s[n.start-1] == '\''
}

// listedAfterNoMoney reports a number listed after one that a word made
// no amount: "postcode 3011 and 3012", "rooms 4, 5".
func (r *reading) listedAfterNoMoney(n number) bool {
	if r.currencyNextTo(n) || n.scaled && !n.words { // not "at 2.5–3k"
		return false
	}
	prev, ok := number{}, false // the number just before n
	for _, m := range r.nums {
		if m.end <= n.start && (!ok || m.end > prev.end) {
			prev, ok = m, true
		}
	}
	if !ok {
		return false
	}
	gap := strings.TrimSpace(r.s[prev.end:n.start])
	joined := gap == "," || gap == "&" || gap == "/"
	// the joining word may take an article: "tra le 14 e le 16", "entre
	// las 9 y las 11"
	if h, ok := hitAt(r.hits, skipSpace(r.s, prev.end), cClause|cNumberJoin|cConnector); ok && articleAtMost(r.s[h.end:n.start]) {
		joined = true
	}
	return joined && r.notMoneyBefore(prev)
}

// articleAtMost reports a gap of spaces, or of one short word between
// them: an article.
func articleAtMost(gap string) bool {
	w := strings.TrimSpace(gap)
	return len(w) <= 3 && !strings.ContainsAny(w, " ,;:.") && strings.IndexFunc(w, unicode.IsDigit) < 0
}

// dimension reports a number in a measure of sides: "3,40 × 2,60 m",
// "20x30".
func (r *reading) dimension(n number) bool {
	after := strings.TrimLeft(r.s[n.end:], " ")
	before := strings.TrimRight(r.s[:n.start], " ")
	// "x" counts only standing alone or against a digit: not "3 xl"
	sign := func(s string) bool {
		return strings.HasPrefix(s, "×") || len(s) > 1 && s[0] == 'x' && (s[1] == ' ' || isDigit(s[1]))
	}
	return sign(after) || strings.HasSuffix(before, "×") ||
		len(before) > 1 && before[len(before)-1] == 'x' && (before[len(before)-2] == ' ' || isDigit(before[len(before)-2]))
}

// dayBeforeClock reports a day of the month followed by a clock time:
// "le 12 à 14 h 30", "am 3. um 10 Uhr", "the 12th at 2 pm".
func (r *reading) dayBeforeClock(n number) bool {
	if n.value > 31 || n.decimals || n.grouped || n.scaled || n.words {
		return false
	}
	at := skipSpace(r.s, n.end)
	if at < len(r.s) && r.s[at] == '.' {
		at = skipSpace(r.s, at+1)
	}
	h, ok := hitAt(r.hits, at, cTime)
	if !ok {
		return false
	}
	next := skipSpace(r.s, h.end)
	for _, m := range r.nums {
		if m.start == next {
			return m.time || r.hasTime(m.start, m.end)
		}
	}
	return false
}

// digitBefore reports a digit just before i, spaces aside.
func digitBefore(s string, i int) bool {
	t := strings.TrimRight(s[:i], " ")
	return t != "" && isDigit(t[len(t)-1])
}

// code reports a number glued to a Latin letter before it, or a part of a
// code in dashes that starts with letters: a flat type, a paper size, a
// model ("T3", "A4", "AR-80-33915"); or of an address or code in digits
// (addressCode). A currency written so ("eur50") was found before.
func (r *reading) code(n number) bool {
	if n.start == 0 {
		return false
	}
	if c := r.s[n.start-1]; 'a' <= c && c <= 'z' {
		return true
	}
	// a part of a code in dashes that starts with letters: "ar-80-33915"
	i := n.start
	for i > 0 && (r.s[i-1] == '-' || r.s[i-1] == '/' || isDigit(r.s[i-1])) {
		i--
	}
	return i < n.start && r.s[i] == '-' && i > 0 && 'a' <= r.s[i-1] && r.s[i-1] <= 'z' || addressCode(r.s, n) || r.afterAcronym(n)
}

// afterAcronym reports a number right after a word of two to five
// capitals that is no currency: a grade, a class or a code ("KIG 3",
// "CPF 2"); not "EUR 85".
func (r *reading) afterAcronym(n number) bool {
	if len(r.text) != len(r.s) || n.decimals || n.grouped || r.currencyNextTo(n) {
		return false
	}
	w := wordBefore(r.text, n.start)
	if w[1]-w[0] < 2 || w[1]-w[0] > 5 || strings.TrimSpace(r.text[w[1]:n.start]) != "" {
		return false
	}
	return strings.IndexFunc(r.text[w[0]:w[1]], func(c rune) bool { return c < 'A' || c > 'Z' }) < 0
}

// addressCode reports n in three groups of digits or more joined by
// single hyphens, one of them of two digits at most: an address, a
// date or a code ("本町2-8-3", "2025-05-03", "24-118-07"); not prices
// in tiers ("1800-2400-3200").
func addressCode(s string, n number) bool {
	lo, hi := n.start, n.end
	for lo > 0 && (isDigit(s[lo-1]) || s[lo-1] == '-' && lo > 1 && isDigit(s[lo-2])) {
		lo--
	}
	for hi < len(s) && (isDigit(s[hi]) || s[hi] == '-' && hi+1 < len(s) && isDigit(s[hi+1])) {
		hi++
	}
	groups := strings.Split(s[lo:hi], "-")
	return len(groups) >= 3 && slices.ContainsFunc(groups, func(g string) bool { return len(g) <= 2 })
}

func yearShaped(s string, n number) bool {
	return n.value >= 1900 && n.value <= 2100 && !n.grouped && !n.decimals && !n.scaled && n.end-n.start == 4
}

// listMarker: a number of one or two digits that starts the sentence,
// followed by "." or ")" and a space, numbers a list ("2. Ortega: a
// quote after the first meeting").
func (r *reading) listMarker(n number) bool {
	lead := strings.TrimLeft(r.s[:n.start], " *_#>-")
	after := r.s[n.end:]
	return lead == "" && n.end-n.start <= 2 && (strings.HasPrefix(after, ". ") || strings.HasPrefix(after, ") "))
}

// alone: the number is all the sentence holds (a price on its own line,
// "**95,–**").
func (r *reading) alone(n number) bool {
	isWord := func(c rune) bool { return unicode.IsLetter(c) || unicode.IsDigit(c) }
	return !n.words && strings.IndexFunc(r.s[:n.start], isWord) < 0 && strings.IndexFunc(r.s[n.end:], isWord) < 0
}

// hourRange: a range of hours in a sentence about days or times ("Monday
// to Friday, 9-13").
func (r *reading) hourRange(n number) bool {
	if n.value > 24 || n.decimals || n.grouped || r.has&(cDate|cTime) == 0 {
		return false
	}
	before, after := strings.TrimRight(r.s[:n.start], "-–—"), strings.TrimLeft(r.s[n.end:], "-–—")
	return len(before) < n.start && before != "" && isDigit(before[len(before)-1]) ||
		len(after) < len(r.s)-n.end && after != "" && isDigit(after[0])
}

// shapedOtherwise reports a number whose place says it is something
// other than money: a list marker, a label's, a day, a house number, an
// hour range, a code, a measure or a count in brackets.
func (r *reading) shapedOtherwise(n number) bool {
	return r.listMarker(n) || r.notMoneyBefore(n) || r.label(n) || r.listedAfterNoMoney(n) || n.value <= 31 && !n.decimals && !n.grouped && r.dayNumber(n) || houseNumber(n) && (r.afterStreet(n) || r.beforeStreet(n) && !r.priceBefore(n)) ||
		r.hourRange(n) || r.code(n) || r.dayBeforeClock(n) || r.dimension(n) || r.countInBrackets(n)
}
