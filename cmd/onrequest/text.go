package main

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/present"
)

// terminalSafe makes untrusted text fit to print on a terminal: control
// characters (escape sequences among them) are shown as \u escapes, so an
// agent cannot move the cursor, recolour or retitle an operator's terminal.
// Newlines and tabs stay.
func terminalSafe(s string) string {
	if utf8.ValidString(s) && strings.IndexFunc(s, unsafeRune) < 0 {
		return s
	}
	var b strings.Builder
	for _, r := range strings.ToValidUTF8(s, "\uFFFD") {
		if unsafeRune(r) {
			fmt.Fprintf(&b, "\\u%04x", r)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

func unsafeRune(r rune) bool {
	if r == '\n' || r == '\t' {
		return false
	}
	// Cc covers C0, DEL and C1 (ESC, CSI); bidirectional overrides can
	// make text read differently from what it is.
	return unicode.Is(unicode.Cc, r) || (r >= '\u202a' && r <= '\u202e') || (r >= '\u2066' && r <= '\u2069')
}

// parseLang reads a --lang value as a BCP 47 tag ("de-CH") or, as the
// library's present.Presenter.Match does, as an Accept-Language list
// ("de-DE,de;q=0.9,en;q=0.5"), of which the best supported language wins.
func parseLang(s string) (language.Tag, error) {
	tag, err := language.Parse(s)
	var unknown language.ValueError
	if errors.As(err, &unknown) {
		// Well formed but not a known language: the text falls back to
		// English, as for any language without a translation.
		return tag, nil
	}
	if err == nil {
		return tag, nil
	}
	if tags, _, err := language.ParseAcceptLanguage(s); err == nil && len(tags) > 0 {
		return present.New().Match(s), nil
	}
	return language.Und, fmt.Errorf("--lang %s is neither a language tag nor an Accept-Language list (try en, fr, de-CH or \"de-DE,de;q=0.9\")", printable(s, 40))
}
