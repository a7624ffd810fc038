package cardjson

import (
	"bytes"
	"encoding/json"
	"strconv"
)

// rewriteHugeNumbers returns data with every number that does not fit a
// float64 (1e400) written as a string, or nil when there is none. a2a-go
// decodes extension params into map[string]any, where such a number fails
// the whole card; as a string it fails only the value that holds it, which
// interpret reports as the wrong type.
func rewriteHugeNumbers(data []byte) []byte {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v any
	if dec.Decode(&v) != nil {
		return nil
	}
	v, changed := stringifyHuge(v)
	if !changed {
		return nil
	}
	out, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	return out
}

func stringifyHuge(v any) (any, bool) {
	changed := false
	switch x := v.(type) {
	case json.Number:
		if _, err := strconv.ParseFloat(string(x), 64); err != nil {
			return string(x), true
		}
	case map[string]any:
		for k, e := range x {
			if n, c := stringifyHuge(e); c {
				x[k], changed = n, true
			}
		}
	case []any:
		for i, e := range x {
			if n, c := stringifyHuge(e); c {
				x[i], changed = n, true
			}
		}
	}
	return v, changed
}
