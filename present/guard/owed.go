package guard

import "strings"

// owed reports a done word h that a phrase of need makes still to do:
// one before it in its clause, two words at most between ("must be
// booked", "muss … noch" aside), or one right after it where the
// passive's infinitive comes last ("gebucht werden", "geboekt worden").
// "The appointment must be booked by you" tells what is left to do.
func (r *reading) owed(c clause, h hit) bool {
	before := r.s[c.start:max(c.start, h.start)]
	for _, p := range r.voc.owed {
		i := strings.LastIndex(before, p)
		if i >= 0 && wordStart(before, i) && len(strings.Fields(before[i+len(p):])) <= 2 {
			return true
		}
	}
	after := strings.TrimLeft(r.s[min(h.end, c.end):c.end], " ") // a hit may run past its clause
	for _, p := range r.voc.owedAfter {
		if strings.HasPrefix(after, p) && (len(after) == len(p) || !startsWithLetter(after[len(p):])) {
			return true
		}
	}
	return false
}

// wordStart reports a word that starts at i in s: at its start, or
// after a space; anywhere in a script written without spaces.
func wordStart(s string, i int) bool {
	return i == 0 || s[i-1] == ' ' || strings.IndexFunc(s[i:], noSpaces) == 0
}
