package cli

import (
	"testing"

	"floorfall/match"
	"floorfall/replay"
	"floorfall/show"
)

// A fork names a seat as its replay did where the same bot plays on
// ("hunter 2", as the notes of its past say), not where a person took the
// seat, another bot plays or --name named it, nor a name already taken.
func TestForkNames(t *testing.T) {
	from := &show.Fork{Meta: &replay.Meta{Players: []replay.PlayerMeta{
		{Name: "hunter 0", Command: "hunter"}, {Name: "random 1", Command: "random"},
		{Name: "hunter 2", Command: "hunter"}, {Name: "random 3", Command: "random"}, {Name: "me", Command: "hunter"},
	}}}
	seats := []match.Seat{{Name: "mine", Command: "random"}, {Name: "random 1", Command: "random"},
		{Name: "hunter", Command: "hunter"}, {Name: "human", Command: "human"}, {Name: "me", Command: "hunter"}}
	forkNames(seats, from, 1)
	want := []string{"mine", "random 1", "hunter 2", "human", "me"}
	for i, s := range seats {
		if s.Name != want[i] {
			t.Errorf("seat %d named %q, want %q", i, s.Name, want[i])
		}
	}
	forkNames(seats, nil, 0) // no fork: nothing to do, no crash
	forkNames(seats, &show.Fork{}, 0)
}
