package present

import (
	"encoding/binary"
	"math"
	"math/bits"
	"slices"
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
func fold[T ~string | ~[]byte](s T, buf []byte) []byte {
	buf = buf[:0]
	ascii := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			ascii = false
			break
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf = append(buf, c)
	}
	if ascii {
		return buf
	}
	buf = buf[:0]
	// A Caser keeps state, so each call makes its own; it is cheap.
	t := cases.Fold().String(norm.NFKC.String(string(s)))
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

// foldASCII is fold for ASCII text, which needs only lower case: it
// reports false for any other text. It works eight bytes at a time, into
// buf, which it returns. When marks is not nil (a bit for each byte of
// s, cleared), it also sets there the bits of the bytes where a sentence
// may end (. ! ? and line feeds), from the same loads.
func foldASCII(s string, buf []byte, marks []uint64) ([]byte, bool) {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	// eq has the high bit set in each byte of x that is c: the sum cannot
	// carry out of a byte below 0x80.
	eq := func(x uint64, c byte) uint64 { return ^((x ^ uint64(c)*ones) + 0x7f*ones) & highs }
	buf = slices.Grow(buf[:0], len(s))[:len(s)]
	i := 0
	for ; i+8 <= len(s); i += 8 {
		x := load64(s, i)
		if x&highs != 0 {
			return buf, false
		}
		// Every byte is below 0x80, so adding to each cannot carry into
		// the next: the high bit says "≥ 'A'" and "> 'Z'".
		geA := (x + (0x80-'A')*ones) & highs
		gtZ := (x + (0x80-'Z'-1)*ones) & highs
		binary.LittleEndian.PutUint64(buf[i:], x|(geA&^gtZ)>>2)
		if marks == nil {
			continue
		}
		for m := eq(x, '.') | eq(x, '!') | eq(x, '?') | eq(x, '\n'); m != 0; m &= m - 1 {
			k := i + bits.TrailingZeros64(m)>>3
			marks[k>>6] |= 1 << (k & 63)
		}
	}
	for ; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return buf, false
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
		if marks != nil && (c == '.' || c == '!' || c == '?' || c == '\n') {
			marks[i>>6] |= 1 << (i & 63)
		}
	}
	return buf, true
}

