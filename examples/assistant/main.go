package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/cache"
	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/examples/assistant/demo"
	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/store/redisstore"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr, os.Getenv)
	stop()
	os.Exit(code)
}

// listFlag collects a repeatable flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

type options struct {
	ask          string
	lang         string
	json         bool
	verbose      bool
	agents       listFlag
	allowPrivate bool
	demo         bool
	serve        bool
	redis        string
	conversation string
}

// run is the program, with its surroundings passed in so tests can call it.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) int {
	o, code, ok := parseFlags(args, stderr)
	if !ok {
		return code
	}
	if o.serve {
		return serve(ctx, stdout, stderr)
	}

	pr := present.New()
	lang := pickLanguage(pr, o.lang, getenv)

	urls := []string(o.agents)
	var clientOpts []client.Option
	if len(urls) == 0 {
		agents, stopAgents, err := demo.Start(ctx)
		if err != nil {
			fmt.Fprintf(stderr, "assistant: %v\n", err)
			return 1
		}
		defer stopAgents()
		urls = agents.URLs()
		// The demo agents are on loopback, which the client refuses by default.
		clientOpts = append(clientOpts, client.WithAllowPrivateNetworks())
	} else if o.allowPrivate {
		clientOpts = append(clientOpts, client.WithAllowPrivateNetworks())
	}
	cacheOpts := []cache.Option{cache.WithHTTPClient(client.NewHTTPClient(clientOpts...))}
	var assistantOpts []AssistantOption
	if o.redis != "" {
		st, err := openShared(&o, stderr)
		if err != nil {
			fmt.Fprintf(stderr, "assistant: -redis: %v\n", err)
			return 2
		}
		defer st.Close()
		cacheOpts = append(cacheOpts, cache.WithTier(st.Cards()))
		assistantOpts = append(assistantOpts, WithLedgers(st, o.conversation))
	}
	cards := cache.New(cacheOpts...)
	c := client.New(append(clientOpts, client.WithCache(cards))...)
	defer c.Close()
	if o.demo {
		if err := showcase(ctx, c, cards, urls, lang, stdout, o); err != nil {
			fmt.Fprintf(stderr, "assistant: %v\n", err)
			return 1
		}
		return 0
	}
	return converse(ctx, NewAssistant(c, cards, plannerFromEnv(getenv), lang, urls, assistantOpts...), stdin, stdout, stderr, o)
}

// parseFlags reads the command line; when ok is false the program exits
// with code.
func parseFlags(args []string, stderr io.Writer) (o options, code int, ok bool) {
	fs := flag.NewFlagSet("assistant", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.ask, "ask", "", "answer one question and exit")
	fs.StringVar(&o.lang, "lang", "", "the person's language, BCP 47 or Accept-Language (default from LANG, else en)")
	fs.BoolVar(&o.json, "json", false, "print each turn as JSON: the outcomes, the draft, what the guard blocked and the text shown")
	fs.BoolVar(&o.verbose, "v", false, "show the agents' rule breaches (findings) and what the guard blocked")
	fs.Var(&o.agents, "agent", "base URL of a real A2A agent to talk to (repeatable); without it the demo agents run on loopback")
	fs.BoolVar(&o.allowPrivate, "allow-private", false, "with -agent: allow loopback and private addresses")
	fs.BoolVar(&o.demo, "demo", false, "replay what a naive assistant would say next to what this one says, for every outcome kind")
	fs.StringVar(&o.redis, "redis", "", "keep conversations and share agent cards in the Redis at this URL (redis://host:port/db), so that other instances can go on with a conversation")
	fs.StringVar(&o.conversation, "conversation", "", "with -redis: the conversation to go on with (default: a new one, whose id is printed)")
	fs.BoolVar(&o.serve, "serve", false, "only run the demo agents, print their addresses, and wait for an interrupt (for onrequest and other clients)")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage: assistant [flags]\n\nA chat assistant that asks businesses' A2A agents on your behalf and honours the On Request extension.\nWith no flags it starts three demo agents on loopback and opens a chat.\n\nFlags:\n")
		fs.PrintDefaults()
		fmt.Fprintf(stderr, "\nEnvironment: OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODEL select an OpenAI-compatible model as the planner\n(OPENAI_STREAM=0 turns streaming off); without them a scripted planner stands in for the model.\n")
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return o, 0, false
		}
		return o, 2, false
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "assistant: unexpected arguments %q; put a question in -ask\n", fs.Args())
		return o, 2, false
	}
	return o, 0, true
}

// openShared opens the Redis that -redis names, and picks a new
// conversation id when -conversation gives none.
func openShared(o *options, stderr io.Writer) (*redisstore.Store, error) {
	st, err := redisstore.Open(o.redis)
	if err != nil {
		return nil, err
	}
	if o.conversation == "" {
		o.conversation = newConversationID()
		fmt.Fprintf(stderr, "assistant: conversation %s (pass -conversation %[1]s to another instance to go on with it)\n", o.conversation)
	}
	return st, nil
}

