// Package demo runs three fictional businesses' A2A agents on loopback, for
// the example assistant, the command line tool and tests. They are built
// with a2a-go's own server (a2asrv's JSON-RPC handler and card handler) and
// follow the On Request extension's agent rules; between them they produce
// every outcome kind.
//
// Example Memorial Chapel is Annex A of the specification: card A.1 with a
// loopback URL. Opening hours are public (answered). Service pricing is on
// request and not opened to assistants: a Message saying where to ask
// (on-request, A.2). Arrangement booking is opened to assistants, but the
// chapel holds only a level-1 attestation, so OR-5.6(a) fails: a task
// ending REJECTED (action-referred, A.3). Transfer status needs sign-in
// (AUTH_REQUIRED). Speaking to staff is answered with how and when.
//
// Example Family Clinic opened its consultation fees to assistants: an
// Artifact (given-on-opt-in, A.4 style). It takes appointment requests that
// reception completes later (completion: deferred): without a day it asks
// "Which day?" (INPUT_REQUIRED), with one it completes the task saying the
// request was passed on (read as action-pending, never as booked). It reads
// the day, and the time if one is given, in any of the eight languages
// ("donnerstag um 15 uhr", "jeudi à 15h", "木曜日の15時"), from
// dates/<lang>.txt. Its vaccine stock check fails (FAILED).
//
// Example Law Partners quotes on request by telephone (personEntry
// tel:+1-555-0100, a number reserved for fiction) and subscribes people to
// its newsletter in the conversation (completion: in-conversation, so a
// completed task is action-done).
//
// The agents mark replies with the extension's metadata only when the
// request activated the extension (A2A-Extensions, read from a2asrv's
// service parameters), and their words say the same thing either way
// (OR-5.1, OR-6.2). They never give a value that is on request.
//
// The agents answer in the language the request's Accept-Language service
// parameter prefers (English, German, French, Spanish, Italian, Dutch,
// Portuguese or Japanese; English for any other or none). Every text they
// write is in replies/<lang>.json, one file per language, with the same
// keys and placeholders in each; markers, task states and amounts are the
// same in every language.
//
// Each agent serves its card at /.well-known/agent-card.json with
// Cache-Control max-age and an ETag, and answers a matching If-None-Match
// with 304 Not Modified.
//
// Start runs all three and returns their URLs and a stop function:
//
//	agents, stop, err := demo.Start(ctx)
//	if err != nil { ... }
//	defer stop()
//	c := client.New(client.WithAllowPrivateNetworks()) // they are on loopback
//	o, err := c.Ask(ctx, agents.Chapel.URL, "What does a cremation cost?")
package demo
