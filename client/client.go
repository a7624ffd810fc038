package client

import (
	"context"
	"errors"
	"iter"
	"math"
	"net/http"
	"sync"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2aclient"
	"github.com/a2aproject/a2a-go/v2/a2acompat/a2av0"
	grpcv0 "github.com/a2aproject/a2a-go/v2/a2agrpc/v0"
	grpcv1 "github.com/a2aproject/a2a-go/v2/a2agrpc/v1"
	"golang.org/x/text/language"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials"

	"github.com/agent-capability/onrequest/cache"
	"github.com/agent-capability/onrequest/interpret"
)

// A Client asks A2A agents questions with the On Request extension
// activated and reads their replies as interpret.Outcomes. It is safe for
// concurrent use; create one and share it.
type Client struct {
	cfg     *config
	http    *http.Client
	cache   *cache.Cache
	factory *a2aclient.Factory
	tasks   *taskMemory // each task's skill; nil when WithTaskMemory(0, 0)

	mu      sync.RWMutex
	conns   map[string]*agentConn // by card URL; see conns.go
	sweepAt int                   // table size at which conns are next swept
	pinned  []*liveClient         // handed out by A2A; destroyed by Close
}

// New returns a Client configured by opts.
func New(opts ...Option) *Client {
	cfg := newConfig(opts)
	c := &Client{cfg: cfg, http: newHTTPClient(cfg), conns: map[string]*agentConn{}, sweepAt: minSweep,
		tasks: newTaskMemory(cfg.taskMemorySize, cfg.taskMemoryTTL, time.Now)}
	c.cache = cfg.cache
	if c.cache == nil {
		c.cache = cache.New(cache.WithHTTPClient(c.http), cache.WithLogger(cfg.logger))
	}

	d := newDialer(cfg.allowPrivate)
	grpcOpts := []grpc.DialOption{grpc.WithTransportCredentials(credentials.NewTLS(nil))}
	if cfg.maxBodySize > 0 && cfg.maxBodySize < math.MaxInt32 {
		grpcOpts = append(grpcOpts, grpc.WithDefaultCallOptions(grpc.MaxCallRecvMsgSize(int(cfg.maxBodySize))))
	}
	grpcOpts = append(grpcOpts, cfg.grpcOpts...)

	interceptors := append([]a2aclient.CallInterceptor{activator{}}, cfg.interceptors...)
	c.factory = a2aclient.NewFactory(
		a2aclient.WithDefaultsDisabled(),
		a2aclient.WithJSONRPCTransport(c.http),
		a2aclient.WithRESTTransport(c.http),
		a2aclient.WithTransport(a2a.TransportProtocolGRPC,
			grpcTransportFactory(d, grpcOpts, grpcv1.NewGRPCTransport)),
		a2av0.WithJSONRPCTransport(a2av0.JSONRPCTransportConfig{Client: c.http}),
		a2av0.WithRESTTransport(a2av0.RESTTransportConfig{Client: c.http}),
		a2aclient.WithCompatTransport(a2av0.Version, a2a.TransportProtocolGRPC,
			grpcTransportFactory(d, grpcOpts, grpcv0.NewGRPCTransport)),
		a2aclient.WithCallInterceptors(interceptors...),
	)
	return c
}

// NewHTTPClient returns an *http.Client with the address check, retry
// policy and body limit that a Client built with the same options uses.
// Give it to a cache.Cache shared through WithCache.
func NewHTTPClient(opts ...Option) *http.Client { return newHTTPClient(newConfig(opts)) }

// Ask sends text to the agent at agentURL and reads the reply.
//
// agentURL is the agent's base URL; its card is read from
// /.well-known/agent-card.json there (through the cache). The error is
// non-nil only when no reply could be read: the card could not be had, no
// interface in it is usable, or the call failed. a2a-go's typed errors
// (a2a.ErrTaskNotFound ...) match with errors.Is.
func (c *Client) Ask(ctx context.Context, agentURL, text string, opts ...CallOption) (interpret.Outcome, error) {
	return c.Send(ctx, agentURL, a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart(text)), opts...)
}

