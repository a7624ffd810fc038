package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	// The A2A 0.3 module is imported for one call, UnmarshalEventJSON, and
	// cannot be dropped: a2a-go v2's own compatibility package a2av0
	// imports it (its ToV1Event takes this module's a2a.Event), so the
	// build needs it either way, and a2av0 has no reader of 0.3 JSON of its
	// own. go.mod pins it at the version a2av0 is built with.
	a2alegacy "github.com/a2aproject/a2a-go/a2a"
	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2acompat/a2av0"
)

// maxEvents bounds the number of stream responses read from one REPLY.
const maxEvents = 10000

// parseReply reads what the agent answered, in any of the shapes people
// save: a Message, a Task, a SendMessage result ({"message":…} or
// {"task":…}), a whole JSON-RPC response, or a stream of those (JSON lines,
// or the data lines of a server-sent event stream). It returns the events in
// order; a single Message or Task is one event.
func parseReply(data []byte) ([]a2a.Event, error) {
	data = sseData(trimBOM(data))
	dec := json.NewDecoder(bytes.NewReader(data))
	var events []a2a.Event
	for n := 1; ; n++ {
		var raw json.RawMessage
		start := dec.InputOffset()
		err := dec.Decode(&raw)
		if errors.Is(err, io.EOF) {
			break
		}
		where := ""
		if n > 1 {
			where = fmt.Sprintf("value %d: ", n)
		}
		if err != nil {
			// A Decoder's syntax error offsets are not positions in the
			// input; Unmarshal's are, so read the failing value again with
			// it to point at the place.
			var again json.RawMessage
			if uerr := json.Unmarshal(data[start:], &again); uerr != nil {
				err = uerr
			}
			return nil, fmt.Errorf("%s%s", where, jsonProblemAt(data, err, start-1))
		}
		if n > maxEvents {
			return nil, fmt.Errorf("more than %d values; a reply is not that long", maxEvents)
		}
		if n == 1 && dec.More() {
			where = "value 1: "
		}
		ev, err := parseEvent(raw)
		if err != nil {
			return nil, fmt.Errorf("%s%w", where, err)
		}
		events = append(events, ev)
	}
	if len(events) == 0 {
		return nil, errors.New("no JSON value")
	}
	return events, nil
}

// parseEvent reads one value of a reply.
func parseEvent(raw json.RawMessage) (a2a.Event, error) {
	o, err := asObject(raw)
	if err != nil {
		return nil, err
	}
	sh := shapeOf(o)
	if sh == shapeJSONRPC {
		res, err := unwrapRPC(o)
		if err != nil {
			return nil, fmt.Errorf("it is %w", err)
		}
		if o, err = asObject(res); err != nil {
			return nil, fmt.Errorf("the JSON-RPC result: %w", err)
		}
		raw, sh = res, shapeOf(o)
		if sh == shapeJSONRPC {
			return nil, errors.New("a JSON-RPC response inside a JSON-RPC response")
		}
	}
	if obj03 := o.kind03(); obj03 != "" && sh != shapeWrapped {
		return parseEvent03(raw, sh)
	}
	var ev a2a.Event
	switch sh {
	case shapeWrapped:
		var sr a2a.StreamResponse
		if err := json.Unmarshal(raw, &sr); err != nil {
			return nil, fmt.Errorf("a SendMessage result or stream response that does not decode: %s", jsonProblem(raw, err))
		}
		return checkEvent(sr.Event)
	case shapeMessage:
		ev = &a2a.Message{}
	case shapeTask:
		ev = &a2a.Task{}
	case shapeStatusUpdate:
		ev = &a2a.TaskStatusUpdateEvent{}
	case shapeArtifactUpdate:
		ev = &a2a.TaskArtifactUpdateEvent{}
	case shapeCard:
		return nil, errors.New("it is an Agent Card, not a reply (pass the card with --card)")
	default:
		return nil, fmt.Errorf("not a Message, Task, SendMessage result, JSON-RPC response or stream response (found %s)", o.keyList())
	}
	if err := json.Unmarshal(raw, ev); err != nil {
		return nil, fmt.Errorf("%s that does not decode: %s", sh, jsonProblem(raw, err))
	}
	return checkEvent(ev)
}

// parseEvent03 reads an A2A 0.3 object (one with a "kind") with the 0.3
// types and converts it with a2a-go's compatibility layer, so that 0.3
// states and roles ("completed", "agent") read as their 1.0 values.
func parseEvent03(raw json.RawMessage, sh shape) (ev a2a.Event, err error) {
	defer func() {
		if r := recover(); r != nil {
			ev, err = nil, fmt.Errorf("an A2A 0.3 %s that does not convert", strings.TrimPrefix(sh.String(), "a "))
		}
	}()
	old, err := a2alegacy.UnmarshalEventJSON(raw)
	if err != nil {
		return nil, fmt.Errorf("an A2A 0.3 object that does not decode: %s", jsonProblem(raw, err))
	}
	ev, err = a2av0.ToV1Event(old)
	if err != nil {
		return nil, fmt.Errorf("an A2A 0.3 object that does not convert: %v", err)
	}
	if ev == nil {
		return nil, errors.New("an empty A2A 0.3 object")
	}
	return checkEvent(ev)
}

// checkEvent rejects events whose required parts are missing, so that the
// reading below never meets a nil it did not expect.
func checkEvent(ev a2a.Event) (a2a.Event, error) {
	switch v := ev.(type) {
	case *a2a.Message:
		if v == nil {
			return nil, errors.New("an empty message")
		}
	case *a2a.Task:
		if v == nil {
			return nil, errors.New("an empty task")
		}
		for i, a := range v.Artifacts {
			if a == nil {
				return nil, fmt.Errorf("a Task whose artifact %d is null", i+1)
			}
		}
		for i, m := range v.History {
			if m == nil {
				return nil, fmt.Errorf("a Task whose history message %d is null", i+1)
			}
		}
	case *a2a.TaskStatusUpdateEvent:
		if v == nil {
			return nil, errors.New("an empty status update")
		}
	case *a2a.TaskArtifactUpdateEvent:
		if v == nil || v.Artifact == nil {
			return nil, errors.New("an artifact update without an artifact")
		}
	}
	return ev, nil
}

// sseData turns a saved server-sent event stream into JSON lines: the
// payload of each data: line. Anything else is returned as it is.
func sseData(data []byte) []byte {
	if !looksLikeSSE(data) {
		return data
	}
	var out bytes.Buffer
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64<<10), maxInput)
	for sc.Scan() {
		line := sc.Text()
		if v, ok := strings.CutPrefix(line, "data:"); ok {
			out.WriteString(strings.TrimPrefix(v, " "))
			out.WriteByte('\n')
		}
	}
	return out.Bytes()
}

func looksLikeSSE(data []byte) bool {
	first := bytes.TrimSpace(data)
	if i := bytes.IndexByte(first, '\n'); i >= 0 {
		first = first[:i]
	}
	for _, p := range []string{"data:", "event:", "id:", "retry:", ":"} {
		if bytes.HasPrefix(first, []byte(p)) {
			return true
		}
	}
	return false
}
