package wordfile

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Fold lower-cases text, folds width (NFKC), drops the accents of Latin
// letters and collapses runs of white space, so that "Öffnungszeiten" meets
// "offnungszeiten", "cuánto" meets "cuanto" and "１５時" meets "15時". Kana
// keep their voicing marks. Entries and the text they are looked for in are
// folded alike.
func Fold(s string) string {
	// Lower case after NFKC: a compatibility form may fold to a capital
	// ("ϓ" to "Ύ").
	s = strings.ToLower(norm.NFKC.String(strings.ReplaceAll(strings.ToValidUTF8(s, "\uFFFD"), "’", "'")))
	var b strings.Builder
	prev := rune(0)
	for _, r := range norm.NFD.String(s) {
		if unicode.Is(unicode.Mn, r) && prev < 0x250 {
			continue
		}
		b.WriteRune(r)
		prev = r
	}
	return strings.Join(strings.Fields(norm.NFC.String(b.String())), " ")
}
