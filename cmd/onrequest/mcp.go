package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/agent-capability/onrequest/mcpserver"
)

var mcpSpec = cmdSpec{
	name:     "mcp",
	synopsis: "[--agent URL]... [--allow-private] [--lang TAG] [--http ADDR]",
	about: `Serves the On Request tools to an MCP host (a desktop assistant, an IDE,
an agent framework): ask_business_agent asks a business's A2A agent and
says what the model may tell the person; check_draft runs the model's draft
through the guard, against what the agents said in the same session.

Over standard input and output by default, as hosts start local servers;
with --http, over MCP's streamable HTTP at http://ADDR/mcp, one ledger per
session.

With --agent (repeatable), only those agents may be asked, their skills are
listed in the tool's description and their card summaries are resources;
their cards are read at start. Without it, any public https agent may be
asked. Agents on loopback or private addresses are refused unless
--allow-private is given.`,
	example: `  onrequest mcp --agent https://agent.example.com
  onrequest mcp --agent http://127.0.0.1:8080 --allow-private --http 127.0.0.1:7777`,
}

func runMCP(ctx context.Context, e *env, args []string) int {
	fs := flag.NewFlagSet("mcp", flag.ContinueOnError)
	var agents []string
	fs.Func("agent", "an agent's base URL that may be asked (repeatable)", func(s string) error {
		if !isURL(s) {
			return fmt.Errorf("%s is not an http or https URL", printable(s, 200))
		}
		agents = append(agents, s)
		return nil
	})
	allowPrivate := fs.Bool("allow-private", false, "allow agents on loopback or private addresses")
	lang := fs.String("lang", "en", "the person's language when a call names none (BCP 47 tag)")
	addr := fs.String("http", "", "serve streamable HTTP on this address instead of standard input and output")
	if _, err := mcpSpec.parseArgs(e, fs, args); err != nil {
		if err == errHelp {
			return exitOK
		}
		return e.failf("mcp", "%v", err)
	}
	tag, err := parseLang(*lang)
	if err != nil {
		return e.failf("mcp", "%v", err)
	}
	c := newClient(*allowPrivate)
	defer c.Close()
	logger := slog.New(slog.NewTextHandler(e.stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	startCtx, cancel := context.WithTimeout(ctx, time.Minute)
	for _, u := range agents {
		// Read each card first, to say in the command's words what is
		// wrong; the server then finds them in the client's cache.
		if _, _, err := c.Declaration(startCtx, u); err != nil {
			cancel()
			return e.failf("mcp", "--agent: %s", describeAgentError(u, err))
		}
	}
	srv, err := mcpserver.New(startCtx, c, mcpserver.WithAgents(agents...), mcpserver.WithLanguage(tag),
		mcpserver.WithLogger(logger), mcpserver.WithVersion(moduleVersion()))
	cancel()
	if err != nil {
		return e.failf("mcp", "%v", err)
	}
	if *addr == "" {
		err = srv.Run(ctx, &mcp.IOTransport{Reader: io.NopCloser(e.stdin), Writer: nopWriteCloser{e.stdout}})
	} else {
		err = serveHTTP(ctx, e, srv, *addr)
	}
	if err != nil && !errors.Is(err, context.Canceled) {
		return e.failf("mcp", "%v", err)
	}
	return exitOK
}

// serveHTTP serves srv at /mcp on addr until ctx is done.
func serveHTTP(ctx context.Context, e *env, srv *mcpserver.Server, addr string) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	mux := http.NewServeMux()
	mux.Handle("/mcp", srv.Handler())
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(e.stderr, "onrequest mcp: serving http://%s/mcp\n", ln.Addr())
	if tcp, ok := ln.Addr().(*net.TCPAddr); ok && !tcp.IP.IsLoopback() {
		// The server has no authentication of its own: whoever reaches
		// the address can ask the agents through it.
		fmt.Fprintf(e.stderr, "onrequest mcp: warning: %s is not a loopback address and MCP requests are not authenticated; put an authenticating proxy in front\n", ln.Addr())
	}
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		shutdown, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		_ = hs.Shutdown(shutdown)
		return nil
	}
}

// nopWriteCloser keeps the command's standard output open when the
// session ends: it is not the session's to close.
type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }
