package cache

import (
	"log/slog"
	"net/http"
	"time"
)

// Defaults used by [New] when no option says otherwise.
const (
	DefaultTTL          = 5 * time.Minute
	DefaultStaleIfError = time.Hour
	DefaultMaxEntries   = 10000
	DefaultMaxCardSize  = 1 << 20  // 1 MiB
	DefaultMaxBytes     = 64 << 20 // 64 MiB
	DefaultFetchTimeout = 10 * time.Second
)

// Option configures a [Cache].
type Option func(*config)

type config struct {
	client       *http.Client
	defaultTTL   time.Duration
	staleIfError time.Duration
	maxEntries   int
	maxCardSize  int64
	maxBytes     int64
	fetchTimeout time.Duration
	logger       *slog.Logger
	now          func() time.Time
	tier         tierConfig // see tier.go
}

func defaultConfig() config {
	return config{
		client:       &http.Client{},
		defaultTTL:   DefaultTTL,
		staleIfError: DefaultStaleIfError,
		maxEntries:   DefaultMaxEntries,
		maxCardSize:  DefaultMaxCardSize,
		maxBytes:     DefaultMaxBytes,
		fetchTimeout: DefaultFetchTimeout,
		logger:       slog.New(slog.DiscardHandler),
		now:          time.Now,
		tier:         tierConfig{timeout: DefaultTierTimeout, wait: DefaultTierWait},
	}
}

// WithHTTPClient sets the client used for card GETs. The cache does not retry:
// retries, address filtering and transport settings belong to this client. A
// nil client leaves the default, a plain [http.Client] with no timeout of its
// own (the fetch timeout bounds each GET).
func WithHTTPClient(c *http.Client) Option {
	return func(cfg *config) {
		if c != nil {
			cfg.client = c
		}
	}
}

// WithDefaultTTL sets how long a card stays fresh when the agent sends no
// max-age and no Expires (default 5 minutes). Zero means such cards are
// fetched again on every call (they are still kept for revalidation and for
// stale-if-error). A negative value is taken as zero.
func WithDefaultTTL(d time.Duration) Option {
	return func(cfg *config) { cfg.defaultTTL = max(d, 0) }
}

// WithStaleIfError sets how long past its freshness a card may still be
// served when the agent cannot be reached, answers 5xx, or sends a card that
// is invalid or too large (default 1 hour). Such an [Entry] has Stale set and
// carries the error. Zero disables it; a negative value is taken as zero.
func WithStaleIfError(d time.Duration) Option {
	return func(cfg *config) { cfg.staleIfError = max(d, 0) }
}

// WithMaxEntries bounds the number of cards held (default 10,000). Values
// below 1 leave the default.
func WithMaxEntries(n int) Option {
	return func(cfg *config) {
		if n >= 1 {
			cfg.maxEntries = n
		}
	}
}

// WithMaxBytes bounds the total size of the cards held, counted as the
// bytes of their bodies (default 64 MiB), alongside the entry bound: many
// large cards evict each other rather than fill memory. A card larger than
// the whole bound is served but not kept. Values below 1 leave the default.
func WithMaxBytes(n int64) Option {
	return func(cfg *config) {
		if n >= 1 {
			cfg.maxBytes = n
		}
	}
}

// WithMaxCardSize bounds the size of a card body in bytes (default 1 MiB).
// Values below 1 leave the default.
func WithMaxCardSize(n int64) Option {
	return func(cfg *config) {
		if n >= 1 {
			cfg.maxCardSize = n
		}
	}
}

// WithFetchTimeout bounds one shared card fetch (default 10 seconds). The
// fetch runs detached from any one caller's context, so this is what stops it.
// Values of zero or below leave the default.
func WithFetchTimeout(d time.Duration) Option {
	return func(cfg *config) {
		if d > 0 {
			cfg.fetchTimeout = d
		}
	}
}

// WithLogger sets the logger for fetch outcomes (URL, status, duration; never
// card bodies). Default: no logging. A nil logger leaves the default.
func WithLogger(l *slog.Logger) Option {
	return func(cfg *config) {
		if l != nil {
			cfg.logger = l
		}
	}
}

// WithClock sets the clock used for freshness, mostly for tests. A nil
// function leaves [time.Now].
func WithClock(now func() time.Time) Option {
	return func(cfg *config) {
		if now != nil {
			cfg.now = now
		}
	}
}
