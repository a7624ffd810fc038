package guard

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/agent-capability/onrequest/internal/lexicon"
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
	if !r.mayClaim(v) {
		return false
	}
	var buf [8]clause // most sentences have fewer: no allocation
	cls := r.clauses(buf[:0])
	several := saysDone(cls)
	// The slot the person asked for, said again, claims only in a
	// sentence that says nothing is open: "Status: requested — the
	// garage, Monday 7:45" repeats the request.
	repeats := !slices.ContainsFunc(cls, func(c clause) bool { return c.open || c.hedged })
	var claim claimed
	doneBefore := false // the clause before spoke of a done action
	denied := false     // a clause before denied the action done ("Nothing's confirmed yet")
	for k, c := range cls {
		borrow := func(n clause) bool { return r.lendsSlot(v, n, c) }
		slot := c.slot || k > 0 && borrow(cls[k-1]) || k+1 < len(cls) && borrow(cls[k+1]) || r.freeSlotsBeside(cls, k)
		slotNames := r.oneSlotBeside(cls, k)
		// Opening hours, directions, what to bring: plainly about
		// something else, unless a word says done.
		// The pending item or its operator named with the day or time is
		// the slot stated as fact: "the fitting follows on 18 June".
		// So is the day and time the person asked for, said again as
		// fact: "she is expected on Tuesday at 2 pm".
		// After a clause that says open, the person or a booking word
		// with a day goes on about the open request ("they haven't set a
		// time yet, so keep your phone nearby tomorrow"); a farewell
		// still claims.
		person := c.has&cFarewell != 0 || c.has&(cBooking|cYou) != 0 && !openBefore(cls[:k])
		// A call back that is pending, said to come at a clock time:
		// "the physio will call you back tomorrow at 4".
		// Not the hours the lines are open: "phones open 8:00–18:00".
		calls := v.callback && c.has&(cCallback|cPhone) != 0 && c.has&(cCondition|cTopic) == 0 && r.hasTime(c.start, c.end)
		names := slotNames && !r.goesOnOpen(v, cls, k) && r.namesOpenAct(v, c.start, c.end)
		visit := !c.elsewhere() && (c.slot && r.visitStated(v, c) || r.dispatchStated(v, c))
		listed := r.placedOnWaitlist(v, c)
		wish := r.wishesOpenSlot(v, c) // "Hope Biscuit's booster goes smoothly on Wednesday at 4:15"
		about := c.done || calls || !c.elsewhere() && (slot && person || names) || visit || listed || wish ||
			repeats && c.slot && !c.elsewhere() && r.repeatsSlot(v.openSlots, c)
		switch {
		case c.aside:
		case denied && !c.done && !names && c.has&(cFuture|cCallback) != 0:
			// staff's word to come after a denial: "Nothing's confirmed yet,
			// but an instructor will get back to you later today"
		case listed:
			claim = r.claimOf(c) // its words say open of a booking, not of this place
			claim.listed = true
		case claim.later && r.staffCondition(c):
			claim.on = false // "the date will be fixed, once the practice confirms it"
		case c.open && r.takesBack(v, claim, c):
			claim = claim.after(c)
		case (c.hedged || c.hung) && c.has&cHypothetical == 0 && k > 0 && r.topicComma(cls[k-1].end) && !claim.done:
			// the topic's day and time are what the rest says of them:
			// "金曜9:15の予約は、病院から確定の連絡が来る予定です"; not what
			// may happen to it ("…の予約は、…変更になるかもしれません")
			claim = claimed{}
		case c.hedged && wish:
			claim = r.claimOf(c) // a hope for how it goes, not whether
		case c.hedged || c.hung && !calls:
			// "should the shop confirm, it would be Saturday": states no fact
		case len(v.done) > 0 && !calls && r.ofDoneAct(v, cls, k, several > 1, doneBefore):
			// about the action the operator reported done, or going on
			// about it ("the car seat is reserved, that one is sorted")
			doneBefore = true
			continue
		case r.presumesSlot(v, c):
			claim = r.claimOf(c)
		case r.negatedClause(cls, k):
		case about && (c.done || c.has&cCondition == 0):
			claim = r.claimOf(c)
			claim.visit = visit
		}
		doneBefore = doneBefore && !about && r.silentOnActs(v, c)
		denied = denied || c.has&(cDone|cBooking) != 0 && r.negatedClause(cls, k)
	}
	return claim.on
}

