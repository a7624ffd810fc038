package interpret

import (
	"strings"

	"github.com/a2aproject/a2a-go/v2/a2a"
)

// A Call is what the assistant knew when it sent a message; the same reply
// reads differently depending on it. The zero Call is usable: with no
// Declaration, nothing can be confirmed against a card, so given-on-opt-in
// reads as on-request.
type Call struct {
	Declaration *Declaration // from the agent's card; nil when there is none
	Activated   bool         // the request carried A2A-Extensions: URI
	// SkillID is the skill the assistant meant to use, if it knows. An id
	// the card does not have does not decide the reading, and one that is
	// not a deferred action gives way to a deferred action Question plainly
	// asks for.
	SkillID string
	// SkillSource says how SkillID is known; empty means SkillNamed. A
	// client that remembers a task's skill passes on how it first knew it.
	SkillSource SkillSource
	// Confidence is the inference's, for SkillSource SkillInferred.
	Confidence float64
	// Question is the person's words. Where SkillID is empty and the reply
	// has no marker, the skill is inferred from them (Declaration.Infer).
	Question string
}

// Result reads a SendMessage result: a Message or a Task. A nil result, or
// one of neither type, reads as failed with a finding.
func (c Call) Result(r a2a.SendMessageResult) Outcome {
	switch v := r.(type) {
	case *a2a.Message:
		return c.Message(v)
	case *a2a.Task:
		return c.Task(v)
	}
	return c.nothing("the reply holds neither a message nor a task")
}

// Task reads a Task, from SendMessage or GetTask: its state, its status
// message and its artifacts. Its history is not read: a marker there belongs
// to an earlier turn.
func (c Call) Task(t *a2a.Task) Outcome {
	if t == nil {
		return c.nothing("the reply holds no task")
	}
	var ev evidence
	ev.task(t)
	return c.read(&ev)
}

// Message reads a Message reply.
func (c Call) Message(m *a2a.Message) Outcome {
	if m == nil {
		return c.nothing("the reply holds no message")
	}
	var ev evidence
	ev.message(m)
	return c.read(&ev)
}

// nothing is the outcome of a reply that cannot be read at all.
func (c Call) nothing(why string) Outcome {
	o := Outcome{Kind: KindFailed, Operator: c.operator(), SkillID: c.SkillID}
	if s, ok := c.Declaration.Skill(c.SkillID); ok {
		o.SkillName, o.PersonEntry = s.Name, s.PersonEntry
	}
	o.Findings = []Finding{{Rule: RuleA2A, Message: why}}
	return o
}

func (c Call) operator() string {
	if c.Declaration == nil {
		return ""
	}
	return c.Declaration.Operator
}

// stateClass groups task states by what they mean here.
type stateClass uint8

const (
	classMessage   stateClass = iota // no task: a Message reply
	classCompleted                   // the agent finished replying
	classRejected
	classFailed // FAILED or CANCELED
	classAuth
	classInput
	classPending // SUBMITTED or WORKING
	classUnknown // anything else, including 0.3-style strings
)

func classify(ev *evidence) stateClass {
	if !ev.isTask {
		return classMessage
	}
	switch ev.state {
	case a2a.TaskStateCompleted:
		return classCompleted
	case a2a.TaskStateRejected:
		return classRejected
	case a2a.TaskStateFailed, a2a.TaskStateCanceled:
		return classFailed
	case a2a.TaskStateAuthRequired:
		return classAuth
	case a2a.TaskStateInputRequired:
		return classInput
	case a2a.TaskStateSubmitted, a2a.TaskStateWorking:
		return classPending
	}
	return classUnknown
}

// read turns evidence into an Outcome, checking it against the card.
func (c Call) read(ev *evidence) Outcome {
	o := Outcome{
		Operator:  c.operator(),
		Text:      ev.text,
		Artifacts: ev.artifacts,
		TaskID:    ev.taskID,
		ContextID: ev.contextID,
		TaskState: ev.state,
	}
	var fs findings
	class := classify(ev)
	if class == classUnknown {
		fs.add(RuleA2A, "the task state %q is not an A2A 1.0 state; the reply is read as failed", clip(ev.state.String()))
	}

	m, marked := primaryMarker(ev, &fs)
	downgraded := false
	c.whichSkill(&o, m, marked, &fs)
	skill, listed := c.Declaration.Skill(o.SkillID)
	if listed {
		o.SkillName = skill.Name
		o.PersonEntry = skill.PersonEntry
	}
	if marked && !listed && o.SkillID != "" && c.Declaration != nil {
		if c.Declaration.Declared {
			fs.add(RuleSkillsList, "the reply marks %s as on request, but the card does not list it", skillRef(o.SkillID))
		} else {
			fs.add(RuleDeclaration, "the reply marks %s as on request, but the card does not declare the extension", skillRef(o.SkillID))
		}
	}

	switch {
	case marked && m.referral():
		o.Kind = KindOnRequest
		if m.status == statusActionReferred || (m.status == "" && skill.Action()) {
			o.Kind = KindActionReferred
		}
		checkReferralPlace(m, class, &fs)
	case marked:
		downgraded = givenOnOptIn(&o, m, class, ev.state, skill, listed, &fs)
	default:
		c.unmarked(&o, class, skill, listed, &fs)
	}

	if !marked && o.Kind == KindAnswered {
		c.failSafe(&o, class, &fs)
	}
	checkNotDone(o, class, m, marked, c.Declaration, &fs)
	if o.Kind == KindOnRequest || o.Kind == KindActionReferred || o.Kind == KindGivenOnOptIn {
		o.PersonEntry = c.personEntry(o, m, marked, listed, skill, &fs)
	}
	if o.Kind.Referral() && !downgraded {
		checkWords(o, &ev.words, &fs)
	}
	o.Findings = ev.fs.result(fs.list...)
	return o
}

