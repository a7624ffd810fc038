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
// Whatever the model writes, a [Guard] checks it against the ledger before
// the person sees it ([Guard.Check], or [Guard.Stream] for streamed
// output):
//
//	g := present.NewGuard(p)
//	res := g.Check(ledger, lang, draft)
//	show(res.Text)            // what the person may see
//	log(res.Blocked)          // [{"reason":"other-source-value","text":"…"}]
//
// It enforces OR-6.3: while an item is referred, no value for it from any
// other source. Money in any common notation counts: currency signs and
// ISO 4217 codes (from x/text/currency) on either side, each locale's
// separators (1,234.50, 1.234,50, 1 234,50, 1'234.50), ranges, "from" and
// "about" prices, 3k and 2,5 Tsd., amounts in words (two thousand dollars,
// zweitausend Euro, 九千五百円), amounts after a price word with no
// currency ("their fee is 250 an hour"), a deposit named after the amount
// ("300 up front as a deposit"), a package's price ("the basic package
// is 1,995") and amounts that only everyday speech makes money ("viene
// circa 2.000", "2 mille kwijt", "2 contos"). Text is NFKC-normalised and
// case-folded first, and digits of every script read as digits, so
// fullwidth, mathematical and Arabic-Indic digits do not slip through.
// Times, dates, telephone numbers, the address, street and room numbers,
// counts, years and percentages are not values and pass.
//
// The guard is strict by design: while the conversation holds any
// referral, every money amount is blocked unless the operator itself gave
// the same amount on opt-in (exact provenance). An amount in a public
// answer does not vouch for it: an agent that leaks an on-request price
// there breaks OR-5.3, and the model's repetition of it is blocked. A
// price of another item, or of another business, is blocked too: a
// sentence rarely says reliably which item it is about, and a wrong price
// read as the operator's does more harm than a lost sentence.
//
// It enforces OR-5.8: while an action is pending or referred, no sentence
// says it is done ("booked", "all set", "on the calendar", "gebucht",
// "réservé", "reservado", "予約しました", …, in each supported language).
// Negated, future and conditional sentences ("not booked yet", "will be
// confirmed", "sobald es bestätigt ist") and questions pass, and so does
// a claim whose clause names an item the operator reported done.
//
// And it serves OR-6.4: where the answer uses information given on opt-in
// without saying it came from the operator on request, the guard adds
// that sentence.
//
// Whole sentences are removed, never parts of them, and the first is
// replaced by the referral in the person's language, with the address.
// The referral is that of the item the sentence speaks of (named in it,
// else named last in the answer, else recorded last), never every
// referral in the conversation; where the answer already gives that
// item's address, a short sentence ("I can't give you a figure for this
// from another source.") takes the sentence's place instead.
// The first answer after a referral always offers the address (OR-6.3's
// SHOULD): if the model left it out, the guard adds the referral at the
// end, once per referral ([Ledger.MarkOffered] tells it the person has
// already seen it).
//
// A [StreamGuard] is an io.Writer for streamed model output. It holds text
// back only until its sentence ends (. ! ? … and a space, 。！？, a line
// break, or a web address followed by a new sentence), so nothing unchecked reaches the person; Close judges the rest
// and adds what is missing: the referral, and the OR-6.4 statement. Its output is the same as Check's, however
// the text is cut.
//
// Assistants that build answers from data can ask before writing any
// text: [Guard.Fact] decides on a value with its source.
//
// # Tool results for models
//
// For a model with function calling, offer a tool named [ToolName] with
// [ToolDescriptionFor] (the agents' skills with their ids) and the JSON
// Schema [ToolParameters], which requires a skill when the model asks for
// an action (request.intent "action") and keeps to what strict function
// calling accepts; read its arguments with [ParseToolCall]; answer with [Presenter.ToolResult], a
// JSON-ready value with the status, operator, skill, address, the
// sentence to say, and a plain instruction for the model ("Do not state a
// value for it from any other source …"). No model SDK is imported.
// The instruction asks; the Guard makes sure.
//
// # Accuracy and speed
//
// TestGuardCorpus scores the guard on the labelled corpus in
// testdata/guard-corpus at the repository root and prints recall and
// false-positive rate; it fails below 100% recall or above 2% false
// positives. BenchmarkGuardCheck2KB and BenchmarkGuardCheck64KB measure
// throughput.
package present