// load64 reads s[i:i+8] as a little-endian word (the compiler makes it
// one load).
func load64(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// load32 reads s[i:i+4] as a little-endian word.
func load32(s string, i int) uint32 {
	s = s[i : i+4]
	return uint32(s[0]) | uint32(s[1])<<8 | uint32(s[2])<<16 | uint32(s[3])<<24
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

// A token holds no pointer: its text is src[start:end] of the folded text
// it was read from (see str), so that writing tokens costs the garbage
// collector nothing.
type token struct {
	start, end int  // byte offsets in the folded text
	r          rune // punctuation and currency signs: the character
	// for numbers:
	value float64 // NaN when not known
	// hash is hashWord(text) for words, numbers and CJK runs: the word
	// table's key and the shingles' input, computed once.
	hash        uint64
	class       wordClass // words only
	kind        tokKind
	spaceBefore bool
	masked      bool // phone, time, date, ordinal, count, address: not a value
	hard        bool // masked as phone, time or date: a currency beside it does not undo that
	money       bool
}

// str returns the token's text in src, the folded text it was read from.
func (t token) str(src string) string { return src[t.start:t.end] }

func isCJK(r rune) bool {
	if r < 0x2E80 {
		return false
	}
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) || r == 'ー' || r == '々' || r == '〜'
}

// tokenize splits folded text into tokens, appending to toks.
func (lx *lexicon) tokenize(s string, toks []token) []token {
	toks, _ = lx.scan(s, toks, nil)
	return toks
}

// A tokSummary is what a sentence's tokens hold, together: the classes
// of its words; whether it has numbers in digits, Japanese or currency
// signs; and the span of tokens from its first number to its last, which
// the rules for numbers need look at alone.
type tokSummary struct {
	classes         wordClass
	nums, cjk, syms bool
	numFrom, numTo  int // toks[numFrom:numTo] holds every number
	// knownRun is the longest run of words (numbers, runs of Japanese)
	// that each pass the filter scan was given; run is the current one.
	knownRun, run int
}

// see counts h, the hash of a word, against known (see knownRun).
func (sum *tokSummary) see(h uint64, known *bloom) {
	switch {
	case known == nil:
	case known.has(h):
		sum.run++
		sum.knownRun = max(sum.knownRun, sum.run)
	default:
		sum.run = 0
	}
}

// summarize is the summary of toks, for tokens that scan did not read.
func summarize(toks []token) tokSummary {
	var sum tokSummary
	for i := range toks {
		sum.add(toks, i)
	}
	return sum
}

// add adds toks[i] to the summary.
func (sum *tokSummary) add(toks []token, i int) {
	switch t := &toks[i]; t.kind {
	case tNum:
		if !sum.nums {
			sum.nums, sum.numFrom = true, i
		}
		sum.numTo = i + 1
	case tCJK:
		sum.cjk = true
	case tSym:
		sum.syms = true
	case tWord:
		sum.classes |= t.class
	}
}

// scan is tokenize, and reports the summary of the tokens it appended,
// with their words counted against known where it is not nil.
func (lx *lexicon) scan(s string, toks []token, known *bloom) ([]token, tokSummary) {
	var sum tokSummary
	space := false
	for i := 0; i < len(s); {
		r, size := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(s[i:])
		} else if lx.ascii[r] == aSpace { // the commonest cases first, by table
			space = true
			i++
			continue
		}
		switch {
		case r < utf8.RuneSelf && lx.ascii[r] == aLetter && r != 'h' && r != 'w':
			i, toks = lx.word(s, i, 1, space, toks, &sum, known)
		case r == ' ' || r == '\t' || r == '\n' || r == '\r' || (r >= utf8.RuneSelf && unicode.IsSpace(r)):
			space = true
			i += size
			continue
		case '0' <= r && r <= '9':
			j := scanNumber(s, i)
			h := hashWord(s[i:j])
			toks = pushToken(toks, tNum, i, j, space, 0, h, math.NaN())
			sum.add(toks, len(toks)-1)
			sum.see(h, known)
			i = j
		case (r == 'h' || r == 'w') && (strings.HasPrefix(s[i:], "http://") || strings.HasPrefix(s[i:], "https://") || strings.HasPrefix(s[i:], "www.")):
			j := i
			for j < len(s) && s[j] != ' ' && s[j] != '\n' && s[j] != '\t' {
				j++
			}
			toks = pushToken(toks, tURL, i, j, space, 0, 0, 0)
			i = j
		case r >= 0x2E80 && isCJK(r): // the first test inline: most text is far below
			j := i + size
			for j < len(s) {
				r2, n := utf8.DecodeRuneInString(s[j:])
				if !isCJK(r2) {
					break
				}
				j += n
			}
			h := hashWord(s[i:j])
			toks = pushToken(toks, tCJK, i, j, space, 0, h, 0)
			sum.add(toks, len(toks)-1)
			sum.see(h, known)
			i = j
		case r < utf8.RuneSelf && isASCIILetter(byte(r)) || r >= utf8.RuneSelf && isLetter(r):
			i, toks = lx.word(s, i, size, space, toks, &sum, known)
		case r == '$' || (r >= utf8.RuneSelf && unicode.Is(unicode.Sc, r)):
			toks = pushToken(toks, tSym, i, i+size, space, 0, 0, 0)
			toks[len(toks)-1].r = r
			sum.add(toks, len(toks)-1)
			i += size
		default:
			toks = pushToken(toks, tPunct, i, i+size, space, 0, 0, 0)
			toks[len(toks)-1].r = r
			i += size
		}
		space = false
	}
	return toks, sum
}

// word reads the word that starts at s[i] (its first letter size bytes
// long), appends its token and adds it to sum.
func (lx *lexicon) word(s string, i, size int, space bool, toks []token, sum *tokSummary, known *bloom) (int, []token) {
	// A word of lower-case ASCII letters that ends within eight bytes
	// (nearly every word) is found, and hashed, from one load; and where
	// one space and another such word follow, it is read here too.
	for i+8 <= len(s) {
		x := load64(s, i)
		n := lowerRun(x)
		if n == 0 || n == 8 {
			break
		}
		c := s[i+n]
		if c >= utf8.RuneSelf || c == '\'' || c == '.' || isASCIILetter(c) {
			break // something may join the word: read it below
		}
		x &= 1<<(8*n) - 1
		h := hashShort(x, n)
		class, _ := lx.table.getShort(x, n, h)
		sum.classes |= class
		sum.see(h, known)
		toks = pushToken(toks, tWord, i, i+n, space, class, h, 0)
		i += n
		// "h" and "w" may start a web address: the caller looks.
		if c != ' ' || i+1 >= len(s) || lx.ascii[s[i+1]&0x7f] != aLetter || s[i+1] >= utf8.RuneSelf || s[i+1] == 'h' || s[i+1] == 'w' {
			return i, toks
		}
		i, size, space = i+1, 1, true
	}
	apostrophe := false
	j := i + size
	for j < len(s) {
		c := s[j]
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' {
			j++
			continue
		}
		if c >= utf8.RuneSelf {
			r2, n := utf8.DecodeRuneInString(s[j:])
			if isLetter(r2) && !isCJK(r2) {
				j += n
				continue
			}
			break
		}
		// Inner apostrophes ("can't", "c'est") and the dots of
		// "a.m." and "z.b." stay inside the word.
		if (c == '\'' || (c == '.' && j-i == 1)) && j+1 < len(s) && isASCIILetter(s[j+1]) {
			apostrophe = apostrophe || c == '\''
			j++
			continue
		}
		break
	}
	w := s[i:j]
	var h uint64
	if n := j - i; n <= 8 && i+8 <= len(s) {
		h = hashShort(load64(s, i)&(1<<(8*n)-1), n) // the word's bytes, in one load
	} else {
		h = hashWord(w)
	}
	class := lx.wordClassHashed(w, h, apostrophe)
	sum.classes |= class
	sum.see(h, known)
	toks = pushToken(toks, tWord, i, j, space, class, h, 0)
	return j, toks
}

