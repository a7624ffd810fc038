package guard

import (
	"bytes"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A number is a run of digits in folded text, or of number words, with
// what its shape tells.
type number struct {
	start, end int
	value      float64
	words      bool // written in words only: "two thousand", "九千"
	time       bool // 15:00, 15h30
	date       bool // 12.03.2026, 12/03, 2026-03-12
	phone      bool // +44 …, 0100, or digits in groups that are no thousands
	decimals   bool // has a decimal part: 4.50, 2,5
	grouped    bool // has thousands separators: 2,450
	scaled     bool // carries a scale: 3k, 2 grand, 19万
}

// scanNumbers finds the numbers of folded text s, given its hits (for the
// number words and scales).
func scanNumbers(s string, hits []hit, out []number) []number {
	for i := digitFrom(s, 0); i < len(s); i = digitFrom(s, i) {
		if h, ok := unitAround(hits, i); ok {
			i = h.end // the 2 of "m2": part of a unit, no number
			continue
		}
		n := readDigits(s, i)
		if listMark(s, n) {
			i = n.end // "2." of a numbered list: no number of the line
			continue
		}
		if end, ok := dimensions(s, hits, n); ok {
			i = end // "5×10": a size, no amount
			continue
		}
		n = applyScales(s, hits, n)
		// Groups of digits in a row ("+44 20 7946 0000") are a telephone
		// number, and so is an area code in brackets before one ("(11)
		// 5555-0176").
		if k := len(out) - 1; k >= 0 && out[k].end+1 == n.start && !out[k].scaled &&
			(s[out[k].end] == ' ' || s[out[k].end] == '-' && out[k].phone) {
			out[k].phone, n.phone = true, true // "03-1234-5678"
		} else if k >= 0 && n.phone && areaCode(s, out[k], n.start) {
			out[k].phone = true
		}
		out = append(out, n)
		i = n.end
	}
	return joinCents(s, hits, wordNumbers(s, hits, out))
}

// listMark reports the number of a numbered list's line, as listNumber
// reads its full stop ("2. ", "**2.** "), with a space or emphasis after
// the stop and words after that on the line: not a price alone on its
// line ("**95.**").
func listMark(s string, n number) bool {
	if n.end-n.start > 2 || n.end+1 >= len(s) || s[n.end] != '.' || !strings.ContainsRune(" *_", rune(s[n.end+1])) || !listNumber(s, n.end) {
		return false
	}
	rest := s[n.end+1:]
	if end := strings.IndexByte(rest, '\n'); end >= 0 {
		rest = rest[:end]
	}
	return strings.ContainsFunc(rest, unicode.IsLetter)
}

// dimensions returns the end of a size written as two numbers and a
// multiplication sign between them, no space ("5×10", "3x4"), with no
// currency after it: "la carpa de 5×10 a 650 €"; not "2×85 €", two
// nights at 85.
func dimensions(s string, hits []hit, n number) (int, bool) {
	j := n.end
	switch {
	case strings.HasPrefix(s[j:], "×"):
		j += len("×")
	case strings.HasPrefix(s[j:], "x"):
		j++
	default:
		return 0, false
	}
	if j >= len(s) || !isDigit(s[j]) {
		return 0, false
	}
	m := readDigits(s, j)
	if _, ok := hitAt(hits, skipSpace(s, m.end), cCurrency); ok {
		return 0, false
	}
	return m.end, true
}

// joinCents reads the cents said after the currency as part of the
// amount before it: "19 euros 50", "zweiunddreißig Euro fünfzig" and
// "doze euros e cinquenta" are 19.50, 32.50 and 12.50, and "dois euros e
// meio" 2.50, so that they match the
// same amount given on opt-in. The cents are then no number of their
// own; the amount keeps its span, with the currency after it.
func joinCents(s string, hits []hit, out []number) []number {
	dropped := false
	for k := range out {
		n := &out[k]
		if n.time || n.date || n.phone || n.decimals || n.start < 0 {
			continue
		}
		cur, ok := hitAt(hits, skipSpace(s, n.end), cCurrency)
		if !ok {
			continue
		}
		at := skipSpace(s, cur.end)
		half := false // "dois euros e meio", "deux euros et demi"
		if j, ok := hitAt(hits, at, cNumberJoin); ok {
			at, half = skipSpace(s, j.end), true
		}
		m := slices.IndexFunc(out, func(m number) bool { return m.start == at })
		switch {
		case m >= 0 && half && out[m].words && out[m].value < 1:
			n.value += out[m].value
		case m >= 0 && !half && centsAfter(s, hits, out[m]):
			n.value += out[m].value / 100
		case m >= 0 && centsAfter(s, hits, out[m]) && centsEnd(s, hits, out[m].end):
			// after a joining word, only cents that end their phrase:
			// "doze euros e cinquenta à hora", "119 reais e 90 centavos";
			// not "85 euros y dos acompañantes"
			n.value += out[m].value / 100
		default:
			continue
		}
		n.decimals = true
		out[m].start, dropped = -1, true
	}
	if !dropped {
		return out
	}
	return slices.DeleteFunc(out, func(n number) bool { return n.start < 0 })
}

// centsEnd reports the end of cents said after a joining word: the end
// of the clause, or a currency or connector right after ("… e cinquenta
// à hora", "… e 90 centavos").
func centsEnd(s string, hits []hit, end int) bool {
	if clauseEndsAt(s, end) {
		return true
	}
	_, ok := hitAt(hits, skipSpace(s, end), cCurrency|cConnector|cRate)
	return ok
}

// centsAfter reports a number that can be the cents after a currency:
// two digits or words, 1 to 99, that count nothing ("19 € 20 minutes" is
// a price and a time).
func centsAfter(s string, hits []hit, m number) bool {
	if m.time || m.date || m.phone || m.decimals || m.grouped || m.scaled || m.value < 1 || m.value > 99 ||
		!m.words && m.end-m.start != 2 {
		return false
	}
	at := skipSpace(s, m.end)
	if at < len(s) && (isDigit(s[at]) || s[at] == '%') {
		return false
	}
	_, counts := hitAt(hits, at, cUnit|cTime|cDate|cPercent|cNotMoney)
	// an amount of its own for someone else: "85 euros e 15 de
	// estacionamento"
	if h, ok := hitAt(hits, at, cConnector); ok && !counts && h.end-h.start <= 3 {
		_, counts = hitAt(hits, skipSpace(s, h.end), cOtherPayee)
	}
	return !counts
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// digitFrom returns where the first digit at i or after is, or len(s):
// a loop of its own, which reads a byte in a few instructions.
func digitFrom(s string, i int) int {
	for i < len(s) && !isDigit(s[i]) {
		i++
	}
	return i
}

// unitAround returns a unit whose letters come before i and whose
// phrase holds the digit at i ("m2", "m³" folded).
func unitAround(hits []hit, i int) (hit, bool) {
	for _, h := range hits {
		if h.classes&cUnit != 0 && h.start < i && i < h.end {
			return h, true
		}
	}
	return hit{}, false
}

// areaCode reports a number in brackets just before a telephone number
// that starts at next.
func areaCode(s string, n number, next int) bool {
	return n.start > 0 && s[n.start-1] == '(' && strings.TrimSpace(s[n.end:next]) == ")"
}

// readDigits reads the number that starts at i: digits with single
// separators between them.
func readDigits(s string, i int) number {
	n := number{start: i}
	j := i
	var sepBuf [8]byte
	var groupBuf [9]int
	seps, groups := sepBuf[:0], append(groupBuf[:0], 0) // most numbers: on the stack
	for j < len(s) {
		c := s[j]
		if isDigit(c) {
			groups[len(groups)-1]++
			j++
			continue
		}
		if j+1 < len(s) && isDigit(s[j+1]) && strings.IndexByte(".,' :/-h", c) >= 0 {
			if c == '/' && len(groups) > 1 && groups[len(groups)-1] == 3 {
				break // "4.000/5.000": a range of two amounts, not a date
			}
			if c == ' ' && !threeDigits(s, j+1) || c == '-' && !dashJoins(s, i, j) {
				break // "555 0100", "2000-4000": two numbers; "555-0100", "1100-148" and "3000-1234" are one
			}
			seps = append(seps, c)
			groups = append(groups, 0)
			j++
			continue
		}
		break
	}
	n.end = j
	n.read(s[i:j], seps, groups)
	if i > 0 && s[i-1] == '+' || s[i] == '0' && groups[0] > 1 {
		n.phone = true
	}
	if i > 1 && s[i-1] == '/' && !isDigit(s[i-2]) {
		n.date = true // "7 j/7": no amount; but "4.000/5.000" is a range and "90/hr" a rate
	}
	return n
}

// dashJoins reports whether the dash at j joins the digits before it (from
// i) and after it into one telephone number or postcode: the part after
// starts with 0, or is three digits after four, or is smaller than the
// part before (a range goes up), or the same after an area code in
// brackets ("(11) 4000-4000"; not "1500-1500 €"), or four digits after
// four or five that are not both round.
func dashJoins(s string, i, j int) bool {
	k := j + 1
	for k < len(s) && isDigit(s[k]) {
		k++
	}
	before, _ := strconv.Atoi(s[i:j])
	after, _ := strconv.Atoi(s[j+1 : k])
	// "3456-7890", "91234-5678": a range of amounts is of round numbers
	local := (j-i == 4 || j-i == 5) && k-j-1 == 4 && (before%10 != 0 || after%10 != 0)
	return s[j+1] == '0' || j-i == 4 && k-j-1 == 3 || k-j-1 >= 3 && (after < before || after == before && areaCodeBefore(s, i)) || local
}

// areaCodeBefore reports an area code in brackets right before i, one
// space at most between: "(11) ".
func areaCodeBefore(s string, i int) bool {
	t := strings.TrimSuffix(s[:i], " ")
	if !strings.HasSuffix(t, ")") {
		return false
	}
	open := strings.LastIndexByte(t, '(')
	return open >= 0 && len(t)-open > 2 && strings.Trim(t[open+1:len(t)-1], "0123456789") == ""
}

// threeDigits reports exactly three digits at i, then no digit.
func threeDigits(s string, i int) bool {
	return i+3 <= len(s) && isDigit(s[i]) && isDigit(s[i+1]) && isDigit(s[i+2]) && (i+3 == len(s) || !isDigit(s[i+3]))
}

// read works out what the separators mean and the value.
func (n *number) read(text string, seps []byte, groups []int) {
	if len(seps) == 0 {
		n.value, _ = strconv.ParseFloat(text, 64)
		return
	}
	// how many of each separator: a number has few, counted in place
	count := func(c byte) int { return bytes.Count(seps, []byte{c}) }
	switch {
	case count(':') > 0 || count('h') > 0:
		n.time = true
		return
	case count('/') > 0 || count('-') > 1:
		n.date = true
		return
	case count('-') == 1:
		n.phone = true
		return
	}
	last := seps[len(seps)-1]
	mixed := count(last) < len(seps) // two kinds of separator or more
	decimal := byte(0)
	if mixed && (last == '.' || last == ',') {
		decimal = last
	} else if count(last) == 1 && (last == '.' || last == ',') && groups[len(groups)-1] != 3 {
		decimal = last
	}
	var b strings.Builder
	pos := 0
	for g, size := range groups {
		if g > 0 {
			sep := seps[g-1]
			if sep == decimal && g == len(groups)-1 {
				b.WriteByte('.')
				n.decimals = true
			} else if size != 3 {
				n.date = true // 12.03.2026, 3.5.2: no thousands
				return
			} else {
				n.grouped = true
			}
			if g == 2 && groups[0] == 3 && sep == ' ' && seps[0] == ' ' {
				n.phone = true // "918 550 127": no amount is written so
				return
			}
			pos++
		}
		b.WriteString(text[pos : pos+size])
		pos += size
	}
	n.value, _ = strconv.ParseFloat(b.String(), 64)
}

// applyScales multiplies a number by the scale words after it ("3k",
// "2 grand", "2,5 tsd."), and joins the parts of "19万8千".
func applyScales(s string, hits []hit, n number) number {
	for {
		j := skipSpace(s, n.end)
		h, ok := hitAt(hits, j, ^class(0))
		if sh, isScale := hitWhere(hits, j, func(h hit) bool { return h.scale }); ok && isScale && sh.end == h.end {
			h = sh // a word that is a currency too: "45 lucas"
		}
		if !ok || !h.scale || wordAt(s, h.end, +1) {
			return n // "2 contos de fadas" is a longer phrase than "contos"
		}
		if h.end < len(s) && isDigit(s[h.end]) && s[h.end-1] < 0x80 {
			return n // a unit with a power: "65 m2" is a surface
		}
		if h.classes&cUnit != 0 && j > n.end {
			return n // a scale that is a unit too, apart from the number: "300 m" is a distance, "3m" millions
		}
		if h.end-h.start == 1 && h.value >= 1e6 && !currencyAround(s, hits, n.start, h.end) {
			return n // "£3.2m" is millions, "a wall of 3.2m" a length
		}
		n.value *= float64(h.value)
		n.scaled, n.end = true, h.end
		// "19万8千", "８千８００円"; not "2k5", where the digits after a
		// Latin scale are a fraction
		if n.end < len(s) && isDigit(s[n.end]) && (h.value >= 10000 || h.value >= 1000 && s[h.end-1] >= utf8.RuneSelf) {
			m := applyScales(s, hits, readDigits(s, n.end))
			if m.value < float64(h.value) {
				n.value += m.value
				n.end = m.end
			}
		}
	}
}

// currencyAround reports a currency's sign or code right before start or
// right after end, past spaces.
func currencyAround(s string, hits []hit, start, end int) bool {
	_, before := hitEndingAt(hits, len(strings.TrimRight(s[:start], " ")), cCurrency)
	_, after := hitAt(hits, skipSpace(s, end), cCurrency)
	return before || after
}

// wordNumbers adds the numbers written in words: runs of number and scale
// words, joined by spaces, hyphens or a joining word ("two hundred and
// fifty", "fünfundneunzig", "九千五百"), that make whole words.
func wordNumbers(s string, hits []hit, out []number) []number {
	if !slices.ContainsFunc(hits, func(h hit) bool { return h.classes&cNumber != 0 }) {
		return out // most sentences write no number in words
	}
	var buf [16]hit
	tiles := numberTiles(hits, buf[:0])
	for i := 0; i < len(tiles); i++ {
		// a number word at the end of another word starts no run: the "tre"
		// of "oltre" would take "qualche centinaio" after it down with it
		if tiles[i].classes&cNumber == 0 || inNumber(out, tiles[i].start) || wordAt(s, tiles[i].start, -1) {
			continue
		}
		run := []hit{tiles[i]}
		for i+1 < len(tiles) {
			next := tiles[i+1]
			if strings.Trim(s[run[len(run)-1].end:next.start], " -") != "" || next.start-run[len(run)-1].end > 1 {
				break
			}
			run = append(run, next)
			i++
		}
		for len(run) > 1 && run[len(run)-1].classes&cNumber == 0 {
			run = run[:len(run)-1] // a joining word at the end joins nothing
		}
		start, end := run[0].start, run[len(run)-1].end
		if len(run) == 0 || wordAt(s, start, -1) || wordAt(s, end, +1) || len(run) == 1 && run[0].scale && (end-start <= 2 || end-start <= 3 && run[0].value >= 1e6) {
			continue // "hundert" in "jahrhundert"; "m" alone is a letter, "Mio" a name, not a million
		}
		if inHanWord(s, hits, start, end) {
			continue // the 千 of "東京都千代田区": a name, not a thousand
		}
		n := number{start: start, end: end, words: true}
		n.value, n.scaled = wordValue(run)
		out = append(out, n)
	}
	return out
}

// inHanWord reports a number word of one kanji with kanji right before
// and after it, the one after no currency, scale or unit of the number:
// part of a word ("東京都千代田区", "八王子市"), not "約千円", "一人千円"
// nor "総額八十万程度".
func inHanWord(s string, hits []hit, start, end int) bool {
	if utf8.RuneCountInString(s[start:end]) != 1 {
		return false
	}
	before, _ := utf8.DecodeLastRuneInString(s[:start])
	after, _ := utf8.DecodeRuneInString(s[end:])
	if !unicode.Is(unicode.Han, before) || !unicode.Is(unicode.Han, after) {
		return false
	}
	_, counted := hitAt(hits, end, cCurrency|cNumber|cUnit|cTime|cDate)
	return !counted
}

// numberTiles appends to tiles the number, scale and joining words among
// hits, leftmost and longest first, none overlapping. The hits come in
// that order already (longest).
func numberTiles(hits []hit, tiles []hit) []hit {
	for k := range hits {
		if hits[k].classes&(cNumber|cNumberJoin) != 0 {
			tiles = append(tiles, hits[k])
		}
	}
	out := tiles[:0]
	end := -1
	for _, h := range tiles {
		if h.start >= end {
			out = append(out, h)
			end = h.end
		}
	}
	return out
}

// wordValue adds up a run of number words. A scale that no larger one
// follows closes the group before it ("two hundred fifty thousand", "百五
// 十万"); a smaller one multiplies the number just before it, or one
// ("five hundred", "百五十": 100 + 5×10). A number word of a thousand or
// more is a closed group of its own: "tremila" of "tremilanovecento"
// is 3,000 before the 900, not a number that "cento" multiplies. One
// right before a number word of ten or more is an article: "una
// settantina" is 70.
func wordValue(run []hit) (float64, bool) {
	var total, group, digit float64
	scaled := false
	for k, h := range run {
		v := h.value
		switch {
		case !h.scale && h.classes&cNumber != 0 && v >= 1000:
			total += group + digit + v
			group, digit = 0, 0
		case !h.scale && h.classes&cNumber != 0 && v == 1 && k+1 < len(run) && !run[k+1].scale && run[k+1].classes&cNumber != 0 && run[k+1].value >= 10:
			// an article before a number: "una settantina", "un centone"
			// (not "einundzwanzig", joined by "und")
		case !h.scale && h.classes&cNumber != 0:
			digit += v
		case !h.scale:
			// a joining word
		case largerScaleAfter(run[k+1:], h.value):
			group += math.Max(digit, 1) * v
			digit, scaled = 0, true
		default:
			total += math.Max(group+digit, 1) * v
			group, digit, scaled = 0, 0, true
		}
	}
	return total + group + digit, scaled
}

// largerScaleAfter reports a scale larger than v in the rest of a run.
func largerScaleAfter(rest []hit, v float64) bool {
	for _, h := range rest {
		if h.scale && h.value > v {
			return true
		}
	}
	return false
}

func inNumber(ns []number, at int) bool {
	for _, n := range ns {
		if n.start <= at && at < n.end {
			return true
		}
	}
	return false
}

func skipSpace(s string, i int) int {
	for i < len(s) && s[i] == ' ' {
		i++
	}
	return i
}

// hitAt returns a whole-word hit of the classes that starts at i; the
// longest. Hits come in order of their start, the longest first (as
// longest leaves them), so the first that fits is the one.
func hitAt(hits []hit, i int, c class) (hit, bool) {
	return hitWhere(hits, i, func(h hit) bool { return h.classes&c != 0 })
}

// hitWhere returns the longest whole-word hit that starts at i and that
// ok accepts.
func hitWhere(hits []hit, i int, ok func(hit) bool) (hit, bool) {
	for _, h := range hits[startingAt(hits, i):] {
		if h.start != i {
			break
		}
		if !h.inner && ok(h) {
			return h, true
		}
	}
	return hit{}, false
}

// hitEndingAt returns a hit of the classes that ends at i; the longest,
// the first to start.
func hitEndingAt(hits []hit, i int, c class) (hit, bool) {
	for k := 0; k < len(hits) && hits[k].start <= i; k++ { // no later hit ends at i
		if h := &hits[k]; h.end == i && !h.inner && h.classes&c != 0 {
			return *h, true
		}
	}
	return hit{}, false
}

// hitBefore returns a hit of the classes that ends right before at, past
// the spaces there: the word before a number or a name.
func (r *reading) hitBefore(at int, c class) (hit, bool) {
	return hitEndingAt(r.hits, len(strings.TrimRight(r.s[:at], " ")), c)
}

// firstHit returns the first whole-word hit of the classes that starts
// within [from, to).
func firstHit(hits []hit, from, to int, c class) (hit, bool) {
	for _, h := range hits[startingAt(hits, from):] {
		if h.start >= to {
			break
		}
		if !h.inner && h.classes&c != 0 {
			return h, true
		}
	}
	return hit{}, false
}

// startingAt returns the index of the first of hits, in order of their
// start, that starts at i or later: a binary search, as sort.Search
// does it, without a call per step.
func startingAt(hits []hit, i int) int {
	lo, hi := 0, len(hits)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if hits[m].start < i {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// asideToCount reports a bare number in brackets right after a count of
// the same size, within three times, where the aside speaks of the
// person: their own count of the same thing ("Salón para **250
// invitados** (vosotros calculáis 180)"). Asked only where nothing in
// the sentence speaks of a price; not "120 personas (300 la tarde)".
func (r *reading) asideToCount(n number) bool {
	open, closed := r.brackets(n.start)
	if open < 0 || n.decimals || n.grouped || n.value >= 1000 || !r.hasIn(open, closed, cYou) {
		return false
	}
	before := strings.TrimRight(r.s[:open], " *_")
	return slices.ContainsFunc(r.nums, func(m number) bool {
		return m.end <= open && !m.time && !m.date && !m.words && !m.grouped && m.value >= 10 &&
			n.value <= 3*m.value && m.value <= 3*n.value && r.afterText(m) == afterCount &&
			!strings.ContainsAny(before[m.end:], ".;:!?\n")
	})
}
