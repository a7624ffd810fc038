package guard

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/coregx/ahocorasick"

	"github.com/agent-capability/onrequest/internal/lexicon"
)

// A class is a set of lexicon classes, one bit each, plus the one of the
// number words.
type class uint64

// cNumber marks a number word ("two", "zwanzig") or a scale word, which
// multiplies the number before it ("thousand", "万"; its pattern and hit
// say scale).
const cNumber class = 1 << 63

// classBit maps a lexicon class to its bit, in the order of
// lexicon.Classes.
func classBit(c lexicon.Class) class {
	return 1 << slices.Index(lexicon.Classes(), c)
}

// bits of the classes the guard asks about most.
var (
	cCurrency   = classBit(lexicon.Currency)
	cPrice      = classBit(lexicon.Price)
	cFree       = classBit(lexicon.Free)
	cOtherPayee = classBit(lexicon.OtherPayee)
	cUnit       = classBit(lexicon.Unit)
	cConnector  = classBit(lexicon.Connector)
	cNotMoney   = classBit(lexicon.NotMoney)
	cTime       = classBit(lexicon.Time)
	cDate       = classBit(lexicon.Date)
	cPhone      = classBit(lexicon.Phone)
	cPercent    = classBit(lexicon.Percent)
	cYearLead   = classBit(lexicon.YearLead)
	cBooking    = classBit(lexicon.Booking)
	cDone       = classBit(lexicon.Done)
	cFarewell   = classBit(lexicon.Farewell)
	cYou        = classBit(lexicon.You)
	cOpen       = classBit(lexicon.Open)
	cConfirmer  = classBit(lexicon.Confirmer)
	cFuture     = classBit(lexicon.Future)
	cCondition  = classBit(lexicon.Condition)
	cNegation   = classBit(lexicon.Negation)
	cClause     = classBit(lexicon.Clause)
	cOnRequest  = classBit(lexicon.OnRequest)
	cTopic      = classBit(lexicon.Topic)
	cStreet     = classBit(lexicon.Street)
	cNumberJoin = classBit(lexicon.NumberJoin)
	cPlace      = classBit(lexicon.Place)
	cBoth       = classBit(lexicon.Both)
	cTrade      = classBit(lexicon.Trade)
	cLikeness   = classBit(lexicon.Likeness)
	cIncluded   = classBit(lexicon.Included)
	cAtThem     = classBit(lexicon.AtThem)
	cOwn        = classBit(lexicon.Own)
	cOwnFigure  = classBit(lexicon.OwnFigure)
	cMonth      = classBit(lexicon.Month)
	cReported   = classBit(lexicon.Reported)
	cTag        = classBit(lexicon.Tag)
	cCharge     = classBit(lexicon.Charge)
	cCallback   = classBit(lexicon.Callback)
	cDeadline   = classBit(lexicon.Deadline)
	cApart      = classBit(lexicon.Apart)
	cAdvice     = classBit(lexicon.Advice)
	cNothing    = classBit(lexicon.Nothing)
	cRecap      = classBit(lexicon.Recap)
	cRequest    = classBit(lexicon.Request)
	cSuffices   = classBit(lexicon.Suffices)
	cListing    = classBit(lexicon.Listing)
	cWish       = classBit(lexicon.Wish)
	cAnother    = classBit(lexicon.Another)
	cEstimate   = classBit(lexicon.Estimate)
	cAvail      = classBit(lexicon.Availability)
	cSum        = classBit(lexicon.Sum)
	cWant       = classBit(lexicon.Want)
	cTitle      = classBit(lexicon.Title)
	cRate       = classBit(lexicon.Rate)
	cBuilding   = classBit(lexicon.Building)
	cReminder   = classBit(lexicon.Reminder)
	cOnlyThen   = classBit(lexicon.OnlyThen)
	cWhether    = classBit(lexicon.Whether)
	cCompares   = classBit(lexicon.Comparative)
)

// A pattern is one phrase of a vocabulary, as the automaton finds it.
type pattern struct {
	classes class
	value   float64 // of a number or scale word
	stem    bool    // "book*": any ending; or a phrase that ends in no letter
	suffix  bool    // "*straße": any beginning; or a phrase that starts with no letter
	free    bool    // of a script without spaces, or a number word: no word boundaries
	number  bool    // a number, scale or joining word only
	affix   bool    // written "*ranno": an ending, which says something of its word
	final   bool    // written "steht$": only at the end of a clause
	scale   bool    // a scale word: "thousand", "万"
	parking bool    // an other payee that is a place to park (lexicon.Language.Parking)
	ride    bool    // an other payee that is a ride (lexicon.Language.Rides)
	// passedOn: an open phrase that passes something on
	// (lexicon.Language.PassedOn)
	passedOn bool
}

// A vocab is one language's words, compiled: an Aho-Corasick automaton
// over every phrase, with what each phrase says. It never changes.
type vocab struct {
	tag      string
	negAfter bool // a negation follows what it negates (lexicon.Language.NegationAfter)
	nounCaps bool // every noun has a capital (lexicon.Language.NounCapitals)
	// condVerbLast: a condition's verb comes last, spelt as a participle
	// may be (lexicon.Language.ConditionVerbLast)
	condVerbLast bool
	rideTo       map[string]bool // where it goes: "to", "naar" (lexicon.Language.RideTo)
	dayLead      map[string]bool // before a day of the month alone: "le", "del" (lexicon.Language.DayLead)
	or           map[string]bool // one thing instead of another: "or", "oder" (lexicon.Language.Or)
	adverbs      map[string]bool // after a number, saying nothing of it: "only", "dabei" (lexicon.Language.Adverbs)
	visit        map[string]bool // someone coming to the person: "comes", "passe" (lexicon.Language.Visit)
	workers      map[string]bool // who comes to do a job: "technician", "monteur" (lexicon.Language.Workers)
	articles     map[string]bool // between a negation and its name: "der", "celui" (lexicon.Language.Articles)
	// possessives: whose a thing is, "their", "leur" (lexicon.Language.Possessives)
	possessives map[string]bool
	// waitlist and onWaitlist: a waiting list, and a place on one
	// (lexicon.Language.Waitlist, OnWaitlist)
	waitlist, onWaitlist []string
	// yourself: the phrases that leave the action to the person
	yourself []string
	// pointBack: the phrases that open a sentence about the one before
	// (lexicon.Language.PointBack)
	pointBack []string
	// topicMarks: the particles after which a comma goes on with the
	// clause (lexicon.Language.TopicMarks)
	topicMarks []string
	// askThem: the phrases that send the person to the operator to ask
	// (lexicon.Language.AskThem)
	askThem []string
	// dispatched: the phrases of a worker sent out or on the way
	// (lexicon.Language.Dispatched)
	dispatched []string
	// owed and owedAfter: the phrases of need before a done word, and
	// right after it, that make it still to do (lexicon.Language.Owed,
	// OwedAfter)
	owed, owedAfter []string
	anyBusiness     []string        // "whichever lawyer" (lexicon.Language.AnyBusiness)
	ownWords        map[string]bool // "own", "eigenen" (lexicon.Language.OwnWords)
	goesWell        []string        // "goes smoothly" (lexicon.Language.GoesWell)
	// pastModals: the past of modal verbs, which make an owedAfter word
	// a past passive (lexicon.Language.PastModals)
	pastModals map[string]bool
	// presentDone: done words that are staff's present too, and the words
	// that tell which (lexicon.Language.PresentDone); nil in most languages
	presentDone *presentDone
	capsOnly    map[string]bool // codes that are currencies only in capitals (lexicon.Language.CapsOnly)
	ac          *ahocorasick.Automaton
	patterns    []pattern // by the automaton's pattern id
	// short holds the phrases of one or two letters ("a", "in", "am"),
	// looked up as whole words: in the automaton they would match inside
	// most words of a text, each match to be refused.
	short map[string]pattern
	// dotted holds the phrases that end in a full stop ("av.", "nr."),
	// with their classes: abbreviations, whose stop ends no sentence.
	dotted map[string]class
	// whole holds the classes of each phrase as written, for a word
	// looked up on its own (the splitter's "Pounds" after a full stop).
	whole map[string]class
}

