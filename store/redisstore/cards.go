package redisstore

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/agent-capability/onrequest/cache"
)

// Cards is a card cache's shared tier in Redis (see [cache.WithTier]):
//
//	cards := cache.New(cache.WithTier(st.Cards()), ...)
type Cards struct{ s *Store }

var _ cache.Tier = Cards{}

// Cards returns the store's shared tier for a card cache.
func (s *Store) Cards() Cards { return Cards{s} }

// Get implements [cache.Tier].
func (c Cards) Get(ctx context.Context, key string) ([]byte, error) {
	data, err := c.s.rdb.Get(ctx, c.s.keys.card(key)).Bytes()
	if errors.Is(err, redis.Nil) {
		return nil, nil
	}
	if err != nil {
		return nil, unavailable(err)
	}
	return data, nil
}

// Set implements [cache.Tier].
func (c Cards) Set(ctx context.Context, key string, value []byte, ttl time.Duration) error {
	if err := c.s.rdb.Set(ctx, c.s.keys.card(key), value, ttl).Err(); err != nil {
		return unavailable(err)
	}
	return nil
}

// unlockScript deletes the lock only if it still holds this process's
// token: a lock that expired and was taken by another is left alone.
var unlockScript = redis.NewScript(`
if redis.call("GET", KEYS[1]) == ARGV[1] then
	return redis.call("DEL", KEYS[1])
end
return 0`)

// Lock implements [cache.Tier] with SET NX PX and a random token.
func (c Cards) Lock(ctx context.Context, key string, ttl time.Duration) (func(context.Context) error, bool, error) {
	var b [16]byte
	_, _ = rand.Read(b[:])
	token := hex.EncodeToString(b[:])
	lockKey := c.s.keys.cardLock(key)
	ok, err := c.s.rdb.SetNX(ctx, lockKey, token, ttl).Result()
	if err != nil {
		return nil, false, unavailable(err)
	}
	if !ok {
		return nil, false, nil
	}
	return func(ctx context.Context) error {
		if err := unlockScript.Run(ctx, c.s.rdb, []string{lockKey}, token).Err(); err != nil {
			return unavailable(err)
		}
		return nil
	}, true, nil
}
