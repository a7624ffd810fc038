package cache_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agent-capability/onrequest/cache"
	"github.com/agent-capability/onrequest/internal/jspeer"
)

// TestJSPeerRevalidation runs the cache against @a2a-js/sdk, a second A2A 1.0
// implementation whose card endpoint sends ETag and max-age and answers
// If-None-Match with 304. It needs Node.js; see package jspeer.
func TestJSPeerRevalidation(t *testing.T) {
	base := jspeer.Start(t)
	var mu sync.Mutex
	now := time.Now()
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	c := cache.New(cache.WithClock(clock))
	ctx := t.Context()

	first, err := c.Card(ctx, base)
	if err != nil {
		t.Fatal(err)
	}
	if first.Card.Name == "" || len(first.Card.SupportedInterfaces) == 0 || first.Card.Capabilities.Extensions == nil {
		t.Fatalf("card from the JS peer incomplete: %+v", first.Card)
	}
	// The peer writes scope lists in ProtoJSON form, which a2a-go v2.4.0
	// alone rejects; the cache reads them.
	var scopes []string
	for _, skill := range first.Card.Skills {
		if skill.ID == "transfer-status" && len(skill.SecurityRequirements) == 1 {
			scopes = skill.SecurityRequirements[0]["family-portal"]
		}
	}
	if len(scopes) != 1 || scopes[0] != "openid" {
		t.Fatalf("transfer-status scopes = %v, want [openid]", scopes)
	}
	if got := first.Expires.Sub(first.FetchedAt); got <= 0 || got > time.Hour {
		t.Fatalf("freshness %v, want (0, 1h] from the peer's max-age", got)
	}
	if _, err := c.Card(ctx, base); err != nil { // fresh: no request
		t.Fatal(err)
	}

	mu.Lock()
	now = now.Add(2 * time.Hour)
	mu.Unlock()
	second, err := c.Card(ctx, base)
	if err != nil {
		t.Fatal(err)
	}
	if second.Card != first.Card || second.Stale {
		t.Fatalf("revalidated entry: same card %v, stale %v", second.Card == first.Card, second.Stale)
	}
	st := peerStats(t, ctx, base)
	if st.Card.OK != 1 || st.Card.NotModified != 1 || st.Card.Conditional != 1 {
		t.Fatalf("peer saw %+v; want one 200 and one conditional GET answered 304", st.Card)
	}
	if s := c.Stats(); s.Fetches != 2 || s.Revalidations != 1 || s.Hits != 1 {
		t.Fatalf("cache stats %+v", s)
	}
}

// With max-age 0 the peer sends no-cache: every call is a conditional GET.
func TestJSPeerNoCache(t *testing.T) {
	base := jspeer.Start(t, jspeer.CardMaxAge(0))
	c := cache.New()
	for range 3 {
		if _, err := c.Card(t.Context(), base); err != nil {
			t.Fatal(err)
		}
	}
	st := peerStats(t, t.Context(), base)
	if st.Card.OK != 1 || st.Card.NotModified != 2 {
		t.Fatalf("peer saw %+v; want one 200 then two 304s", st.Card)
	}
}

func peerStats(t *testing.T, ctx context.Context, base string) *jspeer.Stats {
	t.Helper()
	st, err := jspeer.ReadStats(ctx, base)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// TestJSPeerCardsAsServed: the card of an agent deployed as @a2a-js/sdk's
// README shows ({"$case"} security schemes) is read, with a note; where the
// peer's 1.0 card has no interface, its 0.3 card (chosen by A2A-Version) is
// used, with a note; and the note stays with the card across a 304.
func TestJSPeerCardsAsServed(t *testing.T) {
	for _, tt := range []struct {
		name string
		opts []jspeer.Option
		note string
	}{
		{"$case schemes", []jspeer.Option{jspeer.SDKCard(), jspeer.CardMaxAge(0)}, `internal {"$case"} form`},
		{"0.3 card", []jspeer.Option{jspeer.V03(), jspeer.UnusableV1Card(), jspeer.CardMaxAge(0)}, "the agent's A2A 0.3 card is used"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			base := jspeer.Start(t, tt.opts...)
			c := cache.New()
			for range 2 { // the second is revalidated (max-age 0)
				e, err := c.Card(t.Context(), base)
				if err != nil {
					t.Fatal(err)
				}
				if len(e.Notes) == 0 || !strings.Contains(e.Notes[0], tt.note) {
					t.Errorf("notes %q, want one saying %q", e.Notes, tt.note)
				}
				if len(e.Card.Skills) != 8 || len(e.Card.SupportedInterfaces) == 0 {
					t.Errorf("card incomplete: %d skills, %d interfaces", len(e.Card.Skills), len(e.Card.SupportedInterfaces))
				}
			}
		})
	}
}
