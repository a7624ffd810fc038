package interpret

import (
	"path/filepath"
	"testing"
)

// BenchmarkAnnexReply reads each Annex A reply, already decoded, against its
// card: the cost interpret adds to a call. Target: under 2µs and a few
// allocations per reply.
func BenchmarkAnnexReply(b *testing.B) {
	annex := annexDeclaration(b)
	opened := declarationFor(b, cardOpened)
	cases := []struct {
		name string
		file string
		decl *Declaration
		want Kind
	}{
		{"A.2-message-on-request", "message-on-request.json", annex, KindOnRequest},
		{"A.3-task-action-referred", "task-action-referred.json", annex, KindActionReferred},
		{"A.4-task-given-on-opt-in", "task-given-on-opt-in.json", opened, KindGivenOnOptIn},
	}
	for _, c := range cases {
		res := loadResult(b, filepath.Join(annexDir, c.file))
		call := Call{Declaration: c.decl, Activated: true}
		if o := call.Result(res); o.Kind != c.want || len(o.Findings) != 0 {
			b.Fatalf("%s: %s %v", c.name, o.Kind, o.Findings)
		}
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				call.Result(res)
			}
		})
	}
}

// BenchmarkAnnexStream reads Annex A.4 as a stream of five events.
func BenchmarkAnnexStream(b *testing.B) {
	events := loadEvents(b, filepath.Join(repliesDir, "stream-given-on-opt-in.json"))
	call := Call{Declaration: declarationFor(b, cardOpened), Activated: true}
	b.ReportAllocs()
	for b.Loop() {
		s := call.Stream()
		for _, ev := range events {
			s.Add(ev)
		}
	}
}

// BenchmarkDeclare reads the Annex A.1 card.
func BenchmarkDeclare(b *testing.B) {
	card := loadCard(b, filepath.Join(annexDir, "card.json"))
	b.ReportAllocs()
	for b.Loop() {
		Declare(card)
	}
}

// BenchmarkInfer: matching a question to the Annex A.1 card's skills, as a
// call with no skill named does once per reply.
func BenchmarkInfer(b *testing.B) {
	d := annexDeclaration(b)
	b.ReportAllocs()
	for b.Loop() {
		d.Infer("When is Example Memorial Chapel open on Saturday?")
	}
}
