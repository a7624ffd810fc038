package guard

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// What one clause of a sentence carries to the next: a claim that a
// later open clause may take back or leave standing, staff who go on
// after "and", a clause that goes on about an action reported done.

// A claimed is what a sentence has claimed so far, clause by clause.
type claimed struct {
	on     bool // a clause claims, and no later clause says open
	done   bool // that clause has a word that says done
	booked bool // that clause says an appointment booked, with its day or time
	later  bool // that clause is in the future: a condition after it may hang it on staff
	// farewell: that clause is a farewell or a wish ("See you on
	// Thursday at 10"), which an open clause about something else after
	// it leaves standing (opensElsewhere)
	farewell bool
	// visit: that clause states a worker's visit ("le technicien passe
	// jeudi à 10 h"), which only an open clause that speaks of the
	// action takes back (speaksOfAct)
	visit bool
	// listed: that clause gives a place on a waiting list, which only an
	// open clause that denies it takes back (deniesPlace)
	listed bool
}

// after returns what is left of the claim after the open clause c. It
// takes it back ("it worked: I've passed your request on"), but not what
// will be sent later with no day or time ("la lettre de mission vous
// sera envoyée ensuite") after a word that says done; "who will call you
// about Thursday at 3pm", or after "Thursday at 3pm suits you", it
// opens. Staff who will confirm an appointment said booked with its day
// or time leave it said: "your appointment on Thursday at 3pm is booked,
// and the clinic will confirm it by text"; not "you booked online for
// Thursday at 3pm, but the clinic still has to confirm it", nor a slot
// another patient booked.
func (cl claimed) after(c clause) claimed {
	cl.on = cl.on && cl.done && (c.has&(cOpen|cFuture) == cOpen|cFuture && !c.hung && !c.slot || cl.booked && c.has&cConfirmer != 0)
	return cl
}

// doneInWords reports a word in c that says done, not a symbol alone: the
// ✅ of "Request sent ✅ Friday at 10" may mark the request.
func (r *reading) doneInWords(c clause) bool {
	return slices.ContainsFunc(r.hits, func(h hit) bool {
		return h.classes&cDone != 0 && h.start >= c.start && h.end <= c.end && startsWithLetter(r.s[h.start:h.end])
	})
}

// goesOnToConfirm reports a clause that opens with "and" and a verb of
// staff confirming right after it, no subject between: the "and confirm
// the time" of "Reception will call you and confirm the time on
// Thursday"; not "and the doctor sees you on Thursday at 3pm".
func (r *reading) goesOnToConfirm(c clause) bool {
	and, ok := hitAt(r.hits, skipSpace(r.s, c.start), cClause)
	if !ok {
		return false
	}
	verb, ok := hitAt(r.hits, skipSpace(r.s, and.end), cConfirmer)
	return ok && !strings.Contains(r.s[verb.start:verb.end], " ")
}

// goesOnAboutDone reports a clause, after one about a done action, that
// names no pending action; or names only the business both belong to and
// says nothing more, or points back with "that" ("…, das hat die
// Werkstatt bestätigt", "…, dat heeft Ter Linde bevestigd"; not "…, and
// the clinic has confirmed the teeth cleaning").
func (r *reading) goesOnAboutDone(v *view, c clause) bool {
	return len(named(r.names, c.start, c.end, v.acts)) == 0 ||
		!r.namesOpenAct(v, c.start, c.end) && c.has&cAnother == 0 && (r.saysNoMore(c) || r.startsWith(c, cThat))
}

// saysNoMore reports a clause whose words the vocabulary or the items'
// names all know, four letters or more: "das hat die Werkstatt
// bestätigt" goes on about the action before it; "and the clinic has
// confirmed the teeth cleaning" names something else. Words of a script
// written without spaces are not told apart: they say no more.
func (r *reading) saysNoMore(c clause) bool {
	return r.everyWord(c.start, c.end, func(i, j int) bool {
		return utf8.RuneCountInString(r.s[i:j]) < 4 || r.known(i, j)
	})
}

// everyWord reports whether ok holds for every word [i, j) of letters
// within [start, end); runes that start no such word (marks, digits, a
// script without spaces) are stepped over.
func (r *reading) everyWord(start, end int, ok func(i, j int) bool) bool {
	for i := start; i < end; {
		j := min(wordEnd(r.s, i), end)
		if j == i {
			i += runeLen(r.s, i)
			continue
		}
		if !ok(i, j) {
			return false
		}
		i = j
	}
	return true
}

// known reports the word at [start, end) inside a hit or a mention.
func (r *reading) known(start, end int) bool {
	in := func(s, e int) bool { return s <= start && e >= end }
	return slices.ContainsFunc(r.hits, func(h hit) bool { return in(h.start, h.end) }) ||
		slices.ContainsFunc(r.names, func(m mention) bool { return in(m.start, m.end) })
}

// takesBack reports an open clause that takes back the claim before it:
// not one about something else after a farewell (opensElsewhere), after
// a worker's visit (speaksOfAct) or after a place on a waiting list
// (deniesPlace).
func (r *reading) takesBack(v *view, claim claimed, c clause) bool {
	return !(claim.farewell && r.opensElsewhere(v, c)) && !(claim.visit && !r.speaksOfAct(v, c)) && !(claim.listed && !r.deniesPlace(c)) &&
		!(claim.done && r.opensOther(v, c))
}

