package client_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"

	"github.com/agent-capability/onrequest/cache"
	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/internal/jspeer"
	"github.com/agent-capability/onrequest/interpret"
)

// The tests in this file talk to testdata/jspeer: an agent built on
// @a2a-js/sdk, an A2A implementation in another language. They skip where
// Node.js is missing unless ONREQUEST_REQUIRE_JSPEER=1 (see internal/jspeer).

const interopEntry = "https://ask.example.com/talk"

// interopWant is what one question to the peer must come back as.
type interopWant struct {
	question string
	skill    string // the skill the peer answers as, passed with WithSkill
	kind     interpret.Kind
	state    a2a.TaskState // "" for a Message reply
	words    string        // in Outcome.Text, or in the artifacts' text
	entry    bool          // Outcome.PersonEntry is the card's address
}

var interopKinds = []interopWant{
	{question: "When are you open?", skill: "opening-hours", kind: interpret.KindAnswered, words: "Monday to Friday"},
	{question: "What does a cremation cost?", skill: "service-pricing", kind: interpret.KindOnRequest, words: "gives its prices to the person who asks", entry: true},
	{question: "Please book an arrangement meeting for Tuesday.", skill: "arrangement-booking", kind: interpret.KindActionReferred, state: a2a.TaskStateRejected, words: "can't book", entry: true},
	{question: "What do memorial stones cost?", skill: "price-list", kind: interpret.KindGivenOnOptIn, state: a2a.TaskStateCompleted, words: "Memorial stones at Example Memorial Chapel"},
	{question: "Could someone call me back tomorrow?", skill: "callback-request", kind: interpret.KindActionPending, state: a2a.TaskStateCompleted, words: "passed your callback request"},
	{question: "Please add my condolence message.", skill: "condolence-book", kind: interpret.KindActionDone, state: a2a.TaskStateCompleted, words: "has been added"},
	{question: "What is the transfer status of my father?", skill: "transfer-status", kind: interpret.KindSignInRequired, state: a2a.TaskStateAuthRequired, words: "sign in"},
	{question: "I want to speak to a funeral director.", skill: "speak-to-staff", kind: interpret.KindInputRequired, state: a2a.TaskStateInputRequired, words: "Which number"},
	{question: "Please fail this request.", skill: "fail", kind: interpret.KindFailed, state: a2a.TaskStateFailed, words: "went wrong"},
}

func newInteropClient(t *testing.T, opts ...client.Option) *client.Client {
	t.Helper()
	c := client.New(append([]client.Option{client.WithAllowPrivateNetworks()}, opts...)...)
	t.Cleanup(func() { _ = c.Close() })
	return c
}

// checkInterop compares an outcome with what the peer must have meant.
func checkInterop(t *testing.T, w interopWant, o interpret.Outcome) {
	t.Helper()
	if o.Kind != w.kind {
		t.Errorf("kind = %q, want %q (outcome %+v)", o.Kind, w.kind, o)
	}
	if o.TaskState != w.state {
		t.Errorf("task state = %q, want %q", o.TaskState, w.state)
	}
	if (w.state == "") != (o.TaskID == "") {
		t.Errorf("task id = %q for a reply in state %q", o.TaskID, w.state)
	}
	if w.kind != interpret.KindAnswered && o.SkillID != w.skill {
		t.Errorf("skill = %q, want %q", o.SkillID, w.skill)
	}
	if got := o.Text + " " + o.ArtifactText(); !strings.Contains(got, w.words) {
		t.Errorf("text %q does not contain %q", got, w.words)
	}
	if w.entry && o.PersonEntry != interopEntry {
		t.Errorf("person entry = %q, want %q", o.PersonEntry, interopEntry)
	}
	if w.kind == interpret.KindGivenOnOptIn && len(o.Artifacts) != 1 {
		t.Errorf("artifacts = %d, want the one carrying the information", len(o.Artifacts))
	}
	if o.Operator != "Example Memorial Chapel" {
		t.Errorf("operator = %q", o.Operator)
	}
	// The peer keeps every rule: a finding here is a misreading.
	for _, f := range o.Findings {
		t.Errorf("finding %s: %s; want none from a conforming agent", f.Rule, f.Message)
	}
}

// peerSaw returns the call the peer recorded for an outcome: by task id,
// or for a Message reply the latest call it answered as skill.
func peerSaw(t *testing.T, base, skill string, o interpret.Outcome) jspeer.Request {
	t.Helper()
	st, err := jspeer.ReadStats(t.Context(), base)
	if err != nil {
		t.Fatal(err)
	}
	for i := len(st.Requests) - 1; i >= 0; i-- {
		r := st.Requests[i]
		if o.TaskID != "" && r.TaskID == string(o.TaskID) || o.TaskID == "" && r.TaskID == "" && r.Skill == skill {
			return r
		}
	}
	t.Fatalf("the peer recorded no call for task %q / skill %q", o.TaskID, skill)
	return jspeer.Request{}
}

