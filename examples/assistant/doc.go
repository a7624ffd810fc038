// Assistant is a chat assistant that asks businesses' A2A agents on a
// person's behalf and honours the On Request extension. It is the first
// thing to run:
//
//	go run ./examples/assistant
//
// needs no network, no API key and no flags. It starts three demo agents on
// loopback (package demo: a funeral chapel, a clinic and a law firm, on
// reserved example domains) and opens a chat in the terminal.
//
// # How to read it
//
// Start with assistant.go. One turn goes:
//
//  1. A Planner reads the person's words and calls the tool (an Asker)
//     with an agent, a skill and a question: present.ToolCall.
//  2. The Asker checks the agent is one it was given, asks it through
//     client.Client.Ask (which activates the extension and reads the reply
//     as an interpret.Outcome), records the outcome in the conversation's
//     present.Ledger, and returns present's ToolResult.
//  3. The planner writes a draft answer. The draft never reaches the person
//     directly: it streams through the conversation's guard.Stream, which
//     reads the ledger as it judges each sentence, so text written after a
//     tool call is judged with what that call recorded. The guard removes values from other sources for items the operator gives
//     on request (OR-6.3), claims that a pending or referred action is done
//     (OR-5.8), and adds that opt-in information came from the operator
//     (OR-6.4).
//
// There are two planners. Scripted (planner.go) is a stand-in for a model:
// keyword rules per operator and skill in English, German, French and
// Spanish. It is deterministic, so the tests rely on it, and its drafts add
// on purpose what a naive model would: a price "from the web" and "booked".
// The guard strips both; -v shows it. Model (model.go) is a real model
// through any OpenAI-compatible chat-completions endpoint, used when
// OPENAI_BASE_URL or OPENAI_API_KEY is set (OPENAI_MODEL names the model;
// OPENAI_STREAM=0 turns streaming off). It is offered present's tool
// definition and gets present's tool results.
//
// # Flags
//
//	-ask "…"        answer one question and exit
//	-lang tag       the person's language (BCP 47 or Accept-Language); default from LANG, else English
//	-json           print each turn as JSON: outcomes, the draft, what was blocked, the text shown
//	-v              show the agents' rule breaches (findings), the draft and what the guard blocked
//	-agent URL      talk to a real agent instead of the demo ones (repeatable)
//	-allow-private  with -agent: allow loopback and private addresses, which are refused otherwise
//	-demo           replay every outcome kind, the naive draft beside what this assistant says
//	-redis URL      keep the conversation's ledger and share agent cards in Redis (see store/redisstore)
//	-conversation   with -redis: the id of a conversation to go on with, begun by any instance
//
// # Files
//
//	main.go       flags, setup, one turn, -v output
//	assistant.go  the conversation: agents, tool, ledger, guard
//	planner.go    the scripted planner
//	model.go      the model planner
//	chat.go       the terminal loop (github.com/chzyer/readline in a terminal, plain lines otherwise)
//	showcase.go   -demo
//	scenarios.go  one question per outcome kind, in four languages, for -demo and the tests
package main
