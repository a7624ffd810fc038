package redisstore

import "math/rand/v2"

// Every write of a ledger key ends its value with a stamp: 64 bytes of
// JSON whitespace (space, tab, line feed, carriage return) that spell 128
// random bits, new with each write, after the ledger's saved form
// (store.MarshalLedger), which ends with "}".
//
// The update script can then check that a key still holds the value an
// update started from by comparing the last 64 bytes with that value's
// stamp, instead of comparing the whole value, sent along for it: an
// update sends half the bytes (5 KB, not 10, at 20 outcomes), and Redis
// compares 64 of them. Whitespace, because trailing whitespace leaves the
// value what it was, the versioned JSON form: present and every JSON
// reader read it as before, older replicas of the application included
// (they compare and write whole values, without a stamp, as before).
//
// A value without a stamp (written before stamps, or by an older replica)
// is compared whole; the next write stamps it. The form written by
// store.MarshalLedger never ends with whitespace, so a value that does is
// one this package stamped.
const stampLen = 64

// stampSymbols are the four characters of JSON whitespace, each spelling
// two bits.
const stampSymbols = " \t\n\r"

// appendStamp appends a new stamp to form.
func appendStamp(form []byte) []byte {
	for _, bits := range [2]uint64{rand.Uint64(), rand.Uint64()} {
		for range 32 {
			form = append(form, stampSymbols[bits&3])
			bits >>= 2
		}
	}
	return form
}

// stampOf returns the stamp that value ends with, or nil if it has none.
func stampOf(value []byte) []byte {
	n := len(value) - stampLen
	if n < 1 || value[n-1] != '}' {
		return nil
	}
	for _, c := range value[n:] {
		switch c {
		case ' ', '\t', '\n', '\r':
		default:
			return nil
		}
	}
	return value[n:]
}
