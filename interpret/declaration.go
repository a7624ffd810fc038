package interpret

import (
	"strings"

	"github.com/a2aproject/a2a-go/v2/a2a"
)

// Completion says when a member of staff finishes an action (OR-3.6).
type Completion string

const (
	// CompletionUnstated: the card states no completion; the skill gives
	// information rather than changing anything.
	CompletionUnstated Completion = ""
	// CompletionInConversation: the action is finished when the exchange ends.
	CompletionInConversation Completion = "in-conversation"
	// CompletionDeferred: a member of staff completes the action later; a
	// reply never means it is done (OR-5.8).
	CompletionDeferred Completion = "deferred"
)

// A Skill is one on-request skill as the card declares it, after checking.
type Skill struct {
	ID   string `json:"id"`
	Name string `json:"name,omitempty"` // the AgentSkill's name, for presentation
	// PersonEntry is the address where a person asks. It is empty when the
	// card's value failed its checks (OR-3.4, OR-3.8): never show a bad one.
	PersonEntry     string     `json:"personEntry"`
	AssistantAccess bool       `json:"assistantAccess"`
	Completion      Completion `json:"completion"`
}

// Action reports whether the skill changes something in the operator's
// systems, as far as the card shows (it states a completion).
func (s Skill) Action() bool { return s.Completion != CompletionUnstated }

// A Declaration is what an Agent Card says under this extension.
type Declaration struct {
	Operator string    `json:"operator"` // provider.organization, else the card's name
	Declared bool      `json:"declared"` // the card lists the extension
	Skills   []Skill   `json:"skills"`
	Findings []Finding `json:"findings"`

	catalog []skillTerms // every card skill's words, for Infer
}

// Skill returns the declared on-request skill with the given id. It is safe
// on a nil Declaration.
func (d *Declaration) Skill(id string) (Skill, bool) {
	if d == nil || id == "" {
		return Skill{}, false
	}
	for _, s := range d.Skills {
		if s.ID == id {
			return s, true
		}
	}
	return Skill{}, false
}

// Declare reads a card. It never fails: what is wrong becomes a Finding,
// and a bad entry does not take the others down with it. A nil card gives an
// empty Declaration.
//
// Where the card is unclear, Declare takes the reading that keeps the person
// safest: an entry whose id the card does not define is still on request; an
// entry repeated with different values keeps the most restrictive
// (assistantAccess only if every copy says true, deferred over
// in-conversation); a completion that is not one of the two values reads as
// deferred, so that no reply reads as done.
func Declare(card *a2a.AgentCard) *Declaration {
	d := &Declaration{Skills: []Skill{}, Findings: []Finding{}}
	if card == nil {
		return d
	}
	d.Operator = operatorName(card)
	d.catalog = catalog(card)

	var fs findings
	var ext *a2a.AgentExtension
	for i := range card.Capabilities.Extensions {
		e := &card.Capabilities.Extensions[i]
		switch {
		case e.URI == URI:
			if ext != nil {
				fs.add(RuleDeclaration, "the card declares the extension more than once; the first declaration is read")
				continue
			}
			ext = e
		case strings.EqualFold(strings.TrimRight(strings.TrimSpace(e.URI), "/"), URI):
			fs.add(RuleDeclaration, "the card declares the extension under a variant URI %q, which clients do not activate", clip(e.URI))
		}
	}
	if ext == nil {
		d.Findings = fs.result()
		if d.Findings == nil {
			d.Findings = []Finding{}
		}
		return d
	}
	d.Declared = true
	if ext.Required {
		fs.add(RuleDeclaration, "the extension is declared with required: true; it must be false")
	}

	cardSkills := make(map[string]*a2a.AgentSkill, len(card.Skills))
	for i := range card.Skills {
		s := &card.Skills[i]
		if _, dup := cardSkills[s.ID]; !dup {
			cardSkills[s.ID] = s
		}
	}

	raw, ok := ext.Params["skills"]
	list, isList := raw.([]any)
	switch {
	case ext.Params == nil:
		fs.add(RuleSkillsList, "the extension has no params, so no skills list")
	case !ok:
		fs.add(RuleSkillsList, "params has no skills array")
	case !isList:
		fs.add(RuleSkillsList, "params.skills is %s, not an array", jsonType(raw))
	}

	index := make(map[string]int, len(list))
	for i, item := range list {
		s, ok := readEntry(i, item, cardSkills, &fs)
		if !ok {
			continue
		}
		if j, dup := index[s.ID]; dup {
			fs.add(RuleSkillID, "%s is listed more than once; the most restrictive values are kept", skillRef(s.ID))
			d.Skills[j] = stricter(d.Skills[j], s)
			continue
		}
		index[s.ID] = len(d.Skills)
		d.Skills = append(d.Skills, s)
	}
	checkOrigins(card, d.Skills, &fs)
	d.Findings = fs.result()
	if d.Findings == nil {
		d.Findings = []Finding{}
	}
	return d
}

