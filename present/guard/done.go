package guard

import (
	"strings"
	"unicode/utf8"
)

// claimsDone reports whether a sentence speaks of a pending or referred
// action without saying it is still open (OR-5.8). It is judged by what
// the sentence is about: the action's item, booking words, a day or time
// with a farewell or the person addressed, or a word that says done; and
// it passes when it says the action is still open, hangs it on staff or
// a condition, negates it, or asks.
func (r *reading) claimsDone(v *view) bool {
	acts := v.named(r.s, v.acts)
	slot := r.has&cDate != 0 || r.hasTime()
	done := r.doneOutsideCondition()
	// A sentence that only speaks of the kind of action ("meetings take
	// two hours") claims nothing: it needs a word that says done, or the
	// slot with the action, a farewell or the person.
	about := done || slot && (r.has&(cBooking|cFarewell|cYou) != 0 || len(acts) > 0)
	switch {
	case !about, r.address, r.question():
		return false
	case r.has&cOpen != 0:
		return false
	case r.has&cConfirmer != 0 && r.has&(cFuture|cCondition) != 0:
		return false // "will be booked once staff confirm"
	case r.has&cCondition != 0 && !done:
		return false // "if you prefer Thursday, …", "once confirmed, you'll hear"
	case len(acts) == 0 && len(v.named(r.s, v.done)) > 0:
		return false // about an action the operator reported done
	}
	return !r.negated()
}

// doneOutsideCondition reports a word that says done, other than in a
// clause that a condition opens ("once confirmed, …", "let you know when
// it's booked").
func (r *reading) doneOutsideCondition() bool {
	for _, h := range r.hits {
		if h.classes&cDone == 0 {
			continue
		}
		cs, _ := r.clause(h.start, h.end)
		conditional := false
		for _, c := range r.hits {
			if c.classes&cCondition != 0 && c.start >= cs && c.end <= h.start {
				conditional = true
			}
		}
		if !conditional {
			return true
		}
	}
	return false
}

// hasTime reports a clock time: 15:00, or a small number next to a time
// word ("3 pm", "um 15 Uhr", "15時").
func (r *reading) hasTime() bool {
	for _, n := range r.nums {
		if n.time {
			return true
		}
		if n.value > 24 || n.grouped {
			continue
		}
		if h, ok := hitAt(r.hits, skipSpace(r.s, n.end), cTime); ok && h.classes&cUnit == 0 {
			return true // "3 pm", "15 Uhr"; not "2 uur" (two hours)
		}
		if _, ok := hitEndingAt(r.hits, len(strings.TrimRight(r.s[:n.start], " ")), cTime); ok {
			return true
		}
	}
	return false
}

// negated reports that every clause that speaks of the action is negated
// ("please don't assume that the appointment is booked"); a negation in
// another clause ("no worries, you're booked") does not count.
func (r *reading) negated() bool {
	about := cBooking | cDone | cDate | cFarewell
	cs := 0
	for cs < len(r.s) {
		ce := len(r.s)
		if i := strings.IndexAny(r.s[cs:], ",;:()–—、"); i >= 0 {
			ce = cs + i
		}
		var has class
		for _, h := range r.hits {
			if h.start >= cs && h.end <= ce {
				has |= h.classes
			}
		}
		if has&about != 0 && has&cNegation == 0 {
			return false
		}
		_, n := utf8.DecodeRuneInString(r.s[ce:min(ce+4, len(r.s))])
		cs = ce + max(n, 1)
	}
	return r.has&cNegation != 0
}

// question reports a sentence that asks: it ends in a question mark, or
// starts with an inverted one, or ends in Japanese か.
func (r *reading) question() bool {
	s := strings.TrimRight(r.s, " *_\"'”»)」")
	s = strings.TrimSuffix(s, "。")
	return strings.HasSuffix(s, "?") || strings.HasSuffix(s, "？") || strings.HasSuffix(s, "か") ||
		strings.HasPrefix(strings.TrimLeft(r.s, " *_-"), "¿")
}

// optInUse reports whether the sentence uses information an operator gave
// on opt-in (one of its amounts, or four of its words in a row), and
// whether it says that came on request.
func (r *reading) optInUse(v *view) (uses, attributes bool) {
	for _, n := range r.nums {
		if v.optInAmounts[cents(n.value)] && !n.time && !n.date && !n.phone {
			uses = true
		}
	}
	if !uses {
		for _, run := range wordRuns(r.s) {
			if v.optInRuns[run] {
				uses = true
				break
			}
		}
	}
	attributes = r.has&cOnRequest != 0 && len(v.named(r.s, v.optIn)) > 0
	return uses, attributes
}
