package present

import (
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// fold returns s as the guard reads it: NFKC-normalised (fullwidth and
// mathematical digits become ASCII ones), case-folded, with every decimal
// digit of any script written as ASCII, typographic apostrophes as ', and
// invisible format characters (zero-width spaces, bidi controls, soft
// hyphens) removed so they cannot split a number or a word.
func fold(s string, buf []byte) []byte {
	buf = buf[:0]
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		for i := 0; i < len(s); i++ {
			c := s[i]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			buf = append(buf, c)
		}
		return buf
	}
	// A Caser keeps state, so each call makes its own; it is cheap.
	t := cases.Fold().String(norm.NFKC.String(s))
	t = norm.NFKC.String(t) // folding can denormalise (ß → ss is fine; some marks are not)
	for _, r := range t {
		switch {
		case r < utf8.RuneSelf:
			buf = append(buf, byte(r))
		case r == '\u2019' || r == '\u2018' || r == '\u02bc' || r == '\u2032':
			buf = append(buf, '\'')
		case unicode.Is(unicode.Cf, r):
			// dropped
		case unicode.IsDigit(r):
			buf = append(buf, byte('0'+digitValue(r)))
		case unicode.IsSpace(r):
			buf = append(buf, ' ')
		default:
			buf = utf8.AppendRune(buf, r)
		}
	}
	return buf
}

// digitValue returns the value of a decimal digit (\p{Nd}) of any script.
// Unicode lays out every decimal digit set as a run of ten from zero, and
// the Nd table's ranges each start at a zero.
func digitValue(r rune) int {
	if '0' <= r && r <= '9' {
		return int(r - '0')
	}
	for _, rg := range unicode.Nd.R16 {
		if rune(rg.Lo) <= r && r <= rune(rg.Hi) {
			return int(r-rune(rg.Lo)) % 10
		}
	}
	for _, rg := range unicode.Nd.R32 {
		if rune(rg.Lo) <= r && r <= rune(rg.Hi) {
			return int(r-rune(rg.Lo)) % 10
		}
	}
	return 0
}

type tokKind uint8

const (
	tWord  tokKind = iota + 1
	tNum           // digits with their separators: "1.234,50"
	tSym           // a currency sign (\p{Sc})
	tCJK           // a run of Han, kana: one token, matched by substring
	tURL           // an address: never a value
	tPunct         // any other single character
)

type token struct {
	kind        tokKind
	text        string
	spaceBefore bool
	class       wordClass // words only
	// for numbers:
	masked bool // phone, time, date, ordinal, address: not a value
	money  bool
	value  float64 // NaN when not known
}

func isCJK(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) || r == 'ー' || r == '々' || r == '〜'
}

// tokenize splits folded text into tokens, appending to toks.
func (lx *lexicon) tokenize(s string, toks []token) []token {
	space := false
	for i := 0; i < len(s); {
		r, size := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		switch {
		case r == ' ' || r == '\t' || r == '\n' || r == '\r' || (r >= utf8.RuneSelf && unicode.IsSpace(r)):
			space = true
			i += size
			continue
		case '0' <= r && r <= '9':
			j := scanNumber(s, i)
			toks = append(toks, token{kind: tNum, text: s[i:j], spaceBefore: space, value: math.NaN()})
			i = j
		case (r == 'h' || r == 'w') && (strings.HasPrefix(s[i:], "http://") || strings.HasPrefix(s[i:], "https://") || strings.HasPrefix(s[i:], "www.")):
			j := i
			for j < len(s) && s[j] != ' ' && s[j] != '\n' && s[j] != '\t' {
				j++
			}
			toks = append(toks, token{kind: tURL, text: s[i:j], spaceBefore: space})
			i = j
		case isCJK(r):
			j := i + size
			for j < len(s) {
				r2, n := utf8.DecodeRuneInString(s[j:])
				if !isCJK(r2) {
					break
				}
				j += n
			}
			toks = append(toks, token{kind: tCJK, text: s[i:j], spaceBefore: space})
			i = j
		case unicode.IsLetter(r) || unicode.IsMark(r):
			j := i + size
			for j < len(s) {
				r2, n := rune(s[j]), 1
				if r2 >= utf8.RuneSelf {
					r2, n = utf8.DecodeRuneInString(s[j:])
				}
				if (unicode.IsLetter(r2) || unicode.IsMark(r2)) && !isCJK(r2) {
					j += n
					continue
				}
				// Inner apostrophes ("can't", "c'est") and the dots of
				// "a.m." and "z.b." stay inside the word.
				if (r2 == '\'' || (r2 == '.' && j-i == 1)) && j+1 < len(s) && isASCIILetter(s[j+1]) {
					j++
					continue
				}
				break
			}
			w := s[i:j]
			toks = append(toks, token{kind: tWord, text: w, spaceBefore: space, class: lx.words[w]})
			i = j
		case unicode.Is(unicode.Sc, r):
			toks = append(toks, token{kind: tSym, text: s[i : i+size], spaceBefore: space})
			i += size
		default:
			toks = append(toks, token{kind: tPunct, text: s[i : i+size], spaceBefore: space})
			i += size
		}
		space = false
	}
	return toks
}

func isASCIILetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
func isDigit(c byte) bool       { return '0' <= c && c <= '9' }

// scanNumber returns the end of the number starting at s[i]. Separators
// join digits when a digit follows: , . ' for any locale, and a space only
// before a group of exactly three digits ("1 234,50"), so that the
// separate numbers of "9 15" or a phone number's groups stay apart.
func scanNumber(s string, i int) int {
	j := i
	for j < len(s) {
		c := s[j]
		switch {
		case isDigit(c):
			j++
		case (c == ',' || c == '.' || c == '\'') && j+1 < len(s) && isDigit(s[j+1]):
			j++
		case c == ' ' && j+4 <= len(s) && isDigit(s[j+1]) && isDigit(s[j+2]) && isDigit(s[j+3]) &&
			(j+4 == len(s) || !isDigit(s[j+4])) && digitRunBefore(s, i, j) <= 3:
			j++
		default:
			return j
		}
	}
	return j
}

// digitRunBefore counts the digits directly before s[j], back to i.
func digitRunBefore(s string, i, j int) int {
	n := 0
	for k := j - 1; k >= i && isDigit(s[k]); k-- {
		n++
	}
	return n
}

// parseNumber reads a number written with any locale's separators:
// 1,234.50  1.234,50  1 234,50  1'234.50  2.5  12,50. It reports false for
// shapes that are not amounts, such as dates (01.11.2026) or versions.
func parseNumber(t string) (float64, bool) {
	var groups []string
	var seps []byte
	start := 0
	for k := 0; k < len(t); k++ {
		if !isDigit(t[k]) {
			groups = append(groups, t[start:k])
			seps = append(seps, t[k])
			start = k + 1
		}
	}
	groups = append(groups, t[start:])
	digits := func(gs []string) string { return strings.Join(gs, "") }
	atoi := func(d string) float64 {
		v := 0.0
		for k := 0; k < len(d); k++ {
			v = v*10 + float64(d[k]-'0')
		}
		return v
	}
	frac := func(d string) float64 {
		v, scale := 0.0, 1.0
		for k := 0; k < len(d); k++ {
			scale /= 10
			v += float64(d[k]-'0') * scale
		}
		return v
	}
	if len(seps) == 0 {
		return atoi(t), true
	}
	last := seps[len(seps)-1]
	lastGroup := groups[len(groups)-1]
	// Decimal separator: the last one, when it differs from the others or
	// is the only one and not followed by exactly three digits.
	decimal := false
	if len(seps) == 1 {
		decimal = len(lastGroup) != 3 && (last == '.' || last == ',')
	} else if seps[len(seps)-2] != last && (last == '.' || last == ',') {
		decimal = true
	}
	intGroups := groups
	intSeps := seps
	if decimal {
		intGroups = groups[:len(groups)-1]
		intSeps = seps[:len(seps)-1]
	}
	// Thousands groups: the first of 1 to 3 digits, the rest exactly three,
	// with one separator throughout.
	if len(intGroups) > 1 {
		if len(intGroups[0]) == 0 || len(intGroups[0]) > 3 {
			return 0, false
		}
		for k, g := range intGroups[1:] {
			if len(g) != 3 || intSeps[k] != intSeps[0] {
				return 0, false
			}
		}
	}
	v := atoi(digits(intGroups))
	if decimal {
		v += frac(lastGroup)
	}
	return v, true
}

