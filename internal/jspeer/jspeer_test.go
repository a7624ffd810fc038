package jspeer_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2aclient"
	"github.com/a2aproject/a2a-go/v2/a2aclient/agentcard"
	"github.com/a2aproject/a2a-go/v2/a2acompat/a2av0"

	"github.com/agent-capability/onrequest/internal/cardjson"
	"github.com/agent-capability/onrequest/internal/jspeer"
)

// These tests drive the JavaScript peer with a2a-go's own client, without
// any of this module's packages: they prove the peer speaks A2A 1.0 the way
// a2a-go does, so that a failure in the client's interop tests points at the
// client, not at the peer.

const uri = "https://agent-capability.org/ext/on-request/v1"

// activate is the smallest interceptor that asks for the extension.
type activate struct {
	a2aclient.PassthroughInterceptor
}

func (activate) Before(ctx context.Context, req *a2aclient.Request) (context.Context, any, error) {
	req.ServiceParams.Append("A2A-Extensions", uri)
	return ctx, nil, nil
}

// protoJSONParser reads a card whose security requirements use ProtoJSON's
// StringList form, {"list": [...]}, as A2A 1.0, Annex A and @a2a-js/sdk
// write them. a2a-go v2.4.0 reads only a bare array there
// (github.com/a2aproject/a2a-go/issues/430), so the lists are unwrapped
// before its parser runs.
func protoJSONParser(body []byte) (*a2a.AgentCard, error) {
	var doc map[string]any
	if err := json.Unmarshal(body, &doc); err != nil {
		return nil, err
	}
	unwrap := func(reqs any) {
		list, _ := reqs.([]any)
		for _, r := range list {
			schemes, _ := r.(map[string]any)["schemes"].(map[string]any)
			for name, scopes := range schemes {
				if obj, ok := scopes.(map[string]any); ok {
					if l, ok := obj["list"]; ok {
						schemes[name] = l
					} else {
						schemes[name] = []any{}
					}
				}
			}
		}
	}
	unwrap(doc["securityRequirements"])
	skills, _ := doc["skills"].([]any)
	for _, s := range skills {
		if m, ok := s.(map[string]any); ok {
			unwrap(m["securityRequirements"])
		}
	}
	b, err := json.Marshal(doc)
	if err != nil {
		return nil, err
	}
	return agentcard.DefaultCardParser(b)
}

func resolve(t *testing.T, ctx context.Context, base string) *a2a.AgentCard {
	t.Helper()
	r := &agentcard.Resolver{CardParser: protoJSONParser}
	card, err := r.Resolve(ctx, base)
	if err != nil {
		t.Fatalf("resolving the card: %v", err)
	}
	return card
}

func newClient(t *testing.T, ctx context.Context, card *a2a.AgentCard, activated bool, binding a2a.TransportProtocol) *a2aclient.Client {
	t.Helper()
	var opts []a2aclient.FactoryOption
	if activated {
		opts = append(opts, a2aclient.WithCallInterceptors(activate{}))
	}
	var endpoints []*a2a.AgentInterface
	for _, in := range card.SupportedInterfaces {
		if in.ProtocolBinding == binding {
			endpoints = append(endpoints, in)
		}
	}
	if len(endpoints) == 0 {
		t.Fatalf("card has no %s interface", binding)
	}
	c, err := a2aclient.NewFromEndpoints(ctx, endpoints, opts...)
	if err != nil {
		t.Fatalf("a2aclient: %v", err)
	}
	t.Cleanup(func() { _ = c.Destroy() })
	return c
}

func ask(text string) *a2a.SendMessageRequest {
	return &a2a.SendMessageRequest{Message: a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart(text))}
}

func text(m *a2a.Message) string {
	if m == nil {
		return ""
	}
	var b strings.Builder
	for _, p := range m.Parts {
		b.WriteString(p.Text())
	}
	return b.String()
}

