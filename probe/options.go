package probe

import (
	"time"

	"golang.org/x/text/language"
)

// An Option configures Run.
type Option func(*config)

type config struct {
	actions bool
	lang    language.Tag
	timeout time.Duration
}

func newConfig(opts []Option) config {
	cfg := config{lang: language.English}
	for _, o := range opts {
		o(&cfg)
	}
	return cfg
}

// WithActions also sends the questions of action skills: skills that
// change something in the operator's systems (a booking, a request), as the
// card shows (a completion in the extension's entry, or a name or tag such
// as "booking"). Without it they are reported skipped and nothing is sent
// to them. Each is still sent once per mode, so an agent that accepts
// actions from assistants may act twice.
func WithActions() Option { return func(c *config) { c.actions = true } }

// WithLanguage sets the language the agent replies in, which the checks of
// the reply's words read it in (English by default; a language without
// vocabulary falls back to it).
func WithLanguage(tag language.Tag) Option { return func(c *config) { c.lang = tag } }

// WithTimeout bounds the whole probe: the card and every call. The default
// is the context's own deadline.
func WithTimeout(d time.Duration) Option { return func(c *config) { c.timeout = d } }
