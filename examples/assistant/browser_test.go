package main

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// chromiumPath is Debian's chromium, which .ci/run installs.
const chromiumPath = "/usr/bin/chromium"

// requireChromium makes a missing chromium a failure instead of a skip, as
// CI sets it.
const requireChromium = "ONREQUEST_REQUIRE_CHROMIUM"

// screenshotDir, when set, is where the browser test also writes its
// screenshots (docs/chat-page.png is one of them).
const screenshotDir = "ONREQUEST_SCREENSHOTS"

// newBrowser starts headless chromium for one test, with its own profile,
// and no network of its own beyond the pages the test opens.
func newBrowser(t *testing.T) context.Context {
	t.Helper()
	if _, err := os.Stat(chromiumPath); err != nil {
		if os.Getenv(requireChromium) == "1" {
			t.Fatalf("%s is required (%s=1) but missing: %v", chromiumPath, requireChromium, err)
		}
		t.Skipf("skipping: no %s (apt-get install chromium; set %s=1 to make this a failure)", chromiumPath, requireChromium)
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromiumPath),
		chromedp.Flag("headless", true),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		// Tall enough to hold the whole page: a full-page screenshot of a
		// loaded machine can miss what lies beyond the window.
		chromedp.WindowSize(880, 1800),
	}
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(t.Context(), opts...)
	t.Cleanup(cancelAlloc)
	ctx, cancel := chromedp.NewContext(allocCtx)
	t.Cleanup(cancel)
	// Start the browser now, so that its failure is reported as such.
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting %s: %v", chromiumPath, err)
	}
	return ctx
}

// streamTap keeps a copy of every event stream the page's API sends.
type streamTap struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (s *streamTap) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.ServeHTTP(&tapWriter{ResponseWriter: w, tap: s}, r)
	})
}

func (s *streamTap) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.String()
}

type tapWriter struct {
	http.ResponseWriter
	tap *streamTap
}

func (w *tapWriter) Write(p []byte) (int, error) {
	w.tap.mu.Lock()
	w.tap.buf.Write(p)
	w.tap.mu.Unlock()
	return w.ResponseWriter.Write(p)
}

