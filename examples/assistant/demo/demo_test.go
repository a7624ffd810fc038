package demo

import (
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2aclient"

	"github.com/agent-capability/onrequest/interpret"
)

func startAgents(t *testing.T) *Agents {
	t.Helper()
	agents, stop, err := Start(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)
	return agents
}

// activate is a client interceptor that requests the extension, as the
// library's client does on every call.
type activate struct {
	a2aclient.PassthroughInterceptor
}

func (activate) Before(ctx context.Context, req *a2aclient.Request) (context.Context, any, error) {
	req.ServiceParams.Append(a2a.SvcParamExtensions, interpret.URI)
	return ctx, nil, nil
}

func fetchCard(t *testing.T, ag Agent) *a2a.AgentCard {
	t.Helper()
	resp, err := http.Get(ag.CardURL())
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var card a2a.AgentCard
	if err := json.NewDecoder(resp.Body).Decode(&card); err != nil {
		t.Fatal(err)
	}
	return &card
}

// acceptLanguage is a client interceptor that names the person's language,
// as client.WithLanguage does.
type acceptLanguage struct {
	a2aclient.PassthroughInterceptor
	list string
}

func (l acceptLanguage) Before(ctx context.Context, req *a2aclient.Request) (context.Context, any, error) {
	req.ServiceParams.Append(svcParamLanguage, l.list)
	return ctx, nil, nil
}

func send(t *testing.T, ag Agent, activated bool, taskID a2a.TaskID, text string) a2a.SendMessageResult {
	t.Helper()
	return sendIn(t, ag, "", activated, taskID, text)
}

// sendIn sends text with lang as the Accept-Language service parameter
// ("" for none).
func sendIn(t *testing.T, ag Agent, lang string, activated bool, taskID a2a.TaskID, text string) a2a.SendMessageResult {
	t.Helper()
	var opts []a2aclient.FactoryOption
	if activated {
		opts = append(opts, a2aclient.WithCallInterceptors(activate{}))
	}
	if lang != "" {
		opts = append(opts, a2aclient.WithCallInterceptors(acceptLanguage{list: lang}))
	}
	c, err := a2aclient.NewFromCard(t.Context(), fetchCard(t, ag), opts...)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Destroy()
	msg := a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart(text))
	msg.TaskID = taskID
	res, err := c.SendMessage(t.Context(), &a2a.SendMessageRequest{Message: msg})
	if err != nil {
		t.Fatalf("SendMessage(%q): %v", text, err)
	}
	return res
}

// marker returns the extension's object on a carrier and whether the
// carrier also lists the URI in its extensions.
func marker(meta map[string]any, exts []string) (map[string]any, bool) {
	m, _ := meta[interpret.URI].(map[string]any)
	listed := false
	for _, e := range exts {
		listed = listed || e == interpret.URI
	}
	return m, listed
}

var anyPrice = regexp.MustCompile(`\d+(\.\d+)?\s*(EUR|USD|€|\$)|[€$]\s*\d`)

func TestRepliesMarkedOnlyWhenActivated(t *testing.T) {
	agents := startAgents(t)
	tests := []struct {
		name     string
		agent    func(*Agents) Agent
		text     string
		wantMsg  bool          // a Message, else a Task
		state    a2a.TaskState // for a Task
		status   string        // marker status; "" for none
		where    string        // "message", "status", "artifact"
		entry    string
		contains string
		noPrice  bool
	}{
		{"chapel hours", func(a *Agents) Agent { return a.Chapel }, "When is the chapel open?", true, "", "", "", "", "Monday to Friday", false},
		{"chapel pricing", func(a *Agents) Agent { return a.Chapel }, "What does a cremation cost?", true, "", "on-request", "message", "https://ask.example.com/talk", "gives its prices to the person who asks", true},
		{"chapel booking", func(a *Agents) Agent { return a.Chapel }, "Book an arrangement meeting", false, a2a.TaskStateRejected, "action-referred", "status", "https://ask.example.com/talk", "can't book", true},
		{"chapel transfer", func(a *Agents) Agent { return a.Chapel }, "What is the transfer status of my mother?", false, a2a.TaskStateAuthRequired, "", "", "", "sign in", true},
		{"chapel staff", func(a *Agents) Agent { return a.Chapel }, "Can I speak to a member of staff?", true, "", "", "", "", "funeral director", true},
		{"clinic fees", func(a *Agents) Agent { return a.Clinic }, "What does a consultation cost?", false, a2a.TaskStateCompleted, "given-on-opt-in", "artifact", "https://www.example.org/contact", "45 EUR", false},
		{"clinic appointment no day", func(a *Agents) Agent { return a.Clinic }, "I need an appointment", false, a2a.TaskStateInputRequired, "", "", "", "Which day", true},
		{"clinic appointment", func(a *Agents) Agent { return a.Clinic }, "I need an appointment on Tuesday", false, a2a.TaskStateCompleted, "", "", "", "nothing is booked yet", true},
		{"clinic vaccines", func(a *Agents) Agent { return a.Clinic }, "Do you have flu vaccines?", false, a2a.TaskStateFailed, "", "", "", "not answering", true},
		{"law quote", func(a *Agents) Agent { return a.Law }, "How much for a will?", true, "", "on-request", "message", "tel:+1-555-0100", "+1-555-0100", true},
		{"law newsletter", func(a *Agents) Agent { return a.Law }, "Subscribe me to the newsletter", false, a2a.TaskStateCompleted, "", "", "", "subscribed", true},
	}
	for _, tt := range tests {
		for _, activated := range []bool{true, false} {
			name := tt.name + map[bool]string{true: "/activated", false: "/not-activated"}[activated]
			t.Run(name, func(t *testing.T) {
				res := send(t, tt.agent(agents), activated, "", tt.text)
				var text string
				var meta map[string]any
				var listed bool
				var all []map[string]any // every marker anywhere in the reply
				switch r := res.(type) {
				case *a2a.Message:
					if !tt.wantMsg {
						t.Fatalf("got a Message, want a Task in %s", tt.state)
					}
					text = messageText(r)
					meta, listed = marker(r.Metadata, r.Extensions)
					all = append(all, meta)
				case *a2a.Task:
					if tt.wantMsg {
						t.Fatalf("got a Task in %s, want a Message", r.Status.State)
					}
					if r.Status.State != tt.state {
						t.Fatalf("state = %s, want %s", r.Status.State, tt.state)
					}
					if m := r.Status.Message; m != nil {
						text = messageText(m)
						sm, sl := marker(m.Metadata, m.Extensions)
						all = append(all, sm)
						if tt.where == "status" {
							meta, listed = sm, sl
						}
					}
					for _, a := range r.Artifacts {
						for _, p := range a.Parts {
							text += " " + p.Text()
						}
						am, al := marker(a.Metadata, a.Extensions)
						all = append(all, am)
						if tt.where == "artifact" {
							meta, listed = am, al
						}
					}
					tm, _ := marker(r.Metadata, nil)
					all = append(all, tm)
				default:
					t.Fatalf("result %T", res)
				}
				if !strings.Contains(text, tt.contains) {
					t.Errorf("text %q does not contain %q (OR-6.2: the words say it too)", text, tt.contains)
				}
				if tt.noPrice && anyPrice.MatchString(text) {
					t.Errorf("text %q carries a price", text)
				}
				if !activated || tt.status == "" {
					for _, m := range all {
						if m != nil {
							t.Errorf("reply marked %v; want no marker (activated=%v)", m, activated)
						}
					}
					return
				}
				if meta == nil || !listed {
					t.Fatalf("no marker on the %s (listed in extensions: %v)", tt.where, listed)
				}
				if meta["status"] != tt.status || meta["personEntry"] != tt.entry {
					t.Errorf("marker = %v, want status %s personEntry %s", meta, tt.status, tt.entry)
				}
				if meta["skillId"] == "" {
					t.Error("marker has no skillId")
				}
			})
		}
	}
}

