package main

import (
	"math"
	"slices"
	"strings"
)

// inferThreshold is the share of a message's evidence from which a skill
// is taken to be the one asked for (interpret.InferenceThreshold).
const inferThreshold = 0.6

// inferSkill matches text against one agent's skills: their ids, names,
// descriptions, tags and examples. It returns the skill most likely asked
// for, with its share of the evidence in [0, 1], or "" when no skill wins.
//
// This is the seam for interpret's scoring of a question against a card
// (Declaration.Infer); until that lands, it is the same idea kept small:
// each word of text that some skill uses votes for every skill that uses
// it, weighted ln((n+1)/k) for a card of n skills of which k use the word,
// and the confidence is the best skill's share of the votes.
func inferSkill(ag Agent, text string) (string, float64) {
	words := strings.Fields(fold(text))
	if len(ag.Skills) == 0 || len(words) == 0 {
		return "", 0
	}
	skillWords := make([][]string, len(ag.Skills))
	for i, sk := range ag.Skills {
		f := []string{strings.NewReplacer("-", " ", "_", " ").Replace(sk.ID), sk.Name, sk.Description, strings.Join(sk.Tags, " ")}
		skillWords[i] = cardWords(strings.Join(append(f, sk.Examples...), " "))
	}
	n := float64(len(ag.Skills))
	scores := make([]float64, len(ag.Skills))
	seen := map[string]bool{}
	for _, w := range words {
		if seen[w] {
			continue
		}
		seen[w] = true
		var users []int
		for i, sw := range skillWords {
			if slices.ContainsFunc(sw, func(c string) bool { return sameStem(w, c) }) {
				users = append(users, i)
			}
		}
		for _, i := range users {
			scores[i] += math.Log((n + 1) / float64(len(users)))
		}
	}
	best, total, tie := 0, 0.0, false
	for i, s := range scores {
		total += s
		switch {
		case s > scores[best]:
			best, tie = i, false
		case i != best && s == scores[best]:
			tie = true
		}
	}
	if total == 0 || tie {
		return "", 0
	}
	return ag.Skills[best].ID, scores[best] / total
}

// cardWords cuts a card's text into folded words.
func cardWords(s string) []string {
	return strings.FieldsFunc(fold(s), func(r rune) bool { return !isWordRune(r) })
}

// sameStem reports whether two words of three letters or more differ only
// in an ending of at most two letters ("cost"/"costs", "vaccine"/
// "vaccination" share "vaccin").
func sameStem(a, b string) bool {
	if len(a) < 3 || len(b) < 3 {
		return a == b
	}
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n >= 3 && n >= min(len(a), len(b))-1
}
