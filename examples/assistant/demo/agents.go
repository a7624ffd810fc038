package demo

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"iter"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2asrv"

	"github.com/agent-capability/onrequest/interpret"
)

// RPCPath is where each demo agent serves JSON-RPC, as in Annex A.
const RPCPath = "/a2a/v1"

// CardMaxAge is the freshness each demo agent's card endpoint announces.
const CardMaxAge = 5 * time.Minute

// An Agent is one running demo agent.
type Agent struct {
	Operator string // the business, as provider.organization names it
	URL      string // base URL; the card is at URL + /.well-known/agent-card.json
	RPCURL   string // the JSON-RPC endpoint named in the card
}

// CardURL is the address of the agent's card.
func (a Agent) CardURL() string { return a.URL + a2asrv.WellKnownAgentCardPath }

// Agents are the three demo agents.
type Agents struct {
	Chapel Agent // Example Memorial Chapel (Annex A)
	Clinic Agent // Example Family Clinic
	Law    Agent // Example Law Partners
}

// All lists the agents in a fixed order: chapel, clinic, law firm.
func (a *Agents) All() []Agent { return []Agent{a.Chapel, a.Clinic, a.Law} }

// URLs lists the agents' base URLs in the order of All.
func (a *Agents) URLs() []string {
	var urls []string
	for _, ag := range a.All() {
		urls = append(urls, ag.URL)
	}
	return urls
}

type config struct {
	logger *slog.Logger
	addr   string
}

// An Option configures Start.
type Option func(*config)

// WithLogger sets the logger the A2A servers log to. By default they log
// nowhere, so that a chat in the terminal is not interleaved with server logs.
func WithLogger(l *slog.Logger) Option { return func(c *config) { c.logger = l } }

// WithAddr sets the address each agent listens on; the default is
// 127.0.0.1:0, a free loopback port per agent.
func WithAddr(addr string) Option { return func(c *config) { c.addr = addr } }

// Start runs the three demo agents on loopback, each on its own port with
// its own card. stop closes them; it is safe to call more than once.
func Start(ctx context.Context, opts ...Option) (agents *Agents, stop func(), err error) {
	cfg := config{logger: slog.New(slog.NewTextHandler(io.Discard, nil)), addr: "127.0.0.1:0"}
	for _, o := range opts {
		o(&cfg)
	}
	var servers []*http.Server
	closeAll := func() {
		for _, s := range servers {
			_ = s.Close()
		}
		servers = nil
	}
	start := func(op *operator) (Agent, error) {
		var lc net.ListenConfig
		ln, err := lc.Listen(ctx, "tcp", cfg.addr)
		if err != nil {
			return Agent{}, fmt.Errorf("demo: listen for %s: %w", op.name, err)
		}
		base := "http://" + ln.Addr().String()
		h, err := newHandler(op, base+RPCPath, cfg.logger)
		if err != nil {
			ln.Close()
			return Agent{}, err
		}
		srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second, ErrorLog: slog.NewLogLogger(cfg.logger.Handler(), slog.LevelError)}
		servers = append(servers, srv)
		go func() { _ = srv.Serve(ln) }()
		return Agent{Operator: op.name, URL: base, RPCURL: base + RPCPath}, nil
	}
	replies, err := loadCatalog(replyFiles)
	if err != nil {
		return nil, nil, err
	}
	cal, err := loadCalendar(dateFiles, replies.days())
	if err != nil {
		return nil, nil, err
	}
	agents = new(Agents)
	for _, p := range []struct {
		dst *Agent
		op  *operator
	}{{&agents.Chapel, chapel()}, {&agents.Clinic, clinic()}, {&agents.Law, lawFirm()}} {
		p.op.replies, p.op.calendar = replies, cal
		if *p.dst, err = start(p.op); err != nil {
			closeAll()
			return nil, nil, err
		}
	}
	var once sync.Once
	return agents, func() { once.Do(closeAll) }, nil
}

// Card returns the card of one of the demo operators, with url as its
// JSON-RPC endpoint. operator is "chapel", "clinic" or "law".
func Card(operatorName, url string) (*a2a.AgentCard, error) {
	for _, op := range []*operator{chapel(), clinic(), lawFirm()} {
		if op.key == operatorName {
			return op.cardFor(url)
		}
	}
	return nil, fmt.Errorf("demo: no operator %q", operatorName)
}

