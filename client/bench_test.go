package client_test

import (
	"context"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2aclient"

	"github.com/agent-capability/onrequest/internal/a2atest"
	"github.com/agent-capability/onrequest/interpret"
)

// The wrapped and bare benchmarks talk to the same kind of server with the
// same executor and question, so their difference is what this package
// adds to a warm call: the cache lookup, the interceptor, the retry and
// limit layers, and reading the reply.
//
//	go test -run '^$' -bench 'Ask|Bare|Stream' -benchmem ./client/

const benchQuestion = "price of a cremation"

var benchBindings = []struct {
	name    string
	binding a2a.TransportProtocol
}{
	{"JSONRPC", a2a.TransportProtocolJSONRPC},
	{"REST", a2a.TransportProtocolHTTPJSON},
}

func BenchmarkAsk(b *testing.B) {
	for _, bb := range benchBindings {
		b.Run(bb.name, func(b *testing.B) {
			srv := startChapel(b, a2atest.WithBindings(bb.binding))
			c := newTestClient(b)
			ctx := context.Background()
			if _, err := c.Ask(ctx, srv.URL, benchQuestion); err != nil { // warm the cache
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				out, err := c.Ask(ctx, srv.URL, benchQuestion)
				if err != nil || out.Kind != interpret.KindOnRequest {
					b.Fatalf("Ask = %s, %v", out.Kind, err)
				}
			}
		})
	}
}

func BenchmarkBareSendMessage(b *testing.B) {
	for _, bb := range benchBindings {
		b.Run(bb.name, func(b *testing.B) {
			srv := startChapel(b, a2atest.WithBindings(bb.binding))
			ctx := context.Background()
			ac, err := a2aclient.NewFromCard(ctx, srv.Card())
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				msg := a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart(benchQuestion))
				if _, err := ac.SendMessage(ctx, &a2a.SendMessageRequest{Message: msg}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkStream(b *testing.B) {
	srv := startChapel(b)
	c := newTestClient(b)
	ctx := context.Background()
	msg := func() *a2a.Message { return a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("book a meeting")) }
	for _, err := range c.Stream(ctx, srv.URL, msg()) {
		if err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		var last interpret.Outcome
		for out, err := range c.Stream(ctx, srv.URL, msg()) {
			if err != nil {
				b.Fatal(err)
			}
			last = out
		}
		if last.Kind != interpret.KindActionReferred {
			b.Fatalf("Stream ended with %s", last.Kind)
		}
	}
}

func BenchmarkBareStream(b *testing.B) {
	srv := startChapel(b)
	ctx := context.Background()
	ac, err := a2aclient.NewFromCard(ctx, srv.Card())
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		msg := a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("book a meeting"))
		for _, err := range ac.SendStreamingMessage(ctx, &a2a.SendMessageRequest{Message: msg}) {
			if err != nil {
				b.Fatal(err)
			}
		}
	}
}
