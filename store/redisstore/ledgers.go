package redisstore

import (
	"context"
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

// Update implements [store.Ledgers] with optimistic concurrency: the key is
// watched while the ledger is read and changed, and the write is dropped by
// Redis if another process wrote it meanwhile; then it starts again, with
// the other's change, up to the retry bound.
func (s *Store) Update(ctx context.Context, conversation string, fn func(*present.Ledger) error) error {
	if err := s.update(ctx, conversation, fn); err != nil {
		return &store.Error{Op: "update", Conversation: conversation, Err: err}
	}
	return nil
}

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
		if !errors.Is(err, redis.TxFailedErr) {
			return err
		}
		s.cfg.logger.LogAttrs(ctx, slog.LevelDebug, "ledger changed concurrently; updating again",
			slog.String("key", key), slog.Int("attempt", attempt+1))
	}
	return fmt.Errorf("%w: gave up after %d retries", store.ErrConflict, s.cfg.maxRetries)
}

// callerError carries fn's error through go-redis's Watch unchanged.
type callerError struct{ err error }

func (e callerError) Error() string { return e.err.Error() }

// attempt is one optimistic read, change and write. It returns
// redis.TxFailedErr when another write came first.
func (s *Store) attempt(ctx context.Context, key string, fn func(*present.Ledger) error) error {
	ctx, cancel := context.WithTimeout(ctx, s.cfg.timeout)
	defer cancel()
	err := s.rdb.Watch(ctx, func(tx *redis.Tx) error {
		l := present.NewLedger()
		data, err := tx.Get(ctx, key).Bytes()
		switch {
		case errors.Is(err, redis.Nil):
		case err != nil:
			return err
		default:
			if l, err = store.UnmarshalLedger(data); err != nil {
				return callerError{err}
			}
		}
		if err := fn(l); err != nil {
			return callerError{err}
		}
		out, err := store.MarshalLedger(l)
		if err != nil {
			return callerError{err}
		}
		_, err = tx.TxPipelined(ctx, func(p redis.Pipeliner) error {
			p.Set(ctx, key, out, s.cfg.idle)
			return nil
		})
		return err
	}, key)
	var ce callerError
	switch {
	case err == nil, errors.Is(err, redis.TxFailedErr):
		return err
	case errors.As(err, &ce):
		return ce.err
	}
	return classify(err)
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
