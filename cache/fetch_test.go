package cache

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2acompat/a2av0"
	"github.com/a2aproject/a2a-go/v2/a2asrv"
)

func TestRequestHeadersAndPath(t *testing.T) {
	a := &agent{}
	base := startAgent(t, a)
	e, err := New().Card(t.Context(), base+"/")
	if err != nil {
		t.Fatal(err)
	}
	r := a.lastRequest.Load()
	if r.Method != http.MethodGet || r.URL.Path != "/.well-known/agent-card.json" {
		t.Errorf("request %s %s, want GET /.well-known/agent-card.json", r.Method, r.URL.Path)
	}
	if got := r.Header.Get("A2A-Version"); got != "1.0" {
		t.Errorf("A2A-Version = %q, want 1.0", got)
	}
	if got := r.Header.Get("Accept"); got != "application/json" {
		t.Errorf("Accept = %q, want application/json", got)
	}
	if e.URL != base+"/.well-known/agent-card.json" {
		t.Errorf("Entry.URL = %q", e.URL)
	}
}

func TestCardURLPointingAtJSON(t *testing.T) {
	a := &agent{}
	base := startAgent(t, a)
	e, err := New().Card(t.Context(), base+"/cards/Chapel.JSON")
	if err != nil {
		t.Fatal(err)
	}
	if p := a.lastRequest.Load().URL.Path; p != "/cards/Chapel.JSON" {
		t.Errorf("fetched %q, want the .json URL itself", p)
	}
	if e.URL != base+"/cards/Chapel.JSON" {
		t.Errorf("Entry.URL = %q", e.URL)
	}
}

// Spellings of one agent URL share one entry.
func TestKeyNormalised(t *testing.T) {
	a := &agent{header: hdr("Cache-Control", "max-age=600")}
	base := startAgent(t, a) // http://127.0.0.1:port
	c := New()
	for _, u := range []string{base, base + "/", strings.Replace(base, "http://", "HTTP://", 1) + "//", " " + base + "#frag"} {
		if _, err := c.Card(t.Context(), u); err != nil {
			t.Fatalf("%q: %v", u, err)
		}
	}
	if got := a.gets.Load(); got != 1 {
		t.Fatalf("GETs = %d, want 1", got)
	}
	if s := c.Stats(); s.Hits != 3 || s.Misses != 1 || s.Entries != 1 {
		t.Fatalf("stats %+v", s)
	}
}

func TestInvalidCard(t *testing.T) {
	tests := []struct {
		name string
		body string
	}{
		{"malformed JSON", `{"name": "Broken", "supportedInterfaces": [`},
		{"empty body", ``},
		{"null", `null`},
		{"array", `[{"name":"x"}]`},
		{"wrong type", `{"name": 7, "supportedInterfaces": []}`},
		{"no name", `{"name": "", "supportedInterfaces": [{"url": "https://a.example/a2a", "protocolBinding": "JSONRPC", "protocolVersion": "1.0"}]}`},
		{"no interface", `{"name": "Nowhere", "supportedInterfaces": []}`},
		{"interface without URL", `{"name": "Nowhere", "supportedInterfaces": [{"protocolBinding": "JSONRPC"}]}`},
		{"null interface", `{"name": "Nowhere", "supportedInterfaces": [null]}`},
		{"0.3 without url", `{"name": "Nowhere", "protocolVersion": "0.3.0"}`},
		{"HTML error page", `<html><body>Bad gateway</body></html>`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := &agent{body: []byte(tt.body), header: hdr("Cache-Control", "max-age=600")}
			base := startAgent(t, a)
			c := New()
			for i := range 2 {
				e, err := c.Card(t.Context(), base)
				if !errors.Is(err, ErrInvalidCard) {
					t.Fatalf("call %d: err = %v, want ErrInvalidCard", i, err)
				}
				if e.Card != nil {
					t.Fatal("card returned with an error")
				}
			}
			// Never cached: the second call went to the agent again.
			if got := a.gets.Load(); got != 2 {
				t.Fatalf("GETs = %d, want 2", got)
			}
			if s := c.Stats(); s.Entries != 0 || s.Errors != 2 {
				t.Fatalf("stats %+v; want no entry, 2 errors", s)
			}
		})
	}
}

