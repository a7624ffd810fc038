package client

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strings"
	"sync/atomic"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2aclient"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

// grpcTransportFactory builds a2a-go gRPC transports (newTransport is
// a2agrpc's v1 or v0 NewGRPCTransport), each on its own grpc.ClientConn
// with its own grpcGuard. It does what a2agrpc's WithGRPCTransport does,
// plus the guard, which must be per connection: a refusal seen while
// dialling one agent says nothing about another.
func grpcTransportFactory(d *net.Dialer, opts []grpc.DialOption, newTransport func(*grpc.ClientConn) a2aclient.Transport) a2aclient.TransportFactory {
	return a2aclient.TransportFactoryFn(func(_ context.Context, _ *a2a.AgentCard, iface *a2a.AgentInterface) (a2aclient.Transport, error) {
		g := &grpcGuard{dialer: d}
		all := make([]grpc.DialOption, 0, len(opts)+3)
		all = append(all,
			grpc.WithContextDialer(g.dial),
			grpc.WithChainUnaryInterceptor(g.unary),
			grpc.WithChainStreamInterceptor(g.stream),
		)
		// The caller's options come last, so they win, as documented on
		// WithGRPCDialOptions (a dialer of their own replaces the guard's).
		all = append(all, opts...)
		target, err := grpcTarget(iface.URL)
		if err != nil {
			return nil, err
		}
		conn, err := grpc.NewClient(target, all...)
		if err != nil {
			return nil, err
		}
		return newTransport(conn), nil
	})
}

// grpcGuard gives back the address check's error on gRPC calls. grpc-go
// turns a failed dial into a status whose message is the error's text
// (status.Error(codes.Unavailable, err.Error()) in its picker), and a2a-go
// turns that status into an a2a.Error: the *ForbiddenAddressError is lost on
// the way. The guard dials, so it knows when the address check refused the
// connection; a call that then fails as Unavailable fails with the dial
// error itself, and errors.Is(err, ErrForbiddenAddress) holds as it does over
// HTTP. Nothing in the status text, which could come from an agent, is read.
type grpcGuard struct {
	dialer *net.Dialer
	// refused is the error of the last dial if the address check refused
	// it, nil after any other outcome.
	refused atomic.Pointer[error]
}

func (g *grpcGuard) dial(ctx context.Context, addr string) (net.Conn, error) {
	conn, err := g.dialer.DialContext(ctx, "tcp", addr)
	err = named(err, addr)
	if err != nil && errors.Is(err, ErrForbiddenAddress) {
		g.refused.Store(&err)
	} else {
		g.refused.Store(nil)
	}
	return conn, err
}

// translate returns the refusal for err when err is the status a refused
// dial leads to: Unavailable, or, for a call that waits for the connection
// (grpc.WaitForReady), the end of its context while the dials were being
// refused. The error returned carries no gRPC status, so a2a-go passes it
// through unchanged.
func (g *grpcGuard) translate(err error) error {
	if err == nil {
		return nil
	}
	refused := g.refused.Load()
	if refused == nil {
		return err
	}
	switch status.Code(err) {
	case codes.Unavailable:
		return *refused
	case codes.DeadlineExceeded:
		return fmt.Errorf("%w waiting for a connection: %w", context.DeadlineExceeded, *refused)
	case codes.Canceled:
		return fmt.Errorf("%w waiting for a connection: %w", context.Canceled, *refused)
	}
	return err
}

func (g *grpcGuard) unary(ctx context.Context, method string, req, reply any, cc *grpc.ClientConn, invoker grpc.UnaryInvoker, opts ...grpc.CallOption) error {
	return g.translate(invoker(ctx, method, req, reply, cc, opts...))
}

// stream translates only the error of opening a stream: a stream that
// opened had a connection, and its later errors are the agent's.
func (g *grpcGuard) stream(ctx context.Context, desc *grpc.StreamDesc, cc *grpc.ClientConn, method string, streamer grpc.Streamer, opts ...grpc.CallOption) (grpc.ClientStream, error) {
	cs, err := streamer(ctx, desc, cc, method, opts...)
	if err != nil {
		return nil, g.translate(err)
	}
	return cs, nil
}

// ErrGRPCTarget is matched (errors.Is) when a card's gRPC interface is not
// a plain host:port.
var ErrGRPCTarget = errors.New("gRPC interface is not host:port")

// grpcTarget turns a card's gRPC interface into grpc-go's target for it.
// Only host:port is accepted: a target such as dns://127.0.0.1:5353/host
// would have grpc-go's resolver query a server the card chose, at an
// address the check never sees. The passthrough scheme hands host:port to
// the guarded dialer as it is, so the name is resolved, and checked, there.
func grpcTarget(iface string) (string, error) {
	host, port, err := net.SplitHostPort(iface)
	if err != nil || host == "" || port == "" || strings.ContainsAny(iface, "/?#@") {
		return "", fmt.Errorf("%w: %q (resolver schemes and authorities are refused)", ErrGRPCTarget, iface)
	}
	return "passthrough:///" + iface, nil
}
