package probe

// Result is the verdict of one check.
type Result string

const (
	Pass    Result = "pass"
	Fail    Result = "fail"
	Skipped Result = "skipped" // not sent (an action without WithActions, a sign-in skill) or not applicable
)

// A Check is one rule judged on one skill, or on the card (SkillID "").
type Check struct {
	Rule    string `json:"rule"`    // the extension's rule id, such as "OR-6.1"
	SkillID string `json:"skillId"` // "" for the card as a whole
	Result  Result `json:"result"`
	// Message says what was seen, in one sentence. It may quote the
	// agent's words: print it through a terminal-safe filter.
	Message string `json:"message"`
}

// A Report is the outcome of probing one agent. Its JSON form is
// {"agent", "operator", "checks": [{"rule", "skillId", "result",
// "message"}]}; checks is [] when empty, never null.
type Report struct {
	Agent    string  `json:"agent"`    // the agent URL probed
	Operator string  `json:"operator"` // provider.organization, else the card's name
	Checks   []Check `json:"checks"`
}

// Failed reports whether any check failed.
func (r *Report) Failed() bool {
	for _, c := range r.Checks {
		if c.Result == Fail {
			return true
		}
	}
	return false
}

// Fix says in plain words what an operator does about a failed check of
// rule, for reports that people read. It returns "" for a rule it does not
// know.
func Fix(rule string) string {
	switch rule {
	case "OR-3.1", "OR-3.2", "OR-3.3", "OR-3.4", "OR-3.5", "OR-3.6", "OR-3.7", "OR-3.8", "OR-3.9":
		return "Correct the Agent Card's declaration of the extension (run 'onrequest card' on it)."
	case "OR-5.1":
		return "Answer a client that does not activate the extension exactly as one that does: the same referral, never the value."
	case "OR-5.2":
		return "Answer public skills for every client; refer only skills listed as on request."
	case "OR-5.3":
		return "Do not give on-request information; say that you give it to the person who asks, and give the personEntry address."
	case "OR-5.7":
		return "Do not carry out the action for an assistant; say it was not done and give the personEntry address."
	case "OR-5.8":
		return "Never say a deferred action is done: say it was passed on and a member of staff completes it."
	case "OR-6.1":
		return "Mark the reply with the extension's object where §6.2 puts it, with the right status, skillId and personEntry, the URI in its extensions, and the task state §6.2 names."
	case "OR-6.2":
		return "Say in the reply text what the marker says: that the operator gives this on request, and where to ask."
	}
	return ""
}