// sentenceFacts is what one sentence says, as far as the guard cares.
type sentenceFacts struct {
	values     []float64 // money amounts; NaN where the amount is not known
	done       bool      // claims an action is done
	provenance int       // how many values match the operator's own text
}

// analyze reads one folded sentence. given holds the amounts the operator
// gave (for provenance); checkValues and checkDone switch the two checks.
func (lx *lexicon) analyze(toks []token, checkValues, checkDone bool) (facts sentenceFacts) {
	if checkValues {
		lx.markMasked(toks)
		lx.markMoney(toks)
		for i := range toks {
			if toks[i].money {
				facts.values = append(facts.values, toks[i].value)
			}
		}
	}
	if checkDone {
		facts.done = lx.doneClaim(toks)
	}
	return facts
}

func isPunct(t token, s string) bool { return t.kind == tPunct && t.text == s }

func isDash(t token) bool {
	return t.kind == tPunct && (t.text == "-" || t.text == "–" || t.text == "—" || t.text == "~" || t.text == "〜")
}

// markMasked marks numbers that are not amounts: telephone numbers, clock
// times, dates, ordinals, percentages, counts and street numbers.
func (lx *lexicon) markMasked(toks []token) {
	n := len(toks)
	for i := 0; i < n; i++ {
		t := &toks[i]
		if t.kind != tNum {
			continue
		}
		prev := func(k int) *token {
			if i-k >= 0 {
				return &toks[i-k]
			}
			return nil
		}
		next := func(k int) *token {
			if i+k < n {
				return &toks[i+k]
			}
			return nil
		}
		// Telephone numbers: after "+", after "(nnn)", after a phone word,
		// or shaped nnn-nnnn and longer.
		p1, n1, n2 := prev(1), next(1), next(2)
		phone := false
		if p1 != nil && isPunct(*p1, "+") && !t.spaceBefore {
			phone = true
		}
		if p1 != nil && isPunct(*p1, "(") && n1 != nil && isPunct(*n1, ")") && n2 != nil && n2.kind == tNum {
			phone = true
		}
		for k := 1; k <= 3 && !phone; k++ {
			if p := prev(k); p != nil && p.kind == tWord && p.class&wPhone != 0 {
				phone = true
			}
		}
		if !phone && n1 != nil && n2 != nil && isDash(*n1) && n2.kind == tNum && !n1.spaceBefore && !n2.spaceBefore &&
			len(t.text) == 3 && len(n2.text) == 4 && !strings.ContainsAny(t.text+n2.text, ",.' ") {
			phone = true
		}
		if phone {
			// The whole run of digit groups belongs to the phone number.
			for k := i; k < n; k++ {
				tk := &toks[k]
				if tk.kind == tNum {
					tk.masked = true
					continue
				}
				if tk.kind == tPunct && strings.Contains("-.()/+", tk.text) {
					continue
				}
				break
			}
			continue
		}
		// Clock times: 9:30, 9h30, 9 am, 17 Uhr; the 時/分 of Japanese.
		if n1 != nil && (isPunct(*n1, ":") || (n1.kind == tWord && n1.text == "h" && !n1.spaceBefore)) && n2 != nil && n2.kind == tNum && !n2.spaceBefore {
			t.masked, n2.masked = true, true
			continue
		}
		if n1 != nil && n1.kind == tWord && n1.class&wTime != 0 {
			t.masked = true
			continue
		}
		if n1 != nil && n1.kind == tCJK && hasAnyPrefix(n1.text, lx.cjkTime) {
			t.masked = true
			continue
		}
		// Dates: a month name beside the number (allowing "1st", "1er",
		// "1." and "de"/"of"), 2026-11-01, 01/11/2026, 01.11.2026,
		// 11月1日, and a year after "in" or "since".
		if lx.nearMonth(toks, i) {
			t.masked = true
			continue
		}
		if n1 != nil && n1.kind == tCJK && hasAnyPrefix(n1.text, lx.cjkDate) {
			t.masked = true
			continue
		}
		if n1 != nil && n2 != nil && (isPunct(*n1, "/") || isPunct(*n1, "-") || isPunct(*n1, ".")) && n2.kind == tNum && !n1.spaceBefore && !n2.spaceBefore {
			if n3, n4 := next(3), next(4); n3 != nil && n4 != nil && n3.text == n1.text && n4.kind == tNum && !n4.spaceBefore {
				t.masked, n2.masked, n4.masked = true, true, true
				continue
			}
			if isPunct(*n1, "/") { // 11/01: a date or a fraction, never an amount
				t.masked, n2.masked = true, true
				continue
			}
		}
		if _, ok := parseNumber(t.text); !ok {
			t.masked = true // 01.11.2026, 1.2.3
			continue
		}
		if isYear(t.text) && p1 != nil && p1.kind == tWord && p1.class&wYearLead != 0 {
			t.masked = true
			continue
		}
		// Ordinals (1st, 2nd, 1er, 1º) and percentages.
		if n1 != nil && n1.kind == tWord && !n1.spaceBefore && n1.class&wOrdinal != 0 {
			t.masked = true
			continue
		}
		if n1 != nil && (isPunct(*n1, "%") || (n1.kind == tWord && n1.class&wPercent != 0)) {
			t.masked = true
			continue
		}
		// Counts and measures: "3 visits", "2 hours".
		if n1 != nil && n1.kind == tWord && n1.class&wUnit != 0 {
			t.masked = true
			continue
		}
		// Street numbers: "12 High Street", "Hauptstraße 12".
		if lx.nearStreet(toks, i) {
			t.masked = true
			continue
		}
	}
}

