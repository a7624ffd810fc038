package client

import (
	"bytes"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"testing"
	"testing/iotest"
)

func TestClassify(t *testing.T) {
	tests := []struct {
		addr string
		want string // "" = may be dialled
	}{
		{"8.8.8.8", ""},
		{"1.1.1.1", ""},
		{"2001:4860:4860::8888", ""},
		{"93.184.216.34", ""},
		{"127.0.0.1", "loopback"},
		{"127.255.255.254", "loopback"},
		{"::1", "loopback"},
		{"::ffff:127.0.0.1", "loopback"},
		{"10.1.2.3", "private"},
		{"172.16.0.1", "private"},
		{"172.31.255.255", "private"},
		{"172.32.0.1", ""},
		{"192.168.1.1", "private"},
		{"::ffff:192.168.1.1", "private"},
		{"fd12:3456::1", "private"},
		{"169.254.1.1", "link-local"},
		{"fe80::1", "link-local"},
		{"100.64.0.1", "carrier-grade NAT"},
		{"100.127.255.255", "carrier-grade NAT"},
		{"100.128.0.1", ""},
		{"0.0.0.0", "unspecified"},
		{"::", "unspecified"},
		{"224.0.0.1", "multicast"},
		{"ff02::1", "multicast"},
		{"255.255.255.255", "reserved"},
		{"169.254.169.254", "cloud metadata"},
		{"::ffff:169.254.169.254", "cloud metadata"},
		{"fd00:ec2::254", "cloud metadata"},
		{"100.100.100.200", "cloud metadata"},
		{"64:ff9b::7f00:1", "loopback (via NAT64)"},
		{"64:ff9b::a9fe:a9fe", "cloud metadata (via NAT64)"},
		{"64:ff9b::808:808", ""},
		{"::127.0.0.1", "loopback (via IPv4-compatible)"},
		{"::8.8.8.8", "IPv4-compatible"},
		// 6to4: the IPv4 address in bits 16-47.
		{"2002:7f00:1::1", "loopback (via 6to4)"},
		{"2002:a9fe:a9fe::", "cloud metadata (via 6to4)"},
		{"2002:c0a8:101::1", "private (via 6to4)"},
		{"2002:808:808::1", ""},
		// Teredo: the server in bits 32-63, the client inverted in the last 32.
		{"2001:0:7f00:1::", "loopback (via Teredo)"},
		{"2001:0:808:808::80ff:fffe", "loopback (via Teredo)"}, // ^7f.00.00.01
		{"2001:0:808:808::5601:5601", "cloud metadata (via Teredo)"},
		{"2001:0:808:808::f7f7:f7f7", ""},
		{"2001:4860:4860::8888", ""}, // outside 2001::/32
	}
	for _, tt := range tests {
		if got := classify(netip.MustParseAddr(tt.addr)); got != tt.want {
			t.Errorf("classify(%s) = %q, want %q", tt.addr, got, tt.want)
		}
	}
}

func TestCheckAddress(t *testing.T) {
	err := checkAddress("[::ffff:10.0.0.1]:443")
	var fe *ForbiddenAddressError
	if !errors.Is(err, ErrForbiddenAddress) || !errors.As(err, &fe) {
		t.Fatalf("checkAddress = %v, want a ForbiddenAddressError", err)
	}
	if fe.Addr.String() != "::ffff:10.0.0.1" || !strings.Contains(err.Error(), "10.0.0.1") || fe.Range != "private" {
		t.Errorf("error %q (%+v) does not name the address and range", err, fe)
	}
	if err := checkAddress("8.8.8.8:443"); err != nil {
		t.Errorf("public address refused: %v", err)
	}
	if err := checkAddress("not-an-address"); !errors.Is(err, ErrForbiddenAddress) {
		t.Errorf("unparsable address allowed: %v", err)
	}
}

func TestSafeMethods(t *testing.T) {
	tests := []struct {
		a2a, http string
		safe      bool
	}{
		{"GetTask", "POST", true},
		{"ListTasks", "POST", true},
		{"GetExtendedAgentCard", "POST", true},
		{"SendMessage", "POST", false},
		{"SendStreamingMessage", "POST", false},
		{"CancelTask", "POST", false},
		{"CreateTaskPushConfig", "POST", false},
		{"", "GET", true},
		{"", "POST", false},
		{"SendMessage", "GET", false}, // the method decides, not the verb
	}
	for _, tt := range tests {
		a := &attempt{a2aMethod: tt.a2a, httpMethod: tt.http}
		if a.safe() != tt.safe {
			t.Errorf("safe(%q, %s) = %v, want %v", tt.a2a, tt.http, a.safe(), tt.safe)
		}
	}
}

// readLimited reads body as the reply to a stream the caller asked for:
// the Content-Type decides whether the limit is per event.
func readLimited(t *testing.T, body, contentType string, limit int64) ([]byte, error) {
	t.Helper()
	resp := &http.Response{
		Header: http.Header{"Content-Type": {contentType}},
		Body:   io.NopCloser(iotest.HalfReader(strings.NewReader(body))),
	}
	return io.ReadAll(limitBody(resp, limit, true, false))
}

