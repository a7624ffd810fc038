package probe_test

import (
	"errors"
	"maps"
	"slices"
	"testing"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2asrv"

	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/internal/a2atest"
	"github.com/agent-capability/onrequest/probe"
)

func failedRules(r *probe.Report) []string {
	var out []string
	for _, c := range r.Checks {
		if c.Result == probe.Fail && !slices.Contains(out, c.Rule) {
			out = append(out, c.Rule)
		}
	}
	slices.Sort(out)
	return out
}

func newClient(t *testing.T, opts ...client.Option) *client.Client {
	c := client.New(opts...)
	t.Cleanup(func() { _ = c.Close() })
	return c
}

// TestBreakModes: an a2a-go agent that breaks exactly one rule fails the
// checks of that rule and no other; the clean agent fails none.
func TestBreakModes(t *testing.T) {
	for _, bm := range breakModes {
		t.Run("mode="+bm.mode, func(t *testing.T) {
			srv := a2atest.Start(t, newBreaker(bm.mode), a2atest.WithCard(chapelCard))
			r, err := probe.Run(t.Context(), newClient(t, client.WithAllowPrivateNetworks()), srv.URL, probe.WithActions())
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range r.Checks {
				t.Logf("%-7s %-20s %-7s %s", c.Rule, c.SkillID, c.Result, c.Message)
			}
			if got := failedRules(r); !slices.Equal(got, bm.rules) {
				t.Errorf("failed rules %v, want %v", got, bm.rules)
			}
			if r.Failed() != (len(bm.rules) > 0) {
				t.Errorf("Failed() = %v", r.Failed())
			}
		})
	}
}

// TestAsksOncePerMode: each skill asked gets its question exactly twice,
// once activated and once not; action skills are not asked at all without
// WithActions.
func TestAsksOncePerMode(t *testing.T) {
	for _, actions := range []bool{false, true} {
		b := newBreaker("")
		srv := a2atest.Start(t, b, a2atest.WithCard(chapelCard))
		var opts []probe.Option
		want := []string{"opening-hours", "service-pricing"}
		if actions {
			opts = append(opts, probe.WithActions())
			want = append(want, "arrangement-booking", "callback-request")
		}
		r, err := probe.Run(t.Context(), newClient(t, client.WithAllowPrivateNetworks()), srv.URL, opts...)
		if err != nil {
			t.Fatal(err)
		}
		asked := b.requests()
		if got := slices.Sorted(maps.Keys(asked)); !slices.Equal(got, slices.Sorted(slices.Values(want))) {
			t.Errorf("actions=%v: skills asked %v, want %v", actions, got, want)
		}
		for skill, modes := range asked {
			if !slices.Equal(modes, []bool{true, false}) {
				t.Errorf("actions=%v: %s asked with activation %v, want [true false]", actions, skill, modes)
			}
		}
		if srv.Calls("SendMessage") != 2*len(want) {
			t.Errorf("actions=%v: %d SendMessage calls, want %d", actions, srv.Calls("SendMessage"), 2*len(want))
		}
		skipped := 0
		for _, c := range r.Checks {
			if c.Result == probe.Skipped && (c.SkillID == "arrangement-booking" || c.SkillID == "callback-request") {
				skipped++
			}
		}
		if wantSkipped := map[bool]int{false: 2, true: 0}[actions]; skipped != wantSkipped {
			t.Errorf("actions=%v: %d action skills reported skipped, want %d", actions, skipped, wantSkipped)
		}
	}
}

// TestPrivateAddressRefused: without client.WithAllowPrivateNetworks the
// probe fails with the client's address error and nothing reaches the
// agent, not even the card request.
func TestPrivateAddressRefused(t *testing.T) {
	srv := a2atest.Start(t, newBreaker(""), a2atest.WithCard(chapelCard))
	_, err := probe.Run(t.Context(), newClient(t), srv.URL, probe.WithActions())
	var forbidden *client.ForbiddenAddressError
	if !errors.As(err, &forbidden) {
		t.Fatalf("error %v, want a *client.ForbiddenAddressError", err)
	}
	if n := srv.Hits(a2atest.CardPath) + srv.TotalCalls(); n != 0 {
		t.Errorf("%d requests reached the agent", n)
	}
}

// TestSettlesRunningTask: an agent that answers a deferred action with a
// task still running is read again (GetTask, which changes nothing) until
// the task ends, and its final words are judged.
func TestSettlesRunningTask(t *testing.T) {
	for _, mode := range []string{"", "deferred-done"} {
		b := newBreaker(mode)
		b.slow = 500 * time.Millisecond
		srv := a2atest.Start(t, b, a2atest.WithCard(chapelCard),
			a2atest.WithHandlerOptions(a2asrv.WithCallInterceptors(returnImmediately{})))
		r, err := probe.Run(t.Context(), newClient(t, client.WithAllowPrivateNetworks()), srv.URL, probe.WithActions())
		if err != nil {
			t.Fatal(err)
		}
		if srv.Calls("GetTask") == 0 {
			t.Errorf("mode %q: the running task was not read again", mode)
		}
		want := map[string][]string{"": nil, "deferred-done": {"OR-5.8"}}[mode]
		if got := failedRules(r); !slices.Equal(got, want) {
			for _, c := range r.Checks {
				t.Logf("%-7s %-20s %-7s %s", c.Rule, c.SkillID, c.Result, c.Message)
			}
			t.Errorf("mode %q: failed rules %v, want %v", mode, got, want)
		}
	}
}

// TestActionWithoutCompletion: a card may leave an action's completion out
// (OR-3.6 says MAY); its booking skill, referred with action-referred as
// §6.1 asks for an action, passes, and it is still held back without
// WithActions.
func TestActionWithoutCompletion(t *testing.T) {
	card := func(c *a2a.AgentCard) {
		chapelCard(c)
		delete(c.Capabilities.Extensions[0].Params["skills"].([]any)[1].(map[string]any), "completion")
	}
	srv := a2atest.Start(t, newBreaker(""), a2atest.WithCard(card))
	c := newClient(t, client.WithAllowPrivateNetworks())
	r, err := probe.Run(t.Context(), c, srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(r.Checks, func(ch probe.Check) bool {
		return ch.SkillID == "arrangement-booking" && ch.Result == probe.Skipped
	}) {
		t.Errorf("arrangement-booking not held back without WithActions: %+v", r.Checks)
	}
	r, err = probe.Run(t.Context(), c, srv.URL, probe.WithActions())
	if err != nil {
		t.Fatal(err)
	}
	if got := failedRules(r); len(got) != 0 {
		for _, ch := range r.Checks {
			t.Logf("%-7s %-20s %-7s %s", ch.Rule, ch.SkillID, ch.Result, ch.Message)
		}
		t.Errorf("failed rules %v", got)
	}
}
