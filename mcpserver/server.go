package mcpserver

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/present"
)

// Name is the server's name in the MCP handshake.
const Name = "onrequest"

// A Server is the MCP server. It is safe for concurrent use by any number
// of sessions.
type Server struct {
	mcp       *mcp.Server
	client    *client.Client
	presenter *present.Presenter
	guard     draftGuard
	agents    []agent // configured agents; empty means any allowed agent
	lang      language.Tag
	logger    *slog.Logger
	sessions  *sessions
}

type config struct {
	agents  []string
	lang    language.Tag
	logger  *slog.Logger
	version string
}

// An Option configures New.
type Option func(*config)

// WithAgents limits the server to the agents at these base URLs: only they
// may be asked, and their cards are read when the server starts.
func WithAgents(urls ...string) Option {
	return func(c *config) { c.agents = append(c.agents, urls...) }
}

// WithLanguage sets the person's language when a call names none. The
// default is English.
func WithLanguage(tag language.Tag) Option { return func(c *config) { c.lang = tag } }

// WithLogger sets where the server logs (session starts, tool errors).
// Questions, answers and drafts are never logged. By default it logs
// nowhere: over stdio, standard output is the protocol.
func WithLogger(l *slog.Logger) Option { return func(c *config) { c.logger = l } }

// WithVersion sets the version the server reports in the handshake.
func WithVersion(v string) Option { return func(c *config) { c.version = v } }

// New returns a server that asks agents through c. With WithAgents, it
// reads each agent's card first, and fails if one cannot be read: a host
// started against an agent that is not there should say so at once.
func New(ctx context.Context, c *client.Client, opts ...Option) (*Server, error) {
	cfg := config{lang: language.English, logger: slog.New(slog.DiscardHandler), version: "dev"}
	for _, o := range opts {
		o(&cfg)
	}
	p := present.New()
	s := &Server{
		client:    c,
		presenter: p,
		guard:     newDraftGuard(p),
		lang:      cfg.lang,
		logger:    cfg.logger,
	}
	var errs []error
	for _, u := range cfg.agents {
		ag, err := readAgent(ctx, c, u)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		s.agents = append(s.agents, ag)
	}
	if err := errors.Join(errs...); err != nil {
		return nil, fmt.Errorf("mcpserver: %w", err)
	}
	s.mcp = mcp.NewServer(&mcp.Implementation{Name: Name, Title: "On Request", Version: cfg.version}, &mcp.ServerOptions{
		Instructions: instructions,
		Logger:       cfg.logger,
		Capabilities: &mcp.ServerCapabilities{},
	})
	s.sessions = newSessions(s.mcp)
	s.addTools()
	s.addResources()
	s.addPrompt()
	return s, nil
}

// instructions is what the server tells a host in the handshake.
const instructions = "Use " + present.ToolName + " to ask a business's own agent; never answer about a business from memory or the web. " +
	"Follow each result's instructions. Before you answer the person, pass your draft to " + checkToolName +
	" and give the person its text, unchanged."

// MCP returns the SDK's server, for transports this package does not wrap.
func (s *Server) MCP() *mcp.Server { return s.mcp }

// Run serves one session over t (such as &mcp.StdioTransport{}) until the
// client disconnects or ctx is done.
func (s *Server) Run(ctx context.Context, t mcp.Transport) error {
	return s.mcp.Run(ctx, t)
}

// sessionTimeout ends an HTTP session, and drops its ledger, after this
// long without a request.
const sessionTimeout = 30 * time.Minute

// Handler serves MCP's streamable HTTP transport: one session per
// Mcp-Session-Id, each with its own ledger. The SDK's protection against
// DNS rebinding stays on: a request from a browser page to a loopback
// listener is refused.
func (s *Server) Handler() http.Handler {
	return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s.mcp },
		&mcp.StreamableHTTPOptions{SessionTimeout: sessionTimeout, Logger: s.logger})
}
