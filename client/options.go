package client

import (
	"log/slog"
	"net/http"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2aclient"
	"github.com/agent-capability/onrequest/cache"
	"golang.org/x/text/language"
	"google.golang.org/grpc"
)

// Defaults for the options below.
const (
	DefaultRetryMax      = 3
	DefaultRetryAfterCap = 5 * time.Second
	DefaultMaxBodySize   = 4 << 20 // 4 MiB
	defaultRetryWaitMin  = 200 * time.Millisecond
	defaultRetryWaitMax  = 5 * time.Second
)

// An Option configures a Client.
type Option func(*config)

type config struct {
	httpClient    *http.Client
	interceptors  []a2aclient.CallInterceptor
	cache         *cache.Cache
	logger        *slog.Logger
	retryMax      int
	retryAfterCap time.Duration
	retryWaitMin  time.Duration
	retryWaitMax  time.Duration
	maxBodySize   int64
	allowPrivate  bool
	grpcOpts      []grpc.DialOption

	taskMemorySize int
	taskMemoryTTL  time.Duration
	// Bounds against a hostile agent; their options are beside their code.
	streamLimits        StreamLimits  // budget.go
	allowHTTPInterfaces bool          // redirect.go
	headerTimeout       time.Duration // timeout.go
}

func newConfig(opts []Option) *config {
	cfg := &config{
		retryMax:      DefaultRetryMax,
		retryAfterCap: DefaultRetryAfterCap,
		retryWaitMin:  defaultRetryWaitMin,
		retryWaitMax:  defaultRetryWaitMax,
		maxBodySize:   DefaultMaxBodySize,

		taskMemorySize: DefaultTaskMemorySize,
		taskMemoryTTL:  DefaultTaskMemoryTTL,
		headerTimeout:  DefaultResponseHeaderTimeout,
	}
	for _, o := range opts {
		o(cfg)
	}
	cfg.logger = redacting(cfg.logger)
	if cfg.retryWaitMax < cfg.retryWaitMin {
		cfg.retryWaitMax = cfg.retryWaitMin
	}
	return cfg
}

// WithHTTPClient uses hc's Transport, Jar and CheckRedirect. hc is not
// modified: a *http.Transport is cloned and its dialer wrapped with the
// address check (through a proxy, the check sees the proxy's address, not
// the agent's). Any other RoundTripper is wrapped, and the host's resolved
// addresses are checked before each request, a weaker check than at dial
// time. hc.Timeout is not applied, because it would cut streams short;
// bound calls with the context instead.
func WithHTTPClient(hc *http.Client) Option { return func(c *config) { c.httpClient = hc } }

// WithInterceptors adds a2a-go call interceptors, run after the client's own
// (which activates the extension), in the order given.
func WithInterceptors(ics ...a2aclient.CallInterceptor) Option {
	return func(c *config) { c.interceptors = append(c.interceptors, ics...) }
}

// WithCache uses a card cache shared with other code. By default each
// Client has its own, fetching through the Client's guarded HTTP client.
// A cache passed here fetches with the HTTP client it was built with: build
// it with cache.WithHTTPClient(client.NewHTTPClient(...)) to keep the
// address check and size limit on card fetches.
func WithCache(cc *cache.Cache) Option { return func(c *config) { c.cache = cc } }

// WithLogger logs retries and rebuilt connections at Debug level. Log
// records never contain a request or response body, a header value, or a
// URL's query or userinfo. The default is no logging.
func WithLogger(l *slog.Logger) Option { return func(c *config) { c.logger = l } }

// WithRetryMax sets how many times a request may be retried (default
// DefaultRetryMax; 0 disables retries). Only requests that cannot act
// twice are retried; see the package documentation.
func WithRetryMax(n int) Option {
	return func(c *config) {
		if n >= 0 {
			c.retryMax = n
		}
	}
}

// WithRetryWait sets the bounds of the exponential wait between retries
// (default 200ms to 5s).
func WithRetryWait(min, max time.Duration) Option {
	return func(c *config) { c.retryWaitMin, c.retryWaitMax = min, max }
}

