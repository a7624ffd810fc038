package client

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/a2aproject/a2a-go/v2/a2a"
)

// Defaults of StreamLimits: far above what a reply a person reads needs,
// far below what would strain the process.
const (
	DefaultStreamArtifacts = 1000
	DefaultStreamParts     = 100_000
	DefaultStreamBytes     = 16 << 20 // 16 MiB
)

// StreamLimits bound what one stream may add to its outcome. The body
// limit bounds each event; these bound their sum, which the outcome keeps.
// A field of zero or less takes its default.
type StreamLimits struct {
	Artifacts int   // distinct artifacts
	Parts     int   // parts, counted in every event that carries them
	Bytes     int64 // bytes of the parts' content, counted likewise
}

// WithStreamLimits sets the bounds of a stream's outcome (defaults
// DefaultStreamArtifacts, DefaultStreamParts, DefaultStreamBytes). A stream
// that passes one ends with a *StreamLimitError.
func WithStreamLimits(l StreamLimits) Option { return func(c *config) { c.streamLimits = l } }

// ErrStreamTooLarge is matched (errors.Is) when a stream's outcome passes
// a bound of StreamLimits. The concrete error is a *StreamLimitError.
var ErrStreamTooLarge = errors.New("stream outcome too large")

// A StreamLimitError reports the bound a stream passed.
type StreamLimitError struct {
	What  string // "artifacts", "parts" or "bytes"
	Limit int64
}

func (e *StreamLimitError) Error() string {
	return fmt.Sprintf("%s: more than %d %s", ErrStreamTooLarge, e.Limit, e.What)
}

// Is makes errors.Is(err, ErrStreamTooLarge) true.
func (e *StreamLimitError) Is(target error) bool { return target == ErrStreamTooLarge }

// streamBudget counts what a stream's events add. The counts only grow: a
// task snapshot that replaces artifacts is counted again, so the budget
// bounds what could have been kept, whatever the agent sends.
type streamBudget struct {
	limits    StreamLimits
	artifacts map[a2a.ArtifactID]bool // at most limits.Artifacts+1 entries
	parts     int
	bytes     int64
}

func newStreamBudget(l StreamLimits) *streamBudget {
	if l.Artifacts <= 0 {
		l.Artifacts = DefaultStreamArtifacts
	}
	if l.Parts <= 0 {
		l.Parts = DefaultStreamParts
	}
	if l.Bytes <= 0 {
		l.Bytes = DefaultStreamBytes
	}
	return &streamBudget{limits: l, artifacts: map[a2a.ArtifactID]bool{}}
}

// add counts ev and fails once a bound is passed.
func (b *streamBudget) add(ev a2a.Event) error {
	switch e := ev.(type) {
	case *a2a.Message:
		b.message(e)
	case *a2a.Task:
		b.message(e.Status.Message)
		for _, m := range e.History {
			b.message(m)
		}
		for _, a := range e.Artifacts {
			b.artifact(a)
		}
	case *a2a.TaskStatusUpdateEvent:
		b.message(e.Status.Message)
	case *a2a.TaskArtifactUpdateEvent:
		b.artifact(e.Artifact)
	}
	switch {
	case len(b.artifacts) > b.limits.Artifacts:
		return &StreamLimitError{What: "artifacts", Limit: int64(b.limits.Artifacts)}
	case b.parts > b.limits.Parts:
		return &StreamLimitError{What: "parts", Limit: int64(b.limits.Parts)}
	case b.bytes > b.limits.Bytes:
		return &StreamLimitError{What: "bytes", Limit: b.limits.Bytes}
	}
	return nil
}

func (b *streamBudget) message(m *a2a.Message) {
	if m != nil {
		b.countParts(m.Parts)
	}
}

func (b *streamBudget) artifact(a *a2a.Artifact) {
	if a == nil {
		return
	}
	if len(b.artifacts) <= b.limits.Artifacts {
		b.artifacts[a.ID] = true
	}
	b.countParts(a.Parts)
}

func (b *streamBudget) countParts(ps a2a.ContentParts) {
	b.parts += len(ps)
	for _, p := range ps {
		if p != nil {
			b.bytes += partSize(p)
		}
	}
}

// partSize is the size of a part's content as it came over the wire, near
// enough: structured data is measured by encoding it again.
func partSize(p *a2a.Part) int64 {
	switch c := p.Content.(type) {
	case a2a.Text:
		return int64(len(c))
	case a2a.Raw:
		return int64(len(c))
	case a2a.URL:
		return int64(len(c))
	case a2a.Data:
		b, _ := json.Marshal(c.Value)
		return int64(len(b))
	}
	return 0
}
