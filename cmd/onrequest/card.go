package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/agent-capability/onrequest/interpret"
)

var cardSpec = cmdSpec{
	name:     "card",
	synopsis: "[--json] [--allow-private] SOURCE",
	about: `Lints an Agent Card under the On Request extension: prints the operator, each
on-request skill and every finding (a breach of a rule of the extension).

SOURCE is an agent's base URL (the card is fetched from
/.well-known/agent-card.json), a file, or - for standard input. Cards of
A2A 1.0 and 0.3 are read.

Exit status: 0 no findings, 1 findings, 2 the card cannot be read.`,
	example: `  onrequest card https://agent.example.com
  onrequest card --json card.json | jq '.findings[].rule'`,
	positional: 1,
}

// cardJSON is the stable --json form of card. Keep the names.
type cardJSON struct {
	Operator string        `json:"operator"`
	Skills   []skillJSON   `json:"skills"`
	Findings []findingJSON `json:"findings"`
}

type skillJSON struct {
	ID              string `json:"id"`
	PersonEntry     string `json:"personEntry"`
	AssistantAccess bool   `json:"assistantAccess"`
	Completion      string `json:"completion"`
}

type findingJSON struct {
	Rule    string `json:"rule"`
	Message string `json:"message"`
}

func findingsJSON(fs []interpret.Finding) []findingJSON {
	out := make([]findingJSON, 0, len(fs))
	for _, f := range fs {
		out = append(out, findingJSON{Rule: f.Rule, Message: f.Message})
	}
	return out
}

func runCard(ctx context.Context, e *env, args []string) int {
	fs := flag.NewFlagSet("card", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print JSON: {operator, skills, findings}")
	allowPrivate := fs.Bool("allow-private", false, "allow an agent URL on a loopback or private address")
	pos, code, ok := cardSpec.parse(e, fs, args)
	if !ok {
		return code
	}
	decl, err := loadDeclaration(ctx, e, "SOURCE", pos[0], *allowPrivate)
	if err != nil {
		return e.failf("card", "%v", err)
	}
	if *asJSON {
		out := cardJSON{Operator: decl.Operator, Skills: make([]skillJSON, 0, len(decl.Skills)), Findings: findingsJSON(decl.Findings)}
		for _, s := range decl.Skills {
			out.Skills = append(out.Skills, skillJSON{ID: s.ID, PersonEntry: s.PersonEntry, AssistantAccess: s.AssistantAccess, Completion: string(s.Completion)})
		}
		if err := writeJSON(e.stdout, out); err != nil {
			return e.failf("card", "writing output: %v", err)
		}
	} else {
		printDeclaration(e.stdout, decl)
	}
	if len(decl.Findings) > 0 {
		return exitFindings
	}
	return exitOK
}

func printDeclaration(w io.Writer, d *interpret.Declaration) {
	fmt.Fprintf(w, "Operator: %s\n", terminalSafe(orNone(d.Operator)))
	if !d.Declared {
		fmt.Fprintln(w, "The card does not declare the On Request extension.")
	}
	if len(d.Skills) == 0 {
		fmt.Fprintln(w, "On-request skills: none")
	} else {
		fmt.Fprintln(w, "On-request skills:")
		for _, s := range d.Skills {
			access := "not opened to assistants"
			if s.AssistantAccess {
				access = "opened to assistants"
			}
			entry := s.PersonEntry
			if entry == "" {
				entry = "(no valid personEntry)"
			}
			name := ""
			if s.Name != "" {
				name = " (" + s.Name + ")"
			}
			fmt.Fprintf(w, "  %s%s\n    person asks at: %s\n    %s", terminalSafe(s.ID), terminalSafe(name), terminalSafe(entry), access)
			if s.Completion != interpret.CompletionUnstated {
				fmt.Fprintf(w, "; completion: %s", terminalSafe(string(s.Completion)))
			}
			fmt.Fprintln(w)
		}
	}
	printFindings(w, d.Findings)
}

func printFindings(w io.Writer, fs []interpret.Finding) {
	if len(fs) == 0 {
		fmt.Fprintln(w, "Findings: none")
		return
	}
	fmt.Fprintf(w, "Findings: %d\n", len(fs))
	for _, f := range fs {
		fmt.Fprintf(w, "  %-7s %s\n", terminalSafe(f.Rule), terminalSafe(f.Message))
	}
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}

// writeJSON prints v indented, with a final newline, and without escaping
// <, > and & so that addresses read as they are. Every rune terminalSafe
// would escape is written as a JSON \u escape: encoding/json leaves DEL,
// C1 controls and bidirectional controls raw, and a terminal showing the
// output (or jq's raw output) would act on them.
func writeJSON(w io.Writer, v any) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return err
	}
	_, err := io.WriteString(w, jsonEscapeUnsafe(buf.String()))
	return err
}

// jsonEscapeUnsafe escapes the unsafe runes left in encoding/json's output.
// They can only be inside strings (JSON's own syntax is ASCII and has no
// control character other than the layout's newlines), so a \u escape in
// their place keeps the document valid and its meaning unchanged.
func jsonEscapeUnsafe(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r != '\n' && unsafeRune(r) {
			fmt.Fprintf(&b, "\\u%04x", r)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}
