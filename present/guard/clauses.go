package guard

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Clauses: how claimsDone cuts a sentence and what each part says (a
// day or time, a word that says done, open, hung on staff, hedged).

// A clause is a part of a sentence as claimsDone reads it.
type clause struct {
	start, end int
	has        class
	done       bool // a word says done, outside a condition
	slot       bool // a day, a date or a clock time
	// open: it says the action is open, or follows a clause that hangs
	// it on staff on a condition ("if reception confirms, it is Tuesday
	// at 10").
	open bool
	// hedged: it states no fact, so claims nothing, but says nothing
	// of the clauses before it either: it is in the conditional mood
	// ("it would be Saturday"), or follows a clause that sets a
	// condition ("dès que le garage aura validé, …").
	hedged bool
	// hung: staff will do something ("reception will call you"): it
	// claims nothing, but leaves a claim before it standing ("it's
	// booked, and the lawyer will call you beforehand").
	hung bool
	// aside: it is open only by asking whether, of something else (no
	// day or time, booking word or item named): it takes no claim before
	// it back ("…; reception is checking whether the car park will be
	// open"), and the person with the slot after it still claims
	// (openBefore).
	aside bool
}

// clauses appends the sentence's clauses to out.
func (r *reading) clauses(out []clause) []clause {
	// After a clause that sets a condition the next one is conditional:
	// open where the condition hangs on staff ("if reception confirms,
	// it is Tuesday at 10"), else hedged.
	hungBefore, condBefore, reportedBefore, recap := false, false, false, false
	// condStaff: the clause before set a condition on staff's call or
	// word; condFar: one before that did, carried on to this one
	condStaff, condFar := false, false
	staffBefore, label := false, byte(0) // the clause before hung the action on staff; ended in labelAfter's mark
	// A clause cut before a word that starts the next reads on to the
	// same punctuation: it is found once.
	punct := -1
	for cs := 0; cs < len(r.s); {
		if punct < cs {
			punct = r.punctAt(cs)
		}
		ce := r.clauseEnd(cs, punct)
		c := clause{start: cs, end: ce}
		doneFirst := r.readHits(&c)
		c.slot = (r.hasDate(cs, ce) || r.hasTime(cs, ce)) && !r.span(cs, ce) && !r.monthOnly(cs, ce)
		named := slices.ContainsFunc(r.names, func(m mention) bool { return m.start >= cs && m.end <= ce })
		aside := c.has&cWhether != 0 && r.asksOnly(cs, ce) && !c.slot && c.has&cBooking == 0 && !named
		// "Reception will check and confirm your slot on Tuesday": staff
		// go on with what they will do, the future shared
		booked := c.done && r.bookedAttribute(c)
		hung := r.hangsOnStaff(c, doneFirst) && !booked || staffBefore && r.goesOnToConfirm(c) && !c.done
		staffBefore = hung
		// A clause that asks is open too: "予約は取れましたか、というご質問ですね".
		// After an open label, what it labels is open too: "Request sent:
		// the salon, Monday 18:00".
		// Hung on a condition, it covers the claim before it too: "it
		// will be booked, once the practice agrees".
		c.open = c.has&cOpen != 0 && !booked || hung && c.has&cCondition != 0 || hungBefore || r.labelled(label, c) || asks(r.s[cs:ce]) && !r.tagged(cs)
		c.hung = hung
		label = r.labelAfter(c)
		// What the person said states no fact of the action: "vous m'avez
		// dit que vous sortez à 17 h 45 le mardi".
		// A recap ends at a clause that starts anew about the person or an
		// item: "…: preferisci il mattino, e lo studio ti aspetta venerdì".
		recap = recap && !(r.startsWith(c, cClause) && (named || c.has&cYou != 0))
		// Advice states no fact unless it speaks of the booking or the
		// item: "ti conviene scegliere le 18:00"; not "it's best to arrive
		// early for your appointment on Friday at 10".
		advice := c.has&cAdvice != 0 && c.has&cBooking == 0 && !named
		c.aside = aside
		// A clause that gives an address tells where to go or book
		// ("marque a consulta em https://…"): it states no fact of the
		// action either.
		c.hedged = c.has&(cHypothetical|cReported) != 0 || r.laterOnly(cs, ce) || r.s[cs:ce] != r.folded[cs:ce] || c.has&cRequest != 0 && c.has&cFarewell == 0 && !c.done ||
			condBefore || condFar && c.has&cFuture != 0 || reportedBefore && r.startsWith(c, cThat) || r.offersChoice(c) ||
			(recap || advice || r.wants(c)) && !c.done || r.leftToPerson(cs, ce)
		reportedBefore = c.has&cReported != 0
		// What follows "Riassumo quello che mi hai detto:" is the person's
		// words, to the end of the sentence.
		recap = recap || reportedBefore && ce < len(r.s) && r.s[ce] == ':'
		// "Sobald die Praxis zurückruft und zusagt, …": "und" goes on with
		// what staff will do; not with the person's own condition
		joined := r.startsWith(c, cClause) && !c.done && !c.slot
		hungBefore = hung && c.has&cCondition != 0 || joined && hungBefore
		// "Sollte er frei sein, wird er reserviert": a clause in the
		// conditional mood before a comma sets a condition too (not
		// "das wäre geschafft: …")
		commaAfter := ce < len(r.s) && r.s[ce] == ','
		// A condition on staff's call or word reaches past an aside in
		// brackets and past "and" that goes on with it, to a clause in the
		// future: "Once their planner calls you (usually within a day),
		// the date will be locked in"; "Once they call you back and agree
		// it, the 9am slot will be booked in"; not "When you arrive and
		// check in, you're all set for Monday at 9:30", nor "Once you've
		// parked and found the side entrance, your meeting will be on
		// Tuesday at 11:00".
		condFar = (condStaff || condFar) && (joined || r.bracketed(c))
		condBefore = r.setsCondition(c, commaAfter) && !c.done
		condStaff = condBefore && r.onStaff(c, true)
		out = append(out, r.addedTo(out, c))
		cs = r.nextClause(ce)
	}
	return out
}

// readHits sets c's classes from the hits in it, and whether it says
// done; it reports a word that says done before any word for staff or
// the future.
func (r *reading) readHits(c *clause) (doneFirst bool) {
	for _, h := range r.hits[startingAt(r.hits, c.start):] {
		if h.start >= c.end {
			break // the hits are in order of their start
		}
		if h.classes&cCondition != 0 && r.between(h) {
			h.classes &^= cCondition // "vom 5. bis 12. Juli" is a span, not a condition
		}
		if r.lateFarewell(h, c.start) {
			h.classes &^= cFarewell | cDone
		}
		if h.classes&cAvail != 0 {
			h.classes &^= cBooking // a free slot, not the booking: "tienen hueco el miércoles"
		}
		if h.classes&cDone != 0 && r.owed(*c, h) {
			h.classes = h.classes&^cDone | cOpen // "has to be booked by you": still to do
		}
		if h.classes&cDone != 0 && r.saysLater(*c, h) {
			h.classes = h.classes&^cDone | cConfirmer | cFuture // "Example Autowerkstatt bestätigt per SMS"
		}
		c.done = c.done || h.classes&cDone != 0 && !r.conditional(h) && !r.ofPrice(h)
		// not a done word that opens its clause, an adjective:
		// "Booked slots are handled by reception, who will call"
		doneFirst = doneFirst || c.done && c.has&(cConfirmer|cFuture) == 0 && h.start > skipSpace(r.s, c.start)
		c.has |= h.classes
	}
	if c.done && r.opensOnlyInNames(*c) {
		c.has &^= cOpen // the request's own name: "o pedido de tradução foi confirmado"
	}
	return doneFirst
}

// offersChoice reports a clause that offers one day or another, said
// of someone other than the person, and says nothing done nor takes
// leave: "Knip & Co kan dinsdag om 19:00 of donderdag om 12:00"; not
// "You're down for Monday at 9:30 or Tuesday at 8:00", nor "Te toca el
// lunes a las 9:30 o a las 9:45 como muy tarde", nor "See you Tuesday or
// Wednesday!".
func (r *reading) offersChoice(c clause) bool {
	// the person in it is offered the choice only in a modal: "peut vous
	// prendre vendredi à 9 h ou lundi à 14 h"; not "vous voit lundi à 9 h
	// 30 ou mardi à 8 h"
	if c.done || !c.slot || c.has&(cFarewell|cWish) != 0 || r.startsWith(c, cYou) ||
		c.has&cYou != 0 && c.has&(cFuture|cHypothetical) == 0 {
		return false
	}
	return !r.everyWord(c.start, c.end, func(i, j int) bool {
		return !r.voc.or[r.s[i:j]] || !r.hasDate(c.start, i) || !r.hasDate(j, c.end)
	})
}

// bracketed reports a clause in brackets, or the nothing left between
// a closing bracket and the punctuation after it.
func (r *reading) bracketed(c clause) bool {
	return c.start > 0 && r.s[c.start-1] == '(' && c.end < len(r.s) && r.s[c.end] == ')' ||
		c.start > 0 && r.s[c.start-1] == ')' && strings.TrimSpace(r.s[c.start:c.end]) == ""
}

// asksOnly reports a clause in which every word that says open asks
// whether, or is part of the verb that does: "is checking" of "is
// checking whether".
func (r *reading) asksOnly(cs, ce int) bool {
	hits := r.hits[startingAt(r.hits, cs):]
	for _, h := range hits {
		if h.start >= ce {
			break
		}
		if h.classes&cOpen != 0 && h.classes&cWhether == 0 && !slices.ContainsFunc(hits, func(w hit) bool {
			return w.classes&cWhether != 0 && w.start < h.end && w.end > h.start
		}) {
			return false
		}
	}
	return true
}

// laterOnly reports a clause that puts what it says at a later point:
// "only then" and a future, before any word that says done and any day
// or time ("…e solo allora sarà fissata"); not "…e solo allora la
// segreteria ha fissato la visita", nor "ist gebucht – nur dann kann Dr.
// Weber das Blutbild besprechen".
func (r *reading) laterOnly(cs, ce int) bool {
	then, ok := firstHit(r.hits, cs, ce, cOnlyThen)
	if !ok || !r.hasIn(cs, ce, cFuture) {
		return false
	}
	if h, ok := firstHit(r.hits, cs, ce, cDone|cDate|cTime); ok && h.start < then.start {
		return false
	}
	return !slices.ContainsFunc(r.nums, func(n number) bool { return (n.time || n.date) && n.start >= cs && n.start < then.start })
}

// nextClause returns where the clause after one that ends at ce starts.
func (r *reading) nextClause(ce int) int {
	switch {
	case ce < len(r.s) && clauseMark[r.s[ce]]:
		return ce + 1
	case strings.HasPrefix(r.s[ce:], "、"):
		return ce + len("、")
	}
	return ce // a word that starts the next clause belongs to it
}

// startsWith reports a clause whose first word is of class cl.
func (r *reading) startsWith(c clause, cl class) bool {
	_, ok := hitAt(r.hits, skipSpace(r.s, c.start), cl)
	return ok
}

// between reports a word between two numbers: "5. bis 12.", "9 till 5";
// after a word that opens a span, a clock's short letters may follow the
// first and an article lead the second: "entre as 8h e as 12h", "tra le
// 8 e le 12"; not "8h et à 10h jeudi", two times of two clauses.
func (r *reading) between(h hit) bool {
	t := strings.TrimRight(r.s[:h.start], " .")
	at := skipSpace(r.s, h.end)
	digits := func() bool { return t != "" && isDigit(t[len(t)-1]) && at < len(r.s) && isDigit(r.s[at]) }
	if digits() {
		return true
	}
	// a month's name before it, a day of the month after: "vom 27. Juli
	// bis 3. August"
	if _, ok := hitEndingAt(r.hits, len(t), cMonth); ok && at < len(r.s) && isDigit(r.s[at]) {
		return true
	}
	k := len(t)
	for k > 0 && asciiLetterAt(t, k-1) {
		k--
	}
	if len(t)-k <= 2 {
		t = t[:k] // "8h"
	}
	if w := wordAfter(r.s, h.end); w[1] > w[0] && w[1]-w[0] <= 3 {
		at = skipSpace(r.s, w[1]) // "as 12h"
	}
	first := len(t)
	for first > 0 && isDigit(t[first-1]) {
		first--
	}
	opens := func(o hit) bool {
		return o.classes&(cTime|cCondition) != 0 && o.end <= first && first-o.end <= 8 && utf8.RuneCountInString(r.s[o.start:o.end]) >= 3
	}
	return digits() && slices.ContainsFunc(r.hits, opens)
}

// clauseEnd returns where the clause that starts at cs ends: at
// punctuation (not inside a number) or before a word that starts a
// clause. punct is where the punctuation is: punctAt(cs), or what
// punctAt told of an earlier start, where that lies at cs or after.
func (r *reading) clauseEnd(cs, punct int) int {
	s := r.s
	ce := punct
	if i := strings.Index(s[cs:ce], "、"); i >= 0 {
		ce = cs + i
	}
	if i := dashIn(s[cs:ce]); i > 0 {
		ce = cs + i + 1 // a dash set apart starts a clause: "noch nichts – das Studio meldet sich"
	}
	for _, h := range r.hits[startingAt(r.hits, cs+1):] {
		if h.start >= ce {
			break // the hits are in order of their start
		}
		if h.classes&cClause != 0 && h.start > cs && !r.between(h) {
			ce = h.start // not "between 9 and 5"
		}
	}
	return ce
}

// topicComma reports a comma at i right after a topic mark: what comes
// after it is what the sentence says of the topic ("金曜9:15の予約は、病院
// から…連絡が来る予定です").
func (r *reading) topicComma(i int) bool {
	return strings.HasPrefix(r.s[i:], "、") && slices.ContainsFunc(r.voc.topicMarks, func(m string) bool { return strings.HasSuffix(r.s[:i], m) })
}

// addedTo returns c as one more of the free slots or opening hours
// before it, where "and" adds a bare day or time to them: "des
// disponibilités jeudi à 10 h et 14 h".
func (r *reading) addedTo(before []clause, c clause) clause {
	if len(before) > 0 && c.slot && c.has&^(cDate|cTime|cMonth|cConnector|cYearLead|cNumber|cClause|cNumberJoin) == 0 &&
		r.startsWith(c, cClause) {
		c.has |= before[len(before)-1].has & (cAvail | cTopic)
	}
	return c
}

// labelAfter returns the colon or the dash ('-') that ends the open
// clause c, or 0.
func (r *reading) labelAfter(c clause) byte {
	switch {
	case !c.open || c.end >= len(r.s):
		return 0
	case r.s[c.end] == ':':
		return ':'
	case dashAt(r.s, c.end):
		return '-'
	}
	return 0
}

// labelled reports a clause that an open one before it labels, ending in
// a colon ("Request sent: the salon, Monday 18:00"), or goes on from
// after a dash ("I asked for Thursday at 10 — fingers crossed they can
// fit you in"), unless it bids farewell, or says done or speaks of the
// person other than in the future: not "… not yet paid – see you
// Thursday at 3pm!", "No need to pick a slot: the clinic has you down
// for Thursday at 10:00".
func (r *reading) labelled(label byte, c clause) bool {
	return label != 0 && c.has&cFarewell == 0 && (c.has&(cDone|cYou) == 0 || c.has&cFuture != 0)
}

// dashIn returns where the first dash set apart by spaces starts in s
// (its space), or -1. "–" and "—" both start with the byte 0xE2.
func dashIn(s string) int {
	first := strings.Index(s, " - ")
	for j := 0; ; {
		k := strings.IndexByte(s[j:], 0xE2)
		if k < 0 {
			return first
		}
		k += j
		if k > 0 && s[k-1] == ' ' && (strings.HasPrefix(s[k:], "– ") || strings.HasPrefix(s[k:], "— ")) {
			if first < 0 || k-1 < first {
				first = k - 1
			}
			return first
		}
		j = k + 1
	}
}

// dashAt reports a dash at i.
func dashAt(s string, i int) bool {
	return strings.HasPrefix(s[i:], "–") || strings.HasPrefix(s[i:], "—") || strings.HasPrefix(s[i:], "-")
}

// punctAt returns where the first punctuation at i or after ends a
// clause (not inside a number, nor after a day before its date), or
// len(r.s).
func (r *reading) punctAt(i int) int {
	s := r.s
	for i += markAt(s[i:]); i < len(s); i += 1 + markAt(s[i+1:]) {
		if !digitAround(s, i) && !r.dayComma(i) && !afterAddress(s, i) {
			return i
		}
	}
	return len(s)
}

// afterAddress reports a mark right after a masked address: the
// clause that gives the address goes on past it, to say what is there
// ("book at https://…, where you'll see the free times from 7").
func afterAddress(s string, i int) bool { return i > 0 && s[i-1] == '_' }

// markAt returns the index of the first clause mark in s, or len(s):
// a loop of its own, which reads a byte in a few instructions.
func markAt(s string) int {
	i := 0
	for i < len(s) && !clauseMark[s[i]] {
		i++
	}
	return i
}

// conditional reports a phrase after a condition word in its clause
// ("once confirmed, …", "let you know when it's booked"); not after a
// word between two numbers ("vom 2. bis 9. August … fest eingeplant").
func (r *reading) conditional(h hit) bool {
	cs, ce := r.clause(h.start, h.end)
	for _, c := range r.hits {
		if c.classes&cCondition != 0 && c.start >= cs && c.end <= ce && !r.between(c) &&
			(c.end <= h.start || r.has&(cFuture|cHypothetical) != 0 || r.endingOf(h, c)) {
			return true // after it too, in the future: "terá ficado agendada logo que confirmarem"
		}
	}
	return false
}

// setsCondition reports a clause that sets a condition for the next
// one: a word for one, or the conditional mood before a comma. In a
// script without spaces the condition must end the clause ("予約が確定し
// たら、…"): one that more words follow is said of them ("予約が取れまし
// たらお知らせするとお伝えしていた件、…").
func (r *reading) setsCondition(c clause, commaAfter bool) bool {
	if c.has&cCondition == 0 {
		return c.has&cHypothetical != 0 && commaAfter
	}
	if r.ifNot(c) {
		return false
	}
	last := -1
	for _, h := range r.hits[startingAt(r.hits, c.start):] {
		if h.start >= c.end {
			break
		}
		if h.classes&cCondition != 0 {
			last = max(last, h.end)
		}
	}
	if last < 1 || r.s[last-1] < utf8.RuneSelf {
		return true
	}
	return utf8.RuneCountInString(strings.TrimRight(r.s[last:c.end], " 、。,")) <= 2
}

// ifNot reports a clause of nothing but a condition and its negation
// ("If not", "Se não", "Falls nicht"): it answers the question before
// and leaves what follows as said ("Se não, boa sessão na quarta às
// 19h!").
func (r *reading) ifNot(c clause) bool {
	if c.has&cNegation == 0 {
		return false
	}
	covered := func(i int) bool {
		return slices.ContainsFunc(r.hits, func(h hit) bool {
			return h.start <= i && i < h.end && h.classes&^(cCondition|cNegation|cTag|cClause|cConnector) == 0
		})
	}
	for i, ch := range r.s[c.start:c.end] {
		if unicode.IsLetter(ch) && !covered(c.start+i) {
			return false
		}
	}
	return true
}

// endingOf reports a condition that is the ending of the verb h in a
// script written without spaces, a few characters after it: "予約が確定
// したら", "確定すると", "確定次第".
func (r *reading) endingOf(h, c hit) bool {
	gap := r.s[h.end:max(h.end, c.start)]
	return c.end > h.end && c.start >= h.start && r.s[h.end-1] >= utf8.RuneSelf && utf8.RuneCountInString(gap) <= 3 && !strings.ContainsAny(gap, " 、。,")
}

// punctClause returns the bounds of the clause around [start, end), cut at
// punctuation only; an aside in brackets does not cut it ("un taxi
// desde el polígono (nave 14) sale por unos 12 €").
func (r *reading) punctClause(start, end int) (int, int) {
	cs, ce := 0, len(r.s)
	for i := start - 1; i >= 0; i-- {
		if r.s[i] == ')' {
			if j := strings.LastIndexByte(r.s[:i], '('); j >= 0 {
				i = j
				continue
			}
		}
		if clauseMark[r.s[i]] && !digitAround(r.s, i) || strings.HasSuffix(r.s[:i+1], "、") {
			cs = i + 1
			break
		}
	}
	for i := end; i < len(r.s); i++ {
		if r.s[i] == '(' {
			if j := strings.IndexByte(r.s[i:], ')'); j >= 0 {
				i += j
				continue
			}
		}
		if clauseMark[r.s[i]] && !digitAround(r.s, i) || strings.HasPrefix(r.s[i:], "、") {
			ce = i
			break
		}
	}
	return cs, ce
}

// brackets returns where the brackets around i open and close, or -1.
func (r *reading) brackets(i int) (open, closed int) {
	open = strings.LastIndexByte(r.s[:i], '(')
	if open < 0 || strings.IndexByte(r.s[open:i], ')') >= 0 {
		return -1, -1
	}
	j := strings.IndexByte(r.s[i:], ')')
	if j < 0 {
		return -1, -1
	}
	return open, i + j
}

// clause returns the bounds of the clause around [start, end): cut at
// punctuation and at the words that start a clause.
func (r *reading) clause(start, end int) (int, int) {
	cs, ce := 0, len(r.s)
	if i := lastClauseCut(r.s[:start]); i >= 0 && !digitAround(r.s, i) {
		cs = i + 1
	}
	if i := indexClauseCut(r.s[end:]); i >= 0 && !digitAround(r.s, end+i) {
		ce = end + i
	}
	for _, h := range r.hits {
		if h.classes&cClause == 0 {
			continue
		}
		if h.end <= start && h.start > cs {
			cs = h.start
		}
		if h.start >= end && h.start < ce {
			ce = h.start
		}
	}
	return cs, ce
}

// indexClauseCut is strings.IndexAny(s, ",;:()|–—"), which decodes s
// rune by rune and looks each up among the marks: here the ASCII marks
// are found byte by byte, and the dashes as strings.
func indexClauseCut(s string) int {
	i := strings.IndexAny(s, ",;:()|")
	before := s // where a dash comes first
	if i >= 0 {
		before = s[:i]
	}
	for _, dash := range []string{"–", "—"} {
		if j := strings.Index(before, dash); j >= 0 {
			i, before = j, s[:j]
		}
	}
	return i
}

// lastClauseCut is strings.LastIndexAny(s, ",;:()|–—"), as
// indexClauseCut.
func lastClauseCut(s string) int {
	i := strings.LastIndexAny(s, ",;:()|")
	from := i + 1 // where a dash comes last
	for _, dash := range []string{"–", "—"} {
		if j := strings.LastIndex(s[from:], dash); j >= 0 {
			i, from = from+j, from+j+len(dash)
		}
	}
	return i
}
