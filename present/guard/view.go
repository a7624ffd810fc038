package guard

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/coregx/ahocorasick"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

// A view is what the guard knows of a conversation, built from a
// Ledger's items at one version. It never changes: a new version of the
// ledger gets a new view.
type view struct {
	version  uint64
	items    []present.Item
	names    [][]string // per item: its operator's and skill's names and distinctive words, folded
	words    [][]string // per item: every word of its operator's and skill's names, folded
	operator []string   // per item: its operator's name, folded
	skill    []string   // per item: its skill's name, folded
	addrs    []string   // per item: its address as present writes it, folded
	referred []int      // on-request and action-referred
	acts     []int      // pending and action-referred: what a done claim may be about
	optIn    []int      // given-on-opt-in: OR-6.4
	done     []int      // action-done
	// waitlist: a pending or referred action is a place on a waiting
	// list (its skill or the operator's words name one): a clause that
	// puts the person on one states it done.
	waitlist bool
	// actors are the words of the acting items' operators' names and of
	// their words about the actions, folded: who may come to the person
	// ("Elektro Example", "passed on to the roofer").
	actors []string
	// callback: a pending or referred action is a call back from the
	// operator; the call at a clock time is then its slot.
	callback bool
	// doneSlots and openSlots hold, per action-done item and per pending
	// or referred one, the day and time words of the operator's words
	// about it (slotWords): what was done, and what was asked for.
	doneSlots, openSlots [][]string
	// doneCodes are the references in the operator's words about an
	// action-done item ("Localizador PS-3390"): a sentence that gives one
	// speaks of that item.
	doneCodes []string
	// optInAmounts are the amounts the operators gave on opt-in, in
	// hundredths: the same amount in a draft passes (exact provenance).
	optInAmounts map[int64]bool
	// optInFree are the opt-in items whose information gives a zero
	// price: "Erstgespräch: kostenlos, 30 Minuten".
	optInFree []int
	// ownAmounts are the amounts other operators gave in their own words
	// (answered, on opt-in, done), in hundredths, with the items that gave
	// them: such an amount said of its own operator is no value of a
	// referred item ("Greenway's direct cremation is £1,495").
	ownAmounts map[int64][]int
	// ac finds every name and address above in a sentence at once, and
	// the runs of four words of opt-in text, folded (a draft that
	// repeats one uses the operator's information); marks says, by
	// pattern id, which it is.
	ac    *ahocorasick.Automaton
	marks []mark
}

// A mark is a name or an address of an item, or a run of opt-in text.
type mark struct {
	item int
	addr bool
	run  bool
}

// A mention is a place where a sentence names an item or gives its
// address.
type mention struct {
	start, end int
	mark
}

