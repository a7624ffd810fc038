package interpret

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
)

var repliesDir = filepath.Join("..", "testdata", "replies")

const askURL = "https://ask.example.com/talk"

// Cards the reply cases are read against.
const (
	cardAnnex    = "annex"                     // Annex A.1
	cardOpened   = "valid-pricing-opened.json" // service-pricing opened to assistants
	cardDeferred = "valid-booking-deferred.json"
	cardTel      = "valid-tel.json"
	cardNone     = "" // no card: a nil Declaration
)

func declarationFor(t testing.TB, card string) *Declaration {
	t.Helper()
	switch card {
	case cardNone:
		return nil
	case cardAnnex:
		return annexDeclaration(t)
	}
	return Declare(loadCard(t, filepath.Join(cardsDir, card)))
}

type replyCase struct {
	file      string
	card      string
	activated bool
	skill     string // Call.SkillID
	kind      Kind
	rules     []string // exactly these rules, in any order
	entry     string   // Outcome.PersonEntry
	wantSkill string   // Outcome.SkillID, when it differs from skill
	check     func(t *testing.T, o Outcome)
}

var replyCases = []replyCase{
	// Annex A, read against the cards they were written for and others.
	{file: "../annex-a/message-on-request.json", card: cardAnnex, activated: true, kind: KindOnRequest, entry: askURL, wantSkill: "service-pricing"},
	{file: "../annex-a/message-on-request.json", card: cardNone, kind: KindOnRequest, entry: askURL, wantSkill: "service-pricing"},
	// OR-3.1: the reply marks a skill, but the card does not declare the extension.
	{file: "../annex-a/message-on-request.json", card: "variant-uri.json", kind: KindOnRequest, rules: []string{RuleDeclaration}, entry: askURL, wantSkill: "service-pricing"},
	{file: "../annex-a/task-action-referred.json", card: cardAnnex, activated: true, kind: KindActionReferred, entry: askURL, wantSkill: "arrangement-booking"},
	{file: "../annex-a/task-given-on-opt-in.json", card: cardOpened, activated: true, kind: KindGivenOnOptIn, entry: askURL, wantSkill: "service-pricing",
		check: wantArtifactText("[price as the chapel gives it]")},
	// OR-5.3: the A.1 card does not open service-pricing; the card wins.
	{file: "../annex-a/task-given-on-opt-in.json", card: cardAnnex, activated: true, kind: KindOnRequest, rules: []string{RuleReferral}, entry: askURL, wantSkill: "service-pricing",
		check: wantArtifactText("[price as the chapel gives it]")},
	// Without a card, no opt-in can be confirmed.
	{file: "../annex-a/task-given-on-opt-in.json", card: cardNone, kind: KindOnRequest, rules: []string{RuleReferral}, entry: askURL, wantSkill: "service-pricing"},

	{file: "message-answered-public.json", card: cardAnnex, activated: true, skill: "opening-hours", kind: KindAnswered},
	{file: "message-answered-public.json", card: cardNone, kind: KindAnswered},
	// OR-6.1: no marker where the extension was activated; the card wins.
	{file: "message-on-request-unmarked.json", card: cardAnnex, activated: true, skill: "service-pricing", kind: KindOnRequest, rules: []string{RuleMarker}, entry: askURL},
	{file: "message-on-request-unmarked.json", card: cardAnnex, activated: false, skill: "service-pricing", kind: KindOnRequest, entry: askURL},
	{file: "message-on-request-other-entry.json", card: cardAnnex, activated: true, kind: KindOnRequest, rules: []string{RuleMarker}, entry: askURL, wantSkill: "service-pricing"},
	{file: "message-on-request-no-entry.json", card: cardAnnex, activated: true, kind: KindOnRequest, rules: []string{RuleMarker}, entry: askURL, wantSkill: "service-pricing"},
	{file: "message-on-request-no-address.json", card: cardAnnex, activated: true, kind: KindOnRequest, rules: []string{RuleReferral}, entry: askURL, wantSkill: "service-pricing"},
	{file: "message-on-request-no-text.json", card: cardAnnex, activated: true, kind: KindOnRequest, rules: []string{RuleSameInWords}, entry: askURL, wantSkill: "service-pricing"},
	{file: "message-price-from-elsewhere.json", card: cardAnnex, activated: true, kind: KindOnRequest, rules: []string{RuleReferral}, entry: askURL, wantSkill: "service-pricing",
		check: wantFinding(RuleReferral, "money amount")},
	{file: "message-marker-not-object.json", card: cardAnnex, activated: true, skill: "service-pricing", kind: KindOnRequest, rules: []string{RuleMarker}, entry: askURL},
	{file: "message-marker-wrong-types.json", card: cardAnnex, activated: true, skill: "service-pricing", kind: KindOnRequest, rules: []string{RuleMarker}, entry: askURL},
	// A malformed marker with an action skill reads as action-referred.
	{file: "message-marker-wrong-types.json", card: cardAnnex, activated: true, skill: "arrangement-booking", kind: KindActionReferred, rules: []string{RuleMarker}, entry: askURL},
	{file: "message-marker-unknown-status.json", card: cardAnnex, activated: true, kind: KindOnRequest, rules: []string{RuleMarker}, entry: askURL, wantSkill: "service-pricing"},
	{file: "message-marker-not-listed-in-extensions.json", card: cardAnnex, activated: true, kind: KindOnRequest, rules: []string{RuleMarker}, entry: askURL, wantSkill: "service-pricing"},
	{file: "message-skill-mismatch.json", card: cardAnnex, activated: true, skill: "opening-hours", kind: KindOnRequest, rules: []string{RuleMarker}, entry: askURL, wantSkill: "service-pricing"},
	{file: "message-given-on-opt-in-not-opened.json", card: cardAnnex, activated: true, kind: KindOnRequest, rules: []string{RuleMarker, RuleReferral}, entry: askURL, wantSkill: "service-pricing"},
	{file: "message-given-on-opt-in-not-opened.json", card: cardOpened, activated: true, kind: KindGivenOnOptIn, rules: []string{RuleMarker}, entry: askURL, wantSkill: "service-pricing"},
	{file: "message-on-request-tel.json", card: cardTel, activated: true, kind: KindOnRequest, entry: "tel:+44-20-7946-0000", wantSkill: "service-pricing"},
	{file: "message-on-request-tel.json", card: cardAnnex, activated: true, kind: KindOnRequest, rules: []string{RuleMarker, RuleReferral}, entry: askURL, wantSkill: "service-pricing"},
	{file: "message-v03-role.json", card: cardAnnex, activated: true, kind: KindOnRequest, entry: askURL, wantSkill: "service-pricing"},

	// Markers naming skills the card does not list.
	{file: "task-given-on-opt-in-unlisted.json", card: cardAnnex, activated: true, kind: KindOnRequest, rules: []string{RuleSkillsList, RuleReferral}, entry: askURL, wantSkill: "opening-hours"},
	{file: "task-on-request-unlisted.json", card: cardAnnex, activated: true, kind: KindOnRequest, rules: []string{RuleSkillsList}, entry: "https://stones.example.com/ask", wantSkill: "headstone-pricing"},
	{file: "task-on-request-unlisted-bad-entry.json", card: cardAnnex, activated: true, kind: KindOnRequest, rules: []string{RuleSkillsList, RulePersonEntry}, wantSkill: "headstone-pricing"},

	// §6.2: marker and task state (rule OR-6.1); the referral always wins.
	{file: "task-action-referred-completed.json", card: cardAnnex, activated: true, kind: KindActionReferred, rules: []string{RuleMarker}, entry: askURL, wantSkill: "arrangement-booking"},
	{file: "task-on-request-rejected.json", card: cardAnnex, activated: true, kind: KindOnRequest, rules: []string{RuleMarker}, entry: askURL, wantSkill: "service-pricing"},
	{file: "task-marker-on-task.json", card: cardAnnex, activated: true, kind: KindOnRequest, rules: []string{RuleMarker}, entry: askURL, wantSkill: "service-pricing"},
	{file: "task-referral-on-artifact.json", card: cardAnnex, activated: true, kind: KindOnRequest, rules: []string{RuleMarker}, entry: askURL, wantSkill: "service-pricing"},
	{file: "task-conflicting-markers.json", card: cardOpened, activated: true, kind: KindOnRequest, rules: []string{RuleMarker}, entry: askURL, wantSkill: "service-pricing"},
	{file: "task-given-on-opt-in-rejected.json", card: cardOpened, activated: true, kind: KindFailed, rules: []string{RuleMarker}, entry: askURL, wantSkill: "service-pricing"},
	{file: "task-given-on-opt-in-unmarked.json", card: cardOpened, activated: true, skill: "service-pricing", kind: KindAnswered, rules: []string{RuleMarker}, entry: askURL},

	// Task states.
	{file: "task-rejected-unmarked.json", card: cardAnnex, activated: true, skill: "opening-hours", kind: KindFailed},
	{file: "task-rejected-unmarked.json", card: cardAnnex, activated: true, skill: "arrangement-booking", kind: KindFailed, rules: []string{RuleMarker}, entry: askURL},
	{file: "task-rejected-unmarked.json", card: cardAnnex, activated: true, skill: "service-pricing", kind: KindOnRequest, rules: []string{RuleMarker, RuleReferral}, entry: askURL},
	{file: "task-state-v03.json", card: cardAnnex, activated: true, kind: KindFailed, rules: []string{RuleA2A}},
	{file: "task-state-unspecified.json", card: cardAnnex, activated: true, kind: KindFailed, rules: []string{RuleA2A}},
	{file: "task-state-unknown-completed-marker.json", card: cardAnnex, activated: true, kind: KindOnRequest, rules: []string{RuleA2A, RuleMarker}, entry: askURL, wantSkill: "service-pricing"},
	{file: "task-booking-completed.json", card: cardAnnex, activated: true, skill: "arrangement-booking", kind: KindActionDone, entry: askURL},
	{file: "task-booking-completed.json", card: cardDeferred, activated: true, skill: "arrangement-booking", kind: KindActionPending, rules: []string{RuleNotDone}, entry: askURL},
	{file: "task-booking-completed.json", card: cardNone, skill: "arrangement-booking", kind: KindAnswered},
	{file: "task-booking-working.json", card: cardAnnex, activated: true, skill: "arrangement-booking", kind: KindActionPending, entry: askURL},
	{file: "task-booking-submitted.json", card: cardAnnex, activated: true, skill: "arrangement-booking", kind: KindActionPending, entry: askURL},
	{file: "task-booking-given-on-opt-in.json", card: cardAnnex, activated: true, kind: KindActionDone, entry: askURL, wantSkill: "arrangement-booking"},
	{file: "task-booking-given-on-opt-in.json", card: cardDeferred, activated: true, kind: KindActionPending, rules: []string{RuleNotDone}, entry: askURL, wantSkill: "arrangement-booking"},
	{file: "task-auth-required.json", card: cardAnnex, activated: true, skill: "transfer-status", kind: KindSignInRequired},
	{file: "task-input-required.json", card: cardAnnex, activated: true, skill: "arrangement-booking", kind: KindInputRequired, entry: askURL},
	{file: "task-failed.json", card: cardAnnex, activated: true, skill: "arrangement-booking", kind: KindFailed, entry: askURL},
	{file: "task-canceled.json", card: cardAnnex, activated: true, kind: KindFailed},
}

