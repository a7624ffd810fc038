package cache

import (
	"errors"
	"strings"
	"testing"
)

func TestCardURL(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"https://agent.example.com", "https://agent.example.com/.well-known/agent-card.json"},
		{"https://agent.example.com/", "https://agent.example.com/.well-known/agent-card.json"},
		{"HTTPS://Agent.Example.COM/", "https://agent.example.com/.well-known/agent-card.json"},
		{"https://agent.example.com:443/a2a/", "https://agent.example.com/a2a/.well-known/agent-card.json"},
		{"http://agent.example.com:80", "http://agent.example.com/.well-known/agent-card.json"},
		{"http://agent.example.com:8080", "http://agent.example.com:8080/.well-known/agent-card.json"},
		{"https://agent.example.com/Tenant/A/", "https://agent.example.com/Tenant/A/.well-known/agent-card.json"},
		{"https://agent.example.com/cards/chapel.json", "https://agent.example.com/cards/chapel.json"},
		{"https://agent.example.com/.well-known/agent-card.json", "https://agent.example.com/.well-known/agent-card.json"},
		{"https://agent.example.com/card.JSON", "https://agent.example.com/card.JSON"},
		{"https://agent.example.com/a2a?tenant=x", "https://agent.example.com/a2a/.well-known/agent-card.json?tenant=x"},
		{"https://agent.example.com/a2a#section", "https://agent.example.com/a2a/.well-known/agent-card.json"},
		{"  https://agent.example.com  ", "https://agent.example.com/.well-known/agent-card.json"},
		{"http://[::1]:80/", "http://[::1]/.well-known/agent-card.json"},
		{"http://127.0.0.1:9000", "http://127.0.0.1:9000/.well-known/agent-card.json"},
		{"https://agent.example.com/a%20b", "https://agent.example.com/a%20b/.well-known/agent-card.json"},
	}
	for _, tt := range tests {
		got, err := CardURL(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("CardURL(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
}

func TestCardURLErrors(t *testing.T) {
	tests := []struct {
		in, wantMsg string
	}{
		{"", "scheme"},
		{"agent.example.com", "scheme"},
		{"ftp://agent.example.com", "not http or https"},
		{"file:///etc/passwd", "not http or https"},
		{"https://", "no host"},
		{"https:///path", "no host"},
		{"https:opaque", "no host"},
		{"https://:443", "no host"},
		{"https://user:hunter2@agent.example.com", "credentials"},
		{"https://agent.example.com/%zz", "invalid URL escape"},
		{"https://agent example.com", "invalid character"},
	}
	for _, tt := range tests {
		_, err := CardURL(tt.in)
		if !errors.Is(err, ErrInvalidAgentURL) || !strings.Contains(err.Error(), tt.wantMsg) {
			t.Errorf("CardURL(%q) err = %v; want ErrInvalidAgentURL mentioning %q", tt.in, err, tt.wantMsg)
		}
		if err != nil && strings.Contains(err.Error(), "hunter2") {
			t.Errorf("CardURL(%q) error repeats the password: %v", tt.in, err)
		}
	}
}

func TestNormalizeAgentURL(t *testing.T) {
	tests := []struct{ in, want string }{
		{"HTTPS://Agent.Example.com:443/a2a/", "https://agent.example.com/a2a"},
		{"https://agent.example.com/card.json", "https://agent.example.com/card.json"},
		{"http://127.0.0.1:8080/", "http://127.0.0.1:8080"},
	}
	for _, tt := range tests {
		got, err := NormalizeAgentURL(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("NormalizeAgentURL(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	if _, err := NormalizeAgentURL("gopher://x"); !errors.Is(err, ErrInvalidAgentURL) {
		t.Errorf("err = %v", err)
	}
}
