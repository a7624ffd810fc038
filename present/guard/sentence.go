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

func asciiLetterAt(s string, i int) bool { return s[i] < utf8.RuneSelf && asciiLetter[s[i]] }

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
