package cardjson

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/a2aproject/a2a-go/v2/a2a"
)

// DuplicateKeysParam is the key under which Parse lists, in an extension's
// params, the keys the card wrote twice in the same object there, as JSON
// pointers relative to params ("/skills/0/personEntry"). encoding/json
// keeps the last of two values silently, so a good personEntry followed by
// a phishing one would read as the phishing one; with the list, a reader
// of params can refuse to trust the object. interpret reads it under the
// same name (interpret/duplicates.go).
const DuplicateKeysParam = "$duplicateKeys"

// markDuplicateKeys finds keys written twice within an object under
// capabilities.extensions[i].params of data and lists them in the params
// of card's extension i, which Parse read from data.
func markDuplicateKeys(data []byte, card *a2a.AgentCard) {
	if card == nil || len(card.Capabilities.Extensions) == 0 {
		return
	}
	dups := map[int][]any{}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	w := &walker{dec: dec, found: func(path []string) {
		// path: capabilities, extensions, i, params, ...
		if len(path) > 4 && path[0] == "capabilities" && path[1] == "extensions" && path[3] == "params" {
			if i, err := strconv.Atoi(path[2]); err == nil {
				dups[i] = append(dups[i], "/"+strings.Join(path[4:], "/"))
			}
		}
	}}
	if w.value(nil) != nil {
		return
	}
	for i, list := range dups {
		if i < len(card.Capabilities.Extensions) {
			ext := &card.Capabilities.Extensions[i]
			if ext.Params == nil {
				continue
			}
			ext.Params[DuplicateKeysParam] = list
		}
	}
}

// walker reads one JSON value token by token, reporting the path of every
// key seen twice in one object.
type walker struct {
	dec   *json.Decoder
	found func(path []string)
}

func (w *walker) value(path []string) error {
	tok, err := w.dec.Token()
	if err != nil {
		return err
	}
	switch tok {
	case json.Delim('{'):
		seen := map[string]bool{}
		for w.dec.More() {
			k, err := w.dec.Token()
			if err != nil {
				return err
			}
			key, _ := k.(string)
			child := append(path[:len(path):len(path)], escapePointer(key))
			if seen[key] {
				w.found(child)
			}
			seen[key] = true
			if err := w.value(child); err != nil {
				return err
			}
		}
		_, err = w.dec.Token() // '}'
	case json.Delim('['):
		for i := 0; w.dec.More(); i++ {
			if err := w.value(append(path[:len(path):len(path)], strconv.Itoa(i))); err != nil {
				return err
			}
		}
		_, err = w.dec.Token() // ']'
	}
	return err
}

// escapePointer escapes a key for a JSON pointer (RFC 6901).
func escapePointer(k string) string {
	return strings.ReplaceAll(strings.ReplaceAll(k, "~", "~0"), "/", "~1")
}
