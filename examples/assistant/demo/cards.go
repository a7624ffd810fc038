package demo

import "embed"

// The cards are JSON files in cards/, written as an operator would publish
// them, so that they read like Annex A of the specification. {{URL}}
// becomes the agent's JSON-RPC endpoint on loopback when the agent starts.
//
// cards/chapel.json is card A.1 with the loopback URL in
// supportedInterfaces. One more difference: A.1 writes a scheme's scopes in
// proto JSON form ({"list": ["openid"]}), which a2a-go v2.4.0 does not
// decode; the card says ["openid"], the form a2a-go reads and writes.
//
// cards/clinic.json opens its fees to assistants (given-on-opt-in) and takes
// appointment requests that reception completes later (deferred).
//
// cards/law.json quotes on request by telephone and subscribes people to
// its newsletter in the conversation.
//
//go:embed cards/*.json
var cardFiles embed.FS

// cardJSON returns the card template of the operator with the given key.
func cardJSON(key string) string {
	data, err := cardFiles.ReadFile("cards/" + key + ".json")
	if err != nil {
		// The files are embedded; a missing one is a bug here (every test
		// starts the agents).
		panic("demo: " + err.Error())
	}
	return string(data)
}