// mayClaim reports a sentence that may speak of a pending or referred
// action: most have nothing that could be about it.
func (r *reading) mayClaim(v *view) bool {
	if r.has&(cDone|cBooking|cFarewell|cYou) == 0 && (len(r.names) == 0 && len(v.openSlots) == 0 || r.has&(cDate|cTime) == 0 && len(r.nums) == 0) && !r.maySendOut(0, len(r.s)) || r.question() {
		return false
	}
	// A sentence that gives an address tells where to go or book, unless
	// a word in it says done, names the booking, the person, staff or an
	// item, or takes leave: then only the clause with the address is
	// hedged (clauses), and "Your appointment is confirmed: see you
	// Thursday at 8:30 — directions at https://…" and "Dr Example sees you
	// Thursday at 10:30 — parking is at https://…" claim.
	return !r.address || r.has&(cDone|cBooking|cFarewell|cWish|cYou|cTitle) != 0 || slices.ContainsFunc(r.names, func(m mention) bool { return !m.addr })
}

// lendsSlot reports a clause n whose day or time c, beside it, may
// borrow: not an open one; a reminder borrows none from a negated one
// ("Vergessen Sie Ihre Karte nicht und verlassen Sie sich nicht auf
// Donnerstag um 15 Uhr"). Nor does a clause that names a done action lend
// to one that names no pending one: the slot is the done action's ("Your
// van and crew for Saturday the 21st are booked", cut at "and"; not "Your
// packing and crew for Friday are booked").
func (r *reading) lendsSlot(v *view, n, c clause) bool {
	return lends(n) && (c.has&cReminder == 0 || n.has&cNegation == 0) &&
		(!r.namesDoneAct(v, n.start, n.end) || r.namesOpenAct(v, c.start, c.end))
}

// saysDone counts the clauses with a word that says done.
func saysDone(cls []clause) int {
	k := 0
	for _, c := range cls {
		if c.has&cDone != 0 {
			k++
		}
	}
	return k
}

// silentOnActs reports a clause that says nothing of any action: the
// done one before it is still spoken of after it ("está reservada: 4
// noches desde el 20 de julio, y la señal ya está pagada").
func (r *reading) silentOnActs(v *view, c clause) bool {
	return c.has&(cDone|cBooking|cYou|cFarewell|cOpen|cNegation) == 0 && !r.namesOpenAct(v, c.start, c.end)
}

// goesOnWithDoneSlot reports a clause, after one about a done action,
// that gives only more of that action's day and time: "…está agendada
// para segunda, 3/6, às 8h ✅".
func (r *reading) goesOnWithDoneSlot(v *view, c clause) bool {
	said := r.slotWords(c.start, c.end)
	return c.slot && len(said) > 0 && c.has&(cYou|cBooking|cFarewell) == 0 && !r.namesOpenAct(v, c.start, c.end) &&
		slices.ContainsFunc(v.doneSlots, func(s []string) bool { return containsAll(s, said) })
}

// confirmedAfter reports a clause that says done and names no action,
// no day or time, and after it one that says done of the operator of a
// done action alone: the first is about that action.
func (r *reading) confirmedAfter(v *view, c, next clause) bool {
	return c.done && !c.slot && len(named(r.names, c.start, c.end, v.acts)) == 0 &&
		next.done && r.namesDoneAct(v, next.start, next.end) && !r.namesOpenAct(v, next.start, next.end)
}

