// Package mcpserver offers the On Request client to MCP hosts (desktop
// assistants, IDEs, agent frameworks) as an MCP server, built on the
// official Go SDK (github.com/modelcontextprotocol/go-sdk).
//
// The server has two tools:
//
//   - ask_business_agent asks a business's A2A agent on the person's behalf
//     and returns what present makes of the outcome: its kind, the
//     operator, the skill, the checked person-facing address, the sentence
//     for the person (say) and what the model must and must not say
//     (instructions, OR-5.8, OR-6.3, OR-6.4). While an agent waits for the
//     person's input, the next ask of that agent in the session continues
//     its task.
//   - check_draft runs the host model's draft answer through the guard,
//     against everything asked in the same MCP session, and returns the
//     text the person may see and what was blocked.
//
// Each MCP session (one stdio connection, or one Mcp-Session-Id over
// streamable HTTP) has its own ledger: what one session's agents referred
// does not leak into another's checks, and a new session starts empty.
//
// Given agents (WithAgents), the server asks only those: any other agent is
// a tool error (isError), and each agent's card summary is a resource. The
// tool's description lists their skills with ids. Without agents, any agent
// the client's address rules allow may be asked (public https addresses,
// unless the client allows private networks).
//
// A prompt, answer_with_business_agents, tells a host's model to ask the
// agents and to run its answer through check_draft before answering.
//
// Every list in a structured result is empty rather than null: hosts check
// structuredContent against the tool's output schema.
package mcpserver