func wantArtifactText(sub string) func(*testing.T, Outcome) {
	return func(t *testing.T, o Outcome) {
		t.Helper()
		if !strings.Contains(o.ArtifactText(), sub) {
			t.Errorf("ArtifactText() = %q, want it to contain %q", o.ArtifactText(), sub)
		}
	}
}

func wantFinding(rule, sub string) func(*testing.T, Outcome) {
	return func(t *testing.T, o Outcome) {
		t.Helper()
		for _, f := range o.Findings {
			if f.Rule == rule && strings.Contains(f.Message, sub) {
				return
			}
		}
		t.Errorf("no %s finding mentioning %q in %v", rule, sub, o.Findings)
	}
}

func checkOutcome(t *testing.T, tt replyCase, o Outcome) {
	t.Helper()
	wantSkillID := tt.wantSkill
	if wantSkillID == "" {
		wantSkillID = tt.skill
	}
	if o.Kind != tt.kind {
		t.Errorf("kind = %s, want %s (findings %v)", o.Kind, tt.kind, o.Findings)
	}
	if o.SkillID != wantSkillID {
		t.Errorf("skill = %q, want %q", o.SkillID, wantSkillID)
	}
	if o.PersonEntry != tt.entry {
		t.Errorf("personEntry = %q, want %q", o.PersonEntry, tt.entry)
	}
	want := slices.Clone(tt.rules)
	sort.Strings(want)
	if got := rulesOf(o.Findings); !slices.Equal(got, want) {
		t.Errorf("rules = %q, want %q; findings: %v", got, want, o.Findings)
	}
	for _, f := range o.Findings {
		if f.Message == "" || strings.Contains(f.Message, "%!") {
			t.Errorf("bad finding message %q", f.Message)
		}
		if o.SkillID != "" && f.Rule != RuleA2A && !strings.Contains(f.Message, o.SkillID) && !strings.Contains(f.Message, "marker in") {
			t.Errorf("finding does not name the skill %q: %q", o.SkillID, f.Message)
		}
	}
	if tt.check != nil {
		tt.check(t, o)
	}
}