// negatedClause reports cls[k] negated: by a negation in it, or a word
// for nothing where negations come first ("nothing is booked for
// Friday"; not "一切の手配が完了しました", where 一切 says all); or a
// that-clause under a negation ("don't assume that it is booked"); or by
// a clause right after it that says only no. "You're
// booked, you need do nothing" still claims: the negation is in a clause
// of its own.
func (r *reading) negatedClause(cls []clause, k int) bool {
	c := cls[k]
	return c.has&cNegation != 0 || c.has&cNothing != 0 && !r.voc.negAfter ||
		r.startsWith(c, cThat) && (negatedBefore(cls[:k]) || k > 0 && cls[k-1].open) || r.negatedAfter(cls, k) ||
		k+1 < len(cls) && r.negationOnly(cls[k+1]) || k > 0 && r.negationLeads(cls[k-1], c)
}

// negationLeads reports a short clause of negations and a short verb
// that an adverb of the next clause cut from it, no mark between: "Rien
// n'est | donc réservé", "Non è | quindi confermato". An "and" starts a
// clause of its own ("No hay nada y está reservado").
func (r *reading) negationLeads(before, c clause) bool {
	if before.has&cNegation == 0 || before.slot || before.done || len(strings.Fields(r.s[before.start:before.end])) > 3 ||
		strings.ContainsAny(r.s[before.start:c.start], negationStops) {
		return false
	}
	// only negations and a short verb: not "Pas de souci donc …", "No
	// worries then …"
	if !r.everyWord(before.start, before.end, func(i, j int) bool {
		h, ok := firstHit(r.hits, i, j, cNegation)
		return ok && h.start <= i || utf8.RuneCountInString(r.s[i:j]) <= 3
	}) {
		return false
	}
	h, ok := hitAt(r.hits, skipSpace(r.s, c.start), cClause)
	return ok && h.classes&cConnector == 0
}

// negationOnly reports a clause that says nothing but no, every word of
// it a negation, a word for nothing, "but" or "yet": it negates the
// clause before it ("bestätigt ist aber noch nichts", "booked, but not
// yet"); not "booked, but not for Thursday", nor "confirmed, no
// worries".
func (r *reading) negationOnly(c clause) bool {
	if c.has&cNegation == 0 || c.slot || c.has&^(cNegation|cNothing|cClause|cConnector|cTag|cOpen) != 0 {
		return false
	}
	// no word of its own: "worries", "dúvida"
	return r.everyWord(c.start, c.end, func(i, j int) bool {
		return slices.ContainsFunc(r.hits, func(h hit) bool { return h.start <= i && h.end >= j })
	})
}

// claimOf is the claim a clause about the action makes.
func (r *reading) claimOf(c clause) claimed {
	return claimed{on: true, done: c.done, farewell: c.has&(cFarewell|cWish) != 0, later: c.has&cFuture != 0,
		booked: c.slot && c.has&cBooking != 0 && c.has&cAnother == 0 && r.doneInWords(c)}
}

// staffCondition reports a clause that opens with a condition on staff's
// word, after a comma: ", once the practice confirms it", ", sobald die
// Praxis zusagt"; not the person's own (", if you need to cancel, call
// them"), one that says done itself or goes on in the future (", cuando
// llegues la recepción te pedirá la tarjeta"), one that names staff
// without their word (", when Dr Patel is back from leave"), nor a call
// alone (", dès que l'infirmière vous appelle en salle d'attente").
func (r *reading) staffCondition(c clause) bool {
	return c.start > 0 && r.s[c.start-1] == ',' && !c.done && !c.slot && c.has&cFuture == 0 && r.onStaff(c, false)
}

