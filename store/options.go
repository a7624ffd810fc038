package store

import "time"

// An Option configures a [Memory].
type Option func(*config)

type config struct {
	idle time.Duration
	now  func() time.Time
}

// WithIdleTimeout sets how long a conversation is kept after its last load
// or update (default [DefaultIdleTimeout]). Values of zero or below leave
// the default.
func WithIdleTimeout(d time.Duration) Option {
	return func(c *config) {
		if d > 0 {
			c.idle = d
		}
	}
}

// WithClock sets the clock that idle expiry is measured on, mostly for
// tests. A nil function leaves [time.Now].
func WithClock(now func() time.Time) Option {
	return func(c *config) {
		if now != nil {
			c.now = now
		}
	}
}