func TestInputRequiredContinues(t *testing.T) {
	agents := startAgents(t)
	first, ok := send(t, agents.Clinic, true, "", "I would like an appointment").(*a2a.Task)
	if !ok || first.Status.State != a2a.TaskStateInputRequired {
		t.Fatalf("first reply = %#v, want an input-required task", first)
	}
	second, ok := send(t, agents.Clinic, true, first.ID, "Friday").(*a2a.Task)
	if !ok {
		t.Fatal("second reply is not a task")
	}
	if second.ID != first.ID || second.Status.State != a2a.TaskStateCompleted {
		t.Fatalf("second reply: task %s in %s, want task %s completed", second.ID, second.Status.State, first.ID)
	}
	if got := messageText(second.Status.Message); !strings.Contains(got, "Friday") || !strings.Contains(got, "nothing is booked") {
		t.Errorf("second reply text %q", got)
	}
}

func TestCardCaching(t *testing.T) {
	agents := startAgents(t)
	for _, ag := range agents.All() {
		resp, err := http.Get(ag.CardURL())
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		etag := resp.Header.Get("ETag")
		if resp.StatusCode != 200 || etag == "" || resp.Header.Get("Cache-Control") != "max-age=300" {
			t.Fatalf("%s: status %d, ETag %q, Cache-Control %q", ag.Operator, resp.StatusCode, etag, resp.Header.Get("Cache-Control"))
		}
		for _, inm := range []string{etag, `"other", W/` + etag, "*"} {
			req, _ := http.NewRequest(http.MethodGet, ag.CardURL(), nil)
			req.Header.Set("If-None-Match", inm)
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusNotModified {
				t.Errorf("%s: If-None-Match %s gave %d, want 304", ag.Operator, inm, resp.StatusCode)
			}
		}
		req, _ := http.NewRequest(http.MethodGet, ag.CardURL(), nil)
		req.Header.Set("If-None-Match", `"stale"`)
		resp, err = http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Errorf("%s: stale If-None-Match gave %d, want 200", ag.Operator, resp.StatusCode)
		}
	}
}

func TestCardsMatchAnnexA(t *testing.T) {
	agents := startAgents(t)
	card := fetchCard(t, agents.Chapel)
	if got := card.SupportedInterfaces[0].URL; got != agents.Chapel.RPCURL {
		t.Errorf("chapel interface URL %q, want %q", got, agents.Chapel.RPCURL)
	}
	for _, ag := range agents.All() {
		card := fetchCard(t, ag)
		if card.Provider == nil || card.Provider.Org != ag.Operator {
			t.Errorf("%s: provider %+v", ag.Operator, card.Provider)
		}
		// OR-3.9: no skill text carries an on-request value.
		for _, s := range card.Skills {
			all := s.Name + s.Description + strings.Join(s.Examples, " ") + strings.Join(s.Tags, " ")
			if anyPrice.MatchString(all) {
				t.Errorf("%s skill %s: card text carries a price", ag.Operator, s.ID)
			}
		}
		var found bool
		for _, ext := range card.Capabilities.Extensions {
			found = found || (ext.URI == interpret.URI && !ext.Required)
		}
		if !found {
			t.Errorf("%s: extension not declared with required false (OR-3.1)", ag.Operator)
		}
	}
	if _, err := Card("nobody", "http://127.0.0.1/"); err == nil {
		t.Error("Card(nobody) did not fail")
	}
}
