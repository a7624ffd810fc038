package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

// Scripted is a stand-in for a model. It reads the person's message with
// the words in lang/*.txt (English, German, French, Spanish, Italian,
// Dutch, Portuguese and Japanese) and routes it by the agents' own cards:
// the businesses it names and the skills whose words it shares (see Plan).
// It is deterministic, so tests can rely on it, and it needs no network
// and no API key.
//
// To show the guard at work, its drafts say what a naive model would add:
// a price "from the web" where the operator gives prices on request, and
// "booked" where an action was not done. The guard must strip both; -v
// shows what it blocked.
type Scripted struct {
	// Tempt makes drafts carry the naive additions (the default in the
	// program). Without it the draft is present's sentence alone.
	Tempt bool
	last  string // URL of the agent asked last, for follow-ups
	said  string // present's sentence for the last outcome, for "did you …?"
}

// Name implements Planner.
func (*Scripted) Name() string { return "scripted" }

// A PlanKind says what the planner does with a message.
type PlanKind string

const (
	PlanAsk       PlanKind = "ask"       // ask an agent (Plan.Call)
	PlanAnswer    PlanKind = "answer"    // answer the question an agent asked (Plan.Call continues its task)
	PlanElsewhere PlanKind = "elsewhere" // the opposite of an action nobody's skill does: whom to ask (Plan.Agent)
	PlanUncovered PlanKind = "uncovered" // the business named does not say it handles that (Plan.Agent)
	PlanNone      PlanKind = "none"      // none of these businesses handles that
	PlanWhich     PlanKind = "which"     // several businesses could answer: which one?
	PlanRecap     PlanKind = "recap"     // "did you …?": what the last outcome was
	PlanHelp      PlanKind = "help"      // nothing to read
)

// A Plan is the scripted planner's choice for one message.
type Plan struct {
	Kind  PlanKind
	Call  present.ToolCall // for PlanAsk and PlanAnswer
	Agent *Agent           // the business concerned, where there is one
	// Near is, for PlanElsewhere, the skill the message is about (the one
	// whose opposite it asks for): its address is where to ask.
	Near string
}

// Plan chooses what to do with the person's words. It is exported for
// tests; Answer uses it.
//
// The message is read in every language of lang/*.txt and turned into the
// words the cards use, in kinds: the business named, the topic (what the
// message is about: an appointment, a newsletter, a cremation), the action
// (what is done or asked of it: book, cost, open, subscribe), a price
// question, a negative (cancel, unsubscribe), a day. Every other word that
// is not filler ("the", "please", "tonight") is an unknown word. The
// subject is the topic, else the unknown words: "Book me a table for two
// tonight" has the action "book" and the subject "table".
//
// The scoring, in order:
//
//   - A message that answers an agent's open question (a day, a time, yes
//     or no, a plain statement with no topic or action of its own)
//     continues that task; anything else leaves the task open and is
//     routed anew.
//   - "Did you …?" is answered from the last outcome, never by asking again.
//   - The business is the one the message names (its name's own words).
//     Else the businesses that match: with a subject, those with a skill
//     whose card words (id, name, description, tags, examples) share a word
//     with it, so an action many skills share ("book", "how much") never
//     routes alone; without one, those whose skills match the action with
//     interpret's confidence. Of several, the one asked last (a follow-up),
//     else the person is asked which is meant; of none, the person is told
//     that none of these businesses handles that. A cancel that names
//     nobody is about the open task, else the last one.
//   - The skill is the one whose card words match the topic and action
//     best (inferSkill, interpret's word-overlap scoring); a business named
//     whose skills leave a known topic unmatched does not handle it
//     (uncovered). A price question goes to a pricing skill, never to the
//     booking of the thing priced. A cancel, unsubscribe or stop goes only
//     to a skill named for it; where there is none the person is told whom
//     to ask, and nothing is asked: never the opposite action.
//
// Unknown words decide only where no business is named: with one named,
// a word the lexicons lack is more often a paraphrase than another
// subject, and the business's own reply says what it does.
func (s *Scripted) Plan(t Turn) Plan {
	if strings.TrimSpace(t.Text) == "" {
		return Plan{Kind: PlanHelp}
	}
	r := read(t.Text)
	if t.Awaiting != nil && r.answers() {
		q := t.Text
		switch {
		case r.day != "" && r.hasDigits:
			q = upperFirst(r.day) + " (" + t.Text + ")."
		case r.day != "":
			q = upperFirst(r.day) + "."
		case r.yes && !r.no:
			q = "Yes."
		case r.no && !r.yes:
			q = "No."
		}
		return Plan{Kind: PlanAnswer, Call: present.ToolCall{Agent: t.Awaiting.Agent, Skill: t.Awaiting.Skill, Question: q}, Agent: findAgent(t.Agents, t.Awaiting.Agent)}
	}
	if r.recap && len(r.negative) == 0 {
		return Plan{Kind: PlanRecap}
	}
	ag, kind := s.pickAgent(t.Agents, r)
	if ag == nil && len(r.negative) > 0 {
		// "Cancel it": the business of the open task, else the last one.
		if t.Awaiting != nil {
			ag = findAgent(t.Agents, t.Awaiting.Agent)
		} else {
			ag = findAgent(t.Agents, s.last)
		}
	}
	if ag == nil {
		return Plan{Kind: kind}
	}
	skill, ok := pickSkill(*ag, r)
	switch {
	case ok && len(r.topic) > 0 && !covers(*ag, r.subject()):
		// The business does nothing about what the message is about,
		// whatever verb it shares: "the clinic's newsletter".
		return Plan{Kind: PlanUncovered, Agent: ag}
	case len(r.negative) > 0 && !ok:
		near, _ := inferSkill(*ag, r.topicWords())
		return Plan{Kind: PlanElsewhere, Agent: ag, Near: near}
	case !ok:
		return Plan{Kind: PlanUncovered, Agent: ag}
	}
	return Plan{Kind: PlanAsk, Agent: ag, Call: present.ToolCall{Agent: ag.URL, Skill: skill, Question: question(*ag, skill, r)}}
}

