package guard

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// fold returns text as the guard reads it: NFKC (fullwidth digits and
// letters become plain), lower case, digits of every script as ASCII
// digits, curly apostrophes straight, and white space as single spaces.
// Most text is ASCII that folding leaves as it is: it is not copied.
func fold(s string) string {
	i := 0
	for i < len(s) && s[i] < utf8.RuneSelf && foldASCII(s[i]) == s[i] {
		i++
	}
	if i == len(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	foldTo(&b, s)
	return b.String()
}

// vulgarFractions are the characters whose compatibility form is a
// fraction ("½" is "1⁄2").
const vulgarFractions = "¼½¾⅐⅑⅒⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞"

// fractionApart puts a space before each vulgar fraction. It is never
// changed.
var fractionApart = func() *strings.Replacer {
	var pairs []string
	for _, r := range vulgarFractions {
		pairs = append(pairs, string(r), " "+string(r))
	}
	return strings.NewReplacer(pairs...)
}()

// foldTo writes s, folded, to b.
func foldTo(b *strings.Builder, s string) {
	// ASCII is copied in runs between the bytes that change.
	i, from := keptFrom(s, 0), 0
	for ; i < len(s) && s[i] < utf8.RuneSelf; i = keptFrom(s, i+1) {
		b.WriteString(s[from:i])
		b.WriteByte(foldASCII(s[i]))
		from = i + 1
	}
	b.WriteString(s[from:i])
	if i == len(s) {
		return
	}
	rest := s[i:]
	if strings.ContainsAny(rest, vulgarFractions) {
		// "17½" is 17 and a half, not 171⁄2: a fraction stands apart
		rest = fractionApart.Replace(rest)
	}
	for _, r := range strings.ToLower(norm.NFKC.String(rest)) {
		if r < utf8.RuneSelf {
			b.WriteByte(foldASCII(byte(r)))
		} else {
			b.WriteRune(plainRune(r))
		}
	}
}

func foldASCII(c byte) byte { return asciiFolded[c] }

// plainRune returns what folding makes of a character outside ASCII,
// but for its case: a curly apostrophe straight, a digit of any script
// as an ASCII digit, white space as a space.
func plainRune(r rune) rune {
	switch {
	case r == '’' || r == '‘' || r == 'ʼ':
		return '\''
	case unicode.Is(unicode.Nd, r):
		return rune('0' + digitValue(r))
	case unicode.IsSpace(r):
		return ' '
	}
	return r
}

// keepCase returns what folding makes of an ASCII byte, but for its
// case: white space as a space.
func keepCase(c byte) byte {
	if asciiFolded[c] == ' ' {
		return ' '
	}
	return c
}

// casedFold returns s folded as fold does, each character as long as
// fold makes it, but in the case s wrote it, or "" where it cannot: the
// capitals of a sentence whose characters folding makes longer or
// shorter (a narrow space in "4 000 €", a curly apostrophe, "Ｖ"), at
// the places of the folded text. A sentence of ASCII alone is its own.
func casedFold(s string, folded string) string {
	if strings.ContainsAny(s, vulgarFractions) {
		return ""
	}
	var b strings.Builder
	b.Grow(len(folded))
	// as foldTo: the ASCII before the first other byte on its own
	i := 0
	for i < len(s) && s[i] < utf8.RuneSelf {
		i++
	}
	for _, c := range []byte(s[:i]) {
		b.WriteByte(keepCase(c))
	}
	for _, r := range norm.NFKC.String(s[i:]) {
		switch p := plainRune(r); {
		case r < utf8.RuneSelf:
			b.WriteByte(keepCase(byte(r)))
		case p != r:
			b.WriteRune(p)
		default:
			f := string(r)
			if low := strings.ToLower(f); len(low) != len(f) {
				f = low // a capital that folds to another length keeps no case
			}
			b.WriteString(f)
		}
	}
	if b.Len() != len(folded) {
		return ""
	}
	return b.String()
}

// keptFrom returns where the first byte at i or after is that folding
// changes or that is not ASCII, or len(s): a loop of its own, which
// reads a byte in a few instructions.
func keptFrom(s string, i int) int {
	for i < len(s) && s[i] < utf8.RuneSelf && asciiFolded[s[i]] == s[i] {
		i++
	}
	return i
}

// asciiFolded maps each byte to itself, but capital letters to small ones
// and tabs and line breaks to spaces.
var asciiFolded = func() (t [256]byte) {
	for c := range t {
		t[c] = byte(c)
	}
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = byte(c) + 'a' - 'A'
	}
	t['\t'], t['\n'], t['\r'] = ' ', ' ', ' '
	return t
}()

