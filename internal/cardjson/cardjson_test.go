package cardjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2acompat/a2av0"
)

var (
	annexCard = filepath.Join("..", "..", "testdata", "annex-a", "card.json")
	cardsDir  = filepath.Join("..", "..", "testdata", "cards")
)

const iface = `"supportedInterfaces": [{"url": "https://a.example.com/a2a", "protocolBinding": "JSONRPC", "protocolVersion": "1.0"}]`

func mustRead(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func mustParse(t *testing.T, data string) *a2a.AgentCard {
	t.Helper()
	card, err := Parse([]byte(data))
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	return card
}

// requirements renders requirements in one comparable line: schemes in
// order, scopes as given.
func requirements(reqs []a2a.SecurityRequirements) string {
	var out []string
	for _, r := range reqs {
		var names []string
		for name := range r {
			names = append(names, string(name))
		}
		slices.Sort(names)
		var parts []string
		for _, name := range names {
			parts = append(parts, name+"="+strings.Join(r[a2a.SecuritySchemeName(name)], ","))
		}
		out = append(out, "{"+strings.Join(parts, " ")+"}")
	}
	return strings.Join(out, " ")
}

// The workaround exists for a2aproject/a2a-go#430 alone. When this fails,
// a2a-go reads ProtoJSON scope lists itself: delete rewriteScopeLists and
// the package doc's paragraph about it.
func TestScopeListsStillNeeded(t *testing.T) {
	if _, err := a2av0.NewAgentCardParser()(mustRead(t, annexCard)); err == nil {
		t.Fatal("a2a-go now reads the Annex A.1 card as is; the scope-list rewrite can go")
	}
}

func TestParseAnnexCard(t *testing.T) {
	card, err := Parse(mustRead(t, annexCard))
	if err != nil {
		t.Fatal(err)
	}
	var skill a2a.AgentSkill
	for _, s := range card.Skills {
		if s.ID == "transfer-status" {
			skill = s
		}
	}
	if got, want := requirements(skill.SecurityRequirements), "{family-portal=openid}"; got != want {
		t.Errorf("transfer-status requirements = %s, want %s", got, want)
	}
	if len(card.Skills) != 5 {
		t.Errorf("%d skills, want 5", len(card.Skills))
	}
	params := card.Capabilities.Extensions[0].Params
	if skills, _ := params["skills"].([]any); len(skills) != 2 {
		t.Errorf("extension params lost in the rewrite: %v", params)
	}
	if card.SecuritySchemes["family-portal"] == nil {
		t.Error("security scheme lost in the rewrite")
	}
}

func TestParseScopeLists(t *testing.T) {
	tests := []struct {
		name, card          string
		cardReqs, skillReqs string // wanted requirements of the card and of skill "s"
	}{
		{
			name:      "skill, null list next to a bare array",
			card:      `{"name": "x", ` + iface + `, "skills": [{"id": "s", "securityRequirements": [{"schemes": {"a": {"list": null}, "b": ["r"]}}]}]}`,
			skillReqs: "{a= b=r}",
		},
		{
			name:      "card and skill",
			card:      `{"name": "x", ` + iface + `, "securityRequirements": [{"schemes": {"o": {"list": ["openid", "email"]}}}], "skills": [{"id": "s", "securityRequirements": [{"schemes": {"k": {"list": []}}}, {"schemes": {"o": {"list": ["openid"]}}}]}]}`,
			cardReqs:  "{o=openid,email}",
			skillReqs: "{k=} {o=openid}",
		},
		{
			name:     "list omitted, as ProtoJSON does for an empty one",
			card:     `{"name": "x", ` + iface + `, "securityRequirements": [{"schemes": {"k": {}}}]}`,
			cardReqs: "{k=}",
		},
		{
			name:     "bare arrays, read by a2a-go as they are",
			card:     `{"name": "x", ` + iface + `, "securityRequirements": [{"schemes": {"k": ["a"]}}]}`,
			cardReqs: "{k=a}",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			card := mustParse(t, tt.card)
			if got := requirements(card.SecurityRequirements); got != tt.cardReqs {
				t.Errorf("card requirements = %q, want %q", got, tt.cardReqs)
			}
			var got string
			for _, s := range card.Skills {
				if s.ID == "s" {
					got = requirements(s.SecurityRequirements)
				}
			}
			if got != tt.skillReqs {
				t.Errorf("skill requirements = %q, want %q", got, tt.skillReqs)
			}
		})
	}
}