// wordSet gathers a list of words from each language file.
func wordSet(langs []*lexicon.Language, list func(*lexicon.Language) []string) map[string]bool {
	return setOf(phraseList(langs, list))
}

// setOf returns the words as a set.
func setOf(words []string) map[string]bool {
	set := make(map[string]bool, len(words))
	for _, w := range words {
		set[w] = true
	}
	return set
}

// phraseList gathers a list of phrases of the languages, in order.
func phraseList(langs []*lexicon.Language, list func(*lexicon.Language) []string) []string {
	var out []string
	for _, l := range langs {
		out = append(out, list(l)...)
	}
	return out
}

// patternSet gathers the patterns of a vocabulary by their text: a
// phrase in several classes is one pattern with every class.
type patternSet map[string]*pattern

// add adds a phrase of class c, with its value where it is a number,
// and returns its pattern.
func (ps patternSet) add(phrase string, c class, value float64) *pattern {
	bare := lexicon.ClauseEnd(phrase)
	final := bare != phrase
	phrase = bare
	// folded as the text is: "n.º" is found in "n.o 312"
	text := fold(strings.TrimSuffix(strings.TrimPrefix(phrase, "*"), "*"))
	key := text
	if final {
		key += "|"
	}
	if c&(cNumber|cNumberJoin) != 0 {
		key += "\x00" // number words match apart from the same text in other classes
	}
	p := ps[key]
	if p == nil {
		first, _ := utf8.DecodeRuneInString(text)
		last, _ := utf8.DecodeLastRuneInString(text)
		p = &pattern{free: noSpaces(first), suffix: !isWordRune(first), stem: !isWordRune(last)}
		ps[key] = p
	}
	p.classes |= c
	first, _ := utf8.DecodeRuneInString(text)
	p.number = p.classes&^(cNumber|cNumberJoin) == 0
	// Number words of two letters or more match inside words too
	// ("zweitausendfünfhundert"): wordNumbers checks a run's ends.
	p.free = p.number && utf8.RuneCountInString(text) > 1 || noSpaces(first)
	p.stem = p.stem || strings.HasSuffix(phrase, "*")
	p.suffix = p.suffix || strings.HasPrefix(phrase, "*")
	p.affix = p.affix || strings.HasPrefix(phrase, "*") && unicode.IsLetter(first)
	p.final = p.final || final
	if value != 0 || c&cNumber != 0 {
		p.value = value
	}
	return p
}

