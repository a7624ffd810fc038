package guard

import (
	"strings"
)

// claimsDone reports whether a sentence speaks of a pending or referred
// action without saying it is still open (OR-5.8). It is judged by what
// the sentence is about: a word that says done, or the day or time with
// the action, a farewell or the person; and it passes when it hangs the
// action on staff or a condition, names only an action that is done, or
// asks. Each clause that claims is judged on its own: "your request went
// through, and it's confirmed" claims in its second clause, and "no
// worries, you're booked" is not negated where it claims; a clause that
// says open covers the claims before it ("het is gelukt, ik heb uw
// verzoek doorgegeven"); a negation covers its own clause only.
func (r *reading) claimsDone(v *view) bool {
	switch {
	case r.address, r.question():
		return false
	case r.has&cConfirmer != 0 && r.has&(cFuture|cCondition) != 0:
		return false // "will be booked once staff confirm"
	case len(named(r.names, 0, len(r.s), v.acts)) == 0 && len(named(r.names, 0, len(r.s), v.done)) > 0:
		return false // about an action the operator reported done
	}
	slot := r.has&cDate != 0 || r.hasTime()
	claim := false // a clause claims, and no later clause says open
	for cs := 0; cs < len(r.s); {
		ce := r.clauseEnd(cs)
		var has class
		done := false
		for _, h := range r.hits {
			if h.start >= cs && h.end <= ce {
				has |= h.classes
				done = done || h.classes&cDone != 0 && !r.conditional(h)
			}
		}
		// Opening hours, directions, what to bring: plainly about
		// something else, unless a word says done.
		about := done || slot && has&cTopic == 0 && (has&(cBooking|cFarewell|cYou|cDate) != 0 || len(named(r.names, cs, ce, v.acts)) > 0)
		switch {
		case has&cOpen != 0:
			claim = false // "it worked: I've passed your request on"
		case has&cNegation != 0:
			// negated here; "you're booked, you need do nothing" still claims
		case about && (done || has&cCondition == 0):
			claim = true
		}
		cs = ce + 1
	}
	return claim
}

// clauseEnd returns where the clause that starts at cs ends: at
// punctuation (not inside a number) or before a word that starts a
// clause.
func (r *reading) clauseEnd(cs int) int {
	ce := len(r.s)
	for i := cs; i < len(r.s); i++ {
		if clauseMark[r.s[i]] && !digitAround(r.s, i) {
			ce = i
			break
		}
	}
	if i := strings.Index(r.s[cs:ce], "、"); i >= 0 {
		ce = cs + i
	}
	for _, h := range r.hits {
		if h.classes&cClause != 0 && h.start > cs && h.start < ce {
			ce = h.start
		}
	}
	return ce
}

// clauseMark holds the punctuation that ends a clause.
var clauseMark = [256]bool{',': true, ';': true, ':': true, '(': true, ')': true, '|': true}

// conditional reports a phrase after a condition word in its clause
// ("once confirmed, …", "let you know when it's booked").
func (r *reading) conditional(h hit) bool {
	cs, _ := r.clause(h.start, h.end)
	for _, c := range r.hits {
		if c.classes&cCondition != 0 && c.start >= cs && c.end <= h.start {
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
func (r *reading) optInUse(v *view, askUse, askSaid bool) (uses, attributes bool) {
	if askUse {
		for _, n := range r.nums {
			if v.optInAmounts[cents(n.value)] && !n.time && !n.date && !n.phone {
				uses = true
			}
		}
		uses = uses || hasRun(r.s, v.optInRuns)
	}
	attributes = askSaid && r.has&cOnRequest != 0 && len(named(r.names, 0, len(r.s), v.optIn)) > 0
	return uses, attributes
}
