package present

import "strings"

// A needle is a folded string the guard looks for in drafts (a name, an
// address), with the offset of its rarest byte. Looking for the rarest
// byte first lets the search skip through prose at memchr speed:
// strings.Index starts from the first byte, and for "example family
// clinic" in a draft full of "e" it ends up comparing at most places.
type needle struct {
	s    string
	rare int // offset in s of its byte least frequent in prose
	id   int // its number in the ledger view that made it
}

// byteRank orders bytes by how often they occur in folded prose, most
// frequent first (English letter frequencies; other languages differ
// little at this grain). Bytes not listed are rarer than all of these.
const byteRank = " etaoinsrhldcumwfgypb,.vk'\n0123456789-x\"jqz():/"

func newNeedle(s string) needle {
	n := needle{s: s}
	best := -1
	for i := 0; i < len(s); i++ {
		r := strings.IndexByte(byteRank, s[i])
		if s[i] >= 0x80 {
			// The bytes of letters in other scripts are as common as
			// letters in text in those languages.
			r = strings.IndexByte(byteRank, 'c')
		} else if r < 0 {
			r = len(byteRank)
		}
		if r > best {
			best, n.rare = r, i
		}
	}
	return n
}

// lastIndex returns the offset of the last n.s in h, or -1.
func (n needle) lastIndex(h string) int {
	if len(n.s) == 0 {
		return len(h)
	}
	c := n.s[n.rare]
	for i := len(h) - len(n.s); i >= 0; i-- {
		k := strings.LastIndexByte(h[n.rare:i+n.rare+1], c)
		if k < 0 {
			return -1
		}
		i = k
		if h[i:i+len(n.s)] == n.s {
			return i
		}
	}
	return -1
}