func newView(items []present.Item, version uint64, voc *vocab) *view {
	items, actNames := splitDone(items, voc)
	distinct := distinctWords(items, voc)
	v := &view{version: version, items: items, optInAmounts: map[int64]bool{}}
	shared := sharedWords(items, voc)
	var runs []string
	var calls callbacks
	for i, it := range items {
		v.names = append(v.names, itemNames(it, voc, shared))
		v.words = append(v.words, words([]string{it.Operator, it.SkillName}))
		v.operator = append(v.operator, fold(it.Operator))
		v.skill = append(v.skill, fold(it.SkillName))
		if actNames != nil {
			v.names[i] = append(v.names[i], actNames[i]...)
		}
		if distinct != nil {
			v.names[i] = append(v.names[i], distinct[i]...)
		}
		_, addr := present.Address(it.PersonEntry)
		v.addrs = append(v.addrs, fold(addr))
		switch {
		case it.Referred():
			v.referred = append(v.referred, i)
		case it.Pending():
			v.acts = append(v.acts, i)
			v.openSlots = append(v.openSlots, slotsOf(it, voc))
			calls.note(it, voc)
		case it.Kind == interpret.KindGivenOnOptIn:
			v.optIn = append(v.optIn, i)
		case it.Kind == interpret.KindActionDone:
			v.done = append(v.done, i)
			v.doneSlots = append(v.doneSlots, slotsOf(it, voc))
			v.doneCodes = append(v.doneCodes, codesIn(fold(strings.Join(it.Given, " ")))...)
			calls.done = calls.done || isCallback(it, voc, false)
		}
		if it.Pending() || it.Kind == interpret.KindActionReferred {
			v.actors = append(v.actors, words(append([]string{it.Operator}, it.Given...))...)
			v.waitlist = v.waitlist || onWaitlist(it, voc)
		}
		if it.Kind == interpret.KindActionReferred {
			v.acts = append(v.acts, i)
			v.openSlots = append(v.openSlots, slotsOf(it, voc))
			// the operator's words of a referred action ask the person to
			// call ("Please call Hilltop Kennels on …"): no call back
			calls.named = calls.named || isCallback(it, voc, false)
		}
		for _, text := range it.OptIn {
			runs = append(runs, v.addOptIn(text, voc)...)
		}
		if slices.ContainsFunc(it.OptIn, voc.zeroPrice) {
			v.optInFree = append(v.optInFree, i)
		}
	}
	v.callback = calls.pending()
	v.addOwnAmounts(voc)
	slices.Sort(runs)
	v.compile(slices.Compact(runs))
	return v
}

// onWaitlist reports an action that is a place on a waiting list: its
// skill's name or the operator's words about it name one.
func onWaitlist(it present.Item, voc *vocab) bool {
	text := fold(it.SkillName + " " + strings.Join(it.Given, " "))
	return slices.ContainsFunc(voc.waitlist, func(w string) bool { return strings.Contains(text, w) })
}

// slotsOf returns the day and time words of the operator's words about
// an item.
func slotsOf(it present.Item, voc *vocab) []string {
	r := voc.read(strings.Join(it.Given, " "))
	return r.slotWords(0, len(r.s))
}

// isCallback reports an action whose skill, or the operator's words
// about it, speak of a call back.
func isCallback(it present.Item, voc *vocab, given bool) bool {
	texts := []string{strings.ReplaceAll(it.SkillID, "-", " "), it.SkillName}
	if given {
		texts = append(texts, it.Given...)
	}
	return voc.read(strings.Join(texts, ". ")).has&cCallback != 0
}

// callbacks gathers which actions are calls back: a pending or referred
// one by its skill, or by the operator's words about it unless a done
// action is the call ("the surgery is confirmed during the call" where
// the call itself is done).
type callbacks struct{ named, said, done bool }

func (c *callbacks) note(it present.Item, voc *vocab) {
	c.named = c.named || isCallback(it, voc, false)
	c.said = c.said || isCallback(it, voc, true)
}

func (c callbacks) pending() bool { return c.named || c.said && !c.done }

// operatorWord reports a name of item i's operator that its skill's name
// does not share: "Lindenhof" of "Lindenhof Nachhilfe" names the business,
// "Nachhilfe" (of "Preise Nachhilfe" too) the service.
// anyOperatorWord reports a word of any item's operator's name.
func (v *view) anyOperatorWord(word string) bool {
	return slices.ContainsFunc(v.operator, func(op string) bool { return slices.Contains(strings.Fields(op), word) })
}

func (v *view) operatorWord(i int, name string) bool {
	return strings.Contains(v.operator[i], name) && !strings.Contains(v.skill[i], name)
}

// withOperatorWords grows m over the words around it that the
// operator's full name has with it: "El" of "Residencia Canina El
// Pinar" in "…, no el de El Pinar", where the name matched is "Pinar";
// "Plus" of "Réussite Plus", a word of the vocabulary.
func (v *view) withOperatorWords(s string, m mention) mention {
	for {
		w := wordBefore(s, m.start)
		if w[0] == w[1] || !strings.Contains(v.operator[m.item], s[w[0]:m.end]) {
			break
		}
		m.start = w[0]
	}
	for {
		w := wordAfter(s, m.end)
		if w[0] == w[1] || !strings.Contains(v.operator[m.item], s[m.start:w[1]]) {
			return m
		}
		m.end = w[1]
	}
}

