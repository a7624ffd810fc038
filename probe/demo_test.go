package probe_test

import (
	"slices"
	"testing"

	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/examples/assistant/demo"
	"github.com/agent-capability/onrequest/probe"
)

// TestDemoAgentsProbeClean: the three demo agents keep the rules, so every
// check passes or is skipped, with actions and without.
func TestDemoAgentsProbeClean(t *testing.T) {
	agents, stop, err := demo.Start(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)
	for _, a := range agents.All() {
		for _, actions := range []bool{false, true} {
			c := client.New(client.WithAllowPrivateNetworks())
			var opts []probe.Option
			if actions {
				opts = append(opts, probe.WithActions())
			}
			r, err := probe.Run(t.Context(), c, a.URL, opts...)
			c.Close()
			if err != nil {
				t.Fatalf("%s: %v", a.Operator, err)
			}
			if r.Operator != a.Operator {
				t.Errorf("operator %q, want %q", r.Operator, a.Operator)
			}
			for _, ch := range r.Checks {
				t.Logf("%s actions=%v: %-7s %-24s %-7s %s", a.Operator, actions, ch.Rule, ch.SkillID, ch.Result, ch.Message)
				if ch.Result == probe.Fail {
					t.Errorf("%s: failed check %+v", a.Operator, ch)
				}
			}
			// a2a-go's servers never echo A2A-Extensions: reported, not failed.
			if !slices.ContainsFunc(r.Checks, echoCheck(probe.Skipped)) {
				t.Errorf("%s: the missing A2A-Extensions echo is not reported as skipped", a.Operator)
			}
		}
	}
}
