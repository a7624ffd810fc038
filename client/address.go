package client

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"syscall"
)

// ErrForbiddenAddress is matched (errors.Is) by every refusal to connect to
// a non-public address. The concrete error is a *ForbiddenAddressError.
var ErrForbiddenAddress = errors.New("forbidden network address")

// A ForbiddenAddressError reports a connection refused because the address,
// as resolved at dial time, is not on the public internet.
type ForbiddenAddressError struct {
	Addr  netip.Addr // the resolved address the dialer was about to use
	Range string     // which kind of address it is: "loopback", "private" ...
	// Host is the host:port that resolved to Addr, when known: the agent's,
	// or that of an interface its card names.
	Host string
}

func (e *ForbiddenAddressError) Error() string {
	if e.Host != "" && e.Host != netip.AddrPortFrom(e.Addr, 0).String() {
		return fmt.Sprintf("refusing to connect to %s (%s): %s address (WithAllowPrivateNetworks allows it)", e.Host, e.Addr, e.Range)
	}
	return fmt.Sprintf("refusing to connect to %s: %s address (WithAllowPrivateNetworks allows it)", e.Addr, e.Range)
}

// Is makes errors.Is(err, ErrForbiddenAddress) true.
func (e *ForbiddenAddressError) Is(target error) bool { return target == ErrForbiddenAddress }

type namedPrefix struct {
	prefix netip.Prefix
	name   string
}

// forbidden lists the ranges an agent URL taken from a model's output must
// not reach. Order matters where ranges nest: the narrower name comes first.
var forbidden = func() []namedPrefix {
	list := []struct{ cidr, name string }{
		// Cloud metadata endpoints first: they sit inside wider ranges below.
		{"169.254.169.254/32", "cloud metadata"},
		{"169.254.170.2/32", "cloud metadata"},
		{"100.100.100.200/32", "cloud metadata"},
		{"fd00:ec2::254/128", "cloud metadata"},

		{"0.0.0.0/8", "unspecified"},
		{"10.0.0.0/8", "private"},
		{"100.64.0.0/10", "carrier-grade NAT"},
		{"127.0.0.0/8", "loopback"},
		{"169.254.0.0/16", "link-local"},
		{"172.16.0.0/12", "private"},
		{"192.0.0.0/24", "IETF protocol assignment"},
		{"192.168.0.0/16", "private"},
		{"198.18.0.0/15", "benchmarking"},
		{"224.0.0.0/4", "multicast"},
		{"240.0.0.0/4", "reserved"}, // includes 255.255.255.255 broadcast

		{"::/128", "unspecified"},
		{"::1/128", "loopback"},
		{"::/96", "IPv4-compatible"}, // deprecated; never a public peer
		{"fc00::/7", "private"},
		{"fe80::/10", "link-local"},
		{"fec0::/10", "site-local"},
		{"ff00::/8", "multicast"},
	}
	out := make([]namedPrefix, len(list))
	for i, l := range list {
		out[i] = namedPrefix{netip.MustParsePrefix(l.cidr), l.name}
	}
	return out
}()

// embedded lists the IPv6 forms that carry an IPv4 address, and where:
// such an address reaches, through a relay or translator, the IPv4
// address inside it, so it is classified by that address.
var embedded = []struct {
	prefix netip.Prefix
	name   string
	v4     func(b [16]byte) []netip.Addr
}{
	{netip.MustParsePrefix("64:ff9b::/96"), "NAT64", last32},
	{netip.MustParsePrefix("64:ff9b:1::/48"), "NAT64", last32},
	{netip.MustParsePrefix("2002::/16"), "6to4", func(b [16]byte) []netip.Addr {
		return []netip.Addr{netip.AddrFrom4([4]byte{b[2], b[3], b[4], b[5]})}
	}},
	// Teredo: the server's address in bits 32-63, the client's in the
	// last 32 bits with every bit inverted (RFC 4380).
	{netip.MustParsePrefix("2001::/32"), "Teredo", func(b [16]byte) []netip.Addr {
		return []netip.Addr{
			netip.AddrFrom4([4]byte{b[4], b[5], b[6], b[7]}),
			netip.AddrFrom4([4]byte{^b[12], ^b[13], ^b[14], ^b[15]}),
		}
	}},
	{netip.MustParsePrefix("::/96"), "IPv4-compatible", last32},
}

