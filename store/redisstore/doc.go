// Package redisstore keeps an assistant's shared state in Redis: the
// conversations' ledgers (a [store.Ledgers]) and a card cache's shared tier
// (a [cache.Tier]). It is the one package of the module that imports a
// Redis client (github.com/redis/go-redis/v9).
//
//	st, err := redisstore.Open("redis://127.0.0.1:6379/0")
//	...
//	defer st.Close()
//	cards := cache.New(cache.WithTier(st.Cards()), cache.WithHTTPClient(hc))
//	var ledgers store.Ledgers = st
//
// # Ledgers
//
// Each ledger is one string key, <prefix>ledger:<conversation id>, holding
// present's versioned JSON, with the idle timeout as its expiry; a Load
// starts the idle time again (GETEX). Each write ends the JSON with a
// stamp of 64 whitespace characters, random, so that the value is still
// the same JSON to any reader. Update is optimistic: it changes the
// ledger, then a Lua script writes the result only if the value still
// ends with the stamp the change started from (a value without one, as
// written before stamps, is compared whole). It starts from the ledger the
// Store last loaded or saved for the conversation, when it remembers it
// ([WithRecent]), so a turn's Load then Update take one round trip each;
// otherwise it reads the ledger first (GETEX). When another process wrote
// the key meanwhile, the script refuses and returns that process's value,
// and Update starts again from it, after a short random pause, up to
// [WithMaxRetries] times ([store.ErrConflict] after that). Nothing is lost
// and nothing is merged by hand: each change is applied to the latest
// ledger.
//
// Every call is bounded by [WithTimeout] (1 second). A Redis that is down,
// frozen or refusing gives [store.ErrUnavailable]; a value that is not a
// ledger this version reads (not JSON, malformed, an unknown version, a key
// of another type) gives [store.ErrCorrupt] and is left in place. The same
// Store recovers by itself when Redis comes back.
//
// A ledger that Redis lost (a restart without persistence, or eviction
// under maxmemory) is indistinguishable from a conversation never seen:
// run Redis with persistence (appendonly) and maxmemory-policy noeviction,
// or volatile-* with the ledgers the only keys that expire.
//
// # Cards
//
// [Store.Cards] is a [cache.Tier]: shared cards under
// <prefix>card:<sha-256 of the agent URL> with the cache's retention as
// their expiry, and a fetch lock under <prefix>cardlock:<...> taken with
// SET NX PX and a random token, released only by its holder (a Lua
// compare-and-delete). The cache checks every value it reads; see
// [cache.WithTier] for what happens when Redis fails.
package redisstore
