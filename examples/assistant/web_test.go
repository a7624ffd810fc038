package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/present/guard"
)

// recordingChat passes turns to an Assistant and keeps each Reply, so a
// test can compare what the page was sent with what the guard removed.
type recordingChat struct {
	*Assistant
	mu      sync.Mutex
	replies []*Reply
}

func (r *recordingChat) Ask(ctx context.Context, text string, out io.Writer, opts ...AskOption) (*Reply, error) {
	reply, err := r.Assistant.Ask(ctx, text, out, opts...)
	r.mu.Lock()
	defer r.mu.Unlock()
	if reply != nil {
		r.replies = append(r.replies, reply)
	}
	return reply, err
}

// blocked returns every sentence the guard removed in any turn.
func (r *recordingChat) blocked() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []string
	for _, reply := range r.replies {
		for _, b := range reply.Blocked {
			out = append(out, b.Text)
		}
	}
	return out
}

// webFixture is the page over the demo agents, with the scripted planner
// that adds a price "from the web" and "booked" on purpose.
type webFixture struct {
	srv   *httptest.Server
	mu    sync.Mutex
	chats []*recordingChat
}

func newWebFixture(t *testing.T, wrap func(http.Handler) http.Handler) *webFixture {
	t.Helper()
	ctx := t.Context()
	c, cards, urls, closeAll, err := connect(ctx, options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(closeAll)
	f := &webFixture{}
	newChat := func() chatter {
		rc := &recordingChat{Assistant: NewAssistant(c, cards, &Scripted{Tempt: true}, language.English, urls)}
		f.mu.Lock()
		f.chats = append(f.chats, rc)
		f.mu.Unlock()
		return rc
	}
	h := loopbackHostOnly(newWebHandler(newChat, language.Tag{}, slog.New(slog.DiscardHandler)))
	if wrap != nil {
		h = wrap(h)
	}
	f.srv = httptest.NewServer(h)
	t.Cleanup(f.srv.Close)
	return f
}

// blocked returns what the guard removed in every conversation.
func (f *webFixture) blocked() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []string
	for _, c := range f.chats {
		out = append(out, c.blocked()...)
	}
	return out
}

func (f *webFixture) start(t *testing.T, acceptLanguage string) (id, lang string) {
	t.Helper()
	req, _ := http.NewRequest("POST", f.srv.URL+"/api/conversations", nil)
	req.Header.Set("Accept-Language", acceptLanguage)
	res, err := f.srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var body struct {
		ID        string        `json:"id"`
		Lang      string        `json:"lang"`
		Languages []webLanguage `json:"languages"`
	}
	if err := json.NewDecoder(res.Body).Decode(&body); err != nil || res.StatusCode != http.StatusCreated {
		t.Fatalf("start: %d %v", res.StatusCode, err)
	}
	if len(body.Languages) != 8 || body.ID == "" {
		t.Fatalf("start: %+v", body)
	}
	return body.ID, body.Lang
}

// An sseEvent is one server-sent event as it came over the wire.
type sseEvent struct {
	name string
	data json.RawMessage
}

// send posts a message and reads the event stream, checking its framing:
// every event is one "event:" line, one "data:" line holding a JSON
// object, and a blank line.
func (f *webFixture) send(t *testing.T, id, lang, text string) (events []sseEvent, raw string) {
	t.Helper()
	body, _ := json.Marshal(webMessage{Text: text, Lang: lang})
	res, err := f.srv.Client().Post(f.srv.URL+"/api/conversations/"+id+"/messages", "application/json", strings.NewReader(string(body)))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "text/event-stream; charset=utf-8" {
		b, _ := io.ReadAll(res.Body)
		t.Fatalf("send %q: %d %s %s", text, res.StatusCode, res.Header.Get("Content-Type"), b)
	}
	all, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	raw = string(all)
	if !strings.HasSuffix(raw, "\n\n") {
		t.Fatalf("stream does not end with a blank line: %q", raw)
	}
	for _, block := range strings.Split(strings.TrimSuffix(raw, "\n\n"), "\n\n") {
		lines := strings.Split(block, "\n")
		name, ok1 := strings.CutPrefix(lines[0], "event: ")
		data, ok2 := "", false
		if len(lines) == 2 {
			data, ok2 = strings.CutPrefix(lines[1], "data: ")
		}
		if !ok1 || !ok2 || !json.Valid([]byte(data)) || !strings.HasPrefix(data, "{") {
			t.Fatalf("malformed event %q in %q", block, raw)
		}
		events = append(events, sseEvent{name, json.RawMessage(data)})
	}
	return events, raw
}

