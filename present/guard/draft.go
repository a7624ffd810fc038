package guard

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/coregx/ahocorasick"
)

// A draftText is the sentences of a draft as the guard reads them: each
// folded, with its addresses blanked, one after another in one text. The
// vocabulary's and the view's automata run over all of it at once, and
// each sentence's reading takes the matches that lie within it: that is
// the same steps through the automata as a run per sentence, but the
// matches are collected once, not again for every sentence. A match that
// spans two sentences is no sentence's.
//
// Each sentence is folded and masked on its own, so that its reading is
// what reading it alone gives.
type draftText struct {
	voc       *vocab
	sentences []string // as written: their capitals tell names apart
	view      *view    // nil: no names (a reading of the operator's own words)
	folded    string   // the sentences, folded, one after another
	masked    string   // the same, with each sentence's addresses blanked
	parts     []part   // per sentence, and one for the end
	words     []ahocorasick.Match
	marks     []ahocorasick.Match
	buf       *buffers
}

// buffers hold the slices of a reading, kept for the next one: the
// sentences of an answer are read and judged one after another, so each
// reading's slices serve only until the next is taken.
type buffers struct {
	hits    []hit
	nums    []number
	names   []mention
	amounts []kept
	owners  []ownerKept
	parts   []part
	one     [1]string // the sentence of a draft of one (answer.sentence)
}

// A part is where a sentence starts in a draftText, and where its
// matches start among the vocabulary's (word) and the view's (mark):
// at the first that ends after it starts. The automaton reports matches
// in order of their end.
type part struct{ start, word, mark int }

// readDraft reads the sentences; each reading taken from it uses buf,
// which may be nil.
func readDraft(voc *vocab, v *view, sentences []string, buf *buffers) draftText {
	if buf == nil {
		buf = &buffers{}
	}
	d := draftText{voc: voc, view: v, sentences: sentences, parts: slices.Grow(buf.parts[:0], len(sentences)+1), buf: buf}
	if len(sentences) == 1 {
		d.parts = append(d.parts, part{})
		d.folded = fold(sentences[0]) // most often not copied
	} else {
		n := 0
		for _, s := range sentences {
			n += len(s)
		}
		var b strings.Builder
		b.Grow(n)
		for _, s := range sentences {
			d.parts = append(d.parts, part{start: b.Len()})
			foldTo(&b, s)
		}
		d.folded = b.String()
	}
	d.parts = append(d.parts, part{start: len(d.folded)})
	buf.parts = d.parts[:0]
	d.masked = d.mask()
	d.words = findPlain(voc.ac, d.masked)
	if v != nil && v.ac != nil {
		d.marks = v.ac.FindAllOverlapping([]byte(d.folded))
	}
	w, m := 0, 0
	for k := range d.parts {
		p := &d.parts[k]
		for w < len(d.words) && d.words[w].End <= p.start {
			w++
		}
		for m < len(d.marks) && d.marks[m].End <= p.start {
			m++
		}
		p.word, p.mark = w, m
	}
	return d
}

// findPlain returns the automaton's matches in text read without
// markdown's asterisks, at their places in text: "il **Comune**" says
// "il Comune", "R$ **85** por pessoa" says "R$ 85 por pessoa".
func findPlain(ac *ahocorasick.Automaton, text string) []ahocorasick.Match {
	if !strings.Contains(text, "*") {
		return ac.FindAllOverlapping([]byte(text))
	}
	plain, at := make([]byte, 0, len(text)), make([]int, 0, len(text))
	for i := 0; i < len(text); i++ {
		if text[i] != '*' {
			plain, at = append(plain, text[i]), append(at, i)
		}
	}
	ms := ac.FindAllOverlapping(plain)
	for k := range ms {
		ms[k].Start, ms[k].End = at[ms[k].Start], at[ms[k].End-1]+1
	}
	return ms
}

