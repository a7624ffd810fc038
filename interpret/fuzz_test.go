package interpret

import (
	"bytes"
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"

	"github.com/agent-capability/onrequest/internal/cardjson"
)

func addFileSeeds(f *testing.F, dirs ...string) {
	for _, dir := range dirs {
		files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		for _, file := range files {
			b, err := os.ReadFile(file)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(b)
		}
	}
}

// FuzzDeclare reads arbitrary card JSON, parsed as the cache parses it.
// Whatever the card, Declare must not panic, must never hand on a
// personEntry that fails its checks, and must keep each skill id once.
func FuzzDeclare(f *testing.F) {
	addFileSeeds(f, cardsDir, annexDir)
	f.Fuzz(func(t *testing.T, data []byte) {
		card, err := cardjson.Parse(data)
		if err != nil {
			return
		}
		d := Declare(card)
		seen := map[string]bool{}
		for _, s := range d.Skills {
			if seen[s.ID] {
				t.Fatalf("skill %q twice", s.ID)
			}
			seen[s.ID] = true
			if s.PersonEntry != "" {
				if err := checkPersonEntry(s.PersonEntry, s.Action()); err != nil {
					t.Fatalf("skill %q hands on %q: %v", s.ID, s.PersonEntry, err)
				}
			}
			if s.Completion != CompletionUnstated && s.Completion != CompletionInConversation && s.Completion != CompletionDeferred {
				t.Fatalf("completion %q", s.Completion)
			}
		}
		if len(d.Findings) > maxFindings+1 {
			t.Fatalf("%d findings", len(d.Findings))
		}
		for _, fd := range d.Findings {
			if fd.Rule == "" || fd.Message == "" {
				t.Fatalf("empty finding %+v", fd)
			}
		}
	})
}

// FuzzReply reads arbitrary reply JSON (a Message, a Task, or a stream as an
// array of StreamResponse) against the Annex A card and checks the safety
// properties of every outcome.
func FuzzReply(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join(repliesDir, "*.json"))
	annex, _ := filepath.Glob(filepath.Join(annexDir, "*.json"))
	for _, file := range append(files, annex...) {
		if strings.HasSuffix(file, "card.json") {
			continue
		}
		b, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b, "service-pricing", true)
		f.Add(b, "arrangement-booking", false)
	}
	decls := []*Declaration{
		annexDeclaration(f),
		declarationFor(f, cardOpened),
		declarationFor(f, cardDeferred),
		nil,
	}
	f.Fuzz(func(t *testing.T, data []byte, skill string, activated bool) {
		for _, d := range decls {
			call := Call{Declaration: d, Activated: activated, SkillID: skill}
			for _, o := range readAny(call, data) {
				checkSafe(t, d, o)
			}
		}
	})
}

// readAny decodes data as whatever reply it can be and reads it every way
// that applies.
func readAny(call Call, data []byte) []Outcome {
	var outs []Outcome
	data = bytes.TrimSpace(data)
	if len(data) > 0 && data[0] == '[' {
		var events []a2a.StreamResponse
		if json.Unmarshal(data, &events) == nil {
			s := call.Stream()
			for _, e := range events {
				outs = append(outs, s.Add(e.Event))
			}
			outs = append(outs, s.Outcome())
		}
		return outs
	}
	var msg a2a.Message
	if json.Unmarshal(data, &msg) == nil {
		outs = append(outs, call.Message(&msg), call.Result(&msg))
	}
	var task a2a.Task
	if json.Unmarshal(data, &task) == nil {
		outs = append(outs, call.Task(&task))
		s := call.Stream()
		s.Add(&task)
		outs = append(outs, s.Outcome())
	}
	return outs
}

