package interpret

import (
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
)

func hasFinding(fs []Finding, rule, sub string) bool {
	for _, f := range fs {
		if f.Rule == rule && strings.Contains(f.Message, sub) {
			return true
		}
	}
	return false
}

// Each fault in a card entry has its own finding, even where a fixture shows
// several under one rule.
func TestEntryFindings(t *testing.T) {
	tests := []struct {
		entry any
		rule  string
		sub   string
	}{
		{"service-pricing", RuleSkillID, "is a string, not an object"},
		{map[string]any{"personEntry": askURL}, RuleSkillID, "has no id"},
		{map[string]any{"id": "", "personEntry": askURL}, RuleSkillID, "has no id"},
		{map[string]any{"id": []any{"x"}, "personEntry": askURL}, RuleSkillID, "is an array, not a string"},
		{map[string]any{"id": "s", "personEntry": askURL, "completion": nil}, RuleCompletion, "completion null"},
		{map[string]any{"id": "s", "personEntry": askURL, "completion": "later"}, RuleCompletion, `"later"`},
		{map[string]any{"id": "s", "personEntry": askURL, "assistantAccess": nil}, RuleAssistantAccess, "assistantAccess null"},
		{map[string]any{"id": "s", "personEntry": askURL, "assistantAccess": 1.0}, RuleAssistantAccess, "is a number"},
		{map[string]any{"id": "s", "personEntry": 5.0}, RulePersonEntry, "is a number, not a string"},
		{map[string]any{"id": "s"}, RulePersonEntry, "has no personEntry"},
		{map[string]any{"id": "s", "personEntry": nil}, RulePersonEntry, "has no personEntry"},
	}
	for _, tt := range tests {
		card := &a2a.AgentCard{
			Skills: []a2a.AgentSkill{{ID: "s", Name: "S"}},
			Capabilities: a2a.AgentCapabilities{Extensions: []a2a.AgentExtension{{
				URI: URI, Params: map[string]any{"skills": []any{tt.entry, map[string]any{"id": "ok", "personEntry": askURL}}},
			}}},
		}
		d := Declare(card)
		if !hasFinding(d.Findings, tt.rule, tt.sub) {
			t.Errorf("entry %v: no %s finding with %q in %v", tt.entry, tt.rule, tt.sub, d.Findings)
		}
		if s, ok := d.Skill("ok"); !ok || s.PersonEntry != askURL {
			t.Errorf("entry %v took the good entry down: %+v", tt.entry, d.Skills)
		}
	}
}

// Each fault in a reply marker has its own finding.
func TestMarkerFindings(t *testing.T) {
	tests := []struct {
		marker any
		sub    string
	}{
		{"on-request", "is a string, not an object"},
		{[]any{}, "is an array, not an object"},
		{map[string]any{"status": "on-request", "skillId": ""}, "has an empty skillId"},
		{map[string]any{"status": "on-request"}, "has no skillId"},
		{map[string]any{"status": "on-request", "skillId": 7.0}, "has skillId that is a number"},
		{map[string]any{"skillId": "service-pricing"}, "has no status"},
		{map[string]any{"status": true, "skillId": "service-pricing"}, "has status that is a boolean"},
		{map[string]any{"status": "rejected", "skillId": "service-pricing"}, `unknown status "rejected"`},
		{map[string]any{"status": "on-request", "skillId": "service-pricing", "personEntry": 1.0}, "has personEntry that is a number"},
	}
	call := Call{Declaration: annexDeclaration(t), Activated: true, SkillID: "service-pricing"}
	for _, tt := range tests {
		msg := &a2a.Message{Parts: a2a.ContentParts{a2a.NewTextPart("Ask at " + askURL)}, Extensions: []string{URI},
			Metadata: map[string]any{URI: tt.marker}}
		o := call.Message(msg)
		if !hasFinding(o.Findings, RuleMarker, tt.sub) {
			t.Errorf("marker %v: no finding with %q in %v", tt.marker, tt.sub, o.Findings)
		}
		if o.Kind != KindOnRequest || o.PersonEntry != askURL {
			t.Errorf("marker %v: read as %s %q, want a referral to the card's address", tt.marker, o.Kind, o.PersonEntry)
		}
	}
}

func TestStreamEventFindings(t *testing.T) {
	tests := []struct {
		ev  a2a.Event
		sub string
	}{
		{nil, "unknown type"},
		{(*a2a.Message)(nil), "empty event"},
		{(*a2a.Task)(nil), "empty event"},
		{(*a2a.TaskStatusUpdateEvent)(nil), "empty event"},
		{(*a2a.TaskArtifactUpdateEvent)(nil), "empty event"},
		{&a2a.TaskArtifactUpdateEvent{TaskID: "t"}, "carries no artifact"},
	}
	for _, tt := range tests {
		s := Call{}.Stream()
		s.Add(&a2a.Task{ID: "t", Status: a2a.TaskStatus{State: a2a.TaskStateWorking}})
		o := s.Add(tt.ev)
		if !hasFinding(o.Findings, RuleA2A, tt.sub) {
			t.Errorf("%T: no finding with %q in %v", tt.ev, tt.sub, o.Findings)
		}
	}
}

func TestPersonEntryReasons(t *testing.T) {
	tests := []struct{ in, sub string }{
		{"https://ask.example.com/%ff", "not valid UTF-8"},
		{"https://" + strings.Repeat("a.", 127) + "example/", "too long"},
		{"tel:+44abc5551234", "other than digits"},
		{"tel:+44", "implausible number of digits"},
		{"https://ask.example.com:70000/", "invalid port"},
		{"https://[::1]/talk", "IP address where a host name belongs"},
		{"https://[2001:db8::1]:8443/talk", "IP address where a host name belongs"},
		{"https://ask.example/%E2%80%8Btalk", "hidden or control"},
		{"https://ask.example.com/talk%20now", "hidden or control"},
	}
	for _, tt := range tests {
		err := CheckPersonEntry(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.sub) {
			t.Errorf("CheckPersonEntry(%q) = %v, want %q", tt.in, err, tt.sub)
		}
	}
}
