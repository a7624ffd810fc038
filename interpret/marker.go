package interpret

import (
	"slices"

	"github.com/a2aproject/a2a-go/v2/a2a"
)

// The statuses a reply marker may carry (§6.1).
const (
	statusOnRequest      = "on-request"
	statusActionReferred = "action-referred"
	statusGivenOnOptIn   = "given-on-opt-in"
)

// place is where in a reply a marker was found; §6.2 fixes where each
// status belongs.
type place uint8

const (
	placeMessage  place = iota // a Message reply, or a task's status message
	placeArtifact              // an Artifact
	placeTask                  // Task.metadata: not a §6.2 place
	placeEvent                 // a stream event's own metadata: not a §6.2 place
	placePart                  // a Part's metadata: not a §6.2 place
)

func (p place) String() string {
	switch p {
	case placeMessage:
		return "a message"
	case placeArtifact:
		return "an artifact"
	case placeTask:
		return "the task's metadata"
	case placeEvent:
		return "a stream event's metadata"
	}
	return "a part's metadata"
}

// A marker is the extension's object found in a reply's metadata. Its
// fields are what the agent sent, unchecked; status is "" when the object was
// malformed.
type marker struct {
	status         string
	skillID        string
	personEntry    string
	hasPersonEntry bool
	where          place
}

// referral reports whether the marker asks for the person to be referred.
// A malformed marker or an unknown status is read as a referral: the agent
// meant to mark something, and referring is the reading that cannot leak.
func (m marker) referral() bool { return m.status != statusGivenOnOptIn }

// maxMarkers bounds the markers kept for one reply.
const maxMarkers = 8

// evidence is what a reply (or the stream so far) shows, before it is read
// against the card.
type evidence struct {
	isTask    bool
	state     a2a.TaskState
	taskID    a2a.TaskID
	contextID string
	text      string
	artifacts []*a2a.Artifact
	markers   [maxMarkers]marker // the first markers found; a fixed array keeps a reading off the heap
	nmarkers  int
	fs        findings
	words     wordsMemo
}

// wordsMemo keeps the last check of a referral's words, so that a stream
// whose text stays the same is not scanned again on every event.
type wordsMemo struct {
	text, entry string
	done        bool
	mentions    bool
	amount      string
}

// scan reads the marker in one metadata map, if there is one. extensions is
// the carrier's extensions list, nil where the carrier has none.
func (ev *evidence) scan(meta map[string]any, where place, extensions []string, hasExtensions bool) {
	raw, ok := meta[URI]
	if !ok {
		return
	}
	m := marker{where: where}
	obj, ok := raw.(map[string]any)
	if !ok {
		ev.fs.add(RuleMarker, "the reply marker in %s is %s, not an object; it is read as a referral", where, jsonType(raw))
	} else {
		m.status, m.skillID, m.personEntry, m.hasPersonEntry = ev.fields(obj, where)
	}
	if hasExtensions && !slices.Contains(extensions, URI) {
		ev.fs.add(RuleMarker, "%s: its carrier does not list the extension URI in extensions", markerRef(where, m.skillID))
	}
	if ev.nmarkers < maxMarkers {
		ev.markers[ev.nmarkers] = m
		ev.nmarkers++
	}
}

func (ev *evidence) fields(obj map[string]any, where place) (status, skillID, personEntry string, hasPersonEntry bool) {
	switch v := obj["skillId"].(type) {
	case string:
		skillID = v
		if v == "" {
			ev.fs.add(RuleMarker, "the reply marker in %s has an empty skillId", where)
		}
	case nil:
		ev.fs.add(RuleMarker, "the reply marker in %s has no skillId", where)
	default:
		ev.fs.add(RuleMarker, "the reply marker in %s has skillId that is %s", where, jsonType(v))
	}
	switch v := obj["status"].(type) {
	case string:
		switch v {
		case statusOnRequest, statusActionReferred, statusGivenOnOptIn:
			status = v
		default:
			ev.fs.add(RuleMarker, "%s has unknown status %q; it is read as a referral", markerRef(where, skillID), clip(v))
		}
	case nil:
		ev.fs.add(RuleMarker, "%s has no status; it is read as a referral", markerRef(where, skillID))
	default:
		ev.fs.add(RuleMarker, "%s has status that is %s; it is read as a referral", markerRef(where, skillID), jsonType(v))
	}
	switch v := obj["personEntry"].(type) {
	case string:
		personEntry, hasPersonEntry = v, true
	case nil:
	default:
		ev.fs.add(RuleMarker, "%s has personEntry that is %s", markerRef(where, skillID), jsonType(v))
	}
	return status, skillID, personEntry, hasPersonEntry
}

// markerRef names a marker in a finding.
func markerRef(where place, skillID string) string {
	if skillID == "" {
		return "the reply marker in " + where.String()
	}
	return "the reply marker for " + skillRef(skillID) + " in " + where.String()
}

// message reads a Message: a reply, or a task's status message.
func (ev *evidence) message(m *a2a.Message) {
	if m == nil {
		return
	}
	ev.text = partsText(m.Parts)
	ev.scan(m.Metadata, placeMessage, m.Extensions, true)
	ev.parts(m.Parts)
}

// artifact scans one artifact for markers.
func (ev *evidence) artifact(a *a2a.Artifact) {
	if a == nil {
		return
	}
	ev.scan(a.Metadata, placeArtifact, a.Extensions, true)
	ev.parts(a.Parts)
}

func (ev *evidence) parts(parts a2a.ContentParts) {
	for _, p := range parts {
		if p != nil && p.Metadata != nil {
			ev.scan(p.Metadata, placePart, nil, false)
		}
	}
}

// task reads a Task snapshot.
func (ev *evidence) task(t *a2a.Task) {
	ev.isTask = true
	ev.taskID, ev.contextID = t.ID, t.ContextID
	ev.state = t.Status.State
	ev.scan(t.Metadata, placeTask, nil, false)
	ev.text = ""
	ev.message(t.Status.Message)
	ev.artifacts = t.Artifacts
	for _, a := range t.Artifacts {
		ev.artifact(a)
	}
}