// mark returns the extension's object from metadata, or nil.
func mark(md map[string]any) map[string]any {
	m, _ := md[uri].(map[string]any)
	return m
}

func TestCard(t *testing.T) {
	base := jspeer.Start(t)
	ctx := t.Context()

	resp, err := http.Get(base + "/.well-known/agent-card.json")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	etag := resp.Header.Get("ETag")
	if resp.StatusCode != http.StatusOK || etag == "" {
		t.Fatalf("card: %s, ETag %q", resp.Status, etag)
	}
	if cc := resp.Header.Get("Cache-Control"); !strings.Contains(cc, "max-age=3600") {
		t.Errorf("Cache-Control = %q, want max-age=3600", cc)
	}

	// The declaration is Annex A's, key for key, plus the peer's own skills.
	var raw struct {
		Capabilities struct {
			Extensions []struct {
				URI      string          `json:"uri"`
				Required *bool           `json:"required"`
				Params   json.RawMessage `json:"params"`
			} `json:"extensions"`
		} `json:"capabilities"`
	}
	if err := json.Unmarshal(body, &raw); err != nil {
		t.Fatal(err)
	}
	if len(raw.Capabilities.Extensions) != 1 {
		t.Fatalf("extensions = %d, want 1", len(raw.Capabilities.Extensions))
	}
	ext := raw.Capabilities.Extensions[0]
	if ext.URI != uri || ext.Required == nil || *ext.Required {
		t.Errorf("extension uri=%q required=%v, want %q and an explicit false (OR-3.1)", ext.URI, ext.Required, uri)
	}
	var params struct {
		Skills []map[string]any `json:"skills"`
	}
	if err := json.Unmarshal(ext.Params, &params); err != nil {
		t.Fatal(err)
	}
	wantA1 := []string{
		`{"assistantAccess":false,"id":"service-pricing","personEntry":"https://ask.example.com/talk"}`,
		`{"assistantAccess":true,"completion":"in-conversation","id":"arrangement-booking","personEntry":"https://ask.example.com/talk"}`,
	}
	for i, want := range wantA1 {
		got, _ := json.Marshal(params.Skills[i])
		if string(got) != want {
			t.Errorf("params.skills[%d] = %s, want %s", i, got, want)
		}
	}

	// a2a-go v2.4.0's own parser rejects the card's ProtoJSON security
	// requirements (a2a-go#430). When this starts to pass, a2a-go has been
	// fixed and protoJSONParser can go.
	if _, err := agentcard.DefaultCardParser(body); err == nil {
		t.Errorf("a2a-go's DefaultCardParser now reads {\"list\": [...]} scopes; drop protoJSONParser")
	}

	// a2a-go reads the same card once the scope lists are unwrapped.
	card := resolve(t, ctx, base)
	i := slices.IndexFunc(card.Skills, func(s a2a.AgentSkill) bool { return s.ID == "transfer-status" })
	if i < 0 {
		t.Fatalf("no transfer-status skill in %v", card.Skills)
	}
	if reqs := card.Skills[i].SecurityRequirements; len(reqs) != 1 || !slices.Equal(reqs[0]["family-portal"], a2a.SecuritySchemeScopes{"openid"}) {
		t.Errorf("transfer-status securityRequirements = %v", reqs)
	}
	if card.Provider == nil || card.Provider.Org != "Example Memorial Chapel" {
		t.Errorf("provider = %+v", card.Provider)
	}
	if !card.Capabilities.Streaming || len(card.Capabilities.Extensions) != 1 || card.Capabilities.Extensions[0].URI != uri {
		t.Errorf("capabilities = %+v", card.Capabilities)
	}
	if _, ok := card.SecuritySchemes["family-portal"]; !ok {
		t.Errorf("securitySchemes = %v, want family-portal", card.SecuritySchemes)
	}

	// Revalidation: the same ETag gets 304, and the peer counts it.
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, base+"/.well-known/agent-card.json", nil)
	req.Header.Set("If-None-Match", etag)
	resp, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotModified {
		t.Errorf("If-None-Match: %s, want 304", resp.Status)
	}
	req.Header.Set("If-None-Match", `W/"other"`)
	resp, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("If-None-Match with another tag: %s, want 200", resp.Status)
	}
	st, err := jspeer.ReadStats(ctx, base)
	if err != nil {
		t.Fatal(err)
	}
	if st.Card != (jspeer.CardCounts{OK: 3, NotModified: 1, Conditional: 2}) {
		t.Errorf("card counts = %+v, want 3 ok, 1 not modified, 2 conditional", st.Card)
	}
}

