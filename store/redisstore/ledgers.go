package redisstore

import (
	"context"
	"crypto/sha1"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/store"
)

// Load implements [store.Ledgers]. Loading counts as use: it starts the
// conversation's idle time again.
func (s *Store) Load(ctx context.Context, conversation string) (*present.Ledger, error) {
	l, err := s.load(ctx, conversation)
	if err != nil {
		return nil, &store.Error{Op: "load", Conversation: conversation, Err: err}
	}
	return l, nil
}

func (s *Store) load(ctx context.Context, conversation string) (*present.Ledger, error) {
	if err := store.CheckID(conversation); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, s.cfg.timeout)
	defer cancel()
	data, err := s.rdb.GetEx(ctx, s.keys.ledger(conversation), s.cfg.idle).Bytes()
	switch {
	case errors.Is(err, redis.Nil):
		return present.NewLedger(), nil
	case err != nil:
		return nil, classify(err)
	}
	return store.UnmarshalLedger(data)
}

// Update implements [store.Ledgers] with optimistic concurrency: it reads
// the ledger, applies fn, and writes the result only if the value in Redis
// is still the one it read (a compare-and-set in a Lua script, on the
// value's SHA-1); if another process wrote it meanwhile, Update starts
// again from the other's result, up to the retry bound.
func (s *Store) Update(ctx context.Context, conversation string, fn func(*present.Ledger) error) error {
	if err := s.update(ctx, conversation, fn); err != nil {
		return &store.Error{Op: "update", Conversation: conversation, Err: err}
	}
	return nil
}

// errChanged is an attempt's result when another write came first.
var errChanged = errors.New("redisstore: ledger changed meanwhile")

func (s *Store) update(ctx context.Context, conversation string, fn func(*present.Ledger) error) error {
	if err := store.CheckID(conversation); err != nil {
		return err
	}
	key := s.keys.ledger(conversation)
	for attempt := 0; attempt <= s.cfg.maxRetries; attempt++ {
		if attempt > 0 {
			if err := backoff(ctx, attempt); err != nil {
				return err
			}
		}
		err := s.attempt(ctx, key, fn)
		if !errors.Is(err, errChanged) {
			return err
		}
		s.cfg.logger.LogAttrs(ctx, slog.LevelDebug, "ledger changed concurrently; updating again",
			slog.String("key", key), slog.Int("attempt", attempt+1))
	}
	return fmt.Errorf("%w: gave up after %d retries", store.ErrConflict, s.cfg.maxRetries)
}

// setIfUnchanged writes ARGV[2] with expiry ARGV[3] ms to KEYS[1] if the
// SHA-1 of its value is ARGV[1] ("" for no value), and returns 1; else 0.
var setIfUnchanged = redis.NewScript(`
local cur = redis.call("GET", KEYS[1])
local sum = ""
if cur then sum = redis.sha1hex(cur) end
if sum ~= ARGV[1] then return 0 end
redis.call("SET", KEYS[1], ARGV[2], "PX", ARGV[3])
return 1`)

// attempt is one optimistic read, change and write: two round trips. It
// returns errChanged when another write came first.
func (s *Store) attempt(ctx context.Context, key string, fn func(*present.Ledger) error) error {
	ctx, cancel := context.WithTimeout(ctx, s.cfg.timeout)
	defer cancel()
	l, sum := present.NewLedger(), ""
	data, err := s.rdb.Get(ctx, key).Bytes()
	switch {
	case errors.Is(err, redis.Nil):
	case err != nil:
		return classify(err)
	default:
		if l, err = store.UnmarshalLedger(data); err != nil {
			return err
		}
		h := sha1.Sum(data) // to notice a change, not for security
		sum = hex.EncodeToString(h[:])
	}
	if err := fn(l); err != nil {
		return err
	}
	out, err := store.MarshalLedger(l)
	if err != nil {
		return err
	}
	set, err := setIfUnchanged.Run(ctx, s.rdb, []string{key}, sum, out, s.cfg.idle.Milliseconds()).Int()
	switch {
	case err != nil:
		return classify(err)
	case set == 0:
		return errChanged
	}
	return nil
}

// backoff waits a little before attempt, more for later ones, with jitter
// so that the processes that collided do not collide again.
func backoff(ctx context.Context, attempt int) error {
	d := time.Duration(rand.Int64N(int64(min(attempt, 10)) * int64(time.Millisecond)))
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return context.Cause(ctx)
	}
}

// classify names what a Redis error means for the caller: a key that holds
// something other than a string was written by someone else (corrupt);
// anything else is Redis being unreachable, slow or refusing (unavailable).
func classify(err error) error {
	var re redis.Error
	if errors.As(err, &re) && strings.HasPrefix(re.Error(), "WRONGTYPE") {
		return fmt.Errorf("%w: %w", store.ErrCorrupt, err)
	}
	return unavailable(err)
}