func TestInteropDeclaration(t *testing.T) {
	base := jspeer.Start(t)
	c := newInteropClient(t)
	d, e, err := c.Declaration(t.Context(), base)
	if err != nil {
		t.Fatal(err)
	}
	if !d.Declared || d.Operator != "Example Memorial Chapel" || len(d.Findings) != 0 {
		t.Errorf("declaration: declared=%v operator=%q findings=%+v", d.Declared, d.Operator, d.Findings)
	}
	want := map[string]interpret.Skill{
		"service-pricing":     {ID: "service-pricing", PersonEntry: interopEntry},
		"arrangement-booking": {ID: "arrangement-booking", PersonEntry: interopEntry, AssistantAccess: true, Completion: interpret.CompletionInConversation},
		"price-list":          {ID: "price-list", PersonEntry: interopEntry, AssistantAccess: true},
		"callback-request":    {ID: "callback-request", PersonEntry: interopEntry, AssistantAccess: true, Completion: interpret.CompletionDeferred},
		"condolence-book":     {ID: "condolence-book", PersonEntry: interopEntry, AssistantAccess: true, Completion: interpret.CompletionInConversation},
	}
	if len(d.Skills) != len(want) {
		t.Errorf("%d skills, want %d", len(d.Skills), len(want))
	}
	for id, w := range want {
		got, ok := d.Skill(id)
		got.Name = "" // the card's wording; not under test here
		if !ok || got != w {
			t.Errorf("skill %s = %+v (found %v), want %+v", id, got, ok, w)
		}
	}
	// The card the SDK serves is the one the cache holds, with its lifetime
	// (less the age the cache works out from the second-resolution Date).
	if life := e.Expires.Sub(e.FetchedAt); e.Card == nil || e.Stale || life > time.Hour || life < time.Hour-2*time.Second {
		t.Errorf("cache entry: stale=%v fetched %v expires %v, want one hour fresh", e.Stale, e.FetchedAt, e.Expires)
	}
	if !strings.HasPrefix(e.URL, base) {
		t.Errorf("card URL %q not under %q", e.URL, base)
	}
}

// TestInteropCardRevalidation: the card is fetched once per lifetime, then
// revalidated with If-None-Match and kept on the SDK's 304. The peer's card
// lives two seconds; its Date header has whole seconds, so a card may be
// fresh for as little as one.
func TestInteropCardRevalidation(t *testing.T) {
	const maxAge = 2 * time.Second
	base := jspeer.Start(t, jspeer.CardMaxAge(maxAge))
	cards := cache.New(cache.WithHTTPClient(client.NewHTTPClient(client.WithAllowPrivateNetworks())))
	c := newInteropClient(t, client.WithCache(cards))
	ctx := t.Context()

	for range 3 {
		if _, err := c.Ask(ctx, base, "When are you open?"); err != nil {
			t.Fatal(err)
		}
	}
	_, first, err := c.Declaration(ctx, base)
	if err != nil {
		t.Fatal(err)
	}
	before, err := jspeer.ReadStats(ctx, base)
	if err != nil {
		t.Fatal(err)
	}
	// However slow the machine, the card itself is sent once: every later
	// request carries its ETag.
	if before.Card.OK != 1 || before.Card.NotModified != before.Card.Conditional {
		t.Fatalf("the peer served %+v, want one card, then only 304s", before.Card)
	}
	fetchesBefore := cards.Stats().Fetches

	time.Sleep(time.Until(first.Expires) + 50*time.Millisecond)
	o, err := c.Ask(ctx, base, "What does a cremation cost?", client.WithSkill("service-pricing"))
	if err != nil {
		t.Fatal(err)
	}
	if o.Kind != interpret.KindOnRequest {
		t.Errorf("after revalidation: kind %q", o.Kind)
	}
	_, e, err := c.Declaration(ctx, base)
	if err != nil {
		t.Fatal(err)
	}
	after, err := jspeer.ReadStats(ctx, base)
	if err != nil {
		t.Fatal(err)
	}
	// One conditional GET answered 304 after max-age; on a slow machine the
	// revalidated card may expire again before Declaration reads it, which
	// costs one more 304, never a second full card.
	revalidated := after.Card.NotModified - before.Card.NotModified
	if after.Card.OK != 1 || after.Card.Conditional != after.Card.NotModified || revalidated < 1 || revalidated > 2 {
		t.Errorf("after max-age the peer saw %+v (before %+v), want one card and one more 304 (two only if it expired again)", after.Card, before.Card)
	}
	cs := cards.Stats()
	if cs.Fetches != fetchesBefore+uint64(revalidated) || cs.Revalidations != uint64(after.Card.NotModified) || cs.Errors != 0 || cs.StaleServed != 0 {
		t.Errorf("cache stats %+v, want a fetch per conditional GET (%d before), a revalidation per 304, no errors", cs, fetchesBefore)
	}
	if e.Stale || !e.FetchedAt.After(first.FetchedAt) || e.Card != first.Card {
		t.Errorf("after 304: stale=%v fetched %v (was %v), same card %v; want the same card, confirmed later",
			e.Stale, e.FetchedAt, first.FetchedAt, e.Card == first.Card)
	}
}