func TestCardMaxAge(t *testing.T) {
	base := jspeer.Start(t, jspeer.CardMaxAge(2*time.Second))
	resp, err := http.Get(base + "/.well-known/agent-card.json")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if cc := resp.Header.Get("Cache-Control"); cc != "public, max-age=2" {
		t.Errorf("Cache-Control = %q, want public, max-age=2", cc)
	}
}

// TestPeer runs the checks that need no peer of their own against one.
func TestPeer(t *testing.T) {
	base := jspeer.Start(t)
	for _, c := range []struct {
		name string
		fn   func(*testing.T, string)
	}{
		{"VersionRequired", testVersionRequired},
		{"SendMessage", testSendMessage},
		{"SendStreamingMessage", testSendStreamingMessage},
		{"FollowUp", testFollowUp},
		{"SkillHint", testSkillHint},
		{"ExtensionsHeaderEcho", testExtensionsHeaderEcho},
	} {
		t.Run(c.name, func(t *testing.T) { c.fn(t, base) })
	}
}

// testVersionRequired: without A2A-Version the SDK takes the request as 0.3
// and refuses it.
func testVersionRequired(t *testing.T, base string) {
	for _, version := range []string{"", "1.0"} {
		body := `{"jsonrpc":"2.0","id":"1","method":"SendMessage","params":{"message":{"messageId":"` + a2a.NewMessageID() + `","role":"ROLE_USER","parts":[{"text":"When are you open?"}]}}}`
		req, _ := http.NewRequestWithContext(t.Context(), http.MethodPost, base+"/a2a/v1", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		if version != "" {
			req.Header.Set("A2A-Version", version)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var rpc struct {
			Result json.RawMessage `json:"result"`
			Error  *struct {
				Code int `json:"code"`
			} `json:"error"`
		}
		err = json.NewDecoder(resp.Body).Decode(&rpc)
		resp.Body.Close()
		if err != nil {
			t.Fatal(err)
		}
		switch version {
		case "":
			if rpc.Error == nil || rpc.Error.Code != -32009 {
				t.Errorf("no A2A-Version: error %+v, want code -32009 (version not supported)", rpc.Error)
			}
		default:
			if rpc.Error != nil || rpc.Result == nil {
				t.Errorf("A2A-Version %s: error %+v", version, rpc.Error)
			}
		}
	}
}

// want describes one kind of reply.
type want struct {
	question string
	skill    string
	message  bool          // a Message, not a Task
	state    a2a.TaskState // for a Task
	status   string        // the marker's status when activated; "" for none
	onArt    bool          // the marker is on the artifact (given-on-opt-in)
	artifact bool          // the task carries an artifact
	words    string        // part of the reply text, the same either way (OR-6.2)
}

var kinds = []want{
	{question: "When are you open?", skill: "opening-hours", message: true, words: "Monday to Friday"},
	{question: "What does a cremation cost?", skill: "service-pricing", message: true, status: "on-request", words: "https://ask.example.com/talk"},
	{question: "Please book an arrangement meeting.", skill: "arrangement-booking", state: a2a.TaskStateRejected, status: "action-referred", words: "can't book"},
	{question: "What do memorial stones cost?", skill: "price-list", state: a2a.TaskStateCompleted, status: "given-on-opt-in", onArt: true, artifact: true, words: "Memorial stones"},
	{question: "Could someone call me back?", skill: "callback-request", state: a2a.TaskStateCompleted, words: "call back on the next working day"},
	{question: "Please add my condolence message.", skill: "condolence-book", state: a2a.TaskStateCompleted, artifact: true, words: "has been added"},
	{question: "Is my father in your care yet? Transfer status please.", skill: "transfer-status", state: a2a.TaskStateAuthRequired, words: "sign in"},
	{question: "I want to speak to a funeral director.", skill: "speak-to-staff", state: a2a.TaskStateInputRequired, words: "Which number"},
	{question: "Please fail.", skill: "fail", state: a2a.TaskStateFailed, words: "went wrong"},
}

func checkMessage(t *testing.T, w want, activated bool, m *a2a.Message) {
	t.Helper()
	if m.Role != a2a.MessageRoleAgent {
		t.Errorf("role = %q, want %q", m.Role, a2a.MessageRoleAgent)
	}
	if !strings.Contains(text(m), w.words) {
		t.Errorf("text %q does not contain %q", text(m), w.words)
	}
	checkMark(t, w, activated, m.Metadata, m.Extensions)
}

func checkMark(t *testing.T, w want, activated bool, md map[string]any, exts []string) {
	t.Helper()
	got := mark(md)
	if !activated || w.status == "" {
		if got != nil || len(exts) != 0 {
			t.Errorf("marker %v, extensions %v; want none (activated=%v)", got, exts, activated)
		}
		return
	}
	if got == nil {
		t.Fatalf("no marker; want status %q", w.status)
	}
	if got["status"] != w.status || got["skillId"] != w.skill || got["personEntry"] != "https://ask.example.com/talk" {
		t.Errorf("marker = %v, want status %q skill %q", got, w.status, w.skill)
	}
	if len(exts) != 1 || exts[0] != uri {
		t.Errorf("extensions = %v, want [%s]", exts, uri)
	}
}

func checkTask(t *testing.T, w want, activated bool, task *a2a.Task) {
	t.Helper()
	if task.Status.State != w.state {
		t.Fatalf("state = %q, want %q", task.Status.State, w.state)
	}
	var words string
	if task.Status.Message != nil {
		words = text(task.Status.Message)
	}
	for _, a := range task.Artifacts {
		for _, p := range a.Parts {
			words += p.Text()
		}
	}
	if !strings.Contains(words, w.words) {
		t.Errorf("task text %q does not contain %q", words, w.words)
	}
	if w.artifact != (len(task.Artifacts) == 1) {
		t.Errorf("artifacts = %d, want artifact %v", len(task.Artifacts), w.artifact)
	}
	if w.onArt {
		checkMark(t, w, activated, task.Artifacts[0].Metadata, task.Artifacts[0].Extensions)
		if task.Status.Message != nil && mark(task.Status.Message.Metadata) != nil {
			t.Errorf("given-on-opt-in marker also on the status message")
		}
		return
	}
	if task.Status.Message == nil {
		t.Fatalf("no status message")
	}
	checkMark(t, w, activated, task.Status.Message.Metadata, task.Status.Message.Extensions)
}

func testSendMessage(t *testing.T, base string) {
	ctx := t.Context()
	card := resolve(t, ctx, base)
	for _, binding := range []a2a.TransportProtocol{a2a.TransportProtocolJSONRPC, a2a.TransportProtocolHTTPJSON} {
		for _, activated := range []bool{true, false} {
			c := newClient(t, ctx, card, activated, binding)
			for _, w := range kinds {
				name := string(binding) + "/" + w.skill
				if !activated {
					name += "/not-activated"
				}
				t.Run(name, func(t *testing.T) {
					req := ask(w.question)
					res, err := c.SendMessage(ctx, req)
					if err != nil {
						t.Fatal(err)
					}
					switch r := res.(type) {
					case *a2a.Message:
						if !w.message {
							t.Fatalf("got a Message, want a Task in %s", w.state)
						}
						checkMessage(t, w, activated, r)
					case *a2a.Task:
						if w.message {
							t.Fatalf("got a Task in %s, want a Message", r.Status.State)
						}
						checkTask(t, w, activated, r)
						// GetTask returns the same stored task.
						got, err := c.GetTask(ctx, &a2a.GetTaskRequest{ID: r.ID})
						if err != nil {
							t.Fatalf("GetTask: %v", err)
						}
						checkTask(t, w, activated, got)
					default:
						t.Fatalf("result %T", res)
					}

					st, err := jspeer.ReadStats(ctx, base)
					if err != nil {
						t.Fatal(err)
					}
					seen, ok := st.Request(req.Message.ID)
					if !ok {
						t.Fatalf("peer did not record message %s", req.Message.ID)
					}
					if seen.Activated != activated || seen.Skill != w.skill || seen.A2AVersion != "1.0" || seen.Binding != string(binding) {
						t.Errorf("peer saw %+v; want activated=%v skill=%s version 1.0", seen, activated, w.skill)
					}
				})
			}
		}
	}
}

func testSendStreamingMessage(t *testing.T, base string) {
	ctx := t.Context()
	card := resolve(t, ctx, base)
	for _, binding := range []a2a.TransportProtocol{a2a.TransportProtocolJSONRPC, a2a.TransportProtocolHTTPJSON} {
		for _, activated := range []bool{true, false} {
			c := newClient(t, ctx, card, activated, binding)
			for _, w := range kinds {
				name := string(binding) + "/" + w.skill
				if !activated {
					name += "/not-activated"
				}
				t.Run(name, func(t *testing.T) {
					var events []a2a.Event
					for ev, err := range c.SendStreamingMessage(ctx, ask(w.question)) {
						if err != nil {
							t.Fatal(err)
						}
						events = append(events, ev)
					}
					if w.message {
						if len(events) != 1 {
							t.Fatalf("%d events, want one Message", len(events))
						}
						m, ok := events[0].(*a2a.Message)
						if !ok {
							t.Fatalf("event %T, want a Message", events[0])
						}
						checkMessage(t, w, activated, m)
						return
					}
					// Rebuild the task from the events as a client would.
					task, ok := events[0].(*a2a.Task)
					if !ok {
						t.Fatalf("first event %T, want a Task", events[0])
					}
					if task.Status.State != a2a.TaskStateSubmitted {
						t.Errorf("first state %q, want submitted", task.Status.State)
					}
					var states []a2a.TaskState
					for _, ev := range events[1:] {
						switch e := ev.(type) {
						case *a2a.TaskStatusUpdateEvent:
							task.Status = e.Status
							states = append(states, e.Status.State)
						case *a2a.TaskArtifactUpdateEvent:
							task.Artifacts = append(task.Artifacts, e.Artifact)
						default:
							t.Fatalf("event %T inside a task stream", ev)
						}
					}
					if len(states) != 2 || states[0] != a2a.TaskStateWorking {
						t.Errorf("states %v, want working then %s", states, w.state)
					}
					checkTask(t, w, activated, task)
				})
			}
		}
	}
}

// testFollowUp answers an input-required task in the same task.
func testFollowUp(t *testing.T, base string) {
	ctx := t.Context()
	c := newClient(t, ctx, resolve(t, ctx, base), true, a2a.TransportProtocolJSONRPC)
	res, err := c.SendMessage(ctx, ask("I want to speak to a funeral director."))
	if err != nil {
		t.Fatal(err)
	}
	task, ok := res.(*a2a.Task)
	if !ok || task.Status.State != a2a.TaskStateInputRequired {
		t.Fatalf("first reply %#v, want a task in input-required", res)
	}
	reply := a2a.NewMessageForTask(a2a.MessageRoleUser, task, a2a.NewTextPart("Tomorrow at ten, on 555 0100."))
	res, err = c.SendMessage(ctx, &a2a.SendMessageRequest{Message: reply})
	if err != nil {
		t.Fatal(err)
	}
	done, ok := res.(*a2a.Task)
	if !ok || done.ID != task.ID || done.Status.State != a2a.TaskStateCompleted {
		t.Fatalf("second reply %#v, want task %s completed", res, task.ID)
	}
}

// testSkillHint: the skill named in message metadata wins over keywords.
func testSkillHint(t *testing.T, base string) {
	ctx := t.Context()
	c := newClient(t, ctx, resolve(t, ctx, base), true, a2a.TransportProtocolJSONRPC)
	req := ask("When are you open?")
	req.Message.Metadata = map[string]any{"skillId": "service-pricing"}
	res, err := c.SendMessage(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	m, ok := res.(*a2a.Message)
	if !ok || mark(m.Metadata)["status"] != "on-request" {
		t.Fatalf("reply %#v, want the service-pricing referral", res)
	}
}

// testExtensionsHeaderEcho: the peer echoes A2A-Extensions on unary and
// streaming replies when the request activated the extension, alone or in a
// list, and not otherwise; it marks the reply on the same condition.
func testExtensionsHeaderEcho(t *testing.T, base string) {
	for _, method := range []string{"SendMessage", "SendStreamingMessage"} {
		for _, header := range []string{"", uri, "https://example.com/ext/other/v1, " + uri, "https://example.com/ext/other/v1"} {
			activated := strings.Contains(header, uri)
			id := a2a.NewMessageID()
			body := `{"jsonrpc":"2.0","id":"1","method":"` + method + `","params":{"message":{"messageId":"` + id + `","role":"ROLE_USER","parts":[{"text":"What does a cremation cost?"}]}}}`
			req, _ := http.NewRequestWithContext(t.Context(), http.MethodPost, base+"/a2a/v1", strings.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("A2A-Version", "1.0")
			if header != "" {
				req.Header.Set("A2A-Extensions", header)
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			reply, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			echo := resp.Header.Values("A2A-Extensions")
			if activated && (len(echo) != 1 || echo[0] != uri) || !activated && len(echo) != 0 {
				t.Errorf("%s with A2A-Extensions %q: echoed %q", method, header, echo)
			}
			if marked := strings.Contains(string(reply), `"status":"on-request"`); marked != activated {
				t.Errorf("%s with A2A-Extensions %q: marked %v, want %v", method, header, marked, activated)
			}
			st, err := jspeer.ReadStats(t.Context(), base)
			if err != nil {
				t.Fatal(err)
			}
			if seen, ok := st.Request(id); !ok || seen.Activated != activated || seen.ExtensionsHeader != header {
				t.Errorf("%s with A2A-Extensions %q: the peer recorded %+v", method, header, seen)
			}
		}
	}
}

func TestReadStatsError(t *testing.T) {
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if _, err := jspeer.ReadStats(ctx, "http://127.0.0.1:1"); err == nil || !errors.Is(err, context.Canceled) {
		t.Errorf("ReadStats on a canceled context: %v", err)
	}
}

// TestV03Card: with V03 the SDK serves a 0.3 card to a request without
// A2A-Version and the 1.0 card to a 1.0 request, each with its own ETag and
// Vary: A2A-Version; a2a-go's 0.3 parser reads the declaration from the
// former.
func TestV03Card(t *testing.T) {
	base := jspeer.Start(t, jspeer.V03())
	get := func(version string) (*http.Response, []byte) {
		t.Helper()
		req, _ := http.NewRequestWithContext(t.Context(), http.MethodGet, base+"/.well-known/agent-card.json", nil)
		if version != "" {
			req.Header.Set("A2A-Version", version)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		return resp, body
	}
	old, oldBody := get("")
	cur, curBody := get("1.0")
	for _, r := range []*http.Response{old, cur} {
		if r.StatusCode != http.StatusOK || !slices.Contains(r.Header.Values("Vary"), "A2A-Version") {
			t.Errorf("card: %s, Vary %q; want 200 and Vary: A2A-Version", r.Status, r.Header.Values("Vary"))
		}
	}
	if old.Header.Get("ETag") == cur.Header.Get("ETag") {
		t.Errorf("the 0.3 and 1.0 cards share ETag %s", old.Header.Get("ETag"))
	}
	// The 0.3 card has the top-level url and preferredTransport of 0.3 (the
	// SDK also embeds the 1.0 interfaces in it, for clients that upgrade).
	if !strings.Contains(string(oldBody), `"protocolVersion":"0.3"`) || !strings.Contains(string(oldBody), `"preferredTransport":"JSONRPC"`) {
		t.Errorf("card without A2A-Version is not a 0.3 card: %.200s", oldBody)
	}
	if !strings.Contains(string(curBody), "supportedInterfaces") || strings.Contains(string(curBody), "preferredTransport") {
		t.Errorf("card for A2A-Version 1.0 is not a 1.0 card: %.200s", curBody)
	}
	card, err := a2av0.NewAgentCardParser()(oldBody)
	if err != nil {
		t.Fatalf("a2a-go's 0.3 parser: %v", err)
	}
	if len(card.Capabilities.Extensions) != 1 || card.Capabilities.Extensions[0].URI != uri || card.Capabilities.Extensions[0].Params["skills"] == nil {
		t.Errorf("0.3 card extensions = %+v", card.Capabilities.Extensions)
	}
}

// TestSDKCard records how an agent deployed as the SDK's README shows
// serves its card: securitySchemes in the SDK's internal oneof form, which
// a2a-go's parser refuses, so a Go client cannot read the card at all
// unless it repairs that field, as internal/cardjson does. Everything else
// is A2A's JSON.
func TestSDKCard(t *testing.T) {
	base := jspeer.Start(t, jspeer.SDKCard())
	resp, err := http.Get(base + "/.well-known/agent-card.json")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	var raw struct {
		SecuritySchemes map[string]map[string]json.RawMessage `json:"securitySchemes"`
	}
	if err := json.Unmarshal(body, &raw); err != nil {
		t.Fatal(err)
	}
	scheme := raw.SecuritySchemes["family-portal"]
	if _, ok := scheme["scheme"]; !ok || !strings.Contains(string(scheme["scheme"]), `"$case":"openIdConnectSecurityScheme"`) {
		t.Errorf("family-portal = %s; the SDK no longer sends its internal form: SDKCard may be dropped", body)
	}
	if _, err := agentcard.DefaultCardParser(body); err == nil || !strings.Contains(err.Error(), "unknown security scheme") {
		t.Errorf("a2a-go's parser on the SDK's card: %v, want an unknown security scheme error", err)
	}
	if card, err := cardjson.Parse(body); err != nil {
		t.Errorf("cardjson on the SDK's card: %v", err)
	} else if _, ok := card.SecuritySchemes["family-portal"].(a2a.OpenIDConnectSecurityScheme); !ok {
		t.Errorf("cardjson read family-portal as %#v", card.SecuritySchemes["family-portal"])
	}
	// The extension's declaration itself comes through unchanged.
	if !strings.Contains(string(body), `{"id":"service-pricing","personEntry":"https://ask.example.com/talk","assistantAccess":false}`) {
		t.Errorf("declaration changed in the SDK's card: %s", body)
	}
}

// TestStopped: the peer is gone when the test that started it ends.
func TestStopped(t *testing.T) {
	var base string
	t.Run("run", func(t *testing.T) {
		base = jspeer.Start(t)
		if _, err := jspeer.ReadStats(t.Context(), base); err != nil {
			t.Fatal(err)
		}
	})
	if base == "" {
		t.Skip("the peer did not start")
	}
	if _, err := jspeer.ReadStats(t.Context(), base); err == nil {
		t.Errorf("the peer at %s still answers after its test ended", base)
	}
}
