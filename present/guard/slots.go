package guard

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The day and time a sentence names: whether a clause names a slot, one
// slot or a span of days, and the words that say which.

// span reports a schedule rather than a slot: two days or two hours with
// a range word between them ("Monday to Friday", "between 9 and 5", "de
// 8 a 18 h").
func (r *reading) span(cs, ce int) bool {
	var days, hours [][2]int
	for _, h := range r.hits {
		// day names, not the ordinal ending of a day number ("3rd")
		if h.classes&cDate != 0 && h.start >= cs && h.end <= ce && !digitBefore(r.s, h.start) {
			days = append(days, [2]int{h.start, h.end})
		}
	}
	for _, n := range r.nums {
		if n.start >= cs && n.end <= ce && n.value <= 24 && !n.decimals && !n.grouped && !n.words && !r.dayNumber(n) && !r.minutes(n) && !r.afterUnit(n) {
			hours = append(hours, [2]int{n.start, n.end})
		}
	}
	// one day with a window of hours is a slot: "am Mittwoch zwischen 7 und 9 Uhr"
	return r.ranged(days) || r.ranged(hours) && len(days) != 1
}

// afterUnit reports a number right after a unit: "dia 4 às 15h40" is day
// 4, no hour of a span.
func (r *reading) afterUnit(n number) bool {
	_, ok := r.hitBefore(n.start, cUnit)
	return ok
}

// dayNumber reports a number that a date word follows, a short joining
// word aside: "3rd", "5. Juli", "14 de março", "3 of May".
func (r *reading) dayNumber(n number) bool {
	at := skipSpace(r.s, n.end)
	if at < len(r.s) && r.s[at] == '.' {
		at = skipSpace(r.s, at+1)
	}
	if h, ok := hitAt(r.hits, at, cConnector|cNumberJoin|cYearLead); ok && h.end-h.start <= 3 {
		if _, ok := hitAt(r.hits, skipSpace(r.s, h.end), cDate); ok {
			return true
		}
	}
	_, ok := hitAt(r.hits, at, cDate)
	return ok
}

// minutes reports the minutes of a clock time written with a time word
// letter between: the 15 of "14 h 15", the 20 of "10時20分".
func (r *reading) minutes(n number) bool {
	h, ok := r.hitBefore(n.start, cTime)
	if !ok || n.end-n.start != 2 || utf8.RuneCountInString(r.s[h.start:h.end]) > 2 { // "h", "時", not "tot" (8 tot 12)
		return false
	}
	before := strings.TrimRight(r.s[:h.start], " ")
	return before != "" && isDigit(before[len(before)-1])
}

// ranged reports two of the places with a range word, a dash, or nothing
// but a few letters of one ("t/m") between them.
func (r *reading) ranged(at [][2]int) bool {
	for i := range at {
		for j := range at {
			if gap := at[j][0] - at[i][1]; gap > 0 && gap <= 12 && r.rangeWord(at[i][1], at[j][0]) {
				return true
			}
		}
	}
	return false
}

// rangeWord reports that the text between from and to is a dash or one
// word that may join the ends of a range ("to", "bis", "a", "and"),
// after the first end's word of the hour, if any ("de 19 h à 21 h",
// "von 9 Uhr bis 12 Uhr").
func (r *reading) rangeWord(from, to int) bool {
	if h, ok := hitAt(r.hits, skipSpace(r.s, from), cTime); ok && h.classes&cConnector == 0 && h.end < to && r.joinsRange(h.end, to) {
		return true
	}
	return r.joinsRange(from, to)
}

// joinsRange reports a dash or one word that may join the ends of a
// range between from and to.
func (r *reading) joinsRange(from, to int) bool {
	gap := strings.TrimSpace(r.s[from:to])
	if gap == "-" || gap == "–" || gap == "—" || gap == "~" || gap == "〜" || gap == "t/m" {
		return true
	}
	for _, h := range r.hits {
		if h.start == skipSpace(r.s, from) && h.end <= to && strings.TrimSpace(r.s[h.end:to]) == "" &&
			h.classes&(cConnector|cCondition|cNumberJoin|cTime) != 0 && h.classes&cUnit == 0 {
			return true
		}
	}
	return false
}

// monthOnly reports a clause whose only date is a month with no day
// number next to it, and no clock time: "il aura 10 mois en septembre"
// names no slot.
func (r *reading) monthOnly(cs, ce int) bool {
	months := 0
	for _, h := range r.hits {
		if h.classes&cDate == 0 || h.start < cs || h.end > ce {
			continue
		}
		if h.classes&cMonth == 0 || r.dayNear(h) {
			return false
		}
		months++
	}
	return months > 0 && !r.hasTime(cs, ce)
}

