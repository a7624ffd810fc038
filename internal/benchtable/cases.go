package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2aclient"
	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/cache"
	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/internal/a2atest"
	"github.com/agent-capability/onrequest/internal/cardjson"
	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/present/guard"
)

// A bench is one side of a row: a loop of n calls.
type bench struct {
	label string
	bytes int64 // bytes processed per call, for MB/s; 0 for none
	loop  func(n int) error
}

// An aim is a target a row is checked against, once on wall time and once
// on CPU time.
type aim struct {
	text  string
	holds func(f figures) bool
}

// figures are what an aim is judged on: the measured side's ns/op and
// MB/s, and the ratio to the baseline.
type figures struct {
	NsPerOp, MBPerS, Ratio float64
}

// A row is one line of the table: a single bench, or a pair measured in
// alternation whose first side is compared with its second.
type row struct {
	name    string
	benches []bench // one, or two: {measured, baseline}
	aims    []aim
}

// Aims, as the project states them.
var (
	aimWrapped = aim{"wrapped/bare <= 1.05", func(f figures) bool { return f.Ratio <= 1.05 }}
	aimHit     = aim{"hit < 200 ns", func(f figures) bool { return f.NsPerOp < 200 }}
	aimGuardMB = aim{">= 50 MB/s", func(f figures) bool { return f.MBPerS >= 50 }} // issue 11
	aimGuard2K = aim{"<= 40 µs", func(f figures) bool { return f.NsPerOp <= 40_000 }}
	aimReply   = aim{"< 2 µs", func(f figures) bool { return f.NsPerOp < 2_000 }}
)

// fixture holds what the rows share, and closes it.
type fixture struct {
	closers []func()
}

func (f *fixture) close() {
	for _, c := range slices.Backward(f.closers) {
		c()
	}
}

// setup builds every row: servers on loopback, clients built once, drafts,
// decoded replies. Each row's loop is checked once here, so a row that
// cannot do its work fails before any timing starts.
func setup(ctx context.Context, testdata string) (rows []row, f *fixture, err error) {
	f = &fixture{}
	defer func() {
		if err != nil {
			f.close()
		}
	}()

	annexDir := filepath.Join(testdata, "annex-a")
	cardJSON, err := os.ReadFile(filepath.Join(annexDir, "card.json"))
	if err != nil {
		return nil, f, err
	}
	annexCard, err := cardjson.Parse(cardJSON)
	if err != nil {
		return nil, f, fmt.Errorf("annex card: %w", err)
	}

	for _, b := range []struct {
		name    string
		binding a2a.TransportProtocol
	}{{"JSON-RPC", a2a.TransportProtocolJSONRPC}, {"REST", a2a.TransportProtocolHTTPJSON}} {
		r, err := askRow(ctx, f, annexCard, b.name, b.binding)
		if err != nil {
			return nil, f, err
		}
		rows = append(rows, r)
	}
	r, err := streamRow(ctx, f, annexCard)
	if err != nil {
		return nil, f, err
	}
	rows = append(rows, r)

	if r, err = cacheRow(ctx, f, cardJSON); err != nil {
		return nil, f, err
	}
	rows = append(rows, r)

	decl := interpret.Declare(annexCard)
	guardRows, err := guardRows(annexDir, decl)
	if err != nil {
		return nil, f, err
	}
	rows = append(rows, guardRows...)

	replyRows, err := interpretRows(annexDir, decl)
	if err != nil {
		return nil, f, err
	}
	rows = append(rows, replyRows...)

	for _, r := range rows {
		for _, b := range r.benches {
			if err := b.loop(1); err != nil {
				return nil, f, fmt.Errorf("%s, %s: %w", r.name, b.label, err)
			}
		}
	}
	return rows, f, nil
}

// startChapel serves the chapel over one binding and builds a2a-go's own
// client for it, once, from the served card: the bare side of a row.
func startChapel(ctx context.Context, f *fixture, annex *a2a.AgentCard, binding a2a.TransportProtocol) (*a2atest.Server, *a2aclient.Client, error) {
	srv, err := a2atest.New(chapel{}, a2atest.WithBindings(binding), a2atest.WithCard(chapelCard(annex)))
	if err != nil {
		return nil, nil, err
	}
	f.closers = append(f.closers, srv.Close)
	ac, err := a2aclient.NewFromCard(ctx, srv.Card())
	if err != nil {
		return nil, nil, err
	}
	f.closers = append(f.closers, func() { _ = ac.Destroy() })
	return srv, ac, nil
}

func wrappedClient(f *fixture) *client.Client {
	c := client.New(client.WithAllowPrivateNetworks())
	f.closers = append(f.closers, func() { _ = c.Close() })
	return c
}

