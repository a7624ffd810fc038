package present

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Sanitize makes an agent's or an operator's words safe to quote to a
// person: invalid UTF-8 is replaced, control characters and bidirectional
// overrides (which can make text read differently from what it is) are
// removed, runs of white space become one space, and the text is cut to
// at most limit characters at a word boundary, ending with "…". A limit
// of zero or less means no cut.
func Sanitize(s string, limit int) string {
	if s == "" {
		return ""
	}
	s = strings.ToValidUTF8(s, "\uFFFD")
	var b strings.Builder
	b.Grow(min(len(s), 4*max(limit, 0)+8))
	space := false
	n := 0
	cut := false
	for _, r := range s {
		switch {
		case unicode.IsSpace(r) || r == '\u2028' || r == '\u2029':
			if b.Len() > 0 {
				space = true
			}
			continue
		case r < 0x20 || (r >= 0x7f && r < 0xa0) || isBidiControl(r) || isInvisible(r):
			continue
		}
		need := 1
		if space {
			need = 2
		}
		if limit > 0 && n+need > limit {
			cut = true
			break
		}
		if space {
			b.WriteByte(' ')
			n++
			space = false
		}
		b.WriteRune(r)
		n++
	}
	out := b.String()
	if cut {
		// Back off to the last space so no word is cut in half, unless that
		// would lose most of the text (languages written without spaces).
		if i := strings.LastIndexByte(out, ' '); i > len(out)/2 {
			out = out[:i]
		} else {
			// Make sure room is left for the ellipsis within the limit.
			_, size := utf8.DecodeLastRuneInString(out)
			out = out[:len(out)-size]
		}
		out = strings.TrimRight(out, " ,;:") + "…"
	}
	return out
}

// isBidiControl reports the bidirectional formatting characters: embeddings,
// overrides, isolates and marks.
func isBidiControl(r rune) bool {
	switch {
	case r >= '\u202A' && r <= '\u202E', r >= '\u2066' && r <= '\u2069', r == '\u200E', r == '\u200F', r == '\u061C':
		return true
	}
	return false
}

// isInvisible reports format characters that hide text or split words:
// zero-width spaces, word joiners, the BOM, soft hyphens, tag characters.
// The joiners that emoji and some scripts need (U+200C, U+200D) stay.
func isInvisible(r rune) bool {
	if r == '\u200C' || r == '\u200D' {
		return false
	}
	return unicode.Is(unicode.Cf, r)
}
