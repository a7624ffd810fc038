package cache

import (
	"bufio"
	"bytes"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func cacheControlSeeds(f *testing.F) []string {
	b, err := os.ReadFile(filepath.Join("testdata", "cache-control.txt"))
	if err != nil {
		f.Fatal(err)
	}
	var seeds []string
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		if line := sc.Text(); !strings.HasPrefix(line, "#") {
			seeds = append(seeds, line)
		}
	}
	return seeds
}

// FuzzFreshness feeds arbitrary caching headers through the freshness
// computation: it must not panic, and must keep within RFC 9111's bounds.
func FuzzFreshness(f *testing.F) {
	for _, cc := range cacheControlSeeds(f) {
		f.Add(cc, "", "", "", "")
		f.Add(cc, "Wed, 02 Dec 2026 13:00:00 GMT", "30", "Wed, 02 Dec 2026 12:59:00 GMT", "")
	}
	f.Add("", "0", "", "", "")
	f.Add("", "Fri, 31 Dec 9999 23:59:59 GMT", "", "Thu, 01 Jan 1970 00:00:00 GMT", "")
	f.Add("max-age=60", "", "99999999999999999999", "", "*")
	f.Add("max-age=60", "", "-5", "garbage", "Accept")
	respTime := time.Date(2026, 12, 2, 13, 0, 0, 0, time.UTC)
	reqTime := respTime.Add(-time.Second)
	f.Fuzz(func(t *testing.T, cacheControl, expires, age, date, vary string) {
		h := http.Header{}
		for name, v := range map[string]string{"Cache-Control": cacheControl, "Expires": expires, "Age": age, "Date": date, "Vary": vary} {
			if v != "" {
				h.Set(name, v)
			}
		}
		cc := parseCacheControl(h.Values("Cache-Control"))
		fr := computeFreshness(h, reqTime, respTime, DefaultTTL)
		if cc.noStore {
			if fr.store {
				t.Fatal("no-store response marked storable")
			}
			return
		}
		if !fr.store {
			t.Fatal("response without no-store not storable")
		}
		if fr.expires.Before(respTime) || fr.expires.After(respTime.Add(maxDelta*time.Second)) {
			t.Fatalf("expires %v outside [%v, +2^31s]", fr.expires, respTime)
		}
		if (cc.noCache || cc.mustRevalidate) && fr.allowStale {
			t.Fatal("stale allowed despite no-cache or must-revalidate")
		}
		if cc.noCache && !fr.expires.Equal(respTime) {
			t.Fatal("no-cache response is fresh")
		}
		if cc.hasMaxAge && cc.maxAgeValid && cc.maxAge > maxDelta {
			t.Fatalf("max-age %d above 2^31", cc.maxAge)
		}
	})
}

// FuzzCardURL checks that normalisation never panics and is idempotent on
// keys, which the allocation-free lookup in Card relies on.
func FuzzCardURL(f *testing.F) {
	for _, s := range []string{"https://agent.example.com", "HTTP://A.example:80/x/", "https://a.example/card.json",
		"https://a.example/a%2Fb/", "https://a.example/?q=1#f", "http://[::1]:80", "https://user@a.example", "https://a.example:/",
		"https://a.example/%41", "https://a.example/a b", "https://a.example/..//./"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		key, cardURL, err := normalize(s)
		if err != nil {
			if !errors.Is(err, ErrInvalidAgentURL) {
				t.Fatalf("error %v does not wrap ErrInvalidAgentURL", err)
			}
			return
		}
		if !strings.HasPrefix(key, "http://") && !strings.HasPrefix(key, "https://") {
			t.Fatalf("key %q is not http(s)", key)
		}
		key2, cardURL2, err := normalize(key)
		if err != nil || key2 != key || cardURL2 != cardURL {
			t.Fatalf("normalize not idempotent: %q -> %q, %q -> %q, %q (%v)", s, key, cardURL, key2, cardURL2, err)
		}
	})
}
