// Command onrequest checks A2A agents that use the On Request extension
// (https://agent-capability.org/ext/on-request/v1), for operators checking
// their Agent Card and for assistant builders who want to see what their
// assistant will tell a person. It is a thin layer over the library's
// packages: cards come through cache and client, replies are read by
// interpret, and what the person is told comes from present.
//
// Usage:
//
//	onrequest card [--json] [--allow-private] SOURCE
//	onrequest interpret --card SOURCE [--lang TAG] [--json] [--skill ID] REPLY
//	onrequest guard --card SOURCE --outcome FILE [--lang TAG] [--json] DRAFT
//	onrequest ask --agent URL [--lang TAG] [--json] [--skill ID] [--allow-private] QUESTION
//	onrequest probe [--json] [--allow-private] [--actions] [--lang TAG] [--timeout D] URL
//	onrequest mcp [--agent URL]... [--allow-private] [--lang TAG] [--http ADDR]
//	onrequest version
//
// Flags may come before or after the arguments; "--" ends them. Each
// command prints its own help, with an example, for -h.
//
// # Lint a card
//
// SOURCE is an agent's base URL (the card is read from
// /.well-known/agent-card.json there), a file, or "-" for standard input.
// Cards of A2A 1.0 and 0.3 are read. The command prints the operator, each
// on-request skill, and every finding: a breach of a rule of the
// extension, named by the rule's id.
//
//	$ onrequest card https://agent.example.com
//	Operator: Example Memorial Chapel
//	On-request skills:
//	  service-pricing (Service costs)
//	    person asks at: https://ask.example.com/talk
//	    not opened to assistants
//	  ...
//	Findings: none
//
// With --json it prints
//
//	{"operator": "...", "skills": [{"id", "personEntry", "assistantAccess", "completion"}],
//	 "findings": [{"rule": "OR-3.4", "message": "..."}]}
//
// where completion is "" when the card states none, and skills and
// findings are [] when empty. The exit status is 0 without findings, 1
// with findings and 2 when the card cannot be read, so a script or a CI
// job can fail on a card that breaks the rules:
//
//	onrequest card --json card.json > report.json || echo "findings, or no card"
//
// # Interpret a saved reply
//
// REPLY is a file or "-" holding what an agent answered: a Message, a
// Task, a SendMessage result ({"message": ...} or {"task": ...}), a whole
// JSON-RPC response, or a stream (JSON lines of stream responses, or the
// data: lines of a saved server-sent event stream), of A2A 1.0 or 0.3 (a
// 0.3 object, with its "kind", is converted by a2a-go's compatibility
// layer). The shape is judged from the keys before anything is decoded, so
// a card, a JSON-RPC error or an unknown object is named as such. The
// reply is read as an
// assistant that activated the extension reads it. With --json:
//
//	{"kind": "on-request", "skillId": "service-pricing",
//	 "personEntry": "https://ask.example.com/talk",
//	 "operator": "Example Memorial Chapel", "say": "...", "findings": []}
//
// --skill names the skill the question was for: an unmarked reply to a
// question about an on-request skill is then read as the referral it must
// be, with the breach as a finding, rather than as an ordinary answer.
//
// kind is one of answered, on-request, action-referred, given-on-opt-in,
// action-pending, action-done, sign-in-required, input-required, failed;
// say is what the person is told, in --lang (English by default). The exit
// status is 0 whatever the findings, and 2 when an input cannot be read.
//
// # Guard a draft
//
// guard checks a draft answer, as a model might write it, against the
// outcomes of a conversation: one object as printed by interpret --json, or
// a JSON array of them. It prints what the person may see; with --json,
//
//	{"text": "...", "blocked": [{"reason": "other-source-value", "text": "..."}]}
//
// where reason is other-source-value (a value for a referred item from
// elsewhere, OR-6.3) or done-claim (a pending or referred action called
// done, OR-5.8). Without --json the guarded text is printed on standard
// output and each blocked sentence is noted on standard error. For outcomes
// of the card's operator the card's checked personEntry is used, as
// interpret does, so an edited outcome file cannot change the address.
//
// # Ask a live agent
//
// ask does what an assistant does: reads the card, activates the
// extension, sends the question, reads the reply and prints what the person
// would be told, alone on standard output, with the agent's breaches noted
// on standard error (with --json, the object interpret --json prints).
// QUESTION may be one argument or several words. Agents
// on loopback, private or link-local addresses are refused unless
// --allow-private is given, as the library's client refuses them.
//
// # Probe an agent
//
// probe checks, from outside, whether an agent keeps the extension's rules
// (package probe does the work): it reads the card, asks every skill one
// question built from the card twice, with the extension activated and
// without, and prints one check per rule and skill, grouped by skill, with
// what to fix under each failure. Skills that change something are asked
// only with --actions; nothing reaches a loopback or private address
// without --allow-private. With --json:
//
//	{"agent": "...", "operator": "...",
//	 "checks": [{"rule": "OR-6.1", "skillId": "...", "result": "pass", "message": "..."}]}
//
// where result is pass, fail or skipped and skillId is "" for the card.
// The exit status is 0 when no check failed, 1 when one did, and 2 when
// the agent could not be probed.
//
// # Errors
//
// Every bad input (a missing file, text that is not JSON, a Task where a
// card was expected, an unreachable agent, a private address without
// --allow-private) ends with one line on standard error naming the problem,
// and exit status 2. Files and standard input are read up to 8 MiB.
package main
