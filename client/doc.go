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
// one exception is a call given [WithoutActivation], which exists so that
// package probe can check that an agent treats clients that do not
// activate the extension alike (OR-5.1). The
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
// IPv6; an IPv6 address that carries an IPv4 one (IPv4-mapped,
// IPv4-compatible, NAT64, 6to4, Teredo) is judged by the IPv4 address
// inside. The check runs on the resolved address as the socket is opened
// (net.Dialer.Control), for card fetches, HTTP calls and gRPC alike, so a
// public name that resolves to a private address is refused too; a
// caller's transport has its DialContext, DialTLSContext and deprecated
// DialTLS checked on the connection they return. A gRPC interface must be
// host:port (ErrGRPCTarget): a resolver scheme or authority in it
// (dns://127.0.0.1:5353/host) would make grpc-go query a server the card
// chose. The error matches ErrForbiddenAddress and is a
// *ForbiddenAddressError naming the address and the host dialled, on every
// binding (over gRPC, where grpc-go would report the refused dial only as
// an Unavailable status, the call's error is the dial error itself).
// WithAllowPrivateNetworks lifts the check, for development and tests.
//
// An A2A call follows a redirect only within its agent's origin: another
// origin would receive the person's question and the caller's credentials.
// No request follows a redirect from https to http. Either fails with a
// *RedirectError (ErrRedirectRefused) naming both origins, before anything
// is sent to the second. A card fetched over https never leads to a plain
// http interface unless WithHTTPInterfaces (ErrInsecureInterface).
//
// # Limits
//
// A response body is limited to 4 MiB (WithMaxBodySize), counted on the
// wire and again after gzip is undone (the client asks for gzip and
// decodes it itself, so net/http never expands a body out of sight). The
// limit applies to each event only for a stream the caller asked for
// (Stream) whose reply is an event stream; any other reply is limited in
// total, whatever its Content-Type. Events are delimited as a2a-go's SSE
// reader delimits them (a lone CR does not end a line). Exceeding it fails
// with ErrBodyTooLarge. Over gRPC the same number bounds each received
// message (grpc-go's own error). What a stream adds to its outcome is
// bounded too (WithStreamLimits: artifacts, parts, bytes), failing with a
// *StreamLimitError (ErrStreamTooLarge).
//
// There is no whole-request timeout, which would cut streams short: pass a
// context with a deadline. When the context has none, the wait for a
// response's headers is bounded (WithResponseHeaderTimeout, 30 s by
// default), never the reading of a body.
//
// The Client keeps an a2a-go client per agent only while the card cache
// holds that agent's card: the table is swept against the cache as it
// grows, and a client replaced by a new card, or let go, is closed once its
// last call ends. Memory therefore follows the cache's bounds
// (cache.WithMaxEntries, cache.WithMaxBytes), not the number of agents ever
// asked. Clients handed out by A2A are kept until Close.
//
// Error texts are redacted as log records are (RedactURLs): no URL in them
// keeps its userinfo, query or fragment.
//
// # Logging
//
// WithLogger logs retries at Debug level through a handler that strips
// query strings, userinfo and fragments from every URL and drops attributes
// named like credentials or bodies. No record holds a request or response
// body or a header value.
package client
