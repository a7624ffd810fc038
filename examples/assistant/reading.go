package main

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A reading is what the scripted planner understands of one message, in
// whichever of its languages the message is written: the words it stands
// for in the cards' own language, and what kind of message it is.
type reading struct {
	text      string   // folded (see fold)
	business  []string // card words for the kinds of business named ("clinic")
	topic     []string // card words for what the message is about ("appointment")
	action    []string // card words for what is done or asked of it ("booking book")
	unknown   []string // words no section of any language knows, as written: a subject the lexicons do not know ("table")
	price     []string // card words for "what does it cost", where it asks that
	negative  []string // card words for the opposite of an action ("unsubscribe")
	recap     bool     // asks what became of an earlier request
	day       string   // the first day named, as an agent is told it
	value     bool     // holds a day, a number or a time: an answer to "which day?"
	hasDigits bool     // holds a number or a time ("10:00")
	yes, no   bool
	question  bool // written as a question
}

// A hit is one lexicon entry found in a message.
type hit struct {
	lang       string
	section    string
	means      string
	start, end int
}

// read reads text with every language's lexicon. Where entries of two
// languages overlap, the longest wins: in "prise en charge" (French: taken
// into care) the English "charge" says nothing. Within a language, an
// entry inside a longer one still counts ("gp" in "see a gp").
func read(text string) reading {
	r := reading{text: fold(text), question: strings.ContainsAny(text, "?？")}
	var hits []hit
	for _, lx := range allLexicons() {
		for _, sec := range lx.sections() {
			for _, e := range sec.entries {
				if at := index(r.text, e.key, sec.whole); at >= 0 {
					hits = append(hits, hit{lx.tag, sec.name, e.means, at, at + len(head(e.key))})
				}
			}
		}
	}
	for _, h := range hits {
		if covered(h, hits) {
			continue
		}
		switch h.section {
		case "business":
			r.business = append(r.business, h.means)
		case "topic":
			r.topic = append(r.topic, h.means)
		case "action":
			r.action = append(r.action, h.means)
		case "price":
			r.price = append(r.price, h.means)
		case "negative":
			r.negative = append(r.negative, h.means)
		case "recap":
			r.recap = true
		case "yes":
			r.yes = true
		case "no":
			r.no = true
		case "slot":
			if r.day == "" {
				r.day = h.means
			}
		}
	}
	r.unknown = unknownWords(r.text, hits)
	r.hasDigits = strings.IndexFunc(r.text, unicode.IsDigit) >= 0
	r.value = r.day != "" || r.hasDigits
	return r
}

// covered reports whether a longer hit of another language holds h.
func covered(h hit, hits []hit) bool {
	for _, o := range hits {
		if o.lang != h.lang && o.start <= h.start && h.end <= o.end && o.end-o.start > h.end-h.start {
			return true
		}
	}
	return false
}

// unknownWords returns the words of the folded text that no hit and no
// filler word of any language accounts for: in languages written with
// spaces, words of three letters or more without digits; in Japanese, runs
// of two or more Han or Katakana characters (Hiragana, mostly grammar,
// separates them). A hit of a spaced entry accounts for the rest of its
// word ("book" for "booking"); what stands before a compound's part is a
// word of its own ("friseur" in "Friseurtermin").
func unknownWords(text string, hits []hit) []string {
	known := make([]bool, len(text))
	mark := func(start, end int, key string) {
		if spaced(key) {
			for end < len(text) && isWordRune(firstRune(text[end:])) {
				_, n := utf8.DecodeRuneInString(text[end:])
				end += n
			}
		}
		for i := start; i < end; i++ {
			known[i] = true
		}
	}
	for _, h := range hits {
		mark(h.start, h.end, text[h.start:h.end])
	}
	for _, lx := range allLexicons() {
		for _, e := range lx.filler {
			for i := 0; i < len(text); {
				at := index(text[i:], e.key, true)
				if at < 0 {
					break
				}
				mark(i+at, i+at+len(head(e.key)), e.key)
				i += at + len(head(e.key))
			}
		}
	}
	var out []string
	var word []rune
	flush := func() {
		if w := string(word); w != "" && strings.IndexFunc(w, unicode.IsDigit) < 0 &&
			(spaced(w) && len(word) >= 3 || !spaced(w) && len(word) >= 2) {
			out = append(out, w)
		}
		word = nil
	}
	for i, c := range text {
		cjk := unicode.In(c, unicode.Han, unicode.Katakana) || c == 'ー'
		switch {
		case known[i] || !cjk && (!isWordRune(c) || unicode.In(c, unicode.Hiragana)):
			flush()
		case len(word) > 0 && spaced(string(word)) == cjk:
			// A change of script ends a word.
			flush()
			word = append(word, c)
		default:
			word = append(word, c)
		}
	}
	flush()
	return out
}

// answers reports whether the message reads as an answer to an agent's
// open question rather than as something new: a value, yes or no, or a
// plain statement that names no business, topic or request of its own.
func (r reading) answers() bool {
	if len(r.negative) > 0 || r.recap || len(r.business) > 0 {
		return false
	}
	if r.value || r.yes || r.no {
		return true
	}
	return !r.question && len(r.topic) == 0 && len(r.action) == 0
}

// subject is what the message is about, for deciding which businesses
// cover it: the card words of its topic, else the words no lexicon knows
// (which a card may still use: "birthday cakes"); "" when it names only
// what is done or asked ("how much is it?", "book it").
func (r reading) subject() string {
	if len(r.topic) > 0 {
		return strings.Join(r.topic, " ")
	}
	return strings.Join(r.unknown, " ")
}

// topicWords is what the message asks about, in the cards' words, for
// choosing among one agent's skills: its topic and what it asks of it. The
// business named is left out: it says whom to ask, and a card names its
// business in many skills. Where the lexicons know none of its words, the
// message's own words are matched as they are, so that a card the lexicons
// never heard of ("birthday cakes") can still be found.
func (r reading) topicWords() string {
	words := append(append([]string(nil), r.topic...), r.action...)
	if len(words) == 0 {
		return r.text
	}
	return strings.Join(words, " ")
}