// onStaff reports a clause that opens with a condition on staff's call
// or word: a call or call back, or staff and a verb of confirming ("the
// clinic confirms": two of staff, a title, an operator's name or a word
// of confirming; not "when Dr. Hale is done with her clinic"); and not
// on the person, the word after the condition ("once you've parked"). A
// call counts only with calls: after a claim, "…, dès que l'infirmière
// vous appelle en salle d'attente" is the call into the room.
func (r *reading) onStaff(c clause, calls bool) bool {
	cond, ok := hitAt(r.hits, skipSpace(r.s, c.start), cCondition)
	if !ok {
		return false
	}
	if _, person := hitAt(r.hits, skipSpace(r.s, cond.end), cYou); person {
		return false
	}
	confirmers := 0
	for _, h := range r.hits[startingAt(r.hits, c.start):] {
		if h.start >= c.end {
			break
		}
		if h.classes&cConfirmer != 0 {
			confirmers++
		}
	}
	// someone named, by a title or as the operator, is staff once: not
	// "wenn Frau Dr. Yilmaz aus dem Urlaub zurück ist"
	if c.has&cTitle != 0 || slices.ContainsFunc(r.names, func(m mention) bool { return !m.addr && m.start >= c.start && m.end <= c.end }) {
		confirmers++
	}
	return calls && c.has&(cCallback|cPhone) != 0 || confirmers >= 2
}

// opensElsewhere reports an open clause, after a farewell or a wish that
// names the slot, that starts anew with "and" and leaves the action
// alone: no booking, request, staff confirming or call back, no day or
// time, no negation, no pending action named ("Enjoy your first lesson
// on Tuesday at 10, and don't forget your provisional licence", "…, and
// let me know how it feels afterwards"). Said of the action, it opens
// the claim: "See you Thursday at 10, and I'll let you know once they
// confirm".
func (r *reading) opensElsewhere(v *view, c clause) bool {
	// a negation there denies the action ("…, and nothing is final yet",
	// "…, rien n'est encore définitif"), but for a reminder's "don't
	// forget"
	denies := c.has&cNegation != 0 && c.has&cReminder == 0
	return r.startsWith(c, cClause) && !c.slot && !denies && c.has&(cBooking|cRequest|cConfirmer|cCallback|cDate|cTime|cCondition|cFuture) == 0 &&
		!r.namesOpenAct(v, c.start, c.end)
}

// bareSlot reports a clause that gives a day or time and nothing else.
func bareSlot(c clause) bool {
	return c.slot && c.has&^(cDate|cTime|cMonth|cConnector|cYearLead|cNumber) == 0
}

// lends reports a clause whose day or time may belong to the clause next
// to it: not one that says open, states no fact or denies it done ("Non
// dare per scontato che lunedì alle 8:15 sia già fissato: aspetta …")
// or booked ("No he podido reservar la plaza del 1 al 8 de agosto: …"),
// nor one about opening hours or free slots.
func lends(c clause) bool {
	return c.slot && !c.open && !c.hedged && !c.elsewhere() && !(c.has&(cDone|cBooking) != 0 && c.has&cNegation != 0)
}

// freeSlotsBeside reports free slots with their day or time in the
// clause before or after cls[k], a clause that speaks of the person:
// they lend the person their slot ("Hay turnos el jueves a las 10 y te
// toca el primero", "You're the first one in: slots start at 8:00 on
// Thursday"), as they lend it nothing else ("Slots start at 8:00 and the
// meeting takes about an hour").
func (r *reading) freeSlotsBeside(cls []clause, k int) bool {
	// not a call, back from staff or to them: "La clinique a des
	// disponibilités jeudi ; elle te rappellera pour fixer l'heure"
	if c := cls[k]; c.has&cYou == 0 || c.hung || c.open || c.hedged || c.has&(cCallback|cPhone) != 0 {
		return false
	}
	free := func(c clause) bool { return c.slot && c.has&cAvail != 0 && c.has&cTopic == 0 && !c.open && !c.hedged }
	blank := func(c clause) bool { return c.has == 0 && strings.TrimSpace(r.s[c.start:c.end]) == "" }
	before, after := k-1, k+1
	for before >= 0 && blank(cls[before]) {
		before--
	}
	for after < len(cls) && blank(cls[after]) {
		after++
	}
	return before >= 0 && free(cls[before]) || after < len(cls) && free(cls[after])
}

