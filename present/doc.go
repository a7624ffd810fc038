// Package present decides what the person hears when an assistant talks
// to businesses' A2A agents that use the On Request extension
// (https://agent-capability.org/ext/on-request/v1).
//
// Package interpret turns an agent's reply into an [interpret.Outcome]:
// answered, on-request, action-referred, given-on-opt-in, action-pending,
// action-done, sign-in-required, input-required or failed. This package
// takes it from there. It does no I/O and imports only interpret (and
// golang.org/x/text), so it can sit between any model and any chat
// interface.
//
// # Telling the person
//
// A [Presenter] renders an outcome as one or two sentences in the
// person's language ([Presenter.Say]): who gives the information, that it
// is given on request and where to ask (on-request); that an action was
// not done and where the person can do it (action-referred); the
// information, said to come from the operator on request
// (given-on-opt-in, OR-6.4); that an action was passed on, a member of
// staff completes it, and it is not done yet (action-pending, OR-5.8);
// that the person must sign in; the agent's question; a failure in the
// agent's words. No sentence says the information does not exist.
//
//	p := present.New()
//	lang := p.Match(r.Header.Get("Accept-Language")) // or a BCP 47 tag
//	speech := p.Say(outcome, lang)
//	fmt.Println(speech.Text) // "… You can ask here: https://ask.example.com/talk"
//	// speech.Link is the link target: https://… or tel:+15550100
//
// English, German, French, Spanish, Italian, Dutch, Portuguese and
// Japanese are built in, as an immutable golang.org/x/text message catalog
// per Presenter; anything else falls back to English. The address is
// checked again before it is shown ([Address]): an https URL with no user
// information or query, or a tel: number, written for dialling ("+1 555
// 0100"). Without a checked address the person is told to ask the
// operator directly, and nothing unchecked is printed. The agent's own
// words are untrusted: [Sanitize] strips control characters and
// bidirectional overrides and caps their length before they are quoted.
//
// # Remembering the conversation
//
// A [Ledger] holds, per conversation, what operators said about each item
// (operator, skill): which were referred and where, which actions are
// pending, and what was given on opt-in, word for word. Record every
// outcome:
//
//	ledger := present.NewLedger() // one per conversation
//	ledger.Record(outcome)
//
// A referral or a pending action stays in force on later turns; a later
// public answer does not lift it. Only the operator lifts it: by giving
// the value on opt-in, or by reporting the action done. A Ledger is safe
// for concurrent use.
//
// # Guarding what the model says
//
// Package present/guard checks whatever the model writes against the
// ledger before the person sees it (OR-6.3, OR-6.4, OR-5.8), in whole or
// streamed; its guard.Conversation keeps a ledger with the guard for an
// embedder. The guard words its sentences with [Presenter.Notice].
//
// The ledger only records. [Ledger.Version] changes with every change, so
// that a reader can keep what it built from [Ledger.Items]; the JSON form
// ({"version":1,"items":[…]}, [Ledger.MarshalJSON]) saves it between
// turns, and a form of another version or a malformed one is refused with
// [ErrLedgerVersion] or [ErrLedgerMalformed]. [Ledger.Declare] records an
// operator's declaration before any question (a strict start).
//
// # Tool results for models
//
// For a model with function calling, offer a tool named [ToolName] with
// [ToolDescription] and the JSON Schema [ToolParameters]; read its
// arguments with [ParseToolCall]; answer with [Presenter.ToolResult], a
// JSON-ready value with the status, operator, skill, address, the
// sentence to say, and a plain instruction for the model ("Do not state a
// value for it from any other source …"). No model SDK is imported.
// The instruction asks; the guard makes sure.
package present