// checkSafe holds for every outcome, whatever the agent sent.
func checkSafe(t *testing.T, d *Declaration, o Outcome) {
	t.Helper()
	if !slices.Contains(Kinds(), o.Kind) {
		t.Fatalf("kind %q", o.Kind)
	}
	skill, listed := d.Skill(o.SkillID)
	if o.PersonEntry != "" {
		if err := CheckPersonEntry(o.PersonEntry); err != nil {
			t.Fatalf("outcome hands on personEntry %q: %v", o.PersonEntry, err)
		}
		if listed && skill.PersonEntry != "" && o.PersonEntry != skill.PersonEntry {
			t.Fatalf("personEntry %q, the card says %q", o.PersonEntry, skill.PersonEntry)
		}
		if o.Kind == KindActionReferred {
			if err := CheckActionPersonEntry(o.PersonEntry); err != nil {
				t.Fatalf("action referred to %q: %v", o.PersonEntry, err)
			}
		}
	}
	switch o.Kind {
	case KindGivenOnOptIn:
		if !listed || !skill.AssistantAccess {
			t.Fatalf("given-on-opt-in for %q, which the card does not open", o.SkillID)
		}
	case KindActionDone:
		if !listed || skill.Completion != CompletionInConversation || o.TaskState != a2a.TaskStateCompleted {
			t.Fatalf("action-done for %q (%+v) in state %s", o.SkillID, skill, o.TaskState)
		}
	}
	if listed && skill.Completion == CompletionDeferred && o.Kind == KindActionDone {
		t.Fatal("a deferred action reads as done")
	}
	for _, fd := range o.Findings {
		if fd.Rule == "" || fd.Message == "" {
			t.Fatalf("empty finding %+v", fd)
		}
	}
	if len(o.Findings) > 2*maxFindings+1 {
		t.Fatalf("%d findings", len(o.Findings))
	}
}

// FuzzCheckPersonEntry checks that whatever CheckPersonEntry accepts is a
// well-formed address the schema also accepts, with nothing a person could
// misread.
func FuzzCheckPersonEntry(f *testing.F) {
	for _, s := range []string{
		"https://ask.example.com/talk", "tel:+44-20-7946-0000", "tel:+442079460000;ext=12",
		"http://ask.example.com/", "javascript:alert(1)", "https://a@b.example/", "https://ask.example.com/x?y#z",
		"HTTPS://ASK.EXAMPLE.COM:443/%41", "https://ask.example.com/bereavement", "data:,x",
	} {
		f.Add(s)
	}
	https, tel := schemaPatterns(f)
	f.Fuzz(func(t *testing.T, s string) {
		err := CheckPersonEntry(s)
		actionErr := CheckActionPersonEntry(s)
		if err != nil {
			if actionErr == nil {
				t.Fatalf("%q passes for an action but not for information", s)
			}
			return
		}
		for _, r := range s {
			if r <= ' ' || r >= 0x7f || r == '\\' {
				t.Fatalf("accepted %q with rune %U", s, r)
			}
		}
		if !https.MatchString(s) && !tel.MatchString(s) {
			t.Fatalf("accepted %q, which the schema rejects", s)
		}
		if hasPrefixFold(s, "tel:") {
			if actionErr == nil {
				t.Fatalf("tel: %q accepted for an action", s)
			}
			return
		}
		u, perr := url.Parse(s)
		if perr != nil || !strings.EqualFold(u.Scheme, "https") || u.User != nil || u.Host == "" ||
			u.RawQuery != "" || u.ForceQuery || u.Fragment != "" || u.Opaque != "" {
			t.Fatalf("accepted %q: %+v %v", s, u, perr)
		}
		if actionErr != nil {
			t.Fatalf("https %q refused for an action: %v", s, actionErr)
		}
	})
}

// schemaPatterns returns the personEntry patterns of the extension's schema.
func schemaPatterns(t testing.TB) (https, tel *regexp.Regexp) {
	b, err := os.ReadFile(filepath.Join("..", "testdata", "on-request-extension.schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Defs map[string]struct {
			Pattern string `json:"pattern"`
		} `json:"$defs"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	return regexp.MustCompile(doc.Defs["httpsAddress"].Pattern), regexp.MustCompile(doc.Defs["telNumber"].Pattern)
}
