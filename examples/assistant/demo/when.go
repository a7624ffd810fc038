package demo

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/agent-capability/onrequest/internal/wordfile"
)

// The days and times the clinic understands are data: dates/<lang>.txt,
// one file per language, that a linguist edits (see dates/README.md).
//
//go:embed dates/*.txt
var dateFiles embed.FS

// A calendar reads the day and the time of day in a message, in every
// language of dates/*.txt.
type calendar struct {
	days  []dayWord
	times []timePattern
}

// A dayWord is one [day] entry: where it is found, and the day it names
// (a day.<day> key of the replies).
type dayWord struct {
	re  *regexp.Regexp
	day string
}

// A timePattern is one [time] entry, compiled.
type timePattern struct {
	re   *regexp.Regexp
	pm   bool // an hour below 12 is after noon
	half bool // half past the hour
}

// loadCalendar reads every dates/*.txt file of fsys. days are the days the
// replies can name: an entry naming another is an error.
func loadCalendar(fsys fs.FS, days map[string]bool) (*calendar, error) {
	names, err := fs.Glob(fsys, "dates/*.txt")
	if err != nil || len(names) == 0 {
		return nil, fmt.Errorf("demo: dates: no files (%v)", err)
	}
	c := new(calendar)
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, fmt.Errorf("demo: dates: %w", err)
		}
		for _, l := range wordfile.Lines(string(data)) {
			if err := c.add(l, days); err != nil {
				return nil, fmt.Errorf("demo: %s:%d: %w", path.Base(name), l.N, err)
			}
		}
	}
	return c, nil
}

// add reads one entry of a dates file.
func (c *calendar) add(l wordfile.Line, days map[string]bool) error {
	key, means, _ := strings.Cut(l.Text, "=")
	key, means = wordfile.Fold(key), strings.TrimSpace(means)
	switch l.Section {
	case "day":
		if !days[means] {
			return fmt.Errorf("%q names no day the replies have", means)
		}
		c.days = append(c.days, dayWord{re: regexp.MustCompile(boundary(key, true) + regexp.QuoteMeta(key)), day: means})
	case "time":
		h, m := strings.Index(key, "{h}"), strings.Index(key, "{m}")
		if h < 0 || m >= 0 && m < h {
			return fmt.Errorf("time pattern %q: want {h}, then {m} if any", key)
		}
		flags := strings.Fields(means)
		re, err := compileTime(key)
		if err != nil {
			return err
		}
		c.times = append(c.times, timePattern{re: re, pm: slices.Contains(flags, "pm"), half: slices.Contains(flags, "half")})
	default:
		return fmt.Errorf("entry outside [day] or [time]")
	}
	return nil
}

// compileTime turns a pattern such as "um {h} uhr" into a regular
// expression with the hour as its first group and the minutes, if any, as
// the second. A space, and the edge between a number and a word, match
// any white space or none ("15h30", "15 h 30"); see boundary for the
// pattern's own edges.
func compileTime(pattern string) (*regexp.Regexp, error) {
	var b strings.Builder
	b.WriteString(boundary(pattern, true))
	rest := pattern
	for rest != "" {
		lit, group := rest, ""
		if i := placeholders.FindStringIndex(rest); i != nil {
			lit, group, rest = rest[:i[0]], groups[rest[i[0]:i[1]]], rest[i[1]:]
		} else {
			rest = ""
		}
		words := strings.Split(lit, " ")
		for i, w := range words {
			words[i] = regexp.QuoteMeta(w)
		}
		b.WriteString(strings.Join(words, `\s*`))
		if group != "" {
			b.WriteString(`\s*` + group + `\s*`)
		}
	}
	b.WriteString(boundary(pattern, false))
	return regexp.Compile(b.String())
}

// placeholders are the hour and the minutes of a time pattern, and groups
// what each matches.
var (
	placeholders = regexp.MustCompile(`\{[hm]\}`)
	groups       = map[string]string{"{h}": `(\d{1,2})`, "{m}": `(\d{2})`}
)

// boundary is the edge a folded key needs at its start (or end): where
// it starts (ends) with a number, no digit beside it; with a letter of a
// script written with spaces, no letter or digit beside it; with a
// character of a script written without spaces, such as Japanese, none.
func boundary(key string, start bool) string {
	edge := strings.HasPrefix(key, "{h}") || strings.HasPrefix(key, "{m}")
	r, _ := utf8.DecodeRuneInString(key)
	if !start {
		edge = strings.HasSuffix(key, "{h}") || strings.HasSuffix(key, "{m}")
		r, _ = utf8.DecodeLastRuneInString(key)
	}
	switch {
	case edge && start:
		return `(?:^|\D)`
	case edge:
		return `(?:$|\D)`
	case !unicode.IsLetter(r) && !unicode.IsDigit(r) || unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana):
		return ""
	case start:
		return `(?:^|[^\p{L}\p{N}])`
	}
	return `(?:$|[^\p{L}\p{N}])`
}

// when returns the day the text names first (a day.<day> key's suffix),
// the longest entry where two start together, and the time of day it names
// first ("15:00"); "" for either it does not name.
func (c *calendar) when(text string) (day, clock string) {
	text = wordfile.Fold(text)
	at, length := -1, 0
	for _, d := range c.days {
		loc := d.re.FindStringIndex(text)
		if loc != nil && (at < 0 || loc[0] < at || loc[0] == at && loc[1]-loc[0] > length) {
			day, at, length = d.day, loc[0], loc[1]-loc[0]
		}
	}
	return day, c.clock(text)
}

// A timeFound is the time of day: what the patterns that found the same
// hour say of it together ("at 3" and "3 pm": 15:00).
type timeFound struct {
	hour, minutes int
	pm            bool
}

// clock returns the time of day the text names first, "15:00"; "" where
// it names none that is one (25:00, 10:75).
func (c *calendar) clock(text string) string {
	found := map[int]*timeFound{} // by where the hour stands
	for _, t := range c.times {
		for _, m := range t.re.FindAllStringSubmatchIndex(text, -1) {
			at := m[2]
			r := found[at]
			if r == nil {
				r = new(timeFound)
				r.hour, _ = strconv.Atoi(text[m[2]:m[3]])
				found[at] = r
			}
			if len(m) > 5 && m[4] >= 0 {
				r.minutes, _ = strconv.Atoi(text[m[4]:m[5]])
			}
			if t.half {
				r.minutes = 30
			}
			r.pm = r.pm || t.pm
		}
	}
	first, clock := -1, ""
	for at, r := range found {
		h := r.hour
		if r.pm && h < 12 {
			h += 12
		}
		if h <= 23 && r.minutes <= 59 && (first < 0 || at < first) {
			first, clock = at, fmt.Sprintf("%02d:%02d", h, r.minutes)
		}
	}
	return clock
}
