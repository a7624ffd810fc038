package guard

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Where a sentence ends, decided so that a Stream fed in any pieces cuts
// where Check does.

// maxSentence bounds what the guard reads as one sentence, and so what a
// Stream holds back: longer text without an end is judged in parts cut at
// white space.
const maxSentence = 4 << 10

// sentenceEnd returns the length of the first sentence of s, its trailing
// white space included, or 0 when s holds no whole sentence yet and more
// may come (final false). A sentence ends at . ! ? … followed by white
// space, at 。！？, or at a line break; a closing quote or bracket after
// the mark belongs to it. The decision at each place looks at most a few
// bytes ahead, so that a Stream, fed any way, cuts where Check does.
func sentenceEnd(s string, final bool, voc *vocab) int {
	n, _ := sentenceEndFrom(s, 0, final, voc)
	return n
}

// sentenceEndFrom is sentenceEnd reading from from, where an earlier call
// on the start of s stopped: what it read before holds no end, whatever
// follows. When there is no whole sentence yet, next is where to read
// from once more text has come.
func sentenceEndFrom(s string, from int, final bool, voc *vocab) (n, next int) {
	limit := min(len(s), maxSentence)
	// A table row is one sentence to its line's end: "| Sat. hours |".
	row := strings.HasPrefix(strings.TrimLeft(s, " "), "|")
	// most bytes start none of the marks below, nor an address: markFrom
	// steps over them
	i := markFrom(s, from, limit)
	for ; i < limit; i = markFrom(s, i, limit) {
		r, n := utf8.DecodeRuneInString(s[i:])
		end, ok := -1, true
		if row && r != '\n' {
			i += n
			continue
		}
		switch r {
		case '\n':
			soft, known := softBreak(s, i, final)
			if !known {
				return 0, i
			}
			if soft {
				i += n
				continue
			}
			end = i + n
		case '。', '！', '？', '!', '?', '…':
			on, known := voc.trailing(s, i, n, final)
			if !known {
				return 0, i
			}
			if !on {
				end, ok = markEnd(s, i+n, r, final)
			}
		default:
			if unicode.Is(unicode.So, r) && i > 0 {
				end, ok = voc.emojiEnd(s, i, i+n, final)
			}
		case 'h', 'w', 'H', 'W':
			if end, ok = urlEnd(s, i, final); ok && end < 0 {
				i = max(i+n, -end) // not an end: go on after the address
				continue
			}
		case '.':
			join, known := voc.stopJoins(s, i, final)
			if !known {
				return 0, i
			}
			if !join {
				end, ok = markEnd(s, i+n, r, final)
			}
		}
		if !ok {
			return 0, i
		}
		if end >= 0 {
			if n := spaceEnd(s, end, final); n > 0 {
				return n, 0
			}
			return 0, i
		}
		i += n
	}
	if len(s) > maxSentence {
		return cutAt(s[:maxSentence]), 0
	}
	if final {
		return len(s), 0
	}
	return 0, min(i, cutRune(s))
}

// emojiEnd decides whether the emoji at [i, j) ends its sentence, as
// markEnd does for a mark. An emoji after a done word or a farewell
// closes it: "c'est calé 👍 Coupez l'eau …"; so does one before a
// capital that starts no day or time: "… is Saturday at 11:00 🚗 Bring
// your licence!"; not "Request sent ✅ Friday at 10", nor one after a
// word that says open.
func (v *vocab) emojiEnd(s string, i, j int, final bool) (end int, ok bool) {
	end, ok = symbolEnd(s, j, final)
	// a status that says open, and names no day or time, before it
	// covers what follows: "Not confirmed yet ⏳ Appointment: Thursday,
	// 3 pm"; not "Maya's on the waiting list for September now 🎉 …"
	if has := v.read(s[:i]).has; ok && end >= 0 && has&(cOpen|cRequest|cNegation) != 0 && has&(cDate|cTime|cMonth) == 0 {
		end = -1
	} else if ok && end >= 0 && has&(cDone|cFarewell) == 0 {
		var opens bool
		opens, ok = v.opensSentence(s[end:], final)
		if !opens || itemMark(s[:i]) {
			end = -1
		}
	}
	return end, ok
}