// Null entries in the interface list are dropped, so callers never meet a nil.
func TestNullInterfaceDropped(t *testing.T) {
	body := `{"name": "Gappy", "supportedInterfaces": [null, {"url": "https://a.example/a2a", "protocolBinding": "JSONRPC", "protocolVersion": "1.0"}, null]}`
	e, err := New().Card(t.Context(), startAgent(t, &agent{body: []byte(body)}))
	if err != nil {
		t.Fatal(err)
	}
	if len(e.Card.SupportedInterfaces) != 1 || e.Card.SupportedInterfaces[0].URL != "https://a.example/a2a" {
		t.Fatalf("interfaces %v", e.Card.SupportedInterfaces)
	}
}

func TestInvalidCardWrapsParserError(t *testing.T) {
	a := &agent{body: []byte(`{"name": 7}`)}
	base := startAgent(t, a)
	_, err := New().Card(t.Context(), base)
	var typeErr *json.UnmarshalTypeError
	if !errors.Is(err, ErrInvalidCard) || !errors.As(err, &typeErr) {
		t.Fatalf("err = %v; want ErrInvalidCard wrapping *json.UnmarshalTypeError", err)
	}
}

// An invalid card does not replace the last good one: while that is fresh it
// is served; once expired it is served stale with the error.
func TestInvalidCardKeepsLastGood(t *testing.T) {
	clock := newFakeClock()
	a := &agent{clock: clock, header: hdr("Cache-Control", "max-age=60")}
	base := startAgent(t, a)
	c := New(WithClock(clock.Now))
	good, err := c.Card(t.Context(), base)
	if err != nil {
		t.Fatal(err)
	}
	a.set(func(a *agent) { a.body = []byte(`{"name": "Impostor"`) })
	clock.Advance(61 * time.Second)
	e, err := c.Card(t.Context(), base)
	if err != nil || !e.Stale || e.Card != good.Card || !errors.Is(e.Err, ErrInvalidCard) {
		t.Fatalf("got %+v, %v; want the last good card, stale, with ErrInvalidCard", e, err)
	}
	a.set(func(a *agent) { a.body = readTestdata(t, "card-v03.json") })
	e, err = c.Card(t.Context(), base)
	if err != nil || e.Stale || e.Card.Name != "Example Florist assistant" {
		t.Fatalf("after the agent is fixed: %+v, %v", e, err)
	}
}

func TestCardSizeLimit(t *testing.T) {
	card := readTestdata(t, "card-v1.json")
	limit := int64(len(card))
	padded := append(bytes.Clone(card), ' ') // one byte over: still valid JSON
	tests := []struct {
		name    string
		body    []byte
		chunked bool
		wantErr bool
	}{
		{"at the limit", card, false, false},
		{"at the limit, chunked", card, true, false},
		{"over, with Content-Length", padded, false, true},
		{"over, without Content-Length", padded, true, true},
		{"far over, without Content-Length", bytes.Repeat([]byte(" "), 4<<20), true, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := &agent{body: tt.body, chunked: tt.chunked}
			base := startAgent(t, a)
			c := New(WithMaxCardSize(limit))
			e, err := c.Card(t.Context(), base)
			if !tt.wantErr {
				if err != nil || e.Card == nil {
					t.Fatalf("err = %v", err)
				}
				return
			}
			if !errors.Is(err, ErrCardTooLarge) {
				t.Fatalf("err = %v, want ErrCardTooLarge", err)
			}
			// An announced length over the limit is refused before reading.
			var se *sizeError
			if errors.As(err, &se) && (se.known >= 0) != !tt.chunked {
				t.Fatalf("announced length %d for chunked=%v", se.known, tt.chunked)
			}
			if c.Stats().Entries != 0 {
				t.Fatal("oversized card cached")
			}
		})
	}
}

