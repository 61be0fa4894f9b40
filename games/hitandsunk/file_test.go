package hitandsunk

import (
	"strings"
	"testing"
)

// Broken setup files and replays are refused with the file and the place
// named, never a panic.
func TestDecodeRefuses(t *testing.T) {
	const ok = `{"game": "hit-and-sunk", "width": 32, "height": 32, "rounds_max": 100,
 "players": [{"id": 0, "ship": 1, "x": 10, "y": 26, "dir": 2}, {"id": 1, "ship": 3, "x": 3, "y": 3, "dir": 0}],
 "orders": [[1, 0], [0, 1]]}`
	if _, err := (Game{}).Decode([]byte(ok), "setup.json"); err != nil {
		t.Fatalf("a good setup: %v", err)
	}
	for _, tc := range []struct{ name, from, to, want string }{
		{"truncated", `"orders"`, `"orders`, "setup.json"},
		{"width", `"width": 32`, `"width": 33`, "width"},
		{"off the grid", `"x": 10, "y": 26, "dir": 2`, `"x": 10, "y": 0, "dir": 2`, "players[0]"},
		{"overlap", `"x": 3, "y": 3, "dir": 0`, `"x": 10, "y": 26, "dir": 1`, "players[1]"},
		{"class", `"ship": 3`, `"ship": 6`, "players[1].ship"},
		{"dir", `"dir": 0}`, `"dir": 4}`, "players[1].dir"},
		{"id", `{"id": 1`, `{"id": 0`, "players[1].id"},
		{"order", `[1, 0], [0, 1]`, `[1, 0], [0, 0]`, "orders[1]"},
		{"one player", `, {"id": 1, "ship": 3, "x": 3, "y": 3, "dir": 0}`, ``, "players"},
		{"game", `"hit-and-sunk"`, `"ants"`, "game"},
		{"not a number", `"x": 10`, `"x": "10"`, "players[0].x"},
		{"huge", `"x": 10`, `"x": 1e99`, "players[0].x"},
		{"calls out of turn", `"orders"`, `"calls": [{"round": 1, "id": 0, "arg": null, "out": "1"}], "orders"`, "calls[0]"},
		{"wrong argument", `"orders"`, `"calls": [{"round": 0, "id": 0, "arg": null, "out": "1"}, {"round": 0, "id": 1, "arg": null, "out": "3"}, {"round": 1, "id": 1, "arg": "1;1;", "out": ""}], "orders"`, "calls[2].arg"},
		{"meta", `"orders"`, `"meta": {"format": 99}, "orders"`, "meta"},
	} {
		data := strings.Replace(ok, tc.from, tc.to, 1)
		if data == ok {
			t.Fatalf("%s: the change did not apply", tc.name)
		}
		_, err := (Game{}).Decode([]byte(data), "setup.json")
		if err == nil || !strings.Contains(err.Error(), "setup.json") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error naming setup.json and %s", tc.name, err, tc.want)
		}
	}
	// Whatever the bytes, no panic.
	for i := range len(ok) {
		(Game{}).Decode([]byte(ok[:i]), "cut.json")
		(Game{}).Sniff([]byte(ok[:i]))
	}
	(Game{}).Decode([]byte{0x1f, 0x8b, 1, 2, 3}, "bad.gz")
}
