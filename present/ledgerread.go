package present

import (
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/agent-capability/onrequest/interpret"
)

// readLedgerForm reads the saved form as MarshalJSON writes it, in one pass.
// A ledger is read on every turn, and encoding/json reads 5 KB of it (20
// items) in about 110 µs on a small machine: it scans the document twice
// (once to find its end, once to decode) and reaches each field through
// reflection. This reader takes a tenth of that, and its strings share one
// copy of the document instead of one allocation each.
//
// It reads a strict subset of JSON: the form's fields by their exact names,
// each at most once, strings, true and false, and whole numbers. On
// anything else (null, a field named in another case, a string that is not
// UTF-8, a surrogate escape, trailing text) it reports !ok and
// UnmarshalJSON asks encoding/json, whose reading, or error, is then the
// answer. So whatever this reader accepts, encoding/json reads the same way
// (FuzzLedgerRead checks it), and the set of forms a Ledger accepts is
// encoding/json's.
func readLedgerForm(data []byte) (items []Item, ok bool) {
	s, ok := open(string(data), '{')
	if !ok {
		return nil, false
	}
	var version, haveItems bool
	for {
		var key string
		if key, s, ok = readKey(s); !ok {
			return nil, false
		}
		switch {
		case key == "version" && !version:
			var v uint64
			v, s, ok = readUint(s)
			ok = ok && v == LedgerVersion
			version = true
		case key == "items" && !haveItems:
			items, s, ok = readItems(s)
			haveItems = ok
		default:
			return nil, false
		}
		if !ok {
			return nil, false
		}
		var more bool
		if s, more, ok = next(s, '}'); !ok {
			return nil, false
		}
		if !more {
			break
		}
	}
	return items, version && haveItems && skipSpace(s) == ""
}

// readItems reads the items' array.
func readItems(s string) ([]Item, string, bool) {
	// Each item has one "recorded" member: their number is the capacity
	// (a hint only; the name cannot occur so inside a string, where its
	// quotes would be escaped).
	return readArray(s, make([]Item, 0, strings.Count(s, `"recorded":`)), readItem)
}

// readStrings reads an array of strings.
func readStrings(s string) ([]string, string, bool) {
	return readArray(s, []string{}, readString)
}

// readArray reads an array, each element with read, appending to list,
// which is empty (an empty array reads as it, not nil, as in
// encoding/json).
func readArray[T any](s string, list []T, read func(string) (T, string, bool)) ([]T, string, bool) {
	s, ok := open(s, '[')
	if !ok {
		return nil, "", false
	}
	if rest, closed := closes(s, ']'); closed {
		return list, rest, true
	}
	for {
		var elem T
		if elem, s, ok = read(s); !ok {
			return nil, "", false
		}
		list = append(list, elem)
		var more bool
		if s, more, ok = next(s, ']'); !ok || !more {
			return list, s, ok
		}
	}
}

// readItem reads one item's object; each field may appear once.
func readItem(s string) (Item, string, bool) {
	var it Item
	s, ok := open(s, '{')
	if !ok {
		return it, "", false
	}
	if rest, closed := closes(s, '}'); closed {
		return it, rest, true
	}
	var seen uint16
	for {
		var key string
		if key, s, ok = readKey(s); !ok {
			return it, "", false
		}
		field, str, flag, list := itemField(&it, key)
		switch {
		case str != nil:
			*str, s, ok = readString(s)
		case flag != nil:
			*flag, s, ok = readBool(s)
		case list != nil:
			*list, s, ok = readStrings(s)
		case key == "kind":
			var kind string
			kind, s, ok = readString(s)
			it.Kind = interpret.Kind(kind)
		case key == "recorded":
			it.Recorded, s, ok = readUint(s)
		}
		if !ok || field == 0 || seen&field != 0 {
			return it, "", false
		}
		seen |= field
		var more bool
		if s, more, ok = next(s, '}'); !ok || !more {
			return it, s, ok
		}
	}
}

// itemField names the member key of an item: its bit among the item's
// fields (0 for none) and, for a string, a bool or a list of strings, the
// field it goes into.
func itemField(it *Item, key string) (field uint16, str *string, flag *bool, list *[]string) {
	switch key {
	case "operator":
		return 1 << 0, &it.Operator, nil, nil
	case "skillId":
		return 1 << 1, &it.SkillID, nil, nil
	case "skillName":
		return 1 << 2, &it.SkillName, nil, nil
	case "personEntry":
		return 1 << 3, &it.PersonEntry, nil, nil
	case "kind":
		return 1 << 4, nil, nil, nil
	case "offered":
		return 1 << 5, nil, &it.Offered, nil
	case "given":
		return 1 << 6, nil, nil, &it.Given
	case "optIn":
		return 1 << 7, nil, nil, &it.OptIn
	case "recorded":
		return 1 << 8, nil, nil, nil
	case "declared":
		return 1 << 9, nil, &it.Declared, nil
	case "done":
		return 1 << 10, nil, nil, &it.Done
	}
	return 0, nil, nil, nil
}

