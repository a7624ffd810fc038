package lexicon

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// What Parse checks of a language file: every class known and present,
// phrases folded and well formed, and each list whose phrases must also
// be a class's (parking, rides, passedOn…) so.

// checkWord checks a word of a list that is looked up by itself, not
// matched as a phrase.
func checkWord(w string) error {
	if err := checkPhrase(w); err != nil || strings.ContainsAny(w, "* |") {
		return errors.New("not a folded word")
	}
	return nil
}

func (l *Language) check() error {
	for c, phrases := range l.Classes {
		if !slices.Contains(Classes(), c) {
			return fmt.Errorf("unknown class %q", c)
		}
		for _, p := range phrases {
			if err := checkPhrase(p); err != nil {
				return fmt.Errorf("class %s: %w", c, err)
			}
			if c == Whether && !slices.Contains(l.Classes[Open], p) {
				return fmt.Errorf("class %s: %q is no %s phrase", c, p, Open)
			}
		}
	}
	// lists of single words, and lists of phrases of a class
	for name, words := range map[string][]string{"ride word": l.RideTo, "or word": l.Or, "adverb": l.Adverbs, "visit word": l.Visit, "worker word": l.Workers, "day lead": l.DayLead, "article": l.Articles, "possessive": l.Possessives, "past modal": l.PastModals, "own word": l.OwnWords} {
		for _, w := range words {
			if err := checkWord(w); err != nil {
				return fmt.Errorf("%s %q: %w", name, w, err)
			}
		}
	}
	for name, phrases := range map[string][]string{"waitlist noun": l.Waitlist, "waitlist phrase": l.OnWaitlist, "yourself phrase": l.Yourself, "point-back phrase": l.PointBack, "topic mark": l.TopicMarks, "ask-them phrase": l.AskThem, "dispatched phrase": l.Dispatched, "owed phrase": l.Owed, "owed-after phrase": l.OwedAfter, "any-business phrase": l.AnyBusiness, "goes-well phrase": l.GoesWell} {
		for _, p := range phrases {
			if err := checkPhrase(p); err != nil || strings.ContainsAny(p, "*|") {
				return fmt.Errorf("%s %q: lower case, no '*' or '|', not padded", name, p)
			}
		}
	}
	if err := l.PresentDone.check(l.Classes[Done]); err != nil {
		return err
	}
	for _, list := range []struct {
		name    string
		phrases []string
		of      Class
	}{{"parking phrase", l.Parking, OtherPayee}, {"ride phrase", l.Rides, OtherPayee}, {"caps-only code", l.CapsOnly, Currency}, {"passed-on phrase", l.PassedOn, Open}} {
		for _, w := range list.phrases {
			if !slices.Contains(l.Classes[list.of], w) {
				return fmt.Errorf("%s %q: no %s phrase", list.name, w, list.of)
			}
		}
	}
	for w, v := range l.Numbers {
		if err := checkNumber(w, v); err != nil {
			return err
		}
	}
	for w, v := range l.Scales {
		if err := checkNumber(w, float64(v)); err != nil {
			return err
		}
	}
	if l.Lang == "shared" {
		return nil
	}
	for _, c := range Classes() {
		if len(l.Classes[c]) == 0 {
			return fmt.Errorf("class %s missing or empty", c)
		}
	}
	return nil
}

// checkNumber checks a number or scale word and its value: a whole
// number or a half ("anderhalf"), from 0 to a million millions.
func checkNumber(w string, v float64) error {
	if err := checkPhrase(w); err != nil || strings.Contains(w, "*") {
		return fmt.Errorf("number word %q: not a folded word", w)
	}
	if v < 0 || v > 1e12 || v*2 != math.Trunc(v*2) {
		return fmt.Errorf("number word %q: value %g out of range or not a whole or a half", w, v)
	}
	return nil
}

func checkPhrase(p string) error {
	core := strings.TrimSuffix(strings.TrimPrefix(ClauseEnd(p), "*"), "*")
	switch {
	case core == "" || strings.TrimSpace(core) != core:
		return fmt.Errorf("phrase %q: empty or padded", p)
	case !utf8.ValidString(p):
		return fmt.Errorf("phrase %q: not UTF-8", p)
	case strings.Contains(core, "*") || strings.Contains(core, "  ") || strings.HasSuffix(p, "*|"):
		return fmt.Errorf("phrase %q: '*' inside, or two spaces", p)
	case strings.ToLower(p) != p:
		return fmt.Errorf("phrase %q: not lower case", p)
	case strings.IndexFunc(p, func(r rune) bool { return unicode.IsControl(r) || r == '\t' }) >= 0:
		return fmt.Errorf("phrase %q: control character", p)
	}
	return nil
}

// check reports a present done that is no done phrase of the file, or a
// word that is not one.
func (p *PresentDone) check(done []string) error {
	if p == nil {
		return nil
	}
	for _, w := range p.Words {
		if !slices.Contains(done, w) {
			return fmt.Errorf("present done %q: no %s phrase", w, Done)
		}
	}
	for name, words := range map[string][]string{"perfect": p.Perfect, "future": p.Future, "later": p.Later, "channel": p.Channel, "by": p.By, "relative": p.Relative} {
		for _, w := range words {
			if err := checkWord(w); err != nil {
				return fmt.Errorf("present done %s word %q: %w", name, w, err)
			}
		}
	}
	return nil
}
