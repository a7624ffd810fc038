package guard

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A visit of the acting operator's worker, stated as fact: "le couvreur
// passe mercredi à 8 h" claims the pending visit done; a place on a
// waiting list given; and a sentence that leaves the action to the
// person, which claims nothing.

// visitStated reports a clause that says someone of a kind of business
// that acts for the person comes to them at one day or time: "le couvreur
// passe mercredi à 8 h", "woensdag om 8 uur komt de hovenier"; not the
// window cleaner beside a pending dental appointment.
func (r *reading) visitStated(v *view, c clause) bool {
	if !r.oneSlot(c) {
		return false
	}
	if !r.saysWord(r.s[c.start:c.end], r.voc.visit) {
		return false
	}
	return r.actorsWorker(v, c)
}

// actorsWorker reports in the clause a kind of business of the acting
// operator's, or a word for whoever comes to do the job ("the
// technician"), who can only be theirs.
func (r *reading) actorsWorker(v *view, c clause) bool {
	return r.actorsKind(v, c) || r.saysWord(r.s[c.start:c.end], r.voc.workers) && (r.sharesActorWord(v, c) || r.repeatsSlot(v.openSlots, c))
}

// actorsKind reports in the clause a kind of business of the acting
// operator's ("le couvreur" for Couverture Example).
func (r *reading) actorsKind(v *view, c clause) bool {
	return slices.ContainsFunc(r.hits, func(h hit) bool {
		return h.classes&cTrade != 0 && h.start >= c.start && h.end <= c.end && v.actor(r.s[h.start:h.end])
	})
}

// dispatchStated reports a clause that says the acting operator's
// worker, or the pending action's own vehicle, was sent out or is on the
// way: "Un serrurier a été dépêché" (for Serrurerie Example), "O reboque
// já foi acionado" (a pending "Reboque"). A worker needs a tie to the
// operator: its name, its kind of business or a word its name shares
// ("O chaveiro já foi acionado" for Chaveiro Example); not "your
// landlord says the plumber is on the way" beside a clinic; and the
// operator's kind alone is no worker ("on the way to the clinic"), nor is
// a parcel, a relative or a request on its way.
func (r *reading) dispatchStated(v *view, c clause) bool {
	if !r.maySendOut(c.start, c.end) {
		return false
	}
	if c.has&cRequest == 0 && r.namesOpenSkill(v, c) {
		return true
	}
	return r.saysWord(r.s[c.start:c.end], r.voc.workers) && (r.sharesActorWord(v, c) || r.namesOpenAct(v, c.start, c.end) || r.actorsKind(v, c))
}

// namesOpenSkill reports a mention in the clause of a pending or
// referred action by a word of its own, not of its operator's name:
// "reboque" of a pending "Reboque", not "the clinic".
func (r *reading) namesOpenSkill(v *view, c clause) bool {
	return slices.ContainsFunc(r.names, func(m mention) bool {
		return !m.addr && m.start >= c.start && m.end <= c.end && slices.Contains(v.acts, m.item) && !v.operatorWord(m.item, r.s[m.start:m.end])
	})
}

// maySendOut reports a phrase of someone sent out in [lo, hi) that names
// the operator or the action, or a kind of business: most have none, and
// are not searched.
func (r *reading) maySendOut(lo, hi int) bool {
	named := slices.ContainsFunc(r.names, func(m mention) bool { return !m.addr && m.start >= lo && m.end <= hi })
	return (named || r.has&cTrade != 0 && r.hasIn(lo, hi, cTrade)) && r.saysDispatch(lo, hi)
}

// saysDispatch reports a phrase of someone sent out in [lo, hi).
func (r *reading) saysDispatch(lo, hi int) bool {
	return saysPhrase(r.s[lo:hi], r.voc.dispatched)
}

// saysPhrase reports one of phrases, as written, inside text: the
// language file's lists that are looked up rather than matched as hits
// (dispatched, askThem, yourself).
func saysPhrase(text string, phrases []string) bool {
	return slices.ContainsFunc(phrases, func(p string) bool { return strings.Contains(text, p) })
}

