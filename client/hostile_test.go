package client_test

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2aclient"

	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/internal/a2atest"
	"github.com/agent-capability/onrequest/internal/hostile"
)

func streamErr(c *client.Client, ctx context.Context, agentURL string) error {
	for _, err := range c.Stream(ctx, agentURL, a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("costs?"))) {
		if err != nil {
			return err
		}
	}
	return nil
}

// TestHostileBodies: whatever an agent labels its reply, what the client
// reads is bounded.
func TestHostileBodies(t *testing.T) {
	srv := hostile.Start(t, hostile.WithSize(64<<20))
	c := newTestClient(t)
	for _, m := range []hostile.Mode{hostile.HugeUnary, hostile.HugeGzip} {
		t.Run(string(m), func(t *testing.T) {
			_, err := c.Ask(t.Context(), srv.AgentURL(m), "costs?")
			if !errors.Is(err, client.ErrBodyTooLarge) {
				t.Fatalf("Ask = %v, want ErrBodyTooLarge", err)
			}
		})
	}
	t.Run("stream sent as SendMessage", func(t *testing.T) {
		// The card says the agent does not stream: a2a-go sends SendMessage,
		// whose reply is limited in total whatever its label.
		if err := streamErr(c, t.Context(), srv.AgentURL(hostile.HugeNoStream)); !errors.Is(err, client.ErrBodyTooLarge) {
			t.Fatalf("Stream = %v, want ErrBodyTooLarge", err)
		}
	})
	t.Run("lone CRs in a stream", func(t *testing.T) {
		if err := streamErr(c, t.Context(), srv.AgentURL(hostile.LoneCR)); !errors.Is(err, client.ErrBodyTooLarge) {
			t.Fatalf("Stream = %v, want ErrBodyTooLarge", err)
		}
	})
	t.Run("artifact flood", func(t *testing.T) {
		err := streamErr(c, t.Context(), srv.AgentURL(hostile.ArtifactFlood))
		var le *client.StreamLimitError
		if !errors.Is(err, client.ErrStreamTooLarge) || !errors.As(err, &le) || le.What != "artifacts" {
			t.Fatalf("Stream = %v, want a StreamLimitError on artifacts", err)
		}
	})
	t.Run("artifact flood, byte bound", func(t *testing.T) {
		c := newTestClient(t, client.WithStreamLimits(client.StreamLimits{Bytes: 100 << 10}))
		err := streamErr(c, t.Context(), srv.AgentURL(hostile.ArtifactFlood))
		var le *client.StreamLimitError
		if !errors.As(err, &le) || le.What != "bytes" || le.Limit != 100<<10 {
			t.Fatalf("Stream = %v, want a StreamLimitError on bytes", err)
		}
	})
}

// apiKey sends a credential on every call, as a caller's interceptor would.
type apiKey struct{}

func (apiKey) Before(ctx context.Context, req *a2aclient.Request) (context.Context, any, error) {
	req.ServiceParams.Append("X-Api-Key", "s3cret")
	return ctx, nil, nil
}
func (apiKey) After(context.Context, *a2aclient.Response) error { return nil }

// TestRedirects: an A2A call does not follow a redirect to another origin,
// and nothing follows one from https to http.
func TestRedirects(t *testing.T) {
	srv := hostile.Start(t)
	t.Run("cross-origin SendMessage", func(t *testing.T) {
		c := newTestClient(t, client.WithInterceptors(apiKey{}))
		_, err := c.Ask(t.Context(), srv.AgentURL(hostile.CrossRedirect), "costs?")
		var re *client.RedirectError
		if !errors.Is(err, client.ErrRedirectRefused) || !errors.As(err, &re) {
			t.Fatalf("Ask = %v, want a RedirectError", err)
		}
		if !strings.Contains(re.From, "127.0.0.1") || !strings.Contains(re.To, "localhost") {
			t.Errorf("RedirectError names %s and %s, want both origins", re.From, re.To)
		}
		if n, leaked := srv.Redirected(); n != 0 || leaked {
			t.Errorf("%d requests reached the other origin (key leaked: %v)", n, leaked)
		}
	})
	t.Run("https to http", func(t *testing.T) {
		tlsSrv := httptest.NewTLSServer(http.RedirectHandler(srv.AgentURL("plain")+"/.well-known/agent-card.json", http.StatusFound))
		defer tlsSrv.Close()
		c := newTestClient(t, client.WithHTTPClient(tlsSrv.Client()))
		_, err := c.Ask(t.Context(), tlsSrv.URL, "costs?")
		if !errors.Is(err, client.ErrRedirectRefused) || !strings.Contains(err.Error(), "leaves https") {
			t.Fatalf("Ask = %v, want ErrRedirectRefused for leaving https", err)
		}
	})
}

// TestHTTPInterfaceOfHTTPSCard: a card fetched over https whose only
// interface is plain http is refused unless WithHTTPInterfaces.
func TestHTTPInterfaceOfHTTPSCard(t *testing.T) {
	plain := hostile.Start(t)
	card := `{"name":"A","description":"d","version":"1","supportedInterfaces":[{"url":"` + plain.AgentURL("plain") + `/rpc","protocolBinding":"JSONRPC","protocolVersion":"1.0"}],"capabilities":{},"defaultInputModes":["text/plain"],"defaultOutputModes":["text/plain"],"skills":[]}`
	tlsSrv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, card)
	}))
	defer tlsSrv.Close()

	c := newTestClient(t, client.WithHTTPClient(tlsSrv.Client()))
	if _, err := c.Ask(t.Context(), tlsSrv.URL, "hours?"); !errors.Is(err, client.ErrInsecureInterface) {
		t.Fatalf("Ask = %v, want ErrInsecureInterface", err)
	}
	c = newTestClient(t, client.WithHTTPClient(tlsSrv.Client()), client.WithHTTPInterfaces())
	if out, err := c.Ask(t.Context(), tlsSrv.URL, "hours?"); err != nil || !strings.Contains(out.Text, "nine to five") {
		t.Fatalf("with WithHTTPInterfaces: %+v, %v; want the answer", out, err)
	}
}

