// Package client is the A2A client an assistant embeds to ask businesses'
// agents questions under the On Request extension.
//
// # The common case
//
// Create one Client and share it. Ask sends a question and returns an
// [interpret.Outcome]: what the reply means for the person.
//
//	c := client.New()
//	out, err := c.Ask(ctx, "https://agent.example.com", "What does a cremation cost?")
//	switch out.Kind {
//	case interpret.KindOnRequest: // tell the person where to ask: out.PersonEntry
//	...
//	}
//
// err is non-nil only when there is no reply to read: the card could not be
// had, none of its interfaces is usable, or the call failed. Anything the
// agent got wrong in its reply is a Finding in the outcome, not an error.
//
// # What happens on a call
//
// The agent's card is read from /.well-known/agent-card.json through a
// [cache.Cache]: fetched once for any number of concurrent callers, kept as
// long as the agent's caching headers say, revalidated with its ETag, and
// served stale (Entry.Stale) when the agent cannot be reached. From the card
// the Client builds an a2a-go client (JSON-RPC, HTTP+JSON or gRPC, A2A 1.0
// or 0.3, in the card's order) and keeps it until the card's interfaces
// change, so a warm Ask costs about what a bare a2a-go SendMessage costs.
//
// Every call activates the extension (A2A-Extensions: [interpret.URI]),
// whether or not the card declares it; a2a-go adds A2A-Version itself. The
// reply is read with the card's [interpret.Declaration]; WithSkill tells
// which skill the question was for, which decides, for example, whether a
// completed task is an action done or only passed on to staff.
//
// # A task's skill
//
// The skill decides how a completed task reads, and an agent's reply to a
// deferred action carries no marker of its own (see package interpret). So
// the Client keeps, for each task and context it sees, the skill and how it
// knew it: named with WithSkill, read from a marker, or inferred from the
// question and the card ([interpret.Declaration.Infer]; Outcome.SkillSource
// says "inferred" and SkillConfidence how well it matched). Every later call
// in the task reads its reply with that skill: Send, Ask or Stream with
// WithTaskID (or WithContextID, unless the new question plainly asks for
// something else) and GetTask. The memory is bounded (WithTaskMemory;
// DefaultTaskMemorySize entries, least recently used first out, none kept
// past DefaultTaskMemoryTTL) and safe for concurrent use; a task is
// forgotten when its outcome is final, while a pending action is kept so
// that a later GetTask still reads it as pending. Where nothing tells the
// skill, a completed task from an operator whose card declares a deferred
// action reads as that action pending.
//
// Send, Stream and GetTask are the same with a message of your own, a
// stream of progress outcomes (final one last), and a task fetched again.
// Declaration reads the card alone. A2A returns the underlying a2a-go
// client for the methods not wrapped here, with the same rules applied.
//
// # Retries that never act twice
//
// Requests go through go-retryablehttp. A card GET and the read-only A2A
// methods (GetTask, ListTasks, GetExtendedAgentCard ...) are retried on
// connection errors, 429 and 5xx. Every other method (SendMessage,
// SendStreamingMessage, CancelTask ...) is retried only when no connection
// was made (refused, unreachable): then the agent provably never saw it. Once a connection exists the request may
// have been acted on, so whatever comes back (a 502, a closed connection)
// is the answer. The method is known from a2a-go's interceptor, as JSON-RPC
// sends every method as a POST to one URL. Retry-After is honoured up to a
// cap (WithRetryAfterCap, default 5s), and the caller's context bounds it
// all: nothing is retried once it is done. After the last attempt the
// agent's response is handed to a2a-go unchanged, so its typed A2A error
// survives: errors.Is(err, a2a.ErrTaskNotFound) works. gRPC calls are not
// retried here; grpc-go itself retries only an RPC that never left the
// client, which is the same rule.
//
// # Addresses
//
// Agent URLs often come from a model's output. By default the Client
// refuses to connect to loopback, private, link-local, carrier-grade NAT,
// unspecified, multicast, reserved and cloud metadata addresses, IPv4 and
// IPv6 (IPv4-mapped and NAT64 forms included). The check runs on the
// resolved address as the socket is opened (net.Dialer.Control), for card
// fetches, HTTP calls and gRPC alike, so a public name that resolves to a
// private address is refused too. The error matches ErrForbiddenAddress and
// is a *ForbiddenAddressError naming the address, on every binding (over
// gRPC, where grpc-go would report the refused dial only as an Unavailable
// status, the call's error is the dial error itself).
// WithAllowPrivateNetworks lifts the check, for development and tests.
//
// # Limits
//
// A response body is limited to 4 MiB (WithMaxBodySize); for an event
// stream the limit applies to each event, so a long stream is fine and one
// huge event is not. Exceeding it fails with ErrBodyTooLarge. Over gRPC the
// same number bounds each received message (grpc-go's own error). There is no
// whole-request timeout, which would cut streams short: pass a context with
// a deadline.
//
// # Logging
//
// WithLogger logs retries at Debug level through a handler that strips
// query strings, userinfo and fragments from every URL and drops attributes
// named like credentials or bodies. No record holds a request or response
// body or a header value.
package client
