package interpret

import (
	"github.com/a2aproject/a2a-go/v2/a2a"
)

// A Stream reads a stream of events one at a time. It is not safe for
// concurrent use. Artifacts in an outcome returned before the end may still
// grow as later events append to them.
type Stream struct {
	call   Call
	ev     evidence
	index  map[a2a.ArtifactID]int
	owned  map[a2a.ArtifactID]bool // artifacts copied here, safe to append to
	events int
	ended  bool
}

// Stream starts reading a stream of events.
func (c Call) Stream() *Stream { return &Stream{call: c} }

// Add feeds one event and returns the outcome so far.
func (s *Stream) Add(ev a2a.Event) Outcome {
	s.events++
	if s.ended {
		s.ev.fs.add(RuleA2A, "the stream sent events after its last one")
	}
	switch e := ev.(type) {
	case *a2a.Message:
		if e == nil {
			s.ev.fs.add(RuleA2A, "the stream sent an empty event")
			break
		}
		// A Message ends a stream; in a task it is the agent's latest word.
		s.ev.message(e)
		if !s.ev.isTask {
			s.ended = true
		}
	case *a2a.Task:
		if e == nil {
			s.ev.fs.add(RuleA2A, "the stream sent an empty event")
			break
		}
		s.task(e)
	case *a2a.TaskStatusUpdateEvent:
		if e == nil {
			s.ev.fs.add(RuleA2A, "the stream sent an empty event")
			break
		}
		s.ids(e.TaskID, e.ContextID)
		s.ev.scan(e.Metadata, placeEvent, nil, false)
		s.ev.state = e.Status.State
		if e.Status.Message != nil {
			s.ev.message(e.Status.Message)
		}
	case *a2a.TaskArtifactUpdateEvent:
		if e == nil {
			s.ev.fs.add(RuleA2A, "the stream sent an empty event")
			break
		}
		s.ids(e.TaskID, e.ContextID)
		s.ev.scan(e.Metadata, placeEvent, nil, false)
		if e.Artifact == nil {
			s.ev.fs.add(RuleA2A, "an artifact update carries no artifact")
			break
		}
		s.ev.artifact(e.Artifact)
		s.artifact(e.Artifact, e.Append)
	default:
		s.ev.fs.add(RuleA2A, "the stream sent an event of an unknown type")
	}
	if s.ev.isTask && s.ev.state.Terminal() {
		s.ended = true
	}
	return s.Outcome()
}

// Outcome returns the outcome of the events added so far; after the last
// event it is the final one.
func (s *Stream) Outcome() Outcome {
	if s.events == 0 {
		return s.call.nothing("the stream sent no events")
	}
	if !s.ev.isTask && s.ev.text == "" && s.ev.nmarkers == 0 && len(s.ev.artifacts) == 0 {
		return s.call.nothing("the stream sent neither a message nor a task")
	}
	return s.call.read(&s.ev)
}

// ids records the task an update belongs to. An update is a task event even
// when the stream did not start with the Task.
func (s *Stream) ids(task a2a.TaskID, context string) {
	s.ev.isTask = true
	if s.ev.taskID == "" {
		s.ev.taskID = task
	} else if task != "" && task != s.ev.taskID {
		s.ev.fs.add(RuleA2A, "the stream mixes events of tasks %q and %q", clip(string(s.ev.taskID)), clip(string(task)))
	}
	if s.ev.contextID == "" {
		s.ev.contextID = context
	}
}

// task takes a Task snapshot: it replaces state, status and artifacts, but
// markers seen earlier are kept, so that a referral is never forgotten.
func (s *Stream) task(t *a2a.Task) {
	s.ids(t.ID, t.ContextID)
	s.ev.taskID, s.ev.contextID = t.ID, t.ContextID
	s.ev.state = t.Status.State
	s.ev.scan(t.Metadata, placeTask, nil, false)
	if t.Status.Message != nil {
		s.ev.message(t.Status.Message)
	}
	s.ev.artifacts = s.ev.artifacts[:0:0]
	s.index, s.owned = nil, nil
	for _, a := range t.Artifacts {
		if a == nil {
			continue
		}
		s.ev.artifact(a)
		s.artifact(a, false)
	}
}

// artifact adds or replaces an artifact, or appends to one. The caller's
// artifacts are never modified: one appended to is copied once, and later
// chunks go to the copy, so a long stream costs time linear in its parts.
func (s *Stream) artifact(a *a2a.Artifact, appendParts bool) {
	if s.index == nil {
		s.index = make(map[a2a.ArtifactID]int)
		s.owned = make(map[a2a.ArtifactID]bool)
	}
	i, seen := s.index[a.ID]
	switch {
	case !seen:
		s.index[a.ID] = len(s.ev.artifacts)
		s.ev.artifacts = append(s.ev.artifacts, a)
	case !appendParts:
		s.ev.artifacts[i] = a
		delete(s.owned, a.ID)
	default:
		cur := s.ev.artifacts[i]
		if !s.owned[a.ID] {
			cp := *cur
			cp.Parts = append(make(a2a.ContentParts, 0, len(cur.Parts)+len(a.Parts)), cur.Parts...)
			if cur.Metadata != nil || a.Metadata != nil {
				cp.Metadata = make(map[string]any, len(cur.Metadata)+len(a.Metadata))
				for k, v := range cur.Metadata {
					cp.Metadata[k] = v
				}
			}
			cur = &cp
			s.ev.artifacts[i] = cur
			s.owned[a.ID] = true
		}
		cur.Parts = append(cur.Parts, a.Parts...)
		for k, v := range a.Metadata {
			if cur.Metadata == nil {
				cur.Metadata = make(map[string]any, len(a.Metadata))
			}
			cur.Metadata[k] = v
		}
	}
}