func TestLimitedBody(t *testing.T) {
	t.Run("body at the limit", func(t *testing.T) {
		got, err := readLimited(t, strings.Repeat("a", 100), "application/json", 100)
		if err != nil || len(got) != 100 {
			t.Errorf("read %d bytes, err %v; want 100, nil", len(got), err)
		}
	})
	t.Run("body over the limit", func(t *testing.T) {
		got, err := readLimited(t, strings.Repeat("a", 101), "application/json", 100)
		if !errors.Is(err, ErrBodyTooLarge) || len(got) > 100 {
			t.Errorf("read %d bytes, err %v; want at most 100 and ErrBodyTooLarge", len(got), err)
		}
	})
	event := "data: " + strings.Repeat("x", 50) + "\n"
	for _, eol := range []string{"\n", "\r\n"} {
		stream := strings.Repeat(strings.ReplaceAll(event, "\n", eol)+eol, 20) // 20 events of ~56 bytes
		t.Run("stream of small events "+strings.NewReplacer("\r", `\r`, "\n", `\n`).Replace(eol), func(t *testing.T) {
			got, err := readLimited(t, stream, "text/event-stream", 64)
			if err != nil || string(got) != stream {
				t.Errorf("read %d of %d bytes, err %v", len(got), len(stream), err)
			}
		})
		t.Run("one large event "+strings.NewReplacer("\r", `\r`, "\n", `\n`).Replace(eol), func(t *testing.T) {
			_, err := readLimited(t, stream, "text/event-stream", 40)
			if !errors.Is(err, ErrBodyTooLarge) {
				t.Errorf("err %v, want ErrBodyTooLarge", err)
			}
		})
	}
	// a2a-go's SSE reader splits lines on '\n' only: "blank lines" made of
	// lone CRs do not end its event, so they must not reset the count.
	t.Run("lone CRs are not line ends", func(t *testing.T) {
		stream := strings.Repeat("data: "+strings.Repeat("x", 50)+"\r\r", 20) + "\n\n"
		_, err := readLimited(t, stream, "text/event-stream", 64)
		if !errors.Is(err, ErrBodyTooLarge) {
			t.Errorf("err %v, want ErrBodyTooLarge", err)
		}
	})
	t.Run("a lone CR line ends the event", func(t *testing.T) {
		stream := strings.Repeat("data: "+strings.Repeat("x", 50)+"\n\r\n", 20)
		got, err := readLimited(t, stream, "text/event-stream", 64)
		if err != nil || string(got) != stream {
			t.Errorf("read %d of %d bytes, err %v", len(got), len(stream), err)
		}
	})
	t.Run("no limit", func(t *testing.T) {
		got, err := readLimited(t, strings.Repeat("a", 1000), "application/json", 0)
		if err != nil || len(got) != 1000 {
			t.Errorf("read %d bytes, err %v", len(got), err)
		}
	})
}

func TestRedactingLogger(t *testing.T) {
	var buf bytes.Buffer
	l := redacting(slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug})))
	l = l.With("agent", "https://user:pw@agent.example.com/a2a?token=t0ken#frag")
	l.Info("fetch https://agent.example.com/card?sig=s1g failed",
		"err", errors.New(`Get "https://agent.example.com/x?api_key=k3y": refused`),
		"Authorization", "Bearer b3arer",
		slog.Group("req", "url", "https://agent.example.com/y?q=qu3ry", "body", "the question"),
		"payload", struct{ Text string }{"the question"})
	got := buf.String()
	for _, leak := range []string{"pw@", "t0ken", "frag", "s1g", "k3y", "b3arer", "qu3ry", "the question"} {
		if strings.Contains(got, leak) {
			t.Errorf("log holds %q: %s", leak, got)
		}
	}
	for _, kept := range []string{"https://agent.example.com/a2a", "https://agent.example.com/card", "refused", "https://agent.example.com/y"} {
		if !strings.Contains(got, kept) {
			t.Errorf("log lost %q: %s", kept, got)
		}
	}
}

// FuzzLimitedBody: whatever an agent sends, reading never panics, never
// returns more than was sent, and either returns all of it or fails with
// ErrBodyTooLarge.
func FuzzLimitedBody(f *testing.F) {
	f.Add("data: {}\n\n", int64(4), true)
	f.Add("data: a\r\n\r\ndata: b\r\r", int64(3), true)
	f.Add(strings.Repeat("x", 100), int64(99), false)
	f.Add("", int64(1), true)
	f.Fuzz(func(t *testing.T, body string, limit int64, events bool) {
		if limit > 1<<20 {
			limit = 1 << 20
		}
		ct := "application/json"
		if events {
			ct = "text/event-stream"
		}
		got, err := readLimited(t, body, ct, limit)
		if !strings.HasPrefix(body, string(got)) {
			t.Fatalf("read %q, which is not a prefix of %q", got, body)
		}
		if err != nil && !errors.Is(err, ErrBodyTooLarge) {
			t.Fatalf("unexpected error %v", err)
		}
		if err == nil && string(got) != body {
			t.Fatalf("read %d of %d bytes without an error", len(got), len(body))
		}
		if limit > 0 && !events && err == nil && int64(len(body)) > limit {
			t.Fatalf("%d bytes read under a limit of %d", len(body), limit)
		}
	})
}

// FuzzRedactText: no URL in the output keeps a query, userinfo or fragment.
func FuzzRedactText(f *testing.F) {
	f.Add(`Get "https://u:p@agent.example.com/a?token=x#f": refused`)
	f.Add("http://[::1]:80/?q=1 and ftp://h/x?y")
	f.Add("plain text")
	f.Fuzz(func(t *testing.T, s string) {
		out := redactText(s)
		for _, raw := range urlInText.FindAllString(out, -1) {
			u, err := url.Parse(raw)
			if err != nil {
				continue // "[url]" placeholders and fragments of text
			}
			if u.RawQuery != "" || u.User != nil || u.Fragment != "" {
				t.Fatalf("redactText(%q) = %q keeps %q", s, out, raw)
			}
		}
	})
}
