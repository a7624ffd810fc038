package present

import (
	"embed"
	"encoding/json"
	"fmt"
	"strings"
)

// Message keys. A key is never shown: every key has a message in every
// supported language (TestCatalogComplete), because x/text would print the
// key itself when one is missing.
const (
	keyOnRequest            = "msg:on-request"               // operator, address
	keyOnRequestDirect      = "msg:on-request.direct"        // operator
	keyActionReferred       = "msg:action-referred"          // operator, address
	keyActionReferredDirect = "msg:action-referred.direct"   // operator
	keyGiven                = "msg:given-on-opt-in"          // operator, information
	keyFollowUp             = "msg:follow-up"                // operator, address
	keyPending              = "msg:action-pending"           // operator
	keyPendingFollowUp      = "msg:action-pending.follow-up" // operator, address
	keyDone                 = "msg:action-done"              // operator
	keySays                 = "msg:says"                     // operator, words
	keySignIn               = "msg:sign-in-required"         // operator
	keyInput                = "msg:input-required"           // operator, question
	keyInputNoWords         = "msg:input-required.no-words"  // operator
	keyFailed               = "msg:failed"                   // operator, words
	keyFailedNoWords        = "msg:failed.no-words"          // operator
	keyAnswered             = "msg:answered"                 // operator, words
	keyAnsweredNoWords      = "msg:answered.no-words"        // operator
	keyTheBusiness          = "msg:the-business"             // stands in for a missing operator name
	keyGuardValue           = "msg:guard.value"              // operator, address
	keyGuardValueDirect     = "msg:guard.value.direct"       // operator
	keyGuardPending         = "msg:guard.pending"            // operator
	keyAttribution          = "msg:guard.attribution"        // operator
	// The short replacements, for an answer that already offers the
	// item's address.
	keyGuardValueShort    = "msg:guard.value.short"
	keyGuardPendingShort  = "msg:guard.pending.short"
	keyGuardReferredShort = "msg:guard.action-referred.short"
)

// allKeys lists every message key, in a fresh slice.
func allKeys() []string {
	return []string{
		keyOnRequest, keyOnRequestDirect, keyActionReferred, keyActionReferredDirect, keyGiven, keyFollowUp,
		keyPending, keyPendingFollowUp, keyDone, keySays, keySignIn, keyInput, keyInputNoWords, keyFailed,
		keyFailedNoWords, keyAnswered, keyAnsweredNoWords, keyTheBusiness, keyGuardValue, keyGuardValueDirect,
		keyGuardPending, keyAttribution, keyGuardValueShort, keyGuardPendingShort, keyGuardReferredShort,
	}
}

// messageFiles holds the messages, one JSON file per language
// (messages/en.json, …): key to text, in x/text/message format, where
// %[1]s is the operator and %[2]s the address or the quoted words. A
// translator edits these files; TestCatalogComplete fails when one lacks a
// key.
//
//go:embed messages/*.json
var messageFiles embed.FS

// translations returns the messages by BCP 47 tag, then key. It is only
// read, to fill each Presenter's catalog.
func translations() map[string]map[string]string {
	entries, _ := messageFiles.ReadDir("messages") // an embedded directory reads
	out := make(map[string]map[string]string, len(entries))
	for _, e := range entries {
		data, err := messageFiles.ReadFile("messages/" + e.Name())
		var m map[string]string
		if err == nil {
			err = json.Unmarshal(data, &m)
		}
		if err != nil {
			// The files are ours and embedded; a failure is a bug here.
			panic(fmt.Sprintf("present: messages/%s: %v", e.Name(), err))
		}
		out[strings.TrimSuffix(e.Name(), ".json")] = m
	}
	return out
}