// saysWords reports one of phrases in text, as whole words where words
// are spaced: "elke" is no word of "welke".
func saysWords(text string, phrases []string) bool {
	for _, p := range phrases {
		for i := 0; i < len(text); {
			j := strings.Index(text[i:], p)
			if j < 0 {
				break
			}
			start, end := i+j, i+j+len(p)
			if noSpaces(firstRune(p)) || !isWordRune(lastRune(text[:start])) && !isWordRune(firstRune(text[end:])) {
				return true
			}
			i = end
		}
	}
	return false
}

// saysWord reports a word of set in text: a whole word where words are
// spaced, anywhere in a language without spaces ("担当者が来ます").
func (r *reading) saysWord(text string, set map[string]bool) bool {
	if strings.IndexFunc(text, noSpaces) >= 0 {
		for w := range set {
			if strings.Contains(text, w) {
				return true
			}
		}
		return false
	}
	return slices.ContainsFunc(strings.FieldsFunc(text, func(c rune) bool { return !unicode.IsLetter(c) }), func(w string) bool { return set[w] })
}

// sharesActorWord reports a word of the clause, of four letters or more
// and none the vocabulary knows, that the acting operators' names or
// words hold: what the worker comes for ("voor de cv-ketel" after
// "reparatieverzoek voor de lekkende cv-ketel"); not a boiler engineer
// beside a pending clinic appointment.
func (r *reading) sharesActorWord(v *view, c clause) bool {
	return !r.everyWord(c.start, c.end, func(i, j int) bool {
		w := r.s[i:j]
		return utf8.RuneCountInString(w) < 4 || r.known(i, j) || !slices.Contains(v.actors, w)
	})
}

// actor reports a kind of business that the acting items' operators are
// or spoke of: a word of their names or words, or one that starts as one
// of their names' words does ("Elektriker" of "Elektro Example",
// "hovenier" of "Hoveniersbedrijf").
func (v *view) actor(trade string) bool {
	stem := trade
	if r := []rune(trade); len(r) > 5 {
		stem = string(r[:5])
	}
	return slices.ContainsFunc(v.actors, func(w string) bool {
		return w == trade || utf8.RuneCountInString(w) >= 5 && strings.HasPrefix(w, stem)
	})
}

// placedOnWaitlist reports a clause that gives someone a place on a
// waiting list, while the pending action is such a place, and says
// nothing else open, asked for, to come or on a condition beside the
// phrase (whose words say open of a booking): "Je staat op de wachtlijst
// bij Rouwtherapie Example"; not "I've asked them to put you on the
// waiting list".
func (r *reading) placedOnWaitlist(v *view, c clause) bool {
	if !v.waitlist {
		return false
	}
	text := r.s[c.start:c.end]
	for _, p := range r.voc.onWaitlist {
		i := strings.Index(text, p)
		if i < 0 {
			continue
		}
		ps, pe := c.start+i, c.start+i+len(p)
		return !slices.ContainsFunc(r.hits, func(h hit) bool {
			return h.start >= c.start && h.end <= c.end && (h.end <= ps || h.start >= pe) &&
				h.classes&(cOpen|cRequest|cFuture|cCondition|cHypothetical|cNegation|cWant) != 0
		})
	}
	return false
}

// leftToPerson reports a clause in [cs, ce) that leaves the action to
// the person and says nothing done, in a sentence with an address or a
// booking word: what it names is what they are to book ("Für den Schnupperkurs
// am 7. Juni meldest du dich selbst an: https://…"; not "Ich habe den
// Termin am Dienstag selbst gebucht"). The clauses beside it are judged
// on their own: "Your meeting is on Thursday at 3 pm; you can move it
// yourself at https://…" still claims.
func (r *reading) leftToPerson(cs, ce int) bool {
	if !r.address && r.has&cBooking == 0 || r.hasIn(cs, ce, cDone) {
		return false
	}
	return saysPhrase(r.s[cs:ce], r.voc.yourself)
}
