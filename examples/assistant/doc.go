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
// it reads the person's words in eight languages with the vocabulary in
// lang/*.txt and routes them by the agents' own cards (see Scripted.Plan);
// what no card covers gets "None of these businesses handles that". It is
// deterministic, so the tests rely on it, and its drafts add
// on purpose what a naive model would: a price "from the web" and "booked".
// The guard strips both; -v shows it. Model (model.go) is a real model
// through any OpenAI-compatible chat-completions endpoint, used when
// OPENAI_BASE_URL or OPENAI_API_KEY is set (OPENAI_MODEL names the model;
// OPENAI_STREAM=0 turns streaming off), else through Anthropic's or
// Google's OpenAI-compatible endpoint when ANTHROPIC_API_KEY (with
// ANTHROPIC_MODEL) or GEMINI_API_KEY (with GEMINI_MODEL) is set. It is
// offered present's tool definition and gets present's tool results.
//
// # The chat page
//
//	go run ./examples/assistant -web
//
// serves a chat page on http://127.0.0.1:8080/ (web.go; the page is plain
// HTML, CSS and JavaScript embedded from web/, with its labels in
// web/i18n, one JSON file per language). Each browser tab is its own
// conversation. Answers stream to the page as server-sent events after the
// guard; each turn shows the outcome kind as a badge, the business's
// address as a link, and what the guard held back and why, never the
// removed text itself.
//
// # Flags
//
// The table matches -h (TestFlagDocs). At most one of -ask, -demo, -serve
// and -web is given; a combination that would leave a flag unused is
// refused with exit status 2 and the reason.
//
//	-ask question   answer one question and exit
//	-lang tag       the person's language (BCP 47 or Accept-Language); default from LANG, else English
//	-json           print each turn as JSON: outcomes, the draft, what was blocked, the text shown
//	-v              show the agents' rule breaches (findings), the draft and what the guard blocked
//	-agent URL      talk to a real agent instead of the demo ones (repeatable)
//	-allow-private  with -agent: allow loopback and private addresses, which are refused otherwise
//	-demo           replay every outcome kind, the naive draft beside what this assistant says
//	-serve          only run the demo agents and print their addresses, until interrupted or terminated
//	-web ADDR       serve the chat page on ADDR (-web ADDR or -web=ADDR); alone, on 127.0.0.1:8080
//	-redis URL      keep the conversation's ledger and share agent cards in Redis (see store/redisstore)
//	-conversation id  with -redis: the id of a conversation to go on with, begun by any instance
//
// # Files
//
//	main.go       setup, one turn, -v output
//	flags.go      the flags, and the one check of their combination
//	assistant.go  the conversation: agents, tool, ledger, guard
//	planner.go    the scripted planner: what to do with a message
//	reading.go    what a message says, read with lang/*.txt
//	route.go      matching a message against a card's skills
//	vocab.go      reading lang/*.txt
//	model.go      the model planner
//	chat.go       the terminal loop (github.com/chzyer/readline in a terminal, plain lines otherwise)
//	showcase.go   -demo
//	scenarios.go  one question per outcome kind, for -demo and the tests (the questions are in lang/*.txt)
//	web.go        -web: the page's server, its headers, one conversation per tab (webconv.go)
//	webapi.go     the page's API: a conversation started, a message answered as server-sent events
package main