// givenOnOptIn reads a reply marked given-on-opt-in, and reports whether it
// was read as on request instead (the card does not open the skill).
func givenOnOptIn(o *Outcome, m marker, class stateClass, state a2a.TaskState, skill Skill, listed bool, fs *findings) bool {
	if m.where != placeArtifact {
		fs.add(RuleMarker, "%s: given-on-opt-in belongs on an artifact, not on %s", skillRef(o.SkillID), m.where)
	}
	if class != classCompleted && class != classMessage && class != classPending {
		fs.add(RuleMarker, "%s: given-on-opt-in with task state %s; §6.2 expects TASK_STATE_COMPLETED", skillRef(o.SkillID), state)
	}
	switch {
	case !listed || !skill.AssistantAccess:
		// The card wins: without its opt-in the information is not the
		// assistant's to present. The agent gave it rather than referring,
		// so its words are not judged as a referral.
		o.Kind = KindOnRequest
		if listed {
			fs.add(RuleReferral, "%s is marked given-on-opt-in, but the card does not open it to assistants; read as on request", skillRef(o.SkillID))
		} else {
			fs.add(RuleReferral, "%s is marked given-on-opt-in, but no card entry opens it to assistants; read as on request", skillRef(o.SkillID))
		}
		return true
	case skill.Action():
		o.Kind = byState(class, skill)
	default:
		o.Kind = byState(class, skill)
		if o.Kind == KindAnswered {
			o.Kind = KindGivenOnOptIn
		}
	}
	return false
}

// unmarked reads a reply without a marker, by its state and the card.
func (c Call) unmarked(o *Outcome, class stateClass, skill Skill, listed bool, fs *findings) {
	o.Kind = byState(class, skill)
	final := class == classMessage || class == classCompleted || class == classRejected
	if !listed || !final {
		return
	}
	// An action carried out on opt-in has no status of its own (the
	// extension's open question 2), so a missing marker is a breach on
	// information, on a skill not opened, and on a declined action (which
	// must be action-referred, OR-5.7).
	if c.Activated && (!skill.AssistantAccess || !skill.Action() || class == classRejected) {
		fs.add(RuleMarker, "%s is on request and the extension was activated, but the reply carries no marker", skillRef(o.SkillID))
	}
	if !skill.AssistantAccess {
		// The card wins: this skill is not opened to assistants, so the
		// reply can only be a referral.
		o.Kind = KindOnRequest
		if skill.Action() {
			o.Kind = KindActionReferred
		}
	}
}

// byState reads a reply without a (usable) referral marker from its task
// state and the card's completion.
func byState(class stateClass, skill Skill) Kind {
	switch class {
	case classAuth:
		return KindSignInRequired
	case classInput:
		return KindInputRequired
	case classFailed, classRejected, classUnknown:
		return KindFailed
	case classPending:
		return KindActionPending
	}
	// A Message reply or TASK_STATE_COMPLETED: the agent finished replying.
	switch skill.Completion {
	case CompletionDeferred:
		return KindActionPending
	case CompletionInConversation:
		if class == classCompleted {
			return KindActionDone
		}
	}
	return KindAnswered
}

// primaryMarker picks the marker that decides the reading: a referral over
// given-on-opt-in, action-referred over on-request. Markers that disagree
// are a finding.
func primaryMarker(ev *evidence, fs *findings) (marker, bool) {
	if ev.nmarkers == 0 {
		return marker{}, false
	}
	rank := func(m marker) int {
		switch m.status {
		case statusActionReferred:
			return 3
		case statusOnRequest:
			return 2
		case statusGivenOnOptIn:
			return 0
		}
		return 1 // malformed or unknown: read as a referral
	}
	best := ev.markers[0]
	for _, m := range ev.markers[1:ev.nmarkers] {
		if m.status != best.status || m.skillID != best.skillID {
			fs.add(RuleMarker, "the reply carries markers that disagree (%q for %s, %q for %s); the more cautious is used",
				best.status, skillRef(best.skillID), m.status, skillRef(m.skillID))
		}
		if rank(m) > rank(best) || (rank(m) == rank(best) && best.skillID == "" && m.skillID != "") {
			best = m
		}
	}
	return best, true
}

