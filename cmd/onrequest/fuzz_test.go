package main

import (
	"encoding/json"
	"testing"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
)

// FuzzInterpretReply runs the whole interpret path on untrusted bytes: the
// shape detection, the reading in the light of the Annex A card, the
// person-facing text and the JSON output. It must never panic, and the
// output must always be the stable shape.
func FuzzInterpretReply(f *testing.F) {
	for _, s := range []string{msgJSON, taskJSON, `{"task":` + taskJSON + `}`,
		`{"statusUpdate":{"taskId":"t","contextId":"c","status":` + rejectedStatus + `}}`,
		`{"artifactUpdate":{"taskId":"t","contextId":"c","artifact":{"artifactId":"a","parts":[{"text":"x"}]}}}`} {
		f.Add([]byte(s))
	}
	addAnnexA(f)
	call := interpret.Call{Declaration: annexDeclaration(f), Activated: true}
	f.Fuzz(func(t *testing.T, data []byte) {
		events, err := parseReply(data)
		if err != nil {
			return
		}
		o := readEvents(call, events)
		out, err := json.Marshal(toOutcomeJSON(o, sayFor(o, language.English)))
		if err != nil {
			t.Fatal(err)
		}
		var back map[string]json.RawMessage
		if err := json.Unmarshal(out, &back); err != nil {
			t.Fatal(err)
		}
		for _, k := range []string{"kind", "skillId", "personEntry", "operator", "say", "findings"} {
			if _, ok := back[k]; !ok {
				t.Fatalf("output lacks %q: %s", k, out)
			}
		}
		if string(back["findings"]) == "null" {
			t.Fatalf("findings is null: %s", out)
		}
	})
}

// FuzzParseOutcomes reads untrusted outcome files for guard.
func FuzzParseOutcomes(f *testing.F) {
	f.Add([]byte(onRequestOutcome))
	f.Add([]byte("[" + pendingOutcome + "," + onRequestOutcome + "]"))
	f.Add([]byte(`{"kind":null}`))
	f.Add([]byte(taskJSON))
	decl := annexDeclaration(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		outs, err := parseOutcomes(data, decl)
		if err != nil {
			return
		}
		for _, o := range outs {
			if o.PersonEntry != "" && interpret.CheckPersonEntry(o.PersonEntry) != nil {
				t.Fatalf("an address that fails the checks got through: %q", o.PersonEntry)
			}
		}
	})
}
