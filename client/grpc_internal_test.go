package client

import (
	"context"
	"errors"
	"net"
	"testing"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

// TestGRPCGuard checks that only an Unavailable status, or the end of a
// call's context, that follows a refused dial becomes the refusal, and that any later dial outcome
// forgets it.
func TestGRPCGuard(t *testing.T) {
	ctx := t.Context()
	unavailable := status.Error(codes.Unavailable, "connection error")
	internal := status.Error(codes.Internal, "agent failed")

	g := &grpcGuard{dialer: newDialer(false)}
	if got := g.translate(unavailable); got != unavailable {
		t.Fatalf("before any dial: translate = %v, want the status unchanged", got)
	}
	refuse := func() {
		t.Helper()
		g.dialer = newDialer(false)
		if conn, err := g.dial(ctx, "127.0.0.1:9"); conn != nil || !errors.Is(err, ErrForbiddenAddress) {
			t.Fatalf("dial(127.0.0.1:9) = %v, %v, want ErrForbiddenAddress", conn, err)
		}
	}
	refuse()
	got := g.translate(unavailable)
	var fe *ForbiddenAddressError
	if !errors.Is(got, ErrForbiddenAddress) || !errors.As(got, &fe) || fe.Addr.String() != "127.0.0.1" {
		t.Fatalf("after a refused dial: translate = %v, want the refusal of 127.0.0.1", got)
	}
	if _, isStatus := status.FromError(got); isStatus {
		// a2a-go would rebuild a status error as its own, losing the chain.
		t.Errorf("translate = %v still carries a gRPC status", got)
	}
	if got := g.translate(internal); got != internal {
		t.Errorf("after a refused dial: translate(Internal) = %v, want the status unchanged", got)
	}
	// A call that waits for a connection ends with its context.
	for code, ctxErr := range map[codes.Code]error{codes.DeadlineExceeded: context.DeadlineExceeded, codes.Canceled: context.Canceled} {
		got := g.translate(status.Error(code, "latest balancer error: connection error"))
		if !errors.Is(got, ErrForbiddenAddress) || !errors.Is(got, ctxErr) {
			t.Errorf("after a refused dial: translate(%v) = %v, want the refusal and %v", code, got, ctxErr)
		}
		if _, isStatus := status.FromError(got); isStatus {
			t.Errorf("translate(%v) = %v still carries a gRPC status", code, got)
		}
	}
	if got := g.translate(nil); got != nil {
		t.Errorf("translate(nil) = %v", got)
	}

	// A dial that connects forgets the refusal.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	g.dialer = newDialer(true)
	conn, err := g.dial(ctx, ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	_ = conn.Close()
	deadline := status.Error(codes.DeadlineExceeded, "slow agent")
	for _, st := range []error{unavailable, deadline} {
		if got := g.translate(st); got != st {
			t.Errorf("after a dial that connected: translate = %v, want the status unchanged", got)
		}
	}

	// So does a dial that fails for another reason: the agent is down.
	refuse()
	closed := ln.Addr().String()
	_ = ln.Close()
	g.dialer = newDialer(true)
	if _, err := g.dial(ctx, closed); err == nil || errors.Is(err, ErrForbiddenAddress) {
		t.Fatalf("dial(%s) after close = %v, want connection refused", closed, err)
	}
	if got := g.translate(unavailable); got != unavailable {
		t.Errorf("after a dial refused by the peer: translate = %v, want the status unchanged", got)
	}
}
