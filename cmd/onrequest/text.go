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

// terminalSafe makes one line of untrusted text fit to print on a
// terminal: control characters (escape sequences among them, and line
// ends), bidirectional controls and line separators are shown as \u
// escapes, so an agent can neither move the cursor, recolour or retitle an
// operator's terminal, nor start a line that looks like the command's own.
func terminalSafe(s string) string { return escapeRunes(s, false) }

// terminalText is terminalSafe for text of several lines, such as the
// person-facing answer: newlines stay, everything else is escaped alike.
func terminalText(s string) string { return escapeRunes(s, true) }

func escapeRunes(s string, keepNewlines bool) string {
	unsafe := func(r rune) bool { return unsafeRune(r) && !(keepNewlines && r == '\n') }
	if utf8.ValidString(s) && strings.IndexFunc(s, unsafe) < 0 {
		return s
	}
	var b strings.Builder
	for _, r := range strings.ToValidUTF8(s, "\uFFFD") {
		if unsafe(r) {
			fmt.Fprintf(&b, "\\u%04x", r)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// unsafeRune reports a rune that must not reach a terminal raw: C0 and C1
// controls and DEL (Cc, ESC and CSI among them), the line and paragraph
// separators, and the bidirectional marks, embeddings, overrides and
// isolates, which make text read differently from what it is.
func unsafeRune(r rune) bool {
	if r == '\t' {
		return false
	}
	switch {
	case unicode.Is(unicode.Cc, r), r == '\u2028', r == '\u2029':
		return true
	case r == '\u061c', r == '\u200e', r == '\u200f':
		return true
	}
	return (r >= '\u202a' && r <= '\u202e') || (r >= '\u2066' && r <= '\u2069')
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
