package main

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/internal/wordfile"
)

// The scripted planner's words, in every language it reads and writes, live
// in lang/*.txt, one file per language, so that a linguist can edit them
// without touching Go (see lang/README.md).
//
//go:embed lang/*.txt
var langFiles embed.FS

// A lexicon is one lang/*.txt file, read. Keys are folded (see fold).
type lexicon struct {
	tag      string
	business []entry // words for a kind of business → the words cards use
	topic    []entry // words for what a message is about → the words cards use
	action   []entry // words for what is done or asked of it (book, cost, open) → the words cards use
	filler   []entry // words that say nothing about what a message is about
	price    []entry // words that ask what something costs
	negative []entry // cancel, unsubscribe, stop → the words a skill doing it uses
	recap    []entry // "did you …": asking what became of an earlier request
	yes, no  []entry
	slot     []entry           // day words → the day as the agent is told it
	skill    map[string]string // skills' names as cards give them (folded) → in this language
	say      map[string]string // the planner's own sentences, by key
	demo     map[string]string // the -demo questions, by scenario id
}

// An entry is one line of a section: what the person writes, and what it
// stands for in the cards' words (empty where the section needs none).
type entry struct {
	key   string
	means string
}

// lexicons is every language, read once and never changed after. The
// files are ours and fixed: one that does not read is a bug here, which
// every test that plans finds.
var lexicons = sync.OnceValue(func() map[string]*lexicon {
	names, _ := fs.Glob(langFiles, "lang/*.txt")
	out := make(map[string]*lexicon, len(names))
	for _, name := range names {
		tag := strings.TrimSuffix(path.Base(name), ".txt")
		data, _ := langFiles.ReadFile(name)
		lx, err := parseLexicon(tag, string(data))
		if err != nil {
			panic("assistant: " + err.Error())
		}
		out[tag] = lx
	}
	return out
})

// parseLexicon reads one language file: "[section]" lines, then entries
// "words = meaning" (or "words" alone where the section needs no meaning).
// Lines starting with "#" are comments.
func parseLexicon(tag, data string) (*lexicon, error) {
	lx := &lexicon{tag: tag, skill: map[string]string{}, say: map[string]string{}, demo: map[string]string{}}
	lists := map[string]*[]entry{
		"business": &lx.business, "topic": &lx.topic, "action": &lx.action, "filler": &lx.filler, "price": &lx.price, "negative": &lx.negative,
		"recap": &lx.recap, "yes": &lx.yes, "no": &lx.no, "slot": &lx.slot,
	}
	for _, l := range wordfile.Lines(data) {
		section, line, n := l.Section, l.Text, l.N
		key, means, _ := strings.Cut(line, "=")
		key, means = strings.TrimSpace(key), strings.TrimSpace(means)
		switch section {
		case "skill":
			lx.skill[fold(key)] = means
		case "say":
			lx.say[key] = means
		case "demo":
			lx.demo[key] = means
		default:
			list, ok := lists[section]
			if !ok {
				return nil, fmt.Errorf("lang/%s.txt:%d: entry outside a known section", tag, n)
			}
			if fold(key) == "" {
				return nil, fmt.Errorf("lang/%s.txt:%d: empty entry", tag, n)
			}
			*list = append(*list, entry{key: fold(key), means: means})
		}
	}
	return lx, nil
}

// A section is one list of a lexicon, for reading a message.
type section struct {
	name    string
	entries []entry
	whole   bool // entries match whole words only ("no" is not "note")
}

func (lx *lexicon) sections() []section {
	return []section{
		{"business", lx.business, false}, {"topic", lx.topic, false}, {"action", lx.action, false}, {"price", lx.price, false},
		{"negative", lx.negative, false}, {"recap", lx.recap, true}, {"yes", lx.yes, true},
		{"no", lx.no, true}, {"slot", lx.slot, false},
	}
}

// lexiconFor returns the lexicon of lang's base language, English where
// there is none.
func lexiconFor(lang language.Tag) *lexicon {
	base, _ := lang.Base()
	if lx, ok := lexicons()[base.String()]; ok {
		return lx
	}
	return lexicons()["en"]
}

