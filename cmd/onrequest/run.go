package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/agent-capability/onrequest/client"
)

// Exit statuses. Scripts rely on them.
const (
	exitOK       = 0
	exitFindings = 1 // card: the card breaks a rule; probe: a check failed
	exitError    = 2 // bad usage, or input that cannot be read
)

// A command is one subcommand: its name, a one-line summary for the
// top-level usage, and the function that runs it.
type command struct {
	name    string
	summary string
	run     func(ctx context.Context, env *env, args []string) int
}

// env is what a command may touch: the standard streams. Keeping them here,
// not in package variables, lets tests run commands in-process.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
}

// failf reports a problem in one line on standard error and returns
// exitError. Every bad input ends here, so the wording stays alike:
// "onrequest CMD: what is wrong".
func (e *env) failf(cmd, format string, args ...any) int {
	msg := fmt.Sprintf(format, args...)
	// One line, always, and nothing raw: an error from untrusted input may
	// carry newlines and escape sequences (an agent's HTTP reason phrase or
	// error message), and a URL in it may carry a token.
	msg = terminalSafe(client.RedactURLs(strings.Join(strings.Fields(msg), " ")))
	if cmd == "" {
		fmt.Fprintf(e.stderr, "onrequest: %s\n", msg)
	} else {
		fmt.Fprintf(e.stderr, "onrequest %s: %s\n", cmd, msg)
	}
	return exitError
}

func commands() []command {
	return []command{
		{"card", "lint an Agent Card: its operator, on-request skills and findings", runCard},
		{"interpret", "read a saved reply in the light of a card", runInterpret},
		{"guard", "check a draft answer against what the agents said", runGuard},
		{"ask", "ask a live agent and show what the person would be told", runAsk},
		{"probe", "check from outside whether an agent keeps the extension's rules", runProbe},
		{"mcp", "serve the tools to an MCP host (stdio, or streamable HTTP)", runMCP},
		{"version", "print the version", runVersion},
	}
}

// run is the whole program; main only wires it to the process.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return dispatch(ctx, &env{stdin: stdin, stdout: stdout, stderr: stderr}, args, commands())
}

// dispatch runs the command args name. It never lets a panic out: input
// cannot cause one, so a panic is a defect, reported in one line rather
// than as a stack trace.
func dispatch(ctx context.Context, e *env, args []string, cmds []command) (code int) {
	defer func() {
		if r := recover(); r != nil {
			code = e.failf("", "internal error (a defect, please report it): %v", r)
		}
	}()
	if len(args) == 0 {
		usage(e.stderr)
		return exitError
	}
	name := args[0]
	switch name {
	case "-h", "-help", "--help", "help":
		usage(e.stdout)
		return exitOK
	case "-version", "--version":
		name = "version"
	}
	for _, c := range cmds {
		if c.name == name {
			return c.run(ctx, e, args[1:])
		}
	}
	return e.failf("", "unknown command %q (run 'onrequest -h' for the list)", name)
}

func usage(w io.Writer) {
	fmt.Fprint(w, `onrequest checks A2A agents that use the On Request extension.

Usage:
  onrequest COMMAND [flags] ARGS

Commands:
`)
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-10s %s\n", c.name, c.summary)
	}
	fmt.Fprint(w, `
Run 'onrequest COMMAND -h' for a command's flags and an example.
Exit status: 0 success, 1 findings (card) or a failed check (probe), 2 bad
input or usage.
`)
}

// A cmdSpec describes one command's command line for parseArgs and -h.
type cmdSpec struct {
	name     string
	synopsis string // after "onrequest NAME "
	about    string
	example  string
	// positional is how many positional arguments the command takes; -1
	// means one or more (joined with spaces).
	positional int
}

func (s cmdSpec) usage(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprintf(w, "Usage: onrequest %s %s\n\n%s\n", s.name, s.synopsis, s.about)
	hasFlags := false
	fs.VisitAll(func(*flag.Flag) { hasFlags = true })
	if hasFlags {
		fmt.Fprint(w, "\nFlags (before or after the arguments):\n")
		fs.SetOutput(w)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
	}
	if fs.Lookup("lang") != nil {
		fmt.Fprintf(w, "\nLanguages of --lang: %s; any other tag gets the closest of these, else English.\n", supportedLanguages())
	}
	fmt.Fprintf(w, "\nExample:\n%s\n", s.example)
}

// errHelp is returned by parseArgs when -h was given and usage printed.
var errHelp = errors.New("help requested")

// parse is how every command reads its command line: parseArgs, then, if
// that did not give the arguments, the exit status to return at once
// (exitOK after -h, exitError after a one-line complaint).
func (s cmdSpec) parse(e *env, fs *flag.FlagSet, args []string) (pos []string, code int, ok bool) {
	pos, err := s.parseArgs(e, fs, args)
	switch {
	case errors.Is(err, errHelp):
		return nil, exitOK, false
	case err != nil:
		return nil, e.failf(s.name, "%v", err), false
	}
	return pos, exitOK, true
}

// parseArgs parses flags placed before, between or after the positional
// arguments ("--" ends the flags), and checks the number of positionals.
func (s cmdSpec) parseArgs(e *env, fs *flag.FlagSet, args []string) ([]string, error) {
	fs.SetOutput(io.Discard) // errors are reported in our own one-line form
	fs.Usage = func() {}
	var pos []string
	for {
		before := args
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				s.usage(e.stdout, fs)
				return nil, errHelp
			}
			return nil, fmt.Errorf("%v (run 'onrequest %s -h' for usage)", err, s.name)
		}
		args = fs.Args()
		consumed := len(before) - len(args)
		if consumed > 0 && before[consumed-1] == "--" {
			pos = append(pos, args...)
			break
		}
		if len(args) == 0 {
			break
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
	switch {
	case s.positional < 0 && len(pos) == 0:
		return nil, fmt.Errorf("missing %s (run 'onrequest %s -h' for usage)", s.synopsisArg(), s.name)
	case s.positional >= 0 && len(pos) < s.positional:
		return nil, fmt.Errorf("missing %s (run 'onrequest %s -h' for usage)", s.synopsisArg(), s.name)
	case s.positional >= 0 && len(pos) > s.positional:
		return nil, fmt.Errorf("unexpected argument %q (run 'onrequest %s -h' for usage)", pos[s.positional], s.name)
	}
	return pos, nil
}

// synopsisArg is the last word of the synopsis: the positional's name.
func (s cmdSpec) synopsisArg() string {
	f := strings.Fields(s.synopsis)
	if len(f) == 0 {
		return "argument"
	}
	return f[len(f)-1]
}
