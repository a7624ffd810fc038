// Package store keeps state that outlives one process and is shared by an
// assistant's replicas: each conversation's [present.Ledger], so that a
// price the operator referred on one replica is still blocked when the next
// turn lands on another, or after a restart.
//
// [Ledgers] is the interface; [Memory] keeps ledgers in this process and
// needs nothing, and package redisstore keeps them in Redis (with a card
// cache's shared tier, see cache.WithTier). Only redisstore imports a Redis
// client, so this package, and cache, client, interpret and present, do not.
//
// # Use
//
// Record through Update, read through Load:
//
//	err := ledgers.Update(ctx, conversationID, func(l *present.Ledger) error {
//		l.Record(outcome)
//		return nil
//	})
//	...
//	ledger, err := ledgers.Load(ctx, conversationID)
//	if err != nil {
//		return err // never guard with an empty ledger instead
//	}
//
// Update is one atomic change: two replicas recording outcomes of the same
// conversation at once both keep theirs. A ledger that cannot be read
// (the store is down or slow, or the saved value is corrupt or of an unknown
// version) is an error, matched with [errors.Is] against [ErrUnavailable] or
// [ErrCorrupt], or with [errors.As] as an *[Error]; it is never an empty
// ledger, which would let through what the operator referred. A
// conversation never seen, or idle for longer than the idle timeout
// ([WithIdleTimeout], 24 hours by default), starts with an empty ledger.
//
// Ledgers are saved in present's versioned JSON form ([MarshalLedger]); what
// a MarkOffered told the answer being written is not saved, so a loaded
// ledger starts the next answer.
package store