// phrase returns the planner's sentence key in lang (English where the
// language has none), with {name} placeholders filled from args, given as
// name, value pairs.
func phrase(lang language.Tag, key string, args ...string) string {
	s, ok := lexiconFor(lang).say[key]
	if !ok {
		s = lexicons()["en"].say[key]
	}
	pairs := make([]string, 0, len(args))
	for i := 0; i+1 < len(args); i += 2 {
		pairs = append(pairs, "{"+args[i]+"}", args[i+1])
	}
	return strings.NewReplacer(pairs...).Replace(s)
}

// fold is how the planner compares words: see wordfile.Fold.
func fold(s string) string { return wordfile.Fold(s) }

// contains reports whether the folded text holds key at the start of a
// word ("abonn" meets "abonnieren" but not "desabonner"), or anywhere for a
// key in a script written without spaces.
func contains(text, key string) bool { return index(text, key, false) >= 0 }

// index returns where key first occurs in text as contains reads it, or as
// a whole word or phrase when whole is set; -1 when it does not. A key of
// shortKey letters or fewer is always a whole word, or that word with "s".
//
// A key marked as a compound's part, "-termin", is met anywhere in a word
// as well ("Arzttermin"), where other keys are met at a word's start only.
//
// A key with a gap, "meld ... ab", is met where its first part stands and
// its second follows later as a whole word: verbs whose particle goes to
// the end of the clause ("melden Sie mich vom Newsletter ab").
func index(text, key string, whole bool) int {
	if key == "" {
		return -1
	}
	if inner, ok := strings.CutPrefix(key, compound); ok && inner != "" {
		return strings.Index(text, inner)
	}
	if head, tail, ok := strings.Cut(key, gap); ok {
		head, tail = strings.TrimSpace(head), strings.TrimSpace(tail)
		at := index(text, head, whole)
		if at < 0 || index(text[at+len(head):], tail, true) < 0 {
			return -1
		}
		return at
	}
	if !spaced(key) {
		return strings.Index(text, key)
	}
	if !whole && utf8.RuneCountInString(key) <= shortKey {
		// A short key is a whole word, or its plural: "flu" is not "Flug".
		if at := index(text, key, true); at >= 0 {
			return at
		}
		return index(text, key+"s", true)
	}
	for i := 0; i < len(text); {
		j := strings.Index(text[i:], key)
		if j < 0 {
			return -1
		}
		at, end := i+j, i+j+len(key)
		if (at == 0 || !isWordRune(lastRune(text[:at]))) && (!whole || end == len(text) || !isWordRune(firstRune(text[end:]))) {
			return at
		}
		i = at + 1
	}
	return -1
}

// shortKey is the length up to which a key matches only a whole word or
// its plural: a prefix that short meets too many other words.
const shortKey = 3

// gap separates the two parts of a key with a gap (see index); "…" reads
// as "..." once folded.
const gap = "..."

// compound marks a key that is met inside a word too (see index).
const compound = "-"

// head is the part of key that stands where index finds it: all of it,
// or the part before a gap, without a compound's mark.
func head(key string) string {
	h, _, _ := strings.Cut(strings.TrimPrefix(key, compound), gap)
	return strings.TrimSpace(h)
}

// spaced reports whether key is written in a script that separates words
// with spaces (not Han, Hiragana or Katakana).
func spaced(key string) bool {
	for _, r := range key {
		if unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) {
			return false
		}
	}
	return true
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

func firstRune(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

func lastRune(s string) rune {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r
}

// allLexicons returns every language's lexicon, English first: people write
// in the language they write in, whatever -lang says.
func allLexicons() []*lexicon {
	m := lexicons()
	out := []*lexicon{m["en"]}
	for _, tag := range []string{"de", "fr", "es", "it", "nl", "pt", "ja"} {
		if lx, ok := m[tag]; ok {
			out = append(out, lx)
		}
	}
	return out
}
