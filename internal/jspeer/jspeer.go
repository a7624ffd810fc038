// Package jspeer starts the JavaScript A2A agent in testdata/jspeer for tests.
//
// The agent is built on @a2a-js/sdk, a second, independent implementation of
// A2A 1.0, so tests that talk to it check the library against more than
// a2a-go's own server. It declares the On Request extension as Annex A of the
// extension's specification does and answers every kind of outcome; see the
// comments at the top of testdata/jspeer/server.js for which question gets
// which reply.
//
// Start needs Node.js (20 or later) and npm. Where they are missing the test
// is skipped with the reason, unless ONREQUEST_REQUIRE_JSPEER=1 is set (as
// in CI), in which case it fails. The first Start in a checkout runs
// `npm ci` to install the pinned packages; concurrent test binaries take
// turns through a lock file.
package jspeer

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// RequireEnv names the environment variable that turns a missing or
// uninstallable peer from a skip into a failure.
const RequireEnv = "ONREQUEST_REQUIRE_JSPEER"

// minNodeMajor is the oldest Node.js that @a2a-js/sdk 1.3.0 supports.
const minNodeMajor = 20

const (
	installTimeout = 5 * time.Minute
	lockTimeout    = 6 * time.Minute
	readyTimeout   = 30 * time.Second
	stopTimeout    = 5 * time.Second
	stampFile      = ".onrequest-installed"
)

type config struct {
	cardMaxAge time.Duration
	restFirst  bool
	v03        string // "", "--v03" or "--v03-only"
	sdkCard    bool
	flags      []string // further server.js flags
}

// An Option changes how Start runs the peer.
type Option func(*config)

// CardMaxAge sets the max-age the peer's card endpoint sends (whole seconds;
// 0 makes it send no-cache). The default is one hour, as in the SDK.
func CardMaxAge(d time.Duration) Option {
	return func(c *config) { c.cardMaxAge = d }
}

// RESTFirst makes the card list the HTTP+JSON interface before the
// JSON-RPC one, so that a client that takes the first usable interface
// talks REST.
func RESTFirst() Option {
	return func(c *config) { c.restFirst = true }
}

// V03 also serves A2A 0.3 through the SDK's compatibility layer: the card
// lists a 0.3 JSON-RPC interface after the 1.0 ones, and requests and card
// fetches without A2A-Version (or with 0.3) are answered in 0.3.
func V03() Option {
	return func(c *config) { c.v03 = "--v03" }
}

// V03Only is V03 with the 0.3 JSON-RPC interface alone in the card, as an
// agent not yet on 1.0 would list it.
func V03Only() Option {
	return func(c *config) { c.v03 = "--v03-only" }
}

// SDKCard serves the card as the SDK's README shows (the request handler
// as the card provider). The SDK then sends its parsed card through
// JSON.stringify, so oneofs come out in its internal form:
// securitySchemes as {"scheme": {"$case": ..., "value": ...}}, which is not
// A2A's JSON. Agents deployed from the README look like this.
func SDKCard() Option {
	return func(c *config) { c.sdkCard = true }
}

// SaysDone makes the peer break OR-5.8 for its deferred action
// (callback-request): the completed task says the callback is booked, and
// its artifact carries a given-on-opt-in marker when the extension is
// activated. Third-party agents that report a deferred action done look
// like this.
func SaysDone() Option {
	return func(c *config) { c.flags = append(c.flags, "--says-done") }
}

// UnusableV1Card serves an A2A 1.0 card with no interface, so that with V03
// the agent's 0.3 card, served by the SDK's compatibility route, is the
// only usable one.
func UnusableV1Card() Option {
	return func(c *config) { c.flags = append(c.flags, "--unusable-v1-card") }
}

// Start installs the peer if needed, runs it on a free loopback port, and
// returns its base URL (such as http://127.0.0.1:41234), where the card is at
// /.well-known/agent-card.json. The peer is stopped when the test ends.
func Start(t testing.TB, opts ...Option) string {
	t.Helper()
	cfg := config{cardMaxAge: time.Hour}
	for _, o := range opts {
		o(&cfg)
	}

	node, npm, err := findTools()
	if err != nil {
		unavailable(t, err)
	}
	dir, err := peerDir()
	if err != nil {
		t.Fatalf("jspeer: %v", err)
	}
	if err := ensureInstalled(t, npm, dir); err != nil {
		unavailable(t, err)
	}
	return run(t, node, dir, cfg)
}