// elsewhere reports a clause about something other than the action:
// opening hours, directions, what to bring; or free slots, where nothing
// speaks of the person or the booking ("最も早い枠は朝8時です", not "you have
// the earliest available slot").
func (c clause) elsewhere() bool {
	return c.has&cTopic != 0 || c.has&cAvail != 0 && c.has&(cYou|cFarewell|cBooking|cDone) == 0
}

// slotBefore returns the nearest clause among cls with a day or time,
// if it lends it to the clauses after it: not one that sets a condition
// or speaks of the person ("si samedi vous arrange", "per il vostro
// matrimonio del 12 giugno").
func slotBefore(cls []clause) (clause, bool) {
	for k := len(cls) - 1; k >= 0; k-- {
		if c := cls[k]; c.slot {
			return c, lends(c) && c.has&(cCondition|cYou) == 0
		}
	}
	return clause{}, false
}

// openBefore reports a clause among cls that says the action is open:
// not one that asks whether of something else, after which the person
// with the slot still claims ("Ze checken of de parkeerplaats vrij is;
// jouw afspraak is donderdag om 10 uur").
func openBefore(cls []clause) bool {
	return slices.ContainsFunc(cls, func(c clause) bool { return c.open && !c.aside })
}

// namedBeforeSlot reports a pending action or its operator named in c
// before its first day or time, as the one who acts: "and Example Family
// Clinic sees Mia on Thursday at 3pm"; not "and colour on Friday at 14:00
// to Studio Nine".
func (r *reading) namedBeforeSlot(v *view, c clause) bool {
	first := c.end
	for _, h := range r.hits {
		if h.classes&(cDate|cTime) != 0 && h.start >= c.start && h.start < first {
			first = h.start
		}
	}
	for _, n := range r.nums {
		if (n.time || n.date) && n.start >= c.start && n.start < first {
			first = n.start
		}
	}
	return r.namesOpenAct(v, c.start, first)
}

// wants reports a clause that passes on someone's wish for a slot: a
// word of wanting in a reported clause ("dat Daan graag op maandag om
// 16:30 wil beginnen", "que o Miguel quer começar na terça"), with the
// day or time after "that", no staff, title or business before the wish,
// and no further reported clause after it. "The doctor wants to see you on
// Thursday" and "the slot your daughter prefers" state the slot.
func (r *reading) wants(c clause) bool {
	if c.has&cWant == 0 || c.has&cFarewell != 0 {
		return false
	}
	that, ok := firstHit(r.hits, c.start, c.end, cThat)
	if !ok || !(r.hasDate(that.end, c.end) || r.hasTime(that.end, c.end)) {
		return false
	}
	w, ok := firstHit(r.hits, that.end, c.end, cWant)
	if !ok || r.hasIn(that.end, w.start, cConfirmer|cTrade|cAtThem|cTitle) || slices.ContainsFunc(r.names, func(m mention) bool {
		return !m.addr && m.start >= that.end && m.end <= w.start
	}) {
		return false
	}
	_, again := firstHit(r.hits, w.end, c.end, cThat)
	return !again
}

// cThat marks a word that starts a reported clause: "that", "dass".
var cThat = classBit(lexicon.That)

// negatedAfter reports, in a language that puts the negation after what
// it negates, a clause that the next one, starting with a that-word and
// negated, takes as its object: "木曜15時に予約が入っている、という前提で
// は動かないでください".
func (r *reading) negatedAfter(cls []clause, k int) bool {
	return r.voc.negAfter && k+1 < len(cls) && r.startsWith(cls[k+1], cThat) && cls[k+1].has&cNegation != 0
}

// negatedBefore reports a negation in the clauses before a that-clause,
// with no claim between: "ne croyez pas, pour l'instant, que …".
func negatedBefore(cls []clause) bool {
	for k := len(cls) - 1; k >= 0 && !cls[k].done; k-- {
		if cls[k].has&cNegation != 0 {
			return true
		}
	}
	return false
}

