package guard

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A heading or a label that names the pending action, and the day and
// time on the line after it: "### Your placement test" then "**Thursday
// 7 November, 18:30 — Room 4B**"; "Ihr Beurkundungstermin beim Notariat
// Berger:" then "**Dienstag, 8. April, 10:30 Uhr**". The two lines state
// the slot as one sentence would ("Your placement test is on Thursday 7
// November at 18:30").

// labelsAct reports a heading, a line all in bold or one that ends in a
// colon, that names
// a pending or referred action, or the person's booking ("### Your
// appointment"), and nothing else: no done action, no address, no
// number, nothing open, requested, wished, conditional, negated, asked,
// free or of another topic, and one word at most that the vocabulary and
// the names do not know ("### Your appointment request", "### Booking
// line", "### Otras horas posibles para tu cita", "### Mia's vaccination
// appointment" beside the done vaccination are no such labels).
func (r *reading) labelsAct(v *view) bool {
	line := strings.TrimRight(r.s, " \n*")
	whole := strings.TrimSpace(r.s)
	// a heading, or a line all in bold: "**Détartrage**"
	heading := strings.HasPrefix(whole, "#") || len(whole) > 4 && strings.HasPrefix(whole, "**") && strings.HasSuffix(whole, "**") &&
		!strings.Contains(whole[2:len(whole)-2], "**")
	if !heading && !strings.HasSuffix(line, ":") || r.question() || r.address || len(r.nums) > 0 {
		return false
	}
	not := cOpen | cRequest | cWant | cCondition | cNegation | cHypothetical | cAvail | cTopic | cDone | cFarewell | cAnother
	if r.has&not != 0 || r.namesDoneAct(v, 0, len(r.s)) || r.unknownWords(0, len(r.s)) > 1 {
		return false
	}
	return r.namesOpenAct(v, 0, len(r.s)) || r.has&(cBooking|cYou) == cBooking|cYou
}

// slotLine reports a sentence that gives a day and a time, with no word
// before them that the vocabulary does not know: not a schedule ("Monday
// to Friday, 8:00–18:00"), nor a time stamp ("Last update: Saturday 1
// March, 9:12"), nor what is open, wished or asked, nor a time of a done
// action.
func (r *reading) slotLine(v *view) bool {
	not := cOpen | cRequest | cWant | cCondition | cNegation | cHypothetical | cAvail | cDeadline | cTopic
	if r.question() || r.has&not != 0 || !r.hasDate(0, len(r.s)) || !r.hasTime(0, len(r.s)) || r.span(0, len(r.s)) {
		return false
	}
	first := r.firstSlotWord()
	// words of a script without spaces are not told apart: any before
	// the slot may say what it is ("最終更新：3月1日")
	cjk := strings.ContainsFunc(r.s[:first], func(c rune) bool { return c >= 0x3000 && unicode.IsLetter(c) })
	return !cjk && r.saysNoMore(clause{end: first}) && !r.inDoneSlot(v)
}

// unknownWords counts the words of four letters or more in [start, end)
// that neither the vocabulary nor the names hold.
func (r *reading) unknownWords(start, end int) int {
	k := 0
	r.everyWord(start, end, func(i, j int) bool {
		if utf8.RuneCountInString(r.s[i:j]) >= 4 && !r.known(i, j) {
			k++
		}
		return true
	})
	return k
}

// firstSlotWord returns where the first day or time starts: the words
// before it say what the line gives ("Last update:", "Reply expected:").
func (r *reading) firstSlotWord() int {
	first := len(r.s)
	if h, ok := firstHit(r.hits, 0, len(r.s), cDate|cTime); ok {
		first = h.start
	}
	for _, n := range r.nums {
		if (n.time || n.date || n.value <= 31) && n.start < first {
			first = n.start
		}
	}
	return first
}

// inDoneSlot reports a sentence with a day or time in digits that is in
// what the operators said of their done actions.
func (r *reading) inDoneSlot(v *view) bool {
	return slices.ContainsFunc(r.slotWords(0, len(r.s)), func(w string) bool {
		return w != "" && isDigit(w[0]) && slices.ContainsFunc(v.doneSlots, func(d []string) bool { return hasSlotWord(d, w) })
	})
}