// An interopBinding is one way the peer can list its interfaces; the
// client takes the first it can use, so each run talks one binding.
type interopBinding struct {
	name    string
	opts    []jspeer.Option
	binding string // as the peer records it
	send    string // the method the peer records for a send
	stream  string // and for a streaming send
	version string // the A2A-Version the peer must see
}

var interopBindings = []interopBinding{
	{"JSONRPC", nil, "JSONRPC", "SendMessage", "SendStreamingMessage", "1.0"},
	{"HTTP+JSON", []jspeer.Option{jspeer.RESTFirst()}, "HTTP+JSON", "/message:send", "/message:stream", "1.0"},
	// An agent that also speaks 0.3 is still spoken to in 1.0.
	{"JSONRPC+0.3", []jspeer.Option{jspeer.V03()}, "JSONRPC", "SendMessage", "SendStreamingMessage", "1.0"},
	// An agent on 0.3 alone, through the SDK's compatibility layer.
	{"JSONRPC-0.3-only", []jspeer.Option{jspeer.V03Only()}, "JSONRPC", "message/send", "message/stream", "0.3"},
}

// TestInteropBindings asks every kind of question, unary and streamed, over
// each binding: one peer per binding, one client for all its calls.
func TestInteropBindings(t *testing.T) {
	for _, b := range interopBindings {
		t.Run(b.name, func(t *testing.T) {
			base := jspeer.Start(t, b.opts...)
			c := newInteropClient(t)
			t.Run("Ask", func(t *testing.T) { testInteropAsk(t, base, c, b) })
			t.Run("AskWithoutSkill", func(t *testing.T) { testInteropAskWithoutSkill(t, base, c) })
			t.Run("Stream", func(t *testing.T) { testInteropStream(t, base, c, b) })
			t.Run("Errors", func(t *testing.T) {
				// a2a-js's errors come back as a2a-go's typed errors. (Over
				// HTTP+JSON a2a-js sends them as application/a2a+json, which
				// a2a-go v2.4.0 alone reads as a bare ErrServerError.)
				if _, err := c.GetTask(t.Context(), base, a2a.TaskID("no-such-task")); !errors.Is(err, a2a.ErrTaskNotFound) {
					t.Errorf("GetTask of an unknown task: %v, want a2a.ErrTaskNotFound", err)
				}
			})
		})
	}
}

func testInteropAsk(t *testing.T, base string, c *client.Client, b interopBinding) {
	for _, w := range interopKinds {
		t.Run(w.skill, func(t *testing.T) {
			ctx := t.Context()
			o, err := c.Ask(ctx, base, w.question, client.WithSkill(w.skill))
			if err != nil {
				t.Fatal(err)
			}
			checkInterop(t, w, o)
			seen := peerSaw(t, base, w.skill, o)
			if !seen.Activated || seen.A2AVersion != b.version || seen.Binding != b.binding || seen.Method != b.send || seen.Skill != w.skill {
				t.Errorf("the peer saw %+v; want %s over %s, A2A-Version %s, the extension activated, skill %s", seen, b.send, b.binding, b.version, w.skill)
			}
			if w.state == "" {
				return
			}
			// GetTask reads the stored task the same way.
			g, err := c.GetTask(ctx, base, o.TaskID, client.WithSkill(w.skill))
			if err != nil {
				t.Fatalf("GetTask: %v", err)
			}
			checkInterop(t, w, g)
		})
	}
}

// testInteropAskWithoutSkill: the marker alone is enough for the referred
// and opted-in kinds; the client does not need to be told the skill.
func testInteropAskWithoutSkill(t *testing.T, base string, c *client.Client) {
	for _, w := range interopKinds {
		switch w.kind {
		case interpret.KindOnRequest, interpret.KindActionReferred, interpret.KindGivenOnOptIn:
		default:
			continue
		}
		o, err := c.Ask(t.Context(), base, w.question)
		if err != nil {
			t.Fatal(err)
		}
		checkInterop(t, w, o)
	}
}