// pickAgent chooses the business: the one named, else one whose skills
// cover the message's subject (see Plan), else none.
func (s *Scripted) pickAgent(agents []Agent, r reading) (*Agent, PlanKind) {
	best, bestNamed := -1, 0
	for i := range agents {
		if n := named(agents, i, r); n > bestNamed {
			best, bestNamed = i, n
		}
	}
	if best >= 0 {
		return &agents[best], PlanAsk
	}
	// Among the businesses that match: the one asked last (a follow-up),
	// else the only one; several ask which is meant. With a subject, a
	// business matches when some skill of its card uses a word of it;
	// without one, when its skills match what is asked.
	subject := r.subject()
	var matching []*Agent
	for i := range agents {
		if !matches(agents[i], r, subject) {
			continue
		}
		if agents[i].URL == s.last {
			return &agents[i], PlanAsk
		}
		matching = append(matching, &agents[i])
	}
	switch len(matching) {
	case 0:
		return nil, PlanNone
	case 1:
		return matching[0], PlanAsk
	}
	return nil, PlanWhich
}

// matches reports whether the agent's skills cover the subject, or, for a
// message with none, match what it asks with interpret's confidence.
func matches(ag Agent, r reading, subject string) bool {
	if subject != "" {
		return covers(ag, subject)
	}
	_, conf := inferSkill(ag, r.topicWords())
	return conf >= inferThreshold
}

// named counts the words of agent i's name that the message uses and that
// not every agent's name shares ("Example …" names no one).
func named(agents []Agent, i int, r reading) int {
	said := r.text + " " + strings.Join(r.business, " ")
	n := 0
	for _, w := range cardWords(agents[i].Operator) {
		shared := true
		for j := range agents {
			if j != i && !slices.Contains(cardWords(agents[j].Operator), w) {
				shared = false
			}
		}
		if len(agents) > 1 && shared || len(w) < 3 {
			continue
		}
		if index(said, w, true) >= 0 {
			n++
		}
	}
	return n
}

// pickSkill chooses the agent's skill for the message (see Plan).
func pickSkill(ag Agent, r reading) (string, bool) {
	if len(r.negative) > 0 {
		// Only a skill whose id, name or tags say it does the opposite:
		// "You can unsubscribe at any time" describes the subscribe skill.
		for _, sk := range ag.Skills {
			own := cardWords(sk.ID + " " + sk.Name + " " + strings.Join(sk.Tags, " "))
			for _, w := range strings.Fields(strings.Join(r.negative, " ")) {
				if slices.Contains(own, w) {
					return sk.ID, true
				}
			}
		}
		return "", false
	}
	if len(r.price) > 0 {
		if id, conf := inferSkill(ag, strings.Join(r.price, " ")); conf >= inferThreshold {
			return id, true
		}
	}
	id, conf := inferSkill(ag, r.topicWords())
	return id, conf >= inferThreshold
}

// question is what the agent is asked: the skill's name, in the card's own
// words (the scripted planner does not translate), with the day when the
// person named one.
func question(ag Agent, skill string, r reading) string {
	q := skill
	for _, sk := range ag.Skills {
		if sk.ID == skill && sk.Name != "" {
			q = sk.Name
		}
	}
	if r.day != "" {
		return q + " " + r.day + "."
	}
	return q + "."
}