func isYear(s string) bool {
	if len(s) != 4 {
		return false
	}
	return (s[0] == '1' && s[1] == '9') || (s[0] == '2' && s[1] == '0')
}

func hasAnyPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

func containsAny(s string, subs []string) bool {
	for _, p := range subs {
		if strings.Contains(s, p) {
			return true
		}
	}
	return false
}

func (lx *lexicon) nearMonth(toks []token, i int) bool {
	for k := i - 3; k <= i+3; k++ {
		if k < 0 || k >= len(toks) || k == i {
			continue
		}
		t := toks[k]
		if t.kind == tWord && t.class&wMonth != 0 {
			// Only words and dots between: "1st of November", "1. November".
			lo, hi := min(k, i), max(k, i)
			ok := true
			for m := lo + 1; m < hi; m++ {
				if toks[m].kind == tNum || toks[m].kind == tSym || (toks[m].kind == tWord && toks[m].class&(wCurrency|wPrice) != 0) {
					ok = false
				}
			}
			if ok {
				return true
			}
		}
	}
	return false
}

func (lx *lexicon) nearStreet(toks []token, i int) bool {
	isStreet := func(t token) bool {
		if t.kind != tWord {
			return false
		}
		if t.class&wStreet != 0 {
			return true
		}
		return strings.HasSuffix(t.text, "straße") || strings.HasSuffix(t.text, "strasse") || strings.HasSuffix(t.text, "straat") ||
			strings.HasSuffix(t.text, "weg") || strings.HasSuffix(t.text, "gasse") || strings.HasSuffix(t.text, "laan")
	}
	for k := i + 1; k <= i+4 && k < len(toks); k++ {
		if toks[k].kind != tWord {
			break
		}
		if isStreet(toks[k]) {
			return true
		}
	}
	return i > 0 && isStreet(toks[i-1])
}

