package guard

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Words whose sense the words beside them decide, settled once per
// sentence before it is judged: "May" beside a day's number is the
// month, not a modal; the "check" of "check-up" is a noun, not staff
// checking; "later" after a duration counts a day; the person's request
// said done with its day or time is no longer only a request.

// settleSenses settles the words whose sense their neighbours decide,
// each step only where the sentence has the classes it looks at (found).
// classOf tells the classes of one word.
func (r *reading) settleSenses(found class, classOf func(string) class) {
	if found&(cDate|cFuture) == cDate|cFuture {
		r.monthByDay()
	}
	if found&(cOpen|cDone) == cOpen|cDone {
		r.describedRequests(classOf)
	}
	if found&(cOpen|cUnit) == cOpen|cUnit {
		r.laterByDuration(classOf)
	}
	if found&cConfirmer != 0 {
		r.compoundNouns()
	}
	if found&(cFarewell|cFuture|cDone) == cFarewell|cFuture|cDone {
		r.passiveFutures()
	}
	if found&(cFarewell|cDeadline) == cFarewell|cDeadline {
		r.deadlinesNoFarewell()
	}
}

// deadlinesNoFarewell reads a farewell that starts inside a deadline as
// the deadline's day: "Die Werkstatt meldet sich bis morgen 12 Uhr" says
// by when staff will call, not "bis morgen" (see you tomorrow).
func (r *reading) deadlinesNoFarewell() {
	for k := range r.hits {
		h := &r.hits[k]
		if h.classes&cFarewell != 0 && slices.ContainsFunc(r.hits, func(d hit) bool {
			return d.classes&cDeadline != 0 && d.start < h.start && h.start < d.end
		}) {
			h.classes &^= cFarewell
		}
	}
}

// passiveFutures reads a word that is a future and a farewell ("verrà":
// will come) right before a word that says done as the future of a
// passive, no farewell: "L'appuntamento verrà fissato dalla segreteria"
// says what staff will do, not that the person is expected.
func (r *reading) passiveFutures() {
	for k, h := range r.hits {
		if h.classes&(cFarewell|cFuture) != cFarewell|cFuture {
			continue
		}
		next := k + 1
		for next < len(r.hits) && r.hits[next].start < h.end {
			next++ // a shorter word inside it: "rà" of "verrà"
		}
		if next < len(r.hits) && r.hits[next].classes&cDone != 0 && strings.TrimSpace(r.s[h.end:r.hits[next].start]) == "" {
			r.hits[k].classes &^= cFarewell
		}
	}
}

// monthByDay reads a word that is a month or a modal ("may") as the
// month where a day's number stands next to it: "Tuesday 14 May at
// 10:30", "May 14th"; not "the clinic may call you on the 14th". Read as
// a modal, the month hedged every claim made of a slot in May.
func (r *reading) monthByDay() {
	for k, h := range r.hits {
		if h.classes&(cDate|cFuture) != cDate|cFuture {
			continue
		}
		if slices.ContainsFunc(r.nums, func(n number) bool { return r.dayNextTo(n, h) }) {
			r.hits[k].classes = h.classes&^cFuture | cMonth
		}
	}
}

// dayNextTo reports a whole number of a day, 1 to 31, right before the
// word at h (an ordinal ending aside: "14th May") or right after it.
func (r *reading) dayNextTo(n number, h hit) bool {
	if n.value < 1 || n.value > 31 || n.decimals || n.time || n.date || n.words {
		return false
	}
	if n.end <= h.start {
		gap := strings.TrimLeftFunc(r.s[n.end:h.start], unicode.IsLetter)
		return len(r.s[n.end:h.start])-len(gap) <= 2 && strings.TrimSpace(gap) == ""
	}
	return n.start >= h.end && strings.TrimSpace(r.s[h.end:n.start]) == ""
}

