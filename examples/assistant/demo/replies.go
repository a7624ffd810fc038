package demo

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"regexp"
	"slices"
	"strings"

	"github.com/a2aproject/a2a-go/v2/a2asrv"
	"golang.org/x/text/language"
)

// The agents' words are data: replies/<lang>.json maps a key to a text,
// with {placeholders} the agent fills in (an address, a day). A translator
// edits those files; the Go code names keys only. en.json is the reference:
// every other file must hold exactly its keys and, in each text, the same
// placeholders, or the agents do not start.
//
//go:embed replies/*.json
var replyFiles embed.FS

// replyLanguages are the languages the agents answer in; the first is the
// one they answer in when the request names none of them.
var replyLanguages = []language.Tag{
	language.English, language.German, language.French, language.Spanish,
	language.Italian, language.Dutch, language.Portuguese, language.Japanese,
}

// svcParamLanguage is the service parameter the client names the person's
// language in (client.WithLanguage): an Accept-Language list.
const svcParamLanguage = "Accept-Language"

// A catalog holds the reply texts of every language.
type catalog struct {
	matcher language.Matcher
	texts   []replies // in the order of replyLanguages
}

// replies are one language's texts by key.
type replies map[string]string

var placeholder = regexp.MustCompile(`\{[a-z]+\}`)

// loadCatalog reads one file per language from fsys and checks each
// against the English one.
func loadCatalog(fsys fs.FS) (*catalog, error) {
	c := &catalog{matcher: language.NewMatcher(replyLanguages)}
	for _, tag := range replyLanguages {
		name := "replies/" + tag.String() + ".json"
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, fmt.Errorf("demo: replies: %w", err)
		}
		var r replies
		if err := json.Unmarshal(data, &r); err != nil {
			return nil, fmt.Errorf("demo: replies %s: %w", name, err)
		}
		if len(c.texts) > 0 {
			if err := sameKeys(c.texts[0], r); err != nil {
				return nil, fmt.Errorf("demo: replies %s: %w", name, err)
			}
		}
		c.texts = append(c.texts, r)
	}
	return c, nil
}

// sameKeys reports the first key that r lacks or adds compared with ref,
// or whose text names other placeholders.
func sameKeys(ref, r replies) error {
	for key, text := range ref {
		got, ok := r[key]
		if !ok {
			return fmt.Errorf("no text for %q", key)
		}
		want := placeholder.FindAllString(text, -1)
		have := placeholder.FindAllString(got, -1)
		slices.Sort(want)
		slices.Sort(have)
		if !slices.Equal(want, have) {
			return fmt.Errorf("%q has placeholders %v, want %v", key, have, want)
		}
	}
	for key := range r {
		if _, ok := ref[key]; !ok {
			return fmt.Errorf("unknown key %q", key)
		}
	}
	return nil
}

// lookup returns the texts in the language the request's Accept-Language
// service parameter prefers, English when it names none the agents speak.
func (c *catalog) lookup(sp *a2asrv.ServiceParams) replies {
	values, _ := sp.Get(svcParamLanguage)
	var wanted []language.Tag
	for _, v := range values {
		// A malformed list names no language; the others still count.
		tags, _, _ := language.ParseAcceptLanguage(v)
		wanted = append(wanted, tags...)
	}
	_, i, conf := c.matcher.Match(wanted...)
	if conf == language.No || i < 0 || i >= len(c.texts) {
		return c.texts[0]
	}
	return c.texts[i]
}

// text returns the text for key with its placeholders filled from pairs
// (name, value, name, value ...; names without braces).
func (r replies) text(key string, pairs ...string) string {
	t := r[key]
	if len(pairs) == 0 {
		return t
	}
	args := make([]string, len(pairs))
	for i, p := range pairs {
		if i%2 == 0 {
			p = "{" + p + "}"
		}
		args[i] = p
	}
	return strings.NewReplacer(args...).Replace(t)
}

// days are the days the replies can name: the <day> of each day.<day> key.
func (c *catalog) days() map[string]bool {
	out := map[string]bool{}
	for key := range c.texts[0] {
		if day, ok := strings.CutPrefix(key, "day."); ok {
			out[day] = true
		}
	}
	return out
}