// TestDialTLSChecked: a caller's transport that opens TLS connections with
// the deprecated DialTLS does not get around the address check.
func TestDialTLSChecked(t *testing.T) {
	var hits atomic.Int32
	tlsSrv := httptest.NewTLSServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { hits.Add(1) }))
	defer tlsSrv.Close()
	tr := &http.Transport{
		DialTLS: func(network, addr string) (net.Conn, error) { //nolint:staticcheck // the deprecated field is the point
			return tls.Dial(network, addr, &tls.Config{InsecureSkipVerify: true})
		},
	}
	c := client.New(client.WithHTTPClient(&http.Client{Transport: tr}), client.WithRetryMax(0))
	defer c.Close()
	_, err := c.Ask(t.Context(), tlsSrv.URL, "hours?")
	var fe *client.ForbiddenAddressError
	if !errors.As(err, &fe) || fe.Range != "loopback" {
		t.Fatalf("Ask = %v, want a ForbiddenAddressError for loopback", err)
	}
	if hits.Load() != 0 {
		t.Errorf("%d requests reached the loopback server", hits.Load())
	}
}

// TestGRPCTargetHostPort: a gRPC interface naming a resolver and its
// authority is refused before grpc-go resolves anything.
func TestGRPCTargetHostPort(t *testing.T) {
	for _, target := range []string{"dns://127.0.0.1:5353/agent.example.com:443", "unix:///tmp/agent.sock", "agent.example.com", "xds:///agent"} {
		srv := startChapel(t, a2atest.WithCard(func(card *a2a.AgentCard) {
			card.SupportedInterfaces = []*a2a.AgentInterface{{URL: target, ProtocolBinding: a2a.TransportProtocolGRPC, ProtocolVersion: "1.0"}}
		}))
		c := newTestClient(t)
		if _, err := c.Ask(t.Context(), srv.URL, "hours?"); !errors.Is(err, client.ErrGRPCTarget) || !strings.Contains(err.Error(), "host:port") {
			t.Errorf("%s: Ask = %v, want ErrGRPCTarget", target, err)
		}
	}
}

// TestResponseHeaderTimeout: without a deadline on the context, an agent
// that never answers is given up on; a stream slower than the timeout is
// read to its end.
func TestResponseHeaderTimeout(t *testing.T) {
	hang := make(chan struct{})
	srv := hostile.Start(t)
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "agent-card.json") {
			resp, err := http.Get(srv.AgentURL("plain") + "/.well-known/agent-card.json")
			if err == nil {
				defer resp.Body.Close()
				w.Header().Set("Content-Type", "application/json")
				var b strings.Builder
				buf := make([]byte, 4096)
				for {
					n, err := resp.Body.Read(buf)
					b.Write(buf[:n])
					if err != nil {
						break
					}
				}
				fmt.Fprint(w, strings.ReplaceAll(b.String(), srv.URL+"/plain/rpc", "http://"+r.Host+"/rpc"))
			}
			return
		}
		select {
		case <-hang:
		case <-r.Context().Done():
		}
	})
	slow := httptest.NewServer(mux)
	defer slow.Close()
	defer close(hang) // before Close, which waits for the handlers
	c := newTestClient(t, client.WithResponseHeaderTimeout(200*time.Millisecond), client.WithRetryMax(0))
	start := time.Now()
	_, err := c.Ask(context.Background(), slow.URL, "hours?")
	if !errors.Is(err, client.ErrResponseHeaderTimeout) || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Ask = %v, want ErrResponseHeaderTimeout", err)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("gave up after %s", d)
	}
}

// TestErrorsRedacted: a token in the agent URL's query or userinfo does
// not appear in the error text, and the error still matches.
func TestErrorsRedacted(t *testing.T) {
	srv := hostile.Start(t)
	c := newTestClient(t, client.WithRetryMax(0))
	_, err := c.Ask(t.Context(), srv.AgentURL(hostile.HugeUnary)+"?api_key=S3CRET", "costs?")
	if err == nil || strings.Contains(err.Error(), "S3CRET") || !errors.Is(err, client.ErrBodyTooLarge) {
		t.Errorf("Ask = %v; want ErrBodyTooLarge without the key", err)
	}
	c2 := client.New(client.WithRetryMax(0))
	defer c2.Close()
	_, err = c2.Ask(t.Context(), "http://127.0.0.1:9/a2a?token=S3CRET", "hi")
	if err == nil || strings.Contains(err.Error(), "S3CRET") || !errors.Is(err, client.ErrForbiddenAddress) {
		t.Errorf("Ask = %v; want ErrForbiddenAddress without the token", err)
	}
}

// TestResponseHeaderTimeoutSparesStreams: a stream that takes longer than
// the response-header timeout is read to its end.
func TestResponseHeaderTimeoutSparesStreams(t *testing.T) {
	srv := hostile.Start(t)
	c := newTestClient(t, client.WithResponseHeaderTimeout(100*time.Millisecond))
	n := 0
	for out, err := range c.Stream(context.Background(), srv.AgentURL(hostile.SlowStream), a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("hours?"))) {
		if err != nil {
			t.Fatalf("after %d events: %v", n, err)
		}
		n++
		_ = out
	}
	if n != 5 {
		t.Errorf("%d events, want 5", n)
	}
}