// readKey reads a member's name and the colon after it. Names are plain
// ASCII here; one with an escape is left to encoding/json.
func readKey(s string) (key, rest string, ok bool) {
	s = skipSpace(s)
	if s == "" || s[0] != '"' {
		return "", "", false
	}
	for i := 1; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"':
			rest, ok = open(s[i+1:], ':')
			return s[1:i], rest, ok
		case c == '\\' || c < 0x20 || c >= utf8.RuneSelf:
			return "", "", false
		}
	}
	return "", "", false
}

// readString reads a string. Without escapes it is a slice of s, with
// them a new string; either way valid UTF-8.
func readString(s string) (str, rest string, ok bool) {
	s, ok = open(s, '"')
	if !ok {
		return "", "", false
	}
	end := strings.IndexByte(s, '"')
	if end < 0 {
		return "", "", false
	}
	esc := strings.IndexByte(s[:end], '\\')
	plain := s[:end]
	if esc >= 0 {
		plain = s[:esc]
	}
	// Control characters are checked before the first escape too:
	// readEscaped copies that part as it is.
	for i := 0; i < len(plain); i++ {
		if plain[i] < 0x20 {
			return "", "", false
		}
	}
	if esc >= 0 {
		return readEscaped(s, esc)
	}
	if !utf8.ValidString(plain) {
		return "", "", false
	}
	return plain, s[end+1:], true
}

// readEscaped reads the rest of a string whose first escape is at s[i].
func readEscaped(s string, i int) (str, rest string, ok bool) {
	out := make([]byte, 0, i+32)
	out = append(out, s[:i]...)
	for i < len(s) {
		c := s[i]
		switch {
		case c == '"':
			if !utf8.Valid(out) {
				return "", "", false
			}
			return string(out), s[i+1:], true
		case c < 0x20:
			return "", "", false
		case c != '\\':
			out = append(out, c)
			i++
			continue
		}
		if i+1 == len(s) {
			return "", "", false
		}
		switch e := s[i+1]; e {
		case '"', '\\', '/':
			out = append(out, e)
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'u':
			r, ok := hex4(s[i+2:])
			// A surrogate (half of a pair, or alone) is left to
			// encoding/json; MarshalJSON never writes one.
			if !ok || utf16.IsSurrogate(r) {
				return "", "", false
			}
			out = utf8.AppendRune(out, r)
			i += 4
		default:
			return "", "", false
		}
		i += 2
	}
	return "", "", false
}

// hex4 reads the four hex digits of a \u escape.
func hex4(s string) (rune, bool) {
	if len(s) < 4 {
		return 0, false
	}
	var r rune
	for _, c := range []byte(s[:4]) {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}

// readUint reads a whole number: digits, no sign, fraction or exponent
// (the caller refuses a '.' or 'e' that follows), no leading zero.
func readUint(s string) (uint64, string, bool) {
	s = skipSpace(s)
	i := 0
	var n uint64
	for ; i < len(s) && '0' <= s[i] && s[i] <= '9'; i++ {
		d := uint64(s[i] - '0')
		if n > (1<<64-1-d)/10 {
			return 0, "", false
		}
		n = n*10 + d
	}
	if i == 0 || (i > 1 && s[0] == '0') {
		return 0, "", false
	}
	return n, s[i:], true
}

func readBool(s string) (bool, string, bool) {
	s = skipSpace(s)
	switch {
	case len(s) >= 4 && s[:4] == "true":
		return true, s[4:], true
	case len(s) >= 5 && s[:5] == "false":
		return false, s[5:], true
	}
	return false, "", false
}

// open skips white space and the byte c.
func open(s string, c byte) (string, bool) {
	s = skipSpace(s)
	if s == "" || s[0] != c {
		return "", false
	}
	return s[1:], true
}

// closes reports whether s, past white space, starts with c (an empty
// object or array), and returns what follows it.
func closes(s string, c byte) (string, bool) {
	s = skipSpace(s)
	if s != "" && s[0] == c {
		return s[1:], true
	}
	return s, false
}

// next reads what follows a member or an element: a comma (more is true)
// or the closing byte c.
func next(s string, c byte) (rest string, more, ok bool) {
	s = skipSpace(s)
	switch {
	case s == "":
		return "", false, false
	case s[0] == ',':
		return s[1:], true, true
	case s[0] == c:
		return s[1:], false, true
	}
	return "", false, false
}

func skipSpace(s string) string {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case ' ', '\t', '\n', '\r':
		default:
			return s[i:]
		}
	}
	return ""
}