// aboutDone reports a clause about an action-done item: it names one and
// no open action; or it names nothing, and neither does the rest of the
// sentence, which claims only once ("Your appointment is booked." while a
// follow-up is pending speaks of the booked one; in "the chapel meeting is
// booked and the clinic appointment is confirmed too" one claim speaks of
// another item, and so does "both sessions are booked").
func (r *reading) aboutDone(v *view, cs, ce int, several bool) bool {
	if r.namesOpenAct(v, cs, ce) || r.has&cBoth != 0 {
		return false
	}
	if r.namesDoneAct(v, cs, ce) {
		return true
	}
	return !several && !r.namesOpenAct(v, 0, len(r.s)) && !r.saysOpenSlot(v) && !r.saysOtherSlot(v, cs, ce)
}

// saysOtherSlot reports a clause that says done or takes leave with a
// day or a time in digits none of which is in what the operators said of
// their done actions, where those give some: "Enjoy the hot stone
// massage on the Saturday at 4pm" beside a room booked for 3–5 May
// speaks of something else. Only digits are compared: the operators may
// write in another language than the answer ("giovedì" is "Thursday").
func (r *reading) saysOtherSlot(v *view, cs, ce int) bool {
	if !r.hasIn(cs, ce, cDone|cFarewell) {
		return false // "…, so you should be out by 10:15"
	}
	if !slices.ContainsFunc(r.slotWords(cs, ce), digitWord) ||
		!slices.ContainsFunc(v.doneSlots, func(d []string) bool { return slices.ContainsFunc(d, digitWord) }) {
		return false
	}
	return !r.inDoneSlot(v, cs, ce)
}

// saysOpenSlot reports a sentence that gives the day and time asked for
// in a pending or referred action, two of its words at least: "You're
// all set: assessment on Friday at 11:00, and Pilates every Tuesday at
// 18:30" speaks of the pending class too.
func (r *reading) saysOpenSlot(v *view) bool {
	if len(v.openSlots) == 0 {
		return false
	}
	said := r.slotWords(0, len(r.s))
	for _, slot := range v.openSlots {
		shared := 0
		for _, w := range said {
			// a word of a done slot too tells nothing: "12月" of both
			if hasSlotWord(slot, w) && !slices.ContainsFunc(v.doneSlots, func(d []string) bool { return hasSlotWord(d, w) }) {
				shared++
			}
		}
		if shared >= 2 || shared == 1 && len(slot) == 1 {
			return true
		}
	}
	return false
}

// namesDoneAct reports whether [cs, ce) names an action-done item by a
// name that no pending or referred action shares (not the operator both
// belong to).
func (r *reading) namesDoneAct(v *view, cs, ce int) bool {
	for _, m := range r.names {
		name := r.s[m.start:m.end]
		if !m.addr && m.start >= cs && m.end <= ce && v.nameOf(name, v.done) &&
			(!v.nameOf(name, v.acts) || v.doneSkillWord(name) && !r.saysOtherSlot(v, 0, len(r.s))) {
			return true
		}
	}
	return false
}

// doneSkillWord reports a name that a done action's skill has and that
// the pending or referred ones have only in their operator's name:
// "catering" of "Catering boeken" beside "Aanvraag proeverij", both of
// Catering De Zoete Inval. namesDoneAct takes it as the done action's
// only where the sentence gives no time the done one lacks ("De catering
// op 3 juni, om het menu te proeven, is geboekt" beside catering on 21
// June speaks of the tasting).
func (v *view) doneSkillWord(name string) bool {
	inSkill := func(i int) bool { return strings.Contains(v.skill[i], name) }
	return slices.ContainsFunc(v.done, inSkill) && !slices.ContainsFunc(v.acts, inSkill)
}

