package client_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/a2aproject/a2a-go/v2/a2a"

	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/examples/assistant/demo"
	"github.com/agent-capability/onrequest/internal/a2atest"
	"github.com/agent-capability/onrequest/interpret"
)

// The common case: ask, then switch on what the reply means for the person.
func Example() {
	agent, _ := a2atest.New(chapel{}, a2atest.WithCard(chapelCard)) // a business's agent, on loopback
	defer agent.Close()
	ctx := context.Background()

	c := client.New(client.WithAllowPrivateNetworks()) // loopback is refused by default
	defer c.Close()
	out, err := c.Ask(ctx, agent.URL, "price of a cremation")
	if err != nil {
		fmt.Println("no reply:", err)
		return
	}
	switch out.Kind {
	case interpret.KindOnRequest, interpret.KindActionReferred:
		fmt.Printf("%s gives this to the person who asks, at %s\n", out.Operator, out.PersonEntry)
	case interpret.KindGivenOnOptIn:
		fmt.Printf("%s says, on request: %s\n", out.Operator, out.ArtifactText())
	default:
		fmt.Println(out.Kind, out.Text)
	}
	// Output:
	// Example Memorial Chapel gives this to the person who asks, at https://ask.example.com/talk
}

// A skill hint changes how a finished task reads: the card says the
// callback skill is completed later by staff, so it is pending, not done.
func ExampleWithSkill() {
	agent, _ := a2atest.New(chapel{}, a2atest.WithCard(chapelCard))
	defer agent.Close()
	c := client.New(client.WithAllowPrivateNetworks())
	defer c.Close()

	out, _ := c.Ask(context.Background(), agent.URL, "callback please", client.WithSkill("callback-request"))
	fmt.Println(out.Kind, out.TaskState)
	// Output:
	// action-pending TASK_STATE_COMPLETED
}

// A task continued with its ids is read with the skill the Client learnt
// at its start, here inferred from the question and the clinic's card: the
// answer to the clinic's question completes a deferred action, which is
// pending, not done, although the task completed and the answer names no
// skill.
func ExampleWithTaskID() {
	agents, stop, _ := demo.Start(context.Background()) // three businesses' agents, on loopback
	defer stop()
	ctx := context.Background()
	c := client.New(client.WithAllowPrivateNetworks())
	defer c.Close()

	first, _ := c.Ask(ctx, agents.Clinic.URL, "I would like an appointment.")
	fmt.Println(first.Kind, first.SkillID, first.SkillSource)
	fmt.Println(first.Text)

	next, _ := c.Ask(ctx, agents.Clinic.URL, "Tuesday at 10, please.",
		client.WithTaskID(first.TaskID), client.WithContextID(first.ContextID))
	fmt.Println(next.Kind, next.SkillID, next.TaskState)
	// Output:
	// input-required appointment-request inferred
	// Which day would suit you for the appointment?
	// action-pending appointment-request TASK_STATE_COMPLETED
}

// Stream yields the outcome so far after each event; the last is final.
func ExampleClient_Stream() {
	agent, _ := a2atest.New(chapel{}, a2atest.WithCard(chapelCard))
	defer agent.Close()
	c := client.New(client.WithAllowPrivateNetworks())
	defer c.Close()

	msg := a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("book a meeting"))
	var final interpret.Outcome
	for out, err := range c.Stream(context.Background(), agent.URL, msg) {
		if err != nil {
			fmt.Println("stream failed:", err)
			return
		}
		final = out
	}
	fmt.Println(final.Kind, final.PersonEntry)
	// Output:
	// action-referred https://ask.example.com/talk
}

// Declaration reads the card alone.
func ExampleClient_Declaration() {
	agent, _ := a2atest.New(chapel{}, a2atest.WithCard(chapelCard))
	defer agent.Close()
	c := client.New(client.WithAllowPrivateNetworks())
	defer c.Close()

	decl, _, err := c.Declaration(context.Background(), agent.URL)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range decl.Skills {
		fmt.Printf("%s: assistant access %v\n", s.ID, s.AssistantAccess)
	}
	// Output:
	// service-pricing: assistant access false
	// arrangement-booking: assistant access true
	// price-list: assistant access true
	// callback-request: assistant access true
}

// By default a Client refuses addresses that are not on the public
// internet, checked where it connects: agent URLs often come from a model.
func ExampleErrForbiddenAddress() {
	agent, _ := a2atest.New(chapel{}, a2atest.WithCard(chapelCard))
	defer agent.Close()
	c := client.New()
	defer c.Close()

	_, err := c.Ask(context.Background(), agent.URL, "price of a cremation")
	var fe *client.ForbiddenAddressError
	if errors.As(err, &fe) {
		fmt.Println("refused:", fe.Addr, fe.Range)
	}
	fmt.Println("requests the agent saw:", agent.Hits(a2atest.CardPath)+agent.TotalCalls())
	// Output:
	// refused: 127.0.0.1 loopback
	// requests the agent saw: 0
}