// upperFirst capitalises the first letter of s, to start a sentence.
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

func findAgent(agents []Agent, url string) *Agent {
	for i := range agents {
		if agents[i].URL == url {
			return &agents[i]
		}
	}
	return nil
}

// Answer implements Planner: at most one tool call, then a draft built
// from present's sentence for the person (plus the naive additions when
// Tempt), or the planner's own sentence where it asked nobody.
func (s *Scripted) Answer(ctx context.Context, t Turn, ask Asker, w io.Writer) error {
	p := s.Plan(t)
	var own string
	switch p.Kind {
	case PlanAsk, PlanAnswer:
		return s.ask(ctx, t, p.Call, ask, w)
	case PlanElsewhere:
		own = elsewhere(t.Lang, p.Agent, p.Near)
	case PlanUncovered:
		own = phrase(t.Lang, "uncovered", "operator", p.Agent.Operator, "skills", skillNames(t.Lang, *p.Agent))
	case PlanNone:
		own = phrase(t.Lang, "none") + agentList(t.Lang, t.Agents)
	case PlanWhich:
		own = phrase(t.Lang, "which") + agentList(t.Lang, t.Agents)
	case PlanRecap:
		own = phrase(t.Lang, "recap-none")
		if s.said != "" {
			own = phrase(t.Lang, "recap") + " " + s.said
		}
	default:
		own = s.Help(t)
	}
	_, err := io.WriteString(w, own)
	return err
}

// ask makes the tool call and writes present's sentence for its outcome.
func (s *Scripted) ask(ctx context.Context, t Turn, call present.ToolCall, ask Asker, w io.Writer) error {
	s.last = call.Agent
	res, err := ask(ctx, call)
	if err != nil {
		_, werr := fmt.Fprintf(w, "%s %v", phrase(t.Lang, "unreachable"), err)
		return werr
	}
	s.said = res.Say
	// present's sentence for the outcome is the answer; a planner that
	// passes it on as it stands says so, and it is shown as it is.
	if pw, ok := w.(PresentedWriter); ok {
		err = pw.Presented(res.Say)
	} else {
		_, err = io.WriteString(w, res.Say)
	}
	if err != nil || !s.Tempt {
		return err
	}
	if extra := temptation(res, t.Lang); extra != "" {
		// The planner's own words, which the guard judges.
		_, err = io.WriteString(w, "\n"+extra)
	}
	return err
}

// elsewhere tells the person whom to ask for what nobody's skill does here:
// the business, at the address its card gives for the skill the message is
// about (near), else at its first address.
func elsewhere(lang language.Tag, ag *Agent, near string) string {
	if ag == nil {
		return phrase(lang, "none")
	}
	entry := ""
	if ag.Declaration != nil {
		for _, sk := range ag.Declaration.Skills {
			if sk.PersonEntry != "" && (entry == "" || sk.ID == near) {
				entry = sk.PersonEntry
			}
		}
	}
	if _, text := present.Address(entry); text != "" {
		return phrase(lang, "elsewhere", "operator", ag.Operator, "address", text)
	}
	return phrase(lang, "elsewhere-direct", "operator", ag.Operator)
}

// temptation is what a naive assistant adds to a reply (see Scripted).
func temptation(res present.ToolResult, lang language.Tag) string {
	switch res.Status {
	case interpret.KindOnRequest:
		return phrase(lang, "web-price")
	case interpret.KindActionReferred:
		return phrase(lang, "booked-referred")
	case interpret.KindActionPending:
		return phrase(lang, "booked-pending")
	}
	return ""
}

// Help lists what the scripted planner understands.
func (s *Scripted) Help(t Turn) string {
	return phrase(t.Lang, "help") + agentList(t.Lang, t.Agents)
}

// agentList lists the agents and their skills, one line each, in lang.
func agentList(lang language.Tag, agents []Agent) string {
	var b strings.Builder
	for _, ag := range agents {
		fmt.Fprintf(&b, "\n  - %s: %s", ag.Operator, skillNames(lang, ag))
	}
	return b.String()
}

// skillNames lists the agent's skills by their names in lang, as the
// lexicon's [skill] section gives them; a name it lacks is the card's own.
func skillNames(lang language.Tag, ag Agent) string {
	var names []string
	for _, sk := range ag.Skills {
		name := sk.Name
		if own, ok := lexiconFor(lang).skill[fold(sk.Name)]; ok {
			name = own
		}
		names = append(names, name)
	}
	return strings.Join(names, "; ")
}