func TestDefaultCardSizeLimit(t *testing.T) {
	body := append(readTestdata(t, "card-v1.json"), bytes.Repeat([]byte(" "), 1<<20)...)
	base := startAgent(t, &agent{body: body, chunked: true})
	if _, err := New().Card(t.Context(), base); !errors.Is(err, ErrCardTooLarge) {
		t.Fatalf("err = %v, want ErrCardTooLarge at the 1 MiB default", err)
	}
}

func TestStatusError(t *testing.T) {
	for _, code := range []int{http.StatusNotFound, http.StatusForbidden, http.StatusInternalServerError, http.StatusServiceUnavailable} {
		a := &agent{status: code}
		base := startAgent(t, a)
		_, err := New().Card(t.Context(), base)
		var se *StatusError
		if !errors.As(err, &se) || se.StatusCode != code || se.URL != base+"/.well-known/agent-card.json" {
			t.Errorf("status %d: err = %v", code, err)
		}
	}
}

// A 304 to a request that carried no validator is not a card.
func TestUnsolicitedNotModified(t *testing.T) {
	base := startAgent(t, &agent{status: http.StatusNotModified})
	_, err := New().Card(t.Context(), base)
	var se *StatusError
	if !errors.As(err, &se) || se.StatusCode != http.StatusNotModified {
		t.Fatalf("err = %v, want *StatusError 304", err)
	}
}

func TestVersion03Cards(t *testing.T) {
	v1 := mustParse(t, readTestdata(t, "card-v1.json"))
	tests := []struct {
		name          string
		handler       http.Handler
		wantName      string
		wantInterface a2a.AgentInterface
	}{
		{
			name:          "0.3 card",
			handler:       &agent{body: readTestdata(t, "card-v03.json")},
			wantName:      "Example Florist assistant",
			wantInterface: a2a.AgentInterface{URL: "https://florist.example.com/a2a/jsonrpc", ProtocolBinding: a2a.TransportProtocolJSONRPC, ProtocolVersion: "0.3.0"},
		},
		{
			name:          "0.3 card without preferredTransport",
			handler:       &agent{body: readTestdata(t, "card-v03-no-transport.json")},
			wantName:      "Example Bakery assistant",
			wantInterface: a2a.AgentInterface{URL: "https://bakery.example.com/a2a", ProtocolBinding: a2a.TransportProtocolJSONRPC, ProtocolVersion: "0.3.0"},
		},
		{
			name:          "a2a-go 0.3 compat producer",
			handler:       a2asrv.NewAgentCardHandler(a2av0.NewStaticAgentCardProducer(compatCard())),
			wantName:      "Compat agent",
			wantInterface: a2a.AgentInterface{URL: "https://compat.example.com/a2a", ProtocolBinding: a2a.TransportProtocolJSONRPC, ProtocolVersion: a2av0.Version},
		},
		{
			name:          "a2a-go 1.0 static handler",
			handler:       a2asrv.NewStaticAgentCardHandler(v1),
			wantName:      v1.Name,
			wantInterface: *v1.SupportedInterfaces[0],
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := httptest.NewServer(tt.handler)
			defer srv.Close()
			e, err := New().Card(t.Context(), srv.URL)
			if err != nil {
				t.Fatal(err)
			}
			if e.Card.Name != tt.wantName {
				t.Errorf("Name = %q, want %q", e.Card.Name, tt.wantName)
			}
			if got := *e.Card.SupportedInterfaces[0]; got != tt.wantInterface {
				t.Errorf("interface = %+v, want %+v", got, tt.wantInterface)
			}
		})
	}
}

func TestVersion03SecurityAndSkills(t *testing.T) {
	base := startAgent(t, &agent{body: readTestdata(t, "card-v03.json")})
	e, err := New().Card(t.Context(), base)
	if err != nil {
		t.Fatal(err)
	}
	if len(e.Card.Skills) != 2 || len(e.Card.Skills[1].SecurityRequirements) != 1 {
		t.Fatalf("skills %+v", e.Card.Skills)
	}
	if !e.Card.Capabilities.ExtendedAgentCard {
		t.Error("supportsAuthenticatedExtendedCard not carried into capabilities")
	}
}