// mask returns the folded text with each sentence's web and mail
// addresses and tel: numbers blanked; the folded text itself when it has
// none.
func (d *draftText) mask() string {
	var masked []byte
	for k := range d.parts[1:] {
		start, end := d.parts[k].start, d.parts[k+1].start
		text := d.folded[start:end]
		if strings.IndexByte(text, ':') < 0 && strings.IndexByte(text, '@') < 0 && !strings.Contains(text, "www.") {
			continue // no address starts without one of these
		}
		if masked == nil {
			masked = []byte(d.folded)
		}
		maskAddresses(masked[start:end])
	}
	if masked == nil {
		return d.folded
	}
	return string(masked)
}

// reading returns the reading of sentence k, whose slices hold until
// the next reading. Masking changes every address it finds, so a
// sentence whose masked text differs gives one.
func (d *draftText) reading(k int) reading {
	p, q := d.parts[k], d.parts[k+1]
	r := reading{folded: d.folded[p.start:q.start], s: d.masked[p.start:q.start], voc: d.voc}
	r.address = r.s != r.folded
	r.hits = d.voc.hits(r.s, d.words[p.word:q.word], p.start, d.buf.hits[:0])
	// most sentences have no negation and no kind of business: the steps
	// below that look for them are skipped
	found := classesOf(r.hits)
	// the sentence as written, at the places of the folded one, for its
	// capitals; beyond ASCII, as folding wrote each character (the same
	// length overall is no proof: "¼Ｖ" folds to "1⁄4v"); none where it
	// cannot be
	text := d.sentences[k]
	if !ascii(text) || len(text) != len(r.s) {
		text = casedFold(text, r.s)
	}
	cased := len(text) == len(r.s)
	if cased && found&cNegation != 0 {
		r.dropTitleNegations(text)
	}
	if cased && found&cCurrency != 0 {
		r.dropWordCodes(text, d.voc.capsOnly)
	}
	if found&(cNegation|cReminder) == cNegation|cReminder {
		r.unnegateReminders(func(w string) bool { return d.voc.whole[w]&cNegation != 0 })
	}
	r.nums = scanNumbers(r.s, r.hits, d.buf.nums[:0])
	r.settleSenses(found, func(w string) class { return d.voc.whole[w] })
	if found&cPrice != 0 && len(d.voc.ownWords) > 0 {
		r.ownPrices(d.voc.ownWords)
	}
	if d.view != nil {
		marks := d.marks[p.mark:q.mark]
		r.names = d.view.mentions(r.folded, r.s, marks, p.start, d.buf.names[:0])
		if cased {
			others := r.dropForeignNames(d.view, text)
			if found&cTrade != 0 {
				r.others = r.otherBusinesses(text)
			}
			r.others = append(r.others, others...)
		}
		if len(r.names) > 0 {
			r.nums = r.dropNamedNumbers(d.view)
		}
		r.text = text
		r.repeatsOptIn = d.view.repeats(r.folded, r.s, marks, p.start)
		if found&inNames() != 0 {
			r.plainNames(d.view)
		}
		if found&cOtherPayee != 0 && len(d.view.referred) > 0 {
			r.referredPayees(d.view)
		}
	}
	r.wishAsFarewell() // after the names: a wish after a few words takes leave of a visit named
	d.buf.hits, d.buf.nums, d.buf.names = r.hits[:0], r.nums[:0], r.names[:0]
	r.owners = d.buf.owners[:0]
	r.has = classesOf(r.hits)
	if d.view != nil && len(d.view.referred) > 0 && r.has&cCurrency != 0 {
		r.othersCurrency = r.currencyOthers(d.view) // only a referral asks whose money it is
	}
	// what money tells of each number holds from now on
	r.amounts = append(d.buf.amounts[:0], make([]kept, len(r.nums))...)
	d.buf.amounts = r.amounts[:0]
	r.owners = slices.Grow(r.owners, 8) // room for what judge asks
	d.buf.owners = r.owners[:0]
	return r
}

// classesOf returns every class of the hits.
func classesOf(hits []hit) class {
	var c class
	for k := range hits {
		c |= hits[k].classes // not a copy of each hit: a hit is too large for registers
	}
	return c
}

