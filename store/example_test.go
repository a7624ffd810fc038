package store_test

import (
	"context"
	"fmt"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/store"
)

func ExampleLedgers() {
	ctx := context.Background()
	var ledgers store.Ledgers = store.NewMemory() // or redisstore.Open(url)

	// Turn one, on one replica: the operator referred the price.
	_ = ledgers.Update(ctx, "conversation-42", func(l *present.Ledger) error {
		l.Record(interpret.Outcome{Kind: interpret.KindOnRequest, Operator: "St Mary's Chapel",
			SkillID: "wedding-fees", PersonEntry: "https://stmarys.example/enquire"})
		return nil
	})

	// Turn two, perhaps on another replica: the guard gets the same ledger.
	l, err := ledgers.Load(ctx, "conversation-42")
	if err != nil {
		fmt.Println("cannot guard this answer:", err)
		return
	}
	for _, it := range l.Items() {
		fmt.Println(it.Operator, it.SkillID, it.Kind, it.PersonEntry)
	}
	// Output: St Mary's Chapel wedding-fees on-request https://stmarys.example/enquire
}
