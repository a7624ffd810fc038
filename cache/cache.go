package cache

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
	gocache "github.com/patrickmn/go-cache"
	"golang.org/x/sync/singleflight"
)

const (
	// sweepInterval is how often a write also clears entries past their
	// retention; there is no janitor goroutine, so nothing needs stopping.
	sweepInterval = time.Minute

	// maxRetention keeps go-cache's expiry instant within int64 nanoseconds
	// whatever lifetime an agent announces or an option sets.
	maxRetention = 100 * 365 * 24 * time.Hour
)

// Cache holds Agent Cards by agent URL. It is safe for concurrent use. The
// zero value is not usable: create one with [New].
type Cache struct {
	cfg     config
	items   *gocache.Cache // key -> *record; go-cache expiry = end of retention
	flights singleflight.Group

	writeMu   sync.Mutex // serialises stores, so the entry and byte bounds hold
	lastSweep time.Time  // guarded by writeMu; wall clock, as go-cache uses
	gen       atomic.Uint64
	bytes     atomic.Int64 // card body bytes of the records held

	hits, misses, fetches, revalidations, staleServed, fetchErrors, evictions, sharedHits atomic.Uint64
}

// Entry is a card as the cache serves it.
type Entry struct {
	Card      *a2a.AgentCard // shared: callers must not modify
	URL       string         // the card URL fetched
	FetchedAt time.Time      // when the agent last sent or confirmed (304) this card
	Expires   time.Time      // end of freshness; FetchedAt for a card sent with no-store
	Stale     bool           // served past freshness because the agent could not be reached (stale-if-error)
	Err       error          // why it is stale; nil otherwise
	// Notes says, one sentence each, what the card reader repaired or left
	// out to use the card: a security scheme in @a2a-js/sdk's internal
	// form or one it cannot read, or the agent's A2A 0.3 card used because
	// its 1.0 card could not be. Show them as findings on the card.
	Notes []string
}

// Stats are counters since [New]. Each call to [Cache.Card] counts once as a
// hit or a miss (a miss needs the network, whether the card was absent or no
// longer fresh). Fetches, Revalidations and Errors count GETs: many callers
// that share one fetch count one. StaleServed counts calls answered with a
// stale card.
type Stats struct {
	Hits          uint64
	Misses        uint64
	Fetches       uint64 // GETs sent
	Revalidations uint64 // GETs answered 304 Not Modified
	StaleServed   uint64
	Errors        uint64 // GETs that failed: network, status, size or invalid card
	Evictions     uint64 // entries dropped to respect the entry or byte bound
	SharedHits    uint64 // misses answered from the shared tier (see WithTier) without a GET
	Entries       int    // entries held now, including ones kept only for revalidation or stale-if-error
	Bytes         int64  // card body bytes of those entries
}

// record is the stored value. Its entry always has Stale false and Err nil.
type record struct {
	entry      Entry
	header     http.Header // caching fields, for validators and 304 merging
	staleUntil time.Time   // last instant a stale copy may be served; zero if never
	size       int64       // bytes of the card body, counted against WithMaxBytes
	body       []byte      // the card as sent, kept only for the shared tier
}

// New returns a Cache configured by opts.
func New(opts ...Option) *Cache {
	cfg := defaultConfig()
	for _, opt := range opts {
		if opt != nil {
			opt(&cfg)
		}
	}
	c := &Cache{
		cfg: cfg,
		// No default expiry and no janitor: every Set names its retention,
		// and writes sweep (see store).
		items: gocache.New(gocache.NoExpiration, 0),
	}
	// Every removal (Delete, DeleteExpired) goes through here, so the
	// byte count follows the entries; a Set that replaces a record is
	// counted in store.
	c.items.OnEvicted(func(_ string, v any) { c.bytes.Add(-v.(*record).size) })
	return c
}

// Held returns the entry held for agentURL without fetching it: false when
// there is none, because it was never fetched, was evicted or invalidated.
// The entry may be past its freshness. Code that keeps something per agent
// (a connection) uses it to let go of agents the cache let go of.
func (c *Cache) Held(agentURL string) (Entry, bool) {
	key, _, err := normalize(agentURL)
	if err != nil {
		return Entry{}, false
	}
	if r := c.lookup(key); r != nil {
		return r.entry, true
	}
	return Entry{}, false
}

// Card returns the card of the agent at agentURL (a base URL, or a card URL
// whose path ends in ".json"; see [CardURL]).
//
// A fresh card is returned from memory. Otherwise one GET is made, shared by
// every concurrent caller for the same agent; it runs detached from ctx,
// bounded by the fetch timeout, so a caller that gives up does not fail the
// others, and its result is still cached. If ctx ends first, Card returns
// ctx's error.
//
// When the GET fails (network error, 5xx, an invalid or oversized card) and
// the last good card is within its stale-if-error window, that card is
// returned with Stale set and Err saying why; the error is then nil.
func (c *Cache) Card(ctx context.Context, agentURL string) (Entry, error) {
	// Fast path: keys are normalised and normalisation is idempotent, so a
	// caller's string that equals a key is that key.
	if v, ok := c.items.Get(agentURL); ok {
		if r := v.(*record); c.cfg.now().Before(r.entry.Expires) {
			c.hits.Add(1)
			return r.entry, nil
		}
	}
	return c.cardSlow(ctx, agentURL)
}