// ProtoJSON scope lists ({"list": [...]}) are read although a2a-go v2.4.0
// rejects them on its own.
func TestProtoJSONScopeLists(t *testing.T) {
	body := readTestdata(t, "card-v1.json")
	e, err := New().Card(t.Context(), startAgent(t, &agent{body: body}))
	if err != nil {
		t.Fatal(err)
	}
	var skill a2a.AgentSkill
	for _, s := range e.Card.Skills {
		if s.ID == "transfer-status" {
			skill = s
		}
	}
	want := a2a.SecurityRequirements{"family-portal": {"openid"}}
	if len(skill.SecurityRequirements) != 1 || !equalReq(skill.SecurityRequirements[0], want) {
		t.Fatalf("transfer-status requirements = %v, want %v", skill.SecurityRequirements, want)
	}
	params := e.Card.Capabilities.Extensions[0].Params
	if skills, _ := params["skills"].([]any); len(skills) != 2 {
		t.Fatalf("extension params lost in the rewrite: %v", params)
	}
}

func equalReq(a, b a2a.SecurityRequirements) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		w, ok := b[k]
		if !ok || strings.Join(v, " ") != strings.Join(w, " ") {
			return false
		}
	}
	return true
}

func mustParse(t *testing.T, body []byte) *a2a.AgentCard {
	t.Helper()
	card, _, err := parseCard(body)
	if err != nil {
		t.Fatal(err)
	}
	return card
}

func compatCard() *a2a.AgentCard {
	return &a2a.AgentCard{
		Name:                "Compat agent",
		Description:         "Served in 0.3 and 1.0 shape at once.",
		Version:             "1.0.0",
		SupportedInterfaces: []*a2a.AgentInterface{{URL: "https://compat.example.com/a2a", ProtocolBinding: a2a.TransportProtocolJSONRPC, ProtocolVersion: a2av0.Version}},
		DefaultInputModes:   []string{"text/plain"},
		DefaultOutputModes:  []string{"text/plain"},
		Skills:              []a2a.AgentSkill{{ID: "s", Name: "S", Description: "A skill.", Tags: []string{"t"}}},
	}
}

func TestConcurrentColdCallersShareOneFetch(t *testing.T) {
	const callers = 1000
	release := make(chan struct{})
	a := &agent{block: release, header: hdr("Cache-Control", "max-age=600")}
	base := startAgent(t, a)
	c := New()

	var started, done sync.WaitGroup
	started.Add(callers)
	done.Add(callers)
	entries := make([]Entry, callers)
	errs := make([]error, callers)
	for i := range callers {
		go func() {
			defer done.Done()
			started.Done()
			entries[i], errs[i] = c.Card(context.Background(), base)
		}()
	}
	started.Wait()
	time.Sleep(50 * time.Millisecond) // let callers reach the shared fetch; the count below holds either way
	close(release)
	done.Wait()

	for i := range callers {
		if errs[i] != nil {
			t.Fatalf("caller %d: %v", i, errs[i])
		}
		if entries[i].Card != entries[0].Card {
			t.Fatalf("caller %d got a different card", i)
		}
	}
	if got := a.gets.Load(); got != 1 {
		t.Fatalf("agent saw %d GETs, want 1", got)
	}
	if s := c.Stats(); s.Fetches != 1 || s.Hits+s.Misses != callers {
		t.Fatalf("stats %+v", s)
	}
}

