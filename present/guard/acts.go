package guard

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

// An operator may do one action under a skill and be asked for another
// under the same one: the vet booked the vaccine, and the scaling is
// pending. The ledger keeps one item per operator and skill, with the
// done action's words apart (Item.Done); the view splits such an item in
// two, so that "the vaccine is booked for Thursday" reads as the done
// action and "the scaling is booked" as a claim about the pending one.

// splitDone returns items with, after them, an action-done item for each
// pending or action-referred item that holds a done action's words; that
// item keeps only the words of what was asked for. Each of the two is
// also named by the words of its own operator's words that the other's
// lack (actNames, per item of the result).
func splitDone(items []present.Item, voc *vocab) (out []present.Item, actNames [][]string) {
	out = slices.Clone(items) // the caller's items stay as they are
	for i, it := range items {
		if len(it.Done) == 0 || !it.Pending() && it.Kind != interpret.KindActionReferred {
			continue
		}
		done := present.Item{Operator: it.Operator, SkillID: it.SkillID, SkillName: it.SkillName,
			Kind: interpret.KindActionDone, Given: it.Done, Recorded: it.Recorded}
		asked := slices.DeleteFunc(slices.Clone(it.Given), func(g string) bool { return slices.Contains(it.Done, g) })
		out[i].Given = asked
		if actNames == nil {
			actNames = make([][]string, len(items), len(items)+1)
		}
		actNames[i] = ownWords(asked, it.Done, voc)
		actNames = append(actNames, ownWords(it.Done, asked, voc))
		out = append(out, done)
	}
	return out, actNames
}

// distinctWords returns, where a ledger holds a done action beside a
// pending or referred one, per item of items, the distinctive words of
// each action's operator's words that the other actions' lack
// ("plaquettes" of "La demande de changement des plaquettes a été
// transmise" beside "Contrôle technique réservé mercredi à 10 h"): a
// claim that names them is about that action, whatever its skill is
// called. nil where there is no such pair.
func distinctWords(items []present.Item, voc *vocab) [][]string {
	isAct := func(it present.Item) bool { return it.Pending() || it.Kind == interpret.KindActionReferred }
	isDone := func(it present.Item) bool { return it.Kind == interpret.KindActionDone }
	if !slices.ContainsFunc(items, isAct) || !slices.ContainsFunc(items, isDone) {
		return nil
	}
	out := make([][]string, len(items))
	proper := properWords(items)
	for i, it := range items {
		if !isAct(it) && !isDone(it) {
			continue
		}
		var others []string
		for j, o := range items {
			if j != i && (isAct(o) || isDone(o)) {
				others = append(others, o.Given...)
			}
		}
		// not names (the operator's, the person's, a pet's: "Pepe"), which
		// both actions' sentences may hold; not Japanese parts, nor words
		// under seven letters, which name nothing ("stata" of "è stata
		// inoltrata"); no word of the vocabulary at all: staff and their
		// verbs ("reception", "confirm") speak of either action
		out[i] = slices.DeleteFunc(ownWords(it.Given, others, voc), func(w string) bool {
			return proper[w] || spaceless(w) || utf8.RuneCountInString(w) < 7 || voc.whole[w] != 0
		})
		if isAct(it) {
			out[i] = append(out[i], ownBookingWords(items, i, voc)...)
		}
	}
	return out
}

// ownBookingWords returns the booking words of a pending or referred
// item i's skill name that no other action's skill name or operator's
// words hold: "consultation" of "Book a consultation" beside "Document
// upload", "面談" of "面談予約", "termin" of "Beratungstermin". The
// vocabulary keeps them out of an item's names, as they name no one
// item; beside an action reported done, they tell a claim about the open
// one. (The done one's are not added: a claim read as about it is let
// through.)
func ownBookingWords(items []present.Item, i int, voc *vocab) []string {
	name := fold(items[i].SkillName)
	var out []string
	// the end of a compound too: not found as a word of its own
	for _, m := range voc.ac.FindAllOverlapping([]byte(name)) {
		w := name[m.Start:m.End]
		if voc.patterns[m.PatternID].classes&cBooking == 0 || letterAt(name, m.End) ||
			utf8.RuneCountInString(w) < 2 || !spaceless(w) && utf8.RuneCountInString(w) < 4 || slices.Contains(out, w) {
			continue
		}
		shared := false
		for j, o := range items {
			isAction := o.Pending() || o.Kind == interpret.KindActionReferred || o.Kind == interpret.KindActionDone
			shared = shared || j != i && isAction && (strings.Contains(fold(o.SkillName), w) ||
				slices.ContainsFunc(o.Given, func(g string) bool { return strings.Contains(fold(g), w) }))
		}
		if !shared {
			out = append(out, w)
		}
	}
	return out
}

// properWords returns the folded words of the items' operators and the
// words their operators' words write with a capital inside a sentence.
func properWords(items []present.Item) map[string]bool {
	out := map[string]bool{}
	for _, it := range items {
		for _, w := range words([]string{it.Operator}) {
			out[w] = true
		}
		for _, text := range it.Given {
			fields := strings.Fields(text)
			for k, f := range fields {
				first, _ := utf8.DecodeRuneInString(f)
				if k > 0 && unicode.IsUpper(first) && !strings.ContainsAny(fields[k-1], ".!?:") {
					for _, w := range words([]string{f}) {
						out[w] = true
					}
				}
			}
		}
	}
	return out
}

// ownWords returns the distinctive words of texts (five letters or more,
// or two characters of a script without spaces; not the vocabulary's,
// not numbers) that others lack: "vaccine" in the
// done action's words and not in the request's.
func ownWords(texts, others []string, voc *vocab) []string {
	theirs := map[string]bool{}
	for _, w := range actWords(others, voc) {
		theirs[w] = true
	}
	var out []string
	for _, w := range actWords(texts, voc) {
		long := utf8.RuneCountInString(w) >= 5 || spaceless(w) && utf8.RuneCountInString(w) >= 2
		if !theirs[w] && long && !common(w, voc) && !isNumeric(w) && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// words returns the folded words of texts.
func words(texts []string) []string {
	return strings.FieldsFunc(fold(strings.Join(texts, " ")), func(r rune) bool { return !isWordRune(r) })
}

// actWords returns the words of an operator's words about an action: its
// words, and in a script written without spaces the parts that the
// vocabulary does not know ("歯石取り" of "歯石取りのご希望を伝えました").
func actWords(texts []string, voc *vocab) []string {
	out := words(texts)
	for _, t := range texts {
		out = append(out, cjkParts(fold(t), voc)...)
	}
	return out
}
