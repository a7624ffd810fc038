package guard

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A full stop ends its sentence unless it belongs to the sentence's
// words: an abbreviation, a list number or an ordinal, an ellipsis that
// goes on, or a stop between an amount and its currency. stopJoins asks
// which.

// stopJoins reports a full stop at i that ends no sentence: the last of
// an ellipsis that goes on, an abbreviation, a list number's or an
// ordinal's, or one between an amount and its currency. known is false
// when that depends on text that has not come yet.
func (v *vocab) stopJoins(s string, i int, final bool) (join, known bool) {
	if join, known = v.trailing(s, i, 1, final); join || !known {
		return join, known
	}
	c, abbr := v.abbreviation(s, i)
	join, known = abbr, true
	if abbr && c == cConnector {
		// a word that only qualifies an amount ("ca.", "aprox.") joins
		// the amount after it; after one it may end the sentence: "La tasa
		// es de 300 € aprox. El servicio…", "… kostet 4 € ca. 1.900 € sind
		// es für die Feier"
		word := strings.LastIndexByte(s[:i], ' ') + 1
		join, known = false, true
		if !afterAmount(s, word) {
			join, known = v.amountNext(s[i+1:], final)
		}
	}
	if !join && ordinal(s, i) {
		// a list number ("1. Dentist: …") starts its sentence
		join = listNumber(s, i)
		if !join {
			join, known = v.joinsOrdinal(s[i+1:], final)
		}
	}
	if !join && known {
		join, known = v.currencyAfterNumber(s, i, final)
	}
	return join, known
}

// ordinal reports a full stop after a number of one or two digits that
// stands alone: the German and Scandinavian ordinal ("am 3. März"), a
// date ("5.6."), a list number. It ends no sentence.
func ordinal(s string, i int) bool {
	j := i
	for j > 0 && isDigit(s[j-1]) {
		j--
	}
	digits := i - j
	for j > 0 && (s[j-1] == '*' || s[j-1] == '_') {
		j-- // markdown's emphasis: "**1. Frist beachten:**"
	}
	return digits >= 1 && digits <= 2 && (j == 0 || s[j-1] == ' ' || s[j-1] == '.' || s[j-1] == '\n')
}

// listNumber reports a full stop after one or two digits that start a
// line or the text: a numbered list's "1.", bold or not ("**1."), up to
// twenty, as a list seldom runs longer: not a price on a line of its own
// ("liegt bei\n**60.**", "**95.** Es lo que pagó una vecina").
func listNumber(s string, i int) bool {
	j := i
	for j > 0 && isDigit(s[j-1]) {
		j--
	}
	if k, _ := strconv.Atoi(s[j:i]); k > 20 {
		return false
	}
	for j > 0 && (s[j-1] == ' ' || s[j-1] == '*' || s[j-1] == '_') {
		j--
	}
	return j == 0 || s[j-1] == '\n'
}

// joinsOrdinal reports whether the word after an ordinal's full stop
// goes on the sentence: a word in lower case ("5.6. zu bestätigen") or a
// date word ("am 3. März"). known is false when the word has not all come
// yet. It reads at most 32 bytes of the word.
func (v *vocab) joinsOrdinal(s string, final bool) (join, known bool) {
	i := 0
	for i < len(s) && s[i] == ' ' {
		i++
	}
	j := i
	for j < len(s) && j-i < 32 {
		if !final && !utf8.FullRuneInString(s[j:]) {
			return false, false // the rest of the letter has not come yet
		}
		r, n := utf8.DecodeRuneInString(s[j:])
		if !unicode.IsLetter(r) {
			break
		}
		j += n
	}
	if j == len(s) && j-i < 32 && !final {
		return false, false
	}
	if i == 0 || i == j {
		return false, true // no space, or no word: the stop ends nothing here, markEnd decides
	}
	if r, _ := utf8.DecodeRuneInString(s[i:]); unicode.IsLower(r) {
		return true, true
	}
	w := fold(s[i:j])
	for _, h := range v.find(w, nil) {
		if h.start == 0 && h.end == len(w) && h.classes&cDate != 0 {
			return true, true
		}
	}
	return false, true
}

// currencyAfterNumber reports a full stop at i between an amount and its
// currency: a number among the four words before it, and a currency
// after it, three short words at most between ("around forty. Pounds,
// that is", "de 30 environ. En euros", "betaalde 65. Dat was in euro's",
// "be 70. That's pounds"): the amount is split across the stop, which
// ends no sentence. known is false when the words after it have not all
// come yet.
func (v *vocab) currencyAfterNumber(s string, i int, final bool) (join, known bool) {
	if i+1 < len(s) && s[i+1] != ' ' {
		return false, true // "2.450", "z.B.": no word after a space
	}
	rest := s[i+1:]
	for k := 0; k < 4; k++ {
		w, next, known := nextContracted(rest, final)
		if !known {
			return false, false
		}
		// a code that is also a word names a currency only in capitals:
		// "at 11:00. Try to come early" is two sentences
		if v.only(w, cCurrency) && !(v.capsOnly[fold(w)] && strings.ContainsFunc(w, unicode.IsLower)) {
			return v.numberBefore(s[:i]), true
		}
		short := utf8.RuneCountInString(w) <= 4 || strings.Contains(w, "'") && utf8.RuneCountInString(w) <= 6
		if w == "" || !short || k == 1 && !strings.ContainsAny(s[max(0, i-24):i], "0123456789") {
			break // "in", "en", "em", "dat was in", "that's" may come first; more than one after digits only
		}
		rest = rest[next:]
	}
	return false, true
}

