package main

import (
	"context"
	"flag"
	"fmt"
	"io"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
)

var interpretSpec = cmdSpec{
	name:     "interpret",
	synopsis: "--card SOURCE [--lang TAG] [--json] [--skill ID] [--allow-private] REPLY",
	about: `Reads a saved reply of an agent in the light of its card, as an assistant
that activated the extension would, and prints what the person would be told
and every finding (a breach of the extension's rules by the agent).

REPLY is a file or - for standard input, holding a Message, a Task, a
SendMessage result ({"message":…} or {"task":…}), a whole JSON-RPC response,
or a stream: JSON lines of stream responses, or a saved server-sent event
stream. SOURCE is as for 'onrequest card'.

--json prints {"kind", "skillId", "personEntry", "operator", "say",
"findings": [{"rule", "message"}]}. kind is one of answered, on-request,
action-referred, given-on-opt-in, action-pending, action-done,
sign-in-required, input-required, failed.

Exit status: 0 whatever the findings, 2 when an input cannot be read.`,
	example: `  onrequest interpret --card card.json reply.json
  curl -s ... | onrequest interpret --card https://agent.example.com --lang fr --json -`,
	positional: 1,
}

// outcomeJSON is the stable --json form of interpret and ask, and what
// guard reads back. Keep the names.
type outcomeJSON struct {
	Kind    string `json:"kind"`
	SkillID string `json:"skillId"`
	// SkillSource says how the skill is known: named (--skill), marker,
	// inferred from the question, or assumed (the card's deferred action).
	SkillSource     string        `json:"skillSource,omitempty"`
	SkillConfidence float64       `json:"skillConfidence,omitempty"`
	PersonEntry     string        `json:"personEntry"`
	Operator        string        `json:"operator"`
	Say             string        `json:"say"`
	Findings        []findingJSON `json:"findings"`
}

func runInterpret(ctx context.Context, e *env, args []string) int {
	fs := flag.NewFlagSet("interpret", flag.ContinueOnError)
	cardSource := fs.String("card", "", "the agent's card: base URL, file, or - (required)")
	lang := fs.String("lang", "en", "language of the person-facing text (BCP 47 tag)")
	asJSON := fs.Bool("json", false, "print the outcome as JSON")
	allowPrivate := fs.Bool("allow-private", false, "allow a card URL on a loopback or private address")
	skill := fs.String("skill", "", "the skill the question was for, when the reply may not say")
	pos, code, ok := interpretSpec.parse(e, fs, args)
	if !ok {
		return code
	}
	if *cardSource == "" {
		return e.failf("interpret", "missing --card SOURCE (run 'onrequest interpret -h' for usage)")
	}
	if *cardSource == "-" && pos[0] == "-" {
		return e.failf("interpret", "--card and REPLY cannot both be standard input")
	}
	tag, err := parseLang(*lang)
	if err != nil {
		return e.failf("interpret", "%v", err)
	}
	// The reply first: a bad file is reported before any network call.
	data, err := readSource(e, "REPLY", pos[0])
	if err != nil {
		return e.failf("interpret", "%v", err)
	}
	events, err := parseReply(data)
	if err != nil {
		return e.failf("interpret", "REPLY: %v", err)
	}
	decl, err := loadDeclaration(ctx, e, "--card", *cardSource, *allowPrivate)
	if err != nil {
		return e.failf("interpret", "%v", err)
	}
	call := interpret.Call{Declaration: decl, Activated: true, SkillID: *skill}
	out := readEvents(call, events)
	return printOutcome(e, "interpret", out, tag, *asJSON)
}

// readEvents reads a reply: one Message or Task through the matching
// method, anything longer as a stream.
func readEvents(call interpret.Call, events []a2a.Event) interpret.Outcome {
	if len(events) == 1 {
		switch ev := events[0].(type) {
		case *a2a.Message:
			return call.Message(ev)
		case *a2a.Task:
			return call.Task(ev)
		}
	}
	s := call.Stream()
	for _, ev := range events {
		s.Add(ev)
	}
	return s.Outcome()
}

func toOutcomeJSON(o interpret.Outcome, say string) outcomeJSON {
	return outcomeJSON{
		Kind:            string(o.Kind),
		SkillID:         o.SkillID,
		SkillSource:     string(o.SkillSource),
		SkillConfidence: o.SkillConfidence,
		PersonEntry:     o.PersonEntry,
		Operator:        o.Operator,
		Say:             say,
		Findings:        findingsJSON(o.Findings),
	}
}

func printOutcome(e *env, cmd string, o interpret.Outcome, tag language.Tag, asJSON bool) int {
	say := sayFor(o, tag)
	if asJSON {
		if err := writeJSON(e.stdout, toOutcomeJSON(o, say)); err != nil {
			return e.failf(cmd, "writing output: %v", err)
		}
		return exitOK
	}
	printOutcomeText(e.stdout, o, say)
	return exitOK
}

func printOutcomeText(w io.Writer, o interpret.Outcome, say string) {
	fmt.Fprintln(w, terminalText(say))
	fmt.Fprintln(w)
	head := "Kind: " + string(o.Kind)
	if o.SkillID != "" {
		head += "; skill: " + o.SkillID
	}
	if o.Operator != "" {
		head += "; operator: " + o.Operator
	}
	fmt.Fprintln(w, terminalSafe(head))
	if o.PersonEntry != "" {
		fmt.Fprintln(w, "Person asks at: "+terminalSafe(o.PersonEntry))
	}
	printFindings(w, o.Findings)
}