// dayNear reports a day of the month just before or after a month's
// name: "11 mars", "am 5. Mai", "March 11th", "18 de septiembre".
func (r *reading) dayNear(h hit) bool {
	return slices.ContainsFunc(r.nums, func(n number) bool {
		return n.value <= 31 && !n.decimals && (n.end <= h.start && h.start-n.end <= 6 || n.start >= h.end && n.start-h.end <= 4)
	})
}

// oneSlot reports a clause that names one day or time, not a span of
// days ("open Monday to Saturday" is a schedule, not a slot).
func (r *reading) oneSlot(c clause) bool {
	last := -1 // where the day before ended
	for _, h := range r.hits {
		// day names, not the ordinal ending of a day number: "from the
		// 12th to the 19th" is one stay
		if h.classes&cDate == 0 || h.start < c.start || h.end > c.end || digitBefore(r.s, h.start) {
			continue
		}
		if h.classes&cMonth != 0 {
			continue // the month of the day's date: "Donnerstag, 14. März"
		}
		// two days joined by "and" or a comma are a schedule; "next week
		// Tuesday" (来週火曜) is one day
		if last >= 0 && (strings.ContainsAny(r.s[last:h.start], ",、") || r.hasIn(last, h.start, cNumberJoin)) {
			return false
		}
		last = h.end
	}
	return c.slot
}

// dayComma reports a comma between a day and its date or time, which
// ends no clause: "Donnerstag, 15:00 Uhr", "Friday, 3 May".
func (r *reading) dayComma(i int) bool {
	if r.s[i] != ',' {
		return false
	}
	next := strings.TrimLeft(r.s[i+1:], " *_")
	if next == "" || !isDigit(next[0]) {
		return false
	}
	_, ok := hitEndingAt(r.hits, len(strings.TrimRight(r.s[:i], "*_")), cDate)
	return ok
}

// hasTime reports a clock time: 15:00, or a small number next to a time
// word ("3 pm", "um 15 Uhr", "15時").
func (r *reading) hasTime(cs, ce int) bool {
	for _, n := range r.nums {
		if n.start < cs || n.start >= ce {
			continue
		}
		if r.durationLimit(n) {
			continue // "sous 24 h", "within 2 hours": a limit, not a slot
		}
		if n.time {
			return true
		}
		if n.value > 24 || n.grouped || r.currencyNextTo(n) || r.beforeStreet(n) || n.words && r.after(n) == afterWord {
			continue // "at 12 High Street" is an address; "om een tijd" an article
		}
		if _, ok := hitAt(r.hits, skipSpace(r.s, n.end), cUnit|cPercent|cPrice|cCharge); ok {
			continue // "de 24 kW", "from 3 people": a measure; "el bono de 5 cuesta": a count
		}
		if h, ok := hitAt(r.hits, skipSpace(r.s, n.end), cTime); ok && h.classes&cUnit == 0 {
			return true // "3 pm", "15 Uhr"; not "2 uur" (two hours)
		}
		article := n.words && n.value == 1 // "droit à un crédit"
		if _, ok := r.hitBefore(n.start, cTime); ok && !n.decimals && n.end-n.start <= 2 && !article {
			return true // "at 3"; not "à 1,90", nor "h00000"
		}
	}
	return false
}

// durationLimit reports a number of hours after a limit word: "sous 24
// h", "within 2 hours", "binnen 24 uur"; not the clock time of "by 14:45".
func (r *reading) durationLimit(n number) bool {
	if _, ok := r.hitBefore(n.start, cDeadline); !ok || n.decimals {
		return false
	}
	_, unit := hitAt(r.hits, skipSpace(r.s, n.end), cUnit)
	return unit || n.value >= 24 && !strings.ContainsAny(r.s[n.start:n.end], ":.")
}

// repeatsSlot reports a clause that names a day and a time, or a day and
// a month, that are all among one item's (slots, per item, from
// slotWords).
func (r *reading) repeatsSlot(slots [][]string, c clause) bool {
	said := r.slotWords(c.start, c.end)
	if len(said) == 0 || len(slots) == 0 {
		return false
	}
	for _, s := range slots {
		if containsAll(s, said) && (len(said) > 1 || len(s) == 1) {
			return true
		}
	}
	return false
}

