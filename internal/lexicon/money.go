package lexicon

import (
	"strings"
	"sync"
	"unicode/utf8"
)

// MoneyWords is the money vocabulary of every language and shared.json,
// for checks that do not know the language of the text (interpret's
// OR-3.9 check of a card's skill text).
type MoneyWords struct {
	currency, price           map[string]bool
	currencyStems, priceStems []string
	capsOnly                  map[string]bool // Language.CapsOnly of every file
}

// Money returns the money vocabulary of all files. It is read once and
// never changes.
var Money = sync.OnceValue(func() *MoneyWords {
	m := &MoneyWords{currency: map[string]bool{}, price: map[string]bool{}, capsOnly: map[string]bool{}}
	for _, tag := range append(Tags(), "shared") {
		l, err := Load(tag)
		if err != nil {
			panic(err) // the embedded files are checked by the package's tests
		}
		m.currencyStems = addWords(m.currency, m.currencyStems, l.Classes[Currency])
		m.priceStems = addWords(m.price, m.priceStems, priceWords(l.Classes[Price]))
		for _, w := range l.CapsOnly {
			m.capsOnly[w] = true
		}
	}
	return m
})

// priceWords keeps the price phrases that are one word of four letters or
// more: in a card's text, "ab 9 Uhr" and "da 2 persone" are no prices.
func priceWords(phrases []string) []string {
	var out []string
	for _, p := range phrases {
		if !strings.Contains(p, " ") && utf8.RuneCountInString(strings.Trim(p, "*")) >= 4 {
			out = append(out, p)
		}
	}
	return out
}

func addWords(set map[string]bool, stems []string, phrases []string) []string {
	for _, p := range phrases {
		p = strings.TrimPrefix(ClauseEnd(p), "*")
		if s, ok := strings.CutSuffix(p, "*"); ok {
			stems = append(stems, s)
			continue
		}
		set[p] = true
		set[strings.TrimSuffix(p, ".")] = true // "fr." is found as "fr" before the dot
	}
	return stems
}

// Currency reports whether a lower-case word names a currency.
func (m *MoneyWords) Currency(w string) bool { return lookup(m.currency, m.currencyStems, w) }

// CurrencyAsWritten reports whether a word, as written, names a currency:
// a code that is also a word (CapsOnly) only in capitals, "TRY" but not
// "Try".
func (m *MoneyWords) CurrencyAsWritten(w string) bool {
	lower := strings.ToLower(w)
	if m.capsOnly[lower] && w != strings.ToUpper(w) {
		return false
	}
	return m.Currency(lower)
}

// Price reports whether a lower-case word makes a number after it a price.
func (m *MoneyWords) Price(w string) bool { return lookup(m.price, m.priceStems, w) }

func lookup(set map[string]bool, stems []string, w string) bool {
	if w == "" {
		return false
	}
	if set[w] {
		return true
	}
	for _, s := range stems {
		if strings.HasPrefix(w, s) {
			return true
		}
	}
	return false
}
