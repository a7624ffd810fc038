package main

import (
	"strings"

	"github.com/a2aproject/a2a-go/v2/a2a"

	"github.com/agent-capability/onrequest/interpret"
)

// inferThreshold is the confidence from which a skill is taken to be the
// one asked for.
const inferThreshold = interpret.InferenceThreshold

// inferSkill matches text against one agent's skills (their ids, names,
// descriptions, tags and examples) with interpret's scoring, the one the
// client uses for a question whose skill nobody names
// (interpret.Declaration.Infer). It returns the skill most likely asked
// for and its share of the evidence, in [0, 1]; "" on a tie or no match.
func inferSkill(ag Agent, text string) (string, float64) {
	decl := ag.Declaration
	if decl == nil {
		decl = interpret.Declare(&a2a.AgentCard{Skills: ag.Skills})
	}
	inf := decl.Infer(text)
	return inf.SkillID, inf.Confidence
}

// cardWords cuts a card's text into folded words.
func cardWords(s string) []string {
	return strings.FieldsFunc(fold(s), func(r rune) bool { return !isWordRune(r) })
}

// covers reports whether some skill of the agent's card (its id, name,
// description, tags or examples) uses a word of text, as inferSkill reads
// words. Each skill is asked alone, so that a word two skills share still
// counts.
func covers(ag Agent, text string) bool {
	for _, sk := range ag.Skills {
		card := &a2a.AgentCard{Skills: []a2a.AgentSkill{sk}}
		if interpret.Declare(card).Infer(text).SkillID != "" {
			return true
		}
	}
	return false
}
