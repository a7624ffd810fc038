package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/agent-capability/onrequest/probe"
)

var probeSpec = cmdSpec{
	name:     "probe",
	synopsis: "[--json] [--allow-private] [--actions] [--lang TAG] [--timeout D] URL",
	about: `Checks, from outside, whether an agent keeps the On Request extension's rules.
Reads the card at URL/.well-known/agent-card.json (its findings, as 'card'
reports them), then asks every skill one question built from the card (its
first example, else its name) twice, with the extension activated and
without, and checks the replies: the marker and its place (OR-6.1), the
referral (OR-5.3, OR-5.7), its words (OR-6.2), no deferred action called
done (OR-5.8), the same conduct without activation (OR-5.1), and public
skills answered (OR-5.2). Nothing else is sent, and nothing more than once
per skill and mode.

Skills that change something (a completion in the card, or a name or tag
such as "booking") are asked only with --actions; without it they are
reported skipped. Agents on loopback or private addresses are refused
unless --allow-private is given.

--json prints {"agent", "operator", "checks": [{"rule", "skillId",
"result", "message"}]}, with result pass, fail or skipped.

Exit status: 0 no check failed, 1 a check failed, 2 the agent could not be
probed (unreachable, not an A2A agent, a private address without
--allow-private, bad flags).`,
	example: `  onrequest probe https://agent.example.com
  onrequest probe --json --allow-private --actions http://127.0.0.1:8080 | jq '.checks[] | select(.result == "fail")'`,
	positional: 1,
}

func runProbe(ctx context.Context, e *env, args []string) int {
	fs := flag.NewFlagSet("probe", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print the report as JSON")
	allowPrivate := fs.Bool("allow-private", false, "allow an agent on a loopback or private address")
	actions := fs.Bool("actions", false, "also ask skills that change something (bookings, requests)")
	lang := fs.String("lang", "en", "language the agent replies in, for reading its words (BCP 47 tag)")
	timeout := fs.Duration("timeout", 2*time.Minute, "give up after this long")
	pos, err := probeSpec.parseArgs(e, fs, args)
	if err != nil {
		if err == errHelp {
			return exitOK
		}
		return e.failf("probe", "%v", err)
	}
	agent := pos[0]
	if !isURL(agent) {
		return e.failf("probe", "URL %s is not an http or https URL", printable(agent, 200))
	}
	tag, err := parseLang(*lang)
	if err != nil {
		return e.failf("probe", "%v", err)
	}
	if *timeout <= 0 {
		return e.failf("probe", "--timeout must be positive")
	}
	opts := []probe.Option{probe.WithLanguage(tag), probe.WithTimeout(*timeout)}
	if *actions {
		opts = append(opts, probe.WithActions())
	}

	c := newClient(*allowPrivate)
	defer c.Close()
	report, err := probe.Run(ctx, c, agent, opts...)
	if err != nil {
		return e.failf("probe", "could not probe: %s", describeAgentError(agent, err))
	}
	if *asJSON {
		if err := writeJSON(e.stdout, report); err != nil {
			return e.failf("probe", "writing output: %v", err)
		}
	} else {
		printProbeReport(e.stdout, report)
	}
	if report.Failed() {
		return exitFindings
	}
	return exitOK
}

// printProbeReport prints the report as a table grouped by skill, the
// card first, with what to fix under each failed check. Everything the
// agent wrote (the operator's name, skill ids, quoted replies) goes
// through terminalSafe here and nowhere else.
func printProbeReport(w io.Writer, r *probe.Report) {
	fmt.Fprintf(w, "Probe of %s (%s)\n", terminalSafe(orNone(r.Operator)), terminalSafe(r.Agent))
	var order []string
	groups := map[string][]probe.Check{}
	counts := map[probe.Result]int{}
	for _, c := range r.Checks {
		if _, ok := groups[c.SkillID]; !ok {
			order = append(order, c.SkillID)
		}
		groups[c.SkillID] = append(groups[c.SkillID], c)
		counts[c.Result]++
	}
	for _, id := range order {
		title := "skill " + id
		if id == "" {
			title = "the card"
		}
		fmt.Fprintf(w, "\n%s\n", terminalSafe(title))
		for _, c := range groups[id] {
			mark := map[probe.Result]string{probe.Pass: "ok", probe.Fail: "FAIL", probe.Skipped: "skip"}[c.Result]
			fmt.Fprintf(w, "  %-4s  %-7s %s\n", mark, terminalSafe(c.Rule), terminalSafe(c.Message))
			if fix := probe.Fix(c.Rule); c.Result == probe.Fail && fix != "" {
				fmt.Fprintf(w, "                fix: %s\n", fix)
			}
		}
	}
	fmt.Fprintf(w, "\n%d failed, %d passed, %d skipped\n", counts[probe.Fail], counts[probe.Pass], counts[probe.Skipped])
}
