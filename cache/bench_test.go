package cache

import (
	"context"
	"strings"
	"testing"
)

// BenchmarkCacheHit is the cost of Card for a fresh card (target: under
// 200 ns, no allocations). Compare with BenchmarkCardFetch:
//
//	go test -run '^$' -bench 'CacheHit|CardFetch' -benchmem ./cache/
func BenchmarkCacheHit(b *testing.B) {
	base := startAgent(b, &agent{header: hdr("Cache-Control", "max-age=3600")})
	c := New()
	ctx := context.Background()
	if _, err := c.Card(ctx, base); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := c.Card(ctx, base); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCacheHitParallel is the hit path under concurrent callers.
func BenchmarkCacheHitParallel(b *testing.B) {
	base := startAgent(b, &agent{header: hdr("Cache-Control", "max-age=3600")})
	c := New()
	ctx := context.Background()
	if _, err := c.Card(ctx, base); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if _, err := c.Card(ctx, base); err != nil {
				b.Error(err)
				return
			}
		}
	})
}

// BenchmarkCacheHitUnnormalised is a hit for a caller whose spelling of the
// agent URL is not the normalised key, which costs a URL parse.
func BenchmarkCacheHitUnnormalised(b *testing.B) {
	base := startAgent(b, &agent{header: hdr("Cache-Control", "max-age=3600")})
	c := New()
	ctx := context.Background()
	if _, err := c.Card(ctx, base); err != nil {
		b.Fatal(err)
	}
	spelling := strings.ToUpper(base[:4]) + base[4:] + "/"
	b.ReportAllocs()
	for b.Loop() {
		if _, err := c.Card(ctx, spelling); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCardFetch is a full miss: GET over loopback, read, parse the
// Annex A card, store.
func BenchmarkCardFetch(b *testing.B) {
	base := startAgent(b, &agent{header: hdr("Cache-Control", "max-age=3600")})
	c := New()
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		c.Invalidate(base)
		if _, err := c.Card(ctx, base); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCardRevalidate is an expired card revalidated with a 304.
func BenchmarkCardRevalidate(b *testing.B) {
	base := startAgent(b, &agent{etag: `"v1"`, header: hdr("Cache-Control", "no-cache")})
	c := New()
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := c.Card(ctx, base); err != nil {
			b.Fatal(err)
		}
	}
}
