package guard

import (
	"slices"
	"strings"
	"unicode"

	"github.com/agent-capability/onrequest/internal/lexicon"
)

// A presentDone holds lexicon.PresentDone's words as sets.
type presentDone struct {
	words, perfect, future, later, channel, by, relative map[string]bool
}

func newPresentDone(p *lexicon.PresentDone) *presentDone {
	if p == nil {
		return nil
	}
	return &presentDone{words: setOf(p.Words), perfect: setOf(p.Perfect), future: setOf(p.Future), later: setOf(p.Later),
		channel: setOf(p.Channel), by: setOf(p.By), relative: setOf(p.Relative)}
}

// saysLater reports a done word h of clause c that is staff's present
// (lexicon.PresentDone): "bestätigt Reifenservice Example noch", "Der
// Termin wird noch per E-Mail bestätigt", "Example Autowerkstatt
// bestätigt per SMS", "…beim Team, das per SMS bestätigt"; not "Termin
// bestätigt per SMS", "wurde von der Praxis bestätigt", "Die Praxis
// bestätigt dir den Termin", "Heute noch bestätigt: …", "die Mail, die
// dein Gespräch schriftlich bestätigt".
func (r *reading) saysLater(c clause, h hit) bool {
	pd := r.voc.presentDone
	if pd == nil || !pd.words[r.s[h.start:h.end]] {
		return false
	}
	words := wordsOf(r.s[c.start:c.end])
	has := func(set map[string]bool) bool {
		return slices.ContainsFunc(words, func(w string) bool { return set[w] })
	}
	after := wordsOf(r.s[h.end:c.end])
	switch {
	case has(pd.perfect) || c.end < len(r.s) && r.s[c.end] == ':':
		return false
	case has(pd.future) || slices.ContainsFunc(after, func(w string) bool { return pd.later[w] }):
		return true
	case !has(pd.channel):
		return false
	}
	if len(words) > 0 && pd.relative[words[0]] && len(after) == 0 {
		// the verb last in a relative clause whose antecedent confirms:
		// "…beim Team, das per SMS bestätigt"
		comma := strings.LastIndexByte(r.s[:min(c.start+1, len(r.s))], ',')
		if comma < 0 {
			return false
		}
		_, staff := r.hitBefore(comma, cTrade|cConfirmer)
		return staff
	}
	return r.subjectBeside(h)
}

// subjectBeside reports a kind of business, staff or an item's name
// right before the word h or right after it, and no word of a passive's
// agent before that: "Die Werkstatt bestätigt", "bestätigt das
// Autohaus"; not "von der Praxis bestätigt".
func (r *reading) subjectBeside(h hit) bool {
	pd := r.voc.presentDone
	at := -1
	if b, ok := r.hitBefore(h.start, cTrade|cConfirmer); ok {
		at = b.start
	}
	for _, m := range r.names {
		if !m.addr && skipSpace(r.s, m.end) == h.start {
			at = r.wholeName(m).start
		}
	}
	if at >= 0 {
		for _, w := range r.wordsBefore(at, 2) {
			if pd.by[w] {
				return false
			}
		}
		return true
	}
	after := skipSpace(r.s, h.end)
	if _, ok := hitAt(r.hits, after, cTrade|cConfirmer); ok {
		return true
	}
	return slices.ContainsFunc(r.names, func(m mention) bool { return !m.addr && m.start == after })
}

// wordsOf returns the words of letters in s.
func wordsOf(s string) []string {
	return strings.FieldsFunc(s, func(c rune) bool { return !unicode.IsLetter(c) })
}

// wordsBefore returns up to n words of letters right before at.
func (r *reading) wordsBefore(at, n int) []string {
	ws := wordsOf(r.s[max(0, at-24):at])
	return ws[max(0, len(ws)-n):]
}
