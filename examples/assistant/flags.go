package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/present"
)

// listFlag collects a repeatable flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

// webFlag is -web: alone it means the default address; -web=ADDR, or
// -web ADDR as the one argument after the flags, names one.
type webFlag struct {
	on   bool
	addr string // set by -web=ADDR
}

func (w *webFlag) IsBoolFlag() bool { return true }

func (w *webFlag) String() string { return w.addr }

func (w *webFlag) Set(v string) error {
	switch v {
	case "true":
		w.on = true
	case "false":
		w.on, w.addr = false, ""
	default:
		w.on, w.addr = true, v
	}
	return nil
}

type options struct {
	ask          string
	lang         string
	json         bool
	verbose      bool
	agents       listFlag
	allowPrivate bool
	demo         bool
	serve        bool
	web          webFlag
	redis        string
	conversation string
}

// newFlagSet declares the flags into o. The back-quoted words name each
// flag's argument in -h, and the docs' flag tables use the same words
// (TestFlagDocs).
func newFlagSet(o *options, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("assistant", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.ask, "ask", "", "answer one `question` and exit")
	fs.StringVar(&o.lang, "lang", "", "the person's language, a BCP 47 `tag` or an Accept-Language list (default from LANG, else en)")
	fs.BoolVar(&o.json, "json", false, "print each turn as JSON: the outcomes, the draft, what the guard blocked and the text shown")
	fs.BoolVar(&o.verbose, "v", false, "show the agents' rule breaches (findings) and what the guard blocked")
	fs.Var(&o.agents, "agent", "base `URL` of a real A2A agent to talk to (repeatable); without it the demo agents run on loopback")
	fs.BoolVar(&o.allowPrivate, "allow-private", false, "with -agent: allow loopback and private addresses")
	fs.BoolVar(&o.demo, "demo", false, "replay what a naive assistant would say next to what this one says, for every outcome kind")
	fs.BoolVar(&o.serve, "serve", false, "only run the demo agents, print their addresses, and wait for an interrupt (for onrequest and other clients)")
	fs.StringVar(&o.redis, "redis", "", "keep the conversation's ledger, and share agent cards, in the Redis at this `URL` (redis://host:port/db), so that other instances can go on with the conversation")
	fs.StringVar(&o.conversation, "conversation", "", "with -redis: the `id` of a conversation to go on with (default: a new one, whose id is printed)")
	fs.Var(&o.web, "web", "serve the chat page on `ADDR` (-web ADDR or -web=ADDR; alone, "+defaultWebAddr+")")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage: assistant [flags]\n\nA chat assistant that asks businesses' A2A agents on your behalf and honours the On Request extension.\nWith no flags it starts three demo agents on loopback and opens a chat.\n\nFlags:\n")
		fs.PrintDefaults()
		fmt.Fprintf(stderr, "\nEnvironment: OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODEL select an OpenAI-compatible model as the planner;\nelse ANTHROPIC_API_KEY (ANTHROPIC_MODEL) or GEMINI_API_KEY (GEMINI_MODEL) one of those providers' models\n(OPENAI_STREAM=0 turns streaming off); without any a scripted planner stands in for the model.\n")
	}
	return fs
}

// A usageError says why the program will not run a combination of flags.
// Like a flag it does not know, it exits 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error {
	return &usageError{fmt.Sprintf(format, args...)}
}

// parseFlags reads args into options and checks that they make sense
// together. It returns flag.ErrHelp for -h, the flag package's error (which
// it has printed) for a flag it does not know, and a *usageError for a
// combination it will not run.
func parseFlags(args []string, stderr io.Writer, pr *present.Presenter) (options, error) {
	var o options
	fs := newFlagSet(&o, stderr)
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	rest := fs.Args()
	if o.web.on && o.web.addr == "" && len(rest) > 0 {
		// -web ADDR: the address, then perhaps more flags.
		o.web.addr = rest[0]
		if err := fs.Parse(rest[1:]); err != nil {
			return o, err
		}
		rest = fs.Args()
	}
	if o.web.on && o.web.addr == "" {
		o.web.addr = defaultWebAddr
	}
	if len(rest) > 0 {
		return o, usagef("unexpected arguments %q; put a question in -ask", rest)
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	return o, checkCombination(o, set, pr)
}

// checkCombination says why the flags given (set) do not make sense
// together, or returns nil. At most one mode flag is given, and each mode
// takes only the flags that change what it does.
func checkCombination(o options, set map[string]bool, pr *present.Presenter) error {
	// The flags each mode takes besides itself; no mode flag means the chat.
	modes := []struct {
		name  string
		takes []string
	}{
		{"ask", []string{"lang", "json", "v", "agent", "allow-private", "redis", "conversation"}},
		{"demo", []string{"lang", "v", "agent", "allow-private"}},
		{"serve", nil},
		{"web", []string{"lang", "v", "agent", "allow-private"}},
	}
	mode, takes := "", []string{"lang", "json", "v", "agent", "allow-private", "redis", "conversation"}
	for _, m := range modes {
		if !set[m.name] {
			continue
		}
		if mode != "" {
			return usagef("-%s and -%s cannot be combined: -ask answers one question, -demo replays the scenarios, -serve only runs the demo agents, -web serves the chat page", mode, m.name)
		}
		mode, takes = m.name, m.takes
	}
	for name := range set {
		if name == mode || slices.Contains(takes, name) {
			continue
		}
		switch {
		case mode == "serve":
			return usagef("-serve only runs the demo agents; -%s does not apply to it", name)
		case name == "json":
			return usagef("-json prints turns of a chat or of -ask; -%s shows them its own way", mode)
		}
		return usagef("-%s does not apply to -%s", name, mode)
	}
	switch {
	case set["ask"] && strings.TrimSpace(o.ask) == "":
		return usagef(`-ask needs a question, e.g. -ask "When is the chapel open?"`)
	case set["conversation"] && o.redis == "":
		return usagef("-conversation goes on with a conversation kept in Redis; it needs -redis")
	case set["allow-private"] && len(o.agents) == 0:
		return usagef("-allow-private applies only with -agent: the demo agents are always allowed")
	case set["lang"]:
		if _, ok := supportedLanguage(pr, o.lang); !ok {
			return usagef("-lang %q: not a language the assistant speaks; use one of %s", o.lang, languageList(pr))
		}
	}
	return nil
}

// supportedLanguage matches a -lang value (a tag or an Accept-Language
// list) against the presenter's languages. Unlike Presenter.Match, which
// falls back to English for a person, it reports a value it cannot place.
func supportedLanguage(pr *present.Presenter, v string) (language.Tag, bool) {
	tags, _, err := language.ParseAcceptLanguage(v)
	if err != nil || len(tags) == 0 {
		return language.Tag{}, false
	}
	for _, t := range tags {
		base, _ := t.Base()
		for _, have := range pr.Languages() {
			if hb, _ := have.Base(); hb == base {
				return pr.Match(v), true
			}
		}
	}
	return language.Tag{}, false
}

func languageList(pr *present.Presenter) string {
	var names []string
	for _, t := range pr.Languages() {
		names = append(names, t.String())
	}
	return strings.Join(names, ", ")
}
