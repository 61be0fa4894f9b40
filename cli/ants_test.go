package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"floorfall/games/ants/engine"
	"floorfall/internal/gzjson"
	"floorfall/internal/testbot"
)

// traceMap writes the map of an official Ants trace (the game's testdata)
// to dir and returns its path.
func traceMap(t *testing.T, dir, trace string) string {
	t.Helper()
	var tr struct {
		Map string `json:"map"` // the .map file's text
	}
	if err := gzjson.Read(filepath.Join("..", "games", "ants", "testdata", trace), &tr); err != nil || tr.Map == "" {
		t.Fatalf("%s: no map (%v)", trace, err)
	}
	path := filepath.Join(dir, strings.TrimSuffix(trace, ".json.gz")+".map")
	if err := os.WriteFile(path, []byte(tr.Map), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// A built-in Ants bot runs as a program speaking the official protocol
// ('floorfall bot --game ants hunter') against one run in-process, on an
// official map: both play the whole game without a fault, and the hunter
// beats the official HunterBot's logic.
func TestAntsBuiltinAsProcess(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.json")
	args := []string{"run", "--game", "ants", "--map", traceMap(t, dir, "trace_004.json.gz"), "-t", "300", "--seed", "5",
		"-a", testbot.Quote(binary) + " bot --game ants hunter --seed 3", "-a", "officialhunter", "--out", out, "-q"}
	if _, stderr, code := cliMain(t, args...); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	stdout, stderr, code := cliMain(t, "info", out, "--json")
	if code != 0 {
		t.Fatal(stderr)
	}
	var s summary
	if err := json.Unmarshal([]byte(stdout), &s); err != nil {
		t.Fatal(err)
	}
	for i, p := range s.Players {
		if p.Status != "ok" {
			t.Errorf("player %d (%s): %s %s", i, p.Name, p.Status, p.Detail)
		}
	}
	if !s.Finished || s.Winner != 0 || s.Players[0].Name != "floorfall" {
		t.Errorf("%+v: want the hunter process (player 0, named after its program) to win", s)
	}
}

// An Ants tournament of built-in bots on two official maps: matches of
// --seats players, the maps taking turns by rounds of the schedule (each
// map in whole rounds, where every bot plays every seat once), every bot
// playing as often; the folder holds that plan, and the same folder with
// other maps is refused.
func TestAntsTournamentMaps(t *testing.T) {
	dir := t.TempDir()
	mapA, mapB := traceMap(t, dir, "trace_003.json.gz"), traceMap(t, dir, "trace_004.json.gz")
	cup := filepath.Join(dir, "cup")
	args := func(first, second string) []string {
		return []string{"tournament", "--game", "ants", "-a", "hunter", "-a", "officialhunter", "-a", "random",
			"--seats", "2", "--map", first, "--map", second, "--games", "12", "-t", "150", "--out", cup, "-q"}
	}
	if _, stderr, code := cliMain(t, args(mapA, mapB)...); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	r := readResults(t, cup)
	if len(r.Matches) != 12 || len(r.Bots) != 3 || r.Bots[0].Name != "hunter" {
		t.Fatalf("%d matches, bots %+v", len(r.Matches), r.Bots)
	}
	for _, b := range r.Bots {
		if b.Games != 8 {
			t.Errorf("%s played %d games, want 8 (12 matches x 2 seats / 3 bots)", b.Name, b.Games)
		}
	}
	for i := range 12 {
		data, err := os.ReadFile(filepath.Join(cup, fmt.Sprintf("game-%05d.json", i)))
		if err != nil {
			t.Fatal(err)
		}
		o, err := engine.ParseOfficial(data)
		if err != nil {
			t.Fatal(err)
		}
		want := 60 // trace_003's map is 60 x 54, trace_004's 72 x 72
		if i/3%2 == 1 {
			want = 72
		}
		if o.Data.Rows != want || len(o.PlayerNames) != 2 {
			t.Errorf("game %d: %d rows, %d players; want %d rows, 2 players", i, o.Data.Rows, len(o.PlayerNames), want)
		}
	}
	if _, stderr, code := cliMain(t, args(mapB, mapA)...); code != 2 || !strings.Contains(stderr, "holds another tournament") {
		t.Errorf("the maps swapped: exit %d: %s", code, stderr)
	}
}
