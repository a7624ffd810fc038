package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"slices"
	"strings"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/present/guard"
)

var guardSpec = cmdSpec{
	name:     "guard",
	synopsis: "--card SOURCE --outcome FILE [--lang TAG] [--json] [--allow-private] DRAFT",
	about: `Checks a draft answer, as an assistant's model might write it, against what
the agents said in the conversation, and prints what the person may see.
Sentences that give a value for an item the operator referred, from any
other source (OR-6.3), or that call a pending or referred action done
(OR-5.8), are replaced by the referral; information given on opt-in is
said to come from the operator, on request (OR-6.4).

FILE holds one outcome as printed by 'onrequest interpret --json', or a
JSON array of them (one conversation, in order). For outcomes of the
card's operator the card's personEntry is used, as interpret does; for
answered, given-on-opt-in and action-done outcomes, say is taken as the
operator's own words, since it quotes them. DRAFT is a file or - for
standard input. SOURCE is as for 'onrequest card'.

Without --json the guarded text is printed on standard output and each
blocked sentence is noted on standard error. --json prints
{"text": string, "blocked": [{"reason", "text"}]}, with reason
other-source-value or done-claim.

Exit status: 0 whatever was blocked, 2 when an input cannot be read.`,
	example: `  onrequest guard --card card.json --outcome outcome.json draft.txt
  # outcome.json from: onrequest interpret --card card.json --json reply.json > outcome.json
  echo "A cremation there costs about $2,950." | onrequest guard --card card.json --outcome outcome.json --json -`,
	positional: 1,
}

// guardJSON is the stable --json form of guard. Keep the names.
type guardJSON struct {
	Text    string      `json:"text"`
	Blocked []blockJSON `json:"blocked"`
}

type blockJSON struct {
	Reason string `json:"reason"`
	Text   string `json:"text"`
}

func runGuard(ctx context.Context, e *env, args []string) int {
	fs := flag.NewFlagSet("guard", flag.ContinueOnError)
	cardSource := fs.String("card", "", "the agent's card: base URL, file, or - (required)")
	outcomeFile := fs.String("outcome", "", "the outcomes of the conversation, as printed by interpret --json (required)")
	lang := fs.String("lang", "en", "language of the sentences the guard puts in (BCP 47 tag)")
	asJSON := fs.Bool("json", false, "print JSON: {text, blocked}")
	allowPrivate := fs.Bool("allow-private", false, "allow a card URL on a loopback or private address")
	pos, err := guardSpec.parseArgs(e, fs, args)
	if err != nil {
		if err == errHelp {
			return exitOK
		}
		return e.failf("guard", "%v", err)
	}
	switch {
	case *cardSource == "":
		return e.failf("guard", "missing --card SOURCE (run 'onrequest guard -h' for usage)")
	case *outcomeFile == "":
		return e.failf("guard", "missing --outcome FILE (run 'onrequest guard -h' for usage)")
	}
	if n := countStdin(*cardSource, *outcomeFile, pos[0]); n > 1 {
		return e.failf("guard", "only one of --card, --outcome and DRAFT can be standard input")
	}
	tag, err := parseLang(*lang)
	if err != nil {
		return e.failf("guard", "%v", err)
	}
	decl, err := loadDeclaration(ctx, e, "--card", *cardSource, *allowPrivate)
	if err != nil {
		return e.failf("guard", "%v", err)
	}
	data, err := readSource(e, "--outcome", *outcomeFile)
	if err != nil {
		return e.failf("guard", "%v", err)
	}
	outcomes, err := parseOutcomes(data, decl)
	if err != nil {
		return e.failf("guard", "--outcome: %v", err)
	}
	draft, err := readSource(e, "DRAFT", pos[0])
	if err != nil {
		return e.failf("guard", "%v", err)
	}

	p := present.New()
	ledger := present.NewLedger()
	for _, o := range outcomes {
		ledger.Record(o)
	}
	res := guard.New(p).Check(ledger, p.Match(tag.String()), strings.TrimRight(string(draft), "\r\n"))

	if *asJSON {
		out := guardJSON{Text: res.Text, Blocked: make([]blockJSON, 0, len(res.Blocked))}
		for _, b := range res.Blocked {
			out.Blocked = append(out.Blocked, blockJSON{Reason: string(b.Reason), Text: b.Text})
		}
		if err := writeJSON(e.stdout, out); err != nil {
			return e.failf("guard", "writing output: %v", err)
		}
		return exitOK
	}
	fmt.Fprintln(e.stdout, terminalSafe(res.Text))
	for _, b := range res.Blocked {
		fmt.Fprintf(e.stderr, "onrequest guard: blocked (%s): %s\n", b.Reason, terminalSafe(strings.Join(strings.Fields(b.Text), " ")))
	}
	return exitOK
}

