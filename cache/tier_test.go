package cache

import (
	"net/http"
	"testing"
	"time"
)

const tierCardURL = "https://agent.example/.well-known/agent-card.json"

func tierRecord(t testing.TB) *record {
	body := readTestdata(t, "card-v1.json")
	card, _, cerr := parseCard(body)
	if cerr != nil {
		t.Fatal(cerr)
	}
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	return &record{
		entry:      Entry{Card: card, URL: tierCardURL, FetchedAt: now, Expires: now.Add(time.Minute)},
		header:     hdr("Etag", `"v1"`, "Cache-Control", "max-age=60"),
		staleUntil: now.Add(time.Hour),
		body:       body,
	}
}

func TestTierFormRoundTrip(t *testing.T) {
	rec := tierRecord(t)
	data, err := encodeTier(rec)
	if err != nil {
		t.Fatal(err)
	}
	got, err := decodeTier(data, tierCardURL)
	if err != nil {
		t.Fatal(err)
	}
	if !got.entry.Expires.Equal(rec.entry.Expires) || !got.entry.FetchedAt.Equal(rec.entry.FetchedAt) ||
		!got.staleUntil.Equal(rec.staleUntil) || got.header.Get("ETag") != `"v1"` || got.entry.Card.Name != rec.entry.Card.Name {
		t.Fatalf("round trip = %+v; want %+v", got, rec)
	}
	if _, err := decodeTier(data, "https://other.example/.well-known/agent-card.json"); err == nil {
		t.Fatal("a value for another URL was accepted")
	}
}

func TestTierFormRefusesBadValues(t *testing.T) {
	rec := tierRecord(t)
	tests := []struct {
		name   string
		change func(r *record)
	}{
		{"invalid card", func(r *record) { r.body = []byte(`{"name":""}`) }},
		{"no card", func(r *record) { r.body = nil }},
		{"no expiry", func(r *record) { r.entry.Expires = time.Time{} }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := *rec
			r.header = http.Header{}
			tt.change(&r)
			data, err := encodeTier(&r)
			if err != nil {
				t.Fatal(err)
			}
			if got, err := decodeTier(data, tierCardURL); err == nil {
				t.Fatalf("decodeTier = %+v; want an error", got)
			}
		})
	}
}

// FuzzDecodeTier: a value read from the shared store is untrusted; it
// never panics and never yields a record without a card.
func FuzzDecodeTier(f *testing.F) {
	data, err := encodeTier(tierRecord(f))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte(`{"v":1}`))
	f.Add([]byte(`{"v":1,"url":"` + tierCardURL + `","body":"e30=","fetchedAt":"2026-01-01T00:00:00Z","expires":"2026-01-01T00:01:00Z"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := decodeTier(data, tierCardURL)
		if err == nil && (rec == nil || rec.entry.Card == nil || rec.header == nil) {
			t.Fatalf("decodeTier(%q) = %+v with no error", data, rec)
		}
	})
}
