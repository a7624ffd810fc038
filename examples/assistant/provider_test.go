package main

import "testing"

func TestModelConfigFromEnv(t *testing.T) {
	tests := []struct {
		name string
		env  map[string]string
		want ModelConfig
		ok   bool
	}{
		{"none", nil, ModelConfig{}, false},
		{"a model variable alone", map[string]string{"ANTHROPIC_MODEL": "m"}, ModelConfig{}, false},
		{"openai", map[string]string{"OPENAI_API_KEY": "k"}, ModelConfig{APIKey: "k", Model: DefaultModel, Stream: true}, true},
		{"openai-compatible local", map[string]string{"OPENAI_BASE_URL": "http://127.0.0.1:8080/v1/", "OPENAI_MODEL": "llama", "OPENAI_STREAM": "0"},
			ModelConfig{BaseURL: "http://127.0.0.1:8080/v1/", Model: "llama"}, true},
		{"anthropic", map[string]string{"ANTHROPIC_API_KEY": "a", "ANTHROPIC_MODEL": "claude-x"},
			ModelConfig{BaseURL: "https://api.anthropic.com/v1/", APIKey: "a", Model: "claude-x", Stream: true}, true},
		{"anthropic, default model", map[string]string{"ANTHROPIC_API_KEY": "a"},
			ModelConfig{BaseURL: "https://api.anthropic.com/v1/", APIKey: "a", Model: "claude-sonnet-4-5", Stream: true}, true},
		{"gemini", map[string]string{"GEMINI_API_KEY": "g", "GEMINI_MODEL": "gemini-x", "OPENAI_STREAM": "0"},
			ModelConfig{BaseURL: "https://generativelanguage.googleapis.com/v1beta/openai/", APIKey: "g", Model: "gemini-x"}, true},
		{"openai first", map[string]string{"OPENAI_API_KEY": "k", "ANTHROPIC_API_KEY": "a", "GEMINI_API_KEY": "g"},
			ModelConfig{APIKey: "k", Model: DefaultModel, Stream: true}, true},
		{"anthropic before gemini", map[string]string{"ANTHROPIC_API_KEY": "a", "GEMINI_API_KEY": "g"},
			ModelConfig{BaseURL: "https://api.anthropic.com/v1/", APIKey: "a", Model: "claude-sonnet-4-5", Stream: true}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := modelConfigFromEnv(func(k string) string { return tt.env[k] })
			if ok != tt.ok || got != tt.want {
				t.Errorf("modelConfigFromEnv = %+v, %v; want %+v, %v", got, ok, tt.want, tt.ok)
			}
		})
	}
}
