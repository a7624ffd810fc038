package mcpserver_test

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/examples/assistant/demo"
	"github.com/agent-capability/onrequest/mcpserver"
)

// A host asks the chapel for a price, then checks its draft answer in the
// same session.
func Example() {
	ctx := context.Background()
	agents, stop, err := demo.Start(ctx)
	if err != nil {
		panic(err)
	}
	defer stop()
	c := client.New(client.WithAllowPrivateNetworks()) // the demo agents are on loopback
	defer c.Close()
	srv, err := mcpserver.New(ctx, c, mcpserver.WithAgents(agents.Chapel.URL))
	if err != nil {
		panic(err)
	}
	st, ct := mcp.NewInMemoryTransports() // a host would use stdio or srv.Handler()
	if _, err := srv.MCP().Connect(ctx, st, nil); err != nil {
		panic(err)
	}
	session, err := mcp.NewClient(&mcp.Implementation{Name: "host", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		panic(err)
	}
	defer session.Close()

	ask, _ := session.CallTool(ctx, &mcp.CallToolParams{Name: "ask_business_agent",
		Arguments: map[string]any{"agent": "Example Memorial Chapel", "question": "What does a cremation cost?"}})
	res := ask.StructuredContent.(map[string]any)
	fmt.Println(res["kind"], res["personEntry"])

	check, _ := session.CallTool(ctx, &mcp.CallToolParams{Name: "check_draft",
		Arguments: map[string]any{"draft": "A comparison site says it costs $2,450."}})
	for _, b := range check.StructuredContent.(map[string]any)["blocked"].([]any) {
		fmt.Println("blocked:", b.(map[string]any)["reason"])
	}
	// Output:
	// on-request https://ask.example.com/talk
	// blocked: other-source-value
}
