package redisstore

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/redis/go-redis/v9"

	"github.com/agent-capability/onrequest/internal/redistest"
	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/store"
	"github.com/agent-capability/onrequest/store/storetest"
)

func TestStamp(t *testing.T) {
	l := present.NewLedger()
	l.Record(storetest.Referral("chapel", "fees"))
	form, err := store.MarshalLedger(l)
	if err != nil {
		t.Fatal(err)
	}
	if stampOf(form) != nil {
		t.Fatalf("the saved form alone has a stamp")
	}
	a := appendStamp(slices.Clone(form))
	b := appendStamp(slices.Clone(form))
	if !bytes.HasPrefix(a, form) || len(a) != len(form)+stampLen || !json.Valid(a) {
		t.Fatalf("stamped value %q: want the form, then %d bytes of JSON whitespace", a, stampLen)
	}
	if sa, sb := stampOf(a), stampOf(b); sa == nil || !bytes.Equal(sa, a[len(form):]) || bytes.Equal(sa, sb) {
		t.Fatalf("stamps %q and %q: want each value's own, and different", sa, sb)
	}
	if back, err := store.UnmarshalLedger(a); err != nil || len(back.Items()) != 1 {
		t.Fatalf("the stamped value reads as %v, %v; want the ledger", back, err)
	}
	for _, v := range []string{"", "}", `{"version":1,"items":[]}` + "  ", `{"version":1,"items":[]}x` + string(a[len(form)+1:])} {
		if st := stampOf([]byte(v)); st != nil {
			t.Errorf("stampOf(%q) = %q; want none", v, st)
		}
	}
}

// olderReplica updates a conversation as replicas did before stamps: it
// reads the value, decodes it as it is, and writes the new form, without
// a stamp, if the value is unchanged; else it starts again.
func olderReplica(ctx context.Context, rdb redis.UniversalClient, key string, o interpret.Outcome) error {
	script := redis.NewScript(`
local cur = redis.call("GET", KEYS[1])
if cur then
  if ARGV[1] ~= "1" or cur ~= ARGV[2] then return 0 end
elseif ARGV[1] ~= "0" then
  return 0
end
redis.call("SET", KEYS[1], ARGV[3], "PX", ARGV[4])
return 1`)
	for range 1000 {
		cur, err := rdb.Get(ctx, key).Bytes()
		had := "1"
		l := present.NewLedger()
		switch {
		case errors.Is(err, redis.Nil):
			had = "0"
		case err != nil:
			return err
		default:
			if l, err = store.UnmarshalLedger(cur); err != nil {
				return err
			}
		}
		l.Record(o)
		out, err := store.MarshalLedger(l)
		if err != nil {
			return err
		}
		set, err := script.Run(ctx, rdb, []string{key}, had, cur, out, 3600000).Int()
		if err != nil || set == 1 {
			return err
		}
	}
	return errors.New("olderReplica: too many collisions")
}

// TestLedgerValueWithoutStamp: a value without a stamp, as replicas wrote
// before stamps, is read and updated (and stamped); a stamped value is
// read and updated by such a replica, which writes it without a stamp
// again; nothing is lost either way.
func TestLedgerValueWithoutStamp(t *testing.T) {
	srv := redistest.Start(t)
	ctx := context.Background()
	s := replica(t, srv)
	const key = "onrequest:ledger:c1"
	skills := func(value []byte) []string {
		t.Helper()
		l, err := store.UnmarshalLedger(value)
		if err != nil {
			t.Fatal(err)
		}
		return skillIDs(l)
	}
	value := func() []byte {
		t.Helper()
		v, err := s.rdb.Get(ctx, key).Bytes()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	if err := olderReplica(ctx, s.rdb, key, storetest.Referral("chapel", "fees")); err != nil {
		t.Fatal(err)
	}
	if l, err := s.Load(ctx, "c1"); err != nil || len(l.Items()) != 1 {
		t.Fatalf("Load of a value without a stamp = %v, %v; want its one item", l, err)
	}
	if err := s.Update(ctx, "c1", storetest.Record(storetest.Referral("chapel", "venue"))); err != nil {
		t.Fatal(err)
	}
	if v := value(); stampOf(v) == nil || !json.Valid(v) || !slices.Equal(skills(v), []string{"fees", "venue"}) {
		t.Fatalf("after an Update: %q; want both items, stamped", v)
	}
	// The older replica reads the stamped value and writes over it.
	if err := olderReplica(ctx, s.rdb, key, storetest.Referral("chapel", "flowers")); err != nil {
		t.Fatal(err)
	}
	if err := s.Update(ctx, "c1", storetest.Record(storetest.Referral("chapel", "music"))); err != nil {
		t.Fatal(err)
	}
	if got, want := skills(value()), []string{"fees", "venue", "flowers", "music"}; !slices.Equal(got, want) {
		t.Fatalf("after the older replica's write and an Update: %q; want %q", got, want)
	}
}

// TestLedgerOlderAndNewerReplicasRacing: replicas with stamps and replicas
// without, updating one conversation at once, lose nothing.
func TestLedgerOlderAndNewerReplicasRacing(t *testing.T) {
	srv := redistest.Start(t)
	ctx := context.Background()
	newer := [2]*Store{replica(t, srv), replica(t, srv)}
	older := replica(t, srv).rdb
	const workers, each = 3, 10
	var wg sync.WaitGroup
	for w := range workers {
		for r, s := range newer {
			wg.Go(func() {
				for i := range each {
					if err := s.Update(ctx, "busy", storetest.Record(storetest.Referral("op", fmt.Sprintf("new%d-w%d-%d", r, w, i)))); err != nil {
						t.Error(err)
						return
					}
				}
			})
		}
		wg.Go(func() {
			for i := range each {
				if err := olderReplica(ctx, older, "onrequest:ledger:busy", storetest.Referral("op", fmt.Sprintf("old-w%d-%d", w, i))); err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	l, err := newer[0].Load(ctx, "busy")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(l.Items()), 3*workers*each; got != want {
		t.Fatalf("%d items; want %d: concurrent updates were lost", got, want)
	}
}
