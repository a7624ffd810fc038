package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"mime"
	"net/http"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/present"
)

// maxMessage is the longest message the page takes, in characters.
const maxMessage = 2000

// turnTimeout bounds one answer, as -ask does.
const turnTimeout = 2 * time.Minute

// create starts a conversation and tells the page its id and language.
func (s *webServer) create(w http.ResponseWriter, r *http.Request) {
	id, err := s.convs.create()
	if err != nil {
		s.log.Warn("web: no room for a new conversation", "err", err)
		writeJSONError(w, http.StatusServiceUnavailable, err)
		return
	}
	lang := s.lang
	if lang == (language.Tag{}) {
		lang = s.presenter.Match(r.Header.Get("Accept-Language"))
	}
	writeJSON(w, http.StatusCreated, map[string]any{
		"id":        id,
		"lang":      lang.String(),
		"languages": s.languages(),
	})
}

// A webMessage is what the page posts: the person's words and language.
type webMessage struct {
	Text string `json:"text"`
	Lang string `json:"lang"`
}

// message answers one message as a stream of server-sent events:
//
//	event: text   data: {"text": "…"}   guarded text, as the guard lets it through
//	event: turn   data: webTurn          the outcomes, links and what was held back
//	event: error  data: {"message": "…"} the turn failed; nothing more follows
//
// Only guarded text is sent: never the draft, and never what the guard
// removed, not even folded away in the page.
func (s *webServer) message(w http.ResponseWriter, r *http.Request) {
	msg, err := readMessage(w, r)
	if err != nil {
		writeJSONError(w, http.StatusBadRequest, err)
		return
	}
	conv, release, err := s.convs.acquire(r.PathValue("id"))
	switch {
	case errors.Is(err, errNoConversation):
		writeJSONError(w, http.StatusNotFound, err)
		return
	case err != nil:
		writeJSONError(w, http.StatusConflict, err)
		return
	}
	defer release()
	ev, err := newEventStream(w)
	if err != nil {
		writeJSONError(w, http.StatusInternalServerError, err)
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), turnTimeout)
	defer cancel()
	lang := s.presenter.Match(msg.Lang)
	reply, err := conv.Ask(ctx, msg.Text, textEvents{ev}, InLanguage(lang))
	if err != nil {
		s.log.Warn("web: turn failed", "err", err)
		ev.send("error", map[string]string{"message": present.Sanitize(err.Error(), 300)})
		return
	}
	ev.send("turn", newWebTurn(reply))
}

// readMessage reads and checks the posted message. Only JSON is taken,
// which a form on another site cannot send without the browser asking
// first.
func readMessage(w http.ResponseWriter, r *http.Request) (webMessage, error) {
	var msg webMessage
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "application/json" {
		return msg, errors.New("send the message as application/json")
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, 4*maxMessage+256))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&msg); err != nil {
		return msg, fmt.Errorf("reading the message: %w", err)
	}
	msg.Text = strings.TrimSpace(msg.Text)
	switch {
	case msg.Text == "":
		return msg, errors.New("the message is empty")
	case !utf8.ValidString(msg.Text):
		return msg, errors.New("the message is not UTF-8")
	case utf8.RuneCountInString(msg.Text) > maxMessage:
		return msg, fmt.Errorf("the message is longer than %d characters", maxMessage)
	}
	return msg, nil
}

// A webTurn is what the page shows around the answer's text.
type webTurn struct {
	Steps    []webStep `json:"steps"`
	HeldBack []webHeld `json:"heldBack"`
}

// A webStep is one business asked: the outcome's kind, for the badge, and
// where the person can follow up.
type webStep struct {
	Kind     string `json:"kind"` // an interpret.Kind, or "error" when the agent could not be asked
	Operator string `json:"operator,omitempty"`
	Link     string `json:"link,omitempty"`     // https: or tel:, checked by present.Address
	LinkText string `json:"linkText,omitempty"` // the address written for people
}

// A webHeld says that the guard removed a sentence, and why. It carries
// no part of the sentence.
type webHeld struct {
	Reason string `json:"reason"` // the guard's reason, e.g. "other-source-value"
}

// newWebTurn keeps from reply what the page may show.
func newWebTurn(reply *Reply) webTurn {
	t := webTurn{Steps: []webStep{}, HeldBack: []webHeld{}}
	for _, st := range reply.Steps {
		if st.Err != "" {
			t.Steps = append(t.Steps, webStep{Kind: "error"})
			continue
		}
		ws := webStep{Kind: string(st.Outcome.Kind), Operator: st.Outcome.Operator}
		if st.Outcome.PersonEntry != "" {
			ws.Link, ws.LinkText = present.Address(st.Outcome.PersonEntry)
		}
		t.Steps = append(t.Steps, ws)
	}
	for _, b := range reply.Blocked {
		t.HeldBack = append(t.HeldBack, webHeld{Reason: string(b.Reason)})
	}
	return t
}

// eventStream writes server-sent events, one JSON object per event, and
// flushes each so that the page shows it at once.
type eventStream struct {
	mu sync.Mutex
	w  http.ResponseWriter
	rc *http.ResponseController
}

func newEventStream(w http.ResponseWriter) (*eventStream, error) {
	h := w.Header()
	h.Set("Content-Type", "text/event-stream; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	rc := http.NewResponseController(w)
	if err := rc.Flush(); err != nil {
		return nil, fmt.Errorf("event stream: %w", err)
	}
	return &eventStream{w: w, rc: rc}, nil
}

// send writes one event. JSON has no raw line breaks, so one data line
// holds it whole.
func (e *eventStream) send(event string, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if _, err := fmt.Fprintf(e.w, "event: %s\ndata: %s\n\n", event, data); err != nil {
		return err
	}
	return e.rc.Flush()
}

// textEvents sends each piece of guarded text as a text event.
type textEvents struct{ ev *eventStream }

func (t textEvents) Write(p []byte) (int, error) {
	if err := t.ev.send("text", map[string]string{"text": string(p)}); err != nil {
		return 0, err
	}
	return len(p), nil
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(v)
}

func writeJSONError(w http.ResponseWriter, code int, err error) {
	writeJSON(w, code, map[string]string{"error": err.Error()})
}