// underDoneLabel reports a clause of a line whose label names an
// action-done item and no open one: the label itself, or a clause that
// names no open action, gives no day or time and says nothing the
// vocabulary and the names do not know, in a sentence that gives no
// requested slot and has no "too" or "both" (another item). "✅
// **Cuestionario inicial:** ya está enviado y registrado" speaks of the
// done item throughout; "✅ **Cuestionario:** enviado; la primera sesión
// también está confirmada" names the open one.
func (r *reading) underDoneLabel(v *view, c clause) bool {
	lo, hi, ok := r.lineLabel()
	if !ok || c.start < lo || r.has&cBoth != 0 || !r.namesDoneAct(v, lo, hi) || r.namesOpenAct(v, lo, hi) || r.namesOpenAct(v, c.start, c.end) || r.saysOpenSlot(v) {
		return false
	}
	// not "…, and the hygienist has Mia in too", nor "…; the cleaning is
	// confirmed right after the 10:00 slot"
	return c.end <= hi+2 || r.saysNoMore(c) && !c.slot
}

// opensOther reports an open clause that passed something else on: its
// every open word a verb of passing on, and no request or booking word,
// day or time, call back, condition, future, denial or done word,
// nor the open action's name but its operator's, where it went. It
// leaves a done word before it standing: "Your inspection is confirmed
// for Friday at 8:30, and I've forwarded your notes to the clinic"; not
// "…, I've passed your request on".
func (r *reading) opensOther(v *view, c clause) bool {
	// after a dash, a clause goes back over the claim ("It's booked —
	// well, strictly I've forwarded it to the clinic")
	if c.slot || c.has&(cBooking|cRequest|cCallback|cCondition|cFuture|cNegation|cDate|cTime|cDone) != 0 || strings.ContainsAny(r.s[:c.start], "—–") {
		return false
	}
	if slices.ContainsFunc(r.names, func(m mention) bool {
		return !m.addr && m.start >= c.start && m.end <= c.end && slices.Contains(v.acts, m.item) && !v.operatorWord(m.item, r.s[m.start:m.end])
	}) {
		return false
	}
	// what was passed on is named, in words the vocabulary does not
	// know: not "well, I've forwarded it to Example Family Clinic", the
	// request itself
	return !r.saysNoMore(c) && !slices.ContainsFunc(r.hits, func(h hit) bool {
		return h.classes&cOpen != 0 && h.start >= c.start && h.end <= c.end && !h.passedOn
	})
}

// speaksOfAct reports an open clause that may speak of the pending
// action: a booking, request, staff confirming, call back, condition,
// future, negation or word that says done, a day or time, or the action
// named. One that speaks of nothing of it leaves a visit stated before
// it standing: "Il tecnico passerà da Lei martedì tra le 14 e le 16;
// tenga libero l'accesso alla caldaia".
func (r *reading) speaksOfAct(v *view, c clause) bool {
	return c.slot || c.has&(cBooking|cRequest|cConfirmer|cCallback|cCondition|cFuture|cNegation|cDone) != 0 || r.namesOpenAct(v, c.start, c.end)
}

// deniesPlace reports an open clause that may take back a place on a
// waiting list: one that denies it, or hangs it on staff confirming
// ("…, but the practice still has to confirm it"); not the call when a
// place frees up ("…; ze bellen je zodra er plek is").
func (r *reading) deniesPlace(c clause) bool {
	return c.has&cNegation != 0 || c.has&cConfirmer != 0 && c.has&cAvail == 0
}

// ofDoneAct reports clause k about the action the operator reported
// done: by its words, or what staff confirmed, said in the that-clause
// after ("hat bestätigt, dass Ihre Unterlagen eingegangen sind"), or who
// confirmed it in the clause after ("Le car est réservé, Autocars Example
// l'a confirmé"), or going on about the done action of the clause before.
func (r *reading) ofDoneAct(v *view, cls []clause, k int, several, doneBefore bool) bool {
	c := cls[k]
	if r.aboutDone(v, c.start, c.end, several) || r.repeatsDone(v, c) || r.citesDone(v, c) || r.underDoneLabel(v, c) {
		return true
	}
	if k+1 < len(cls) && (r.startsWith(cls[k+1], cThat) && r.aboutDone(v, cls[k+1].start, cls[k+1].end, several) || r.confirmedAfter(v, c, cls[k+1])) {
		return true
	}
	return doneBefore && (!c.slot && r.has&cBoth == 0 && r.goesOnAboutDone(v, c) || r.goesOnWithDoneSlot(v, c))
}

// opensOnlyInNames reports a clause whose every word that says open is
// part of a longer name of an item: the "pedido" of a skill called
// "Pedido de tradução" names the action, and says nothing of its state.
func (r *reading) opensOnlyInNames(c clause) bool {
	for _, h := range r.hits {
		if h.classes&cOpen == 0 || h.start < c.start || h.end > c.end {
			continue
		}
		if !slices.ContainsFunc(r.names, func(m mention) bool {
			return !m.addr && m.start <= h.start && h.end <= m.end && m.end-m.start > h.end-h.start
		}) {
			return false
		}
	}
	return true
}