// checkReferralPlace checks a referral marker against §6.2: on a message,
// with TASK_STATE_COMPLETED (on-request) or TASK_STATE_REJECTED
// (action-referred) where the agent made a task. A task still running is not
// judged yet.
func checkReferralPlace(m marker, class stateClass, fs *findings) {
	if m.where != placeMessage {
		fs.add(RuleMarker, "%s: the %s marker belongs on a message, not on %s", skillRef(m.skillID), statusName(m.status), m.where)
	}
	switch {
	case class == classMessage || class == classPending:
	case m.status == statusOnRequest && class != classCompleted:
		fs.add(RuleMarker, "%s: on-request with a task that did not end TASK_STATE_COMPLETED; the referral is kept", skillRef(m.skillID))
	case m.status == statusActionReferred && class != classRejected:
		fs.add(RuleMarker, "%s: action-referred with a task that did not end TASK_STATE_REJECTED; the referral is kept", skillRef(m.skillID))
	}
}

func statusName(s string) string {
	if s == "" {
		return "malformed"
	}
	return s
}

// personEntry chooses the address to give the person: the card's when it has
// a usable one, else the marker's if it passes the same checks.
func (c Call) personEntry(o Outcome, m marker, marked, listed bool, skill Skill, fs *findings) string {
	action := o.Kind == KindActionReferred || skill.Action()
	if marked && !m.hasPersonEntry && m.referral() {
		fs.add(RuleMarker, "%s: the %s marker has no personEntry", skillRef(o.SkillID), statusName(m.status))
	}
	if listed && skill.PersonEntry != "" {
		if marked && m.hasPersonEntry && m.personEntry != skill.PersonEntry {
			fs.add(RuleMarker, "%s: the reply's personEntry %q differs from the card's; the card's is used", skillRef(o.SkillID), clip(m.personEntry))
		}
		return skill.PersonEntry
	}
	if !marked || !m.hasPersonEntry {
		return ""
	}
	if err := checkPersonEntry(m.personEntry, action); err != nil {
		pe := err.(*PersonEntryError)
		fs.add(pe.Rule, "%s: the reply's personEntry %s; it is not used", skillRef(o.SkillID), pe.Reason)
		return ""
	}
	return m.personEntry
}

// checkWords checks that a referral says so in words and gives the address
// (OR-6.2, OR-5.3), and does not give a money amount all the same (OR-5.3).
func checkWords(o Outcome, memo *wordsMemo, fs *findings) {
	if strings.TrimSpace(o.Text) == "" {
		fs.add(RuleSameInWords, "%s: the referral has no text; it must say in words where to ask", skillRef(o.SkillID))
		return
	}
	if !memo.done || memo.text != o.Text || memo.entry != o.PersonEntry {
		*memo = wordsMemo{text: o.Text, entry: o.PersonEntry, done: true,
			mentions: o.PersonEntry == "" || mentions(o.Text, o.PersonEntry),
			amount:   moneyAmount(o.Text)}
	}
	if !memo.mentions {
		fs.add(RuleReferral, "%s: the reply text does not give the address %s", skillRef(o.SkillID), o.PersonEntry)
	}
	if memo.amount != "" {
		fs.add(RuleReferral, "%s: the referral's text contains a money amount (%q); it must not give the information", skillRef(o.SkillID), memo.amount)
	}
}

// mentions reports whether text gives the address: an https address with or
// without its scheme and final slash, or a tel: number's digits in order.
func mentions(text, entry string) bool {
	if hasPrefixFold(entry, "tel:") {
		return containsDigits(text, entry[len("tel:"):])
	}
	bare := strings.TrimSuffix(entry[len("https://"):], "/")
	return strings.Contains(text, bare) || containsFold(text, bare)
}

func containsFold(text, s string) bool {
	if len(s) > len(text) {
		return false
	}
	return strings.Contains(strings.ToLower(text), strings.ToLower(s))
}

// containsDigits reports whether the digits of number appear, in order and
// adjacent apart from separators, in text. "+44 20 7946 0000" gives
// tel:+44-20-7946-0000. A number written in national form ("020 7946 0000")
// does not count: the person may be abroad.
func containsDigits(text, number string) bool {
	var want []byte
	for i := 0; i < len(number) && number[i] != ';'; i++ {
		if number[i] >= '0' && number[i] <= '9' {
			want = append(want, number[i])
		}
	}
	if len(want) == 0 {
		return false
	}
	for start := 0; start < len(text); start++ {
		if text[start] != want[0] {
			continue
		}
		j, k, gap := start, 0, 0
		for j < len(text) && k < len(want) {
			switch c := text[j]; {
			case c == want[k]:
				k++
				gap = 0
			case (c == ' ' || c == '-' || c == '.' || c == '(' || c == ')') && gap < 3:
				gap++ // a short run of separators; a long one ends the number
			default:
				j = len(text)
				continue
			}
			j++
		}
		if k == len(want) {
			return true
		}
	}
	return false
}