// unavailable skips the test, or fails it where the peer is required.
func unavailable(t testing.TB, err error) {
	t.Helper()
	if os.Getenv(RequireEnv) == "1" {
		t.Fatalf("jspeer: the JavaScript A2A peer is required (%s=1) but cannot run: %v", RequireEnv, err)
	}
	t.Skipf("jspeer: skipping, the JavaScript A2A peer cannot run: %v (install Node.js %d+ and npm to run it; set %s=1 to make this a failure)",
		err, minNodeMajor, RequireEnv)
}

func findTools() (node, npm string, err error) {
	node, err = exec.LookPath("node")
	if err != nil {
		return "", "", errors.New("node is not on PATH")
	}
	npm, err = exec.LookPath("npm")
	if err != nil {
		return "", "", errors.New("npm is not on PATH")
	}
	out, err := exec.Command(node, "--version").Output()
	if err != nil {
		return "", "", fmt.Errorf("node --version: %w", err)
	}
	major, ok := nodeMajor(string(out))
	if !ok {
		return "", "", fmt.Errorf("node --version printed %q", strings.TrimSpace(string(out)))
	}
	if major < minNodeMajor {
		return "", "", fmt.Errorf("node is %s; @a2a-js/sdk needs %d or later", strings.TrimSpace(string(out)), minNodeMajor)
	}
	return node, npm, nil
}

var nodeVersion = regexp.MustCompile(`^v(\d+)\.`)

func nodeMajor(version string) (int, bool) {
	m := nodeVersion.FindStringSubmatch(strings.TrimSpace(version))
	if m == nil {
		return 0, false
	}
	n, err := strconv.Atoi(m[1])
	return n, err == nil
}

// peerDir finds testdata/jspeer from the module root: the nearest directory
// above the working directory that holds go.mod.
func peerDir() (string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for dir := wd; ; {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(dir, "testdata", "jspeer"), nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod above %s", wd)
		}
		dir = parent
	}
}

// lockDigest identifies what is installed: the lock file's contents.
func lockDigest(dir string) (string, error) {
	b, err := os.ReadFile(filepath.Join(dir, "package-lock.json"))
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}

// installed reports whether node_modules matches package-lock.json: `npm ci`
// finished for exactly this lock file.
func installed(dir, digest string) bool {
	b, err := os.ReadFile(filepath.Join(dir, "node_modules", stampFile))
	return err == nil && strings.TrimSpace(string(b)) == digest
}

// ensureInstalled runs `npm ci` when node_modules is missing or was
// installed from another package-lock.json. Test binaries for different
// packages run at once, so the check and the install happen under a lock.
func ensureInstalled(t testing.TB, npm, dir string) error {
	t.Helper()
	digest, err := lockDigest(dir)
	if err != nil {
		return err
	}
	if installed(dir, digest) {
		return nil
	}
	unlock, err := lock(filepath.Join(dir, ".install.lock"), lockTimeout)
	if err != nil {
		return err
	}
	defer unlock()
	if installed(dir, digest) { // another process finished it while we waited
		return nil
	}

	ctx, cancel := context.WithTimeout(context.Background(), installTimeout)
	defer cancel()
	// No install scripts: none of the pinned packages needs one.
	cmd := exec.CommandContext(ctx, npm, "ci", "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "npm_config_update_notifier=false")
	start := time.Now()
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("npm ci in %s: %w\n%s", dir, err, out)
	}
	t.Logf("jspeer: npm ci in %s took %v", dir, time.Since(start).Round(time.Millisecond))
	return os.WriteFile(filepath.Join(dir, "node_modules", stampFile), []byte(digest+"\n"), 0o644)
}

// output collects a child's output and reports the ready line.
type output struct {
	mu    sync.Mutex
	buf   bytes.Buffer
	ready chan string // receives the base URL once
	line  []byte      // the unfinished line, when watching for ready
	sent  bool
}

