// Package gemini runs the Gemini API (google.golang.org/genai) with
// present's ask_business_agent tool, and streams the model's answer to the
// person through the guard: a value from elsewhere for something a
// business gives on request, or a claim that an open action is done, does
// not reach the person (OR-6.3, OR-5.8).
//
//	gc, err := genai.NewClient(ctx, &genai.ClientConfig{APIKey: key, Backend: genai.BackendGeminiAPI})
//	m := gemini.New(gc, "gemini-2.5-flash")
//	conv := conversation.New(client.New(), conversation.WithAgents(agentURL))
//	blocked, err := m.Answer(ctx, conv, "What does a cremation cost?", os.Stdout)
package gemini