// compile builds the automaton of the items' names and addresses and of
// the runs of opt-in text.
func (v *view) compile(runs []string) {
	var texts []string
	for i := range v.items {
		for _, name := range v.names[i] {
			texts = append(texts, name)
			v.marks = append(v.marks, mark{item: i})
		}
		if v.addrs[i] != "" {
			texts = append(texts, v.addrs[i])
			v.marks = append(v.marks, mark{item: i, addr: true})
		}
	}
	for _, run := range runs {
		texts = append(texts, run)
		v.marks = append(v.marks, mark{run: true})
	}
	if len(texts) > 0 {
		v.ac, _ = ahocorasick.NewBuilder().AddStrings(texts).Build() // plain strings always build
	}
}

// mentions returns where folded text names the items, at word
// boundaries, or gives their addresses, given the matches of the view's
// automaton over a longer text in which it starts at off; masked is the
// same text with its addresses blanked, so that "example" in
// ask.example.com names no one. It appends them to out.
func (v *view) mentions(folded, masked string, ms []ahocorasick.Match, off int, out []mention) []mention {
	for _, m := range ms {
		mk := v.marks[m.PatternID]
		start, end := m.Start-off, m.End-off
		if mk.run || start < 0 || end > len(folded) ||
			!mk.addr && (masked[start] == '_' || !spaceless(folded[start:end]) && (wordAt(folded, start, -1) || wordAt(folded, end, +1) && !plural(folded, end))) {
			continue
		}
		out = append(out, mention{start, end, mk})
	}
	return out
}

// plural reports a plural ending after a word that ends at end:
// "documents" names the item "Document upload".
func plural(s string, end int) bool {
	n := end
	for n < len(s) && n-end < 3 && asciiLetterAt(s, n) {
		n++
	}
	switch s[end:n] {
	case "s", "es", "en", "n", "e":
		return n == len(s) || !wordAt(s, n, +1)
	}
	return false
}

// addOptIn records the amounts of the operator's words, and returns
// their runs of four words.
func (v *view) addOptIn(text string, voc *vocab) []string {
	for _, c := range voc.amounts(text) {
		v.optInAmounts[c] = true
	}
	return wordRuns(fold(text))
}

// wordRuns returns the runs of four words of folded text that are
// separated by single spaces.
func wordRuns(s string) []string {
	var out []string
	for i := 0; i < len(s); {
		if !isWordByte(s, i) {
			i += runeLen(s, i)
			continue
		}
		word := wordRunEnd(s, i)
		end, words := word, 1
		for words < 4 && end+1 < len(s) && s[end] == ' ' && isWordByte(s, end+1) {
			end, words = wordRunEnd(s, end+1), words+1
		}
		if words == 4 {
			out = append(out, s[i:end])
		}
		i = word
	}
	return out
}

// wordRunEnd returns where the letters and digits that start at i end.
func wordRunEnd(s string, i int) int {
	for i < len(s) && isWordByte(s, i) {
		i += runeLen(s, i)
	}
	return i
}

// repeats reports whether folded text repeats a run of the view's opt-in
// text, whole words only, given the matches as for mentions. A run is
// found in the folded text; masked, it must not lie in an address.
func (v *view) repeats(folded, masked string, ms []ahocorasick.Match, off int) bool {
	for _, m := range ms {
		start, end := m.Start-off, m.End-off
		if !v.marks[m.PatternID].run || start < 0 || end > len(masked) || masked[start:end] != folded[start:end] {
			continue
		}
		if !isWordRune(lastRune(masked[:start])) && !isWordRune(firstRune(masked[end:])) {
			return true
		}
	}
	return false
}

