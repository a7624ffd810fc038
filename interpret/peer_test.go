package interpret_test

import (
	"context"
	"iter"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2aclient"
	"github.com/a2aproject/a2a-go/v2/a2asrv"

	"github.com/agent-capability/onrequest/internal/cardjson"
	"github.com/agent-capability/onrequest/interpret"
)

// annexAgent replays the Annex A replies through a2a-go's own server: the
// question picks the reply. A.4's artifact is sent in two chunks, as a
// streaming agent would.
type annexAgent struct {
	message *a2a.Message // A.2
	refer   *a2a.Task    // A.3
	give    *a2a.Task    // A.4
}

func (a *annexAgent) Execute(_ context.Context, ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {
		switch ec.Message.Parts[0].Text() {
		case "A.2":
			m := *a.message
			yield(&m, nil)
		case "A.3":
			if !yield(a2a.NewSubmittedTask(ec, ec.Message), nil) {
				return
			}
			if !yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateWorking, nil), nil) {
				return
			}
			m := *a.refer.Status.Message
			m.TaskID, m.ContextID = ec.TaskID, ec.ContextID
			yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateRejected, &m), nil)
		case "A.4":
			if !yield(a2a.NewSubmittedTask(ec, ec.Message), nil) {
				return
			}
			art := a.give.Artifacts[0]
			text := art.Parts[0].Text()
			first := a2a.NewArtifactEvent(ec, a2a.NewTextPart(text[:20]))
			first.Artifact.ID = art.ID
			first.Artifact.Name, first.Artifact.Metadata, first.Artifact.Extensions = art.Name, art.Metadata, art.Extensions
			if !yield(first, nil) {
				return
			}
			rest := a2a.NewArtifactUpdateEvent(ec, art.ID, a2a.NewTextPart(text[20:]))
			rest.Append, rest.LastChunk = true, true
			if !yield(rest, nil) {
				return
			}
			yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateCompleted, nil), nil)
		}
	}
}

func (a *annexAgent) Cancel(_ context.Context, ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {
		yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateCanceled, nil), nil)
	}
}

// TestAnnexThroughA2AGo sends the Annex A exchanges through a2a-go's server
// and client, over JSON-RPC and HTTP+JSON on loopback, unary and streaming,
// and reads what the client hands back. The markers must survive the wire,
// and a2a-go's own event order must read as the Annex says.
func TestAnnexThroughA2AGo(t *testing.T) {
	dir := filepath.Join("..", "testdata", "annex-a")
	var agent annexAgent
	agent.message = new(a2a.Message)
	agent.refer, agent.give = new(a2a.Task), new(a2a.Task)
	if err := readJSON(filepath.Join(dir, "message-on-request.json"), agent.message); err != nil {
		t.Fatal(err)
	}
	if err := readJSON(filepath.Join(dir, "task-action-referred.json"), agent.refer); err != nil {
		t.Fatal(err)
	}
	if err := readJSON(filepath.Join(dir, "task-given-on-opt-in.json"), agent.give); err != nil {
		t.Fatal(err)
	}
	cardJSON, err := os.ReadFile(filepath.Join(dir, "card.json"))
	if err != nil {
		t.Fatal(err)
	}
	card, err := cardjson.Parse(cardJSON)
	if err != nil {
		t.Fatal(err)
	}
	annex := interpret.Declare(card)
	// A.4 is a different operator that opened service-pricing.
	opened := *annex
	opened.Skills = append([]interpret.Skill(nil), annex.Skills...)
	opened.Skills[0].AssistantAccess = true

	handler := a2asrv.NewHandler(&agent)
	servers := map[a2a.TransportProtocol]*httptest.Server{
		a2a.TransportProtocolJSONRPC:  httptest.NewServer(a2asrv.NewJSONRPCHandler(handler)),
		a2a.TransportProtocolHTTPJSON: httptest.NewServer(a2asrv.NewRESTHandler(handler)),
	}
	for _, s := range servers {
		t.Cleanup(s.Close)
	}

	cases := []struct {
		ask  string
		decl *interpret.Declaration
		kind interpret.Kind
	}{
		{"A.2", annex, interpret.KindOnRequest},
		{"A.3", annex, interpret.KindActionReferred},
		{"A.4", &opened, interpret.KindGivenOnOptIn},
		{"A.4", annex, interpret.KindOnRequest}, // the A.1 card does not open pricing
	}
	for protocol, server := range servers {
		client, err := a2aclient.NewFromEndpoints(t.Context(), []*a2a.AgentInterface{a2a.NewAgentInterface(server.URL, protocol)})
		if err != nil {
			t.Fatal(err)
		}
		for _, tc := range cases {
			t.Run(string(protocol)+"/"+tc.ask+"/"+string(tc.kind), func(t *testing.T) {
				call := interpret.Call{Declaration: tc.decl, Activated: true}
				req := &a2a.SendMessageRequest{Message: a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart(tc.ask))}

				res, err := client.SendMessage(t.Context(), req)
				if err != nil {
					t.Fatal(err)
				}
				unary := call.Result(res)
				checkPeerOutcome(t, "SendMessage", unary, tc.kind)

				stream := call.Stream()
				req.Message = a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart(tc.ask))
				for ev, err := range client.SendStreamingMessage(t.Context(), req) {
					if err != nil {
						t.Fatal(err)
					}
					stream.Add(ev)
				}
				streamed := stream.Outcome()
				checkPeerOutcome(t, "SendStreamingMessage", streamed, tc.kind)
				if unary.ArtifactText() != streamed.ArtifactText() {
					t.Errorf("artifact text: unary %q, streamed %q", unary.ArtifactText(), streamed.ArtifactText())
				}

				if task, ok := res.(*a2a.Task); ok {
					got, err := client.GetTask(t.Context(), &a2a.GetTaskRequest{ID: task.ID})
					if err != nil {
						t.Fatal(err)
					}
					checkPeerOutcome(t, "GetTask", call.Task(got), tc.kind)
				}
			})
		}
	}
}

func checkPeerOutcome(t *testing.T, how string, o interpret.Outcome, kind interpret.Kind) {
	t.Helper()
	if o.Kind != kind || o.PersonEntry != "https://ask.example.com/talk" {
		t.Errorf("%s: kind %s personEntry %q, want %s; findings %v", how, o.Kind, o.PersonEntry, kind, o.Findings)
	}
	wantFindings := 0
	if o.SkillID == "service-pricing" && kind == interpret.KindOnRequest && o.TaskID != "" {
		wantFindings = 1 // OR-5.3: given-on-opt-in for a skill the card does not open
	}
	if len(o.Findings) != wantFindings {
		t.Errorf("%s: findings %v", how, o.Findings)
	}
	if kind == interpret.KindGivenOnOptIn {
		want := "A direct cremation at Example Memorial Chapel is [price as the chapel gives it], including transfer and the certificate fee."
		if o.ArtifactText() != want {
			t.Errorf("%s: artifact text %q", how, o.ArtifactText())
		}
	}
}