func TestParseInterfaces(t *testing.T) {
	tests := []struct {
		name, card string
		want       []a2a.AgentInterface
	}{
		{
			name: "1.0",
			card: `{"name": "x", ` + iface + `}`,
			want: []a2a.AgentInterface{{URL: "https://a.example.com/a2a", ProtocolBinding: a2a.TransportProtocolJSONRPC, ProtocolVersion: "1.0"}},
		},
		{
			name: "a null interface is dropped",
			card: `{"name": "x", "supportedInterfaces": [null, {"url": "https://a.example.com/a2a", "protocolBinding": "HTTP+JSON", "protocolVersion": "1.0"}]}`,
			want: []a2a.AgentInterface{{URL: "https://a.example.com/a2a", ProtocolBinding: a2a.TransportProtocolHTTPJSON, ProtocolVersion: "1.0"}},
		},
		{
			name: "0.3 with preferredTransport",
			card: `{"name": "x", "protocolVersion": "0.3.0", "url": "https://a.example.com/rest", "preferredTransport": "HTTP+JSON"}`,
			want: []a2a.AgentInterface{{URL: "https://a.example.com/rest", ProtocolBinding: a2a.TransportProtocolHTTPJSON, ProtocolVersion: "0.3.0"}},
		},
		{
			name: "0.3 without preferredTransport defaults to JSONRPC",
			card: `{"name": "x", "protocolVersion": "0.3.0", "url": "https://a.example.com/a2a"}`,
			want: []a2a.AgentInterface{{URL: "https://a.example.com/a2a", ProtocolBinding: a2a.TransportProtocolJSONRPC, ProtocolVersion: "0.3.0"}},
		},
		{
			name: "0.3 without protocolVersion either",
			card: `{"name": "x", "url": "https://a.example.com/a2a"}`,
			want: []a2a.AgentInterface{{URL: "https://a.example.com/a2a", ProtocolBinding: a2a.TransportProtocolJSONRPC, ProtocolVersion: a2av0.Version}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			card := mustParse(t, tt.card)
			var got []a2a.AgentInterface
			for _, i := range card.SupportedInterfaces {
				got = append(got, *i)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("interfaces = %+v, want %+v", got, tt.want)
			}
		})
	}
}

// bareScopes writes each {"list": [...]} as the bare array a2a-go reads,
// by text, not as Parse does, to check Parse against.
var bareScopes = regexp.MustCompile(`\{\s*"list"\s*:\s*(\[[^\[\]{}]*\])\s*\}`)

// Every fixture card comes back exactly as a2a-go reads the same card with
// bare scope arrays: the rewrite changes those and nothing else.
func TestParseMatchesA2AGo(t *testing.T) {
	names, _ := filepath.Glob(filepath.Join(cardsDir, "*.json"))
	names = append(names, annexCard)
	if len(names) < 2 {
		t.Fatal("no cards in testdata")
	}
	parse := a2av0.NewAgentCardParser()
	for _, name := range names {
		b := mustRead(t, name)
		want, err := parse(bareScopes.ReplaceAll(b, []byte("$1")))
		if err != nil {
			t.Fatalf("%s: a2a-go: %v", name, err)
		}
		got, err := Parse(b)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: Parse = %+v, a2a-go = %+v", name, got, want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, card, reason string
		cause              any // pointer to the type the parser's error must hold, or nil for none
	}{
		{"empty", ``, "body is not a JSON object", nil},
		{"blank", " \n\t", "body is not a JSON object", nil},
		{"null", `null`, "body is not a JSON object", nil},
		{"array", `[{"name": "x"}]`, "body is not a JSON object", nil},
		{"HTML", `<html><body>Bad gateway</body></html>`, "body is not a JSON object", nil},
		{"malformed", `{`, "does not parse", new(*json.SyntaxError)},
		{"cut short", `{"name": "Broken", "supportedInterfaces": [`, "does not parse", nil},
		{"wrong type", `{"name": 7, "supportedInterfaces": []}`, "does not parse", new(*json.UnmarshalTypeError)},
		{"requirements not an array", `{"name": "x", ` + iface + `, "securityRequirements": 5}`, "does not parse", new(*json.UnmarshalTypeError)},
		{"scope list not an array", `{"name": "x", ` + iface + `, "securityRequirements": [{"schemes": {"k": {"list": "openid"}}}]}`, "does not parse", new(*json.UnmarshalTypeError)},
		{"no name", `{` + iface + `}`, "no name", nil},
		{"blank name", `{"name": " ", ` + iface + `}`, "no name", nil},
		{"no interface", `{"name": "Nowhere", "supportedInterfaces": []}`, "no interface with a URL", nil},
		{"interface without URL", `{"name": "Nowhere", "supportedInterfaces": [{"protocolBinding": "JSONRPC"}]}`, "no interface with a URL", nil},
		{"null interface", `{"name": "Nowhere", "supportedInterfaces": [null]}`, "no interface with a URL", nil},
		{"0.3 without url", `{"name": "Nowhere", "protocolVersion": "0.3.0"}`, "no interface with a URL", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			card, err := Parse([]byte(tt.card))
			if card != nil {
				t.Error("card returned with an error")
			}
			cje, ok := errors.AsType[*Error](err)
			if !ok {
				t.Fatalf("err = %v (%T), want an *Error", err, err)
			}
			if cje.Reason != tt.reason {
				t.Errorf("reason = %q, want %q", cje.Reason, tt.reason)
			}
			if !strings.HasPrefix(err.Error(), tt.reason) {
				t.Errorf("message %q does not start with the reason", err)
			}
			if (cje.Err != nil) != (tt.reason == "does not parse") {
				t.Errorf("parser error = %v; want one exactly when the JSON does not parse", cje.Err)
			}
			if tt.cause != nil && !errors.As(err, tt.cause) {
				t.Errorf("err = %v, want it to hold a %T", err, reflect.ValueOf(tt.cause).Elem().Interface())
			}
		})
	}
}

