package probe_test

import (
	"context"
	"iter"
	"strings"
	"sync"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2asrv"

	"github.com/agent-capability/onrequest/interpret"
)

const talk = "https://ask.example.com/talk"

// breakModes are the ways a test agent breaks exactly one rule, with the
// rules the probe must fail for it. The JavaScript peer has the same modes.
var breakModes = []struct {
	mode  string
	rules []string
}{
	{"", nil},
	{"value-in-referral", []string{"OR-5.3"}},
	{"no-marker", []string{"OR-6.1"}},
	{"value-unactivated", []string{"OR-5.1"}},
	{"wrong-place", []string{"OR-6.1"}},
	{"wrong-state", []string{"OR-6.1"}},
	{"words-without-referral", []string{"OR-5.3", "OR-6.2"}},
	{"deferred-done", []string{"OR-5.8"}},
}

// chapelCard is Annex A.1's chapel, cut to one skill of each kind.
func chapelCard(c *a2a.AgentCard) {
	c.Name = "Example Memorial Chapel assistant"
	c.Provider = &a2a.AgentProvider{Org: "Example Memorial Chapel", URL: "https://example.com"}
	c.Capabilities.Extensions = []a2a.AgentExtension{{
		URI: interpret.URI,
		Params: map[string]any{"skills": []any{
			map[string]any{"id": "service-pricing", "personEntry": talk, "assistantAccess": false},
			map[string]any{"id": "arrangement-booking", "personEntry": talk, "assistantAccess": true, "completion": "in-conversation"},
			map[string]any{"id": "callback-request", "personEntry": talk, "assistantAccess": true, "completion": "deferred"},
		}},
	}}
	c.Skills = []a2a.AgentSkill{
		{ID: "opening-hours", Name: "Opening hours", Description: "When the chapel is open.", Tags: []string{"hours"}, Examples: []string{"When is the chapel open?"}},
		{ID: "service-pricing", Name: "Service costs", Description: "Costs of the chapel's services, given on request.", Tags: []string{"pricing"}, Examples: []string{"What does a cremation cost?"}},
		{ID: "arrangement-booking", Name: "Book an arrangement meeting", Description: "Books a meeting with a director.", Tags: []string{"booking"}},
		{ID: "callback-request", Name: "Request a callback", Description: "Passes a callback request to the office.", Tags: []string{"callback"}},
	}
}

// breaker is the chapel's agent, keeping every rule but the one its mode
// breaks. It records which skill each request was for, and whether it
// activated the extension.
type breaker struct {
	mode string
	slow time.Duration // how long a callback request stays WORKING

	mu    sync.Mutex
	asked map[string][]bool // skill -> activated, per request
}

func newBreaker(mode string) *breaker { return &breaker{mode: mode, asked: map[string][]bool{}} }

func (b *breaker) requests() map[string][]bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	out := map[string][]bool{}
	for k, v := range b.asked {
		out[k] = append([]bool(nil), v...)
	}
	return out
}

func route(text string) string {
	t := strings.ToLower(text)
	for _, r := range [][2]string{{"callback", "callback-request"}, {"book", "arrangement-booking"}, {"cost", "service-pricing"}} {
		if strings.Contains(t, r[0]) {
			return r[1]
		}
	}
	return "opening-hours"
}

func activated(ctx context.Context) bool {
	cc, ok := a2asrv.CallContextFrom(ctx)
	if !ok {
		return false
	}
	values, _ := cc.ServiceParams().Get(a2a.SvcParamExtensions)
	for _, v := range values {
		for _, uri := range strings.Split(v, ",") {
			if strings.TrimSpace(uri) == interpret.URI {
				return true
			}
		}
	}
	return false
}

func mark(on bool, status, skill string) map[string]any {
	if !on {
		return nil
	}
	return map[string]any{interpret.URI: map[string]any{"status": status, "skillId": skill, "personEntry": talk}}
}

func message(ec *a2asrv.ExecutorContext, text string, meta map[string]any) *a2a.Message {
	m := a2a.NewMessageForTask(a2a.MessageRoleAgent, ec, a2a.NewTextPart(text))
	if meta != nil {
		m.Metadata, m.Extensions = meta, []string{interpret.URI}
	}
	return m
}

func (b *breaker) Execute(ctx context.Context, ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	var text string
	for _, p := range ec.Message.Parts {
		text += p.Text()
	}
	skill, on := route(text), activated(ctx)
	b.mu.Lock()
	b.asked[skill] = append(b.asked[skill], on)
	b.mu.Unlock()

	return func(yield func(a2a.Event, error) bool) {
		say := func(text string, meta map[string]any) {
			m := a2a.NewMessage(a2a.MessageRoleAgent, a2a.NewTextPart(text))
			if meta != nil {
				m.Metadata, m.Extensions = meta, []string{interpret.URI}
			}
			yield(m, nil)
		}
		task := func(state a2a.TaskState, text string, meta, taskMeta map[string]any) {
			t := a2a.NewSubmittedTask(ec, ec.Message)
			t.Metadata = taskMeta
			if !yield(t, nil) {
				return
			}
			if skill == "callback-request" && b.slow > 0 {
				if !yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateWorking, nil), nil) {
					return
				}
				select {
				case <-time.After(b.slow):
				case <-ctx.Done():
					return
				}
			}
			yield(a2a.NewStatusUpdateEvent(ec, state, message(ec, text, meta)), nil)
		}
		refer := "Example Memorial Chapel gives its prices to the person who asks. You can ask here: " + talk
		switch skill {
		case "opening-hours":
			say("The chapel is open Monday to Friday, 09:00 to 17:00.", nil)
		case "service-pricing":
			switch {
			case b.mode == "value-in-referral":
				say(refer+" A direct cremation costs $2,950.", mark(on, "on-request", skill))
			case b.mode == "no-marker":
				say(refer, nil)
			case b.mode == "value-unactivated" && !on:
				say("A direct cremation at Example Memorial Chapel costs $2,950.", nil)
			case b.mode == "wrong-place":
				task(a2a.TaskStateCompleted, refer, nil, mark(on, "on-request", skill))
			case b.mode == "wrong-state":
				task(a2a.TaskStateFailed, refer, mark(on, "on-request", skill), nil)
			case b.mode == "words-without-referral" && on:
				say("I can't give you that here.", mark(on, "on-request", skill))
			default:
				say(refer, mark(on, "on-request", skill))
			}
		case "arrangement-booking":
			task(a2a.TaskStateRejected, "I can't book this meeting for you. The person can book it here: "+talk,
				mark(on, "action-referred", skill), nil)
		case "callback-request":
			words := "I have passed your callback request to the office. A member of staff will call you back on the next working day."
			if b.mode == "deferred-done" {
				words = "Your callback is booked: a member of staff will call you tomorrow at 10:00."
			}
			task(a2a.TaskStateCompleted, words, nil, nil)
		}
	}
}

func (b *breaker) Cancel(_ context.Context, ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {
		yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateCanceled, nil), nil)
	}
}

// returnImmediately makes a2a-go's server answer SendMessage with the task
// as it first stands, as some agents answer a blocking request: the
// client then sees it SUBMITTED or WORKING.
type returnImmediately struct {
	a2asrv.PassthroughCallInterceptor
}

func (returnImmediately) Before(ctx context.Context, _ *a2asrv.CallContext, req *a2asrv.Request) (context.Context, any, error) {
	if r, ok := req.Payload.(*a2a.SendMessageRequest); ok {
		if r.Config == nil {
			r.Config = &a2a.SendMessageConfig{}
		}
		r.Config.ReturnImmediately = true
	}
	return ctx, nil, nil
}
