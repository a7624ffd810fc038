package layering

import (
	"os/exec"
	"strings"
	"testing"
)

// sdks are import path prefixes of LLM and MCP SDKs, and of the Redis
// client, none of which the core packages may import.
var sdks = []string{
	"github.com/modelcontextprotocol/",
	"github.com/openai/",
	"github.com/anthropics/",
	"google.golang.org/genai",
	"google.golang.org/adk",
	"github.com/redis/",
}

func TestCoreImportsNoSDK(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command is not on PATH")
	}
	cmd := exec.Command(goTool, "list", "-deps", "./client", "./cache", "./interpret", "./present", "./present/guard")
	cmd.Dir = "../.."
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 10 {
		t.Fatalf("go list -deps printed %d packages; expected the core and its dependencies", len(deps))
	}
	for _, d := range deps {
		for _, sdk := range sdks {
			if strings.HasPrefix(d, sdk) {
				t.Errorf("a core package depends on %s", d)
			}
		}
	}
}