func plannerFromEnv(getenv func(string) string) Planner {
	if cfg, ok := modelConfigFromEnv(getenv); ok {
		return NewModel(cfg)
	}
	return &Scripted{Tempt: true}
}

// converse reads the agents' cards, then answers -ask or chats.
func converse(ctx context.Context, a *Assistant, stdin io.Reader, stdout, stderr io.Writer, o options) int {
	if _, err := a.Agents(ctx); err != nil {
		fmt.Fprintf(stderr, "assistant: %v\n", err)
		if errors.Is(err, client.ErrForbiddenAddress) {
			fmt.Fprintln(stderr, "assistant: that agent is on a loopback or private address; pass -allow-private to talk to it")
		}
		if len(a.agents) == 0 {
			return 1
		}
	}
	if o.verbose {
		for _, ag := range a.agents {
			if !ag.Declaration.Declared {
				fmt.Fprintf(stderr, "  [card] %s does not declare the On Request extension\n", ag.Operator)
			}
			for _, f := range ag.Declaration.Findings {
				fmt.Fprintf(stderr, "  [card finding] %s: %s: %s\n", ag.Operator, f.Rule, f.Message)
			}
		}
	}
	if o.ask != "" {
		if err := turn(ctx, a, o.ask, stdout, stderr, o); err != nil {
			fmt.Fprintf(stderr, "assistant: %v\n", err)
			return 1
		}
		return 0
	}
	if err := chat(ctx, a, stdin, stdout, stderr, o); err != nil {
		fmt.Fprintf(stderr, "assistant: %v\n", err)
		return 1
	}
	return 0
}

// turn asks one question and prints the reply as the options say.
func turn(ctx context.Context, a *Assistant, question string, stdout, stderr io.Writer, o options) error {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	var live io.Writer
	if !o.json {
		// The guarded answer streams to the person sentence by sentence.
		live = stdout
	}
	reply, err := a.Ask(ctx, question, live)
	if err != nil {
		return err
	}
	if o.json {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		return enc.Encode(reply)
	}
	fmt.Fprintln(stdout)
	if o.verbose {
		printVerbose(stderr, reply)
	}
	return nil
}

// printVerbose shows what the person does not see: the outcome, the agents'
// rule breaches, the planner's draft and what the guard did with it.
func printVerbose(w io.Writer, r *Reply) {
	for _, s := range r.Steps {
		fmt.Fprintf(w, "  [tool] ask %s skill=%q question=%q\n", s.Call.Agent, s.Call.Skill, s.Call.Question)
		if s.Err != "" {
			fmt.Fprintf(w, "  [tool] error: %s\n", s.Err)
			continue
		}
		o := s.Outcome
		state := ""
		if o.TaskState != "" {
			state = ", task " + string(o.TaskState)
		}
		fmt.Fprintf(w, "  [outcome] %s (operator %q, skill %q%s)\n", o.Kind, o.Operator, o.SkillID, state)
		for _, f := range o.Findings {
			fmt.Fprintf(w, "  [finding] %s: %s\n", f.Rule, f.Message)
		}
	}
	if r.Planner == "scripted" {
		fmt.Fprintf(w, "  [draft] (scripted planner; it adds a price \"from the web\" and \"booked\" claims on purpose, for the guard to catch) %s\n", r.Draft)
	} else {
		fmt.Fprintf(w, "  [draft] (%s) %s\n", r.Planner, r.Draft)
	}
	if len(r.Blocked) == 0 {
		fmt.Fprintf(w, "  [guard] nothing blocked\n")
	}
	for _, b := range r.Blocked {
		fmt.Fprintf(w, "  [guard] blocked (%s): %s\n", b.Reason, b.Text)
	}
	if r.Attributed {
		fmt.Fprintf(w, "  [guard] added that the information came from the operator, on request (OR-6.4)\n")
	}
}

// newConversationID returns a random id for a new conversation.
func newConversationID() string {
	var b [12]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// pickLanguage takes -lang, else LANG (or LC_ALL, LC_MESSAGES), else English.
func pickLanguage(pr *present.Presenter, flagLang string, getenv func(string) string) language.Tag {
	if flagLang != "" {
		return pr.Match(flagLang)
	}
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := getenv(k)
		if v == "" || v == "C" || v == "POSIX" || strings.HasPrefix(v, "C.") {
			continue
		}
		if i := strings.IndexAny(v, ".@"); i >= 0 {
			v = v[:i]
		}
		return pr.Match(strings.ReplaceAll(v, "_", "-"))
	}
	return language.English
}

// serve runs the demo agents until ctx ends, so that other clients (the
// onrequest command, a2a-go's own CLI, a browser) can talk to them.
func serve(ctx context.Context, stdout, stderr io.Writer) int {
	agents, stop, err := demo.Start(ctx)
	if err != nil {
		fmt.Fprintf(stderr, "assistant: %v\n", err)
		return 1
	}
	defer stop()
	for _, a := range agents.All() {
		fmt.Fprintf(stdout, "%-24s %s\n", a.Operator, a.URL)
	}
	fmt.Fprintln(stdout, "Serving the demo agents on loopback; interrupt to stop.")
	<-ctx.Done()
	return 0
}