func (o *output) Write(p []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.buf.Write(p)
	if o.ready != nil && !o.sent {
		o.line = append(o.line, p...)
		for {
			i := bytes.IndexByte(o.line, '\n')
			if i < 0 {
				break
			}
			l := strings.TrimSpace(string(o.line[:i]))
			o.line = o.line[i+1:]
			if url, ok := strings.CutPrefix(l, "READY "); ok {
				o.sent = true
				o.ready <- url
				o.line = nil
				break
			}
		}
	}
	return len(p), nil
}

func (o *output) String() string {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.buf.String()
}

func run(t testing.TB, node, dir string, cfg config) string {
	t.Helper()
	maxAge := int(cfg.cardMaxAge / time.Second)
	args := []string{"server.js", "--port=0", "--card-max-age=" + strconv.Itoa(maxAge), "--exit-with-stdin"}
	if cfg.restFirst {
		args = append(args, "--rest-first")
	}
	if cfg.v03 != "" {
		args = append(args, cfg.v03)
	}
	if cfg.sdkCard {
		args = append(args, "--sdk-card")
	}
	args = append(args, cfg.flags...)
	cmd := exec.Command(node, args...)
	cmd.Dir = dir
	stdout := &output{ready: make(chan string, 1)}
	stderr := &output{}
	cmd.Stdout, cmd.Stderr = stdout, stderr
	// The peer exits when this pipe closes, so it does not outlive a test
	// binary that is killed before its cleanups run.
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatalf("jspeer: %v", err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatalf("jspeer: starting node: %v", err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()

	stopped := false
	stop := func() {
		if stopped {
			return
		}
		stopped = true
		_ = stdin.Close()
		if runtime.GOOS == "windows" || cmd.Process.Signal(os.Interrupt) != nil {
			_ = cmd.Process.Kill()
		}
		select {
		case <-exited:
		case <-time.After(stopTimeout):
			_ = cmd.Process.Kill()
			<-exited
		}
	}
	t.Cleanup(func() {
		stop()
		if t.Failed() {
			t.Logf("jspeer output:\n%s%s", stdout.String(), stderr.String())
		}
	})

	select {
	case url := <-stdout.ready:
		return url
	case err := <-exited:
		exited <- err // for stop
		t.Fatalf("jspeer: node exited before it was ready (%v):\n%s%s", err, stdout.String(), stderr.String())
	case <-time.After(readyTimeout):
		t.Fatalf("jspeer: no ready line from node after %v:\n%s%s", readyTimeout, stdout.String(), stderr.String())
	}
	return ""
}

// CardCounts says how the peer answered card requests.
type CardCounts struct {
	OK          int `json:"ok"`          // 200 with the card
	NotModified int `json:"notModified"` // 304
	Conditional int `json:"conditional"` // requests that carried If-None-Match
}

// A Request is one A2A call as the peer saw it.
type Request struct {
	Binding          string `json:"binding"` // JSONRPC or HTTP+JSON
	Method           string `json:"method"`  // the JSON-RPC method, or the REST path
	A2AVersion       string `json:"a2aVersion"`
	ExtensionsHeader string `json:"extensionsHeader"` // A2A-Extensions as received
	Activated        bool   `json:"activated"`        // it listed the On Request URI
	MessageID        string `json:"messageId"`
	Skill            string `json:"skill"`  // the skill the peer answered as
	TaskID           string `json:"taskId"` // set when the reply was a task
	ContextID        string `json:"contextId"`
}

// Stats is what the peer has seen since it started.
type Stats struct {
	Card     CardCounts `json:"card"`
	Requests []Request  `json:"requests"`
}

// Request returns the call that sent the message with the given id.
func (s *Stats) Request(messageID string) (Request, bool) {
	for _, r := range s.Requests {
		if r.MessageID == messageID {
			return r, true
		}
	}
	return Request{}, false
}

// ReadStats fetches the peer's counters from baseURL/debug/stats.
func ReadStats(ctx context.Context, baseURL string) (*Stats, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, baseURL+"/debug/stats", nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, fmt.Errorf("jspeer stats: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("jspeer stats: %s", resp.Status)
	}
	var s Stats
	if err := json.NewDecoder(bufio.NewReader(resp.Body)).Decode(&s); err != nil {
		return nil, fmt.Errorf("jspeer stats: %w", err)
	}
	return &s, nil
}
