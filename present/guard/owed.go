package guard

import "strings"

// owed reports a done word h that a phrase of need makes still to do:
// one right before it in its clause ("needs to be booked", "tem de ser
// marcada"; not "needs to be at the booked appointment", nor "doit être
// déjà réservé", a guess), or one right after it where the passive's
// infinitive comes last ("gebucht werden", "geboekt worden"), with no
// past modal before it ("konnte erfolgreich gebucht werden" says it
// was). "The appointment has to be booked by you" tells what is left to
// do.
func (r *reading) owed(c clause, h hit) bool {
	before := r.s[c.start:max(c.start, h.start)]
	for _, p := range r.voc.owed {
		i := strings.LastIndex(before, p)
		// not denied: "doesn't need to be booked again, Mia is in"
		if i >= 0 && (noSpaces(firstRune(p)) || !isWordRune(lastRune(before[:i]))) && strings.TrimSpace(before[i+len(p):]) == "" &&
			!r.hasIn(max(c.start, c.start+i-12), c.start+i, cNegation) {
			return true
		}
	}
	after := strings.TrimLeft(r.s[min(h.end, c.end):c.end], " ") // a hit may run past its clause
	for _, p := range r.voc.owedAfter {
		if strings.HasPrefix(after, p) && (len(after) == len(p) || !startsWithLetter(after[len(p):])) {
			// "konnte erfolgreich gebucht werden": it was
			return !r.saysWord(r.s[:max(c.start, h.start)], r.voc.pastModals)
		}
	}
	return false
}