// markMoney marks the numbers that are money: beside a currency, with a
// "k", in a price context, or a range with one of those; and amounts in
// words ("two thousand dollars").
func (lx *lexicon) markMoney(toks []token) {
	n := len(toks)
	isCurrency := func(t token) bool {
		return t.kind == tSym || (t.kind == tWord && t.class&wCurrency != 0) ||
			(t.kind == tCJK && hasAnyPrefix(t.text, lx.cjkCurrency))
	}
	for i := 0; i < n; i++ {
		t := &toks[i]
		if t.kind != tNum || t.masked {
			continue
		}
		v, ok := parseNumber(t.text)
		if !ok {
			continue
		}
		mult := 1.0
		j := i + 1
		// Multipliers written after the number: 3k, 2.5 million, 30万円.
		if j < n && toks[j].kind == tWord && (toks[j].class&wMultiplier != 0 || toks[j].class&wMagnitude != 0) {
			switch w := toks[j].text; {
			case w == "k" || strings.HasPrefix(w, "thousand") || w == "tausend" || w == "mille" || w == "mil" || w == "mila" || w == "duizend":
				mult = 1e3
			case strings.HasPrefix(w, "mill") || w == "mio" || w == "mn" || w == "miljoen" || w == "milhão" || w == "milhões" || w == "millón" || w == "millones" || w == "milione" || w == "milioni":
				mult = 1e6
			case w == "bn" || w == "mrd":
				mult = 1e9
			case strings.HasPrefix(w, "hundred"):
				mult = 100
			}
			if toks[j].text == "k" && !toks[j].spaceBefore {
				t.money = true
			}
			j++
		}
		if j < n && toks[j].kind == tCJK {
			switch {
			case strings.HasPrefix(toks[j].text, "万"):
				mult = 1e4
			case strings.HasPrefix(toks[j].text, "千"):
				mult = 1e3
			case strings.HasPrefix(toks[j].text, "億"):
				mult = 1e8
			}
		}
		t.value = v * mult
		if i > 0 && isCurrency(toks[i-1]) {
			t.money = true
		}
		if j < n && isCurrency(toks[j]) {
			t.money = true
		}
		if j < n && isPunct(toks[j], ",") && j+1 < n && isDash(toks[j+1]) { // 2.000,- €
			t.money = true
		}
		if !t.money && lx.priceBefore(toks, i) {
			t.money = true
		}
	}
	// Ranges: "$1,000–2,000", "1,000 to 2,000 euros": both ends are money.
	for i := 0; i < n; i++ {
		if toks[i].kind != tNum || toks[i].masked {
			continue
		}
		for k := i + 1; k < n && k <= i+3; k++ {
			c := toks[k]
			if c.kind == tNum {
				if toks[i].money || c.money {
					if !c.masked {
						if !toks[k].money && math.IsNaN(toks[k].value) {
							if v, ok := parseNumber(c.text); ok {
								toks[k].value = v
							}
						}
						toks[k].money = true
					}
					if !toks[i].money {
						toks[i].money = true
						if math.IsNaN(toks[i].value) {
							toks[i].value, _ = parseNumber(toks[i].text)
						}
					}
				}
				break
			}
			if !(isDash(c) || (c.kind == tWord && (c.text == "to" || c.text == "bis" || c.text == "à" || c.text == "a" ||
				c.text == "al" || c.text == "tot" || c.text == "até" || c.text == "and" || c.text == "und" || c.text == "et" ||
				c.text == "y" || c.text == "e" || c.text == "en" || c.text == "k" || c.class&wMagnitude != 0)) || c.kind == tSym ||
				(c.kind == tWord && c.class&wCurrency != 0)) {
				break
			}
		}
	}
	// Amounts in words: a run of number words with a currency beside it,
	// or with "hundred"/"thousand" or a tens word after a price word.
	for i := 0; i < n; i++ {
		if toks[i].kind != tWord || toks[i].class&wNumber == 0 {
			continue
		}
		if toks[i].text == "k" {
			continue
		}
		j := i
		magnitude := false
		for j < n && toks[j].kind == tWord && (toks[j].class&wNumber != 0 || toks[j].text == "and" || toks[j].text == "a" || toks[j].text == "few" || toks[j].text == "couple" || toks[j].text == "of") {
			if toks[j].class&wMagnitude != 0 {
				magnitude = true
			}
			j++
		}
		// Include a leading "a" ("a thousand dollars").
		money := false
		if j < n && isCurrency(toks[j]) {
			money = true
		}
		if i > 0 && toks[i-1].kind == tSym {
			money = true
		}
		if !money && magnitude && lx.priceBefore(toks, i) {
			money = true
		}
		if !money && lx.priceBefore(toks, i) {
			if _, tens := lx.numberWords[toks[i].text]; tens && lx.numberWords[toks[i].text] >= 20 {
				money = true
			}
		}
		if money {
			start := i
			if i > 0 && toks[i-1].text == "a" {
				start = i - 1
			}
			toks[i].money = true
			toks[i].value = lx.wordsValue(toks[start:j])
		}
		i = j
	}
}

