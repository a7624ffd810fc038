package guard

import (
	"slices"
	"strings"
	"unicode"
)

// Staff's word to come: a clause where staff will confirm, call or
// decide hangs the action on them, and what it leaves said.

// hangsOnStaff reports a clause where staff and a future hang the
// action on them ("reception will confirm"), unless they will receive
// the person ("la clínica te atenderá el jueves" states the slot). Said
// done before staff are named (doneFirst), and on no condition, it stays
// said: "I've scheduled your viewing for Sunday at 2pm — the events team
// will meet you"; not "Thursday at 3pm gets booked once reception
// confirms". Staff's call hangs it too where the action will be done in
// it ("la cita quedará confirmada en esa llamada"); not "they'll call you
// the day before your appointment on Thursday at 10", which presupposes
// it, nor "te llamará para recordarte que tu cita está confirmada", nor
// "Hecho: el fisio le llama cuando pueda", where the call is the action.
func (r *reading) hangsOnStaff(c clause, doneFirst bool) bool {
	staff := c.has&cConfirmer != 0 || c.has&cCallback != 0 && r.doneInFuture(c) || r.voc.condVerbLast && c.has&cCondition != 0 && r.endsDone(c)
	return staff && c.has&(cFuture|cCondition) != 0 && c.has&cFarewell == 0 && !(doneFirst && c.has&cCondition == 0)
}

// endsDone reports a clause whose last word says done: where a
// condition's verb comes last, it is that verb, staff's word to come
// ("…, falls die Filiale das Zeitfenster bestätigt").
func (r *reading) endsDone(c clause) bool {
	last := strings.TrimRightFunc(r.s[c.start:c.end], func(c rune) bool { return !unicode.IsLetter(c) })
	for k := len(r.hits) - 1; k >= 0; k-- {
		if h := r.hits[k]; h.start >= c.start && h.end <= c.start+len(last) {
			return h.end == c.start+len(last) && h.classes&cDone != 0
		}
	}
	return false
}

// bookedAttribute reports a word that says done used of a booking word
// right after it, not opening its clause: what staff will do is then to
// an action said done ("Die Praxis bestätigt noch Ihren gebuchten
// Termin", "The clinic will confirm your booked appointment"); not
// "Booked slots are handled by reception".
func (r *reading) bookedAttribute(c clause) bool {
	hits := r.hits[startingAt(r.hits, c.start):]
	for k, h := range hits {
		if h.start >= c.end {
			break
		}
		if h.classes&cDone == 0 || h.start <= skipSpace(r.s, c.start) {
			continue
		}
		// the next word after it: past hits inside it ("ein" of
		// "eingetragenen")
		at := slices.IndexFunc(hits[k+1:], func(n hit) bool { return n.start >= h.end })
		if next := hits[k+1:]; at >= 0 && next[at].classes&cBooking != 0 && strings.TrimSpace(r.s[h.end:next[at].start]) == "" {
			return true
		}
	}
	return false
}

// doneInFuture reports a word that says done right after a future in c,
// one short word at most between: "quedará confirmada", "verrà
// confermato", "will be confirmed".
func (r *reading) doneInFuture(c clause) bool {
	hits := r.hits[startingAt(r.hits, c.start):]
	for _, f := range hits {
		if f.start >= c.end {
			break
		}
		if f.classes&cFuture == 0 {
			continue
		}
		if d, ok := firstHit(r.hits, f.end, min(c.end, f.end+8), cDone); ok && len(strings.Fields(r.s[f.end:d.start])) <= 1 {
			return true
		}
	}
	return false
}