// newHandler serves one operator: its card (with caching headers) and
// JSON-RPC, both through a2a-go's own handlers.
func newHandler(op *operator, rpcURL string, logger *slog.Logger) (http.Handler, error) {
	card, err := op.cardFor(rpcURL)
	if err != nil {
		return nil, err
	}
	op.bindCard(card)
	body, err := json.Marshal(card)
	if err != nil {
		return nil, fmt.Errorf("demo: encode card of %s: %w", op.name, err)
	}
	sum := sha256.Sum256(body)
	etag := `"` + hex.EncodeToString(sum[:8]) + `"`

	rh := a2asrv.NewHandler(op, a2asrv.WithLogger(logger))
	mux := http.NewServeMux()
	mux.Handle(RPCPath, a2asrv.NewJSONRPCHandler(rh))
	mux.Handle(a2asrv.WellKnownAgentCardPath, cachedCard(etag, a2asrv.NewStaticAgentCardHandler(card)))
	return mux, nil
}

// cachedCard adds RFC 9111 validators to a2a-go's card handler, which sends
// none: a max-age, an ETag, and 304 for a matching If-None-Match.
func cachedCard(etag string, next http.Handler) http.Handler {
	maxAge := fmt.Sprintf("max-age=%d", int(CardMaxAge/time.Second))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet || r.Method == http.MethodHead {
			w.Header().Set("Cache-Control", maxAge)
			w.Header().Set("ETag", etag)
			if etagMatches(r.Header.Get("If-None-Match"), etag) {
				w.WriteHeader(http.StatusNotModified)
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

// etagMatches applies RFC 9110's weak comparison to an If-None-Match list.
func etagMatches(header, etag string) bool {
	for _, tag := range strings.Split(header, ",") {
		tag = strings.TrimPrefix(strings.TrimSpace(tag), "W/")
		if tag == "*" || tag == etag {
			return true
		}
	}
	return false
}

// An operator is one fictional business and its agent's behaviour.
type operator struct {
	key  string // short name for Card
	name string // provider.organization
	card string // JSON with {{URL}}
	// attestation is the operator's level under the trust framework
	// (Annex B). OR-5.6(a) lets an agent act for an assistant only at 2.
	attestation int
	route       func(text string) string
	skills      map[string]func(r *request) iter.Seq2[a2a.Event, error]

	entries  map[string]string // skill id -> personEntry, from the card
	replies  *catalog          // the words of every reply, per language
	calendar *calendar         // the days and times it understands, in every language
}

var _ a2asrv.AgentExecutor = (*operator)(nil)

func (op *operator) cardFor(rpcURL string) (*a2a.AgentCard, error) {
	var card a2a.AgentCard
	if err := json.Unmarshal([]byte(strings.ReplaceAll(op.card, "{{URL}}", rpcURL)), &card); err != nil {
		return nil, fmt.Errorf("demo: card of %s: %w", op.name, err)
	}
	return &card, nil
}

// bindCard takes each on-request skill's personEntry from the card, so the
// replies say exactly what the card says.
func (op *operator) bindCard(card *a2a.AgentCard) {
	op.entries = map[string]string{}
	for _, ext := range card.Capabilities.Extensions {
		if ext.URI != interpret.URI {
			continue
		}
		skills, _ := ext.Params["skills"].([]any)
		for _, s := range skills {
			m, _ := s.(map[string]any)
			id, _ := m["id"].(string)
			entry, _ := m["personEntry"].(string)
			op.entries[id] = entry
		}
	}
}

// Execute answers one message. The same rules hold whether or not the
// client activated the extension (OR-5.1); activation only decides whether
// the reply also carries the metadata object (OR-6.1).
func (op *operator) Execute(ctx context.Context, execCtx *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	// The request's service parameters: from the call context where the
	// executor runs inside the call, else as the executor context keeps them.
	params := execCtx.ServiceParams
	if cc, ok := a2asrv.CallContextFrom(ctx); ok {
		params = cc.ServiceParams()
	}
	r := &request{op: op, exec: execCtx, activated: activated(params), text: messageText(execCtx.Message), words: op.replies.lookup(params)}
	if ext, ok := a2asrv.ExtensionsFrom(ctx); ok && r.activated {
		ext.Activate(&a2a.AgentExtension{URI: interpret.URI})
	}
	skill := ""
	if execCtx.StoredTask != nil {
		// A reply to a task that asked for input continues that skill.
		skill, _ = execCtx.StoredTask.Metadata[skillMetaKey].(string)
	}
	if skill == "" {
		skill = op.route(r.text)
	}
	r.skill = skill
	if handle, ok := op.skills[skill]; ok {
		return handle(r)
	}
	return r.say(r.words.text("help", "operator", op.name, "skills", op.skillList(r.words)))
}

// Cancel ends a task on the client's request.
func (op *operator) Cancel(ctx context.Context, execCtx *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {
		yield(a2a.NewStatusUpdateEvent(execCtx, a2a.TaskStateCanceled, nil), nil)
	}
}

// skillList names the card's skills in the request's language: the
// replies' skill.<id>, else the card's own name.
func (op *operator) skillList(words replies) string {
	card, err := op.cardFor("")
	if err != nil {
		return ""
	}
	var names []string
	for _, s := range card.Skills {
		name := words.text("skill." + s.ID)
		if name == "" {
			name = s.Name
		}
		names = append(names, name)
	}
	return strings.Join(names, "; ")
}

// skillMetaKey is where the demo agents remember, on their own tasks, which
// skill a task belongs to. It is agent-private, not part of the extension.
const skillMetaKey = "demo.example/skill"

// activated reports whether the request carried the extension's URI in
// A2A-Extensions. The header may repeat or hold a comma-separated list.
func activated(sp *a2asrv.ServiceParams) bool {
	values, _ := sp.Get(a2a.SvcParamExtensions)
	for _, v := range values {
		for _, uri := range strings.Split(v, ",") {
			if strings.TrimSpace(uri) == interpret.URI {
				return true
			}
		}
	}
	return false
}

func messageText(m *a2a.Message) string {
	if m == nil {
		return ""
	}
	var b strings.Builder
	for _, p := range m.Parts {
		if p == nil {
			continue
		}
		if t := p.Text(); t != "" {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(t)
		}
	}
	return b.String()
}

// A request is one incoming message, with what is needed to reply to it.
type request struct {
	op        *operator
	exec      *a2asrv.ExecutorContext
	activated bool
	text      string
	skill     string
	words     replies // in the language the request asked for
}

// mark returns the extension's reply object, or nil where the client did
// not activate the extension (then only the words carry the meaning).
func (r *request) mark(status string) map[string]any {
	if !r.activated {
		return nil
	}
	m := map[string]any{"status": status, "skillId": r.skill}
	if entry := r.op.entries[r.skill]; entry != "" {
		m["personEntry"] = entry
	}
	return m
}

func markMessage(m *a2a.Message, meta map[string]any) *a2a.Message {
	if meta != nil {
		m.Extensions = []string{interpret.URI}
		m.SetMeta(interpret.URI, meta)
	}
	return m
}

// say replies with a plain Message.
func (r *request) say(text string) iter.Seq2[a2a.Event, error] {
	return r.sayMarked(text, nil)
}

func (r *request) sayMarked(text string, meta map[string]any) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {
		m := a2a.NewMessage(a2a.MessageRoleAgent, a2a.NewTextPart(text))
		m.ContextID = r.exec.ContextID
		yield(markMessage(m, meta), nil)
	}
}

// finish replies with a task that ends in state, with text as its status
// message and the artifact, if any, attached first.
func (r *request) finish(state a2a.TaskState, text string, meta map[string]any, artifact *a2a.Artifact) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {
		if r.exec.StoredTask == nil {
			task := a2a.NewSubmittedTask(r.exec, r.exec.Message)
			task.SetMeta(skillMetaKey, r.skill)
			if !yield(task, nil) {
				return
			}
		}
		if artifact != nil {
			ev := a2a.NewArtifactEvent(r.exec, artifact.Parts...)
			ev.Artifact.Name = artifact.Name
			ev.Artifact.Extensions = artifact.Extensions
			ev.Artifact.Metadata = artifact.Metadata
			if !yield(ev, nil) {
				return
			}
		}
		var msg *a2a.Message
		if text != "" {
			msg = markMessage(a2a.NewMessageForTask(a2a.MessageRoleAgent, r.exec, a2a.NewTextPart(text)), meta)
		}
		yield(a2a.NewStatusUpdateEvent(r.exec, state, msg), nil)
	}
}

// refer declines to act or to give information and says where the person
// can ask (OR-5.3, OR-5.7): the words always, the marker when activated.
func (r *request) refer(text string) iter.Seq2[a2a.Event, error] {
	return r.sayMarked(text, r.mark("on-request"))
}

// canActForAssistant is OR-5.6(a) as far as a demo can model it: the other
// conditions (reversible, staff told, rate limits, confirmation by the
// person) are the operator's to run and are taken to hold where level 2 does.
func (r *request) canActForAssistant() bool {
	return r.op.attestation >= 2
}

// keywordRoute returns a router that picks the first skill whose keywords
// (lower case) occur in the text.
func keywordRoute(table [][2]string) func(string) string {
	return func(text string) string {
		t := strings.ToLower(text)
		for _, row := range table {
			for _, kw := range strings.Split(row[1], "|") {
				if strings.Contains(t, kw) {
					return row[0]
				}
			}
		}
		return ""
	}
}
