package client_test

import (
	"context"
	"fmt"
	"iter"
	"strings"
	"testing"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2asrv"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/internal/a2atest"
	"github.com/agent-capability/onrequest/interpret"
)

const personEntry = "https://ask.example.com/talk"

// chapelCard turns the a2atest card into the Annex A.1 card, plus the
// skills the remaining replies need.
func chapelCard(c *a2a.AgentCard) {
	c.Name = "Example Memorial Chapel assistant"
	c.Provider = &a2a.AgentProvider{Org: "Example Memorial Chapel", URL: "https://example.com"}
	c.Capabilities.Extensions = []a2a.AgentExtension{{
		URI:         interpret.URI,
		Description: "Skills whose information the chapel gives to the person who asks, and where a person asks.",
		Params: map[string]any{"skills": []any{
			map[string]any{"id": "service-pricing", "personEntry": personEntry, "assistantAccess": false},
			map[string]any{"id": "arrangement-booking", "personEntry": personEntry, "assistantAccess": true, "completion": "in-conversation"},
			map[string]any{"id": "price-list", "personEntry": personEntry, "assistantAccess": true},
			map[string]any{"id": "callback-request", "personEntry": personEntry, "assistantAccess": true, "completion": "deferred"},
		}},
	}}
	c.Skills = []a2a.AgentSkill{
		{ID: "opening-hours", Name: "Opening hours and location", Description: "States the chapel's opening hours.", Tags: []string{"hours"}},
		{ID: "service-pricing", Name: "Service costs", Description: "Costs of the chapel's services, given on request.", Tags: []string{"pricing"}},
		{ID: "arrangement-booking", Name: "Book an arrangement meeting", Description: "Books an arrangement meeting.", Tags: []string{"booking"}},
		{ID: "price-list", Name: "Price list", Description: "The chapel's prices, opened to assistants.", Tags: []string{"pricing"}},
		{ID: "callback-request", Name: "Request a callback", Description: "Passes a callback request to staff.", Tags: []string{"callback"}},
		{ID: "records", Name: "Records", Description: "Family records; needs sign-in.", Tags: []string{"records"}},
		{ID: "failing", Name: "Failing", Description: "Always fails.", Tags: []string{"test"}},
	}
}

// chapel is an AgentExecutor that answers with the Annex A replies and the
// other outcome kinds, chosen by the first word of the question.
type chapel struct{}

func marker(status, skill string) map[string]any {
	return map[string]any{interpret.URI: map[string]any{"status": status, "skillId": skill, "personEntry": personEntry}}
}

func agentMessage(ec *a2asrv.ExecutorContext, text string, meta map[string]any) *a2a.Message {
	m := a2a.NewMessageForTask(a2a.MessageRoleAgent, ec, a2a.NewTextPart(text))
	if meta != nil {
		m.Metadata = meta
		m.Extensions = []string{interpret.URI}
	}
	return m
}

func (chapel) Execute(_ context.Context, ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	var question string
	for _, p := range ec.Message.Parts {
		question += p.Text()
	}
	word, _, _ := strings.Cut(question, " ")
	return func(yield func(a2a.Event, error) bool) {
		task := func(events ...a2a.Event) {
			if ec.StoredTask == nil && !yield(a2a.NewSubmittedTask(ec, ec.Message), nil) {
				return
			}
			if !yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateWorking, nil), nil) {
				return
			}
			for _, ev := range events {
				if !yield(ev, nil) {
					return
				}
			}
		}
		switch word {
		case "hours": // public skill, plain Message
			yield(agentMessage(ec, "We are open 9 to 5, Monday to Saturday.", nil), nil)
		case "price": // A.2
			yield(agentMessage(ec, "Example Memorial Chapel gives its prices to the person who asks. You can ask here: "+personEntry,
				marker("on-request", "service-pricing")), nil)
		case "book": // A.3
			task(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateRejected, agentMessage(ec,
				"I can't book this meeting for you. The person can book it here: "+personEntry,
				marker("action-referred", "arrangement-booking"))))
		case "optin": // A.4
			art := a2a.NewArtifactEvent(ec, a2a.NewTextPart("A direct cremation is [price as the chapel gives it]."))
			art.Artifact.Name = "Cremation price"
			art.Artifact.Metadata = marker("given-on-opt-in", "price-list")
			art.Artifact.Extensions = []string{interpret.URI}
			task(art, a2a.NewStatusUpdateEvent(ec, a2a.TaskStateCompleted, nil))
		case "callback": // deferred action
			task(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateCompleted,
				agentMessage(ec, "Your request has been passed to a member of staff, who will call back.", nil)))
		case "confirm": // in-conversation action
			task(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateCompleted,
				agentMessage(ec, "The meeting is booked for Tuesday at 10:00.", nil)))
		case "long": // many events, each small
			evs := make([]a2a.Event, 0, 21)
			for i := range 20 {
				evs = append(evs, a2a.NewStatusUpdateEvent(ec, a2a.TaskStateWorking,
					agentMessage(ec, fmt.Sprintf("Still looking, step %d of 20.", i+1), nil)))
			}
			task(append(evs, a2a.NewStatusUpdateEvent(ec, a2a.TaskStateCompleted, agentMessage(ec, "We are open 9 to 5.", nil)))...)
		case "records":
			task(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateAuthRequired,
				agentMessage(ec, "Please sign in to the family portal first.", nil)))
		case "which":
			task(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateInputRequired,
				agentMessage(ec, "Which day would suit you?", nil)))
		default:
			task(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateFailed,
				agentMessage(ec, "Something went wrong on our side.", nil)))
		}
	}
}

func (chapel) Cancel(_ context.Context, ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {
		yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateCanceled, nil), nil)
	}
}

// startChapel starts the chapel agent; extra options come after the card.
func startChapel(t testing.TB, opts ...a2atest.Option) *a2atest.Server {
	t.Helper()
	return a2atest.Start(t, chapel{}, append([]a2atest.Option{a2atest.WithCard(chapelCard)}, opts...)...)
}

// newTestClient is a client that may reach loopback and plaintext gRPC,
// with short retry waits.
func newTestClient(t testing.TB, opts ...client.Option) *client.Client {
	t.Helper()
	base := []client.Option{
		client.WithAllowPrivateNetworks(),
		client.WithGRPCDialOptions(grpc.WithTransportCredentials(insecure.NewCredentials())),
		client.WithRetryWait(time.Millisecond, 5*time.Millisecond),
	}
	c := client.New(append(base, opts...)...)
	t.Cleanup(func() { _ = c.Close() })
	return c
}
