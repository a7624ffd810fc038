package cache

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"time"
)

// Defaults for the shared tier (see [WithTier]).
const (
	DefaultTierTimeout = 250 * time.Millisecond
	DefaultTierWait    = 3 * time.Second

	// tierPoll is how often a process waiting for another's fetch looks
	// for its card.
	tierPoll = 20 * time.Millisecond
)

// A Tier is a store that many processes share (Redis, in the store
// package's redisstore), under each process's own in-memory cache: a card
// one replica fetched, with its freshness and validators, serves them all,
// and at most one of them fetches a card each time it goes stale.
//
// Values are opaque to the Tier; the cache writes them and checks every one
// it reads, so a value that was damaged in the store is never served.
type Tier interface {
	// Get returns the value stored under key, or nil and no error when
	// there is none.
	Get(ctx context.Context, key string) ([]byte, error)

	// Set stores value under key for ttl.
	Set(ctx context.Context, key string, value []byte, ttl time.Duration) error

	// Lock takes the lock named key for at most ttl if no one holds it,
	// and reports whether it did. unlock releases it if it is still the
	// caller's; it is not nil when ok is true.
	Lock(ctx context.Context, key string, ttl time.Duration) (unlock func(context.Context) error, ok bool, err error)
}

// WithTier adds a shared second tier under the in-memory cache. A card
// that is not fresh in memory is looked up in the tier before the agent is
// asked; a card fetched from the agent is written to it. Only one process
// fetches a card at a time: the others wait for its result, up to
// [WithTierWait], and then fetch it themselves.
//
// A tier that fails or does not answer within [WithTierTimeout] is not an
// outage: the cache fetches the card itself and logs a warning. A nil Tier
// leaves the cache without one.
func WithTier(t Tier) Option {
	return func(cfg *config) { cfg.tier.tier = t }
}

// WithTierTimeout bounds each call to the shared tier (default 250 ms).
// Values of zero or below leave the default.
func WithTierTimeout(d time.Duration) Option {
	return func(cfg *config) {
		if d > 0 {
			cfg.tier.timeout = d
		}
	}
}

// WithTierWait bounds how long a process waits for another process's fetch
// of a card before it fetches the card itself (default 3 seconds). Values
// of zero or below leave the default.
func WithTierWait(d time.Duration) Option {
	return func(cfg *config) {
		if d > 0 {
			cfg.tier.wait = d
		}
	}
}

type tierConfig struct {
	tier    Tier
	timeout time.Duration
	wait    time.Duration
}

// tierVersion is the version of the shared form; a value of another is
// ignored, so that processes of different versions can share a store.
const tierVersion = 1

// tierValue is the shared form of a record: the card as the agent sent it,
// parsed again by every process that reads it, and its freshness as
// absolute times (the processes' clocks are taken to agree).
type tierValue struct {
	Version    int         `json:"v"`
	URL        string      `json:"url"`
	Body       []byte      `json:"body"`
	Header     http.Header `json:"header,omitempty"`
	FetchedAt  time.Time   `json:"fetchedAt"`
	Expires    time.Time   `json:"expires"`
	StaleUntil time.Time   `json:"staleUntil,omitzero"`
}

func encodeTier(rec *record) ([]byte, error) {
	return json.Marshal(tierValue{
		Version: tierVersion, URL: rec.entry.URL, Body: rec.body, Header: rec.header,
		FetchedAt: rec.entry.FetchedAt, Expires: rec.entry.Expires, StaleUntil: rec.staleUntil,
	})
}

// decodeTier reads a shared value for cardURL. The card is parsed as a
// fetched one is: a value that is not a valid card for this URL is an error.
func decodeTier(data []byte, cardURL string) (*record, error) {
	var v tierValue
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, fmt.Errorf("cache: shared card for %s: %w", cardURL, err)
	}
	switch {
	case v.Version != tierVersion:
		return nil, fmt.Errorf("cache: shared card for %s: version %d, want %d", cardURL, v.Version, tierVersion)
	case v.URL != cardURL:
		return nil, fmt.Errorf("cache: shared card for %s: holds the card of %q", cardURL, v.URL)
	case v.Expires.IsZero() || v.FetchedAt.IsZero():
		return nil, fmt.Errorf("cache: shared card for %s: no freshness", cardURL)
	}
	card, notes, cerr := parseCard(v.Body)
	if cerr != nil {
		cerr.url = cardURL
		return nil, fmt.Errorf("cache: shared card: %w", cerr)
	}
	if v.Header == nil {
		v.Header = http.Header{}
	}
	return &record{
		entry:      Entry{Card: card, URL: cardURL, FetchedAt: v.FetchedAt, Expires: v.Expires, Notes: notes},
		size:       int64(len(v.Body)),
		header:     v.Header,
		staleUntil: v.StaleUntil,
		body:       v.Body,
	}, nil
}