// FuzzParse feeds arbitrary bytes to Parse: it must not panic, must return
// either a usable card or an *Error, and must leave its input alone.
func FuzzParse(f *testing.F) {
	for _, dir := range []string{filepath.Dir(annexCard), cardsDir, filepath.Join("..", "..", "cache", "testdata"), "testdata"} {
		names, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		for _, name := range names {
			f.Add(mustRead(f, name))
		}
	}
	for _, s := range []string{``, `null`, `{}`, `[]`, `{"name":"x","url":"https://a.example"}`,
		`{"name":"x","supportedInterfaces":[null]}`, `{"name":"x","skills":[{"securityRequirements":[{"schemes":{"a":{"list":null}}}]}]}`,
		`{"name":"x","securitySchemes":{"a":{"type":"oauth2","flows":{}}}}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		before := bytes.Clone(data)
		card, err := Parse(data)
		if !bytes.Equal(data, before) {
			t.Fatal("input modified")
		}
		if err != nil {
			if _, ok := errors.AsType[*Error](err); !ok {
				t.Fatalf("error %v (%T) is not an *Error", err, err)
			}
			if card != nil {
				t.Fatal("card returned with an error")
			}
			return
		}
		if strings.TrimSpace(card.Name) == "" {
			t.Fatal("card without a name accepted")
		}
		ok := false
		for _, i := range card.SupportedInterfaces {
			if i == nil {
				t.Fatal("nil interface in an accepted card")
			}
			ok = ok || i.URL != ""
		}
		if !ok {
			t.Fatal("card without an interface URL accepted")
		}
	})
}

// TestReadRepairs: a card whose security schemes are in @a2a-js/sdk's
// internal form, or hold one scheme a2a-go cannot read, is still read, with
// a note for each repair; the rest of the card is intact.
func TestReadRepairs(t *testing.T) {
	for _, tt := range []struct {
		file    string
		schemes []a2a.SecuritySchemeName
		notes   []string // substrings, one per note, in order
	}{
		{"sdk-case-schemes.json", []a2a.SecuritySchemeName{"family-portal", "staff-oauth"},
			[]string{`"family-portal" is in @a2a-js/sdk's internal {"$case"} form`, `"staff-oauth" is in @a2a-js/sdk's internal`}},
		{"unreadable-scheme.json", []a2a.SecuritySchemeName{"family-portal"},
			[]string{`security scheme "vendor-magic" cannot be read`}},
	} {
		t.Run(tt.file, func(t *testing.T) {
			data := mustRead(t, filepath.Join("testdata", tt.file))
			if _, err := a2av0.NewAgentCardParser()(data); err == nil {
				t.Fatal("a2a-go reads this card as is; the repair it tests can go")
			}
			card, notes, err := Read(data)
			if err != nil {
				t.Fatal(err)
			}
			if len(notes) != len(tt.notes) {
				t.Fatalf("notes = %q, want %d", notes, len(tt.notes))
			}
			for i, want := range tt.notes {
				if !strings.Contains(notes[i], want) {
					t.Errorf("note %d = %q, want it to contain %q", i, notes[i], want)
				}
			}
			var got []a2a.SecuritySchemeName
			for name := range card.SecuritySchemes {
				got = append(got, name)
			}
			slices.Sort(got)
			if !slices.Equal(got, tt.schemes) {
				t.Errorf("schemes = %v, want %v", got, tt.schemes)
			}
			if len(card.Skills) != 5 || len(card.Capabilities.Extensions) != 1 {
				t.Errorf("the rest of the card was lost: %d skills, %d extensions", len(card.Skills), len(card.Capabilities.Extensions))
			}
			if _, ok := card.SecuritySchemes["family-portal"].(a2a.OpenIDConnectSecurityScheme); !ok {
				t.Errorf("family-portal = %#v, want an OpenID Connect scheme", card.SecuritySchemes["family-portal"])
			}
		})
	}
	// A card read as it stands has no notes.
	if _, notes, err := Read(mustRead(t, annexCard)); err != nil || notes != nil {
		t.Errorf("Annex A.1: notes %q, err %v; want none", notes, err)
	}
}
