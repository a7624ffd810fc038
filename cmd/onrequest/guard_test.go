package main

import (
	"strings"
	"testing"
)

const (
	onRequestOutcome = `{"kind":"on-request","skillId":"service-pricing","personEntry":"https://ask.example.com/talk",
	  "operator":"Example Memorial Chapel","say":"…","findings":[]}`
	pendingOutcome = `{"kind":"action-pending","skillId":"arrangement-booking","personEntry":"https://ask.example.com/talk",
	  "operator":"Example Memorial Chapel","say":"…","findings":[]}`
	priceDraft = "The chapel is open 9:00 to 17:00. A direct cremation there costs about $2,950."
)

func TestGuard(t *testing.T) {
	tests := []struct {
		name     string
		outcomes string
		draft    string
		lang     string
		reasons  []string // the reasons blocked, in order
		contains string   // in the guarded text
		lacks    string   // not in the guarded text
	}{
		{"price from elsewhere", onRequestOutcome, priceDraft, "en",
			[]string{"other-source-value"}, "The chapel is open 9:00 to 17:00. ", "$2,950"},
		{"referral in French", onRequestOutcome, priceDraft, "fr",
			[]string{"other-source-value"}, "https://ask.example.com/talk", "$2,950"},
		{"done claim", pendingOutcome, "Your arrangement meeting is booked for Friday.", "en",
			[]string{"done-claim"}, "not done yet", "is booked"},
		{"nothing to block", onRequestOutcome, "The chapel is open 9:00 to 17:00.", "en",
			nil, "The chapel is open 9:00 to 17:00.", ""},
		{"a conversation as an array", "[" + pendingOutcome + "," + onRequestOutcome + "]",
			"It is booked. It costs $2,950.", "en",
			[]string{"done-claim", "other-source-value"}, "", "$2,950"},
		{"outcome file from interpret, other operator", `{"kind":"on-request","skillId":"fees","personEntry":"https://example.org/contact","operator":"Example Clinic"}`,
			"The clinic charges EUR 85.", "en", []string{"other-source-value"}, "https://example.org/contact", "EUR 85"},
		{"another operator's address that fails the checks is not shown",
			`{"kind":"on-request","skillId":"fees","personEntry":"http://example.org/contact?who=me","operator":"Example Clinic"}`,
			"The clinic charges EUR 85.", "en", []string{"other-source-value"}, "", "http://example.org"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			outcome := writeFile(t, "outcome.json", tt.outcomes)
			r := runBinary(t, tt.draft, "guard", "--card", annex("card.json"), "--outcome", outcome, "--lang", tt.lang, "--json", "-")
			if r.code != exitOK {
				t.Fatalf("exit status = %d; stderr %q", r.code, r.stderr)
			}
			got := decodeJSON[guardJSON](t, r.stdout)
			if got.Blocked == nil {
				t.Errorf("blocked printed as null, want []")
			}
			var reasons []string
			for _, b := range got.Blocked {
				reasons = append(reasons, b.Reason)
				if b.Text == "" {
					t.Errorf("blocked %s without its text", b.Reason)
				}
			}
			if strings.Join(reasons, ",") != strings.Join(tt.reasons, ",") {
				t.Errorf("blocked reasons = %v, want %v (text %q)", reasons, tt.reasons, got.Text)
			}
			if !strings.Contains(got.Text, tt.contains) {
				t.Errorf("text = %q, want it to contain %q", got.Text, tt.contains)
			}
			if tt.lacks != "" && strings.Contains(got.Text, tt.lacks) {
				t.Errorf("text = %q, must not contain %q", got.Text, tt.lacks)
			}
		})
	}
}

// TestGuardCardWins: an edited outcome file cannot put another address in
// the card operator's mouth; the card's checked personEntry is used.
func TestGuardCardWins(t *testing.T) {
	edited := strings.Replace(onRequestOutcome, "https://ask.example.com/talk", "https://evil.example.net/", 1)
	outcome := writeFile(t, "outcome.json", edited)
	r := runBinary(t, priceDraft, "guard", "--card", annex("card.json"), "--outcome", outcome, "--json", "-")
	got := decodeJSON[guardJSON](t, r.stdout)
	if strings.Contains(got.Text, "evil.example.net") || !strings.Contains(got.Text, "https://ask.example.com/talk") {
		t.Errorf("text = %q, want the card's address only", got.Text)
	}
}

