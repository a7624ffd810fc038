package interpret

import "fmt"

// URI identifies the On Request extension, in Agent Cards, in the
// A2A-Extensions header and as the metadata key on replies.
const URI = "https://agent-capability.org/ext/on-request/v1"

// A Finding is one breach of the extension's rules by an agent: in its card
// or in a reply. Findings are data for the assistant to log or show; they
// never stop a reading.
type Finding struct {
	Rule    string `json:"rule"`    // the spec's rule id, such as "OR-3.4"
	Message string `json:"message"` // one sentence, naming the skill where there is one
}

func (f Finding) String() string { return f.Rule + ": " + f.Message }

// Rule ids used in [Finding.Rule]. They are the extension's own requirement
// numbers, except [RuleA2A], which marks a breach of A2A itself (such as an
// unknown task state) that changes how a reply is read.
const (
	RuleDeclaration     = "OR-3.1" // the extension declared with required: false
	RuleSkillsList      = "OR-3.2" // params.skills lists every on-request skill
	RuleSkillID         = "OR-3.3" // each entry names a card skill, once
	RulePersonEntry     = "OR-3.4" // personEntry is https (or tel: for information)
	RuleAssistantAccess = "OR-3.5" // assistantAccess is a boolean
	RuleCompletion      = "OR-3.6" // completion is in-conversation or deferred
	RuleNotSignIn       = "OR-3.7" // an on-request skill has no securityRequirements
	RuleNoCircumstances = "OR-3.8" // personEntry reveals nothing about the person
	RuleNoValueInCard   = "OR-3.9" // skill text holds no on-request value
	RuleReferral        = "OR-5.3" // a referral gives the address; no opt-in, no value
	RuleNotDone         = "OR-5.8" // a deferred action is never told as done
	RuleMarker          = "OR-6.1" // the reply marker, its place and task state (§6.2)
	RuleSameInWords     = "OR-6.2" // the reply text says what the marker says
	RuleA2A             = "A2A"    // the reply breaks A2A in a way that matters here
)

// maxFindings bounds the findings kept for one card or reply, so that a
// hostile document cannot make a reading grow without limit.
const maxFindings = 32

// findings collects findings without duplicates, up to maxFindings.
type findings struct {
	list    []Finding
	dropped int
}

func (fs *findings) add(rule, format string, args ...any) {
	f := Finding{Rule: rule, Message: fmt.Sprintf(format, args...)}
	for _, g := range fs.list {
		if g == f {
			return
		}
	}
	if len(fs.list) >= maxFindings {
		fs.dropped++
		return
	}
	fs.list = append(fs.list, f)
}

// result returns the findings as a new slice the caller may keep, with a
// closing note when some were dropped.
func (fs *findings) result(extra ...Finding) []Finding {
	n := len(fs.list) + len(extra)
	if fs.dropped > 0 {
		n++
	}
	if n == 0 {
		return nil
	}
	out := make([]Finding, 0, n)
	out = append(out, fs.list...)
	out = append(out, extra...)
	if fs.dropped > 0 {
		out = append(out, Finding{Rule: RuleA2A, Message: fmt.Sprintf("%d further findings were left out", fs.dropped)})
	}
	return out
}

// skillRef names a skill in a finding message.
func skillRef(id string) string {
	if id == "" {
		return "a skill with no id"
	}
	return fmt.Sprintf("skill %q", clip(id))
}

// clip shortens untrusted text quoted in a finding.
func clip(s string) string {
	const max = 80
	if len(s) <= max {
		return s
	}
	// Cut on a rune boundary.
	i := max
	for i > 0 && s[i]&0xC0 == 0x80 {
		i--
	}
	return s[:i] + "…"
}