// Send sends msg and reads the reply. msg is not modified; the call options
// WithContextID and WithTaskID apply to a copy.
func (c *Client) Send(ctx context.Context, agentURL string, msg *a2a.Message, opts ...CallOption) (interpret.Outcome, error) {
	cc := newCallConfig(opts)
	ctx = cc.attach(ctx)
	conn, err := c.conn(ctx, agentURL)
	if err != nil {
		return interpret.Outcome{}, err
	}
	defer conn.release()
	call := c.tasks.call(conn.url, conn.decl, cc, interpret.MessageText(msg))
	res, err := conn.client.SendMessage(ctx, &a2a.SendMessageRequest{Message: cc.message(msg)})
	if err != nil {
		return interpret.Outcome{}, redactedf("client: SendMessage to %s: %w", agentURL, err)
	}
	out := call.Result(res)
	c.tasks.note(conn.url, cc, out)
	return out, nil
}

// Stream sends msg with SendStreamingMessage and yields the outcome so far
// after each event: progress first, the final outcome last. When the card
// says the agent does not stream, a2a-go sends SendMessage and the single
// reply is the one outcome. An error ends the sequence. An agent may keep
// the stream open after sign-in-required while the person signs in
// elsewhere: stop reading when the outcome is all you need.
func (c *Client) Stream(ctx context.Context, agentURL string, msg *a2a.Message, opts ...CallOption) iter.Seq2[interpret.Outcome, error] {
	return func(yield func(interpret.Outcome, error) bool) {
		cc := newCallConfig(opts)
		ctx := cc.attach(ctx)
		conn, err := c.conn(ctx, agentURL)
		if err != nil {
			yield(interpret.Outcome{}, err)
			return
		}
		s := c.tasks.call(conn.url, conn.decl, cc, interpret.MessageText(msg)).Stream()
		read := false
		defer func() {
			if read {
				c.tasks.note(conn.url, cc, s.Outcome()) // the last outcome the caller saw
			}
		}()
		defer conn.release()
		budget := newStreamBudget(c.cfg.streamLimits)
		for ev, err := range conn.client.SendStreamingMessage(ctx, &a2a.SendMessageRequest{Message: cc.message(msg)}) {
			if err == nil {
				err = budget.add(ev)
			}
			if err != nil {
				yield(interpret.Outcome{}, redactedf("client: SendStreamingMessage to %s: %w", agentURL, err))
				return
			}
			out := s.Add(ev)
			read = true
			if !yield(out, nil) {
				return
			}
		}
	}
}

// GetTask fetches a task and reads it, for example to see whether a
// pending action moved on. The task is read with the skill it was for:
// WithSkill's, else the one this Client remembers for the task, else one
// inferred from the person's last message in the task's history.
func (c *Client) GetTask(ctx context.Context, agentURL string, id a2a.TaskID, opts ...CallOption) (interpret.Outcome, error) {
	cc := newCallConfig(opts)
	ctx = cc.attach(ctx)
	conn, err := c.conn(ctx, agentURL)
	if err != nil {
		return interpret.Outcome{}, err
	}
	defer conn.release()
	t, err := conn.client.GetTask(ctx, &a2a.GetTaskRequest{ID: id})
	if err != nil {
		return interpret.Outcome{}, redactedf("client: GetTask %s at %s: %w", id, agentURL, err)
	}
	cc.taskID = id
	out := c.tasks.call(conn.url, conn.decl, cc, question(t)).Task(t)
	c.tasks.note(conn.url, cc, out)
	return out, nil
}