// itemMark reports a line that so far holds only a list item's mark:
// an emoji after it marks the item ("- ✔️ Trasloco il 14").
func itemMark(s string) bool {
	line := s[strings.LastIndexByte(s, '\n')+1:]
	return strings.Trim(line, " -*•0123456789.)") == ""
}

// opensSentence reports text after an emoji that starts a sentence of
// its own: a capital, after white space, of a word that is no day, time
// or number ("Friday at 10" may be the slot of what came before).
// known is false when the word has not all come yet.
func (v *vocab) opensSentence(s string, final bool) (opens, known bool) {
	w, _, known := nextWord(s, final)
	c, _ := utf8.DecodeRuneInString(w)
	return known && unicode.IsUpper(c) && v.whole[fold(w)]&(cDate|cTime|cMonth|cNumber) == 0, known
}

// symbolEnd reports whether the emoji or symbol just before j ends its
// sentence: a space and a capital letter follow it, or a kanji or a
// katakana. end is -1 where it
// does not.
func symbolEnd(s string, j int, final bool) (end int, ok bool) {
	// the rest of the emoji: a joiner, a variation selector, a skin tone
	// or another symbol of the sequence ("🧘\u200d♀️")
	for j < len(s) {
		c, n := utf8.DecodeRuneInString(s[j:])
		if c != '\u200d' && !unicode.In(c, unicode.So, unicode.Sk, unicode.Mn, unicode.Variation_Selector) {
			break
		}
		j += n
	}
	k := j
	for k < len(s) && s[k] == ' ' {
		k++
	}
	if k == len(s) || !utf8.FullRuneInString(s[k:]) {
		return -1, final // what follows it has not all come
	}
	// or Japanese, which has no capitals and may leave out the space, a
	// word in kanji or katakana: "押さえてあります😊 メニューの…"; not a
	// particle in hiragana ("受付番号📩はまだ")
	if c, _ := utf8.DecodeRuneInString(s[k:]); k > j && unicode.IsUpper(c) || unicode.In(c, unicode.Han, unicode.Katakana) {
		return j, true
	}
	return -1, true
}

// cutRune returns where the rune that s ends with starts when the rest of
// it has not come yet; else len(s).
func cutRune(s string) int {
	for i := len(s) - 1; i >= 0 && i >= len(s)-utf8.UTFMax; i-- {
		if utf8.RuneStart(s[i]) {
			if !utf8.FullRuneInString(s[i:]) {
				return i
			}
			break
		}
	}
	return len(s)
}

// markByte holds the bytes that start what sentenceEnd looks at: the
// marks, or an address ("http", "www"). None is a continuation byte, so
// stepping over the others byte by byte meets every rune that starts
// with one.
var markByte = func() (t [256]bool) {
	for _, m := range []string{"\n", "。", "！", "？", "!", "?", "…", ".", "h", "w", "H", "W", "✅", "🎉"} {
		t[m[0]] = true
	}
	return t
}()

// markFrom returns where the first byte at i or after that markByte
// holds is, before limit; limit where none is (i where i is past it): a
// loop of its own, which reads a byte in a few instructions.
func markFrom(s string, i, limit int) int {
	for i < limit && !markByte[s[i]] {
		i++
	}
	return i
}

// urlEnd reads a web address at i. A sentence that ends with it and no
// full stop ends there when a capital letter follows ("… here:
// https://ask.example.com/talk Good news: …"): end is where the address
// ends. Otherwise end is minus where it ends, or -i-1 when there is no
// address at i. ok is false when that depends on text not yet come.
func urlEnd(s string, i int, final bool) (end int, ok bool) {
	if i+4 <= len(s) && s[i+1]|0x20 != 't' && s[i+1]|0x20 != 'w' {
		return -i - 1, true // most h and w start no address, nor the start of one
	}
	if !final && len(s)-i < len("https://") && startsAddress(s[i:]) {
		return 0, false // "htt" may go on as an address
	}
	if i+4 > len(s) || !prefixFold(s[i:], "https://") && !prefixFold(s[i:], "http://") && !prefixFold(s[i:], "www.") {
		return -i - 1, true
	}
	j := i
	for j < len(s) && s[j] > ' ' && !wideAt(s, j) {
		j++
	}
	k := j
	for k < len(s) && (s[k] == ' ' || s[k] == '\t') {
		k++
	}
	if k == len(s) && !final {
		return 0, false
	}
	if k < len(s) && k > j {
		if !final && !utf8.FullRuneInString(s[k:]) {
			return 0, false // the letter after it has not all come
		}
		if r, _ := utf8.DecodeRuneInString(s[k:]); unicode.IsUpper(r) {
			return j, true
		}
	}
	return -j, true
}

