package present

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/agent-capability/onrequest/interpret"
)

// LedgerVersion is the version of the Ledger's JSON form that this package
// writes and reads.
const LedgerVersion = 1

var (
	// ErrLedgerVersion: the saved ledger has a version this package does
	// not read. It is refused rather than read as empty: an empty ledger
	// would lift every referral.
	ErrLedgerVersion = errors.New("present: unsupported ledger version")
	// ErrLedgerMalformed: the saved ledger is not a valid JSON form.
	ErrLedgerMalformed = errors.New("present: malformed ledger")
)

// ledgerJSON is the saved form, version 1 (testdata/ledger.schema.json at
// the repository root describes it).
type ledgerJSON struct {
	Version *int   `json:"version"`
	Items   []Item `json:"items"`
}

// MarshalJSON writes the ledger as {"version":1,"items":[…]}.
func (l *Ledger) MarshalJSON() ([]byte, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return appendLedgerForm(make([]byte, 0, formSize(l.items)), l.items), nil
}

// UnmarshalJSON replaces the ledger's contents with a saved form. A form
// of another version fails with ErrLedgerVersion, and one that is not
// valid (unknown fields, an unknown kind, an item without operator and
// skill, an item twice) with ErrLedgerMalformed; the ledger is then left
// as it was. Decode into a ledger from NewLedger, or a new(Ledger).
func (l *Ledger) UnmarshalJSON(data []byte) error {
	items, ok := readLedgerForm(data)
	if !ok {
		var err error
		if items, err = decodeLedgerForm(data); err != nil {
			return err
		}
	}
	index := make(map[itemKey]int, len(items))
	var records uint64
	for i, it := range items {
		if err := checkItem(it); err != nil {
			return fmt.Errorf("%w: item %d: %v", ErrLedgerMalformed, i, err)
		}
		k := itemKey{it.Operator, it.SkillID}
		if _, dup := index[k]; dup {
			return fmt.Errorf("%w: item %d: operator %q and skill %q twice", ErrLedgerMalformed, i, it.Operator, it.SkillID)
		}
		index[k] = i
		records = max(records, it.Recorded)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.items, l.index, l.records = items, index, records
	l.changed()
	return nil
}

// decodeLedgerForm reads with encoding/json a form that readLedgerForm
// does not: one strict decode; the version is looked at first, so that a
// form of another version is refused as such even where its fields differ.
func decodeLedgerForm(data []byte) ([]Item, error) {
	var saved ledgerJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	derr := dec.Decode(&saved)
	if derr != nil || saved.Version == nil || *saved.Version != LedgerVersion {
		return nil, refusal(data, derr)
	}
	return saved.Items, nil
}

func checkItem(it Item) error {
	switch {
	case it.Operator == "" && it.SkillID == "":
		return errors.New("no operator and no skill")
	case !slices.Contains(interpret.Kinds(), it.Kind):
		return fmt.Errorf("unknown kind %q", it.Kind)
	case it.Recorded == 0:
		return errors.New("recorded must be 1 or more")
	}
	return nil
}

// refusal says why data is not a ledger this package reads: a version of
// another number (or none), or else the strict decode's error.
func refusal(data []byte, derr error) error {
	var peek struct {
		Version json.RawMessage `json:"version"`
	}
	if err := json.Unmarshal(data, &peek); err != nil {
		return fmt.Errorf("%w: %v", ErrLedgerMalformed, err)
	}
	switch {
	case peek.Version == nil:
		return fmt.Errorf("%w: no version", ErrLedgerVersion)
	case string(peek.Version) != "1":
		return fmt.Errorf("%w: %s (this package reads %d)", ErrLedgerVersion, peek.Version, LedgerVersion)
	}
	return fmt.Errorf("%w: %v", ErrLedgerMalformed, derr)
}
