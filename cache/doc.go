// Package cache holds A2A Agent Cards in memory, keyed by agent URL, and
// fetches each one as HTTP caching (RFC 9111, as A2A 1.0 §8.6 asks) allows.
//
// # Use
//
// Create one [Cache] per process (or per tenant) and share it:
//
//	cards := cache.New(cache.WithHTTPClient(safeClient))
//	entry, err := cards.Card(ctx, "https://agent.example.com")
//	if err != nil {
//		return err // no card at all: see Errors below
//	}
//	if entry.Stale {
//		log.Printf("agent unreachable, using card from %v: %v", entry.FetchedAt, entry.Err)
//	}
//	use(entry.Card) // shared: do not modify
//
// The agent URL is the agent's base URL; the card is fetched from
// [WellKnownPath] under it. A URL whose path ends in ".json" is taken as the
// card URL itself. [CardURL] shows the URL that will be fetched. Scheme and
// host are lower-cased, a default port and trailing slashes are dropped, so
// "https://Agent.example.com:443/" and "https://agent.example.com" share one
// entry. A normalised URL ([NormalizeAgentURL]) takes the fastest path: a
// fresh card is found without parsing or allocating; any other spelling
// costs a URL parse first.
//
// The cache makes plain GETs with "Accept: application/json" and
// "A2A-Version: 1.0", through the [http.Client] given with [WithHTTPClient].
// It does not retry and does not filter addresses: that is the client's job
// (the client package passes one that retries safely and refuses private
// addresses).
//
// # Freshness
//
// The cache is a private cache in RFC 9111's terms:
//
//   - Cache-Control max-age sets the lifetime; s-maxage is for shared caches
//     and is ignored. Without max-age, Expires minus Date is used. Without
//     either, the lifetime is [WithDefaultTTL] (5 minutes). An invalid
//     max-age or Expires makes the card stale at once.
//   - The Age header and the agent's Date are subtracted (RFC 9111 §4.2.3),
//     so a card that spent time in a proxy, or comes from a server whose
//     clock is behind, is fresh for less.
//   - no-store: the card is returned but not kept, and an older stored copy
//     is dropped. no-cache (and "Vary: *"): the card is kept but checked
//     with the agent on every call.
//   - ETag and Last-Modified are kept and sent back as If-None-Match and
//     If-Modified-Since once the card is stale. A 304 reuses the stored card
//     and renews its freshness from the 304's own headers.
//
// # When the agent fails
//
// If a GET fails because the agent cannot be reached, times out
// ([WithFetchTimeout]), answers 5xx, or sends a card that does not parse or
// is too large, and the last good card expired less than [WithStaleIfError]
// ago (1 hour by default), Card returns that card with Entry.Stale set and
// Entry.Err saying why, and a nil error. A 4xx is not an outage and is
// returned as an error. must-revalidate and no-cache forbid serving stale
// (RFC 9111 §4.2.4). Failures are not cached: the next call tries again.
//
// # Errors
//
// Errors are matchable: [ErrInvalidAgentURL] for a URL that is not http(s)
// with a host (or that holds credentials), *[StatusError] for a status that
// is neither 2xx nor a 304 answering our validator, [ErrCardTooLarge] for a body over
// [WithMaxCardSize] (1 MiB; the read itself is bounded, Content-Length is
// not trusted), and [ErrInvalidCard] for a body that is not a usable card
// (it wraps the parser's error too). A network error is returned wrapped, so
// errors.Is(err, syscall.ECONNREFUSED) and context.DeadlineExceeded match.
// A card that fails is never cached, and never replaces the last good one.
//
// Cards are parsed with a2a-go's compatibility parser, which reads A2A 1.0
// and 0.3 cards. Two gaps in a2a-go v2.4.0 are filled here: a 0.3 card with
// no preferredTransport gets a JSONRPC interface (0.3's default), and 1.0
// scope lists in ProtoJSON form ({"list": [...]}), which a2a-go rejects
// (a2aproject/a2a-go#430), are read. A card must have a name and at least
// one interface with a URL.
//
// Cards as real SDKs serve them are used rather than refused, and
// [Entry.Notes] says what was done to use them, for the caller to show as
// findings: security schemes in @a2a-js/sdk's internal {"$case"} form are
// read as A2A's JSON; a scheme that still cannot be read is left out; and
// where the A2A 1.0 card cannot be used and the agent serves cards by
// version (Vary: A2A-Version, as @a2a-js/sdk's 0.3 compatibility route
// does), its A2A 0.3 card is fetched and used instead.
//
// # Many callers
//
// Card is safe for concurrent use. Callers asking at once for the same card
// that is not fresh share one GET (golang.org/x/sync/singleflight). That GET
// runs detached from any caller's context (context.WithoutCancel, so it
// keeps the first caller's values) and is bounded by the fetch timeout; each
// caller waits on its own context. A caller that gives up gets its
// context's error; the others still get the card, and it is cached.
//
// # Replicas
//
// [WithTier] puts a store shared by many processes (Redis, through
// store/redisstore) under the in-memory cache. A card that is not fresh in
// memory is looked for there before the agent is asked, with its freshness,
// ETag and Last-Modified, so a card one replica fetched serves all of them,
// and a stale one is revalidated (304) by whichever replica comes next.
// The replica that fetches takes a short lock in the tier first; the others
// poll for its result and fetch themselves only past [WithTierWait] (3
// seconds), or when the lock is free again and no fresh card came of it.
// Every value read from the tier is parsed again as a fetched card is: one
// that is not a valid card for the URL is logged and ignored, never served.
// A stale shared card stands in under stale-if-error as a local one does.
//
// The tier is a help, never a dependency: a call to it that fails or takes
// longer than [WithTierTimeout] (250 ms) makes the cache fetch the card
// itself, and a warning is logged (the URL and the error, no body).
// Freshness is kept as absolute times, so the replicas' clocks should
// agree. Invalidate drops only this process's copy.
//
// # Memory
//
// [WithMaxEntries] bounds the number of cards (10,000 by default), and
// [WithMaxBytes] the bytes of their bodies (64 MiB by default), so that many
// large cards cannot fill memory within the entry bound. When the cache is
// full, a batch of 1% of the entry bound (and as many more as the byte
// bound needs) is evicted, nearest expiry first: those cards are already stale or soon will be and would need a GET
// anyway, while cards with long lifetimes are the ones that save the most
// traffic. Cards are kept past their freshness only as long as they can
// still help: to the end of their stale-if-error window, and, when they
// carry a validator, for at least the default TTL so that they can be
// revalidated with a 304. Entries past that are removed by a sweep made on
// writes (at most once a minute, or when full); there is no background
// goroutine, so nothing needs stopping.
//
// [Cache.Held] returns the entry held for an agent without fetching it;
// code that keeps something per agent uses it to let go of the agents the
// cache let go of.
//
// Card bodies are never logged. [WithLogger] receives the card URL, the
// outcome and the duration of each GET.
package cache
