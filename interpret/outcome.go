package interpret

import (
	"strings"

	"github.com/a2aproject/a2a-go/v2/a2a"
)

// Kind is what a reply means for the person.
type Kind string

const (
	// KindAnswered: no marker; a public skill or an unmarked reply. The
	// agent's words are the answer.
	KindAnswered Kind = "answered"
	// KindOnRequest: the operator gives this to the person who asks, at
	// PersonEntry. Nothing in the reply is to be presented as the value.
	KindOnRequest Kind = "on-request"
	// KindActionReferred: the action was not done; the person can do it at
	// PersonEntry.
	KindActionReferred Kind = "action-referred"
	// KindGivenOnOptIn: the information is in Artifacts, given by the
	// operator to an assistant under its opt-in (OR-5.4); say it came from
	// the operator, on request (OR-6.4).
	KindGivenOnOptIn Kind = "given-on-opt-in"
	// KindActionPending: passed on, not done: a deferred action, or a task
	// that has not ended (OR-5.8). A completed task whose skill nobody
	// names, from an operator whose card declares a deferred action, reads
	// as that action pending (SkillSource "assumed"): the extension has no
	// marker for an accepted deferred action, so it cannot be told apart.
	KindActionPending Kind = "action-pending"
	// KindActionDone: an in-conversation action whose task completed.
	KindActionDone Kind = "action-done"
	// KindSignInRequired: the person must sign in (TASK_STATE_AUTH_REQUIRED).
	KindSignInRequired Kind = "sign-in-required"
	// KindInputRequired: the agent asks a question (TASK_STATE_INPUT_REQUIRED).
	KindInputRequired Kind = "input-required"
	// KindFailed: the task failed, was canceled or rejected without a
	// marker, or the reply could not be read.
	KindFailed Kind = "failed"
)

// Kinds returns every Kind, in the order above.
func Kinds() []Kind {
	return []Kind{KindAnswered, KindOnRequest, KindActionReferred, KindGivenOnOptIn,
		KindActionPending, KindActionDone, KindSignInRequired, KindInputRequired, KindFailed}
}

// Referral reports whether the kind sends the person to the operator's
// personEntry instead of answering (OR-6.3).
func (k Kind) Referral() bool { return k == KindOnRequest || k == KindActionReferred }

// Terminal reports whether the kind is an end of the exchange: false for
// a pending action and for a question back to the person or a sign-in.
func (k Kind) Terminal() bool {
	switch k {
	case KindActionPending, KindSignInRequired, KindInputRequired:
		return false
	}
	return true
}

// An Outcome is a reply read in the light of the card.
type Outcome struct {
	Kind      Kind   `json:"kind"`
	SkillID   string `json:"skillId,omitempty"`
	SkillName string `json:"skillName,omitempty"`
	// SkillSource says how SkillID is known: named by the caller, from the
	// reply's marker, inferred from the question, or assumed (a deferred
	// action, where nothing else fits). Empty when no skill is known.
	SkillSource SkillSource `json:"skillSource,omitempty"`
	// SkillConfidence, in [0, 1], is how well the question matched the
	// skill, for an inferred or assumed skill (see Declaration.Infer).
	SkillConfidence float64 `json:"skillConfidence,omitempty"`
	// PersonEntry is where the person can ask: the card's value for the
	// skill whenever the card lists it (for any kind, so that a pending
	// action can be followed up), else, for a referral, the reply's value if
	// it passes the same checks. It is never a value that failed them.
	PersonEntry string `json:"personEntry,omitempty"`
	Operator    string `json:"operator,omitempty"`
	// Text is the agent's own words: the Message, or the task's status
	// message. For KindGivenOnOptIn the information is in Artifacts (see
	// ArtifactText); Text holds it only when the agent put its marker on a
	// message instead (a finding).
	Text      string          `json:"text,omitempty"`
	Artifacts []*a2a.Artifact `json:"artifacts,omitempty"`
	TaskID    a2a.TaskID      `json:"taskId,omitempty"`
	ContextID string          `json:"contextId,omitempty"`
	TaskState a2a.TaskState   `json:"taskState,omitempty"`
	Findings  []Finding       `json:"findings,omitempty"`
}

// ArtifactText joins the text parts of the outcome's artifacts: the parts of
// one artifact directly (streamed chunks are parts), artifacts with a blank
// line between them.
func (o Outcome) ArtifactText() string {
	var b strings.Builder
	n := 0
	for _, a := range o.Artifacts {
		if a == nil {
			continue
		}
		for _, p := range a.Parts {
			if p != nil {
				n += len(p.Text())
			}
		}
		n += 2
	}
	b.Grow(n)
	first := true
	for _, a := range o.Artifacts {
		if a == nil || !hasText(a.Parts) {
			continue
		}
		if !first {
			b.WriteString("\n\n")
		}
		first = false
		for _, p := range a.Parts {
			if p != nil {
				b.WriteString(p.Text())
			}
		}
	}
	return b.String()
}

func hasText(parts a2a.ContentParts) bool {
	for _, p := range parts {
		if p != nil && p.Text() != "" {
			return true
		}
	}
	return false
}

// MessageText returns a message's text parts joined with newlines: what a
// person said, for [Call.Question]. It is safe on a nil message.
func MessageText(m *a2a.Message) string {
	if m == nil {
		return ""
	}
	return partsText(m.Parts)
}

// partsText joins the text parts of a message with newlines. A single text
// part is returned as it is, without copying.
func partsText(parts a2a.ContentParts) string {
	n, count, last := 0, 0, ""
	for _, p := range parts {
		if p == nil {
			continue
		}
		if t := p.Text(); t != "" {
			n += len(t)
			count++
			last = t
		}
	}
	if count <= 1 {
		return last
	}
	var b strings.Builder
	b.Grow(n + count - 1)
	for _, p := range parts {
		if p == nil {
			continue
		}
		if t := p.Text(); t != "" {
			if b.Len() > 0 {
				b.WriteByte('\n')
			}
			b.WriteString(t)
		}
	}
	return b.String()
}
