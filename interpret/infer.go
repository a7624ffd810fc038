package interpret

import (
	"math"
	"strings"

	"github.com/a2aproject/a2a-go/v2/a2a"
)

// InferenceThreshold is the confidence from which [Declaration.Infer]'s
// answer is used to read a reply. Below it the question is taken to name no
// skill, and a completed task from an operator with a deferred action reads
// as that action pending (see [Call]).
const InferenceThreshold = 0.6

// SkillSource says how an Outcome's skill is known.
type SkillSource string

const (
	// SkillNamed: the caller named it ([Call.SkillID]), on this call or
	// earlier in the same task.
	SkillNamed SkillSource = "named"
	// SkillMarked: the reply's marker named it.
	SkillMarked SkillSource = "marker"
	// SkillInferred: [Declaration.Infer] matched the question to it with
	// at least [InferenceThreshold] confidence.
	SkillInferred SkillSource = "inferred"
	// SkillAssumed: nothing named the skill and nothing else matched well,
	// so the reply is read as the operator's deferred action, to be safe:
	// §6.1 has no marker for an accepted deferred action.
	SkillAssumed SkillSource = "assumed"
)

// An Inference is the skill a question most likely asks for.
type Inference struct {
	SkillID string `json:"skillId,omitempty"` // empty when no skill shares a word with the question
	// Confidence, in [0, 1], is the best skill's share of the question's
	// votes (see Declaration.Infer).
	Confidence float64 `json:"confidence"`
}

// Confident reports whether the inference may be used to read a reply.
func (i Inference) Confident() bool { return i.SkillID != "" && i.Confidence >= InferenceThreshold }

// skillTerms is one card skill's words, stemmed, for matching questions.
type skillTerms struct {
	id    string
	terms map[string]bool
}

// catalog indexes the card's skills (all of them, public ones too) for
// Infer. It is built once by Declare and not changed after.
func catalog(card *a2a.AgentCard) []skillTerms {
	out := make([]skillTerms, 0, len(card.Skills))
	for _, s := range card.Skills {
		if s.ID == "" {
			continue
		}
		st := skillTerms{id: s.ID, terms: map[string]bool{}}
		fields := append([]string{strings.NewReplacer("-", " ", "_", " ").Replace(s.ID), s.Name, s.Description}, s.Examples...)
		fields = append(fields, strings.Join(s.Tags, ", "))
		for _, f := range fields {
			for _, t := range terms(f) {
				st.terms[t] = true
			}
		}
		out = append(out, st)
	}
	return out
}

// Infer matches text, a person's question, against each skill of the card:
// its id, name, description, tags and examples. No I/O; safe on a nil
// Declaration (no skill).
//
// The scoring is word overlap, normalised. Both sides are cut into words,
// lower-cased, stripped of their language's stop words and numbers, and
// stemmed lightly (lang/*.txt; each text is read in the language whose stop
// words it uses most, so a German question matches a card's German examples
// and not its English ones; Japanese, written without spaces, is cut into
// pairs of characters). Each word of the question that some skill uses
// votes for every skill that uses it, with weight ln((n+1)/k) for a card of n
// skills of which k use the word, so a word every skill shares counts for
// little. Confidence is the best skill's share of all votes; a tie gives no
// skill. Words no skill uses say nothing either way.
func (d *Declaration) Infer(text string) Inference {
	scores := d.scores(text)
	if scores == nil {
		return Inference{}
	}
	best, total, tie := -1, 0.0, false
	for i, s := range scores {
		total += s
		switch {
		case best < 0 || s > scores[best]:
			best, tie = i, false
		case s == scores[best]:
			tie = true
		}
	}
	if total == 0 || tie {
		return Inference{}
	}
	return Inference{SkillID: d.catalog[best].id, Confidence: scores[best] / total}
}

// scores returns each catalog skill's votes for text, or nil when the card
// has no skills.
func (d *Declaration) scores(text string) []float64 {
	if d == nil || len(d.catalog) == 0 {
		return nil
	}
	n := float64(len(d.catalog))
	scores := make([]float64, len(d.catalog))
	seen := map[string]bool{}
	for _, t := range terms(text) {
		if seen[t] {
			continue
		}
		seen[t] = true
		k := 0
		for _, s := range d.catalog {
			if s.terms[t] {
				k++
			}
		}
		if k == 0 {
			continue
		}
		w := math.Log((n + 1) / float64(k))
		for i, s := range d.catalog {
			if s.terms[t] {
				scores[i] += w
			}
		}
	}
	return scores
}

// has reports whether the card has a skill with this id, or there is no
// card to say otherwise.
func (d *Declaration) has(id string) bool {
	if d == nil || len(d.catalog) == 0 {
		return true
	}
	if _, ok := d.Skill(id); ok {
		return true
	}
	for _, c := range d.catalog {
		if c.id == id {
			return true
		}
	}
	return false
}

// deferredSkill returns the first deferred action the card declares.
func (d *Declaration) deferredSkill() (Skill, bool) {
	if d == nil {
		return Skill{}, false
	}
	for _, s := range d.Skills {
		if s.Completion == CompletionDeferred {
			return s, true
		}
	}
	return Skill{}, false
}

// isDeferred reports whether the card declares the skill a deferred action.
func (d *Declaration) isDeferred(id string) bool {
	s, ok := d.Skill(id)
	return ok && s.Completion == CompletionDeferred
}

// deferred returns the declared deferred action that text is most likely
// about, with its share of text's votes, or false when the card declares
// none. With no word to go on, it is the first the card lists.
func (d *Declaration) deferred(text string) (Skill, float64, bool) {
	if d == nil {
		return Skill{}, 0, false
	}
	scores := d.scores(text)
	total := 0.0
	for _, s := range scores {
		total += s
	}
	found, best := Skill{}, -1.0
	for _, s := range d.Skills {
		if s.Completion != CompletionDeferred {
			continue
		}
		score := 0.0
		for i, c := range d.catalog {
			if c.id == s.ID {
				score = scores[i]
			}
		}
		if score > best {
			found, best = s, score
		}
	}
	if best < 0 {
		return Skill{}, 0, false
	}
	if total == 0 {
		return found, 0, true
	}
	return found, best / total, true
}
