package client

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
)

// TestBodyLimitWhateverTheLabel: the limit on a reply the caller did not
// ask to stream is a total, whatever Content-Type the agent sends, and it
// holds on the compressed and the decompressed bytes alike.
func TestBodyLimitWhateverTheLabel(t *testing.T) {
	// Many small "events": under a per-event limit each would pass.
	sse := strings.Repeat("data: {\"a\":1}\n\n", 100)
	gz := func(s string) []byte {
		var b bytes.Buffer
		w := gzip.NewWriter(&b)
		w.Write([]byte(s))
		w.Close()
		return b.Bytes()
	}
	tests := []struct {
		name      string
		body      []byte
		ct, ce    string
		streaming bool
		wantErr   bool
	}{
		{"unary labelled text/event-stream", []byte(sse), "text/event-stream", "", false, true},
		{"stream asked for and sent", []byte(sse), "text/event-stream", "", true, false},
		{"stream asked for, JSON sent", []byte(sse), "application/json", "", true, true},
		{"unary gzip expanding past the limit", gz(sse), "application/json", "gzip", false, true},
		{"unary gzip labelled text/event-stream", gz(sse), "text/event-stream", "gzip", false, true},
		{"stream gzip of small events", gz(sse), "text/event-stream", "gzip", true, false},
		{"unary gzip under the limit", gz(`{"a":1}`), "application/json", "gzip", false, false},
		{"unary with gzip not asked for stays as sent", gz(sse), "application/json", "gzip", false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp := &http.Response{
				Header: http.Header{"Content-Type": {tt.ct}},
				Body:   io.NopCloser(bytes.NewReader(tt.body)),
			}
			if tt.ce != "" {
				resp.Header.Set("Content-Encoding", tt.ce)
			}
			asked := !strings.Contains(tt.name, "not asked")
			got, err := io.ReadAll(limitBody(resp, 256, tt.streaming, asked))
			if tt.wantErr != errors.Is(err, ErrBodyTooLarge) {
				t.Fatalf("read %d bytes, err %v; want ErrBodyTooLarge: %v", len(got), err, tt.wantErr)
			}
			if tt.wantErr && len(got) > 256 {
				t.Errorf("read %d bytes past a 256-byte limit", len(got))
			}
			if !tt.wantErr && tt.ce != "" && asked && resp.Header.Get("Content-Encoding") != "" {
				t.Errorf("Content-Encoding left on a decompressed body")
			}
		})
	}
}