// compile merges a language file with the shared one.
func compile(langs ...*lexicon.Language) (*vocab, error) {
	byText := patternSet{}
	for _, l := range langs {
		for c, phrases := range l.Classes {
			for _, ph := range phrases {
				byText.add(ph, classBit(c), 0)
			}
		}
		for w, v := range l.Numbers {
			byText.add(w, cNumber, v)
		}
		for w, v := range l.Scales {
			byText.add(w, cNumber, float64(v)).scale = true
		}
		for _, w := range l.Parking {
			byText.add(w, cOtherPayee, 0).parking = true
		}
		for _, w := range l.Rides {
			byText.add(w, cOtherPayee, 0).ride = true
		}
		for _, w := range l.PassedOn {
			byText.add(w, cOpen, 0).passedOn = true
		}
	}
	v := &vocab{tag: langs[0].Lang, negAfter: langs[0].NegationAfter, nounCaps: langs[0].NounCapitals, condVerbLast: langs[0].ConditionVerbLast, short: map[string]pattern{}, dotted: map[string]class{}, whole: map[string]class{},
		rideTo:      wordSet(langs, func(l *lexicon.Language) []string { return l.RideTo }),
		dayLead:     wordSet(langs, func(l *lexicon.Language) []string { return l.DayLead }),
		or:          wordSet(langs, func(l *lexicon.Language) []string { return l.Or }),
		adverbs:     wordSet(langs, func(l *lexicon.Language) []string { return l.Adverbs }),
		visit:       wordSet(langs, func(l *lexicon.Language) []string { return l.Visit }),
		workers:     wordSet(langs, func(l *lexicon.Language) []string { return l.Workers }),
		articles:    wordSet(langs, func(l *lexicon.Language) []string { return l.Articles }),
		possessives: wordSet(langs, func(l *lexicon.Language) []string { return l.Possessives }),
		waitlist:    phraseList(langs, func(l *lexicon.Language) []string { return l.Waitlist }),
		onWaitlist:  phraseList(langs, func(l *lexicon.Language) []string { return l.OnWaitlist }),
		yourself:    phraseList(langs, func(l *lexicon.Language) []string { return l.Yourself }),
		pointBack:   phraseList(langs, func(l *lexicon.Language) []string { return l.PointBack }),
		topicMarks:  phraseList(langs, func(l *lexicon.Language) []string { return l.TopicMarks }),
		askThem:     phraseList(langs, func(l *lexicon.Language) []string { return l.AskThem }),
		dispatched:  phraseList(langs, func(l *lexicon.Language) []string { return l.Dispatched }),
		owed:        phraseList(langs, func(l *lexicon.Language) []string { return l.Owed }),
		owedAfter:   phraseList(langs, func(l *lexicon.Language) []string { return l.OwedAfter }),
		anyBusiness: phraseList(langs, func(l *lexicon.Language) []string { return l.AnyBusiness }),
		ownWords:    wordSet(langs, func(l *lexicon.Language) []string { return l.OwnWords }),
		goesWell:    phraseList(langs, func(l *lexicon.Language) []string { return l.GoesWell }),
		pastModals:  wordSet(langs, func(l *lexicon.Language) []string { return l.PastModals }),
		presentDone: newPresentDone(langs[0].PresentDone),
		capsOnly:    wordSet(langs, func(l *lexicon.Language) []string { return l.CapsOnly })}
	var texts []string
	for _, k := range slices.Sorted(maps.Keys(byText)) {
		p := *byText[k]
		text := strings.TrimSuffix(k, "\x00")
		if p.final {
			text = strings.TrimSuffix(text, "|")
		}
		if !p.stem && !p.suffix && !p.final {
			v.whole[text] |= p.classes
		}
		if len(text) <= 2 && !p.free && !p.stem && !p.suffix && isLetters(text) {
			q := v.short[text]
			q.classes |= p.classes
			q.value = max(q.value, p.value)
			q.scale = q.scale || p.scale
			v.short[text] = q
			continue
		}
		v.patterns = append(v.patterns, p)
		texts = append(texts, text)
		if strings.HasSuffix(text, ".") {
			v.dotted[text] = p.classes
		}
	}
	ac, err := ahocorasick.NewBuilder().AddStrings(texts).Build()
	if err != nil {
		return nil, fmt.Errorf("guard: language %s: %w", v.tag, err)
	}
	v.ac = ac
	return v, nil
}

// noSpaces reports a rune of a script written without spaces between
// words, where a phrase matches anywhere.
func noSpaces(r rune) bool {
	if r < 0x2e80 {
		return false
	}
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) || r > 0x3000 && r < 0x3040 || r >= 0xff00 && r <= 0xffef
}

// A hit is a phrase found in folded text.
type hit struct {
	start, end int
	classes    class
	value      float64
	inner      bool // a number word inside a longer word: "zwei" in "zweitausend"
	affix      bool // an ending: kept inside longer phrases
	scale      bool // a scale word (cNumber): "thousand", "万"
	parking    bool // a place to park (pattern.parking)
	ride       bool // a ride (pattern.ride)
	passedOn   bool // passes something on (pattern.passedOn)
}

// clauseWordAt reports a word after i, past white space, that starts a
// clause: "bis dann und gute Besserung!" ends the farewell at "und".
func (v *vocab) clauseWordAt(s string, i int) bool {
	i = skipSpace(s, i)
	if i == len(s) {
		return false
	}
	return v.whole[s[i:wordEnd(s, i)]]&cClause != 0
}

// clauseEndsAt reports the end of a clause at i: nothing but white space
// before punctuation, an emoji or the end.
func clauseEndsAt(s string, i int) bool {
	i = skipSpace(s, i)
	// an emoji ends a chat's clause as a mark does: "Hecho 👍", "Fatto
	// 👍 giovedì alle 15"
	if c, _ := utf8.DecodeRuneInString(s[i:]); i < len(s) && unicode.IsSymbol(c) {
		return true
	}
	return i == len(s) || strings.IndexByte(".,;:!?)", s[i]) >= 0 || strings.HasPrefix(s[i:], "。") ||
		strings.HasPrefix(s[i:], "、") || strings.HasPrefix(s[i:], "！")
}