// isWordByte reports a letter or digit at i of s (any script).
func isWordByte(s string, i int) bool {
	if c := s[i]; c < utf8.RuneSelf {
		return 'a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9'
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return isWordRune(r)
}

// itemNames returns the names by which a draft speaks of an item: its
// operator's name and skill name whole, and their words that are
// distinctive (four letters or more, and no word of the language's
// vocabulary: "costs" names no one item).
func itemNames(it present.Item, voc *vocab, shared map[string]bool) []string {
	var out []string
	for _, name := range []string{it.Operator, it.SkillName} {
		if f := strings.TrimSpace(fold(name)); utf8.RuneCountInString(f) >= 4 {
			out = append(out, f)
		}
	}
	for _, name := range []string{it.Operator, it.SkillName, it.SkillID} {
		for _, w := range words([]string{name}) {
			if longEnough(w) && !shared[w] && !common(w, voc) && !isNumeric(w) {
				out = append(out, w)
			}
			if head := compoundHead(w, voc); head != "" && !shared[head] && !slices.Contains(out, head) {
				out = append(out, head)
			}
		}
	}
	// a short last word with the one before: "van dam" of
	// "Loodgietersbedrijf Van Dam", where "dam" alone is too short
	if ws := strings.Fields(fold(it.Operator)); len(ws) > 2 && utf8.RuneCountInString(ws[len(ws)-1]) < 4 && !isNumeric(ws[len(ws)-1]) {
		out = append(out, ws[len(ws)-2]+" "+ws[len(ws)-1])
	}
	for _, w := range cjkParts(fold(it.SkillName), voc) {
		if !shared[w] && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// codesIn returns the references in text: words of five characters or
// more, hyphens included, with both letters and digits ("ps-3390",
// "az1187").
func codesIn(text string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !isWordRune(r) && r != '-' }) {
		w = strings.Trim(w, "-")
		if len(w) >= 5 && strings.ContainsFunc(w, unicode.IsDigit) && strings.ContainsFunc(w, unicode.IsLetter) {
			out = append(out, w)
		}
	}
	return out
}

// longEnough reports a word long enough to name an item on its own: four
// letters, or two in a script written without spaces ("ルナ" of "ヨガスタジオ
// ルナ"), where a word says more.
func longEnough(w string) bool {
	n := utf8.RuneCountInString(w)
	return n >= 4 || n >= 2 && spaceless(w)
}

// spaceless reports a name in a script written without spaces between
// words, where a name has no word boundary to find: "ワクチンと".
func spaceless(name string) bool {
	c, _ := utf8.DecodeRuneInString(name)
	return c >= 0x2e80 && unicode.In(c, unicode.Han, unicode.Katakana, unicode.Hiragana) // none of the three lies below U+2E80
}

// cjkParts returns the parts of a name written without spaces, in Han or
// Katakana, that the vocabulary does not know, of two characters or
// more: "診察" of "診察予約" (予約 is a booking word), "ワクチン" of
// "ワクチンのお知らせ". A draft says "診察" for the whole skill.
func cjkParts(name string, voc *vocab) []string {
	var out []string
	for _, run := range hanKatakanaRuns(name) {
		// cut the vocabulary's words out of the run
		rest := run
		for _, h := range voc.find(run, nil) {
			if h.classes&^positional != 0 {
				rest = strings.Replace(rest, run[h.start:h.end], " ", 1)
			}
		}
		for _, part := range strings.Fields(rest) {
			if utf8.RuneCountInString(part) >= 2 {
				out = append(out, part)
			}
		}
	}
	return out
}

// hanKatakanaRuns returns the runs of Han or Katakana in s: the words
// of a script written without spaces, as far as the script tells them.
func hanKatakanaRuns(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return !unicode.Is(unicode.Han, r) && !unicode.Is(unicode.Katakana, r) && r != 'ー'
	})
}

