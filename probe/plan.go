package probe

import (
	"bufio"
	"embed"
	"fmt"
	"io/fs"
	"strings"
	"unicode"

	"github.com/a2aproject/a2a-go/v2/a2a"

	"github.com/agent-capability/onrequest/interpret"
)

// maxSkills bounds the skills asked, so that a card with thousands of
// skills cannot turn a probe into thousands of requests.
const maxSkills = 64

// maxQuestion bounds the question sent, in runes.
const maxQuestion = 500

// A skillKind is what the card makes of a skill.
type skillKind uint8

const (
	kindPublic    skillKind = iota // not listed, no securityRequirements
	kindSignIn                     // securityRequirements, not listed
	kindOnRequest                  // listed in the extension's params
)

// A plan is how one skill is probed: the question built from the card, and
// what the card says about the skill.
type plan struct {
	id, name string
	question string
	kind     skillKind
	entry    interpret.Skill // the extension's entry, for kindOnRequest
	action   bool            // changes something: a completion, or an action word
	skip     *Check          // set when the skill is not asked
}

// plans reads the card's skills in order, once per id.
func plans(card *a2a.AgentCard, decl *interpret.Declaration, actions bool, words *actionWords) []plan {
	var out []plan
	seen := map[string]bool{}
	for _, s := range card.Skills {
		if seen[s.ID] {
			continue
		}
		seen[s.ID] = true
		p := plan{id: s.ID, name: s.Name, question: question(s)}
		entry, listed := decl.Skill(s.ID)
		switch {
		case listed:
			p.kind, p.entry = kindOnRequest, entry
		case len(s.SecurityRequirements) > 0:
			p.kind = kindSignIn
		}
		p.action = entry.Action() || words.match(s)
		switch {
		case len(out) >= maxSkills:
			p.skip = &Check{Rule: "OR-5.2", SkillID: s.ID, Result: Skipped,
				Message: fmt.Sprintf("not asked: the card lists more than %d skills", maxSkills)}
		case p.kind == kindSignIn:
			p.skip = &Check{Rule: "OR-5.9", SkillID: s.ID, Result: Skipped,
				Message: "needs sign-in (securityRequirements); sign-in is A2A's own and the probe does not sign in"}
		case p.question == "":
			p.skip = &Check{Rule: p.rule(), SkillID: s.ID, Result: Skipped,
				Message: "not asked: the card gives the skill no example and no name to ask with"}
		case p.action && !actions:
			p.skip = &Check{Rule: p.rule(), SkillID: s.ID, Result: Skipped,
				Message: "not asked: the skill changes something (" + p.why() + "); actions are sent only when allowed (--actions)"}
		}
		out = append(out, p)
	}
	return out
}

// rule is the rule that governs the skill's replies as a whole.
func (p plan) rule() string {
	switch {
	case p.kind != kindOnRequest:
		return "OR-5.2"
	case p.action:
		return "OR-5.7"
	}
	return "OR-5.3"
}

func (p plan) why() string {
	if p.entry.Completion != interpret.CompletionUnstated {
		return "completion: " + string(p.entry.Completion)
	}
	return "its name or tags say so"
}

// question is what the probe asks a skill: its first example, else its
// name, as the card gives them.
func question(s a2a.AgentSkill) string {
	q := ""
	for _, ex := range s.Examples {
		if q = strings.TrimSpace(ex); q != "" {
			break
		}
	}
	if q == "" {
		q = strings.TrimSpace(s.Name)
	}
	if r := []rune(q); len(r) > maxQuestion {
		q = string(r[:maxQuestion])
	}
	return q
}

//go:embed actionwords/*.txt
var actionWordFiles embed.FS

// actionWords are the starts of words that mark an action skill, from the
// data files in actionwords, one per language.
type actionWords struct{ stems []string }

func loadActionWords() (*actionWords, error) {
	w := &actionWords{}
	files, err := fs.Glob(actionWordFiles, "actionwords/*.txt")
	if err != nil {
		return nil, err
	}
	for _, name := range files {
		f, err := actionWordFiles.Open(name)
		if err != nil {
			return nil, err
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			line, _, _ := strings.Cut(sc.Text(), "#")
			if line = strings.ToLower(strings.TrimSpace(line)); line != "" {
				w.stems = append(w.stems, line)
			}
		}
		f.Close()
		if err := sc.Err(); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
	}
	return w, nil
}

// match reports whether a word of the skill's id, name or tags starts
// with an action word. The description is not read: it often says what
// the skill does not do ("given on request").
func (w *actionWords) match(s a2a.AgentSkill) bool {
	fields := append([]string{s.ID, s.Name}, s.Tags...)
	for _, f := range fields {
		for _, word := range strings.FieldsFunc(strings.ToLower(f), func(r rune) bool { return !unicode.IsLetter(r) }) {
			for _, stem := range w.stems {
				if strings.HasPrefix(word, stem) {
					return true
				}
			}
		}
	}
	return false
}