func TestReplies(t *testing.T) {
	covered := map[string]bool{}
	for _, tt := range replyCases {
		covered[filepath.Base(tt.file)] = true
		name := strings.TrimSuffix(filepath.Base(tt.file), ".json") + "/" + tt.card + "/" + tt.skill
		t.Run(name, func(t *testing.T) {
			call := Call{Declaration: declarationFor(t, tt.card), Activated: tt.activated, SkillID: tt.skill}
			res := loadResult(t, filepath.Join(repliesDir, tt.file))
			o := call.Result(res)
			checkOutcome(t, tt, o)

			// The same reply fed as a stream reads the same.
			s := call.Stream()
			s.Add(res)
			so := s.Outcome()
			if so.Kind != o.Kind || so.PersonEntry != o.PersonEntry || so.SkillID != o.SkillID || !slices.Equal(rulesOf(so.Findings), rulesOf(o.Findings)) {
				t.Errorf("as a stream: %s %q %q %v; as a result: %s %q %q %v", so.Kind, so.SkillID, so.PersonEntry, so.Findings, o.Kind, o.SkillID, o.PersonEntry, o.Findings)
			}
		})
	}
	files, _ := filepath.Glob(filepath.Join(repliesDir, "*.json"))
	for _, f := range files {
		if b := filepath.Base(f); !covered[b] && !strings.HasPrefix(b, "stream-") {
			t.Errorf("reply fixture %s has no test case", b)
		}
	}
}

