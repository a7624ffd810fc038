package interpret

import (
	"embed"
	"path"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/agent-capability/onrequest/internal/wordfile"
)

// The words this package needs to read people's and agents' sentences live
// in lang/*.txt, one file per language, so that they can be edited without
// touching Go (see lang/README.md).
//
//go:embed lang/*.txt
var langFiles embed.FS

// A language is one lang/*.txt file, read.
type language struct {
	tag      string
	stop     map[string]bool
	suffixes []string   // longest first
	done     [][]string // phrases, as tokens
	open     [][]string
}

// vocabulary is every language, read once; it is never changed after.
var vocabulary = sync.OnceValue(readLanguages)

func readLanguages() []*language {
	entries, err := langFiles.ReadDir("lang")
	if err != nil {
		panic("interpret: embedded vocabulary: " + err.Error())
	}
	var langs []*language
	for _, e := range entries {
		if path.Ext(e.Name()) != ".txt" {
			continue
		}
		data, err := langFiles.ReadFile("lang/" + e.Name())
		if err != nil {
			panic("interpret: embedded vocabulary: " + err.Error())
		}
		langs = append(langs, parseLanguage(strings.TrimSuffix(e.Name(), ".txt"), string(data)))
	}
	// English first: a text with no stop word of any language is read as
	// English, the language most cards are written in.
	slices.SortStableFunc(langs, func(a, b *language) int {
		switch {
		case a.tag == b.tag:
			return 0
		case a.tag == "en":
			return -1
		case b.tag == "en":
			return 1
		}
		return strings.Compare(a.tag, b.tag)
	})
	return langs
}

func parseLanguage(tag, data string) *language {
	l := &language{tag: tag, stop: map[string]bool{}}
	for _, entry := range wordfile.Lines(data) {
		line := strings.ToLower(entry.Text)
		switch entry.Section {
		case "stop":
			l.stop[line] = true
		case "suffix":
			l.suffixes = append(l.suffixes, line)
		case "done":
			l.done = append(l.done, words(line))
		case "open":
			l.open = append(l.open, words(line))
		}
	}
	slices.SortStableFunc(l.suffixes, func(a, b string) int { return len(b) - len(a) })
	return l
}

// words splits text into lower-case words: runs of letters and digits, with
// an apostrophe inside a word kept ("can't", "s'il"). Scripts written
// without spaces (Han, Hiragana, Katakana) have no words to split on, so a
// run of them becomes its overlapping pairs of characters: a phrase in those
// scripts then matches as a run of consecutive pairs.
func words(text string) []string {
	var out []string
	start, unspaced := -1, false
	flush := func(end int) {
		if start < 0 {
			return
		}
		if unspaced {
			out = appendPairs(out, text[start:end])
		} else if w := strings.Trim(text[start:end], "'’"); w != "" {
			out = append(out, strings.ToLower(w))
		}
		start = -1
	}
	for i, r := range text {
		letter := unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
		switch {
		case letter && start >= 0 && isUnspaced(r) == unspaced:
		case letter:
			flush(i)
			start, unspaced = i, isUnspaced(r)
		case (r == '\'' || r == '’') && start >= 0 && !unspaced:
		default:
			flush(i)
		}
	}
	flush(len(text))
	return out
}

func isUnspaced(r rune) bool {
	if r < 0x2E80 { // below CJK: Latin, Greek, Cyrillic, Arabic ...
		return false
	}
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) || r == 'ー'
}

// appendPairs appends run's overlapping pairs of characters, or run itself
// when it is one character.
func appendPairs(out []string, run string) []string {
	_, size := utf8.DecodeRuneInString(run)
	if size == len(run) {
		return append(out, run)
	}
	prev := size
	for i := size; i < len(run); {
		_, n := utf8.DecodeRuneInString(run[i:])
		out = append(out, run[i-prev:i+n])
		prev, i = n, i+n
	}
	return out
}

// detect returns the language whose stop words cover most of toks; English
// when none does.
func detect(toks []string) *language {
	langs := vocabulary()
	best, bestN := langs[0], 0
	for _, l := range langs {
		n := 0
		for _, t := range toks {
			if l.stop[t] {
				n++
			}
		}
		if n > bestN {
			best, bestN = l, n
		}
	}
	return best
}

// stem strips the longest listed suffix, once, keeping three letters.
func (l *language) stem(w string) string {
	for _, s := range l.suffixes {
		if strings.HasSuffix(w, s) && utf8.RuneCountInString(w)-utf8.RuneCountInString(s) >= 3 {
			return w[:len(w)-len(s)]
		}
	}
	return w
}

// terms returns the stemmed content words of text, in its own language:
// no stop words, no numbers, nothing shorter than two letters.
func terms(text string) []string {
	toks := words(text)
	l := detect(toks)
	out := toks[:0]
	for _, t := range toks {
		if l.stop[t] || utf8.RuneCountInString(t) < 2 || isNumber(t) {
			continue
		}
		out = append(out, l.stem(t))
	}
	return out
}

func isNumber(w string) bool {
	for _, r := range w {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// saysDone reports whether a sentence of text says that something is done:
// it holds a done phrase and no open phrase ("not", "yet", "until" ...) of
// any language, as participles such as "confirmada" are shared between
// languages whose negations differ. It errs towards "not said": it only
// decides whether to report OR-5.8, never how a reply reads. Sentences end at . ! ? ; and line breaks (not
// at a colon, which times such as 10:00 use).
func saysDone(text string) bool {
	for _, s := range strings.FieldsFunc(text, func(r rune) bool {
		return r == '.' || r == '!' || r == '?' || r == ';' || r == '\n' || r == '。' || r == '！' || r == '？'
	}) {
		toks := words(s)
		if len(toks) == 0 {
			continue
		}
		done, open := false, false
		for _, l := range vocabulary() {
			done = done || hasPhrase(toks, l.done)
			open = open || hasPhrase(toks, l.open)
		}
		if done && !open {
			return true
		}
	}
	return false
}

// hasPhrase reports whether toks holds one of phrases as consecutive words.
func hasPhrase(toks []string, phrases [][]string) bool {
	for _, p := range phrases {
		if len(p) == 0 || len(p) > len(toks) {
			continue
		}
		for i := 0; i+len(p) <= len(toks); i++ {
			if slices.Equal(toks[i:i+len(p)], p) {
				return true
			}
		}
	}
	return false
}