func (c *Cache) cardSlow(ctx context.Context, agentURL string) (Entry, error) {
	key, cardURL, err := normalize(agentURL)
	if err != nil {
		return Entry{}, err
	}
	if key != agentURL {
		if r := c.lookup(key); r != nil && c.cfg.now().Before(r.entry.Expires) {
			c.hits.Add(1)
			return r.entry, nil
		}
	}
	c.misses.Add(1)
	if err := ctx.Err(); err != nil {
		return Entry{}, fmt.Errorf("cache: card %s: %w", cardURL, context.Cause(ctx))
	}
	ch := c.flights.DoChan(key, func() (any, error) {
		return c.refresh(ctx, key, cardURL)
	})
	select {
	case res := <-ch:
		if res.Err != nil {
			return Entry{}, res.Err
		}
		e := res.Val.(Entry)
		if e.Stale {
			c.staleServed.Add(1)
		}
		return e, nil
	case <-ctx.Done():
		return Entry{}, fmt.Errorf("cache: card %s: %w", cardURL, context.Cause(ctx))
	}
}

func (c *Cache) lookup(key string) *record {
	if v, ok := c.items.Get(key); ok {
		return v.(*record)
	}
	return nil
}

// refresh is the one shared fetch for key. ctx is the first caller's: its
// values are kept, its cancellation is not.
func (c *Cache) refresh(ctx context.Context, key, cardURL string) (Entry, error) {
	gen := c.gen.Load()
	prev := c.lookup(key)
	if prev != nil && c.cfg.now().Before(prev.entry.Expires) {
		// A fetch that finished just before this flight began already did the work.
		return prev.entry, nil
	}

	if c.cfg.tier.tier != nil {
		var unlock func()
		var hit bool
		prev, unlock, hit = c.viaTier(ctx, key, cardURL, prev, gen)
		if unlock != nil {
			defer unlock()
		}
		if hit {
			return prev.entry, nil
		}
	}

	fctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), c.cfg.fetchTimeout)
	defer cancel()
	c.fetches.Add(1)
	res, err := c.get(fctx, cardURL, prev)
	log := c.cfg.logger
	took := slog.Duration("took", res.responseTime.Sub(res.requestTime))

	if err != nil {
		c.fetchErrors.Add(1)
		now := c.cfg.now()
		if prev != nil && staleEligible(err) && now.Before(prev.staleUntil) {
			log.LogAttrs(ctx, slog.LevelWarn, "agent card fetch failed; serving stale card",
				slog.String("url", cardURL), slog.String("error", err.Error()),
				slog.Time("expired", prev.entry.Expires), took)
			e := prev.entry
			e.Stale, e.Err = true, err
			return e, nil
		}
		log.LogAttrs(ctx, slog.LevelWarn, "agent card fetch failed",
			slog.String("url", cardURL), slog.String("error", err.Error()), took)
		return Entry{}, err
	}

	card, notes, size, body := res.card, res.notes, res.size, res.body
	if res.notModified {
		c.revalidations.Add(1)
		card, notes, size, body = prev.entry.Card, prev.entry.Notes, prev.size, prev.body
	}
	f := computeFreshness(res.timing, res.requestTime, res.responseTime, c.cfg.defaultTTL)
	entry := Entry{Card: card, URL: cardURL, FetchedAt: res.responseTime, Expires: f.expires, Notes: notes}
	log.LogAttrs(ctx, slog.LevelDebug, "agent card fetched",
		slog.String("url", cardURL), slog.Bool("not_modified", res.notModified),
		slog.Bool("no_store", !f.store), slog.Time("expires", f.expires), took)
	if !f.store {
		entry.Expires = entry.FetchedAt
		c.remove(key, gen)
		return entry, nil
	}
	rec := &record{entry: entry, header: res.header, size: size}
	if c.cfg.tier.tier != nil {
		rec.body = body
	}
	if f.allowStale && c.cfg.staleIfError > 0 {
		rec.staleUntil = f.expires.Add(c.cfg.staleIfError)
	}
	c.store(key, rec, gen)
	if c.cfg.tier.tier != nil {
		c.toTier(fctx, key, rec)
	}
	return entry, nil
}

// staleEligible reports whether err means the agent is down or broken, when
// the last good card may stand in: not a 4xx, which says the card is not
// there for us.
func staleEligible(err error) bool {
	var se *StatusError
	if errors.As(err, &se) {
		return se.serverFault()
	}
	return true
}