// wideAt reports a Japanese or full-width character at i (wide), which
// may follow an address with no space between: "（https://example.jp/soudan）。".
func wideAt(s string, i int) bool {
	if s[i] < utf8.RuneSelf {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return wide(r)
}

// runeAt decodes the character at i of b.
func runeAt(b []byte, i int) rune {
	r, _ := utf8.DecodeRune(b[i:])
	return r
}

// wide reports a Japanese or full-width character, which no address
// holds.
func wide(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) || r >= 0x3000 && r <= 0x303f || r >= 0xff00 && r <= 0xffef
}

// startsAddress reports text that is the start of what starts an address,
// and shorter: "htt", "www".
func startsAddress(s string) bool {
	for _, a := range []string{"https://", "http://", "www."} {
		if len(s) < len(a) && strings.EqualFold(s, a[:len(s)]) {
			return true
		}
	}
	return false
}

func prefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// ordinal reports a full stop after a number of one or two digits that
// stands alone: the German and Scandinavian ordinal ("am 3. März"), a
// date ("5.6."), a list number. It ends no sentence.
func ordinal(s string, i int) bool {
	j := i
	for j > 0 && isDigit(s[j-1]) {
		j--
	}
	return i-j >= 1 && i-j <= 2 && (j == 0 || s[j-1] == ' ' || s[j-1] == '.' || s[j-1] == '\n')
}

// listNumber reports a full stop after one or two digits that start a
// line or the text: a numbered list's "1.".
func listNumber(s string, i int) bool {
	j := i
	for j > 0 && isDigit(s[j-1]) {
		j--
	}
	for j > 0 && s[j-1] == ' ' {
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

func asciiLetterAt(s string, i int) bool { return s[i] < utf8.RuneSelf && asciiLetter[s[i]] }

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

// markEnd decides whether the mark r, ending at j, ends a sentence. ok is
// false when that depends on text that has not come yet.
func markEnd(s string, j int, r rune, final bool) (end int, ok bool) {
	for j < len(s) && strings.ContainsRune(`"'”’»)]*_`, rune(s[j])) || strings.HasPrefix(s[j:], "」") || strings.HasPrefix(s[j:], "』") {
		_, n := utf8.DecodeRuneInString(s[j:])
		j += n
	}
	if r == '。' || r == '！' || r == '？' {
		return j, true
	}
	if !final && !utf8.FullRuneInString(s[j:]) {
		return -1, false // a closing 」 or a space may be on its way
	}
	if j == len(s) {
		if final {
			return j, true
		}
		return -1, false
	}
	c, _ := utf8.DecodeRuneInString(s[j:])
	if unicode.IsSpace(c) {
		return j, true
	}
	return -1, true
}

// spaceEnd takes the white space after a sentence into it; without the
// next text it cannot know where that ends, unless final.
func spaceEnd(s string, end int, final bool) int {
	for end < len(s) && (s[end] == ' ' || s[end] == '\t' || s[end] == '\r' || s[end] == '\n') {
		end++
	}
	if end == len(s) && !final {
		return 0
	}
	return end
}

// cutAt cuts text with no sentence end at its last white space, or at a
// rune boundary when it has none.
func cutAt(s string) int {
	if i := strings.LastIndexAny(s, " \t\r\n"); i > 0 {
		return i + 1
	}
	i := len(s)
	for i > 1 && !utf8.RuneStart(s[i-1]) {
		i-- // back to where the last rune starts
	}
	if !utf8.FullRuneInString(s[i-1:]) {
		return i - 1 // not a rune cut in two
	}
	return len(s)
}