// read reads one sentence on its own, naming no item.
func (voc *vocab) read(text string) reading {
	d := readDraft(voc, nil, []string{text}, nil)
	return d.reading(0)
}

// dropNamedNumbers returns the numbers but the number words inside an
// operator's name: "Mille" of "Mille Mains" counts nothing.
func (r *reading) dropNamedNumbers(v *view) []number {
	return slices.DeleteFunc(r.nums, func(n number) bool {
		return n.words && slices.ContainsFunc(r.names, func(m mention) bool {
			whole := v.withOperatorWords(r.s, m)
			return !m.addr && whole.start <= n.start && n.end <= whole.end
		})
	})
}

// dropForeignNames drops the mentions that are one word of a longer
// name of someone else: "Example" or "Clinic" of the operator's name in
// "Example Rosewood Barn" or "Riverside Clinic", next to a capitalised
// word that names no part of the same item; and those inside the names
// of other businesses that otherNames finds. It returns those names and
// the longer names it found, as other businesses. text is what was
// folded, the same length, so that its places match.
func (r *reading) dropForeignNames(v *view, text string) []mention {
	others := r.otherNames(v, text)
	var beside []mention
	r.names = slices.DeleteFunc(r.names, func(m mention) bool {
		if !m.addr && slices.ContainsFunc(others, func(o mention) bool { return o.start <= m.start && m.end <= o.end }) {
			return true
		}
		if m.addr || strings.ContainsRune(r.s[m.start:m.end], ' ') {
			return false
		}
		w, ok := r.foreignBeside(v, text, m)
		if ok {
			// the name it is part of is another business's
			beside = append(beside, mention{start: min(w[0], m.start), end: max(w[1], m.end)})
		}
		return ok
	})
	return append(others, beside...)
}

// foreignBeside returns the word beside the one-word mention m that
// makes it part of a longer name of someone else: a capitalised word of
// four letters or more that names no part of the same item.
func (r *reading) foreignBeside(v *view, text string, m mention) ([2]int, bool) {
	own := v.words[m.item]
	var found [2]int
	foreign := false
	for _, w := range [][2]int{wordBefore(text, m.start), wordAfter(text, m.end)} {
		// past markdown and brackets: "**BrightPath Tutoring**",
		// "(Autocares Example)"; a capital after a bracket says as little
		// as one that starts the sentence ("(Selon Example)")
		bracketed := w[0] < w[1] && text[w[0]] == '('
		for w[0] < w[1] && strings.IndexByte("*_(", text[w[0]]) >= 0 {
			w[0]++
		}
		for w[1] > w[0] && strings.IndexByte("*_)", text[w[1]-1]) >= 0 {
			w[1]--
		}
		if w[0] == w[1] {
			continue
		}
		if slices.Contains(own, r.s[w[0]:w[1]]) {
			return w, false // "Example Ashby Mill", "De Linde": the same name goes on
		}
		// a day or a month is no name ("a Saturday service"); a capital
		// that starts the sentence may be any word's, not one inside a
		// word ("BrightPath Tutoring") nor a word the vocabulary does not
		// know where the operator's own name has another ("Gommista
		// Example fa…", where the operator is Officina Example; not
		// "Volgens Example zelf…" beside Example Memorial Chapel)
		first, n := utf8.DecodeRuneInString(text[w[0]:])
		inner := strings.IndexFunc(text[w[0]+n:w[1]], unicode.IsUpper) >= 0
		unknown := w[1] <= m.start && !r.known(w[0], w[1]) && capitalised(text, m.start) && wordBeforeIn(v.operator[m.item], r.s[m.start:m.end])
		if !foreign && unicode.IsUpper(first) && !r.coveredAs(w[0], w[1], cDate) && utf8.RuneCountInString(text[w[0]:w[1]]) >= 4 && (!startsSentence(text, w[0]) && !bracketed || inner || unknown) {
			found, foreign = w, true
		}
	}
	return found, foreign
}