// digitValue is the value of a decimal digit of any script: Unicode puts
// each script's digits in runs of ten.
func digitValue(r rune) int {
	k := 0
	for unicode.Is(unicode.Nd, r-rune(k)-1) {
		k++
	}
	return k % 10
}

// addressMarks are what starts a web or mail address or a tel: number.
var addressMarks = []string{"https://", "http://", "www.", "tel:", "mailto:", "@"}

// closesAddress reports a mark that ends an address written in text.
func closesAddress(c byte) bool { return c == ')' || c == ']' || c == '>' || c == '"' }

// inWord reports a letter or digit of a spaced script right before i:
// what starts there is inside a word. Japanese writes an address right
// after its words ("詳しくはhttps://…").
func inWord(s []byte, i int) bool {
	if i == 0 {
		return false
	}
	r, _ := utf8.DecodeLastRune(s[:i])
	return (unicode.IsLetter(r) || unicode.IsDigit(r)) && !wide(r)
}

// maskAddresses blanks web and mail addresses and tel: numbers in folded
// text, whose digits are no amounts, and reports whether there were any.
func maskAddresses(s []byte) bool {
	found := false
	for _, prefix := range addressMarks {
		for from := 0; ; {
			i := bytes.Index(s[from:], []byte(prefix))
			if i < 0 {
				break
			}
			i += from
			start, end := i, i+len(prefix)
			if prefix != "@" && inWord(s, i) {
				from = end // "Hotel: sea view" is no tel: number
				continue
			}
			if prefix == "@" {
				for start > 0 && s[start-1] > ' ' {
					start--
				}
			}
			for end < len(s) && s[end] > ' ' && !closesAddress(s[end]) && !(s[end] >= utf8.RuneSelf && wide(runeAt(s, end))) {
				end++
			}
			// a mark after it ends the sentence or its clause: "ask at
			// https://…/ask, and the bus there is £2.50"
			for end > i+len(prefix) && strings.IndexByte(".,;:!?", s[end-1]) >= 0 {
				end--
			}
			for j := start; j < end; j++ {
				s[j] = '_'
			}
			found = true
			from = end
		}
	}
	return found
}

// letterWords counts the words of s that hold a letter: "is about $"
// has two.
func letterWords(s string) int {
	n := 0
	for _, w := range strings.Fields(s) {
		if strings.ContainsFunc(w, unicode.IsLetter) {
			n++
		}
	}
	return n
}

// letters counts the letters of s.
func letters(s string) int {
	n := 0
	for _, c := range s {
		if unicode.IsLetter(c) {
			n++
		}
	}
	return n
}

// digitAround: a comma or colon inside a number (2,450; 15:00).
func digitAround(s string, i int) bool {
	return i > 0 && i+1 < len(s) && isDigit(s[i-1]) && isDigit(s[i+1])
}

// semicolonPart returns the bounds of the part of s around i between
// semicolons.
func semicolonPart(s string, i int) (int, int) {
	start := 0
	if k := strings.LastIndexAny(s[:i], ";；"); k >= 0 {
		_, size := utf8.DecodeRuneInString(s[k:])
		start = k + size
	}
	end := strings.IndexAny(s[i:], ";；")
	if end < 0 {
		return start, len(s)
	}
	return start, i + end
}

// ascii reports s written in ASCII alone.
func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

func lastRune(s string) rune {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r
}

func firstRune(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}