func loadEvents(t testing.TB, path string) []a2a.Event {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var raw []a2a.StreamResponse
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	events := make([]a2a.Event, len(raw))
	for i, r := range raw {
		events[i] = r.Event
	}
	return events
}

func TestStreams(t *testing.T) {
	tests := []struct {
		replyCase
		interim []Kind // the kind after each event
	}{
		{replyCase{file: "stream-given-on-opt-in.json", card: cardOpened, activated: true, kind: KindGivenOnOptIn, entry: askURL, wantSkill: "service-pricing",
			check: func(t *testing.T, o Outcome) {
				want := "A direct cremation at Example Memorial Chapel is [price as the chapel gives it], including transfer and the certificate fee."
				if got := o.ArtifactText(); got != want {
					t.Errorf("ArtifactText() = %q, want %q", got, want)
				}
			}},
			[]Kind{KindActionPending, KindActionPending, KindActionPending, KindActionPending, KindGivenOnOptIn}},
		{replyCase{file: "stream-given-on-opt-in.json", card: cardAnnex, activated: true, kind: KindOnRequest, rules: []string{RuleReferral}, entry: askURL, wantSkill: "service-pricing"},
			nil},
		{replyCase{file: "stream-action-referred.json", card: cardAnnex, activated: true, skill: "arrangement-booking", kind: KindActionReferred, entry: askURL,
			check: func(t *testing.T, o Outcome) {
				if !strings.HasPrefix(o.Text, "I can't book") || o.TaskID != "t-1" || o.ContextID != "c-1" {
					t.Errorf("text %q task %q context %q", o.Text, o.TaskID, o.ContextID)
				}
			}},
			[]Kind{KindActionPending, KindActionPending, KindActionReferred}},
		{replyCase{file: "stream-referral-then-completed.json", card: cardAnnex, activated: true, kind: KindOnRequest, entry: askURL, wantSkill: "service-pricing"},
			[]Kind{KindActionPending, KindOnRequest, KindOnRequest}},
		{replyCase{file: "stream-message.json", card: cardAnnex, activated: true, kind: KindOnRequest, entry: askURL, wantSkill: "service-pricing"}, nil},
		{replyCase{file: "stream-booking-deferred.json", card: cardDeferred, activated: true, skill: "arrangement-booking", kind: KindActionPending, entry: askURL}, nil},
		{replyCase{file: "stream-booking-deferred.json", card: cardAnnex, activated: true, skill: "arrangement-booking", kind: KindActionDone, entry: askURL}, nil},
		{replyCase{file: "stream-marker-on-event.json", card: cardAnnex, activated: true, kind: KindOnRequest, rules: []string{RuleMarker}, entry: askURL, wantSkill: "service-pricing"}, nil},
	}
	covered := map[string]bool{}
	for _, tt := range tests {
		covered[tt.file] = true
		t.Run(tt.file+"/"+tt.card, func(t *testing.T) {
			call := Call{Declaration: declarationFor(t, tt.card), Activated: tt.activated, SkillID: tt.skill}
			s := call.Stream()
			var last Outcome
			for i, ev := range loadEvents(t, filepath.Join(repliesDir, tt.file)) {
				last = s.Add(ev)
				if tt.interim != nil && last.Kind != tt.interim[i] {
					t.Errorf("after event %d: kind %s, want %s", i, last.Kind, tt.interim[i])
				}
			}
			if o := s.Outcome(); o.Kind != last.Kind || len(o.Findings) != len(last.Findings) {
				t.Errorf("Outcome() = %s, the last Add gave %s", o.Kind, last.Kind)
			}
			checkOutcome(t, tt.replyCase, s.Outcome())
		})
	}
	files, _ := filepath.Glob(filepath.Join(repliesDir, "stream-*.json"))
	for _, f := range files {
		if !covered[filepath.Base(f)] {
			t.Errorf("stream fixture %s has no test case", f)
		}
	}
}
