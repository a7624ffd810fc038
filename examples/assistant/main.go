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
	"syscall"
	"time"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/cache"
	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/examples/assistant/demo"
	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/store/redisstore"
)

func main() {
	// SIGTERM too: `kill` stops the program, and the demo agents with it.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr, os.Getenv)
	stop()
	os.Exit(code)
}

// run is the program, with its surroundings passed in so tests can call it.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) int {
	pr := present.New()
	o, err := parseFlags(args, stderr, pr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		var ue *usageError
		if errors.As(err, &ue) {
			fmt.Fprintf(stderr, "assistant: %v\n", ue)
		}
		return 2
	}
	if o.serve {
		return serve(ctx, stdout, stderr)
	}

	lang := pickLanguage(pr, o.lang, getenv)
	var assistantOpts []AssistantOption
	var tier cache.Tier
	if o.redis != "" {
		st, err := openShared(&o, stderr)
		if err != nil {
			fmt.Fprintf(stderr, "assistant: -redis: %v\n", err)
			return 2
		}
		defer st.Close()
		tier = st.Cards()
		assistantOpts = append(assistantOpts, WithLedgers(st, o.conversation))
	}
	c, cards, urls, closeAll, err := connect(ctx, o, tier)
	if err != nil {
		fmt.Fprintf(stderr, "assistant: %v\n", err)
		return 1
	}
	defer closeAll()
	if o.demo {
		if err := showcase(ctx, c, cards, urls, lang, stdout, o); err != nil {
			fmt.Fprintf(stderr, "assistant: %v\n", err)
			return 1
		}
		return 0
	}

	newPlanner := func() Planner { return &Scripted{Tempt: true} }
	if cfg, ok := modelConfigFromEnv(getenv); ok {
		newPlanner = func() Planner { return NewModel(cfg) }
	}
	a := NewAssistant(c, cards, newPlanner(), lang, urls, assistantOpts...)
	if !checkAgents(ctx, a, stderr, o.verbose) {
		return 1
	}
	switch {
	case o.web.on:
		err = serveWeb(ctx, o.web.addr, webChats(c, cards, newPlanner, lang, urls, o, stderr), pageLanguage(o, lang), stdout, stderr)
	case o.ask != "":
		err = turn(ctx, a, o.ask, stdout, stderr, o)
	default:
		err = chat(ctx, a, stdin, stdout, stderr, o)
	}
	if err != nil {
		fmt.Fprintf(stderr, "assistant: %v\n", err)
		return 1
	}
	return 0
}

// connect starts the demo agents unless -agent names real ones, and
// returns a client for them, whose cards are shared through tier when it is
// not nil. closeAll stops what it started.
func connect(ctx context.Context, o options, tier cache.Tier) (c *client.Client, cards *cache.Cache, urls []string, closeAll func(), err error) {
	urls = []string(o.agents)
	var clientOpts []client.Option
	stopAgents := func() {}
	if len(urls) == 0 {
		agents, stop, err := demo.Start(ctx)
		if err != nil {
			return nil, nil, nil, nil, err
		}
		stopAgents = stop
		urls = agents.URLs()
		// The demo agents are on loopback, which the client refuses by default.
		clientOpts = append(clientOpts, client.WithAllowPrivateNetworks())
	} else if o.allowPrivate {
		clientOpts = append(clientOpts, client.WithAllowPrivateNetworks())
	}
	cacheOpts := []cache.Option{cache.WithHTTPClient(client.NewHTTPClient(clientOpts...))}
	if tier != nil {
		cacheOpts = append(cacheOpts, cache.WithTier(tier))
	}
	cards = cache.New(cacheOpts...)
	c = client.New(append(clientOpts, client.WithCache(cards))...)
	return c, cards, urls, func() { c.Close(); stopAgents() }, nil
}

// checkAgents reads the agents' cards and reports those it cannot read;
// with verbose, also the cards' rule breaches. It reports whether there is
// any agent to ask.
func checkAgents(ctx context.Context, a *Assistant, stderr io.Writer, verbose bool) bool {
	if _, err := a.Agents(ctx); err != nil {
		fmt.Fprintf(stderr, "assistant: %v\n", err)
		if errors.Is(err, client.ErrForbiddenAddress) {
			fmt.Fprintln(stderr, "assistant: that agent is on a loopback or private address; pass -allow-private to talk to it")
		}
		if len(a.agents) == 0 {
			return false
		}
	}
	if verbose {
		for _, ag := range a.agents {
			if !ag.Declaration.Declared {
				fmt.Fprintf(stderr, "  [card] %s does not declare the On Request extension\n", ag.Operator)
			}
			for _, f := range ag.Declaration.Findings {
				fmt.Fprintf(stderr, "  [card finding] %s: %s: %s\n", ag.Operator, f.Rule, f.Message)
			}
		}
	}
	return true
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

// newConversationID returns a random id for a new conversation.
func newConversationID() string {
	var b [12]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}
