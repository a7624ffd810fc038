package redisstore

import (
	"bytes"
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
// conversation's idle time again. It always reads Redis; when the value
// there is the one this store last read or wrote for the conversation, it
// copies the ledger it remembers instead of decoding the value again.
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
	key := s.keys.ledger(conversation)
	data, err := s.rdb.GetEx(ctx, key, s.cfg.idle).Bytes()
	found := !errors.Is(err, redis.Nil)
	if err != nil && found {
		return nil, classify(err)
	}
	if v, ok := s.recent.get(key); ok && found && v.ledger != nil && bytes.Equal(data, v.saved) {
		// Redis holds what this store last read or wrote: a copy of the
		// ledger it remembers is what decoding would give, and costs
		// about a fifth as much.
		return v.copy()
	}
	v, err := s.read(key, data, found)
	if err != nil {
		return nil, err
	}
	s.recent.put(key, v)
	return v.copy()
}

// read decodes a ledger's saved form as Redis returned it, if found. What
// cannot be read, an empty value included, is an error, and no longer
// remembered.
func (s *Store) read(key string, data []byte, found bool) (version, error) {
	if !found {
		return version{}, nil
	}
	l, err := store.UnmarshalLedger(data)
	if err != nil {
		s.recent.forget(key)
		return version{}, err
	}
	return version{saved: data, ledger: l, at: l.Version()}, nil
}

// Update implements [store.Ledgers] with optimistic concurrency: it applies
// fn to the ledger and writes the result only if the value in Redis is
// still the one fn was given (a compare-and-set in a Lua script, on the
// random stamp that ends each value this package writes; see stamp.go).
// When fn changes nothing in a ledger just read, Update writes nothing;
// the read counts as use, as a Load does. The ledger it starts from is
// the one this store last loaded or saved for the conversation, if it
// remembers it, so that a Load then an Update cost one round trip each;
// otherwise it reads it first. If the remembered ledger is not the one in
// Redis, the script refuses and returns Redis's, and Update starts again
// from that at once; if another process wrote between a read and the
// write (a collision), Update pauses and starts again with a read, up to
// the retry bound.
func (s *Store) Update(ctx context.Context, conversation string, fn func(*present.Ledger) error) error {
	if err := s.update(ctx, conversation, fn); err != nil {
		return &store.Error{Op: "update", Conversation: conversation, Err: err}
	}
	return nil
}

// errChanged is an attempt's result when the value in Redis was not the
// one the attempt started from.
var errChanged = errors.New("redisstore: ledger changed meanwhile")

func (s *Store) update(ctx context.Context, conversation string, fn func(*present.Ledger) error) error {
	if err := store.CheckID(conversation); err != nil {
		return err
	}
	key := s.keys.ledger(conversation)
	from, guess := s.recent.get(key)
	known := guess
	for attempt := 0; attempt <= s.cfg.maxRetries; attempt++ {
		cur, err := s.attempt(ctx, key, from, known, fn)
		if !errors.Is(err, errChanged) {
			return err
		}
		s.cfg.logger.LogAttrs(ctx, slog.LevelDebug, "ledger changed concurrently; updating again",
			slog.String("key", key), slog.Int("attempt", attempt+1))
		// A remembered ledger that proved old is no collision: go again at
		// once, from the value the script returned. After a collision,
		// pause, then read the ledger again: by then that value is old too.
		if guess {
			from, known, guess = cur, true, false
			continue
		}
		if attempt < s.cfg.maxRetries {
			if err := backoff(ctx, attempt+1); err != nil {
				return err
			}
		}
		known = false
	}
	return fmt.Errorf("%w: gave up after %d retries", store.ErrConflict, s.cfg.maxRetries)
}

// setIfUnchanged writes ARGV[3] with expiry ARGV[4] ms to KEYS[1] if the
// key still holds what the update started from, and returns {1}; else it
// returns {0, value}, or {0} when there is none. ARGV[1] says what that
// was: "stamp", a value that ends with the stamp ARGV[2] (see stamp.go);
// "value", the value ARGV[2] itself (one without a stamp); "none", no
// value. (redis.sha1hex of a 5 KB ledger took about 80 µs.)
var setIfUnchanged = redis.NewScript(`
local from, want, same = ARGV[1], ARGV[2]
if from == "stamp" then
  same = redis.call("GETRANGE", KEYS[1], -#want, -1) == want
elseif from == "value" then
  same = redis.call("GET", KEYS[1]) == want
else
  same = redis.call("EXISTS", KEYS[1]) == 0
end
if same then
  redis.call("SET", KEYS[1], ARGV[3], "PX", ARGV[4])
  return {1}
end
local cur = redis.call("GET", KEYS[1])
if cur then return {0, cur} end
return {0}`)

// attempt is one optimistic change: fn applied to a copy of from, which is
// read first from Redis unless known, then written if Redis still holds
// from. When Redis holds another version it returns that, and errChanged.
func (s *Store) attempt(ctx context.Context, key string, from version, known bool, fn func(*present.Ledger) error) (version, error) {
	ctx, cancel := context.WithTimeout(ctx, s.cfg.timeout)
	defer cancel()
	if !known {
		data, err := s.rdb.GetEx(ctx, key, s.cfg.idle).Bytes() // a read is use, as in Load
		found := !errors.Is(err, redis.Nil)
		if err != nil && found {
			return version{}, classify(err)
		}
		if from, err = s.read(key, data, found); err != nil {
			return version{}, err
		}
	}
	l, err := from.copy()
	if err != nil {
		return version{}, err
	}
	before := l.Version()
	if err := fn(l); err != nil {
		return version{}, err
	}
	if !known && l.Version() == before {
		// fn changed nothing in what Redis held when it was read: nothing
		// to write. (From a remembered ledger the write still checks that
		// it was Redis's.)
		s.recent.put(key, from)
		return version{}, nil
	}
	return s.write(ctx, key, from, l)
}

// write saves l, stamped, if Redis still holds from; when it holds another
// version, write returns that, and errChanged.
func (s *Store) write(ctx context.Context, key string, from version, l *present.Ledger) (version, error) {
	// Read before encoding: a change made after this, by a caller that
	// kept l, shows as another Version (see version.copy).
	at := l.Version()
	form, err := store.MarshalLedger(l)
	if err != nil {
		return version{}, err
	}
	out := appendStamp(form)
	was, want := from.expect()
	res, err := setIfUnchanged.Run(ctx, s.rdb, []string{key}, was, want, out, s.cfg.idle.Milliseconds()).Slice()
	if err != nil {
		return version{}, classify(err)
	}
	if len(res) == 0 {
		return version{}, unavailable(errors.New("redisstore: empty reply from the update script"))
	}
	if set, _ := res[0].(int64); set == 1 {
		s.recent.put(key, version{saved: out, ledger: l, at: at})
		return version{}, nil
	}
	var cur []byte
	found := len(res) > 1
	if found {
		v, ok := res[1].(string)
		if !ok {
			return version{}, unavailable(fmt.Errorf("redisstore: unexpected reply %T from the update script", res[1]))
		}
		cur = []byte(v)
	}
	v, err := s.read(key, cur, found)
	if err != nil {
		return version{}, err
	}
	return v, errChanged
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
