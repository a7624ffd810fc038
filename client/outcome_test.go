package client_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"

	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/internal/a2atest"
	"github.com/agent-capability/onrequest/interpret"
)

var bindings = []struct {
	name string
	opts []a2atest.Option
}{
	{"JSONRPC", []a2atest.Option{a2atest.WithBindings(a2a.TransportProtocolJSONRPC)}},
	{"REST", []a2atest.Option{a2atest.WithBindings(a2a.TransportProtocolHTTPJSON)}},
	{"gRPC", []a2atest.Option{a2atest.WithGRPC(), a2atest.WithBindings(a2a.TransportProtocolGRPC)}},
	{"v0.3-JSONRPC", []a2atest.Option{a2atest.WithVersion03(), a2atest.WithBindings(a2a.TransportProtocolJSONRPC)}},
	{"v0.3-REST", []a2atest.Option{a2atest.WithVersion03(), a2atest.WithBindings(a2a.TransportProtocolHTTPJSON)}},
	{"v0.3-gRPC", []a2atest.Option{a2atest.WithVersion03(), a2atest.WithGRPC(), a2atest.WithBindings(a2a.TransportProtocolGRPC)}},
}

var replies = []struct {
	question string
	skill    string // WithSkill hint; "" for none
	want     interpret.Kind
	wantText string // a substring of Outcome.Text, or of the artifacts for given-on-opt-in
}{
	{"hours please", "opening-hours", interpret.KindAnswered, "open 9 to 5"},
	{"price of a cremation", "", interpret.KindOnRequest, "gives its prices"},
	{"book a meeting", "", interpret.KindActionReferred, "can't book"},
	{"optin price", "", interpret.KindGivenOnOptIn, "direct cremation"},
	{"callback please", "callback-request", interpret.KindActionPending, "passed to a member of staff"},
	{"confirm the meeting", "arrangement-booking", interpret.KindActionDone, "booked for Tuesday"},
	{"records of my father", "records", interpret.KindSignInRequired, "sign in"},
	{"which day", "arrangement-booking", interpret.KindInputRequired, "Which day"},
	{"explode", "failing", interpret.KindFailed, "went wrong"},
}

func outcomeText(o interpret.Outcome) string {
	if o.Kind == interpret.KindGivenOnOptIn {
		return o.ArtifactText()
	}
	return o.Text
}

// TestOutcomesEveryBinding sends every kind of reply over every binding, in
// one call and as a stream, and checks that the reply arrives typed and that
// the server saw the extension activated on every call.
func TestOutcomesEveryBinding(t *testing.T) {
	ctx := context.Background()
	for _, b := range bindings {
		t.Run(b.name, func(t *testing.T) {
			t.Parallel()
			srv := startChapel(t, b.opts...)
			c := newTestClient(t)
			for _, r := range replies {
				var opts []client.CallOption
				if r.skill != "" {
					opts = append(opts, client.WithSkill(r.skill))
				}

				got, err := c.Ask(ctx, srv.URL, r.question, opts...)
				if err != nil {
					t.Fatalf("Ask(%q): %v", r.question, err)
				}
				if got.Kind != r.want || !strings.Contains(outcomeText(got), r.wantText) {
					t.Errorf("Ask(%q) = %s %q, want %s containing %q (findings %v)", r.question, got.Kind, outcomeText(got), r.want, r.wantText, got.Findings)
				}
				if r.want.Referral() && got.PersonEntry != personEntry {
					t.Errorf("Ask(%q).PersonEntry = %q, want %q", r.question, got.PersonEntry, personEntry)
				}

				var last interpret.Outcome
				n := 0
				for o, err := range c.Stream(ctx, srv.URL, a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart(r.question)), opts...) {
					if err != nil {
						t.Fatalf("Stream(%q): %v", r.question, err)
					}
					last, n = o, n+1
					if o.Kind == interpret.KindSignInRequired {
						// a2a-go keeps the stream open while the person
						// signs in elsewhere: the caller stops reading.
						break
					}
				}
				if n == 0 || last.Kind != r.want || !strings.Contains(outcomeText(last), r.wantText) {
					t.Errorf("Stream(%q): %d outcomes, last %s %q, want %s containing %q", r.question, n, last.Kind, outcomeText(last), r.want, r.wantText)
				}
			}
			if missing := srv.MissingExtension(interpret.URI); len(missing) > 0 {
				t.Errorf("calls without A2A-Extensions: %s: %v", interpret.URI, missing)
			}
			log := srv.CallLog()
			if want := 2 * len(replies); len(log) != want {
				t.Errorf("server saw %d calls, want %d", len(log), want)
			}
			for _, call := range log {
				if n := count(call.Extensions, interpret.URI); n != 1 {
					t.Errorf("%s carried the extension %d times: %v", call.Method, n, call.Extensions)
				}
				if len(call.Versions) > 1 {
					t.Errorf("%s carried A2A-Version %d times: %v", call.Method, len(call.Versions), call.Versions)
				}
			}
		})
	}
}

