package probe

import (
	"fmt"
	"strings"

	"github.com/agent-capability/onrequest/interpret"
)

// replies are one skill's two replies: to the same question with the
// extension activated (on) and without (off).
type replies struct{ on, off interpret.Outcome }

// judge turns a skill's replies into its checks. Where interpret already
// judged a rule (its findings), the finding decides; the probe adds only
// what needs both replies or the card's view of the skill.
func judge(p plan, r replies, done doneReader) []Check {
	if p.kind != kindOnRequest {
		return []Check{publicCheck(p, r)}
	}
	cs := []Check{markerCheck(p, r.on)}
	switch k := r.on.Kind; {
	case k.Referral() || !p.entry.AssistantAccess:
		cs = append(cs, referralCheck(p, r.on))
		if k.Referral() {
			cs = append(cs, wordsCheck(p, r.on))
		}
	case k == interpret.KindGivenOnOptIn:
		cs = append(cs, check(p, "OR-5.4", Pass, "the information is given on the operator's opt-in, in an artifact"))
	}
	if p.action || r.on.Kind == interpret.KindActionPending || r.off.Kind == interpret.KindActionPending {
		cs = append(cs, doneCheck(p, r, done))
	}
	return append(cs, sameConductCheck(p, r))
}

func check(p plan, rule string, res Result, format string, args ...any) Check {
	return Check{Rule: rule, SkillID: p.id, Result: res, Message: fmt.Sprintf(format, args...)}
}

// failures joins the messages of o's findings under rule.
func failures(o interpret.Outcome, rule string) []string {
	var out []string
	for _, f := range o.Findings {
		if f.Rule == rule {
			out = append(out, f.Message)
		}
	}
	return out
}

func verdict(p plan, rule string, problems []string, ok string) Check {
	if len(problems) == 0 {
		return check(p, rule, Pass, "%s", ok)
	}
	return check(p, rule, Fail, "%s", strings.Join(problems, "; "))
}

// publicCheck: a skill not listed is answered to every client (OR-5.2),
// activated or not.
func publicCheck(p plan, r replies) Check {
	var problems []string
	for _, m := range []struct {
		o    interpret.Outcome
		mode string
	}{{r.on, "with"}, {r.off, "without"}} {
		if m.o.Kind.Referral() {
			problems = append(problems, fmt.Sprintf("%s the extension activated the agent referred the person instead of answering (%s)", m.mode, describe(m.o)))
		}
	}
	if gives(r.on) && !gives(r.off) && r.off.Kind != interpret.KindInputRequired {
		problems = append(problems, fmt.Sprintf("answered with the extension activated but not without (%s)", describe(r.off)))
	}
	return verdict(p, "OR-5.2", problems, "not referred, activated or not ("+state(r.on)+")")
}

// markerCheck is OR-6.1 on the activated reply: interpret's findings on
// the marker, its place and the task state (§6.2), and the status the
// card's kind of skill calls for.
func markerCheck(p plan, on interpret.Outcome) Check {
	problems := failures(on, interpret.RuleMarker)
	// An action the card declares with a completion must be referred as
	// one; a skill only named like an action (completion is optional,
	// OR-3.6) may be referred either way.
	switch {
	case p.entry.Action() && on.Kind == interpret.KindOnRequest:
		problems = append(problems, "the reply is marked on-request, but the skill is an action: §6.1 calls for action-referred")
	case !p.action && on.Kind == interpret.KindActionReferred:
		problems = append(problems, "the reply is marked action-referred, but the skill gives information: §6.1 calls for on-request")
	}
	ok := "marked " + string(on.Kind) + " where §6.2 puts it"
	switch on.Kind {
	case interpret.KindOnRequest, interpret.KindActionReferred, interpret.KindGivenOnOptIn:
	case interpret.KindActionDone, interpret.KindActionPending:
		ok = "no marker, as for an action carried out on the operator's opt-in (§6.1 defines none)"
	default:
		ok = "no §6.2 reply to mark (" + state(on) + ")"
	}
	return verdict(p, interpret.RuleMarker, problems, ok)
}

// referralCheck is OR-5.3 (information) or OR-5.7 (an action) on the
// activated reply: a referral, with the address, and no value.
func referralCheck(p plan, on interpret.Outcome) Check {
	rule := p.rule()
	var problems []string
	if !on.Kind.Referral() {
		problems = append(problems, "the agent did not refer the person: "+describe(on))
	}
	problems = append(problems, failures(on, interpret.RuleReferral)...)
	if v := interpret.MoneyAmount(on.ArtifactText()); v != "" && on.Kind.Referral() {
		problems = append(problems, fmt.Sprintf("the referral carries an artifact with a money amount (%q)", v))
	}
	return verdict(p, rule, problems, "refers the person to "+orNone(on.PersonEntry)+" and gives no value")
}

