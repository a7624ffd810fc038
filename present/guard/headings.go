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
// colon, that names a pending or referred action, or a booking of the
// person's or at its operator ("### Your appointment", "**Clinic
// appointment**"), and nothing else: no done action, no address, no
// number, nothing open, requested, wished, conditional, negated, asked,
// free or of another topic, and no word of five letters or more that the
// vocabulary and the names do not know ("### Your appointment request",
// "### Booking line", "### Follow up on your appointment", "### Otras
// horas posibles para tu cita", "**Example Family Clinic**", "### Mia's
// vaccination appointment" beside the done vaccination are no such
// labels).
func (r *reading) labelsAct(v *view) bool {
	if !headsLines(r.s) || r.question() || r.address || len(r.nums) > 0 {
		return false
	}
	not := cOpen | cRequest | cWant | cCondition | cNegation | cHypothetical | cAvail | cTopic | cDone | cFarewell | cAnother |
		cPhone | cCallback // "**Llamar a la clínica por tu cita**" heads a time to call
	if r.has&not != 0 || r.namesDoneAct(v, 0, len(r.s)) || r.unknownWords(0, len(r.s), 5) > 0 {
		return false
	}
	return r.namesOpenItem(v) || r.has&cBooking != 0 && (r.has&cYou != 0 || r.namesOpenAct(v, 0, len(r.s)))
}

// headsLines reports a line that says what the lines after it are: a
// heading, a line all in bold ("**Détartrage**") or one that ends in a
// colon (folded, "：" is one too).
func headsLines(s string) bool {
	whole := strings.TrimSpace(s)
	if strings.HasPrefix(whole, "#") || len(whole) > 4 && strings.HasPrefix(whole, "**") && strings.HasSuffix(whole, "**") &&
		!strings.Contains(whole[2:len(whole)-2], "**") {
		return true
	}
	return strings.HasSuffix(strings.TrimRight(whole, " *_"), ":")
}

// namesOpenItem reports a pending or referred action named by its own
// words, not by its operator's name alone: "**Example Family Clinic**"
// heads anything the clinic does.
func (r *reading) namesOpenItem(v *view) bool {
	return slices.ContainsFunc(r.names, func(m mention) bool {
		return !m.addr && slices.Contains(v.acts, m.item) && !v.operatorWord(m.item, r.s[m.start:m.end]) &&
			r.namesOpenAct(v, m.start, m.end)
	})
}

// slotLine reports a sentence that gives a day and a time and no word
// the vocabulary does not know: not a schedule ("Monday to Friday,
// 8:00–18:00"), nor a time stamp ("Last update: Saturday 1 March,
// 9:12"), nor a hedge ("(TBC)", "（調整中）"), nor one day or another, nor
// what is open, wished or asked, nor a time of a done action.
func (r *reading) slotLine(v *view) bool {
	not := cOpen | cRequest | cWant | cCondition | cNegation | cHypothetical | cAvail | cDeadline | cTopic
	if r.question() || r.has&not != 0 || !r.hasDate(0, len(r.s)) || !r.hasTime(0, len(r.s)) || r.span(0, len(r.s)) {
		return false
	}
	return r.unknownWords(0, len(r.s), 4) == 0 && !r.offersEither() && !r.inDoneSlot(v, 0, len(r.s))
}

// offersEither reports a word that offers one thing or another: a line
// with two slots is no booking's.
func (r *reading) offersEither() bool {
	return !r.everyWord(0, len(r.s), func(i, j int) bool { return !r.voc.or[r.s[i:j]] }) ||
		strings.Contains(r.s, "または") || strings.Contains(r.s, "もしくは")
}

// unknownWords counts the words of at least least letters in [start,
// end) that neither the vocabulary nor the names hold, and the runs of
// two letters or more of a script written without spaces that they do
// not cover ("（調整中）").
func (r *reading) unknownWords(start, end, least int) int {
	k := 0
	r.everyWord(start, end, func(i, j int) bool {
		if utf8.RuneCountInString(r.s[i:j]) >= least && !r.known(i, j) {
			k++
		}
		return true
	})
	for i := start; i < end; {
		j := i
		for j < end && cjkLetterAt(r.s, j) && !r.coveredBy(j, j+runeLen(r.s, j)) {
			j += runeLen(r.s, j)
		}
		if utf8.RuneCountInString(r.s[i:j]) >= 2 {
			k++
		}
		i = max(j, i+runeLen(r.s, i))
	}
	return k
}

// cjkLetterAt reports a letter of a script written without spaces at i
// (noSpaces).
func cjkLetterAt(s string, i int) bool {
	c, _ := utf8.DecodeRuneInString(s[i:])
	return noSpaces(c) && unicode.IsLetter(c)
}

// coveredBy reports every character of [start, end) inside a hit or a
// mention.
func (r *reading) coveredBy(start, end int) bool {
	for i := start; i < end; i += runeLen(r.s, i) {
		if !r.known(i, i+runeLen(r.s, i)) {
			return false
		}
	}
	return true
}

// inDoneSlot reports a day or time in digits in [cs, ce) that is in
// what the operators said of their done actions.
func (r *reading) inDoneSlot(v *view, cs, ce int) bool {
	return slices.ContainsFunc(r.slotWords(cs, ce), func(w string) bool {
		return digitWord(w) && slices.ContainsFunc(v.doneSlots, func(d []string) bool { return hasSlotWord(d, w) })
	})
}

// digitWord reports a slot word in digits: "1430", not "thursday".
func digitWord(w string) bool { return w != "" && isDigit(w[0]) }

// headsHedged reports a heading, a line all in bold or one that ends in
// a colon, that says what follows hangs on staff confirming, would be,
// or is a draft, and says nothing done but on its condition: "**Si
// c'est validé, l'adaptation ressemblerait à ça**", "Provisional plan:".
func (r *reading) headsHedged() bool {
	if !headsLines(r.s) {
		return false
	}
	// a condition hedges what follows only where it is about the action,
	// staff confirming it: "**Si c'est validé, …**", "**If the clinic
	// confirms, …**"; not "**If anything changes, here is what to do:**",
	// "**Se dovesse cambiare qualcosa:**". A done word under it says
	// nothing done.
	ofAct := r.has&(cCondition|cHypothetical) != 0 && r.has&(cDone|cConfirmer) != 0
	// an open word that denies nothing and hangs on no condition:
	// "Provisional plan:", "（案）"; not "**If you'd like family to come
	// along:**"
	draft := r.has&cOpen != 0 && r.has&(cNegation|cCondition) == 0
	// not one about the person's own plans: "**If you can't make it,
	// cancel 24 hours ahead:**", "**If you need to move anything, call
	// reception:**"
	return (ofAct || draft) && r.has&cYou == 0 && (r.has&cDone == 0 || r.has&cCondition != 0)
}