func (w *tapWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// A pageTurn is one turn as the page shows it.
type pageTurn struct {
	Badges []struct{ Kind, Text string }
	Text   string
	Links  []struct{ Href, Text string }
	Held   []string
	All    string // the turn's whole visible text
}

// readTurns reads the turns from the page's DOM.
const readTurns = `[...document.querySelectorAll('#log article.turn')].map(t => ({
	Badges: [...t.querySelectorAll('.badge')].map(b => ({Kind: b.dataset.kind, Text: b.textContent})),
	Text: t.querySelector('.answer .text').textContent,
	Links: [...t.querySelectorAll('a.entry')].map(a => ({Href: a.getAttribute('href'), Text: a.textContent})),
	Held: [...t.querySelectorAll('details.held li')].map(li => li.textContent),
	All: t.textContent,
}))`

// anyDigit finds a digit of any script.
var anyDigit = regexp.MustCompile(`\p{Nd}`)

// bookedWord finds the words a done claim for the appointment would use.
var bookedWord = regexp.MustCompile(`(?i)\bbooked\b|\bgebucht\b|\bconfirmed\b|\bbestätigt\b`)

// TestChatPageInBrowser asks the chapel's price, the clinic's fees and an
// appointment on the chat page in headless chromium, in English and
// German, typing into the form as a person would, and checks what the
// page shows and what the event streams carried.
func TestChatPageInBrowser(t *testing.T) {
	ctx := newBrowser(t)
	shots := t.TempDir()
	for _, lang := range []string{"en", "de"} {
		t.Run(lang, func(t *testing.T) {
			tap := &streamTap{}
			f := newWebFixture(t, tap.wrap)
			tab, cancel := chromedp.NewContext(ctx) // a tab of its own: its own conversation
			defer cancel()
			tab, cancelTimeout := context.WithTimeout(tab, 90*time.Second)
			defer cancelTimeout()
			labels := readLabels(t, lang)

			openPage(t, tab, f.srv.URL+"/", lang, labels)

			// The chapel's price, the clinic's fees, an appointment and its
			// day, typed and sent with Enter.
			for i, sc := range []int{1, 5, 6, 7} {
				err := chromedp.Do(tab,
					chromedp.SendKeys(chromedp.CSS(`#message`), scenarios[sc].questions[lang]+"\r"),
					chromedp.WaitVisible(chromedp.CSS(fmt.Sprintf(`#log article.turn:nth-of-type(%d)[data-done="true"]`, i+1))),
				)
				if err != nil {
					t.Fatalf("turn %d: %v", i+1, err)
				}
			}
			// After an answer the message field has the focus again.
			focused := evaluate[string](t, tab, `document.activeElement.id`)
			// The held-back note opens from the keyboard like any disclosure.
			if err := chromedp.Do(tab,
				chromedp.Focus(chromedp.CSS(`#log article.turn:nth-of-type(1) details.held summary`)),
				chromedp.KeyEvent("\r"),
			); err != nil {
				t.Fatal(err)
			}
			if open := evaluate[bool](t, tab, `document.querySelector('#log details.held').open`); !open {
				t.Error("Enter on the held-back summary did not open it")
			}
			if err := chromedp.Do(tab, chromedp.Focus(chromedp.CSS(`#message`))); err != nil {
				t.Fatal(err)
			}
			turns := evaluate[[]pageTurn](t, tab, readTurns)
			body := evaluate[string](t, tab, `document.body.innerText`)
			checkPageTurns(t, lang, labels, turns)
			if focused != "message" {
				t.Errorf("after an answer the focus is on %q, not the message field", focused)
			}
			if webPrice.MatchString(body) || doneClaim.MatchString(body) || bookedWord.MatchString(body) {
				t.Errorf("the page shows a removed price or a done claim:\n%s", body)
			}
			stream := tap.String()
			if !strings.Contains(stream, "event: turn") || webPrice.MatchString(stream) || doneClaim.MatchString(stream) {
				t.Errorf("the event streams carried a removed price or done claim, or no turn:\n%s", stream)
			}
			for _, removed := range f.blocked() {
				if strings.Contains(stream, strings.TrimSpace(removed)) || strings.Contains(body, strings.TrimSpace(removed)) {
					t.Errorf("removed sentence %q reached the page", removed)
				}
			}
			saveScreenshot(t, tab, filepath.Join(shots, "chat-page-"+lang+".png"))

			// Picking another language relabels the page at once.
			if err := chromedp.Do(tab,
				chromedp.Evaluate[chromedp.Void](`(() => { const s = document.getElementById('lang'); s.value = 'ja'; s.dispatchEvent(new Event('change')); })()`),
				chromedp.WaitVisible(chromedp.CSS(`html[lang="ja"]`)),
			); err != nil {
				t.Fatal(err)
			}
			if send := evaluate[string](t, tab, `document.getElementById('send').textContent`); send != readLabels(t, "ja")["send"] {
				t.Errorf("after picking ja the button says %q", send)
			}
		})
	}
}

// openPage opens the page in tab as a browser that prefers lang, and
// checks that the page took its language from Accept-Language and has its
// labelled field and its polite log.
func openPage(t *testing.T, tab context.Context, url, lang string, labels map[string]any) {
	t.Helper()
	// The browser asks for lang first, as a German browser would.
	if err := chromedp.Do(tab, chromedp.Navigate("about:blank")); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(tab, network.Enable, network.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	accept := network.Headers{"Accept-Language": lang + ";q=0.9, en;q=0.5"}
	if _, err := chromedp.Call(tab, network.SetExtraHTTPHeaders, network.SetExtraHTTPHeadersParams{Headers: accept}); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(tab, chromedp.Navigate(url), chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`))); err != nil {
		t.Fatal(err)
	}
	page := evaluate[struct{ Lang, Picked, Label, Role, Live string }](t, tab, `({
		Lang: document.documentElement.lang,
		Picked: document.getElementById('lang').value,
		Label: document.querySelector('label[for="message"]').textContent,
		Role: document.getElementById('log').getAttribute('role'),
		Live: document.getElementById('log').getAttribute('aria-live'),
	})`)
	if page.Lang != lang || page.Picked != lang || page.Label != labels["message"] || page.Role != "log" || page.Live != "polite" {
		t.Errorf("page %+v, want lang %s, label %q, a polite log", page, lang, labels["message"])
	}
}

// evaluate runs a JavaScript expression in the page and decodes its value.
func evaluate[T any](t *testing.T, tab context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(tab, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// checkPageTurns checks the four turns' badges, links and held-back notes.
func checkPageTurns(t *testing.T, lang string, labels map[string]any, turns []pageTurn) {
	t.Helper()
	want := []struct {
		kind string
		link string
		held bool
	}{
		{"on-request", "https://ask.example.com/talk", true},
		{"given-on-opt-in", "https://www.example.org/contact", false},
		{"input-required", "https://www.example.org/contact", false},
		{"action-pending", "https://www.example.org/contact", true},
	}
	if len(turns) != len(want) {
		t.Fatalf("%d turns on the page, want %d: %+v", len(turns), len(want), turns)
	}
	for i, w := range want {
		tu := turns[i]
		if len(tu.Badges) != 1 || tu.Badges[0].Kind != w.kind || tu.Badges[0].Text != labels["badge."+w.kind] {
			t.Errorf("turn %d: badges %+v, want %s (%v)", i+1, tu.Badges, w.kind, labels["badge."+w.kind])
		}
		if !slices.ContainsFunc(tu.Links, func(l struct{ Href, Text string }) bool { return l.Href == w.link }) {
			t.Errorf("turn %d: links %+v, want %s", i+1, tu.Links, w.link)
		}
		if (len(tu.Held) > 0) != w.held {
			t.Errorf("turn %d: held back %q", i+1, tu.Held)
		}
		if tu.Text == "" {
			t.Errorf("turn %d: no answer text", i+1)
		}
	}
	// The chapel gives its prices on request: no amount at all in that
	// turn, not even in what the page says it held back (only the count of
	// sentences held back is a number).
	chapel := strings.Join(append([]string{turns[0].Text}, turns[0].Held...), " ")
	if anyDigit.MatchString(chapel) {
		t.Errorf("%s: the chapel's turn shows a number: %q", lang, turns[0].All)
	}
}

// saveScreenshot writes the page as a PNG to file, and to
// $ONREQUEST_SCREENSHOTS too when it is set.
func saveScreenshot(t *testing.T, tab context.Context, file string) {
	t.Helper()
	png, err := chromedp.Run(tab, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, png, 0o644); err != nil {
		t.Fatal(err)
	}
	if dir := os.Getenv(screenshotDir); dir != "" {
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(file)), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("screenshot: %s (%d bytes)", file, len(png))
}
