package main

import (
	"context"
	"flag"
	"fmt"
	"strings"
	"time"

	"github.com/agent-capability/onrequest/client"
)

var askSpec = cmdSpec{
	name:     "ask",
	synopsis: "--agent URL [--lang TAG] [--json] [--skill ID] [--allow-private] [--timeout D] QUESTION",
	about: `Asks a live agent a question, as an assistant would: reads its card (from
URL/.well-known/agent-card.json), activates the extension, sends the
question, reads the reply and prints what the person would be told.

QUESTION may be given as one argument or as several words. Agents on
loopback or private addresses are refused unless --allow-private is given.

Without --json only the person-facing text is printed; the agent's rule
breaches (findings), if any, are noted on standard error. --json prints the
object of 'onrequest interpret --json'.

Exit status: 0 when the agent replied (whatever it said), 2 when it could
not be asked.`,
	example: `  onrequest ask --agent https://agent.example.com "What does a cremation cost?"
  onrequest ask --agent http://127.0.0.1:8080 --allow-private --json When are you open`,
	positional: -1,
}

func runAsk(ctx context.Context, e *env, args []string) int {
	fs := flag.NewFlagSet("ask", flag.ContinueOnError)
	agent := fs.String("agent", "", "the agent's base URL (required)")
	lang := fs.String("lang", "en", "language of the person-facing text (BCP 47 tag)")
	asJSON := fs.Bool("json", false, "print the outcome as JSON")
	allowPrivate := fs.Bool("allow-private", false, "allow an agent on a loopback or private address")
	timeout := fs.Duration("timeout", time.Minute, "give up after this long")
	skill := fs.String("skill", "", "the skill the question is for, when the reply may not say")
	pos, code, ok := askSpec.parse(e, fs, args)
	if !ok {
		return code
	}
	if *agent == "" {
		return e.failf("ask", "missing --agent URL (run 'onrequest ask -h' for usage)")
	}
	if !isURL(*agent) {
		return e.failf("ask", "--agent %s is not an http or https URL", printable(*agent, 200))
	}
	question := strings.TrimSpace(strings.Join(pos, " "))
	if question == "" {
		return e.failf("ask", "QUESTION is empty")
	}
	tag, err := parseLang(*lang)
	if err != nil {
		return e.failf("ask", "%v", err)
	}
	if *timeout <= 0 {
		return e.failf("ask", "--timeout must be positive")
	}
	ctx, cancel := context.WithTimeout(ctx, *timeout)
	defer cancel()

	c := newClient(*allowPrivate)
	defer c.Close()
	var opts []client.CallOption
	if *skill != "" {
		opts = append(opts, client.WithSkill(*skill))
	}
	out, err := c.Ask(ctx, *agent, question, opts...)
	if err != nil {
		return e.failf("ask", "%s", describeAgentError(*agent, err))
	}
	if *asJSON {
		return printOutcome(e, "ask", out, tag, true)
	}
	// The person-facing text alone on standard output, as the person would
	// read it; the agent's rule breaches go to standard error.
	fmt.Fprintln(e.stdout, terminalText(sayFor(out, tag)))
	for _, f := range out.Findings {
		fmt.Fprintf(e.stderr, "onrequest ask: finding %s: %s\n", terminalSafe(f.Rule), terminalSafe(f.Message))
	}
	return exitOK
}