// compoundHead returns what comes before a booking, request or price word
// that ends a compound, where it is a word of four letters or more the
// vocabulary does not hold: "tisch" of "Tischreservierung", "kamer" of
// "Kamerreservering". The text names the thing booked by it alone ("euer
// Tisch am 11. um 19 Uhr").
func compoundHead(w string, voc *vocab) string {
	if spaceless(w) {
		return "" // cjkParts cuts those
	}
	for i := range w {
		head, tail := w[:i], w[i:]
		if utf8.RuneCountInString(head) < 4 || utf8.RuneCountInString(tail) < 4 {
			continue
		}
		whole := slices.ContainsFunc(voc.find(tail, nil), func(h hit) bool {
			return h.start == 0 && h.end == len(tail) && h.classes&(cBooking|cRequest|cPrice) != 0
		})
		// a head the vocabulary holds only as what a number counts
		// ("Tisch 4", "kamer 12") still names the thing
		if whole && !slices.ContainsFunc(voc.find(head, nil), func(h hit) bool {
			return h.start == 0 && h.end == len(head) && h.classes&^(cConfirmer|cOtherPayee|cTopic|cTrade|cNotMoney|cUnit) != 0
		}) {
			return head
		}
	}
	return ""
}

// common reports a word of the vocabulary that names no one item: a price
// or booking word, a function word. A word such as "clinic" still names
// the operator.
func common(w string, voc *vocab) bool {
	for _, h := range voc.find(w, nil) {
		if h.start == 0 && h.end == len(w) && h.classes&^(cConfirmer|cOtherPayee|cTopic|cTrade) != 0 {
			return true
		}
	}
	return false
}

// sharedWords returns the words in the names of more than one operator
// ("Example" in "Example Memorial Chapel" and "Example Family Clinic"),
// and the parts of more than one item's skill name in Han or Katakana
// ("申込"): they tell no item apart.
func sharedWords(items []present.Item, voc *vocab) map[string]bool {
	by := map[string]string{}
	shared := map[string]bool{}
	parts := map[string]present.Item{} // the Han and Katakana parts of skill names, by the item that has them
	for _, it := range items {
		for _, w := range cjkParts(fold(it.SkillName), voc) {
			// "申込" of "コース申込" and "レベルチェックの申込"; not the two
			// halves of one skill that a done and an asked action share
			if o, ok := parts[w]; ok && (o.Operator != it.Operator || o.SkillID != it.SkillID) {
				shared[w] = true
			}
			parts[w] = it
		}
		for _, name := range []string{it.Operator, it.SkillName, it.SkillID} {
			for _, w := range words([]string{name}) {
				// and the head of a compound, as a word of its own: "notdienst"
				// of Huber's "Notdienstpauschale" and of "Rohrblitz Notdienst"
				for _, w := range []string{w, compoundHead(w, voc)} {
					if w == "" {
						continue
					}
					if op, ok := by[w]; ok && op != it.Operator {
						shared[w] = true
					}
					by[w] = it.Operator
				}
			}
		}
	}
	return shared
}

func isNumeric(w string) bool {
	return strings.IndexFunc(w, func(r rune) bool { return !unicode.IsDigit(r) }) < 0
}

// named returns the items of among that the mentions within [start, end)
// name.
func named(ms []mention, start, end int, among []int) []int {
	var out []int
	for _, m := range ms {
		if !m.addr && m.start >= start && m.end <= end && slices.Contains(among, m.item) && !slices.Contains(out, m.item) {
			out = append(out, m.item)
		}
	}
	return out
}

// doneName reports a name of an action-done item.
func (v *view) doneName(name string) bool { return v.nameOf(name, v.done) }

// nameOf reports a name of one of the items among.
func (v *view) nameOf(name string, among []int) bool {
	for _, i := range among {
		if slices.Contains(v.names[i], name) {
			return true
		}
	}
	return false
}

// latest returns the item of among recorded last.
func (v *view) latest(among []int) int {
	best := among[0]
	for _, i := range among[1:] {
		if v.items[i].Recorded > v.items[best].Recorded {
			best = i
		}
	}
	return best
}
