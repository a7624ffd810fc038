package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Lint the card of Annex A.1: no findings, so exit status 0.
func Example_card() {
	card := filepath.Join("..", "..", "testdata", "annex-a", "card.json")
	code := run(context.Background(), []string{"card", card}, strings.NewReader(""), os.Stdout, os.Stdout)
	fmt.Println("exit status", code)
	// Output:
	// Operator: Example Memorial Chapel
	// On-request skills:
	//   service-pricing (Service costs)
	//     person asks at: https://ask.example.com/talk
	//     not opened to assistants
	//   arrangement-booking (Book an arrangement meeting)
	//     person asks at: https://ask.example.com/talk
	//     opened to assistants; completion: in-conversation
	// Findings: none
	// exit status 0
}

// Read the reply of Annex A.3, a booking the chapel refused to make for
// an assistant, and see what the person is told.
func Example_interpret() {
	dir := filepath.Join("..", "..", "testdata", "annex-a")
	args := []string{"interpret", "--card", filepath.Join(dir, "card.json"), "--json", filepath.Join(dir, "task-action-referred.json")}
	run(context.Background(), args, strings.NewReader(""), os.Stdout, os.Stdout)
	// Output:
	// {
	//   "kind": "action-referred",
	//   "skillId": "arrangement-booking",
	//   "skillSource": "marker",
	//   "personEntry": "https://ask.example.com/talk",
	//   "operator": "Example Memorial Chapel",
	//   "say": "This has not been done. You can arrange it with Example Memorial Chapel yourself here: https://ask.example.com/talk",
	//   "findings": []
	// }
}

// A Task given where a card belongs: one line naming the problem, exit
// status 2.
func Example_notACard() {
	task := filepath.Join("..", "..", "testdata", "annex-a", "task-action-referred.json")
	code := run(context.Background(), []string{"card", task}, strings.NewReader(""), os.Stdout, os.Stdout)
	fmt.Println("exit status", code)
	// Output:
	// onrequest card: SOURCE: not an Agent Card: it is a Task
	// exit status 2
}
