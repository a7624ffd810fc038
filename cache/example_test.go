package cache_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2asrv"

	"github.com/agent-capability/onrequest/cache"
)

// demoCard is a small A2A 1.0 card for the examples.
func demoCard() *a2a.AgentCard {
	return &a2a.AgentCard{
		Name:                "Example Memorial Chapel assistant",
		Description:         "Answers questions for Example Memorial Chapel.",
		Version:             "1.0.0",
		SupportedInterfaces: []*a2a.AgentInterface{a2a.NewAgentInterface("https://agent.example.com/a2a/v1", a2a.TransportProtocolJSONRPC)},
		DefaultInputModes:   []string{"text/plain"},
		DefaultOutputModes:  []string{"text/plain"},
		Skills:              []a2a.AgentSkill{{ID: "opening-hours", Name: "Opening hours", Description: "When the chapel is open.", Tags: []string{"hours"}}},
	}
}

// An agent's card is fetched once, then served from memory while fresh.
func ExampleCache_Card() {
	// An A2A agent on loopback, served by a2a-go, with a caching header.
	cardHandler := a2asrv.NewStaticAgentCardHandler(demoCard())
	agent := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "max-age=300")
		cardHandler.ServeHTTP(w, r)
	}))
	defer agent.Close()

	cards := cache.New()
	ctx := context.Background()
	for range 3 {
		entry, err := cards.Card(ctx, agent.URL)
		if err != nil {
			fmt.Println("error:", err)
			return
		}
		fmt.Println(entry.Card.Name, "via", entry.Card.SupportedInterfaces[0].ProtocolBinding)
	}
	s := cards.Stats()
	fmt.Printf("fetches=%d hits=%d\n", s.Fetches, s.Hits)
	// Output:
	// Example Memorial Chapel assistant via JSONRPC
	// Example Memorial Chapel assistant via JSONRPC
	// Example Memorial Chapel assistant via JSONRPC
	// fetches=1 hits=2
}

// When the agent is down, the last good card is served for a while, marked
// stale, with the reason.
func ExampleCache_Card_staleIfError() {
	cardHandler := a2asrv.NewStaticAgentCardHandler(demoCard())
	var down atomic.Bool
	agent := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if down.Load() {
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		w.Header().Set("Cache-Control", "max-age=60")
		cardHandler.ServeHTTP(w, r)
	}))
	defer agent.Close()

	now := time.Now()
	cards := cache.New(
		cache.WithStaleIfError(30*time.Minute),
		cache.WithClock(func() time.Time { return now }),
	)
	ctx := context.Background()
	if _, err := cards.Card(ctx, agent.URL); err != nil {
		fmt.Println("error:", err)
		return
	}

	down.Store(true)
	now = now.Add(2 * time.Minute) // past max-age, within the stale window
	entry, err := cards.Card(ctx, agent.URL)
	var status *cache.StatusError
	fmt.Println(entry.Card.Name, err, entry.Stale, errors.As(entry.Err, &status), status.StatusCode)

	now = now.Add(time.Hour) // past the stale window
	_, err = cards.Card(ctx, agent.URL)
	fmt.Println(errors.As(err, &status), status.StatusCode)
	// Output:
	// Example Memorial Chapel assistant <nil> true true 503
	// true 503
}

// CardURL shows which URL the cache fetches for an agent URL.
func ExampleCardURL() {
	for _, agentURL := range []string{
		"https://Agent.Example.com/",
		"https://agent.example.com:443/tenants/a",
		"https://agent.example.com/cards/chapel.json",
		"ftp://agent.example.com",
	} {
		u, err := cache.CardURL(agentURL)
		if errors.Is(err, cache.ErrInvalidAgentURL) {
			fmt.Println("invalid:", agentURL)
			continue
		}
		fmt.Println(u)
	}
	// Output:
	// https://agent.example.com/.well-known/agent-card.json
	// https://agent.example.com/tenants/a/.well-known/agent-card.json
	// https://agent.example.com/cards/chapel.json
	// invalid: ftp://agent.example.com
}

// A card that is not valid is an error, never cached.
func ExampleCache_Card_invalidCard() {
	agent := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, `{"name": "Half a card", "supportedInterfaces": [`)
	}))
	defer agent.Close()

	cards := cache.New(cache.WithMaxCardSize(64 << 10))
	_, err := cards.Card(context.Background(), agent.URL)
	fmt.Println(errors.Is(err, cache.ErrInvalidCard), cards.Stats().Entries)
	// Output:
	// true 0
}