// laterByDuration drops "open" from a word for later that a duration
// comes right before: "zwei Wochen später", "a month later" give a day
// counted from another, not a time still to be set. A "not yet" after a
// noun that no number counts is still open: "La habitación todavía no
// está reservada"; after a duration it still gives way: "the follow-up
// in two weeks isn't booked yet" leaves a claim before it standing.
func (r *reading) laterByDuration(classOf func(string) class) {
	for k, h := range r.hits {
		if h.classes&cOpen == 0 {
			continue
		}
		// a duration, not the clock word of "15.00 uur nog niet bevestigd"
		// nor a label of what was asked for: "for 3 people requested: Friday"
		label := strings.HasPrefix(strings.TrimLeft(r.s[h.end:], " "), ":")
		u, ok := r.hitBefore(h.start, cUnit)
		if !ok || u.classes&cTime != 0 || label {
			continue
		}
		// a "not yet" after a noun that counts nothing is still open
		negated := slices.ContainsFunc(strings.Fields(r.s[h.start:h.end]), func(w string) bool { return classOf(w)&cNegation != 0 })
		if !negated || r.countedBefore(u.start) {
			r.hits[k].classes &^= cOpen
		}
	}
}

// countedBefore reports a number, in digits or words, right before i:
// "two weeks", "3 Tage".
func (r *reading) countedBefore(i int) bool {
	if digitsBefore(r.s[:i]) > 0 {
		return true
	}
	_, ok := r.hitBefore(i, cNumber)
	return ok
}

// compoundNouns drops the verb of staff confirming from a word that a
// hyphen joins to a short particle, a noun: the "check" of "your check-up
// will be on Tuesday", which otherwise hangs the slot on staff; not
// "staff-checked", where staff still act.
func (r *reading) compoundNouns() {
	for k, h := range r.hits {
		if h.classes&cConfirmer == 0 || !strings.HasPrefix(r.s[h.end:], "-") {
			continue
		}
		if p := r.s[h.end+1 : wordEnd(r.s, h.end+1)]; p != "" && len(p) <= 3 {
			r.hits[k].classes &^= cConfirmer
		}
	}
}

// describedRequests drops "open" from the person's request named as a
// thing ("your request", "o seu pedido", the "Anfrage" of "deine
// Anfrage") where a word that says done follows it in a clause that
// gives a day or time: "Your request is confirmed for Thursday at 3pm"
// says what became of it.
// classOf tells the classes of one word.
func (r *reading) describedRequests(classOf func(string) class) {
	for k, h := range r.hits {
		if h.classes&cOpen == 0 {
			continue
		}
		// with its day or time: "your request is registered" tells only
		// that it was received
		cs, ce := r.punctClause(h.start, h.end)
		doneAfter := slices.ContainsFunc(r.hits[k+1:], func(d hit) bool {
			return d.classes&cDone != 0 && d.start >= h.end && d.end <= ce && r.participle(d, classOf)
		})
		if doneAfter && (r.hasDate(cs, ce) || r.hasTime(cs, ce)) && r.requestNamed(h, classOf) {
			r.hits[k].classes &^= cOpen
		}
	}
}

// requestNamed reports an open hit that names the person's request: a
// word for the person in it ("has your request") or right before it
// ("Ihre Terminanfrage", "uw aanvraag"), or inside a hit that names a
// request ("Anfrage" of "deine Anfrage").
func (r *reading) requestNamed(h hit, classOf func(string) class) bool {
	for w := range strings.FieldsSeq(r.s[h.start:h.end]) {
		if classOf(w)&cYou != 0 {
			return true
		}
	}
	if w := wordBefore(r.s, h.start); w[1] > w[0] && classOf(r.s[w[0]:w[1]])&cYou != 0 {
		return true
	}
	return slices.ContainsFunc(r.hits, func(q hit) bool { return q.classes&cRequest != 0 && q.start <= h.start && q.end >= h.end })
}

// participle reports a done hit whose last word says done on its own
// ("is bevestigd"), not an idiom of place ("ya está con recepción").
func (r *reading) participle(d hit, classOf func(string) class) bool {
	text := r.s[d.start:d.end]
	return !strings.Contains(text, " ") || classOf(text[strings.LastIndexByte(text, ' ')+1:])&cDone != 0
}

// startsWithLetter reports s starting with a letter.
func startsWithLetter(s string) bool {
	c, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLetter(c)
}

// ofPrice reports a word that says done right after a price word that
// is no booking word: a price is set, no action done ("une redevance
// fixée par l'État", "il canone stabilito dal Comune").
func (r *reading) ofPrice(h hit) bool {
	p, ok := r.hitBefore(h.start, cPrice)
	return ok && p.classes&cBooking == 0
}
