package guard

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Farewells and wishes that name a day: the ones that take leave, and
// the ones that set a deadline.

// lateFarewell reports a farewell with its day in it that sets a
// deadline: in a script with spaces, after two words or more of its own
// clause that are no connectors, in a sentence that does not exclaim.
// "ficaram de responder até amanhã" sets one; "Até amanhã!", "pues hasta
// mañana" and "on se dit à demain !" take leave; nor does "Damit die Urne
// bis Samstag zurückgelegt wird, …".
func (r *reading) lateFarewell(h hit, cs int) bool {
	if h.classes&cFarewell == 0 || !r.farewellSetsDeadline(h, cs) {
		return false
	}
	// one that says nothing done does so only where a verb of its clause
	// follows ("… bis Samstag zurückgelegt wird"), not where only the
	// slot does ("Das ganze Team sagt bis Donnerstag um 15 Uhr")
	return h.classes&cDone != 0 || r.goesOnAfter(h)
}

// goesOnAfter reports a word after h in its clause that is no day, time,
// number, connector, place or name: "… in der Praxis" goes on with the
// farewell.
func (r *reading) goesOnAfter(h hit) bool {
	_, ce := r.clause(h.start, h.end)
	return !r.everyWord(h.end, ce, func(i, j int) bool {
		_, ok := hitWhere(r.hits, i, func(k hit) bool {
			return k.end >= j && k.classes&(cDate|cTime|cMonth|cConnector|cYearLead|cNumber|cUnit|cTrade|cConfirmer|cPlace) != 0
		})
		named := slices.ContainsFunc(r.names, func(m mention) bool { return m.start <= i && m.end >= j })
		return ok || named || r.voc.articles[r.s[i:j]] || r.numberIn(i, j)
	})
}

// farewellSetsDeadline is lateFarewell for a phrase that is a farewell
// and says done.
func (r *reading) farewellSetsDeadline(h hit, cs int) bool {
	if !strings.ContainsFunc(r.s[h.start:h.end], func(c rune) bool { return c < 0x3000 && unicode.IsLetter(c) }) {
		return false
	}
	// only one with its day in it: "vous attend" follows its subject
	if !slices.ContainsFunc(r.hits, func(d hit) bool { return d.classes&cDate != 0 && d.start > h.start && d.end <= h.end }) {
		return false
	}
	return !strings.ContainsRune(r.s[h.end:], '!') && r.ownWords(cs, h.start) >= 2
}

// ownWords counts the words in [cs, end) that no connector covers whole.
func (r *reading) ownWords(cs, end int) int {
	words := 0
	for at := cs; at < end; {
		at = skipSpace(r.s, at)
		e := at
		for e < end && r.s[e] != ' ' {
			e++
		}
		if t, ok := hitAt(r.hits, at, cConnector|cClause); e > at && (!ok || t.end < len(strings.TrimRight(r.s[:e], ",;:"))) {
			words++
		}
		at = e
	}
	return words
}