// TestGuardOptInAttributed: information the operator gave on opt-in passes,
// said to come from the operator; interpret's say is the provenance.
func TestGuardOptInAttributed(t *testing.T) {
	card := writeFile(t, "card.json", strings.Replace(readAnnex(t, "card.json"),
		`{"id": "service-pricing", "personEntry": "https://ask.example.com/talk", "assistantAccess": false}`,
		`{"id": "service-pricing", "personEntry": "https://ask.example.com/talk", "assistantAccess": true}`, 1))
	reply := strings.Replace(readAnnex(t, "task-given-on-opt-in.json"), "[price as the chapel gives it]", "USD 2,950", 1)
	r := runBinary(t, reply, "interpret", "--card", card, "--json", "-")
	if r.code != exitOK {
		t.Fatalf("interpret: exit %d, stderr %q", r.code, r.stderr)
	}
	o := decodeJSON[outcomeJSON](t, r.stdout)
	if o.Kind != "given-on-opt-in" {
		t.Fatalf("interpret: kind %s, want given-on-opt-in (findings %+v)", o.Kind, o.Findings)
	}
	outcome := writeFile(t, "outcome.json", r.stdout)
	r = runBinary(t, "A direct cremation there is USD 2,950.", "guard", "--card", card, "--outcome", outcome, "--json", "-")
	got := decodeJSON[guardJSON](t, r.stdout)
	if len(got.Blocked) != 0 || !strings.Contains(got.Text, "USD 2,950") || !strings.Contains(got.Text, "Example Memorial Chapel") {
		t.Errorf("guard = %+v, want the operator's value kept and attributed", got)
	}
}

func TestGuardText(t *testing.T) {
	outcome := writeFile(t, "outcome.json", onRequestOutcome)
	r := runBinary(t, priceDraft+"\n", "guard", "-", "--card", annex("card.json"), "--outcome", outcome)
	if r.code != exitOK {
		t.Fatalf("exit status = %d; stderr %q", r.code, r.stderr)
	}
	if strings.Contains(r.stdout, "$2,950") || !strings.HasPrefix(r.stdout, "The chapel is open 9:00 to 17:00. ") || strings.Count(r.stdout, "\n") != 1 {
		t.Errorf("stdout = %q, want the guarded text on one line", r.stdout)
	}
	if !strings.Contains(r.stderr, "blocked (other-source-value): A direct cremation there costs about $2,950.") {
		t.Errorf("stderr = %q, want the blocked sentence noted", r.stderr)
	}
}

func TestGuardBadInput(t *testing.T) {
	card := annex("card.json")
	draft := writeFile(t, "draft.txt", priceDraft)
	tests := []struct {
		name, outcomes, want string
	}{
		{"a Task", readAnnex(t, "task-action-referred.json"), "--outcome: it is a Task, not an outcome as printed by 'onrequest interpret --json'"},
		{"unknown kind", `{"kind":"maybe"}`, `--outcome: kind "maybe" is not one of answered, on-request`},
		{"null kind", `{"kind":null}`, "--outcome: kind is null"},
		{"kind not a string", `{"kind":3}`, "kind must be a string, not a number"},
		{"no kind", `{"skillId":"x"}`, `--outcome: no kind (found keys "skillId")`},
		{"array of strings", `["on-request"]`, "--outcome: entry 1: expected a JSON object, got a string"},
		{"second entry bad", "[" + onRequestOutcome + `,{"kind":"nope"}]`, "--outcome: entry 2: kind"},
		{"not JSON", `kind: on-request`, "--outcome: not JSON"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			outcome := writeFile(t, "outcome.json", tt.outcomes)
			checkOneLineError(t, runBinary(t, "", "guard", "--card", card, "--outcome", outcome, draft), tt.want)
		})
	}
	outcome := writeFile(t, "outcome.json", onRequestOutcome)
	for _, tt := range []struct {
		name string
		args []string
		want string
	}{
		{"no card", []string{"guard", "--outcome", outcome, draft}, "missing --card"},
		{"no outcome", []string{"guard", "--card", card, draft}, "missing --outcome"},
		{"no draft", []string{"guard", "--card", card, "--outcome", outcome}, "missing DRAFT"},
		{"two stdin", []string{"guard", "--card", card, "--outcome", "-", "-"}, "only one of --card, --outcome and DRAFT"},
		{"missing draft file", []string{"guard", "--card", card, "--outcome", outcome, draft + ".gone"}, "DRAFT: no such file"},
		{"empty draft", []string{"guard", "--card", card, "--outcome", outcome, writeFile(t, "empty.txt", "")}, "DRAFT: "},
		{"card is a Message", []string{"guard", "--card", annex("message-on-request.json"), "--outcome", outcome, draft}, "--card: not an Agent Card: it is a Message"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			checkOneLineError(t, runBinary(t, "", tt.args...), tt.want)
		})
	}
}
