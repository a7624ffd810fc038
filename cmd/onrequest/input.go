package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxInput bounds what is read from a file or standard input. Cards and
// replies are kilobytes; a stream of many events stays well under this.
const maxInput = 8 << 20

// readSource reads a file, or standard input when name is "-", up to
// maxInput bytes. what names the argument in errors ("REPLY", "--card").
func readSource(e *env, what, name string) ([]byte, error) {
	var r io.Reader
	label := name
	if name == "-" {
		r, label = e.stdin, "standard input"
	} else {
		f, err := os.Open(name)
		if err != nil {
			if errors.Is(err, os.ErrNotExist) {
				return nil, fmt.Errorf("%s: no such file %q", what, name)
			}
			return nil, fmt.Errorf("%s: %v", what, err)
		}
		defer f.Close()
		if st, err := f.Stat(); err == nil && st.IsDir() {
			return nil, fmt.Errorf("%s: %q is a directory, not a file", what, name)
		}
		r = f
	}
	b, err := io.ReadAll(io.LimitReader(r, maxInput+1))
	if err != nil {
		return nil, fmt.Errorf("%s: reading %s: %v", what, label, err)
	}
	if len(b) > maxInput {
		return nil, fmt.Errorf("%s: %s is larger than %d MiB", what, label, maxInput>>20)
	}
	if len(bytes.TrimSpace(b)) == 0 {
		return nil, fmt.Errorf("%s: %s is empty", what, label)
	}
	return b, nil
}

// trimBOM drops a UTF-8 byte order mark, as some editors write.
func trimBOM(b []byte) []byte { return bytes.TrimPrefix(b, []byte("\xef\xbb\xbf")) }

// jsonProblem turns an error of json.Unmarshal into words that point at
// the place.
func jsonProblem(data []byte, err error) string {
	// Unmarshal's offset counts the bytes read, the offending one included.
	return jsonProblemAt(data, err, -1)
}

// jsonProblemAt is jsonProblem for an error whose syntax error offset is
// shift bytes past the offending byte's index.
func jsonProblemAt(data []byte, err error, shift int64) string {
	var syn *json.SyntaxError
	if errors.As(err, &syn) {
		line, col := position(data, syn.Offset+shift)
		return fmt.Sprintf("not JSON: %s at line %d, column %d", syn.Error(), line, col)
	}
	var typ *json.UnmarshalTypeError
	if errors.As(err, &typ) {
		field := jsonPath(typ.Field)
		if field == "" {
			field = "the top level"
		}
		want := jsonTypeName(typ.Type)
		if num, ok := strings.CutPrefix(typ.Value, "number "); ok && want == "a number" {
			// The right type, out of range: "must be a number, not a number" says nothing.
			return fmt.Sprintf("%s holds the number %s, too large to read", field, printable(num, 40))
		}
		return fmt.Sprintf("%s must be %s, not %s", field, want, article(typ.Value))
	}
	if errors.Is(err, io.ErrUnexpectedEOF) {
		return "not JSON: it ends in the middle of a value"
	}
	return err.Error()
}

// jsonPath drops the names of embedded Go structs from a decoder's field
// path ("skills.AgentSkill.id" becomes "skills.id"): JSON keys of A2A
// objects start in lower case, Go type names do not.
func jsonPath(p string) string {
	var keep []string
	for seg := range strings.SplitSeq(p, ".") {
		if seg != "" && unicode.IsUpper([]rune(seg)[0]) {
			continue
		}
		keep = append(keep, seg)
	}
	return strings.Join(keep, ".")
}

// jsonTypeName names a Go type as the JSON it decodes from.
func jsonTypeName(t reflect.Type) string {
	if t == nil {
		return "another type"
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Map, reflect.Struct, reflect.Interface:
		return "an object"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "an integer"
	case reflect.Float32, reflect.Float64:
		return "a number"
	}
	return "another type"
}

// article puts "a" or "an" before the JSON value kind the decoder names
// ("string", "number", "object", "array", "bool").
func article(v string) string {
	switch v {
	case "object", "array":
		return "an " + v
	case "bool":
		return "a boolean"
	case "":
		return "this value"
	}
	if strings.HasPrefix(v, "number") {
		return "a number"
	}
	return "a " + v
}