// askRow: client.Ask against a2a-go's SendMessage, one server whose card
// lists only the binding measured.
func askRow(ctx context.Context, f *fixture, annex *a2a.AgentCard, name string, binding a2a.TransportProtocol) (row, error) {
	srv, ac, err := startChapel(ctx, f, annex, binding)
	if err != nil {
		return row{}, err
	}
	c := wrappedClient(f)
	return row{
		name: "ask " + name,
		benches: []bench{
			{label: "client.Ask", loop: func(n int) error {
				for range n {
					out, err := c.Ask(ctx, srv.URL, questionPrice)
					if err != nil {
						return err
					}
					if out.Kind != interpret.KindOnRequest {
						return fmt.Errorf("outcome %s, want %s", out.Kind, interpret.KindOnRequest)
					}
				}
				return nil
			}},
			{label: "a2aclient.SendMessage", loop: func(n int) error {
				for range n {
					msg := a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart(questionPrice))
					res, err := ac.SendMessage(ctx, &a2a.SendMessageRequest{Message: msg})
					if err != nil {
						return err
					}
					if _, ok := res.(*a2a.Message); !ok {
						return fmt.Errorf("result %T, want a Message", res)
					}
				}
				return nil
			}},
		},
		aims: []aim{aimWrapped},
	}, nil
}

// streamRow: client.Stream against SendStreamingMessage over JSON-RPC; the
// agent streams a task, a working update and the A.3 rejection.
func streamRow(ctx context.Context, f *fixture, annex *a2a.AgentCard) (row, error) {
	srv, ac, err := startChapel(ctx, f, annex, a2a.TransportProtocolJSONRPC)
	if err != nil {
		return row{}, err
	}
	c := wrappedClient(f)
	return row{
		name: "stream JSON-RPC",
		benches: []bench{
			{label: "client.Stream", loop: func(n int) error {
				for range n {
					var last interpret.Outcome
					msg := a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart(questionBook))
					for out, err := range c.Stream(ctx, srv.URL, msg) {
						if err != nil {
							return err
						}
						last = out
					}
					if last.Kind != interpret.KindActionReferred {
						return fmt.Errorf("stream ended with %s, want %s", last.Kind, interpret.KindActionReferred)
					}
				}
				return nil
			}},
			{label: "a2aclient.SendStreamingMessage", loop: func(n int) error {
				for range n {
					var events int
					msg := a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart(questionBook))
					for _, err := range ac.SendStreamingMessage(ctx, &a2a.SendMessageRequest{Message: msg}) {
						if err != nil {
							return err
						}
						events++
					}
					if events < 3 {
						return fmt.Errorf("%d events, want 3", events)
					}
				}
				return nil
			}},
		},
		aims: []aim{aimWrapped},
	}, nil
}

// cacheRow: a hit on a warm, normalised URL against a full miss (GET over
// loopback, read, parse the Annex A.1 card, store).
func cacheRow(ctx context.Context, f *fixture, cardJSON []byte) (row, error) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != cache.WellKnownPath {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Cache-Control", "max-age=3600")
		_, _ = w.Write(cardJSON)
	}))
	f.closers = append(f.closers, srv.Close)
	url, err := cache.NormalizeAgentURL(srv.URL)
	if err != nil {
		return row{}, err
	}
	warm, cold := cache.New(), cache.New()
	if _, err := warm.Card(ctx, url); err != nil {
		return row{}, err
	}
	return row{
		name: "cache",
		benches: []bench{
			{label: "hit (cache.Card, warm)", loop: func(n int) error {
				for range n {
					if _, err := warm.Card(ctx, url); err != nil {
						return err
					}
				}
				return nil
			}},
			{label: "fetch (cold, loopback)", loop: func(n int) error {
				for range n {
					cold.Invalidate(url)
					if _, err := cold.Card(ctx, url); err != nil {
						return err
					}
				}
				return nil
			}},
		},
		aims: []aim{aimHit},
	}, nil
}

// draftSentences make drafts like a model's answer about the chapel: hours,
// an address, the referral, a price from elsewhere (which the guard must
// block), a done claim, and text with nothing to guard.
var draftSentences = []string{
	"The chapel is open Monday to Friday from 9:00 to 17:00, and on Saturday mornings by appointment. ",
	"You will find it at 12 High Street, next to the library; parking is available on site. ",
	"Example Memorial Chapel gives its prices to the person who asks, so I can't quote a figure for you. ",
	"From what families report online, a direct cremation there costs about $2,950. ",
	"You can ask about costs here: https://ask.example.com/talk or call +1 555 0100. ",
	"Many families bring photographs and music to the first meeting, which takes about 45 minutes. ",
	"Some people also ask whether flowers are included; it is worth asking when you call. ",
}

func draft(n int) string {
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		b.WriteString(draftSentences[i%len(draftSentences)])
	}
	return b.String()[:n]
}

