package demo_test

import (
	"context"
	"fmt"

	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/examples/assistant/demo"
)

func ExampleStart() {
	ctx := context.Background()
	agents, stop, err := demo.Start(ctx)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer stop()

	c := client.New(client.WithAllowPrivateNetworks()) // the agents are on loopback
	defer c.Close()
	for _, q := range []struct{ url, text, skill string }{
		{agents.Chapel.URL, "What does a cremation cost?", "service-pricing"},
		{agents.Chapel.URL, "Please book an arrangement meeting.", "arrangement-booking"},
		{agents.Clinic.URL, "I would like an appointment on Friday.", "appointment-request"},
		{agents.Law.URL, "What would you charge for a will?", "fee-quote"},
	} {
		o, err := c.Ask(ctx, q.url, q.text, client.WithSkill(q.skill))
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(o.Operator, o.SkillID, o.Kind, o.PersonEntry)
	}
	// Output:
	// Example Memorial Chapel service-pricing on-request https://ask.example.com/talk
	// Example Memorial Chapel arrangement-booking action-referred https://ask.example.com/talk
	// Example Family Clinic appointment-request action-pending https://www.example.org/contact
	// Example Law Partners fee-quote on-request tel:+1-555-0100
}