// wordsCheck is OR-6.2: the words of a referral say what its marker says,
// with the address.
func wordsCheck(p plan, on interpret.Outcome) Check {
	problems := failures(on, interpret.RuleSameInWords)
	if len(problems) == 0 && on.PersonEntry != "" && !interpret.GivesAddress(on.Text, on.PersonEntry) {
		problems = append(problems, fmt.Sprintf("the words do not say where to ask: %q does not give %s", clip(on.Text), on.PersonEntry))
	}
	return verdict(p, interpret.RuleSameInWords, problems, "the words give the referral and the address")
}

// doneCheck is OR-5.8: no reply calls a pending or declined action done.
func doneCheck(p plan, r replies, done doneReader) Check {
	var problems []string
	claims := map[string][]string{} // claim -> modes
	var order []string
	for _, m := range []struct {
		o    interpret.Outcome
		mode string
	}{{r.on, "with"}, {r.off, "without"}} {
		if m.o.Kind != interpret.KindActionPending && !m.o.Kind.Referral() {
			continue
		}
		problems = append(problems, failures(m.o, ruleDeferred)...)
		text := strings.TrimSpace(m.o.Text + "\n" + m.o.ArtifactText())
		if s := done.claim(p.id, m.o.Operator, text); s != "" {
			s = fmt.Sprintf("the reply says the action is done (%q), but it is %s", clip(s), notDone(m.o))
			if claims[s] == nil {
				order = append(order, s)
			}
			claims[s] = append(claims[s], m.mode)
		}
	}
	for _, s := range order {
		problems = append(problems, strings.Join(claims[s], " and ")+" activation "+s)
	}
	if len(problems) == 0 && r.on.Kind != interpret.KindActionPending && !r.on.Kind.Referral() &&
		r.off.Kind != interpret.KindActionPending && !r.off.Kind.Referral() {
		return check(p, ruleDeferred, Pass, "nothing was left pending (%s)", state(r.on))
	}
	return verdict(p, ruleDeferred, problems, "the reply does not call the action done")
}

func notDone(o interpret.Outcome) string {
	if o.Kind.Referral() {
		return "referred, not done"
	}
	return "passed on for staff to complete"
}

// sameConductCheck is OR-5.1: without activation the agent gives no more
// than with it: no value it withheld, no action it declined, and the same
// referral in words.
func sameConductCheck(p plan, r replies) Check {
	var problems []string
	on, off := conductOf(r.on), conductOf(r.off)
	if on.refers && !off.refers {
		problems = append(problems, fmt.Sprintf("without activation the reply does not give the address %s: %q", r.off.PersonEntry, clip(r.off.Text)))
	}
	if on.value == "" && off.value != "" {
		problems = append(problems, fmt.Sprintf("without activation the reply gives an amount (%q) that it withholds with activation", off.value))
	}
	if !on.gives && off.gives {
		problems = append(problems, fmt.Sprintf("without activation the agent gave or did what it declined with activation (%s, against %s)", describe(r.off), describe(r.on)))
	}
	return verdict(p, "OR-5.1", problems, "the same conduct with and without activation")
}

// conduct is what a reply gave the client, whatever its marker says.
type conduct struct {
	refers bool   // the words give the personEntry
	value  string // a money amount in the words or artifacts
	gives  bool   // an answer, information or an action accepted
}

func conductOf(o interpret.Outcome) conduct {
	art := strings.TrimSpace(o.ArtifactText())
	c := conduct{
		refers: o.PersonEntry != "" && interpret.GivesAddress(o.Text, o.PersonEntry),
		value:  interpret.MoneyAmount(o.Text + "\n" + art),
		gives:  art != "",
	}
	switch o.Kind {
	case interpret.KindAnswered, interpret.KindGivenOnOptIn, interpret.KindActionDone, interpret.KindActionPending:
		c.gives = true
	}
	return c
}

// gives reports whether a reply answered rather than refused or failed.
func gives(o interpret.Outcome) bool { return conductOf(o).gives }

// state names the kind of a reply and its task state.
func state(o interpret.Outcome) string {
	if o.TaskState != "" {
		return string(o.Kind) + ", task " + string(o.TaskState)
	}
	return string(o.Kind)
}

// describe says in a few words what a reply was, quoting its words.
func describe(o interpret.Outcome) string {
	s := state(o)
	if t := strings.TrimSpace(o.Text); t != "" {
		s += fmt.Sprintf(": %q", clip(t))
	}
	return s
}

func orNone(s string) string {
	if s == "" {
		return "(no address)"
	}
	return s
}

// clip shortens agent text quoted in a message.
func clip(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 100 {
		return string(r[:100]) + "…"
	}
	return s
}
