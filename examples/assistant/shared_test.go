package main

import (
	"encoding/json"
	"errors"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/agent-capability/onrequest/examples/assistant/demo"
	"github.com/agent-capability/onrequest/internal/redistest"
	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present/guard"
	"github.com/agent-capability/onrequest/store"
	"github.com/agent-capability/onrequest/store/redisstore"
)

// Two instances of the assistant share a Redis: turn one goes to the
// first, where the chapel refers its prices; turn two goes to the second,
// whose model repeats a price without asking anyone, and the second's
// guard blocks it because the ledger came from Redis.
func TestTwoInstancesShareAConversation(t *testing.T) {
	srv := redistest.Start(t)
	agents, stop, err := demo.Start(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	model := httptest.NewServer(&fakeModel{})
	defer model.Close()
	env := cleanEnv("OPENAI_BASE_URL="+model.URL+"/v1/", "OPENAI_API_KEY=k", "OPENAI_MODEL=fake-model")
	args := []string{"-redis", srv.URL(), "-allow-private", "-json"}
	for _, u := range agents.URLs() {
		args = append(args, "-agent", u)
	}
	ask := func(conversation, question string) Reply {
		t.Helper()
		res := runAssistant(t, "", env, append(args, "-conversation", conversation, "-ask", question)...)
		if res.code != 0 {
			t.Fatalf("exit %d\n%s", res.code, res.stderr)
		}
		var r Reply
		if err := json.NewDecoder(strings.NewReader(res.stdout)).Decode(&r); err != nil {
			t.Fatalf("%v\n%s", err, res.stdout)
		}
		return r
	}

	first := ask("c-42", "What does a cremation cost at the chapel?")
	if len(first.Steps) != 1 || first.Steps[0].Outcome.Kind != interpret.KindOnRequest {
		t.Fatalf("turn one: %+v; want the chapel's on-request reply", first.Steps)
	}

	second := ask("c-42", "What was that price again?")
	if len(second.Steps) != 0 || !webPrice.MatchString(second.Draft) {
		t.Fatalf("turn two: steps %+v, draft %q; want a draft with the price and no tool call", second.Steps, second.Draft)
	}
	if webPrice.MatchString(second.Text) {
		t.Errorf("turn two, on the second instance: the price reached the person: %q", second.Text)
	}
	if len(second.Blocked) == 0 || second.Blocked[0].Reason != guard.ReasonOtherSourceValue {
		t.Errorf("turn two: blocked %+v; want the price blocked as a value from another source", second.Blocked)
	}

	// The same turn in a conversation the first instance never had: the
	// guard has nothing to go on, and the price passes. This is what the
	// shared ledger prevents above.
	if other := ask("c-other", "What was that price again?"); !webPrice.MatchString(other.Text) {
		t.Errorf("a new conversation blocked the price too (%q): the test above proves nothing", other.Text)
	}
}

// When the conversation's ledger cannot be read, the assistant gives no
// answer rather than one guarded by an empty ledger.
func TestLedgerUnreadableNoAnswer(t *testing.T) {
	srv := redistest.Start(t)
	st, err := redisstore.Open(srv.URL(), redisstore.WithTimeout(200*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	a, _ := newTestAssistant(t, &Scripted{Tempt: true}, WithLedgers(st, "c-1"))
	if _, err := a.Ask(t.Context(), "What does a cremation cost at the chapel?", nil); err != nil {
		t.Fatal(err)
	}
	srv.Stop()
	var out strings.Builder
	r, err := a.Ask(t.Context(), "What does a cremation cost at the chapel?", &out)
	if !errors.Is(err, store.ErrUnavailable) || r != nil || out.Len() > 0 {
		t.Fatalf("Ask with Redis down = %+v, %v, wrote %q; want ErrUnavailable and no answer", r, err, out.String())
	}
	srv.Start()
	if _, err := a.Ask(t.Context(), "What does a cremation cost at the chapel?", nil); err != nil {
		t.Fatalf("after Redis came back: %v", err)
	}
}

// exampleLanguages are the languages the example speaks, in the order
// tests report them.
var exampleLanguages = []string{"en", "de", "fr", "es", "it", "nl", "pt", "ja"}