// lowerRun returns how many of the eight bytes in x, from the first (the
// lowest), are lower-case ASCII letters. A byte of 0x80 or more counts as
// no letter; the sum may carry out of such a byte, but only into later
// bytes, past the first that is no letter.
func lowerRun(x uint64) int {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	geA := (x + (0x80-'a')*ones) & highs
	gtZ := (x + (0x80-'z'-1)*ones) & highs
	other := (^geA | gtZ | x) & highs
	return bits.TrailingZeros64(other) >> 3
}

// quiet reports whether folded text has nothing the rules look at: only
// ASCII, no digit or "$", and no word of a class in mask. The words are
// read as tokenize reads them (runs of letters) unless an apostrophe or
// a dot sits between letters, where tokenize may join them ("can't",
// "a.m.") or see through elision ("d'euros"): then it reports false, as
// it does for anything else it cannot be sure of.
func (lx *lexicon) quiet(s string, mask wordClass) bool {
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case isASCIILetter(c):
			var class wordClass
			j := i
			if i+8 <= len(s) {
				// As in word: a short lower-case word from one load.
				x := load64(s, i)
				if n := lowerRun(x); n > 0 && n < 8 && !isASCIILetter(s[i+n]) {
					x &= 1<<(8*n) - 1
					class, _ = lx.table.getShort(x, n, hashShort(x, n))
					j = i + n
				}
			}
			if j == i {
				for j < len(s) && isASCIILetter(s[j]) {
					j++
				}
				class, _ = lx.table.get(s[i:j], hashWord(s[i:j]))
			}
			if class&mask != 0 {
				return false
			}
			if j+1 < len(s) && (s[j] == '\'' || s[j] == '.') && isASCIILetter(s[j+1]) {
				return false
			}
			i = j
		case c >= utf8.RuneSelf || isDigit(c) || c == '$':
			return false
		default:
			i++
		}
	}
	return true
}

// pushToken appends a token field by field: appending a token value
// would copy the whole struct with the garbage collector's bulk write
// barrier, and tokens are the guard's most frequent write.
func pushToken(toks []token, kind tokKind, start, end int, space bool, class wordClass, hash uint64, value float64) []token {
	n := len(toks)
	if n == cap(toks) {
		toks = slices.Grow(toks, 1)
	}
	toks = toks[:n+1]
	t := &toks[n]
	t.start, t.end, t.r, t.value, t.hash, t.class = start, end, 0, value, hash, class
	t.kind, t.spaceBefore, t.masked, t.hard, t.money = kind, space, false, false, false
	return toks
}

func isLetter(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z'
	}
	return unicode.IsLetter(r) || unicode.IsMark(r)
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
	// Numbers rarely have more than eight groups: keep them on the stack.
	var groupsBuf [8]string
	var sepsBuf [8]byte
	groups, seps := groupsBuf[:0], sepsBuf[:0]
	start := 0
	for k := 0; k < len(t); k++ {
		if !isDigit(t[k]) {
			groups = append(groups, t[start:k])
			seps = append(seps, t[k])
			start = k + 1
		}
	}
	groups = append(groups, t[start:])
	digits := func(gs []string) float64 { // atoi of the groups joined
		v := 0.0
		for _, g := range gs {
			for k := 0; k < len(g); k++ {
				v = v*10 + float64(g[k]-'0')
			}
		}
		return v
	}
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
		last := len(intGroups) - 2
		for k, g := range intGroups[1:] {
			// Indian grouping writes lakhs and crores in twos: 2,00,000.
			lakh := len(g) == 2 && k < last && intSeps[0] == ','
			if (len(g) != 3 && !lakh) || intSeps[k] != intSeps[0] {
				return 0, false
			}
		}
	}
	v := digits(intGroups)
	if decimal {
		v += frac(lastGroup)
	}
	return v, true
}
