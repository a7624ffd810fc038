package probe_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/internal/jspeer"
	"github.com/agent-capability/onrequest/probe"
)

// TestJSPeer: the JavaScript A2A peer (@a2a-js/sdk) probes clean, and in
// each break mode fails the broken rule. Without WithActions no action
// skill's question reaches it, and every skill asked is asked once with
// the extension activated and once without. Served as A2A 0.3, or with
// its card as the SDK's README serves it, it probes clean as well.
func TestJSPeer(t *testing.T) {
	t.Run("clean", func(t *testing.T) {
		for _, tc := range []struct {
			actions bool
			peer    []jspeer.Option
			echoes  bool // A2A-Extensions on unary replies: the SDK's 1.0 routes only
		}{{false, nil, true}, {true, nil, true}, {true, []jspeer.Option{jspeer.V03Only()}, false}, {true, []jspeer.Option{jspeer.SDKCard()}, true}} {
			actions := tc.actions
			url := jspeer.Start(t, tc.peer...)
			var opts []probe.Option
			if actions {
				opts = append(opts, probe.WithActions())
			}
			r, err := probe.Run(t.Context(), newClient(t, client.WithAllowPrivateNetworks()), url, opts...)
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range r.Checks {
				t.Logf("%-7s %-20s %-7s %s", c.Rule, c.SkillID, c.Result, c.Message)
			}
			if got := failedRules(r); len(got) != 0 {
				t.Errorf("actions=%v: failed rules %v on the clean peer", actions, got)
			}
			// @a2a-js/sdk echoes A2A-Extensions on its 1.0 unary replies;
			// where it does not, that is reported, not failed.
			want := map[bool]probe.Result{true: probe.Pass, false: probe.Skipped}[tc.echoes]
			if !slices.ContainsFunc(r.Checks, echoCheck(want)) {
				t.Errorf("actions=%v: the A2A-Extensions echo is not reported %s", actions, want)
			}
			stats, err := jspeer.ReadStats(t.Context(), url)
			if err != nil {
				t.Fatal(err)
			}
			asked := map[string][]bool{}
			for _, req := range stats.Requests {
				asked[req.Skill] = append(asked[req.Skill], req.Activated)
			}
			actionSkills := []string{"arrangement-booking", "callback-request", "condolence-book"}
			for _, s := range actionSkills {
				if _, ok := asked[s]; ok != actions {
					t.Errorf("actions=%v: action skill %s asked %v", actions, s, asked[s])
				}
			}
			for s, modes := range asked {
				if !slices.Equal(modes, []bool{true, false}) {
					t.Errorf("actions=%v: %s asked with activation %v, want [true false]", actions, s, modes)
				}
			}
		}
	})
	for _, bm := range jspeer.BreakModes {
		t.Run(bm.Mode, func(t *testing.T) {
			url := jspeer.Start(t, jspeer.Break(bm.Mode))
			r, err := probe.Run(t.Context(), newClient(t, client.WithAllowPrivateNetworks()), url, probe.WithActions())
			if err != nil {
				t.Fatal(err)
			}
			if got := failedRules(r); !slices.Contains(got, bm.Rule) {
				for _, c := range r.Checks {
					t.Logf("%-7s %-20s %-7s %s", c.Rule, c.SkillID, c.Result, c.Message)
				}
				t.Errorf("failed rules %v, want %s among them", got, bm.Rule)
			}
		})
	}
}

// echoCheck matches the agent-level check of the A2A-Extensions echo with
// the given result.
func echoCheck(want probe.Result) func(probe.Check) bool {
	return func(c probe.Check) bool {
		return c.SkillID == "" && c.Result == want && strings.Contains(c.Message, "A2A-Extensions")
	}
}