func TestCancelledCallerDoesNotFailOthers(t *testing.T) {
	release := make(chan struct{})
	arrived := make(chan struct{}, 1)
	a := &agent{block: release, arrived: arrived}
	base := startAgent(t, a)
	c := New()

	// The first caller's context is the one the shared fetch was started from.
	firstCtx, cancelFirst := context.WithCancel(t.Context())
	firstErr := make(chan error, 1)
	go func() {
		_, err := c.Card(firstCtx, base)
		firstErr <- err
	}()
	<-arrived // the shared GET is at the agent

	second := make(chan error, 1)
	var secondEntry Entry
	go func() {
		var err error
		secondEntry, err = c.Card(t.Context(), base)
		second <- err
	}()

	cancelFirst()
	if err := <-firstErr; !errors.Is(err, context.Canceled) {
		t.Fatalf("first caller: err = %v, want context.Canceled", err)
	}
	close(release)
	if err := <-second; err != nil {
		t.Fatalf("second caller failed: %v", err)
	}
	if secondEntry.Card == nil || a.gets.Load() != 1 {
		t.Fatalf("second caller: card %v, GETs %d", secondEntry.Card, a.gets.Load())
	}
	// The abandoned fetch's card was cached.
	if _, err := c.Card(t.Context(), base); err != nil || a.gets.Load() != 1 {
		t.Fatalf("after: err %v, GETs %d", err, a.gets.Load())
	}
}

func TestCallerDeadlineShorterThanFetch(t *testing.T) {
	release := make(chan struct{})
	a := &agent{block: release}
	base := startAgent(t, a)
	c := New()
	ctx, cancel := context.WithTimeout(t.Context(), 20*time.Millisecond)
	defer cancel()
	_, err := c.Card(ctx, base)
	close(release)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v, want DeadlineExceeded", err)
	}
}

func TestFetchTimeout(t *testing.T) {
	release := make(chan struct{})
	a := &agent{block: release}
	base := startAgent(t, a)
	defer close(release)
	c := New(WithFetchTimeout(50 * time.Millisecond))
	_, err := c.Card(t.Context(), base)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v, want the fetch timeout", err)
	}
}

func TestCancelledBeforeCall(t *testing.T) {
	a := &agent{}
	base := startAgent(t, a)
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if _, err := New().Card(ctx, base); !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v", err)
	}
	if a.gets.Load() != 0 {
		t.Fatal("a fetch was started for a caller already gone")
	}
}

func TestInvalidate(t *testing.T) {
	a := &agent{header: hdr("Cache-Control", "max-age=600")}
	base := startAgent(t, a)
	c := New()
	if _, err := c.Card(t.Context(), base); err != nil {
		t.Fatal(err)
	}
	c.Invalidate(base + "/") // another spelling of the same agent
	c.Invalidate("not a url")
	if _, err := c.Card(t.Context(), base); err != nil {
		t.Fatal(err)
	}
	if got := a.gets.Load(); got != 2 {
		t.Fatalf("GETs = %d, want 2", got)
	}
}

// A fetch under way when Invalidate is called is not cached.
func TestInvalidateDuringFetch(t *testing.T) {
	release := make(chan struct{})
	arrived := make(chan struct{}, 1)
	a := &agent{block: release, arrived: arrived, header: hdr("Cache-Control", "max-age=600")}
	base := startAgent(t, a)
	c := New()
	done := make(chan error, 1)
	go func() {
		_, err := c.Card(t.Context(), base)
		done <- err
	}()
	<-arrived
	c.Invalidate(base)
	a.set(func(a *agent) { a.block, a.arrived = nil, nil })
	close(release)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if n := c.Stats().Entries; n != 0 {
		t.Fatalf("Entries = %d, want 0: the invalidated fetch was cached", n)
	}
}

func TestEntryBound(t *testing.T) {
	const bound = 10
	a := &agent{header: hdr("Cache-Control", "max-age=600")}
	base := startAgent(t, a)
	c := New(WithMaxEntries(bound))
	for i := range 3 * bound {
		if _, err := c.Card(t.Context(), base+"/agents/"+string(rune('a'+i))); err != nil {
			t.Fatal(err)
		}
		if n := c.Stats().Entries; n > bound {
			t.Fatalf("after %d agents: %d entries, bound %d", i+1, n, bound)
		}
	}
	if s := c.Stats(); s.Evictions != 2*bound || s.Entries != bound {
		t.Fatalf("stats %+v; want %d evictions, %d entries", s, 2*bound, bound)
	}
}