func count(list []string, v string) int {
	n := 0
	for _, s := range list {
		if s == v {
			n++
		}
	}
	return n
}

// TestGetTask reads a task again by id, over JSON-RPC.
func TestGetTask(t *testing.T) {
	ctx := context.Background()
	srv := startChapel(t)
	c := newTestClient(t)
	first, err := c.Ask(ctx, srv.URL, "book a meeting")
	if err != nil {
		t.Fatal(err)
	}
	if first.TaskID == "" {
		t.Fatal("no task id in the outcome")
	}
	again, err := c.GetTask(ctx, srv.URL, first.TaskID)
	if err != nil {
		t.Fatal(err)
	}
	if again.Kind != interpret.KindActionReferred || again.TaskID != first.TaskID {
		t.Errorf("GetTask = %s %s, want %s %s", again.Kind, again.TaskID, interpret.KindActionReferred, first.TaskID)
	}
	if !slices.Equal(srv.MissingExtension(interpret.URI), nil) {
		t.Errorf("calls without the extension: %v", srv.MissingExtension(interpret.URI))
	}
}

// TestContinueTask answers a question the agent asked, in the same task.
func TestContinueTask(t *testing.T) {
	srv := startChapel(t)
	c := newTestClient(t)
	ctx := t.Context()
	first, err := c.Ask(ctx, srv.URL, "which day", client.WithSkill("arrangement-booking"))
	if err != nil {
		t.Fatal(err)
	}
	if first.Kind != interpret.KindInputRequired || first.TaskID == "" {
		t.Fatalf("first reply %s, task %q", first.Kind, first.TaskID)
	}
	msg := a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("confirm the meeting on Tuesday"))
	next, err := c.Send(ctx, srv.URL, msg,
		client.WithSkill("arrangement-booking"), client.WithTaskID(first.TaskID), client.WithContextID(first.ContextID))
	if err != nil {
		t.Fatal(err)
	}
	if next.Kind != interpret.KindActionDone || next.TaskID != first.TaskID || next.ContextID != first.ContextID {
		t.Errorf("continued: %s task %q context %q; want action-done in task %q context %q",
			next.Kind, next.TaskID, next.ContextID, first.TaskID, first.ContextID)
	}
	if msg.TaskID != "" || msg.ContextID != "" {
		t.Error("Send modified the caller's message")
	}
}

// TestStreamFromNonStreamingAgent: when the card says the agent does not
// stream, Stream makes one SendMessage and yields its outcome.
func TestStreamFromNonStreamingAgent(t *testing.T) {
	srv := startChapel(t, a2atest.WithCard(func(c *a2a.AgentCard) {
		chapelCard(c)
		c.Capabilities.Streaming = false
	}))
	c := newTestClient(t)
	var outs []interpret.Outcome
	for o, err := range c.Stream(t.Context(), srv.URL, a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("book a meeting"))) {
		if err != nil {
			t.Fatal(err)
		}
		outs = append(outs, o)
	}
	if len(outs) != 1 || outs[0].Kind != interpret.KindActionReferred {
		t.Errorf("outcomes %v, want one action-referred", outs)
	}
	if srv.Calls("SendMessage") != 1 || srv.Calls("SendStreamingMessage") != 0 {
		t.Errorf("calls: SendMessage %d, SendStreamingMessage %d", srv.Calls("SendMessage"), srv.Calls("SendStreamingMessage"))
	}
}
