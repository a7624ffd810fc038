package present

import (
	"maps"
	"sync"

	"github.com/agent-capability/onrequest/interpret"
)

// An Item is one (operator, skill) pair as the conversation has met it.
type Item struct {
	Operator    string         `json:"operator"`
	SkillID     string         `json:"skillId"`
	SkillName   string         `json:"skillName,omitempty"`
	PersonEntry string         `json:"personEntry,omitempty"` // checked address; empty when none passed the checks
	Kind        interpret.Kind `json:"kind"`                  // the latest outcome for the item
	// Offered reports that the person has been offered the address since
	// the latest referral (MarkOffered).
	Offered bool `json:"offered,omitempty"`
	// Given holds the operator's own words for this item, exactly as
	// received: the artifacts and text of given-on-opt-in replies, and the
	// text of answered and action replies (the guard reads the day and
	// time an action was asked for, or done, from them).
	Given []string `json:"given,omitempty"`
	// OptIn holds, of those, the words of given-on-opt-in replies only.
	// Only they vouch for a money amount while a referral stands: an agent
	// that leaks an on-request price in a public answer breaks OR-5.3, and
	// that must not make the model's repetition of it pass.
	OptIn []string `json:"optIn,omitempty"`
	// Done holds, of Given, the words of action-done replies: what the
	// operator reported done under this skill. A later request under the
	// same skill makes the item pending again; these words still tell the
	// done action apart ("the vaccine is booked for Thursday" while the
	// scaling is pending).
	Done []string `json:"done,omitempty"`
	// Recorded is the number of the latest Record (or Declare) about the
	// item, counted from 1 over the ledger: the higher, the more recent.
	Recorded uint64 `json:"recorded"`
	// Declared reports that the item comes from the operator's card
	// (Declare), not from a reply: a strict start.
	Declared bool `json:"declared,omitempty"`
}

// Referred reports whether the operator referred the item to the person
// (OR-6.3 applies).
func (it Item) Referred() bool { return it.Kind.Referral() }

// Pending reports whether the item is an action that is not done (OR-5.8).
func (it Item) Pending() bool { return it.Kind == interpret.KindActionPending }

// A Ledger remembers, for one conversation, what the operators said about
// each item: which were referred and where, which actions are pending, and
// what the operators gave on opt-in. It only records; a guard reads it on
// every turn, so a value refused on turn one is still refused on turn
// five. [Ledger.Version] changes with every change, and the JSON form
// ([Ledger.MarshalJSON]) saves it between turns.
//
// A Ledger is safe for concurrent use. The zero value is not usable; call
// NewLedger.
type Ledger struct {
	mu      sync.Mutex
	items   []Item
	index   map[itemKey]int
	records uint64 // the number of the latest Record or Declare
	version uint64 // changes with every change
}

type itemKey struct{ operator, skill string }

// NewLedger returns an empty ledger.
func NewLedger() *Ledger {
	return &Ledger{index: map[itemKey]int{}}
}

// changed notes a change; l.mu is held.
func (l *Ledger) changed() { l.version++ }

// Version returns a number that changes whenever the ledger does, so that
// a reader can keep what it built from the items until then.
func (l *Ledger) Version() uint64 {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.version
}

// item returns the item for k, adding it if need be; l.mu is held.
func (l *Ledger) item(k itemKey) *Item {
	idx, ok := l.index[k]
	if !ok {
		idx = len(l.items)
		l.index[k] = idx
		l.items = append(l.items, Item{Operator: k.operator, SkillID: k.skill})
	}
	return &l.items[idx]
}

