package a2atest_test

import (
	"context"
	"iter"
	"net/http"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2aclient"
	"github.com/a2aproject/a2a-go/v2/a2asrv"

	"github.com/agent-capability/onrequest/internal/a2atest"
)

type echo struct{}

func (echo) Execute(_ context.Context, ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {
		yield(a2a.NewMessage(a2a.MessageRoleAgent, a2a.NewTextPart("echo")), nil)
	}
}

func (echo) Cancel(context.Context, *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(func(a2a.Event, error) bool) {}
}

func TestServerCountsAndFaults(t *testing.T) {
	for _, binding := range []a2a.TransportProtocol{a2a.TransportProtocolJSONRPC, a2a.TransportProtocolHTTPJSON} {
		t.Run(string(binding), func(t *testing.T) {
			srv := a2atest.Start(t, echo{}, a2atest.WithBindings(binding), a2atest.WithCardCacheControl("max-age=60"))
			ctx := a2aclient.AttachServiceParams(t.Context(), a2aclient.ServiceParams{a2a.SvcParamExtensions: {"urn:x"}})

			// The card: ETag, Cache-Control, 304 on If-None-Match.
			resp, err := http.Get(srv.URL + a2atest.CardPath)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			etag := resp.Header.Get("ETag")
			if etag == "" || resp.Header.Get("Cache-Control") != "max-age=60" {
				t.Fatalf("card headers %v", resp.Header)
			}
			req, _ := http.NewRequest(http.MethodGet, srv.URL+a2atest.CardPath, nil)
			req.Header.Set("If-None-Match", etag)
			resp, err = http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusNotModified || srv.NotModified() != 1 || srv.Hits(a2atest.CardPath) != 2 {
				t.Errorf("revalidation: status %d, 304s %d, hits %d", resp.StatusCode, srv.NotModified(), srv.Hits(a2atest.CardPath))
			}

			c, err := a2aclient.NewFromCard(ctx, srv.Card())
			if err != nil {
				t.Fatal(err)
			}
			msg := &a2a.SendMessageRequest{Message: a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("hi"))}
			if _, err := c.SendMessage(ctx, msg); err != nil {
				t.Fatal(err)
			}
			srv.SetFault(func(r a2atest.Request) *a2atest.Fault {
				if r.HTTPMethod == http.MethodPost {
					return &a2atest.Fault{Status: http.StatusServiceUnavailable, Header: http.Header{"Retry-After": {"7"}}}
				}
				return nil
			})
			if _, err := c.SendMessage(ctx, msg); err == nil {
				t.Error("SendMessage succeeded through a 503 fault")
			}
			srv.SetFault(nil)
			if _, err := c.SendMessage(ctx, msg); err != nil {
				t.Fatal(err)
			}
			if srv.Calls("SendMessage") != 2 || srv.TotalCalls() != 2 {
				t.Errorf("calls: SendMessage %d, total %d; want 2 (the faulted one never reached a2a-go)", srv.Calls("SendMessage"), srv.TotalCalls())
			}
			if m := srv.MissingExtension("urn:x"); len(m) != 0 {
				t.Errorf("calls without the requested extension: %v", m)
			}
			if m := srv.MissingExtension("urn:other"); len(m) != 2 {
				t.Errorf("MissingExtension(urn:other) = %v, want both calls", m)
			}
			for _, call := range srv.CallLog() {
				if len(call.Versions) != 1 || call.Versions[0] != string(a2a.Version) {
					t.Errorf("%s: A2A-Version %v", call.Method, call.Versions)
				}
			}
		})
	}
}

func TestNewRejectsUnservedBinding(t *testing.T) {
	if s, err := a2atest.New(echo{}, a2atest.WithBindings(a2a.TransportProtocolGRPC)); err == nil {
		s.Close()
		t.Fatal("New listed gRPC without WithGRPC")
	}
}
