// Package fakegemini plays the Gemini API's HTTP wire format on loopback
// for the adapter tests (genai's client and ADK's Gemini model both talk
// to it): generateContent answers with JSON, streamGenerateContent with
// server-sent events. It plays internal/script: function calls first,
// then, once the request carries function responses, the answer.
package fakegemini

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/agent-capability/onrequest/adapters/internal/script"
)

// APIKey is the key the fake accepts.
const APIKey = "test-key"

// A Server is the fake API.
type Server struct {
	URL   string
	calls []script.Call

	mu        sync.Mutex
	responses []string // the function responses the model was sent
	requests  int
}

// Start runs the fake until the test ends.
func Start(t *testing.T, calls []script.Call) *Server {
	s := &Server{calls: calls}
	hs := httptest.NewServer(s)
	t.Cleanup(hs.Close)
	s.URL = hs.URL
	return s
}

// FunctionResponses is every function response the model was sent, as JSON.
func (s *Server) FunctionResponses() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return strings.Join(s.responses, "\n")
}

// Requests counts the calls to the API.
func (s *Server) Requests() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.requests
}

type part struct {
	Text             string          `json:"text,omitempty"`
	FunctionCall     json.RawMessage `json:"functionCall,omitempty"`
	FunctionResponse json.RawMessage `json:"functionResponse,omitempty"`
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	_, method, _ := strings.Cut(r.URL.Path, ":")
	if r.Method != http.MethodPost || !strings.HasPrefix(r.URL.Path, "/v1beta/models/") ||
		(method != "generateContent" && method != "streamGenerateContent") || r.Header.Get("X-Goog-Api-Key") != APIKey {
		http.Error(w, `{"error":{"code":404,"message":"not found","status":"NOT_FOUND"}}`, http.StatusNotFound)
		return
	}
	var req struct {
		Contents []struct {
			Role  string `json:"role"`
			Parts []part `json:"parts"`
		} `json:"contents"`
		Tools []struct {
			FunctionDeclarations []struct {
				Name string `json:"name"`
			} `json:"functionDeclarations"`
		} `json:"tools"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || len(req.Contents) == 0 {
		http.Error(w, `{"error":{"code":400,"message":"bad body","status":"INVALID_ARGUMENT"}}`, http.StatusBadRequest)
		return
	}
	var answered []string
	for _, p := range req.Contents[len(req.Contents)-1].Parts {
		if p.FunctionResponse != nil {
			answered = append(answered, string(p.FunctionResponse))
		}
	}
	s.mu.Lock()
	s.requests++
	s.responses = append(s.responses, answered...)
	s.mu.Unlock()

	offered := false
	for _, t := range req.Tools {
		for _, d := range t.FunctionDeclarations {
			offered = offered || d.Name == "ask_business_agent"
		}
	}
	var chunks [][]map[string]any
	if len(answered) == 0 && offered {
		var calls []map[string]any
		for _, c := range s.calls {
			calls = append(calls, map[string]any{"functionCall": map[string]any{"id": c.ID, "name": "ask_business_agent", "args": c.Args}})
		}
		chunks = append(chunks, calls)
	} else {
		for _, piece := range script.Answer {
			chunks = append(chunks, []map[string]any{{"text": piece}})
		}
	}
	if method == "generateContent" {
		var all []map[string]any
		for _, c := range chunks {
			all = append(all, c...)
		}
		if len(all) > 1 && all[0]["text"] != nil {
			all = []map[string]any{{"text": strings.Join(script.Answer, "")}}
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(response(all, true))
		return
	}
	if r.URL.Query().Get("alt") != "sse" {
		http.Error(w, `{"error":{"code":400,"message":"alt=sse expected","status":"INVALID_ARGUMENT"}}`, http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	for i, c := range chunks {
		b, _ := json.Marshal(response(c, i == len(chunks)-1))
		fmt.Fprintf(w, "data: %s\r\n\r\n", b)
		if f, ok := w.(http.Flusher); ok {
			f.Flush()
		}
	}
}

func response(parts []map[string]any, last bool) map[string]any {
	cand := map[string]any{"content": map[string]any{"role": "model", "parts": parts}, "index": 0}
	if last {
		cand["finishReason"] = "STOP"
	}
	return map[string]any{
		"candidates":    []any{cand},
		"usageMetadata": map[string]any{"promptTokenCount": 10, "candidatesTokenCount": 10, "totalTokenCount": 20},
		"modelVersion":  "fake",
	}
}