// namesOpenAct reports whether [cs, ce) names a pending or referred action
// by a name that no action-done item shares.
func (r *reading) namesOpenAct(v *view, cs, ce int) bool {
	for _, i := range named(r.names, cs, ce, v.acts) {
		for _, m := range r.names {
			if m.item == i && !m.addr && m.start >= cs && m.end <= ce && !v.doneName(r.s[m.start:m.end]) && !r.insideDoneName(v, m) {
				return true
			}
		}
	}
	return false
}

// insideDoneName reports a mention inside a longer one that an
// action-done item has: "mudanza" of "Solicitar fecha de mudanza" inside
// "Mudanzas Carrasco", the operator of both.
func (r *reading) insideDoneName(v *view, m mention) bool {
	return slices.ContainsFunc(r.names, func(n mention) bool {
		return !n.addr && n.start <= m.start && n.end >= m.end && n.end-n.start > m.end-m.start && v.doneName(r.s[n.start:n.end])
	})
}

// clauseMark holds the punctuation that ends a clause.
var clauseMark = [256]bool{',': true, ';': true, ':': true, '(': true, ')': true, '|': true, '[': true, ']': true}

// question reports a sentence that asks: it ends in a question mark, or
// starts with an inverted one, or ends in Japanese か.
func (r *reading) question() bool {
	return asks(r.s) && !r.tagged(0) || strings.HasPrefix(strings.TrimLeft(r.s, " *_-"), "¿")
}

// tagged reports a question tag after a comma or dash that ends the
// text from cs: "Samstag um 9:30 wird alles gemacht, oder?" states; the
// tag alone asks nothing open.
func (r *reading) tagged(cs int) bool {
	for _, h := range r.hits {
		if h.classes&cTag == 0 || h.start < cs || strings.Trim(r.s[h.end:], " ?？!*_\"'”»)」") != "" {
			continue
		}
		before := strings.TrimRight(r.s[cs:h.start], " ")
		if before == "" || strings.HasSuffix(before, ",") || strings.HasSuffix(before, "、") || strings.HasSuffix(before, "–") || strings.HasSuffix(before, "—") || strings.HasSuffix(before, "-") {
			return true
		}
	}
	return false
}

// asks reports text that ends as a question does.
func asks(s string) bool {
	// Most clauses end in a word or a stop, and spaces: no question, and
	// nothing to trim rune by rune.
	if t := strings.TrimRight(s, " "); t != "" && t[len(t)-1] < utf8.RuneSelf && !strings.ContainsRune(`*_"')?`, rune(t[len(t)-1])) {
		return false
	}
	s = strings.TrimRight(s, " *_\"'”»)」")
	s = strings.TrimSuffix(s, "。")
	return strings.HasSuffix(s, "?") || strings.HasSuffix(s, "？") || strings.HasSuffix(s, "か")
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
		uses = uses || r.repeatsOptIn
	}
	attributes = askSaid && r.has&cOnRequest != 0 && len(named(r.names, 0, len(r.s), v.optIn)) > 0
	return uses, attributes
}

// cHypothetical marks the conditional mood or a past subjunctive.
var cHypothetical = classBit(lexicon.Hypothetical)

// citesDone reports a sentence that gives the reference of an action
// the operator reported done ("…ya está reservada (localizador
// PS-3390)"), in a clause that names no open action.
func (r *reading) citesDone(v *view, c clause) bool {
	if len(v.doneCodes) == 0 || r.namesOpenAct(v, c.start, c.end) {
		return false
	}
	return slices.ContainsFunc(codesIn(r.s), func(w string) bool { return slices.Contains(v.doneCodes, w) })
}

// repeatsDone reports a clause whose day and time are those of an action
// the operator reported done ("3月20日（土）11時のトリミングは確定して
// います" after the salon confirmed that slot), and that names no open
// action.
func (r *reading) repeatsDone(v *view, c clause) bool {
	return !r.namesOpenAct(v, c.start, c.end) && r.repeatsSlot(v.doneSlots, c)
}