// DeclareRead is Declare for a card that its reader had to repair to use,
// such as a security scheme in @a2a-js/sdk's internal form or one left out
// (cache.Entry.Notes): each note becomes a [RuleA2A] finding, first, and the
// rest (OR-3.7 included) is judged on the card as read.
func DeclareRead(card *a2a.AgentCard, notes []string) *Declaration {
	d := Declare(card)
	if len(notes) == 0 {
		return d
	}
	fs := make([]Finding, 0, len(notes)+len(d.Findings))
	for _, n := range notes {
		fs = append(fs, Finding{Rule: RuleA2A, Message: "the card: " + n})
	}
	d.Findings = append(fs, d.Findings...)
	return d
}

func operatorName(card *a2a.AgentCard) string {
	if card.Provider != nil {
		if org := strings.TrimSpace(card.Provider.Org); org != "" {
			return org
		}
	}
	return strings.TrimSpace(card.Name)
}

// readEntry reads one entry of params.skills. It returns false only when the
// entry has no usable id; every other fault is a finding on a kept entry.
func readEntry(i int, item any, cardSkills map[string]*a2a.AgentSkill, fs *findings) (Skill, bool) {
	obj, ok := item.(map[string]any)
	if !ok {
		fs.add(RuleSkillID, "params.skills[%d] is %s, not an object", i, jsonType(item))
		return Skill{}, false
	}
	id, ok := obj["id"].(string)
	if !ok || strings.TrimSpace(id) == "" {
		if _, present := obj["id"]; present && !ok {
			fs.add(RuleSkillID, "params.skills[%d].id is %s, not a string", i, jsonType(obj["id"]))
		} else {
			fs.add(RuleSkillID, "params.skills[%d] has no id", i)
		}
		return Skill{}, false
	}
	s := Skill{ID: id}
	card, known := cardSkills[id]
	if known {
		s.Name = card.Name
	} else {
		fs.add(RuleSkillID, "%s is listed as on request but the card has no such skill; it is still treated as on request", skillRef(id))
	}

	switch v := obj["completion"].(type) {
	case nil:
		if _, present := obj["completion"]; present {
			fs.add(RuleCompletion, "%s has completion null; it is read as deferred", skillRef(id))
			s.Completion = CompletionDeferred
		}
	case string:
		switch Completion(v) {
		case CompletionInConversation, CompletionDeferred:
			s.Completion = Completion(v)
		default:
			fs.add(RuleCompletion, "%s has completion %q, not in-conversation or deferred; it is read as deferred", skillRef(id), clip(v))
			s.Completion = CompletionDeferred
		}
	default:
		fs.add(RuleCompletion, "%s has completion that is %s; it is read as deferred", skillRef(id), jsonType(v))
		s.Completion = CompletionDeferred
	}

	switch v := obj["assistantAccess"].(type) {
	case bool:
		s.AssistantAccess = v
	case nil:
		if _, present := obj["assistantAccess"]; present {
			fs.add(RuleAssistantAccess, "%s has assistantAccess null; it is read as false", skillRef(id))
		}
	default:
		fs.add(RuleAssistantAccess, "%s has assistantAccess that is %s, not a boolean; it is read as false", skillRef(id), jsonType(v))
	}

	switch v := obj["personEntry"].(type) {
	case string:
		if err := checkPersonEntry(v, s.Action()); err != nil {
			pe := err.(*PersonEntryError)
			fs.add(pe.Rule, "%s: personEntry %s; it is not used", skillRef(id), pe.Reason)
		} else {
			s.PersonEntry = v
		}
	case nil:
		fs.add(RulePersonEntry, "%s has no personEntry", skillRef(id))
	default:
		fs.add(RulePersonEntry, "%s has personEntry that is %s, not a string", skillRef(id), jsonType(v))
	}

	if known {
		if len(card.SecurityRequirements) > 0 {
			fs.add(RuleNotSignIn, "%s is on request and also has securityRequirements; it is treated as on request", skillRef(id))
		}
		checkSkillText(card, fs)
	}
	return s, true
}

// checkSkillText looks for an on-request value in the skill's own text
// (OR-3.9).
func checkSkillText(card *a2a.AgentSkill, fs *findings) {
	report := func(field, text string) bool {
		if amount := moneyAmount(text); amount != "" {
			fs.add(RuleNoValueInCard, "%s has a money amount in its %s: %q", skillRef(card.ID), field, amount)
			return true
		}
		return false
	}
	if report("name", card.Name) || report("description", card.Description) {
		return
	}
	for _, e := range card.Examples {
		if report("examples", e) {
			return
		}
	}
	for _, t := range card.Tags {
		if report("tags", t) {
			return
		}
	}
}

// stricter merges two entries for the same id, keeping what is safest.
func stricter(a, b Skill) Skill {
	a.AssistantAccess = a.AssistantAccess && b.AssistantAccess
	if a.Completion == CompletionDeferred || b.Completion == CompletionDeferred {
		a.Completion = CompletionDeferred
	} else if a.Completion == CompletionUnstated {
		a.Completion = b.Completion
	}
	if a.PersonEntry == "" {
		a.PersonEntry = b.PersonEntry
	}
	if a.PersonEntry != "" && a.Action() && checkPersonEntry(a.PersonEntry, true) != nil {
		a.PersonEntry = ""
	}
	return a
}

// jsonType names the JSON type of a decoded value, for findings.
func jsonType(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "a boolean"
	case float64, int, int64, float32, int32, uint, uint64:
		return "a number"
	case string:
		return "a string"
	case []any:
		return "an array"
	case map[string]any:
		return "an object"
	}
	return "an unexpected type"
}