// answer reads the text and the turn from a turn's events; the turn event
// comes last, once.
func answer(t *testing.T, events []sseEvent) (string, webTurn) {
	t.Helper()
	var text strings.Builder
	var turn webTurn
	for i, e := range events {
		switch e.name {
		case "text":
			var v struct{ Text string }
			json.Unmarshal(e.data, &v)
			text.WriteString(v.Text)
		case "turn":
			if i != len(events)-1 {
				t.Fatalf("turn event before the end: %v", events)
			}
			if err := json.Unmarshal(e.data, &turn); err != nil {
				t.Fatal(err)
			}
		default:
			t.Fatalf("event %q: %s", e.name, e.data)
		}
	}
	if turn.Steps == nil || turn.HeldBack == nil {
		t.Fatalf("no turn event, or null arrays in it: %v", events)
	}
	return text.String(), turn
}

func kinds(turn webTurn) []string {
	var out []string
	for _, s := range turn.Steps {
		out = append(out, s.Kind)
	}
	return out
}

// TestWebTurns asks through the page's API, as the page does, and checks
// each turn's events: the outcome kinds, the address, what was held back,
// and that nothing the guard removed was sent, in any event.
func TestWebTurns(t *testing.T) {
	f := newWebFixture(t, nil)
	for _, lang := range []string{"en", "de"} {
		t.Run(lang, func(t *testing.T) {
			id, got := f.start(t, "sv;q=0.95, "+lang+";q=0.9, en;q=0.1")
			if got != lang {
				t.Fatalf("Accept-Language %s gave %s", lang, got)
			}
			for _, tc := range []struct {
				scenario int // index in scenarios
				kind     interpret.Kind
				link     string
				held     []string
			}{
				{1, interpret.KindOnRequest, "https://ask.example.com/talk", []string{"other-source-value"}},
				{5, interpret.KindGivenOnOptIn, "https://www.example.org/contact", nil},
				{6, interpret.KindInputRequired, "https://www.example.org/contact", nil},
				{7, interpret.KindActionPending, "https://www.example.org/contact", []string{"done-claim"}},
			} {
				q := scenarios[tc.scenario].questions[lang]
				events, raw := f.send(t, id, lang, q)
				text, turn := answer(t, events)
				if k := kinds(turn); !slices.Equal(k, []string{string(tc.kind)}) || turn.Steps[0].Link != tc.link {
					t.Errorf("%q: steps %+v, want %s with %s", q, turn.Steps, tc.kind, tc.link)
				}
				var held []string
				for _, h := range turn.HeldBack {
					held = append(held, h.Reason)
				}
				if !slices.Equal(held, tc.held) {
					t.Errorf("%q: held back %v, want %v", q, held, tc.held)
				}
				if webPrice.MatchString(raw) || doneClaim.MatchString(raw) {
					t.Errorf("%q: the stream carries a removed value or claim:\n%s", q, raw)
				}
				if text == "" {
					t.Errorf("%q: no text", q)
				}
			}
		})
	}
	removed := f.blocked()
	if len(removed) < 4 {
		t.Fatalf("the guard removed %d sentences; the scripted planner should have tempted it four times", len(removed))
	}
}

// TestWebSendsNothingRemoved checks every event of a turn against the
// sentences the guard removed in it.
func TestWebSendsNothingRemoved(t *testing.T) {
	f := newWebFixture(t, nil)
	id, _ := f.start(t, "fr")
	var stream strings.Builder
	for _, sc := range scenarios {
		_, raw := f.send(t, id, "fr", sc.questions["fr"])
		stream.WriteString(raw)
	}
	removed := f.blocked()
	if len(removed) == 0 {
		t.Fatal("the guard removed nothing: the test would prove nothing")
	}
	for _, r := range removed {
		for _, part := range strings.FieldsFunc(r, func(c rune) bool { return c == '.' || c == '!' || c == '\n' }) {
			if part = strings.TrimSpace(part); len(part) > 12 && strings.Contains(stream.String(), part) {
				t.Errorf("removed text %q reached the stream", part)
			}
		}
	}
}

