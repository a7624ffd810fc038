package main

// A provider is a model API the example can plan with, chosen by its key
// in the environment. Anthropic and Google serve their models through
// OpenAI-compatible endpoints too, so the one chat-completions planner
// covers all three and the example's module needs no other SDK; the
// adapters module (adapters/anthropic, adapters/gemini, adapters/adk)
// wires each API's own SDK to the guard.
type provider struct {
	name         string // for the help text
	keyVar       string // the API key's variable
	modelVar     string // the model's variable
	baseURL      string // the OpenAI-compatible endpoint
	defaultModel string
}

// compatibleProviders are the providers after OpenAI's own variables, in
// the order they are looked for.
func compatibleProviders() []provider {
	return []provider{
		{"Anthropic", "ANTHROPIC_API_KEY", "ANTHROPIC_MODEL", "https://api.anthropic.com/v1/", "claude-sonnet-4-5"},
		{"Gemini", "GEMINI_API_KEY", "GEMINI_MODEL", "https://generativelanguage.googleapis.com/v1beta/openai/", "gemini-2.5-flash"},
	}
}

// compatibleFromEnv reports the first provider whose key is set.
func compatibleFromEnv(getenv func(string) string) (ModelConfig, bool) {
	for _, p := range compatibleProviders() {
		key := getenv(p.keyVar)
		if key == "" {
			continue
		}
		cfg := ModelConfig{BaseURL: p.baseURL, APIKey: key, Model: getenv(p.modelVar), Stream: getenv("OPENAI_STREAM") != "0"}
		if cfg.Model == "" {
			cfg.Model = p.defaultModel
		}
		return cfg, true
	}
	return ModelConfig{}, false
}
