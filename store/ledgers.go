package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/agent-capability/onrequest/present"
)

// DefaultIdleTimeout is how long a conversation's ledger is kept after its
// last load or update, unless an option says otherwise.
const DefaultIdleTimeout = 24 * time.Hour

// MaxIDLength bounds a conversation id, in bytes.
const MaxIDLength = 512

// Ledgers keeps each conversation's [present.Ledger] where every replica of
// an assistant can read it. Implementations are safe for concurrent use.
type Ledgers interface {
	// Load returns the conversation's ledger: a copy, so changes to it are
	// not saved (use Update). A conversation never seen, or idle past the
	// expiry, has a new empty ledger. A ledger that cannot be read is an
	// error, never an empty ledger: an empty one would let through a
	// value the operator referred.
	Load(ctx context.Context, conversation string) (*present.Ledger, error)

	// Update loads the conversation's ledger, calls fn with it and saves
	// what fn left, as one change: concurrent updates of the same
	// conversation, from this process or another, each see the others'
	// results, and none is lost. fn may be called more than once, so it
	// should only change the ledger. If fn returns an error nothing is
	// saved and Update returns it, wrapped. If fn changes nothing in the
	// ledger it was given, nothing need be saved.
	Update(ctx context.Context, conversation string, fn func(*present.Ledger) error) error
}

// Errors that Ledgers implementations wrap, so callers match them with
// [errors.Is]. The error itself is an *[Error].
var (
	// ErrUnavailable: the store could not be reached or did not answer in
	// time. The caller should not go on as if the ledger were empty.
	ErrUnavailable = errors.New("store: unavailable")

	// ErrCorrupt: the saved ledger is not one this version can read (not
	// JSON, a malformed ledger, or a version it does not know). It is
	// left as it is, for an operator to look at.
	ErrCorrupt = errors.New("store: saved ledger cannot be read")

	// ErrConflict: Update's change kept meeting concurrent changes and
	// gave up after its bounded retries. Nothing was saved.
	ErrConflict = errors.New("store: too many concurrent updates")

	// ErrInvalidID: the conversation id is empty or longer than
	// [MaxIDLength].
	ErrInvalidID = errors.New("store: invalid conversation id")
)

// Error reports a failed Load or Update of one conversation.
type Error struct {
	Op           string // "load" or "update"
	Conversation string // the conversation id
	Err          error  // wraps one of the sentinels above, or fn's error
}

func (e *Error) Error() string {
	return fmt.Sprintf("store: %s ledger of conversation %q: %v", e.Op, e.Conversation, e.Err)
}

func (e *Error) Unwrap() error { return e.Err }

// CheckID returns an error wrapping [ErrInvalidID] when conversation cannot
// name a ledger.
func CheckID(conversation string) error {
	if conversation == "" || len(conversation) > MaxIDLength {
		return fmt.Errorf("%w: %d bytes (want 1 to %d)", ErrInvalidID, len(conversation), MaxIDLength)
	}
	return nil
}

// MarshalLedger is the saved form of l: present's versioned JSON. (It
// calls the Ledger's own MarshalJSON: json.Marshal would check and compact
// its output once more.)
func MarshalLedger(l *present.Ledger) ([]byte, error) {
	return l.MarshalJSON()
}

// UnmarshalLedger reads a saved ledger. Anything it cannot read, including
// a version it does not know, is an error wrapping [ErrCorrupt] (and
// present's own error), never an empty ledger.
func UnmarshalLedger(data []byte) (*present.Ledger, error) {
	l := present.NewLedger()
	if err := l.UnmarshalJSON(data); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrCorrupt, err)
	}
	return l, nil
}