func testInteropStream(t *testing.T, base string, c *client.Client, b interopBinding) {
	for _, w := range interopKinds {
		t.Run(w.skill, func(t *testing.T) {
			var outcomes []interpret.Outcome
			msg := a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart(w.question))
			for o, err := range c.Stream(t.Context(), base, msg, client.WithSkill(w.skill)) {
				if err != nil {
					t.Fatal(err)
				}
				outcomes = append(outcomes, o)
			}
			if len(outcomes) == 0 {
				t.Fatal("no outcome")
			}
			last := outcomes[len(outcomes)-1]
			checkInterop(t, w, last)
			// The peer streams a Message alone, or a task: submitted,
			// working, an artifact where there is one, the end state.
			wantEvents := 1
			if w.state != "" {
				wantEvents = 3
				if w.kind == interpret.KindGivenOnOptIn || w.kind == interpret.KindActionDone {
					wantEvents = 4
				}
			}
			if len(outcomes) != wantEvents {
				t.Errorf("%d outcomes, want one per event (%d)", len(outcomes), wantEvents)
			}
			// Nothing before the end may read as done or as given.
			for i, o := range outcomes[:len(outcomes)-1] {
				if o.Kind != interpret.KindActionPending {
					t.Errorf("outcome %d of %d is %q before the task ended, want %q", i+1, len(outcomes), o.Kind, interpret.KindActionPending)
				}
			}
			seen := peerSaw(t, base, w.skill, last)
			if !seen.Activated || seen.A2AVersion != b.version || seen.Binding != b.binding || seen.Method != b.stream {
				t.Errorf("the peer saw %+v; want %s over %s, A2A-Version %s, the extension activated", seen, b.stream, b.binding, b.version)
			}
		})
	}
}

// TestInteropInputRequired continues a task that asked for input.
func TestInteropInputRequired(t *testing.T) {
	base := jspeer.Start(t)
	c := newInteropClient(t)
	ctx := t.Context()
	o, err := c.Ask(ctx, base, "I want to speak to a funeral director.")
	if err != nil {
		t.Fatal(err)
	}
	if o.Kind != interpret.KindInputRequired {
		t.Fatalf("kind %q, want input-required", o.Kind)
	}
	next, err := c.Ask(ctx, base, "Tomorrow at ten, on 555 0100.", client.WithTaskID(o.TaskID), client.WithContextID(o.ContextID))
	if err != nil {
		t.Fatal(err)
	}
	if next.TaskID != o.TaskID || next.TaskState != a2a.TaskStateCompleted || next.Kind != interpret.KindAnswered {
		t.Errorf("follow-up: task %s state %q kind %q; want task %s completed and answered", next.TaskID, next.TaskState, next.Kind, o.TaskID)
	}

	// The same over a stream: the follow-up's events continue the task.
	var s interpret.Outcome
	for s, err = range c.Stream(ctx, base, a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("I want to speak to a funeral director."))) {
		if err != nil {
			t.Fatal(err)
		}
	}
	if s.Kind != interpret.KindInputRequired {
		t.Fatalf("streamed: kind %q, want input-required", s.Kind)
	}
	reply := a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("Tomorrow at ten."))
	var last interpret.Outcome
	for last, err = range c.Stream(ctx, base, reply, client.WithTaskID(s.TaskID), client.WithContextID(s.ContextID)) {
		if err != nil {
			t.Fatal(err)
		}
	}
	if last.TaskID != s.TaskID || last.TaskState != a2a.TaskStateCompleted || last.Kind != interpret.KindAnswered {
		t.Errorf("streamed follow-up: task %s state %q kind %q; want task %s completed and answered", last.TaskID, last.TaskState, last.Kind, s.TaskID)
	}
}

// TestInteropConcurrent: many calls through one client share one card fetch.
func TestInteropConcurrent(t *testing.T) {
	base := jspeer.Start(t)
	c := newInteropClient(t)
	ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
	defer cancel()
	const n = 32
	errs := make(chan error, n)
	for i := range n {
		w := interopKinds[i%len(interopKinds)]
		go func() {
			o, err := c.Ask(ctx, base, w.question, client.WithSkill(w.skill))
			if err == nil && o.Kind != w.kind {
				err = &interopKindError{got: o.Kind, want: w.kind}
			}
			errs <- err
		}()
	}
	for range n {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
	st, err := jspeer.ReadStats(ctx, base)
	if err != nil {
		t.Fatal(err)
	}
	if st.Card.OK != 1 {
		t.Errorf("%d card fetches for %d concurrent calls, want 1", st.Card.OK, n)
	}
}

type interopKindError struct{ got, want interpret.Kind }

func (e *interopKindError) Error() string {
	return "kind " + string(e.got) + ", want " + string(e.want)
}