func position(data []byte, offset int64) (line, col int) {
	offset = max(0, min(offset, int64(len(data))))
	line, col = 1, 1
	for _, r := range string(data[:offset]) {
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col
}

// A shape is what a JSON object looks like, judged from its keys alone so
// that nothing untrusted is decoded into the wrong type.
type shape int

const (
	shapeUnknown shape = iota
	shapeCard
	shapeMessage
	shapeTask
	shapeStatusUpdate   // a bare TaskStatusUpdateEvent
	shapeArtifactUpdate // a bare TaskArtifactUpdateEvent
	shapeWrapped        // {"message":…}, {"task":…}, {"statusUpdate":…} or {"artifactUpdate":…}
	shapeJSONRPC        // a JSON-RPC 2.0 response
)

func (s shape) String() string {
	switch s {
	case shapeCard:
		return "an Agent Card"
	case shapeMessage:
		return "a Message"
	case shapeTask:
		return "a Task"
	case shapeStatusUpdate:
		return "a task status update"
	case shapeArtifactUpdate:
		return "a task artifact update"
	case shapeWrapped:
		return "a SendMessage result or stream response"
	case shapeJSONRPC:
		return "a JSON-RPC response"
	}
	return "an unknown object"
}

// object is a JSON object with its values left raw.
type object map[string]json.RawMessage

// decodeObject decodes one JSON value that must be an object.
func decodeObject(data []byte) (object, error) {
	var v json.RawMessage
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, errors.New(jsonProblem(data, err))
	}
	return asObject(v)
}

func asObject(v json.RawMessage) (object, error) {
	v = bytes.TrimSpace(v)
	if len(v) == 0 || v[0] != '{' {
		return nil, fmt.Errorf("expected a JSON object, got %s", jsonKind(v))
	}
	var o object
	if err := json.Unmarshal(v, &o); err != nil {
		return nil, errors.New(jsonProblem(v, err))
	}
	return o, nil
}

func jsonKind(v json.RawMessage) string {
	if len(v) == 0 {
		return "nothing"
	}
	switch v[0] {
	case '[':
		return "an array"
	case '"':
		return "a string"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	return "a number"
}

func (o object) has(keys ...string) bool {
	for _, k := range keys {
		if _, ok := o[k]; !ok {
			return false
		}
	}
	return true
}

// kind03 is the "kind" discriminator of A2A 0.3 objects, if any.
func (o object) kind03() string {
	var k string
	if raw, ok := o["kind"]; ok {
		_ = json.Unmarshal(raw, &k) // not a string: no discriminator
	}
	return k
}

// keyList names the object's keys for an error message, briefly.
func (o object) keyList() string {
	keys := make([]string, 0, len(o))
	for k := range o {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if len(keys) == 0 {
		return "an empty object"
	}
	const max = 6
	more := ""
	if len(keys) > max {
		keys, more = keys[:max], ", …"
	}
	for i, k := range keys {
		keys[i] = printable(k, 40)
	}
	return "keys " + strings.Join(keys, ", ") + more
}

// printable quotes an untrusted string for an error message, cut to n runes.
func printable(s string, n int) string {
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "�")
	}
	if utf8.RuneCountInString(s) > n {
		s = string([]rune(s)[:n]) + "…"
	}
	return fmt.Sprintf("%q", s)
}

var wrapperKeys = []string{"message", "task", "statusUpdate", "artifactUpdate"}

// shapeOf judges an object by its keys. Replies are checked before cards:
// a Message or Task has required keys that no card has.
func shapeOf(o object) shape {
	switch o.kind03() {
	case "message":
		return shapeMessage
	case "task":
		return shapeTask
	case "status-update":
		return shapeStatusUpdate
	case "artifact-update":
		return shapeArtifactUpdate
	}
	if _, ok := o["jsonrpc"]; ok {
		return shapeJSONRPC
	}
	if o.has("id") && (o.has("result") || o.has("error")) && !o.has("status") {
		return shapeJSONRPC
	}
	n := 0
	for _, k := range wrapperKeys {
		if o.has(k) {
			n++
		}
	}
	if n > 0 && n == len(o) {
		return shapeWrapped
	}
	switch {
	case o.has("messageId") || (o.has("role") && o.has("parts")):
		return shapeMessage
	case o.has("taskId") && o.has("artifact"):
		return shapeArtifactUpdate
	case o.has("taskId") && o.has("status"):
		return shapeStatusUpdate
	case o.has("id") && o.has("status"):
		return shapeTask
	case o.has("skills") || o.has("capabilities") || o.has("supportedInterfaces") ||
		o.has("defaultInputModes") || (o.has("name") && (o.has("url") || o.has("provider") || o.has("version"))):
		return shapeCard
	}
	return shapeUnknown
}

// rpcError is the error member of a JSON-RPC 2.0 response.
type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// unwrapRPC returns the result of a JSON-RPC response, or an error that
// quotes the agent's error.
func unwrapRPC(o object) (json.RawMessage, error) {
	if raw, ok := o["error"]; ok && !isNull(raw) {
		var re rpcError
		if err := json.Unmarshal(raw, &re); err != nil {
			return nil, fmt.Errorf("a JSON-RPC error response whose error does not decode: %s", jsonProblem(raw, err))
		}
		return nil, fmt.Errorf("a JSON-RPC error response (code %d: %s), not a result", re.Code, printable(re.Message, 200))
	}
	res, ok := o["result"]
	if !ok || isNull(res) {
		return nil, errors.New("a JSON-RPC response with neither result nor error")
	}
	return res, nil
}

func isNull(v json.RawMessage) bool { return bytes.Equal(bytes.TrimSpace(v), []byte("null")) }