// slotWords returns the day names, months and small numbers (days of the
// month, hours, clock times) within [cs, ce), as comparable words: a
// clock time by its digits, whole hours without their zeros ("15:00" and
// "15 h" are both "15").
func (r *reading) slotWords(cs, ce int) []string {
	var out []string
	for _, h := range r.hits {
		if h.classes&cDate != 0 && h.start >= cs && h.end <= ce && !digitBefore(r.s, h.start) {
			out = append(out, r.s[h.start:h.end])
		}
	}
	for k := 0; k < len(r.nums); k++ {
		n := r.nums[k]
		if n.start < cs || n.end > ce || !n.time && (n.value > 31 || n.words || n.decimals || n.grouped) {
			continue
		}
		if w, used := r.hourMinutes(k); used > 0 {
			out = append(out, w) // "16時15分" is "16:15"
			k += used - 1
			continue
		}
		digits := strings.Map(func(c rune) rune {
			if '0' <= c && c <= '9' {
				return c
			}
			return -1
		}, r.s[n.start:n.end])
		if len(digits) > 2 {
			digits = strings.TrimSuffix(digits, "00")
		}
		out = append(out, strings.TrimLeft(digits, "0"))
	}
	return out
}

// hourMinutes returns the clock word of a Japanese hour and its minutes
// at nums[k] ("16時15分", "16時半": "1615", "1630"), as a clock time's
// digits are, and how many numbers it took (none where there is none).
func (r *reading) hourMinutes(k int) (string, int) {
	n := r.nums[k]
	rest, ok := strings.CutPrefix(r.s[n.end:], "時")
	if !ok || n.words || n.value > 24 {
		return "", 0
	}
	if strings.HasPrefix(rest, "半") {
		return strconv.Itoa(int(n.value)*100 + 30), 1
	}
	if k+1 < len(r.nums) {
		m := r.nums[k+1]
		if m.start == n.end+len("時") && !m.words && m.value < 60 && strings.HasPrefix(r.s[m.end:], "分") {
			return strconv.Itoa(int(n.value)*100 + int(m.value)), 2
		}
	}
	return "", 0
}

// containsAll reports whether each word is in set, a day name matching
// its short form ("tue" and "tuesday", "土曜" and "土曜日").
func containsAll(set, words []string) bool {
	for _, w := range words {
		if !hasSlotWord(set, w) {
			return false
		}
	}
	return true
}

// hasSlotWord reports whether set holds w (sameSlotWord).
func hasSlotWord(set []string, w string) bool {
	return slices.ContainsFunc(set, func(s string) bool { return sameSlotWord(s, w) })
}

func sameSlotWord(a, b string) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	return a == b || len(a) >= 3 && !isDigit(a[0]) && strings.HasPrefix(b, a)
}

// hasDate reports a date word within [cs, ce) that names a day: a single
// Japanese 日, 月 or 年 does only after a number ("18日": "後日" and
// "日程" name none), and a date after a deadline word is a limit.
func (r *reading) hasDate(cs, ce int) bool {
	if slices.ContainsFunc(r.nums, func(n number) bool { return n.start >= cs && n.end <= ce && r.dayAlone(n) }) {
		return true // "au refuge le 22"
	}
	limit := -1 // where the last date hit of a deadline ends
	for _, h := range r.hits[startingAt(r.hits, cs):] {
		if h.start > ce {
			break // the hits are in order of their start
		}
		if h.classes&cDate == 0 || h.end > ce {
			continue
		}
		if limit >= 0 && h.start-limit <= 24 {
			limit = h.end // the rest of the deadline's date: "… is Thursday the 30th of April"
			continue
		}
		if c, n := utf8.DecodeRuneInString(r.s[h.start:]); n == h.end-h.start && unicode.Is(unicode.Han, c) && !digitBefore(r.s, h.start) {
			continue
		}
		if r.afterDeadline(h, cs) {
			limit = h.end // "avant le 30 avril" is a limit, not a slot
			continue
		}
		if h.classes&cDeadline != 0 && r.hasIn(cs, ce, cCallback|cPhone) && !r.hasIn(cs, ce, cBooking) {
			// so is the day staff will call back in ("Ils vous rappellent
			// dans la journée"), not the day of the booking ("votre
			// rendez-vous est dans la journée")
			continue
		}
		return true
	}
	return false
}

// afterDeadline reports a deadline word a few words before the date hit
// h in its clause (from cs): "before the 30th of April", "entro il 30
// aprile", "締め切りは11月30日"; or after it in Japanese ("30日までに").
// Not one further off: "Don't worry about the deadline because Mia's
// check-up is on Thursday".
func (r *reading) afterDeadline(h hit, cs int) bool {
	if _, ok := firstHit(r.hits, max(cs, h.start-24), h.start, cDeadline); ok {
		return true
	}
	_, ok := firstHit(r.hits, h.end, min(len(r.s), h.end+16), cDeadline)
	return ok && r.voc.negAfter
}