// When full, the entry nearest expiry goes first, whatever the order of insertion.
func TestEvictsNearestExpiry(t *testing.T) {
	mux := http.NewServeMux()
	for path, maxAge := range map[string]string{"/long": "3600", "/short": "60", "/mid": "600", "/new": "900"} {
		a := &agent{header: hdr("Cache-Control", "max-age="+maxAge)}
		a.body = readTestdata(t, "card-v1.json")
		mux.Handle(path+"/.well-known/agent-card.json", a)
	}
	srv := httptest.NewServer(mux)
	defer srv.Close()
	c := New(WithMaxEntries(3))
	for _, p := range []string{"/long", "/short", "/mid", "/new"} {
		if _, err := c.Card(t.Context(), srv.URL+p); err != nil {
			t.Fatal(err)
		}
	}
	before := c.Stats()
	for _, p := range []string{"/long", "/mid", "/new"} {
		if _, err := c.Card(t.Context(), srv.URL+p); err != nil {
			t.Fatal(err)
		}
	}
	if got := c.Stats().Hits - before.Hits; got != 3 {
		t.Fatalf("kept entries served %d hits, want 3 (the short-lived one should have gone)", got)
	}
	if _, err := c.Card(t.Context(), srv.URL+"/short"); err != nil {
		t.Fatal(err)
	}
	if got := c.Stats().Misses - before.Misses; got != 1 {
		t.Fatalf("/short: misses %d, want 1", got)
	}
}

func TestBadAgentURL(t *testing.T) {
	c := New()
	for _, u := range []string{"", "ftp://a.example", "https://", "/relative", "https://user:secret@a.example", "mailto:x@a.example"} {
		if _, err := c.Card(t.Context(), u); !errors.Is(err, ErrInvalidAgentURL) {
			t.Errorf("%q: err = %v, want ErrInvalidAgentURL", u, err)
		}
	}
}

// Logs carry URLs and outcomes, never card bodies.
func TestLogsNoBody(t *testing.T) {
	const secret = "SECRET-PRICE-LIST-4711"
	clock := newFakeClock()
	a := &agent{clock: clock, header: hdr("Cache-Control", "max-age=60")}
	var card map[string]any
	if err := json.Unmarshal(readTestdata(t, "card-v1.json"), &card); err != nil {
		t.Fatal(err)
	}
	card["description"] = secret
	a.body, _ = json.Marshal(card)
	base := startAgent(t, a)
	var logs bytes.Buffer
	c := New(WithClock(clock.Now), WithLogger(slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))))
	if _, err := c.Card(t.Context(), base); err != nil {
		t.Fatal(err)
	}
	a.set(func(a *agent) { a.body = []byte(`{"description": "` + secret + `", "name": ` + secret + `}`) })
	clock.Advance(61 * time.Second)
	if e, _ := c.Card(t.Context(), base); !e.Stale {
		t.Fatal("want a stale card after the bad body")
	}
	if !strings.Contains(logs.String(), "agent card fetched") || !strings.Contains(logs.String(), "serving stale card") {
		t.Fatalf("expected fetch and stale logs, got:\n%s", logs.String())
	}
	if strings.Contains(logs.String(), secret) {
		t.Fatalf("card body in logs:\n%s", logs.String())
	}
}

// A flight that starts just after another stored a fresh card uses it
// instead of fetching again.
func TestRefreshRechecksStore(t *testing.T) {
	a := &agent{header: hdr("Cache-Control", "max-age=600")}
	base := startAgent(t, a)
	c := New()
	if _, err := c.Card(t.Context(), base); err != nil {
		t.Fatal(err)
	}
	key, cardURL, err := normalize(base)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.refresh(t.Context(), key, cardURL); err != nil {
		t.Fatal(err)
	}
	if a.gets.Load() != 1 {
		t.Fatalf("GETs = %d, want 1", a.gets.Load())
	}
}