// wordBeforeIn reports a word of the operator's name right before word:
// "officina" before "example" in "officina example".
func wordBeforeIn(operator, word string) bool {
	return slices.Index(strings.Fields(operator), word) > 0
}

// otherNames returns the spans of the names of other businesses that
// hold words of an item's operator's name: a run of the item's mentions,
// one space or hyphen apart, that goes on with a capitalised word none of
// the item's. Part of the operator's name so grown is another business
// ("Hundeschule Example Süd" beside Hundeschule Example Nord); the whole
// of it, only in a sentence that speaks of a business's own prices or
// where it lists them ("Guardería Example Centro publica en su propia
// web …").
func (r *reading) otherNames(v *view, text string) []mention {
	var spans []mention
	for _, m := range r.names {
		if m.addr {
			continue
		}
		start, end := m.start, m.end
		for grown := true; grown; {
			grown = false
			for _, o := range r.names {
				if o.item != m.item || o.addr || o.start >= start && o.end <= end {
					continue
				}
				// overlapping, or one space or hyphen apart
				if o.start < start && (o.end >= start || o.end == start-1 && r.joins(o.end)) {
					start, grown = o.start, true
				} else if o.end > end && (o.start <= end || o.start == end+1 && r.joins(end)) {
					end, grown = o.end, true
				}
			}
		}
		name := r.s[start:end]
		whole := name == v.operator[m.item]
		if !strings.ContainsAny(name, " -") || whole && !r.hasIn(0, len(r.s), cOwn|cListing) {
			continue
		}
		// a word the vocabulary knows after the name is no other name:
		// a kind of business or a company form ("Example Memorial Chapel
		// Ltd"), or a German noun in capitals ("Laut Example Memorial
		// Chapel Preisliste …")
		w := wordAfter(text, end)
		if end+1 < len(text) && text[end] == '-' {
			w = wordAfter(text[:end]+" "+text[end+1:], end) // "Traductions Example-Lyon"
		}
		if w[0] == w[1] || slices.Contains(v.words[m.item], r.s[w[0]:w[1]]) || r.wordKnown(w[0], w[1]) {
			continue
		}
		first, _ := utf8.DecodeRuneInString(text[w[0]:])
		if unicode.IsUpper(first) && (whole || utf8.RuneCountInString(text[w[0]:w[1]]) >= 3) {
			spans = append(spans, mention{start: start, end: end})
		}
	}
	return spans
}

// joins reports a space or a hyphen at i, between two words of a name.
func (r *reading) joins(i int) bool {
	return i < len(r.s) && (r.s[i] == ' ' || r.s[i] == '-')
}

// wordKnown reports a hit of the vocabulary within [start, end) that is
// more than an article or a joining word ("De" of "Kinderopvang Example
// De Vlinder" starts a name).
func (r *reading) wordKnown(start, end int) bool {
	small := cConnector | cClause | cNumberJoin | cYearLead | cTime | cNumber
	return slices.ContainsFunc(r.hits, func(h hit) bool { return h.start < end && h.end > start && h.classes&^small != 0 })
}

// wordBefore and wordAfter return the bounds of the word one space
// before i, or after end; empty bounds where none is.
func wordBefore(s string, i int) [2]int {
	if i < 2 || s[i-1] != ' ' {
		return [2]int{}
	}
	start := strings.LastIndexByte(s[:i-1], ' ') + 1
	return [2]int{start, i - 1}
}

func wordAfter(s string, end int) [2]int {
	if end+1 >= len(s) || s[end] != ' ' {
		return [2]int{}
	}
	rest := s[end+1:]
	n := strings.IndexAny(rest, " ,.;:!?()")
	if n < 0 {
		n = len(rest)
	}
	return [2]int{end + 1, end + 1 + n}
}

// startsSentence reports a word at i with nothing but marks before it
// in its sentence, or after a colon: its capital says nothing.
func startsSentence(s string, i int) bool {
	lead := strings.TrimRight(s[:i], " *_\"'«“(-")
	return lead == "" || strings.ContainsAny(lead[len(lead)-1:], ".!?:\n")
}