// TestWebConversationsApart: two ids are two conversations. An answer in
// one does not continue a task that asked a question in the other.
func TestWebConversationsApart(t *testing.T) {
	f := newWebFixture(t, nil)
	a, _ := f.start(t, "en")
	b, _ := f.start(t, "en")
	if a == b {
		t.Fatal("two conversations got one id")
	}
	_, turn := answer(t, first(f.send(t, a, "en", "I need an appointment at the clinic.")))
	if k := kinds(turn); !slices.Equal(k, []string{string(interpret.KindInputRequired)}) {
		t.Fatalf("a: %v", k)
	}
	// An answer to a's question; alone (in b) it asks for nothing. A bare
	// day would start a booking of b's own.
	_, turn = answer(t, first(f.send(t, b, "en", "Yes, please.")))
	if slices.Contains(kinds(turn), string(interpret.KindActionPending)) {
		t.Errorf("b continued a's booking: %+v", turn)
	}
	_, turn = answer(t, first(f.send(t, a, "en", "Tuesday, please.")))
	if k := kinds(turn); !slices.Equal(k, []string{string(interpret.KindActionPending)}) {
		t.Errorf("a's answer did not continue its booking: %v", k)
	}
}

func first[A, B any](a A, _ B) A { return a }

// TestWebHeaders checks the headers on the page, its files and the API.
func TestWebHeaders(t *testing.T) {
	f := newWebFixture(t, nil)
	for _, p := range []string{"/", "/app.js", "/style.css", "/i18n/de.json"} {
		res, err := f.srv.Client().Get(f.srv.URL + p)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		csp := res.Header.Get("Content-Security-Policy")
		if res.StatusCode != 200 || csp != contentSecurityPolicy || res.Header.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("GET %s: %d, CSP %q, nosniff %q", p, res.StatusCode, csp, res.Header.Get("X-Content-Type-Options"))
		}
	}
	for _, bad := range []string{"unsafe-inline", "unsafe-eval", "http:", "*"} {
		if strings.Contains(contentSecurityPolicy, bad) {
			t.Errorf("CSP allows %s", bad)
		}
	}
}

// TestWebRefuses checks the requests the page's API turns away.
func TestWebRefuses(t *testing.T) {
	f := newWebFixture(t, nil)
	id, _ := f.start(t, "en")
	msg := `{"text":"When is the chapel open?","lang":"en"}`
	for _, tc := range []struct {
		name, path, contentType, body string
		header                        map[string]string
		want                          int
	}{
		{"unknown conversation", "/api/conversations/nope/messages", "application/json", msg, nil, 404},
		{"empty message", "/api/conversations/" + id + "/messages", "application/json", `{"text":"  ","lang":"en"}`, nil, 400},
		{"too long", "/api/conversations/" + id + "/messages", "application/json", `{"text":"` + strings.Repeat("a", maxMessage+1) + `"}`, nil, 400},
		{"a form post", "/api/conversations/" + id + "/messages", "application/x-www-form-urlencoded", "text=hi", nil, 400},
		{"unknown field", "/api/conversations/" + id + "/messages", "application/json", `{"text":"hi","html":"<b>"}`, nil, 400},
		{"from another site", "/api/conversations/" + id + "/messages", "application/json", msg, map[string]string{"Sec-Fetch-Site": "cross-site"}, 403},
		{"another site's origin", "/api/conversations", "application/json", "", map[string]string{"Origin": "https://evil.example"}, 403},
		{"a rebound host name", "/api/conversations", "application/json", "", map[string]string{"Host": "evil.example"}, 421},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req, _ := http.NewRequest("POST", f.srv.URL+tc.path, strings.NewReader(tc.body))
			req.Header.Set("Content-Type", tc.contentType)
			for k, v := range tc.header {
				req.Header.Set(k, v)
				if k == "Host" {
					req.Host = v
				}
			}
			res, err := f.srv.Client().Do(req)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != tc.want {
				t.Errorf("status %d, want %d", res.StatusCode, tc.want)
			}
		})
	}
}