func countStdin(names ...string) int {
	n := 0
	for _, s := range names {
		if s == "-" {
			n++
		}
	}
	return n
}

// outcomeIn is one outcome as interpret --json prints it; findings are
// not needed to guard and are ignored.
type outcomeIn struct {
	Kind        *string `json:"kind"`
	SkillID     string  `json:"skillId"`
	PersonEntry string  `json:"personEntry"`
	Operator    string  `json:"operator"`
	Say         string  `json:"say"`
}

// parseOutcomes reads one outcome object or an array of them, and checks
// each against the card: for the card's operator the card's personEntry
// wins, as in interpret; another operator's personEntry is shown only
// when it passes the extension's checks.
func parseOutcomes(data []byte, decl *interpret.Declaration) ([]interpret.Outcome, error) {
	data = bytes.TrimSpace(trimBOM(data))
	var raws []json.RawMessage
	if len(data) > 0 && data[0] == '[' {
		if err := json.Unmarshal(data, &raws); err != nil {
			return nil, errors.New(jsonProblem(data, err))
		}
	} else {
		var one json.RawMessage
		if err := json.Unmarshal(data, &one); err != nil {
			return nil, errors.New(jsonProblem(data, err))
		}
		raws = []json.RawMessage{one}
	}
	out := make([]interpret.Outcome, 0, len(raws))
	for i, raw := range raws {
		where := ""
		if len(raws) > 1 || data[0] == '[' {
			where = fmt.Sprintf("entry %d: ", i+1)
		}
		o, err := parseOutcome(raw, decl)
		if err != nil {
			return nil, fmt.Errorf("%s%w", where, err)
		}
		out = append(out, o)
	}
	return out, nil
}

func parseOutcome(raw json.RawMessage, decl *interpret.Declaration) (interpret.Outcome, error) {
	obj, err := asObject(raw)
	if err != nil {
		return interpret.Outcome{}, err
	}
	if !obj.has("kind") {
		if sh := shapeOf(obj); sh != shapeUnknown {
			return interpret.Outcome{}, fmt.Errorf("it is %s, not an outcome as printed by 'onrequest interpret --json'", sh)
		}
		return interpret.Outcome{}, fmt.Errorf("no kind (found %s); expected an outcome as printed by 'onrequest interpret --json'", obj.keyList())
	}
	var in outcomeIn
	if err := json.Unmarshal(raw, &in); err != nil {
		return interpret.Outcome{}, errors.New(jsonProblem(raw, err))
	}
	if in.Kind == nil {
		return interpret.Outcome{}, errors.New("kind is null")
	}
	kind := interpret.Kind(*in.Kind)
	if !slices.Contains(interpret.Kinds(), kind) {
		var names []string
		for _, k := range interpret.Kinds() {
			names = append(names, string(k))
		}
		return interpret.Outcome{}, fmt.Errorf("kind %s is not one of %s", printable(*in.Kind, 40), strings.Join(names, ", "))
	}
	o := interpret.Outcome{Kind: kind, SkillID: in.SkillID, Operator: in.Operator, PersonEntry: in.PersonEntry}
	if o.Operator == "" {
		o.Operator = decl.Operator
	}
	if s, ok := decl.Skill(o.SkillID); ok && o.Operator == decl.Operator {
		o.PersonEntry, o.SkillName = s.PersonEntry, s.Name
	} else if o.PersonEntry != "" {
		check := interpret.CheckPersonEntry
		if kind == interpret.KindActionReferred {
			check = interpret.CheckActionPersonEntry
		}
		if check(o.PersonEntry) != nil {
			o.PersonEntry = "" // never show an address that fails the checks
		}
	}
	switch kind {
	case interpret.KindAnswered, interpret.KindGivenOnOptIn, interpret.KindActionDone:
		// say quotes the operator's words: the provenance the guard needs
		// to let the operator's own values through.
		o.Text = in.Say
	}
	return o, nil
}