func isLetters(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return s != ""
}

// find returns the phrases in folded text s, at word boundaries. A stem
// reaches to the end of its word.
func (v *vocab) find(s string, out []hit) []hit {
	return v.hits(s, v.ac.FindAllOverlapping([]byte(s)), 0, out)
}

// hits is find given the automaton's matches: those over a longer text
// in which s starts at off (matches outside s are left out).
func (v *vocab) hits(s string, ms []ahocorasick.Match, off int, out []hit) []hit {
	out = v.findShort(s, slices.Grow(out, len(ms)+8)) // most sentences: one allocation for all hits
	for _, m := range ms {
		if m.Start < off || m.End > off+len(s) {
			continue
		}
		p := &v.patterns[m.PatternID]
		start, end := m.Start-off, m.End-off
		if !p.free {
			if !p.suffix && wordAt(s, start, -1) || !p.stem && letterAt(s, end) {
				continue
			}
			if p.stem && isWordRune(lastRune(s[start:end])) {
				for end < len(s) && letterAt(s, end) {
					_, n := utf8.DecodeRuneInString(s[end:])
					end += n
				}
			}
		}
		if p.final && !clauseEndsAt(s, end) && !v.clauseWordAt(s, end) {
			continue
		}
		inner := p.number && !noSpaces(lastRune(s[:end])) && (wordAt(s, start, -1) || wordAt(s, end, +1))
		out = append(out, hit{start: start, end: end, classes: p.classes, value: p.value, inner: inner, affix: p.affix, scale: p.scale, parking: p.parking, ride: p.ride, passedOn: p.passedOn})
	}
	return longest(loosePercents(s, out))
}

// loosePercents drops a word for per cent that follows no number: in
// "sai por cento e cinquenta reais" the price is "cento e cinquenta"
// (150), and "por cento" says no percentage.
func loosePercents(s string, hits []hit) []hit {
	if !slices.ContainsFunc(hits, func(h hit) bool { return h.classes == cPercent }) {
		return hits // most sentences
	}
	return slices.DeleteFunc(hits, func(h hit) bool {
		if h.classes != cPercent {
			return false
		}
		before := strings.TrimRight(s[:h.start], " ")
		if before != "" && isDigit(before[len(before)-1]) {
			return false
		}
		return !slices.ContainsFunc(hits, func(n hit) bool { return n.classes&cNumber != 0 && n.end == len(before) })
	})
}

// findShort adds the words of one or two letters that are phrases.
func (v *vocab) findShort(s string, out []hit) []hit {
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf && !asciiLetter[c] {
			i++ // white space, digits, punctuation: no word starts here
			continue
		}
		j := i
		for j < len(s) && asciiLetter[s[j]] {
			j++ // most words are ASCII: read here, without a call
		}
		if j < len(s) && s[j] >= utf8.RuneSelf {
			j = wordEnd(s, j)
		}
		if j == i {
			i += runeLen(s, i)
			continue
		}
		// not the first letters of a hyphenated word: "e" of "e-mail"
		if j-i <= 2 && !(j+1 < len(s) && s[j] == '-' && asciiLetter[s[j+1]]) {
			if p, ok := v.short[s[i:j]]; ok {
				out = append(out, hit{start: i, end: j, classes: p.classes, value: p.value, scale: p.scale})
			}
		}
		i = j
	}
	return out
}

// wordEnd returns where the word of letters that starts at i ends; i when
// no letter of a spaced script is there.
func wordEnd(s string, i int) int {
	for i < len(s) {
		if c := s[i]; c < utf8.RuneSelf {
			if !asciiLetter[c] {
				return i
			}
			i++ // most letters: no decoding
			continue
		}
		if !wordAt(s, i, +1) {
			return i
		}
		i += runeLen(s, i)
	}
	return i
}

