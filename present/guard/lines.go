package guard

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Line breaks: where one goes on with the sentence before it, and where
// it starts a new one.

// softBreak reports a line break inside a sentence: after a letter or a
// digit, before a small letter ("is daar\nvijfentwintig\neuro"). A list
// item, a table row or a new sentence starts otherwise. known is false
// when what follows has not come yet.
func softBreak(s string, i int, final bool) (soft, known bool) {
	if i+1 >= len(s) {
		return false, final
	}
	if strings.HasSuffix(strings.TrimRight(s[:i], " \n"), ":") {
		return labelledLine(s[i+1:], final)
	}
	next, n := utf8.DecodeRuneInString(s[i+1:])
	if next == utf8.RuneError && n <= 1 && !final && len(s)-i-1 < utf8.UTFMax {
		return false, false // the rune after the break has not all come
	}
	prev, _ := utf8.DecodeLastRuneInString(s[:i])
	return unicode.IsLower(next) && (unicode.IsLetter(prev) || unicode.IsDigit(prev)), true
}

// labelledLine reports the line after a line that ends in a colon, past
// blank lines, as the end of its sentence, if it has words: "L'équipe
// passe chez vous :\n\n**lundi 12 mai, 9 h – 12 h**". Not a list or a
// table, whose items are sentences of their own, nor an amount alone on
// its line ("**95,–**"). known is false when the line has not all come.
func labelledLine(rest string, final bool) (soft, known bool) {
	line := strings.TrimLeft(rest, " \n")
	if len(line) < 2 {
		return false, final
	}
	switch {
	case line[0] == '|' || line[0] == '-' || line[0] == '+' || line[0] == '#' || line[0] == '>',
		line[0] == '*' && line[1] == ' ', isDigit(line[0]):
		return false, true
	case strings.HasPrefix(line, "•"), strings.HasPrefix(line, "・"):
		return false, true
	}
	end := strings.IndexByte(line, '\n')
	if end < 0 {
		end = len(line)
	}
	// past a blank line, a paragraph of two sentences or more, as the
	// guard's own referrals are ("… on request. You can ask here: …"), is
	// no label's value
	if strings.Contains(rest[:len(rest)-len(line)], "\n") {
		if end == len(line) && !final {
			return false, false // the paragraph's line has not all come
		}
		if twoSentences(line[:end]) {
			return false, true
		}
	}
	if strings.IndexFunc(line[:end], unicode.IsLetter) >= 0 {
		return true, true
	}
	return false, end < len(line) || final
}

// twoSentences reports a stop inside line with a capital after it: "…
// on request. You can ask here: https://…".
func twoSentences(line string) bool {
	for i := strings.IndexAny(line, ".!?"); i >= 0 && i+2 < len(line); {
		if line[i+1] == ' ' {
			if c, _ := utf8.DecodeRuneInString(line[i+2:]); unicode.IsUpper(c) {
				return true
			}
		}
		next := strings.IndexAny(line[i+1:], ".!?")
		if next < 0 {
			break
		}
		i += 1 + next
	}
	return false
}