// moneyRE is the baseline: one regular expression for currency amounts, the
// least a filter for prices would do.
var moneyRE = regexp.MustCompile(`[$€£¥]\s?\d[\d.,]*|\b\d[\d.,]*\s?(?:USD|EUR|GBP|JPY|[Dd]ollars?|[Ee]uros?|[Pp]ounds?)\b`)

// guardRows: Guard.Check with a ledger that holds the A.2 referral, against
// the baseline regular expression over the same draft.
func guardRows(annexDir string, decl *interpret.Declaration) ([]row, error) {
	res, err := loadReply(filepath.Join(annexDir, "message-on-request.json"))
	if err != nil {
		return nil, err
	}
	referral := interpret.Call{Declaration: decl, Activated: true}.Result(res)
	if referral.Kind != interpret.KindOnRequest {
		return nil, fmt.Errorf("A.2 read as %s", referral.Kind)
	}
	ledger := present.NewLedger()
	ledger.Record(referral)
	g := guard.New(present.New())

	var rows []row
	for _, size := range []struct {
		name string
		n    int
		aims []aim
	}{
		{"2 KB", 2 << 10, []aim{aimGuardMB, aimGuard2K}},
		{"64 KB", 64 << 10, []aim{aimGuardMB}},
	} {
		text := draft(size.n)
		if got := g.Check(ledger, language.English, text); len(got.Blocked) == 0 {
			return nil, errors.New("the guard blocked nothing in a draft that quotes a price")
		}
		if moneyRE.FindAllStringIndex(text, -1) == nil {
			return nil, errors.New("the baseline found no amount in the draft")
		}
		rows = append(rows, row{
			name: "guard " + size.name,
			benches: []bench{
				{label: "Guard.Check", bytes: int64(len(text)), loop: func(n int) error {
					for range n {
						if r := g.Check(ledger, language.English, text); len(r.Blocked) == 0 {
							return errors.New("nothing blocked")
						}
					}
					return nil
				}},
				{label: "regexp baseline", bytes: int64(len(text)), loop: func(n int) error {
					for range n {
						if moneyRE.FindAllStringIndex(text, -1) == nil {
							return errors.New("no match")
						}
					}
					return nil
				}},
			},
			aims: size.aims,
		})
	}
	return rows, nil
}

// annexKinds are the outcomes the Annex A replies must read as. A.4 is "a
// different operator" that opened service-pricing to assistants, so it is
// read against A.1 with that one change.
var annexKinds = map[string]interpret.Kind{
	"message-on-request.json":   interpret.KindOnRequest,
	"task-action-referred.json": interpret.KindActionReferred,
	"task-given-on-opt-in.json": interpret.KindGivenOnOptIn,
}

// interpretRows: Call.Result on each Annex A reply, already decoded.
func interpretRows(annexDir string, decl *interpret.Declaration) ([]row, error) {
	opened := *decl
	opened.Skills = slices.Clone(decl.Skills)
	for i := range opened.Skills {
		if opened.Skills[i].ID == "service-pricing" {
			opened.Skills[i].AssistantAccess = true
		}
	}
	files, err := filepath.Glob(filepath.Join(annexDir, "*.json"))
	if err != nil {
		return nil, err
	}
	var rows []row
	for _, path := range files {
		name := filepath.Base(path)
		if name == "card.json" {
			continue
		}
		want, known := annexKinds[name]
		if !known {
			return nil, fmt.Errorf("%s: an Annex A reply with no expected outcome; add it to annexKinds", name)
		}
		res, err := loadReply(path)
		if err != nil {
			return nil, err
		}
		call := interpret.Call{Declaration: decl, Activated: true}
		if want == interpret.KindGivenOnOptIn {
			call.Declaration = &opened
		}
		if out := call.Result(res); out.Kind != want || len(out.Findings) != 0 {
			return nil, fmt.Errorf("%s read as %s with findings %v, want %s and none", name, out.Kind, out.Findings, want)
		}
		rows = append(rows, row{
			name: "interpret " + strings.TrimSuffix(name, ".json"),
			benches: []bench{{label: "Call.Result", loop: func(n int) error {
				for range n {
					if out := call.Result(res); out.Kind != want {
						return fmt.Errorf("read as %s", out.Kind)
					}
				}
				return nil
			}}},
			aims: []aim{aimReply},
		})
	}
	if len(rows) != len(annexKinds) {
		return nil, fmt.Errorf("found %d Annex A replies in %s, want %d", len(rows), annexDir, len(annexKinds))
	}
	return rows, nil
}

// loadReply decodes a reply file as a Task when it has a status, else as a
// Message.
func loadReply(path string) (a2a.SendMessageResult, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var probe map[string]json.RawMessage
	if err := json.Unmarshal(b, &probe); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if _, ok := probe["status"]; ok {
		var task a2a.Task
		if err := json.Unmarshal(b, &task); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		return &task, nil
	}
	var msg a2a.Message
	if err := json.Unmarshal(b, &msg); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &msg, nil
}
