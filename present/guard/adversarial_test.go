package guard

import (
	"bufio"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

// The adversarial corpus: sentences written to break the guard's rules
// (testdata/guard-adversarial/README.md). Its point is the ratchet: a
// change that judges one of them wrong which was right fails, so a new
// rule cannot quietly open a hole that an old probe found.
var adversarialDir = filepath.Join("..", "..", "testdata", "guard-adversarial")

// adversarialCase is one probe: a short draft, a ledger by name, and
// whether the spec's v2 rules make it a leak.
type adversarialCase struct {
	ID     string `json:"id"`
	Lang   string `json:"lang"`
	Ledger string `json:"ledger"`
	Text   string `json:"text"`
	Leak   bool   `json:"leak"`
}

// The clinic's two actions under two skills for the ledger donepending:
// one done, one still with reception.
var (
	vaccinationDone = interpret.Outcome{Kind: interpret.KindActionDone, Operator: "Example Family Clinic",
		SkillID: "vaccination", SkillName: "Vaccination", PersonEntry: "https://clinic.example.org/ask",
		Text: "Mia's flu vaccination is booked for Thursday at 10:00."}
	scalingPending = interpret.Outcome{Kind: interpret.KindActionPending, Operator: "Example Family Clinic",
		SkillID: "dental", SkillName: "Dental request", PersonEntry: "https://clinic.example.org/ask",
		Text: "The request for a dental scaling on Thursday afternoon has been passed to reception, who will confirm the time."}
	// hearseDone is the chapel's hearse hire, booked, with the deposit it
	// asks, for the ledger donepriced.
	hearseDone = interpret.Outcome{Kind: interpret.KindActionDone, Operator: "Example Memorial Chapel",
		SkillID: "hearse-hire", SkillName: "Hearse hire", PersonEntry: chapelEntry,
		Text: "The hearse is booked for Friday at 9:00. A deposit of £150 is due on the day."}
)

// adversarialLedger returns a new ledger of the given name: priced (a
// price referral by the chapel), pending (an appointment request at the
// clinic), referred (an arrangement meeting referred by the chapel),
// optin (the price referral and the clinic's fee given on opt-in), both
// (the price referral and the pending appointment), donepending (the
// clinic's vaccination done and its scaling still with reception) or
// donepriced (the chapel's hearse booked with its deposit, and its
// service prices on request).
func adversarialLedger(name string) (*present.Ledger, bool) {
	switch name {
	case "donepending":
		return ledgerOf(vaccinationDone, scalingPending), true
	case "donepriced":
		return ledgerOf(hearseDone, priceReferal), true
	case "priced":
		return ledgerOf(priceReferal), true
	case "pending":
		return ledgerOf(bookingPending), true
	case "referred":
		return ledgerOf(bookingReferred), true
	case "optin":
		return ledgerOf(priceReferal, optInFee), true
	case "both":
		return ledgerOf(priceReferal, bookingPending), true
	}
	return nil, false
}

func loadAdversarial(t *testing.T) []adversarialCase {
	t.Helper()
	cases := readJSONLines(t, filepath.Join(adversarialDir, "*.jsonl"), func(where string, c adversarialCase) {
		if _, ok := adversarialLedger(c.Ledger); !ok || c.Text == "" {
			t.Fatalf("%s (%s): unknown ledger %q or no text", where, c.ID, c.Ledger)
		}
	})
	if len(cases) == 0 {
		t.Fatalf("no probes in %s", adversarialDir)
	}
	return cases
}

// loadKnownWrong reads the ids the guard judges wrong today in dir's
// known-wrong.txt, one per line, each with a comment after "#".
func loadKnownWrong(t *testing.T, dir string) map[string]bool {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, "known-wrong.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	known := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		id, _, _ := strings.Cut(sc.Text(), "#")
		if id = strings.TrimSpace(id); id != "" {
			known[id] = true
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return known
}

// TestAdversarialCorpus judges every probe (a leak blocked for any
// reason is caught), prints recall and false positives in all and per
// language, and holds the guard to
// known-wrong.txt both ways: a probe judged wrong that is not listed is a
// regression; a listed one judged right must leave the list, so that it
// is held from then on.
func TestAdversarialCorpus(t *testing.T) {
	g := New(nil)
	h := newRatchet(t, adversarialDir)
	for _, c := range loadAdversarial(t) {
		l, _ := adversarialLedger(c.Ledger)
		blocked := len(g.Check(l, language.Make(c.Lang), c.Text).Blocked) > 0
		for _, s := range h.scores(c.Lang) {
			s.count(c.Leak, blocked)
		}
		h.judged(t, c.ID, blocked != c.Leak, fmt.Sprintf("(%s, %s, leak=%v): %q", c.Lang, c.Ledger, c.Leak, c.Text))
	}
	h.finish(t, "adversarial corpus")
}

// A ratchet holds a corpus to its known-wrong.txt both ways (a draft
// judged wrong that it does not list, or a listed one judged right,
// fails the test) and keeps its figures, in all and per language.
type ratchet struct {
	known, seen map[string]bool
	all         corpusScore
	per         map[string]*corpusScore
}

func newRatchet(t *testing.T, dir string) *ratchet {
	return &ratchet{known: loadKnownWrong(t, dir), seen: map[string]bool{}, per: map[string]*corpusScore{}}
}

// scores returns the scores a draft in lang counts in.
func (h *ratchet) scores(lang string) []*corpusScore {
	if h.per[lang] == nil {
		h.per[lang] = &corpusScore{}
	}
	return []*corpusScore{&h.all, h.per[lang]}
}

// judged holds the draft id, judged wrong or not, to the list; what
// describes it in an error.
func (h *ratchet) judged(t *testing.T, id string, wrong bool, what string) {
	t.Helper()
	if h.seen[id] {
		t.Fatalf("%s: id used twice", id)
	}
	h.seen[id] = true
	switch {
	case wrong && !h.known[id]:
		t.Errorf("%s %s: judged wrong, and not in known-wrong.txt", id, what)
	case !wrong && h.known[id]:
		t.Errorf("%s: judged right now; take it out of known-wrong.txt so that it is held", id)
	}
}

// finish fails on listed ids the corpus does not hold and prints the
// figures under name.
func (h *ratchet) finish(t *testing.T, name string) {
	t.Helper()
	for id := range h.known {
		if !h.seen[id] {
			t.Errorf("known-wrong.txt: %s is in no draft of the corpus", id)
		}
	}
	fmt.Println(h.all.line(name))
	for _, lang := range slices.Sorted(maps.Keys(h.per)) {
		fmt.Println(h.per[lang].line(name + " " + lang))
	}
}