// positional are the classes that say what stands next to a number:
// they hold inside longer phrases too ("open van" still has "van").
var positional = cTime | cDate | cUnit | cConnector | cNotMoney | cCurrency | cYearLead | cPhone | cPercent |
	cStreet | cNumber | cNumberJoin | cClause

// longest keeps, of a phrase that lies inside a longer one, only what it
// says about the number next to it, so that the longer phrase says what
// the words mean: "not booked" is open, not done; "area riservata" is a
// place, not a booking. Inside a longer phrase that itself says what
// stands next to a number ("contos de fadas"), it keeps nothing. A
// phrase that only compares shadows nothing, and inside a longer phrase
// is dropped. The hits come back in order of their start.
func longest(hits []hit) []hit {
	sortHits(hits)
	out := hits[:0]
	reach, reachPos := -1, -1 // furthest end of the phrases that start before this one; of those with a positional class
	start, end, endPos := -1, -1, -1
	for _, h := range hits {
		if h.inner || h.affix {
			out = append(out, h)
			continue
		}
		if h.classes == cCompares {
			// a comparison takes no meaning from the words inside it ("that
			// price" still speaks of a price), and inside a longer phrase
			// it compares nothing ("a diferencia de")
			if reach < h.end && end <= h.end {
				out = append(out, h)
			}
			continue
		}
		if h.start != start {
			reach, reachPos = max(reach, end), max(reachPos, endPos)
			start, end, endPos = h.start, -1, -1
		}
		classes := h.classes
		switch {
		case reachPos >= h.end || endPos > h.end:
			h.classes = 0
		case reach >= h.end || end > h.end:
			h.classes &= positional
		}
		end = max(end, h.end)
		if classes&positional != 0 {
			endPos = max(endPos, h.end)
		}
		if h.classes != 0 {
			out = append(out, h)
		}
	}
	return out
}

// sortHits orders hits by their start, the longest first. They come
// nearly in that order (the automaton reports them by their end, short
// words first), so an insertion sort moves few of them, and far fewer
// bytes than a sort that calls a comparison for each. Its worst case is
// quadratic, but a sentence is at most maxSentence bytes: a 64 KB draft
// written as one sentence (BenchmarkGuardCheckOneSentence64KB) took 19 ms
// against 28 ms with slices.SortFunc.
func sortHits(hits []hit) {
	for i := 1; i < len(hits); i++ {
		h := hits[i]
		j := i
		for ; j > 0 && (hits[j-1].start > h.start || hits[j-1].start == h.start && hits[j-1].end < h.end); j-- {
			hits[j] = hits[j-1]
		}
		hits[j] = h
	}
}

// wordAt reports whether the rune before (dir -1) or at (dir +1) offset
// i of s is part of a word: a letter of a spaced script. A digit is not:
// "3k", "eur900" and "15h" are a number and a word.
func wordAt(s string, i, dir int) bool {
	var r rune
	if dir < 0 {
		if i == 0 {
			return false
		}
		if c := s[i-1]; c < utf8.RuneSelf {
			return asciiLetter[c]
		}
		r, _ = utf8.DecodeLastRuneInString(s[:i])
	} else {
		if i >= len(s) {
			return false
		}
		if c := s[i]; c < utf8.RuneSelf {
			return asciiLetter[c]
		}
		r, _ = utf8.DecodeRuneInString(s[i:])
	}
	return unicode.IsLetter(r) && !noSpaces(r)
}

// letterAt is wordAt(s, i, +1) for hits, which asks it of every match
// and of every letter a stem reaches over: an ASCII byte is read where
// the call is inlined.
func letterAt(s string, i int) bool {
	if i < len(s) && s[i] < utf8.RuneSelf {
		return asciiLetter[s[i]]
	}
	return wordAt(s, i, +1)
}

// asciiLetter holds the ASCII letters; no byte of a longer rune is one.
var asciiLetter = func() (t [256]bool) {
	for c := 'a'; c <= 'z'; c++ {
		t[c], t[c-'a'+'A'] = true, true
	}
	return t
}()

// runeLen is the length of the rune at i of s.
func runeLen(s string, i int) int {
	if s[i] < utf8.RuneSelf {
		return 1
	}
	_, n := utf8.DecodeRuneInString(s[i:])
	return n
}