// priceBefore reports whether a price word ("costs", "fee", 料金) comes
// shortly before toks[i] in the same clause.
func (lx *lexicon) priceBefore(toks []token, i int) bool {
	for k := i - 1; k >= 0 && k >= i-7; k-- {
		t := toks[k]
		switch t.kind {
		case tWord:
			if t.class&wPrice != 0 {
				return true
			}
			if t.class&wClause != 0 {
				return false
			}
		case tCJK:
			if containsAny(t.text, lx.cjkPrice) {
				return true
			}
		case tPunct:
			if t.text == ";" || t.text == "," || t.text == "(" || t.text == "." || t.text == "、" {
				return false
			}
		case tNum:
			if t.masked {
				return false
			}
		}
	}
	return false
}

// wordsValue reads an English amount in words: "two thousand five
// hundred" → 2500. It returns NaN for words it cannot add up.
func (lx *lexicon) wordsValue(toks []token) float64 {
	var total, group int64
	seen := false
	for _, t := range toks {
		w := t.text
		if v, ok := lx.numberWords[w]; ok {
			group += v
			seen = true
			continue
		}
		switch {
		case w == "hundred":
			if group == 0 {
				group = 1
			}
			group *= 100
			seen = true
		case w == "thousand" || w == "grand":
			if group == 0 {
				group = 1
			}
			total += group * 1000
			group = 0
			seen = true
		case w == "million":
			if group == 0 {
				group = 1
			}
			total += group * 1000000
			group = 0
			seen = true
		case w == "and":
		default:
			return math.NaN() // "thousands", "few", other languages
		}
	}
	if !seen {
		return math.NaN()
	}
	return float64(total + group)
}

// doneClaim reports whether the tokens claim that an action is done, in
// any supported language, not negated, deferred or conditional, and not a
// question.
func (lx *lexicon) doneClaim(toks []token) bool {
	if len(toks) == 0 {
		return false
	}
	if last := toks[len(toks)-1]; isPunct(last, "?") {
		return false
	}
	for i, t := range toks {
		switch t.kind {
		case tCJK:
			for _, kw := range lx.cjkDone {
				if k := strings.Index(t.text, kw); k >= 0 {
					rest := t.text[k+len(kw):]
					before := t.text[:k]
					if !containsAny(rest, lx.cjkNegation) && !strings.Contains(before, "まだ") {
						return true
					}
				}
			}
		case tWord:
			matched := 0
			if t.class&wDone != 0 {
				matched = 1
			} else if ps, ok := lx.donePhrases[t.text]; ok {
				for _, p := range ps {
					if phraseAt(toks, i, p) {
						matched = len(p)
						break
					}
				}
			}
			if matched == 0 {
				continue
			}
			if lx.negatedAt(toks, i, matched) {
				continue
			}
			return true
		}
	}
	return false
}

func phraseAt(toks []token, i int, p []string) bool {
	if i+len(p) > len(toks) {
		return false
	}
	for k, w := range p {
		if toks[i+k].kind != tWord || toks[i+k].text != w {
			return false
		}
	}
	return true
}

// negatedAt reports whether the done word at toks[i] (spanning n tokens)
// is negated, deferred or conditional in its clause: "not booked yet",
// "will be confirmed", "sobald es gebucht ist", "confirmed that …".
func (lx *lexicon) negatedAt(toks []token, i, n int) bool {
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		t := toks[k]
		if t.kind == tPunct && (t.text == "," || t.text == ";" || t.text == ":" || t.text == "(" || t.text == "–" || t.text == "—") {
			break
		}
		if t.kind != tWord {
			continue
		}
		if t.class&wNegator != 0 || strings.HasSuffix(t.text, "n't") || strings.HasPrefix(t.text, "n'") {
			return true
		}
		if t.class&wClause != 0 {
			break
		}
	}
	for k := i + n; k < len(toks) && k <= i+n+1; k++ {
		t := toks[k]
		if t.kind != tWord {
			break
		}
		if t.class&(wAfterNegator|wReport) != 0 || t.text == "not" || t.text == "nicht" || t.text == "pas" || t.text == "niet" {
			return true
		}
	}
	return false
}
