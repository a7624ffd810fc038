package present

import (
	"strconv"
	"unicode/utf8"
)

// appendLedgerForm appends the saved form of items to b: byte for byte what
// json.Marshal writes for a ledgerJSON of them (TestAppendLedgerForm and
// FuzzLedgerWrite check it), without reflection or a second pass to check
// and compact the result, because a ledger is saved on every turn.
func appendLedgerForm(b []byte, items []Item) []byte {
	b = append(b, `{"version":`...)
	b = strconv.AppendInt(b, LedgerVersion, 10)
	b = append(b, `,"items":[`...)
	for i, it := range items {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"operator":`...)
		b = appendString(b, it.Operator)
		b = append(b, `,"skillId":`...)
		b = appendString(b, it.SkillID)
		if it.SkillName != "" {
			b = append(b, `,"skillName":`...)
			b = appendString(b, it.SkillName)
		}
		if it.PersonEntry != "" {
			b = append(b, `,"personEntry":`...)
			b = appendString(b, it.PersonEntry)
		}
		b = append(b, `,"kind":`...)
		b = appendString(b, string(it.Kind))
		if it.Offered {
			b = append(b, `,"offered":true`...)
		}
		if len(it.Given) > 0 {
			b = append(b, `,"given":`...)
			b = appendStrings(b, it.Given)
		}
		if len(it.OptIn) > 0 {
			b = append(b, `,"optIn":`...)
			b = appendStrings(b, it.OptIn)
		}
		if len(it.Done) > 0 {
			b = append(b, `,"done":`...)
			b = appendStrings(b, it.Done)
		}
		b = append(b, `,"recorded":`...)
		b = strconv.AppendUint(b, it.Recorded, 10)
		if it.Declared {
			b = append(b, `,"declared":true`...)
		}
		b = append(b, '}')
	}
	return append(b, "]}"...)
}

// formSize is about the length of the saved form of items, so that it is
// written into one allocation.
func formSize(items []Item) int {
	n := 32
	for _, it := range items {
		n += 128 + len(it.Operator) + len(it.SkillID) + len(it.SkillName) + len(it.PersonEntry)
		for _, s := range it.Given {
			n += len(s) + 8
		}
		for _, s := range it.OptIn {
			n += len(s) + 8
		}
		for _, s := range it.Done {
			n += len(s) + 8
		}
	}
	return n
}

func appendStrings(b []byte, list []string) []byte {
	b = append(b, '[')
	for i, s := range list {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, s)
	}
	return append(b, ']')
}

// appendString appends s as a JSON string, escaped as encoding/json
// escapes it: HTML's <, > and & too, U+2028 and U+2029 (which JavaScript
// does not take in a string), and each byte that is not UTF-8 written as
// U+FFFD.
func appendString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xf])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
