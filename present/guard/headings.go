package guard

import "strings"

// A heading or a label that names the pending action, and the day and
// time on the line after it: "### Your placement test" then "**Thursday
// 7 November, 18:30 — Room 4B**"; "Ihr Beurkundungstermin beim Notariat
// Berger:" then "**Dienstag, 8. April, 10:30 Uhr**". The two lines state
// the slot as one sentence would ("Your placement test is on Thursday 7
// November at 18:30").

// labelsAct reports a heading, or a line that ends in a colon, that names
// a pending or referred action or says booking, and says nothing open,
// conditional, negated or asked, and gives no address: "## Ihr
// Erstgespräch"; not "### Requested time", "Available slots:", "Opening
// hours:", "You can book it yourself here: https://…".
func (r *reading) labelsAct(v *view) bool {
	line := strings.TrimRight(r.s, " \n*_")
	heading := strings.HasPrefix(strings.TrimLeft(r.s, " "), "#")
	if !heading && !strings.HasSuffix(line, ":") || r.question() || r.address {
		return false
	}
	if r.has&(cOpen|cRequest|cCondition|cNegation|cHypothetical|cAvail|cTopic|cDone|cFarewell) != 0 || len(r.nums) > 0 {
		return false
	}
	return r.has&cBooking != 0 || r.namesOpenAct(v, 0, len(r.s))
}

// slotLine reports a sentence that gives a day and a time and says
// nothing open, conditional, negated or asked: the slot under a label of
// the action.
func (r *reading) slotLine() bool {
	if r.question() || r.has&(cOpen|cRequest|cCondition|cNegation|cHypothetical|cAvail|cDeadline|cWhether) != 0 {
		return false
	}
	return r.hasDate(0, len(r.s)) && r.hasTime(0, len(r.s))
}
