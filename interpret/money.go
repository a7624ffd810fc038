package interpret

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/agent-capability/onrequest/internal/lexicon"
)

// moneyAmount returns the first money amount in s, or "". It is a heuristic
// for OR-3.9 (the card's skill text must not hold the value it gives on
// request): a number counts as an amount when a currency symbol, a currency
// code or word, or a price word stands right next to it, as in "$1,200",
// "1.450 €", "EUR 900", "120 euros" or "costs 900". Times, dates and version
// numbers have none of these and pass. The scan is linear in len(s).
func moneyAmount(s string) string {
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf && (c < '0' || c > '9') {
			i++ // ASCII fast path: most text has no digits
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsDigit(r) {
			i += size
			continue
		}
		start := i
		end := numberEnd(s, i)
		if currencyBefore(s[:start]) || currencyAfter(s[end:]) {
			return clip(strings.TrimSpace(s[max(0, start-4):min(len(s), end+4)]))
		}
		i = end
	}
	return ""
}

// numberEnd returns where the number starting at i ends: digits, with single
// grouping or decimal separators between digits.
func numberEnd(s string, i int) int {
	end := i
	for end < len(s) {
		r, size := utf8.DecodeRuneInString(s[end:])
		if unicode.IsDigit(r) {
			end += size
			continue
		}
		if r == ',' || r == '.' || r == '\'' || r == '\u00a0' || r == '\u202f' {
			if next, _ := utf8.DecodeRuneInString(s[end+size:]); end+size < len(s) && unicode.IsDigit(next) {
				end += size
				continue
			}
		}
		break
	}
	return end
}

// currencyBefore reports whether before ends in a currency sign or word,
// allowing one space and a colon between it and the number.
func currencyBefore(before string) bool {
	before = strings.TrimRight(before, " \u00a0\u202f:")
	if before == "" {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(before)
	if unicode.Is(unicode.Sc, r) {
		return true
	}
	w := lastWord(before)
	return currencyWord(w) || priceWord(strings.ToLower(w))
}

// currencyAfter reports whether after starts with a currency sign or word.
func currencyAfter(after string) bool {
	after = strings.TrimLeft(after, " \u00a0\u202f")
	if after == "" {
		return false
	}
	r, _ := utf8.DecodeRuneInString(after)
	switch {
	case unicode.Is(unicode.Sc, r), r == '円', r == '元', r == '원':
		return true
	}
	return currencyWord(firstWord(after))
}

// lastWord and firstWord look at most 16 bytes away, so the scan stays
// linear. They return the word as written.
func lastWord(s string) string {
	end := len(s)
	start := end
	for start > 0 && end-start < 16 {
		r, size := utf8.DecodeLastRuneInString(s[:start])
		if !unicode.IsLetter(r) && r != '.' {
			break
		}
		start -= size
	}
	return strings.Trim(s[start:end], ".")
}

func firstWord(s string) string {
	end := 0
	for end < len(s) && end < 16 {
		r, size := utf8.DecodeRuneInString(s[end:])
		if !unicode.IsLetter(r) {
			break
		}
		end += size
	}
	return s[:end]
}

// currencyWord and priceWord read the money vocabulary that the guard
// uses too (internal/lexicon): one list, every language. w is as
// written: a code that is also a word ("try", "pen") names a currency
// only in capitals.
func currencyWord(w string) bool { return lexicon.Money().CurrencyAsWritten(w) }

// priceWord: a word after which a bare number is a price ("costs 900",
// "Preis: 900").
func priceWord(w string) bool { return lexicon.Money().Price(w) }
