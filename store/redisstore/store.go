package redisstore

import (
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/agent-capability/onrequest/store"
)

// Defaults used by [New] and [Open] when no option says otherwise.
const (
	DefaultPrefix     = "onrequest:"
	DefaultTimeout    = time.Second
	DefaultMaxRetries = 32
	DefaultRecent     = 1000
)

// Store keeps conversations' ledgers and a card cache's shared tier in one
// Redis. It is safe for concurrent use.
type Store struct {
	rdb    redis.UniversalClient
	own    bool // Open made rdb, so Close closes it
	cfg    config
	keys   keys
	recent *recent
}

var _ store.Ledgers = (*Store)(nil)

// An Option configures a [Store].
type Option func(*config)

type config struct {
	prefix     string
	idle       time.Duration
	timeout    time.Duration
	maxRetries int
	recent     int
	logger     *slog.Logger
}

// WithPrefix sets the prefix of every key the store writes (default
// "onrequest:"), so that one Redis can serve several applications.
func WithPrefix(p string) Option {
	return func(c *config) { c.prefix = p }
}

// WithIdleTimeout sets how long a conversation's ledger is kept after its
// last load or update (default [store.DefaultIdleTimeout]). Values of zero
// or below leave the default.
func WithIdleTimeout(d time.Duration) Option {
	return func(c *config) {
		if d > 0 {
			c.idle = d
		}
	}
}

// WithTimeout bounds each Load, and each attempt of an Update, when the
// caller's context allows longer (default 1 second). A Redis that does not
// answer in time is [store.ErrUnavailable]. Values of zero or below leave
// the default.
func WithTimeout(d time.Duration) Option {
	return func(c *config) {
		if d > 0 {
			c.timeout = d
		}
	}
}

// WithMaxRetries bounds how often an Update starts again after a
// concurrent change of the same ledger (default 32); past it Update fails
// with [store.ErrConflict]. Values below 1 leave the default.
func WithMaxRetries(n int) Option {
	return func(c *config) {
		if n >= 1 {
			c.maxRetries = n
		}
	}
}

// WithRecent sets how many conversations' latest ledgers the store
// remembers (default 1,000), as it last loaded or saved them. An Update
// of a conversation it remembers starts from that and costs one round
// trip instead of two; if another process changed the ledger since, the
// compare-and-set notices and Update starts again from Redis's value, so
// nothing is lost. Each costs about twice the ledger's saved size (its
// saved form and the ledger; about 10 KB at 20 outcomes). Values below 1
// leave the default.
func WithRecent(n int) Option {
	return func(c *config) {
		if n >= 1 {
			c.recent = n
		}
	}
}

// WithLogger sets the logger for retries and for failures of the shared
// card tier (keys and errors, never values). Default: no logging.
func WithLogger(l *slog.Logger) Option {
	return func(c *config) {
		if l != nil {
			c.logger = l
		}
	}
}

// New returns a store on rdb. The client should have ContextTimeoutEnabled
// set, as [Open]'s has, so that a Redis that stops answering fails a call
// when its deadline passes rather than after the client's read timeout.
func New(rdb redis.UniversalClient, opts ...Option) *Store {
	cfg := config{
		prefix:     DefaultPrefix,
		idle:       store.DefaultIdleTimeout,
		timeout:    DefaultTimeout,
		maxRetries: DefaultMaxRetries,
		recent:     DefaultRecent,
		logger:     slog.New(slog.DiscardHandler),
	}
	for _, opt := range opts {
		if opt != nil {
			opt(&cfg)
		}
	}
	return &Store{rdb: rdb, cfg: cfg, keys: keys{prefix: cfg.prefix}, recent: newRecent(cfg.recent)}
}

// Open connects to the Redis at url (redis://[user:password@]host:port/db,
// or rediss:// for TLS; see [redis.ParseURL]) and returns a store that owns
// the connection: [Store.Close] closes it. No connection is made until the
// first call.
func Open(url string, opts ...Option) (*Store, error) {
	ropts, err := redis.ParseURL(url)
	if err != nil {
		// ParseURL's error can quote the URL, and the URL can hold a password.
		return nil, errors.New("redisstore: invalid Redis URL")
	}
	ropts.ContextTimeoutEnabled = true
	s := New(redis.NewClient(ropts), opts...)
	s.own = true
	return s, nil
}

// Close closes the connection if [Open] made it; a store from [New]
// leaves its client to the caller.
func (s *Store) Close() error {
	if !s.own {
		return nil
	}
	return s.rdb.Close()
}

// unavailable wraps a Redis or network error in store.ErrUnavailable.
func unavailable(err error) error {
	return fmt.Errorf("%w: %w", store.ErrUnavailable, err)
}
