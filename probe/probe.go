package probe

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"

	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/interpret"
)

// Polling a task the agent left running, before it is judged.
const (
	pollTries = 10
	pollWait  = 300 * time.Millisecond
)

// Run probes the agent at agentURL through c: it reads the card, asks each
// skill its question twice (with the extension activated and without) and
// judges the replies. The client's rules apply to every request: build it
// with client.WithAllowPrivateNetworks to probe an agent on a private
// address.
//
// The error is non-nil when the agent could not be probed: its card could
// not be had, or a question could not be sent or answered (an unreachable
// agent, a private address, an error from the agent, the timeout). Rule
// breaches are never errors; they are failed checks.
func Run(ctx context.Context, c *client.Client, agentURL string, opts ...Option) (*Report, error) {
	cfg := newConfig(opts)
	if cfg.timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, cfg.timeout)
		defer cancel()
	}
	words, err := loadActionWords()
	if err != nil {
		return nil, fmt.Errorf("probe: action words: %w", err)
	}
	decl, entry, err := c.Declaration(ctx, agentURL)
	if err != nil {
		return nil, fmt.Errorf("probe: %w", err)
	}
	r := &Report{Agent: agentURL, Operator: decl.Operator, Checks: cardChecks(decl)}
	done := newDoneReader(cfg.lang)
	var echo echoes
	for _, p := range plans(entry.Card, decl, cfg.actions, words) {
		if p.skip != nil {
			r.Checks = append(r.Checks, *p.skip)
			continue
		}
		rs, err := ask(ctx, c, agentURL, p, &echo)
		if err != nil {
			return nil, err
		}
		r.Checks = append(r.Checks, judge(p, rs, done)...)
	}
	if echo.asked {
		r.Checks = append(r.Checks, echo.check())
	}
	return r, nil
}

// echoes records whether the agent echoed A2A-Extensions with the URI in
// the HTTP replies to activated calls (Annex C, change 3). It is reported,
// never failed: A2A lets a binding leave it out, and a2a-go's servers
// never echo it.
type echoes struct {
	asked, seen bool
}

func (e *echoes) header(h http.Header) {
	for _, v := range h.Values("A2A-Extensions") {
		for _, uri := range strings.Split(v, ",") {
			if strings.TrimSpace(uri) == interpret.URI {
				e.seen = true
			}
		}
	}
}

func (e *echoes) check() Check {
	if e.seen {
		return Check{Rule: interpret.RuleMarker, Result: Pass, Message: "the agent echoes A2A-Extensions with the extension's URI (Annex C, change 3)"}
	}
	return Check{Rule: interpret.RuleMarker, Result: Skipped, Message: "the agent does not echo A2A-Extensions in its HTTP replies (Annex C, change 3); reported, not failed: a binding may leave it out"}
}

// cardChecks reports the card's findings (OR-3.x) as interpret reads them.
func cardChecks(decl *interpret.Declaration) []Check {
	checks := []Check{}
	failed := false
	for _, f := range decl.Findings {
		if f.Rule == interpret.RuleA2A {
			// A repair of the card's A2A JSON (an SDK's own form of a
			// security scheme, say) is not a rule of this extension:
			// reported, not failed.
			checks = append(checks, Check{Rule: f.Rule, Result: Skipped, Message: "the card was read after a repair (not a rule of the extension): " + f.Message})
			continue
		}
		failed = true
		checks = append(checks, Check{Rule: f.Rule, Result: Fail, Message: "the card: " + f.Message})
	}
	switch {
	case failed:
	case decl.Declared:
		checks = append(checks, Check{Rule: interpret.RuleDeclaration, Result: Pass,
			Message: fmt.Sprintf("the card declares the extension (on-request skills: %d) and breaks no rule of §3", len(decl.Skills))})
	default:
		checks = append(checks, Check{Rule: interpret.RuleDeclaration, Result: Skipped,
			Message: "the card does not declare the On Request extension; its skills are checked as public"})
	}
	return checks
}

// ask sends the skill's question once with the extension activated and
// once without, and reads both replies as answers to that skill.
func ask(ctx context.Context, c *client.Client, agentURL string, p plan, echo *echoes) (replies, error) {
	var r replies
	echo.asked = true
	for _, m := range []struct {
		out  *interpret.Outcome
		mode string
		opts []client.CallOption
	}{
		{&r.on, "with the extension activated", []client.CallOption{client.WithSkill(p.id), client.WithResponseHeader(echo.header)}},
		{&r.off, "without activation", []client.CallOption{client.WithSkill(p.id), client.WithoutActivation()}},
	} {
		o, err := c.Ask(ctx, agentURL, p.question, m.opts...)
		if err != nil {
			return r, fmt.Errorf("probe: asking skill %q %s: %w", p.id, m.mode, err)
		}
		*m.out = settle(ctx, c, agentURL, o, m.opts)
	}
	return r, nil
}

// settle waits a little for a task the agent left SUBMITTED or WORKING
// after a blocking SendMessage, reading it again with GetTask (which
// changes nothing). What it has when time runs out is judged as it is.
func settle(ctx context.Context, c *client.Client, agentURL string, o interpret.Outcome, opts []client.CallOption) interpret.Outcome {
	t := time.NewTimer(pollWait)
	defer t.Stop()
	for range pollTries {
		if o.TaskID == "" || (o.TaskState != a2a.TaskStateSubmitted && o.TaskState != a2a.TaskStateWorking) {
			return o
		}
		select {
		case <-ctx.Done():
			return o
		case <-t.C:
		}
		t.Reset(pollWait)
		next, err := c.GetTask(ctx, agentURL, o.TaskID, opts...)
		if err != nil {
			return o
		}
		o = next
	}
	return o
}
