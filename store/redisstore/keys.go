package redisstore

import (
	"crypto/sha256"
	"encoding/hex"
)

// keys names what the store writes in Redis.
//
//	<prefix>ledger:<conversation id>   a ledger's saved JSON (store.MarshalLedger), stamped (stamp.go)
//	<prefix>card:<sha-256 of key>      a shared card (the cache's own form)
//	<prefix>cardlock:<sha-256 of key>  the lock of the one process fetching it
//
// Card keys are agent URLs, which can be long and are chosen by others:
// they are hashed, and the cache checks the URL inside each value.
type keys struct{ prefix string }

func (k keys) ledger(conversation string) string { return k.prefix + "ledger:" + conversation }

func (k keys) card(key string) string { return k.prefix + "card:" + hash(key) }

func (k keys) cardLock(key string) string { return k.prefix + "cardlock:" + hash(key) }

func hash(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}