// TestConversationsBounded checks the limits on the server's
// conversations: in number, in idle time, and one message at a time.
func TestConversationsBounded(t *testing.T) {
	now := time.Date(2026, 1, 1, 9, 0, 0, 0, time.UTC)
	cs := newConversations(func() chatter { return &Assistant{} }, 2, time.Minute)
	cs.now = func() time.Time { return now }
	a, _ := cs.create()
	now = now.Add(time.Second)
	b, _ := cs.create()
	now = now.Add(time.Second)
	c, _ := cs.create() // evicts a, idle longest
	if _, _, err := cs.acquire(a); !errors.Is(err, errNoConversation) || cs.len() != 2 {
		t.Errorf("a after a third: %v, %d held", err, cs.len())
	}
	_, release, err := cs.acquire(b)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := cs.acquire(b); !errors.Is(err, errBusy) {
		t.Errorf("b twice at once: %v", err)
	}
	_, releaseC, _ := cs.acquire(c)
	if _, err := cs.create(); !errors.Is(err, errFull) {
		t.Errorf("a new one while both answer: %v", err)
	}
	release()
	releaseC()
	now = now.Add(2 * time.Minute)
	if _, _, err := cs.acquire(b); !errors.Is(err, errNoConversation) || cs.len() != 0 {
		t.Errorf("b after idling: %v, %d held", err, cs.len())
	}
}

// TestWebLabels checks the page's labels: every language has every key
// English has, and a badge for every outcome kind and a note for every
// reason the guard holds something back.
func TestWebLabels(t *testing.T) {
	en := readLabels(t, "en")
	var want []string
	for _, k := range interpret.Kinds() {
		want = append(want, "badge."+string(k))
	}
	// The guard's reasons, as the page receives them.
	want = append(want, "badge.error", "held.other-source-value", "held.done-claim")
	for _, k := range want {
		if _, ok := en[k]; !ok {
			t.Errorf("en: no %s", k)
		}
	}
	for _, l := range present.New().Languages() {
		labels := readLabels(t, l.String())
		for k, v := range en {
			got, ok := labels[k]
			if !ok || fmt.Sprint(got) == "" {
				t.Errorf("%s: no %s", l, k)
			}
			if s, isString := v.(string); isString && strings.Contains(s, "{") && !sameMarks(s, fmt.Sprint(got)) {
				t.Errorf("%s: %s has other {placeholders} than en: %q", l, k, got)
			}
		}
	}
}

func readLabels(t *testing.T, lang string) map[string]any {
	t.Helper()
	b, err := fs.ReadFile(webFiles, path.Join("web/i18n", lang+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("%s: %v", lang, err)
	}
	return m
}

// placeholder matches a label's {name}.
var placeholder = regexp.MustCompile(`\{[a-z]+\}`)

// sameMarks reports whether a and b have the same {placeholders}.
func sameMarks(a, b string) bool {
	ma, mb := placeholder.FindAllString(a, -1), placeholder.FindAllString(b, -1)
	slices.Sort(ma)
	slices.Sort(mb)
	return slices.Equal(ma, mb)
}

// TestNewWebTurn checks what a turn sends the page: a tel: address as a
// dialable link, an address that fails present's checks as none, a failed
// call as an "error" badge, and the guard's reasons without the sentences.
func TestNewWebTurn(t *testing.T) {
	reply := &Reply{
		Steps: []Step{
			{Outcome: interpret.Outcome{Kind: interpret.KindOnRequest, Operator: "Example Family Clinic", PersonEntry: "tel:+1-555-0100"}},
			{Outcome: interpret.Outcome{Kind: interpret.KindOnRequest, Operator: "Example Law Partners", PersonEntry: "javascript:alert(1)"}},
			{Outcome: interpret.Outcome{Kind: interpret.KindActionReferred, Operator: "Example Memorial Chapel", PersonEntry: "https://user:pw@ask.example.com/talk?who=me"}},
			{Err: "agent unreachable"},
		},
		Blocked: []guard.Block{{Reason: guard.ReasonOtherSourceValue, Text: "It costs $2,450."}},
	}
	got, err := json.Marshal(newWebTurn(reply))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"steps":[` +
		`{"kind":"on-request","operator":"Example Family Clinic","link":"tel:+15550100","linkText":"+1 555 0100"},` +
		`{"kind":"on-request","operator":"Example Law Partners"},` +
		`{"kind":"action-referred","operator":"Example Memorial Chapel"},` +
		`{"kind":"error"}],` +
		`"heldBack":[{"reason":"other-source-value"}]}`
	if string(got) != want {
		t.Errorf("turn\n%s\nwant\n%s", got, want)
	}
}