// Record adds what an outcome says. Outcomes with no skill and no operator
// carry nothing to remember and are ignored.
//
// An item keeps its latest kind, with two exceptions that keep the person
// safe: a pending action does not become done by a later "answered" or
// "failed" reply, and a referral is not lifted by an answered reply.
// Only action-done (the operator says it is done) or given-on-opt-in
// (the operator gives the value) change them.
func (l *Ledger) Record(o interpret.Outcome) {
	if o.SkillID == "" && o.Operator == "" {
		return
	}
	given := operatorWords(o)
	l.mu.Lock()
	defer l.mu.Unlock()
	k := itemKey{o.Operator, o.SkillID}
	it := l.item(k)
	l.records++
	it.Recorded = l.records
	it.Declared = false
	if o.SkillName != "" {
		it.SkillName = o.SkillName
	}
	if o.PersonEntry != "" || o.Kind.Referral() {
		// A referral without a checked address clears an old one: the
		// person is told to ask directly rather than given a stale address.
		it.PersonEntry = o.PersonEntry
	}
	if o.Kind.Referral() {
		it.Offered = false // a new referral: the next answer offers the address again
	}
	sticky := (it.Pending() || it.Referred()) &&
		(o.Kind == interpret.KindAnswered || o.Kind == interpret.KindFailed || o.Kind == interpret.KindInputRequired || o.Kind == interpret.KindSignInRequired)
	if !sticky && o.Kind != "" {
		it.Kind = o.Kind
	}
	if given != "" {
		it.Given = append(it.Given, given)
		switch o.Kind {
		case interpret.KindGivenOnOptIn:
			it.OptIn = append(it.OptIn, given)
		case interpret.KindActionDone:
			it.Done = append(it.Done, given)
		}
	}
	l.changed()
}

// Declare records, before any question, the on-request skills an operator's
// card lists (a strict start): each counts as referred, as if the operator
// had answered on-request (an action, action-referred), so that a value for
// it from another source is blocked even before the assistant asks the
// operator. A skill already met in the conversation keeps what the replies
// said. Without Declare, only replies refer items.
func (l *Ledger) Declare(d *interpret.Declaration) {
	if d == nil || len(d.Skills) == 0 {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, s := range d.Skills {
		k := itemKey{d.Operator, s.ID}
		if _, met := l.index[k]; met || s.ID == "" {
			continue
		}
		it := l.item(k)
		l.records++
		it.Recorded, it.Declared = l.records, true
		it.SkillName, it.PersonEntry = s.Name, s.PersonEntry
		it.Kind = interpret.KindOnRequest
		if s.Action() {
			it.Kind = interpret.KindActionReferred
		}
	}
	l.changed()
}

// operatorWords returns what the operator itself said that may be passed
// on as its own: the artifacts and text given on opt-in, and the text of
// public answers and finished actions.
func operatorWords(o interpret.Outcome) string {
	switch o.Kind {
	case interpret.KindGivenOnOptIn, interpret.KindAnswered, interpret.KindActionDone,
		interpret.KindActionPending, interpret.KindActionReferred:
	default:
		return ""
	}
	given := o.ArtifactText()
	if o.Text == "" {
		return given
	}
	if given == "" {
		return o.Text
	}
	return given + "\n" + o.Text
}

// MarkOffered records that the person has been shown where to ask about
// the item: an assistant that shows [Presenter.Say] text calls it, and so
// does the guard (package present/guard) when an answer offered the
// address. The guard then does not add the referral to a later answer,
// and words a replacement without the address again, until the next
// referral of the item.
func (l *Ledger) MarkOffered(operator, skillID string) {
	k := itemKey{operator, skillID}
	l.mu.Lock()
	defer l.mu.Unlock()
	idx, ok := l.index[k]
	if !ok || l.items[idx].Offered {
		return
	}
	l.items[idx].Offered = true
	l.changed()
}

// Clone returns a copy of the ledger that shares nothing with it, at the
// same [Ledger.Version].
func (l *Ledger) Clone() *Ledger {
	l.mu.Lock()
	defer l.mu.Unlock()
	return &Ledger{items: cloneItems(l.items), index: maps.Clone(l.index), records: l.records, version: l.version}
}

// Items returns a copy of the items, in the order first met.
func (l *Ledger) Items() []Item {
	l.mu.Lock()
	defer l.mu.Unlock()
	return cloneItems(l.items)
}

func cloneItems(items []Item) []Item {
	out := make([]Item, len(items))
	for i, it := range items {
		it.Given = append([]string(nil), it.Given...)
		it.OptIn = append([]string(nil), it.OptIn...)
		it.Done = append([]string(nil), it.Done...)
		out[i] = it
	}
	return out
}