// WithRetryAfterCap caps the wait an agent can ask for with Retry-After
// (default DefaultRetryAfterCap).
func WithRetryAfterCap(d time.Duration) Option { return func(c *config) { c.retryAfterCap = d } }

// WithMaxBodySize limits the bytes read from an agent in one response body,
// or in one event of a stream (default DefaultMaxBodySize; 0 or less means
// no limit). Exceeding it fails the call with ErrBodyTooLarge.
func WithMaxBodySize(n int64) Option { return func(c *config) { c.maxBodySize = n } }

// WithAllowPrivateNetworks allows connections to loopback, private,
// link-local and other non-public addresses. Use it for development and
// tests only: agent URLs often come from a model's output.
func WithAllowPrivateNetworks() Option { return func(c *config) { c.allowPrivate = true } }

// WithGRPCDialOptions adds options for gRPC connections, after the client's
// own (TLS credentials and the guarded dialer); later options win, so
// grpc.WithTransportCredentials(insecure.NewCredentials()) here talks to a
// plaintext agent, and a grpc.WithContextDialer here replaces the guarded
// dialer and with it the address check on gRPC connections.
func WithGRPCDialOptions(opts ...grpc.DialOption) Option {
	return func(c *config) { c.grpcOpts = append(c.grpcOpts, opts...) }
}

// WithTaskMemory bounds what the Client remembers about tasks: the skill
// of at most size tasks and contexts, each for at most ttl after its last
// use (defaults DefaultTaskMemorySize and DefaultTaskMemoryTTL). size 0
// turns the memory off: then only WithSkill, a reply's marker or the
// question itself tells a continuation's skill.
func WithTaskMemory(size int, ttl time.Duration) Option {
	return func(c *config) { c.taskMemorySize, c.taskMemoryTTL = size, ttl }
}

// A CallOption configures one call.
type CallOption func(*callConfig)

type callConfig struct {
	skillID     string
	contextID   string
	taskID      a2a.TaskID
	unactivated bool
	lang        language.Tag
	onHeader    func(http.Header)
}

func newCallConfig(opts []CallOption) callConfig {
	var cc callConfig
	for _, o := range opts {
		o(&cc)
	}
	return cc
}

// WithSkill names the skill the question is for. The reply is read in its
// light: for example, an action skill's completed task is action-done. The
// Client remembers it for the rest of the task. Without it, the skill is the
// task's, or is inferred from the question and the card.
func WithSkill(id string) CallOption { return func(c *callConfig) { c.skillID = id } }

// WithResponseHeader calls f with a copy of the header of each HTTP
// response the call receives (JSON-RPC and HTTP+JSON, and the card's when
// the call fetches it; gRPC has none), for
// tools that check what an agent sends back beside the reply: a2a-go hands
// the client payloads only. The probe uses it to see whether an agent
// echoes A2A-Extensions. f may be called more than once (a retry, a GetTask
// after a stream) and from the call's goroutine only.
func WithResponseHeader(f func(http.Header)) CallOption {
	return func(c *callConfig) { c.onHeader = f }
}

// WithLanguage tells the agent the person's language, as the service
// parameter Accept-Language (an HTTP header over JSON-RPC and REST, gRPC
// metadata over gRPC), so that an agent that speaks it can answer in it.
func WithLanguage(tag language.Tag) CallOption { return func(c *callConfig) { c.lang = tag } }

// WithContextID continues a conversation (Message.contextId).
func WithContextID(id string) CallOption { return func(c *callConfig) { c.contextID = id } }

// WithTaskID continues a task, for example one that asked for input
// (Message.taskId).
func WithTaskID(id a2a.TaskID) CallOption { return func(c *callConfig) { c.taskID = id } }

// WithoutActivation sends this one call without activating the extension
// (no A2A-Extensions: interpret.URI) and reads the reply as a client that
// did not activate it would. It exists for checking an agent from outside:
// OR-5.1 requires the same conduct towards clients that do not activate
// the extension, and only a call without it shows that. An assistant has
// no use for it. Nothing else turns activation off: every call without
// this option, and every call through A2A, is activated.
func WithoutActivation() CallOption { return func(c *callConfig) { c.unactivated = true } }
