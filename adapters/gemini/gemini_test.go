package gemini_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"google.golang.org/genai"

	"github.com/agent-capability/onrequest/adapters/gemini"
	"github.com/agent-capability/onrequest/adapters/internal/fakegemini"
	"github.com/agent-capability/onrequest/adapters/internal/script"
)

func TestAnswerIsGuarded(t *testing.T) {
	for _, stream := range []bool{false, true} {
		t.Run(fmt.Sprintf("stream=%v", stream), func(t *testing.T) {
			conv, calls := script.Setup(t)
			fake := fakegemini.Start(t, calls)
			ctx := context.Background()
			gc, err := genai.NewClient(ctx, &genai.ClientConfig{
				APIKey: fakegemini.APIKey, Backend: genai.BackendGeminiAPI,
				HTTPOptions: genai.HTTPOptions{BaseURL: fake.URL},
			})
			if err != nil {
				t.Fatal(err)
			}
			m := gemini.New(gc, "gemini-test", gemini.WithStream(stream))
			var out strings.Builder
			blocked, err := m.Answer(ctx, conv, script.Question, &out)
			if err != nil {
				t.Fatal(err)
			}
			if n := fake.Requests(); n != 2 {
				t.Errorf("the API was called %d times, want 2 (the calls, then the answer)", n)
			}
			script.Check(t, out.String(), blocked, fake.FunctionResponses())
		})
	}
}

func TestTool(t *testing.T) {
	tool := gemini.Tool()
	if len(tool.FunctionDeclarations) != 1 || tool.FunctionDeclarations[0].Name != "ask_business_agent" {
		t.Fatalf("tool = %+v", tool)
	}
	b, _ := json.Marshal(tool.FunctionDeclarations[0].ParametersJsonSchema)
	if strings.Contains(string(b), "$schema") || !strings.Contains(string(b), `"question"`) {
		t.Errorf("parameters = %s", b)
	}
}
