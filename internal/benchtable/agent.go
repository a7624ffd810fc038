package main

import (
	"context"
	"iter"
	"strings"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2asrv"

	"github.com/agent-capability/onrequest/interpret"
)

const personEntry = "https://ask.example.com/talk"

// Questions the chapel agent answers; the first word picks the reply.
const (
	questionPrice = "price of a cremation"        // Annex A.2: a Message, on-request
	questionBook  = "book an arrangement meeting" // Annex A.3: a Task, action-referred
)

// chapel is the agent both sides of each client pair talk to: the Annex A
// replies from a2a-go's own server. The wrapped and the bare client receive
// the same bytes, so their difference is what the wrapper adds.
type chapel struct{}

func marker(status, skill string) map[string]any {
	return map[string]any{interpret.URI: map[string]any{"status": status, "skillId": skill, "personEntry": personEntry}}
}

func agentMessage(ec *a2asrv.ExecutorContext, text string, meta map[string]any) *a2a.Message {
	m := a2a.NewMessageForTask(a2a.MessageRoleAgent, ec, a2a.NewTextPart(text))
	m.Metadata = meta
	m.Extensions = []string{interpret.URI}
	return m
}

func (chapel) Execute(_ context.Context, ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	var question strings.Builder
	for _, p := range ec.Message.Parts {
		question.WriteString(p.Text())
	}
	word, _, _ := strings.Cut(question.String(), " ")
	return func(yield func(a2a.Event, error) bool) {
		switch word {
		case "price":
			yield(agentMessage(ec, "Example Memorial Chapel gives its prices to the person who asks. You can ask here: "+personEntry,
				marker("on-request", "service-pricing")), nil)
		case "book":
			if ec.StoredTask == nil && !yield(a2a.NewSubmittedTask(ec, ec.Message), nil) {
				return
			}
			if !yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateWorking, nil), nil) {
				return
			}
			yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateRejected, agentMessage(ec,
				"I can't book this meeting for you. The person can book it here: "+personEntry,
				marker("action-referred", "arrangement-booking"))), nil)
		default:
			yield(a2a.NewMessageForTask(a2a.MessageRoleAgent, ec, a2a.NewTextPart("Ask about prices or bookings.")), nil)
		}
	}
}

func (chapel) Cancel(_ context.Context, ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {
		yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateCanceled, nil), nil)
	}
}

// chapelCard copies the Annex A.1 card onto the served one, keeping the
// served interfaces and streaming.
func chapelCard(annex *a2a.AgentCard) func(*a2a.AgentCard) {
	return func(c *a2a.AgentCard) {
		c.Name = annex.Name
		c.Description = annex.Description
		c.Provider = annex.Provider
		c.Version = annex.Version
		c.Capabilities.Extensions = annex.Capabilities.Extensions
		c.SecuritySchemes = annex.SecuritySchemes
		c.Skills = annex.Skills
	}
}