func last32(b [16]byte) []netip.Addr {
	return []netip.Addr{netip.AddrFrom4([4]byte{b[12], b[13], b[14], b[15]})}
}

// classify returns the kind of non-public address a is, or "" when a may
// be dialled.
func classify(a netip.Addr) string {
	a = a.Unmap() // ::ffff:127.0.0.1 is 127.0.0.1
	if a.Is6() {
		for _, e := range embedded {
			if !e.prefix.Contains(a) || a == netip.IPv6Unspecified() || a == netip.IPv6Loopback() {
				continue
			}
			for _, v4 := range e.v4(a.As16()) {
				if kind := classify(v4); kind != "" {
					return kind + " (via " + e.name + ")"
				}
			}
		}
	}
	for _, np := range forbidden {
		if np.prefix.Contains(a) {
			return np.name
		}
	}
	if !a.IsValid() {
		return "invalid"
	}
	return ""
}

// checkAddress is the check run on every resolved address before a socket
// connects. address is "ip:port" as net.Dialer passes it to Control.
func checkAddress(address string) error {
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		// Control always receives a resolved IP; anything else is refused
		// rather than guessed at.
		return fmt.Errorf("%w: unparsable dial address %q", ErrForbiddenAddress, address)
	}
	if kind := classify(ap.Addr()); kind != "" {
		return &ForbiddenAddressError{Addr: ap.Addr(), Range: kind}
	}
	return nil
}

// newDialer returns the dialer for every connection the client makes. The
// check runs in Control, after name resolution and before connect, so a
// name that resolves to a private address (DNS rebinding included) is
// refused, not only a literal one.
func newDialer(allowPrivate bool) *net.Dialer {
	d := &net.Dialer{Timeout: dialTimeout, KeepAlive: keepAlive}
	if !allowPrivate {
		d.Control = func(_, address string, _ syscall.RawConn) error { return checkAddress(address) }
	}
	return d
}

// named records on a refusal which host:port was being dialled.
func named(err error, addr string) error {
	var fe *ForbiddenAddressError
	if errors.As(err, &fe) && fe.Host == "" {
		fe.Host = addr // the error is this dial's own
	}
	return err
}

// dialChecked is d.DialContext with the host named in a refusal.
func dialChecked(d *net.Dialer) dialFunc {
	return func(ctx context.Context, network, addr string) (net.Conn, error) {
		conn, err := d.DialContext(ctx, network, addr)
		return conn, named(err, addr)
	}
}

// checkConn checks a connection made by a dialer we do not control (the
// caller's own DialContext), before any byte is written on it.
func checkConn(conn net.Conn) error {
	ap, err := netip.ParseAddrPort(conn.RemoteAddr().String())
	if err != nil {
		return fmt.Errorf("%w: remote address %q", ErrForbiddenAddress, conn.RemoteAddr())
	}
	if kind := classify(ap.Addr()); kind != "" {
		return &ForbiddenAddressError{Addr: ap.Addr(), Range: kind}
	}
	return nil
}

type dialFunc func(ctx context.Context, network, addr string) (net.Conn, error)

// guardDial wraps a caller's dial function with checkConn.
func guardDial(dial dialFunc) dialFunc {
	return func(ctx context.Context, network, addr string) (net.Conn, error) {
		conn, err := dial(ctx, network, addr)
		if err != nil {
			return nil, err
		}
		if err := checkConn(conn); err != nil {
			_ = conn.Close()
			return nil, &net.OpError{Op: "dial", Net: network, Err: named(err, addr)}
		}
		return conn, nil
	}
}