// Declaration returns what the agent's card says under the extension, and
// the cache entry it was read from (Entry.Stale tells a card served because
// the agent could not be reached).
func (c *Client) Declaration(ctx context.Context, agentURL string) (*interpret.Declaration, cache.Entry, error) {
	e, err := c.cache.Card(ctx, agentURL)
	if err != nil {
		return nil, e, redactedf("client: agent card for %s: %w", agentURL, err)
	}
	c.mu.RLock()
	conn := c.conns[e.URL]
	c.mu.RUnlock()
	if conn != nil && conn.card == e.Card {
		return conn.decl, e, nil
	}
	return interpret.DeclareRead(e.Card, e.Notes), e, nil
}

// A2A returns the a2a-go client for the agent, built from its current card,
// for the methods this package does not wrap (ListTasks, CancelTask ...).
// Calls through it carry the extension activation and the same retry and
// address rules. Do not Destroy it: Close does. A client handed out here
// is kept until Close even after the agent's card changes.
func (c *Client) A2A(ctx context.Context, agentURL string) (*a2aclient.Client, error) {
	conn, err := c.conn(ctx, agentURL)
	if err != nil {
		return nil, err
	}
	defer conn.release()
	c.mu.Lock()
	if !conn.live.pinned {
		conn.pin()
		c.pinned = append(c.pinned, conn.live)
	}
	c.mu.Unlock()
	return conn.client, nil
}

// Close releases the connections of every a2a-go client built so far (gRPC
// channels, idle HTTP connections). The Client must not be used after.
func (c *Client) Close() error {
	errs := c.closeConns()
	c.http.CloseIdleConnections()
	return errors.Join(errs...)
}

// unactivatedKey marks a call's context for the activator to leave alone.
// Only WithoutActivation sets it: the key's type is not exported.
type unactivatedKey struct{}

// svcParamLanguage carries WithLanguage's tag to the agent.
const svcParamLanguage = "Accept-Language"

type languageKey struct{}

// attach puts what the activator needs for this call into ctx: the
// language to send, and whether to leave the extension off.
func (cc callConfig) attach(ctx context.Context) context.Context {
	if cc.lang != language.Und {
		ctx = context.WithValue(ctx, languageKey{}, cc.lang)
	}
	if cc.unactivated {
		ctx = context.WithValue(ctx, unactivatedKey{}, true)
	}
	if cc.onHeader != nil {
		ctx = context.WithValue(ctx, headerKey{}, cc.onHeader)
	}
	return ctx
}

// headerKey carries WithResponseHeader's function to the HTTP layer.
type headerKey struct{}

// message applies the call options to a copy of msg.
func (cc callConfig) message(msg *a2a.Message) *a2a.Message {
	if cc.contextID == "" && cc.taskID == "" {
		return msg
	}
	m := *msg
	if cc.contextID != "" {
		m.ContextID = cc.contextID
	}
	if cc.taskID != "" {
		m.TaskID = cc.taskID
	}
	return &m
}

// Activator returns the a2a-go call interceptor a Client uses to activate
// the extension (A2A-Extensions: interpret.URI) on every call. It works on
// clients built from endpoints as well as from cards, unlike a2a-go's own
// a2aext activator, which needs a card that lists the extension. Add it to
// a2a-go clients built elsewhere with a2aclient.WithCallInterceptors.
func Activator() a2aclient.CallInterceptor { return activator{} }

// activator activates the extension on every call (but those sent with
// WithoutActivation) and tags the context with the A2A method for the retry
// policy. a2a-go sets A2A-Version itself;
// Append skips a value already present.
type activator struct{}

func (activator) Before(ctx context.Context, req *a2aclient.Request) (context.Context, any, error) {
	if off, _ := ctx.Value(unactivatedKey{}).(bool); !off {
		req.ServiceParams.Append(a2a.SvcParamExtensions, interpret.URI)
	}
	if lang, ok := ctx.Value(languageKey{}).(language.Tag); ok {
		req.ServiceParams.Append(svcParamLanguage, lang.String())
	}
	return withMethod(ctx, req.Method), nil, nil
}

func (activator) After(context.Context, *a2aclient.Response) error { return nil }