// wishAsFarewell makes a farewell of a wish that opens a sentence that
// exclaims: "Buon taglio sabato alle 10!" takes leave until the slot, as
// "see you Saturday at 10!" does; "Bonne nouvelle : votre demande est
// transmise" exclaims nothing. Where the sentence names the visit (an
// item, a booking word, a kind of business), two words may come before
// it ("Allora buon relax venerdì alle 15 con il massaggio!"), and a wish
// that opens a later clause takes leave too ("Profitez bien de la
// Provence, et bonne arrivée à La Bastide le vendredi 12 juillet !").
func (r *reading) wishAsFarewell() {
	// only the sentence's first wish, near its start, and where the
	// sentence asks or hangs it on a condition nothing settles: "Bonne
	// question : c'est à la clinique de dire si jeudi à 15 h est possible !"
	k := slices.IndexFunc(r.hits, func(h hit) bool { return h.classes&cWish != 0 })
	if k < 0 || slices.ContainsFunc(r.hits[:k], func(h hit) bool { return h.classes&^(cClause|cConnector) != 0 }) {
		return
	}
	// words before it, or a later clause, take leave only of the visit
	// named: "Allora buon relax venerdì alle 15 con il massaggio!", not
	// "So enjoy the match on Sunday at 3!"
	lead := len(strings.Fields(strings.Trim(r.s[:r.hits[k].start], leadMarks)))
	visit := slices.ContainsFunc(r.hits, func(h hit) bool { return h.classes&(cBooking|cTrade) != 0 })
	named := visit || len(r.names) > 0
	if lead > 2 || lead > 0 && !named {
		return
	}
	h := r.hits[k]
	// and only with a date or a clock time in digits: "Fijne avond!"
	// takes leave for the evening
	// A wish that ends in an emoji instead takes leave only of a booking
	// or a visit: "Bonne séance chez l'ostéopathe jeudi à 18 h 15 🙂", not
	// "Enjoy the concert on 12 May 🎶".
	if !exclaims(r.s[h.end:]) && !(visit && endsInEmoji(r.s[h.end:])) ||
		!strings.ContainsAny(r.s, "0123456789") ||
		slices.ContainsFunc(r.hits[k+1:], func(h hit) bool { return h.classes&(cCondition|cOpen) != 0 }) {
		return
	}
	// A word with another sense too ("tot", "until") takes leave only
	// before the day and time alone: "Tot 14 januari om 10.30 uur!"; not
	// "Till 14 May the practice is closed for holidays!"
	if h.classes&^(cWish|cFarewell) != 0 && !r.saysNoMore(clause{start: h.end, end: len(r.s)}) {
		return
	}
	r.hits[k].classes |= cFarewell
	for j := k + 1; named && j < len(r.hits); j++ {
		if w := r.hits[j]; w.classes&cWish != 0 && slices.ContainsFunc(r.hits[k:j], func(c hit) bool {
			return c.classes&cClause != 0 && skipSpace(r.s, c.end) == w.start
		}) {
			r.hits[j].classes |= cFarewell // "…, et bonne arrivée"
		}
	}
}

// leadMarks may open a sentence before its first word.
const leadMarks = " *_\"'«“(-¡¿#>\n,"

// exclaims reports text with an exclamation mark after which come only
// marks, white space or emoji.
func exclaims(s string) bool {
	i := max(strings.LastIndexByte(s, '!'), strings.LastIndex(s, "！"))
	return i >= 0 && !strings.ContainsFunc(s[i:], func(c rune) bool { return unicode.IsLetter(c) || unicode.IsDigit(c) })
}

// endsInEmoji reports text that ends in an emoji, past a full stop, a
// variation selector or a skin tone.
func endsInEmoji(s string) bool {
	body := strings.TrimRightFunc(s, func(c rune) bool {
		return unicode.IsSpace(c) || c == '.' || unicode.In(c, unicode.Mn, unicode.Sk, unicode.Cf)
	})
	last, _ := utf8.DecodeLastRuneInString(body)
	return unicode.Is(unicode.So, last)
}

// wishesOpenSlot reports a clause that hopes an event goes well on the
// day and at the time the person asked for, and says nothing open,
// conditional, negated or of staff confirming: "Hope Biscuit's booster
// goes smoothly on Wednesday at 4:15", "水曜日の16時15分、ワクチンがんば
// ってきてくださいね". The hope is for how it goes, not whether it takes
// place: it states the slot as booked. A wish for another day or time
// ("I hope your exam on Thursday at 10 goes well") says nothing of the
// action (lexicon.Language.GoesWell).
func (r *reading) wishesOpenSlot(v *view, c clause) bool {
	if len(v.openSlots) == 0 || !c.slot || c.has&(cOpen|cCondition|cNegation|cConfirmer|cRequest|cWhether) != 0 ||
		!r.hasDate(c.start, c.end) || !r.hasTime(c.start, c.end) || !saysWords(r.s, r.voc.goesWell) {
		return false
	}
	said := r.slotWords(c.start, c.end)
	return slices.ContainsFunc(v.openSlots, func(s []string) bool { return containsAll(s, said) || containsAll(s, afternoon(said)) })
}

// afternoon returns the clock words of said twelve hours on, where they
// may be ("4:15" is "16:15" written on a twelve-hour clock); the other
// words as they are.
func afternoon(said []string) []string {
	out := make([]string, len(said))
	for k, w := range said {
		out[k] = w
		if n, err := strconv.Atoi(w); err == nil && (n >= 1 && n <= 11 || n >= 100 && n < 1200 && n%100 < 60) {
			if n < 100 {
				n *= 100
			}
			out[k] = strings.TrimSuffix(strconv.Itoa(n+1200), "00")
		}
	}
	return out
}