// dayAlone reports a number from 1 to 31 right after a word that leads a
// day of the month ("le 22", "del 18", "am 14."), with no currency and
// nothing it counts after it: that day, no amount.
func (r *reading) dayAlone(n number) bool {
	if len(r.voc.dayLead) == 0 || n.words || n.decimals || n.grouped || n.scaled || n.value < 1 || n.value > 31 {
		return false
	}
	// not the first group of a phone number: "au 01 42 00 01 11"
	if at := skipSpace(r.s, n.end); r.s[n.start] == '0' || at < len(r.s) && isDigit(r.s[at]) {
		return false
	}
	w := wordBefore(r.s, n.start)
	return w[0] < w[1] && r.voc.dayLead[r.s[w[0]:w[1]]] && !r.currencyNextTo(n) && r.after(n) != afterCount
}

// presumesSlot reports a clause that speaks of the person's booking or
// pending action with its day or time ("your blood test … on Tuesday at
// 7:45") and says nothing of it being done, open or asked for: whatever
// it tells the person to do or not to do, it takes the slot as settled
// ("Don't eat after midnight before your blood test on Tuesday at 7:45",
// "Bring your card to your appointment on Tuesday at 7:45"). Not "Don't
// assume your appointment on Tuesday is booked", which says done, nor
// "your appointment on Tuesday is not a sure thing yet".
func (r *reading) presumesSlot(v *view, c clause) bool {
	if !c.slot || c.open || c.has&(cDone|cThat|cRequest|cOpen|cHypothetical|cWant|cAvail|cCallback) != 0 ||
		c.has&cCondition != 0 && c.has&cConfirmer != 0 {
		return false // said open, or hung on staff's word: "si la clinique confirme votre prise de sang pour mardi…"
	}
	for _, y := range r.hits[startingAt(r.hits, c.start):] {
		if y.start >= c.end {
			break
		}
		if y.classes&cYou == 0 {
			continue
		}
		// the person's booking or action right after their word, and its
		// day or time after that
		next := skipSpace(r.s, y.end)
		_, booking := hitAt(r.hits, next, cBooking)
		named := slices.ContainsFunc(r.names, func(m mention) bool {
			return !m.addr && m.start == next && slices.Contains(v.acts, m.item)
		})
		// a negation after it denies the booking ("…is not a sure thing
		// yet"); one of nothing is what not to do ("… ab Mitternacht
		// nichts mehr essen")
		denied := slices.ContainsFunc(r.hits, func(h hit) bool {
			return h.start > next && h.end <= c.end && h.classes&cNegation != 0 && h.classes&cNothing == 0
		})
		if (booking || named) && !denied && (r.hasDate(next, c.end) || r.hasTime(next, c.end)) {
			return true
		}
	}
	return false
}

// oneSlotBeside reports one day or time in clause k, or beside it to
// name its action: a slot put before the action names it ("Jeudi à 17 h
// 15, le vaccin et le détartrage"), and so does a bare slot right after
// it ("Zahnarztpraxis Limmatquai, Donnerstag, 14. März, 8:45 Uhr").
func (r *reading) oneSlotBeside(cls []clause, k int) bool {
	c := cls[k]
	if c.slot {
		return r.oneSlot(c)
	}
	if lender, lent := slotBefore(cls[:k]); lent && r.oneSlot(lender) && !openBefore(cls[:k]) {
		return true
	}
	return k+1 < len(cls) && bareSlot(cls[k+1]) && lends(cls[k+1]) && r.oneSlot(cls[k+1]) && !openBefore(cls[:k])
}

// goesOnOpen reports clause k going on about the open request of the
// clause before: "and" after it, no person, booking or done, names the
// request ("a cut and colour on …"); so does a bare day or time after
// the comma of a date ("Repassei seu pedido para terça, 14 de outubro,
// às 15h30 à Sorriso Leve"), if it says no more: not "…, à 15 h 30 la
// clinique la reçoit".
func (r *reading) goesOnOpen(v *view, cls []clause, k int) bool {
	c := cls[k]
	return k > 0 && cls[k-1].open && (r.startsWith(c, cClause) || bareSlot(c) && cls[k-1].slot && r.saysNoMore(c)) &&
		c.has&(cYou|cBooking|cDone|cFarewell) == 0 && !r.namedBeforeSlot(v, c)
}
