package guard

import (
	"slices"
	"strings"
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
