package client

import (
	"context"
	"log/slog"
	"reflect"
	"sync"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2aclient"

	"github.com/agent-capability/onrequest/interpret"
)

// minSweep is the size of the connection table below which it is never
// swept.
const minSweep = 64

// agentConn is an a2a-go client built from one card, with the card's
// reading. It is not modified after conn returns it.
type agentConn struct {
	agentURL string
	url      string // the card URL, as the cache keys it
	card     *a2a.AgentCard
	decl     *interpret.Declaration
	client   *a2aclient.Client
	live     *liveClient
}

// liveClient counts the users of an a2a-go client, so that one the Client
// no longer holds (its card changed, or the cache let go of the agent) is
// destroyed when its last call ends, not before and not never.
type liveClient struct {
	cl *a2aclient.Client

	mu        sync.Mutex
	calls     int  // calls in flight
	held      bool // in the Client's table
	pinned    bool // handed out by Client.A2A: only Close destroys it
	destroyed bool
}

// release ends a call on conn.
func (conn *agentConn) release() { conn.live.done() }

func (l *liveClient) done() {
	l.mu.Lock()
	l.calls--
	l.mu.Unlock()
	l.destroyIfUnused()
}

// drop takes l out of the Client's table.
func (l *liveClient) drop() {
	l.mu.Lock()
	l.held = false
	l.mu.Unlock()
	l.destroyIfUnused()
}

func (l *liveClient) destroyIfUnused() {
	l.mu.Lock()
	destroy := !l.held && !l.pinned && l.calls == 0 && !l.destroyed
	l.destroyed = l.destroyed || destroy
	l.mu.Unlock()
	if destroy {
		_ = l.cl.Destroy() // nothing to report to: no call is waiting on it
	}
}

// destroy destroys l whatever its users; for Close.
func (l *liveClient) destroy() error {
	l.mu.Lock()
	done := l.destroyed
	l.destroyed = true
	l.mu.Unlock()
	if done {
		return nil
	}
	return l.cl.Destroy()
}

// conn returns the a2a-go client for the agent's current card, building it
// on first use and again when the card's interfaces change, with one call
// counted on it: the caller must call release when the call ends.
func (c *Client) conn(ctx context.Context, agentURL string) (*agentConn, error) {
	e, err := c.cache.Card(ctx, agentURL)
	if err != nil {
		return nil, redactedf("client: agent card for %s: %w", agentURL, err)
	}
	c.mu.RLock()
	conn := c.conns[e.URL]
	if conn != nil && conn.card == e.Card {
		conn.live.mu.Lock()
		conn.live.calls++ // under c.mu, so it cannot be dropped meanwhile
		conn.live.mu.Unlock()
		c.mu.RUnlock()
		return conn, nil // the warm path: one map read
	}
	c.mu.RUnlock()

	c.mu.Lock()
	defer c.mu.Unlock()
	next, err := c.nextConnLocked(ctx, agentURL, e.URL, e.Card, e.Notes)
	if err != nil {
		return nil, err
	}
	next.live.mu.Lock()
	next.live.calls++
	next.live.mu.Unlock()
	return next, nil
}

// nextConnLocked returns the connection for card, building it if the
// table holds none for it.
func (c *Client) nextConnLocked(ctx context.Context, agentURL, cardURL string, card *a2a.AgentCard, notes []string) (*agentConn, error) {
	old := c.conns[cardURL]
	if old != nil && old.card == card {
		return old, nil
	}
	next := &agentConn{agentURL: agentURL, url: cardURL, card: card, decl: interpret.DeclareRead(card, notes)}
	usable, err := secureCard(cardURL, card, c.cfg.allowHTTPInterfaces)
	if err != nil {
		return nil, redactedf("client: agent card for %s: %w", agentURL, err)
	}
	if old != nil && reflect.DeepEqual(old.card.SupportedInterfaces, card.SupportedInterfaces) {
		// Same endpoints: keep the connections, read the new card.
		if err := old.client.UpdateCard(usable); err == nil {
			next.client, next.live = old.client, old.live
		}
	}
	if next.client == nil {
		// Building opens nothing yet (HTTP is per request, gRPC connects
		// lazily), so holding the lock is cheap.
		cl, err := c.factory.CreateFromCard(ctx, usable)
		if err != nil {
			return nil, redactedf("client: no usable interface in the card of %s: %w", agentURL, err)
		}
		next.client, next.live = cl, &liveClient{cl: cl, held: true}
		if old != nil {
			old.live.drop() // destroyed once its in-flight calls end
			if l := c.cfg.logger; l != nil {
				l.LogAttrs(ctx, slog.LevelDebug, "agent card changed; client rebuilt", slog.String("card_url", cardURL))
			}
		} else {
			c.sweepLocked()
		}
	}
	c.conns[cardURL] = next
	return next, nil
}

// sweepLocked lets go of the connections of agents whose card the cache no
// longer holds, or holds in a newer version, so that the table follows the
// cache's bounds rather than grow with every agent ever asked. It runs when
// the table has doubled since the last sweep: its cost is spread over the
// insertions.
func (c *Client) sweepLocked() {
	if len(c.conns) < c.sweepAt {
		return
	}
	for url, conn := range c.conns {
		if e, ok := c.cache.Held(conn.agentURL); !ok || e.Card != conn.card {
			delete(c.conns, url)
			conn.live.drop()
		}
	}
	c.sweepAt = max(2*len(c.conns), minSweep)
}

// pin keeps conn's a2a-go client until Close, for a caller that holds it.
func (conn *agentConn) pin() {
	conn.live.mu.Lock()
	conn.live.pinned = true
	conn.live.mu.Unlock()
}

// closeConns destroys every a2a-go client built so far.
func (c *Client) closeConns() []error {
	c.mu.Lock()
	defer c.mu.Unlock()
	var errs []error
	for _, conn := range c.conns {
		errs = append(errs, conn.live.destroy())
	}
	for _, l := range c.pinned {
		errs = append(errs, l.destroy())
	}
	c.conns, c.pinned = map[string]*agentConn{}, nil
	return errs
}
