package mcpserver

import (
	"context"
	"fmt"
	"strings"

	"github.com/a2aproject/a2a-go/v2/a2a"

	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

// An agent is one configured agent, as its card described it at start.
type agent struct {
	url    string
	decl   *interpret.Declaration
	skills []a2a.AgentSkill
}

func readAgent(ctx context.Context, c *client.Client, url string) (agent, error) {
	url = strings.TrimRight(strings.TrimSpace(url), "/")
	decl, entry, err := c.Declaration(ctx, url)
	if err != nil {
		return agent{}, fmt.Errorf("agent %s: %w", url, err)
	}
	return agent{url: url, decl: decl, skills: entry.Card.Skills}, nil
}

// operator is the agent's operator name, cleaned for a model's eyes.
func (a agent) operator() string { return present.Sanitize(a.decl.Operator, 120) }

// resolve finds the agent a tool call names: a configured agent's URL or
// operator name; without configured agents, any URL (the client's address
// rules decide whether it may be reached).
func (s *Server) resolve(name string) (string, error) {
	name = strings.TrimSpace(name)
	if len(s.agents) == 0 {
		if !strings.Contains(name, "://") {
			return "", fmt.Errorf("agent %q: give the agent's URL", clip(name))
		}
		return name, nil
	}
	want := strings.TrimRight(name, "/")
	for _, a := range s.agents {
		if a.url == want || strings.EqualFold(a.operator(), name) {
			return a.url, nil
		}
	}
	return "", fmt.Errorf("agent %q is not one of the agents this server may ask (%s)", clip(name), s.agentNames())
}

func (s *Server) agentNames() string {
	var names []string
	for _, a := range s.agents {
		names = append(names, a.operator()+" <"+a.url+">")
	}
	return strings.Join(names, ", ")
}

// clip shortens untrusted text quoted in an error.
func clip(s string) string { return present.Sanitize(s, 200) }

// skillKind says how a skill is answered, in the words the tool's
// description and the card summary use.
func skillKind(decl *interpret.Declaration, sk a2a.AgentSkill) string {
	if len(sk.SecurityRequirements) > 0 {
		return "sign-in"
	}
	d, ok := decl.Skill(sk.ID)
	switch {
	case !ok:
		return "public"
	case d.Action() && d.Completion == interpret.CompletionDeferred:
		return "on request, action completed later by staff"
	case d.Action():
		return "on request, action"
	case d.AssistantAccess:
		return "on request, given to assistants"
	}
	return "on request"
}

// toolDescription is present's description of the tool with the
// configured agents and their skills, so a model can name both.
func (s *Server) toolDescription() string {
	var b strings.Builder
	b.WriteString(present.ToolDescription)
	if len(s.agents) == 0 {
		b.WriteString(" Give the agent's https URL.")
		return b.String()
	}
	b.WriteString(" Only these agents may be asked; give the URL or the operator's name, and the skill id that fits the question:")
	for _, a := range s.agents {
		fmt.Fprintf(&b, "\n- %s, %s:", a.operator(), a.url)
		for i, sk := range a.skills {
			if i > 0 {
				b.WriteString(";")
			}
			fmt.Fprintf(&b, " %s (%s, %s)", present.Sanitize(sk.ID, 200), present.Sanitize(sk.Name, 200), skillKind(a.decl, sk))
		}
	}
	return b.String()
}

// summary is the agent's card summary, in Markdown: its skills, which are
// on request, and where a person asks.
func (a agent) summary() string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\nAgent: %s\n", a.operator(), a.url)
	if !a.decl.Declared {
		b.WriteString("\nThe card does not declare the On Request extension: every skill is public or needs sign-in.\n")
	}
	b.WriteString("\n## Skills\n\n")
	for _, sk := range a.skills {
		fmt.Fprintf(&b, "- `%s` %s: %s", present.Sanitize(sk.ID, 200), present.Sanitize(sk.Name, 200), skillKind(a.decl, sk))
		if d, ok := a.decl.Skill(sk.ID); ok {
			if d.PersonEntry != "" {
				fmt.Fprintf(&b, "; a person asks at %s", d.PersonEntry)
			} else {
				b.WriteString("; the card gives no usable address where a person asks")
			}
		}
		b.WriteString("\n")
	}
	if n := len(a.decl.Findings); n > 0 {
		fmt.Fprintf(&b, "\nThe card breaks %d rule(s) of the extension:\n", n)
		for _, f := range a.decl.Findings {
			fmt.Fprintf(&b, "- %s: %s\n", f.Rule, present.Sanitize(f.Message, 300))
		}
	}
	return b.String()
}
