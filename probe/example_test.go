package probe_test

import (
	"context"
	"fmt"

	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/examples/assistant/demo"
	"github.com/agent-capability/onrequest/probe"
)

// Probe the demo law firm, which keeps the rules, with its action skill
// allowed.
func ExampleRun() {
	ctx := context.Background()
	agents, stop, err := demo.Start(ctx)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer stop()

	c := client.New(client.WithAllowPrivateNetworks()) // the demo agents are on loopback
	defer c.Close()
	report, err := probe.Run(ctx, c, agents.Law.URL, probe.WithActions())
	if err != nil {
		fmt.Println("not probed:", err)
		return
	}
	fmt.Println(report.Operator, "failed:", report.Failed())
	for _, ch := range report.Checks {
		fmt.Printf("%-7s %-21s %s\n", ch.Rule, ch.SkillID, ch.Result)
	}
	// Output:
	// Example Law Partners failed: false
	// OR-3.1                        pass
	// OR-6.1  fee-quote             pass
	// OR-5.3  fee-quote             pass
	// OR-6.2  fee-quote             pass
	// OR-5.1  fee-quote             pass
	// OR-6.1  newsletter-subscribe  pass
	// OR-5.8  newsletter-subscribe  pass
	// OR-5.1  newsletter-subscribe  pass
	// OR-6.1                        skipped
}