// viaTier is refresh's first step when there is a shared tier. It returns
// the record to go on from: the shared one when it is newer than prev (its
// validators and stale-if-error window serve here too), and hit when that
// record is fresh and stored here, so no GET is needed. unlock, when not
// nil, releases the fetch lock after the GET.
func (c *Cache) viaTier(ctx context.Context, key, cardURL string, prev *record, gen uint64) (_ *record, unlock func(), hit bool) {
	shared, unlock := c.fromTier(context.WithoutCancel(ctx), key, cardURL)
	if shared == nil {
		return prev, unlock, false
	}
	if c.cfg.now().Before(shared.entry.Expires) {
		c.sharedHits.Add(1)
		c.store(key, shared, gen)
		return shared, unlock, true
	}
	if prev == nil || shared.entry.FetchedAt.After(prev.entry.FetchedAt) {
		return shared, unlock, false
	}
	return prev, unlock, false
}

// fromTier looks for key's card in the shared tier before the agent is
// asked. It returns the shared record if there is one (fresh or not), and
// unlock when this process took the fetch lock and so should fetch. With
// neither fresh record nor lock (the tier failed, or another process's fetch
// took too long) the caller fetches without the lock.
func (c *Cache) fromTier(ctx context.Context, key, cardURL string) (rec *record, unlock func()) {
	t := c.cfg.tier
	deadline := c.cfg.now().Add(t.wait)
	for {
		rec, err := c.tierGet(ctx, key, cardURL)
		if err != nil {
			c.tierFailed(ctx, "read", cardURL, err)
			return rec, nil
		}
		if rec != nil && c.cfg.now().Before(rec.entry.Expires) {
			return rec, nil
		}
		unlock, ok, err := c.tierLock(ctx, key)
		if err != nil {
			c.tierFailed(ctx, "lock", cardURL, err)
			return rec, nil
		}
		if ok {
			// Another process may have stored the card between the read
			// and the lock.
			if again, err := c.tierGet(ctx, key, cardURL); err == nil && again != nil {
				if c.cfg.now().Before(again.entry.Expires) {
					unlock()
					return again, nil
				}
				rec = again
			}
			return rec, unlock
		}
		if !c.cfg.now().Before(deadline) {
			c.cfg.logger.LogAttrs(ctx, slog.LevelWarn, "agent card: another process's fetch is taking long; fetching here",
				slog.String("url", cardURL), slog.Duration("waited", t.wait))
			return rec, nil
		}
		select {
		case <-time.After(tierPoll):
		case <-ctx.Done():
			return rec, nil
		}
	}
}

// tierGet reads and checks key's shared card. A value that is not a valid
// card is logged and taken as absent: it is never served.
func (c *Cache) tierGet(ctx context.Context, key, cardURL string) (*record, error) {
	tctx, cancel := context.WithTimeout(ctx, c.cfg.tier.timeout)
	defer cancel()
	data, err := c.cfg.tier.tier.Get(tctx, key)
	if err != nil || data == nil {
		return nil, err
	}
	rec, err := decodeTier(data, cardURL)
	if err != nil {
		c.cfg.logger.LogAttrs(ctx, slog.LevelWarn, "agent card: ignoring an unusable shared card",
			slog.String("url", cardURL), slog.String("error", err.Error()))
		return nil, nil
	}
	return rec, nil
}

func (c *Cache) tierLock(ctx context.Context, key string) (func(), bool, error) {
	tctx, cancel := context.WithTimeout(ctx, c.cfg.tier.timeout)
	defer cancel()
	// The lock outlives no fetch: the fetch timeout bounds both.
	unlock, ok, err := c.cfg.tier.tier.Lock(tctx, key, c.cfg.fetchTimeout)
	if err != nil || !ok {
		return nil, false, err
	}
	return func() {
		uctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), c.cfg.tier.timeout)
		defer cancel()
		if err := unlock(uctx); err != nil {
			// The lock expires by itself; the others wait at most that long.
			c.cfg.logger.LogAttrs(ctx, slog.LevelWarn, "agent card: releasing the shared fetch lock failed",
				slog.String("error", err.Error()))
		}
	}, true, nil
}

// toTier shares a record this process fetched, for as long as it keeps it.
func (c *Cache) toTier(ctx context.Context, key string, rec *record) {
	ttl := min(c.retainUntil(rec).Sub(c.cfg.now()), maxRetention)
	if ttl <= 0 || rec.body == nil {
		return
	}
	data, err := encodeTier(rec)
	if err == nil {
		tctx, cancel := context.WithTimeout(ctx, c.cfg.tier.timeout)
		err = c.cfg.tier.tier.Set(tctx, key, data, ttl)
		cancel()
	}
	if err != nil {
		c.tierFailed(ctx, "write", rec.entry.URL, err)
	}
}

func (c *Cache) tierFailed(ctx context.Context, op, cardURL string, err error) {
	what := "agent card: shared tier " + op + " failed; fetching here"
	if op == "write" {
		what = "agent card: shared tier write failed; the card is cached here only"
	}
	if errors.Is(err, context.DeadlineExceeded) {
		err = fmt.Errorf("no answer within %v: %w", c.cfg.tier.timeout, err)
	}
	c.cfg.logger.LogAttrs(ctx, slog.LevelWarn, what, slog.String("url", cardURL), slog.String("error", err.Error()))
}