// nextContracted is nextWord, with an apostrophe inside the word kept
// and written "'": "that's", "euro's".
func nextContracted(s string, final bool) (w string, end int, known bool) {
	w, end, known = nextWord(s, final)
	if !known || end >= len(s) {
		return w, end, known
	}
	if c, n := utf8.DecodeRuneInString(s[end:]); c == '\'' || c == '’' {
		tail, more, known := nextWord(s[end+n:], final)
		if !known {
			return "", 0, false
		}
		if tail != "" {
			return w + "'" + tail, end + n + more, true
		}
	}
	return w, end, true
}

// numberBefore reports a number in digits or words among the last four
// words of s, after its last sentence or clause mark but a comma.
func (v *vocab) numberBefore(s string) bool {
	s = s[max(0, len(s)-64):] // four words, and a few marks
	if k := strings.LastIndexAny(s, ".!?:;\n"); k >= 0 {
		s = s[k+1:]
	}
	words := strings.Fields(s)
	words = words[max(0, len(words)-4):]
	for _, w := range words {
		w = strings.Trim(w, ",*_")
		if strings.ContainsFunc(w, func(c rune) bool { return c >= '0' && c <= '9' }) || v.numberWords(w) {
			return true
		}
	}
	return false
}

// numberWords reports a word that is a number word, or hyphenated
// number words only: "forty", "forty-five", "vingt-cinq"; not
// "one-to-one".
func (v *vocab) numberWords(w string) bool {
	for part := range strings.SplitSeq(w, "-") {
		if !v.only(part, cNumber) {
			return false
		}
	}
	return true
}

// only reports a word, as written, that is a whole phrase of class cl.
// A short word in ASCII is folded without allocating.
func (v *vocab) only(w string, cl class) bool {
	var buf [32]byte
	if len(w) > len(buf) || strings.ContainsFunc(w, func(c rune) bool { return c >= utf8.RuneSelf }) {
		return v.whole[fold(w)]&cl != 0
	}
	for k := range len(w) {
		buf[k] = foldASCII(w[k])
	}
	return v.whole[string(buf[:len(w)])]&cl != 0
}

// nextWord returns the word of letters at the start of s, after spaces
// (any byte of a character outside ASCII counts as a letter), and where it
// ends; known is false when more text could still lengthen it.
func nextWord(s string, final bool) (w string, end int, known bool) {
	i := 0
	for i < len(s) && s[i] == ' ' {
		i++
	}
	j := i
	for j < len(s) && j-i < 32 && (s[j] >= utf8.RuneSelf || asciiLetter[s[j]]) {
		j++
	}
	if j == len(s) && !final && j-i < 32 {
		return "", 0, false
	}
	return s[i:j], j, true
}

// abbreviation reports a full stop that ends a word the vocabulary
// writes with it ("Av.", "Nr.", "tel."), and the word's classes: it ends
// no sentence.
func (v *vocab) abbreviation(s string, i int) (class, bool) {
	j := i
	for j > 0 && i-j < 8 && (asciiLetterAt(s, j-1) || s[j-1] == '.' && j-1 < i) { // "p.p."
		j--
	}
	if j == i || j > 0 && (asciiLetterAt(s, j-1) || s[j-1] >= utf8.RuneSelf) {
		return 0, false
	}
	var b [9]byte // the word folded: ASCII letters in lower case, and the stop
	w := b[:0]
	for k := j; k <= i; k++ {
		w = append(w, foldASCII(s[k]))
	}
	c, ok := v.dotted[string(w)]
	return c, ok
}

// amountNext reports an amount as the next thing after white space in s:
// a digit, a currency sign, or a word of a number or a currency ("approx.
// twelve pounds", "ca. EUR 12"); known is false when it has not come yet.
func (v *vocab) amountNext(s string, final bool) (yes, known bool) {
	s = strings.TrimLeft(s, " ")
	if s == "" {
		return false, final
	}
	if r, _ := utf8.DecodeRuneInString(s); isDigit(s[0]) || unicode.Is(unicode.Sc, r) {
		return true, true
	}
	w, _, known := nextWord(s, final)
	return known && v.whole[fold(w)]&(cNumber|cCurrency) != 0, known
}

// afterAmount reports an amount right before the word that ends at i,
// white space between: "300 € aprox.", "4 € ca.".
func afterAmount(s string, i int) bool {
	t := strings.TrimRight(s[:i], " ")
	r, _ := utf8.DecodeLastRuneInString(t)
	return t != "" && (isDigit(t[len(t)-1]) || unicode.Is(unicode.Sc, r))
}

// trailing reports an ellipsis, "…" or the last stop of "...", of n bytes
// at i, that the sentence goes on after: an amount held back for effect,
// a number word after it ("ronda... sesenta y cinco"). Not digits: "I've
// asked… 10am Friday is yours" is two sentences. known is false when the word after it has not all come
// yet.
func (v *vocab) trailing(s string, i, n int, final bool) (on, known bool) {
	if s[i:i+n] != "…" && (s[i] != '.' || i == 0 || s[i-1] != '.') {
		return false, true
	}
	k := i + n
	for k < len(s) && s[k] == ' ' {
		k++
	}
	if k == len(s) {
		return false, final
	}
	if k == i+n {
		return false, true // "...!", "...)": no word after a space
	}
	end := k
	for end < len(s) && (asciiLetterAt(s, end) || s[end] >= utf8.RuneSelf) {
		end++
	}
	if end == len(s) && !final {
		return false, false
	}
	return end > k && v.whole[fold(s[k:end])]&cNumber != 0, true
}