// store keeps rec under key until its retention ends: the end of its
// stale-if-error window, or, for a card with a validator, at least
// max(stale-if-error, default TTL) past expiry so that it can be revalidated
// with a 304 rather than downloaded again.
func (c *Cache) store(key string, rec *record, gen uint64) {
	retainUntil := c.retainUntil(rec)
	c.writeMu.Lock()
	defer c.writeMu.Unlock()
	if c.gen.Load() != gen {
		return // invalidated while fetching: do not bring the old card back
	}
	d := min(retainUntil.Sub(c.cfg.now()), maxRetention)
	if d <= 0 || rec.size > c.cfg.maxBytes {
		// Nothing left to reuse (no freshness, no validator, no stale
		// window), or more than the whole byte budget: served, not kept.
		c.items.Delete(key)
		return
	}
	old, ok := c.items.Get(key)
	if ok {
		c.bytes.Add(-old.(*record).size) // Set replaces it without OnEvicted
	}
	c.makeRoomLocked(!ok, rec.size)
	c.bytes.Add(rec.size)
	c.items.Set(key, rec, d)
}

// retainUntil is when rec stops being of use (see store).
func (c *Cache) retainUntil(rec *record) time.Time {
	t := rec.staleUntil
	if rec.header.Get("ETag") != "" || rec.header.Get("Last-Modified") != "" {
		t = later(t, rec.entry.Expires.Add(max(c.cfg.staleIfError, c.cfg.defaultTTL)))
	}
	return later(t, rec.entry.Expires)
}

func later(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}

func (c *Cache) remove(key string, gen uint64) {
	c.writeMu.Lock()
	defer c.writeMu.Unlock()
	if c.gen.Load() == gen {
		c.items.Delete(key)
	}
}

// makeRoomLocked sweeps retired entries now and then, and when the cache is
// full (one more entry, if adding, or incoming more bytes would pass a
// bound) evicts the entries nearest expiry (oldest fetch first among
// equals): at least a batch of 1% of the entry bound, and as many more as
// the byte bound needs. Nearest expiry goes first because it costs least:
// such an entry is already stale or soon will be, and would need a GET
// anyway. Entries kept only for stale-if-error or revalidation have
// expiries in the past and so leave before any fresh card. The batch
// spreads the cost of the scan over many inserts.
func (c *Cache) makeRoomLocked(adding bool, incoming int64) {
	now := time.Now()
	full := func() bool {
		return (adding && c.items.ItemCount() >= c.cfg.maxEntries) || c.bytes.Load()+incoming > c.cfg.maxBytes
	}
	if full() || now.Sub(c.lastSweep) >= sweepInterval {
		c.items.DeleteExpired()
		c.lastSweep = now
	}
	if !full() {
		return
	}
	type victim struct {
		key       string
		expires   time.Time
		fetchedAt time.Time
	}
	items := c.items.Items()
	victims := make([]victim, 0, len(items))
	for k, it := range items {
		r := it.Object.(*record)
		victims = append(victims, victim{k, r.entry.Expires, r.entry.FetchedAt})
	}
	slices.SortFunc(victims, func(a, b victim) int {
		if n := a.expires.Compare(b.expires); n != 0 {
			return n
		}
		return cmp.Or(a.fetchedAt.Compare(b.fetchedAt), cmp.Compare(a.key, b.key))
	})
	batch := 0
	if adding && c.items.ItemCount() >= c.cfg.maxEntries {
		batch = c.items.ItemCount() - c.cfg.maxEntries + max(1, c.cfg.maxEntries/100)
	}
	n := 0
	for _, v := range victims {
		if n >= batch && !full() {
			break
		}
		c.items.Delete(v.key)
		n++
	}
	c.evictions.Add(uint64(n))
}

// Invalidate drops the card held for agentURL, so the next [Cache.Card]
// fetches it again. A fetch already under way is not cached. With a shared
// tier ([WithTier]) only this process's copy is dropped: the next Card may
// be answered from the tier.
func (c *Cache) Invalidate(agentURL string) {
	key, _, err := normalize(agentURL)
	if err != nil {
		return
	}
	c.writeMu.Lock()
	defer c.writeMu.Unlock()
	c.gen.Add(1)
	c.items.Delete(key)
	c.flights.Forget(key)
}

// Stats returns the counters.
func (c *Cache) Stats() Stats {
	return Stats{
		Hits:          c.hits.Load(),
		Misses:        c.misses.Load(),
		Fetches:       c.fetches.Load(),
		Revalidations: c.revalidations.Load(),
		StaleServed:   c.staleServed.Load(),
		Errors:        c.fetchErrors.Load(),
		Evictions:     c.evictions.Load(),
		SharedHits:    c.sharedHits.Load(),
		Entries:       c.items.ItemCount(),
		Bytes:         c.bytes.Load(),
	}
}
