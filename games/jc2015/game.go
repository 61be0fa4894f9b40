package jc2015

import (
	"bytes"
	"fmt"
	"io"
	"strconv"

	"floorfall/bot/ask"
	"floorfall/game"
	"floorfall/games/jc2015/builtin"
	"floorfall/games/jc2015/engine"
	"floorfall/games/jc2015/jcreplay"
	"floorfall/replay"
)

// Game is JavaChallenge2015.
type Game struct{}

// Params are the game's parameters.
var Params = []game.Param{
	{Name: "turns", Default: strconv.Itoa(engine.DefaultTurnLimit), Usage: "the turn limit"},
	{Name: "coords", Default: string(engine.XY), Usage: "order of a player's square sent to bots: xy (column row, as the official server) or rc (row column, as the rules text)", Input: true},
}

// Info describes JavaChallenge2015.
func (Game) Info() game.Info {
	return game.Info{
		Name: jcreplay.Game, Title: "JavaChallenge2015", Tagline: "drop the floor, drop the enemies", OutBy: ", dropped by",
		MinSeats: engine.NumPlayers, MaxSeats: engine.NumPlayers, PersonPlays: true,
		Sends: "its own number, the board's 36 block timers and the four players' squares, ending with EOD; answers one line: U, D, L, R, A or N",
		// Bots may keep state between turns: a fork feeds a new bot
		// every earlier turn first (Match.Past).
		Ask: game.Ask{Kind: game.Persistent, Ready: "READY",
			ReadyTimeout: ask.DefaultReadyTimeout, ActionTimeout: ask.DefaultActionTimeout},
		Params:   Params,
		Builtins: builtin.Names(),
		Demo:     []string{"hunter", "random", "hunter", "random"},
	}
}

// Sniff: a replay that names no game is JavaChallenge2015's when its top
// level has the official "replay" member, or has none but the official
// "log" or "winner" (a file cut short, or without its replay: its error is
// then this game's).
func (Game) Sniff(data []byte) bool {
	official := false
	for _, m := range game.SniffKeys(data, "replay", "log", "winner") {
		if m.Key == "replay" {
			return true
		}
		official = true
	}
	return official
}

// settings are a match's parameters, read.
type settings struct {
	turns  int
	coords engine.Coords
}

func readSettings(p map[string]string) (settings, error) {
	s := settings{turns: engine.DefaultTurnLimit, coords: engine.XY}
	if v, ok := p["turns"]; ok && v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > replay.MaxTurnLimit {
			return s, fmt.Errorf("--turns %q is not a turn limit from 1 to %d", v, replay.MaxTurnLimit)
		}
		s.turns = n
	}
	if v, ok := p["coords"]; ok && v != "" {
		c, ok := engine.ParseCoords(v)
		if !ok {
			return s, fmt.Errorf("--coords must be rc or xy, not %q", v)
		}
		s.coords = c
	}
	return s, nil
}

// New starts a match from a random placement, or from the placement of
// s.Initial (a JavaChallenge2015 replay).
func (Game) New(s game.Setup) (game.Match, error) {
	set, err := readSettings(s.Params)
	if err != nil {
		return nil, err
	}
	p := engine.RandomPlacement(s.Seed)
	m := &Match{squares: squares{set.coords}, seeded: true, seed: s.Seed}
	if s.Initial != nil {
		r, ok := s.Initial.(*Replay)
		if !ok {
			return nil, fmt.Errorf("the initial replay is of %s, not %s", s.Initial.Game().Info().Title, "JavaChallenge2015")
		}
		p, m.seeded = r.tl.File.Initial, false
	}
	st, err := engine.NewGame(p, set.turns)
	if err != nil {
		return nil, err
	}
	m.placement, m.s = p, *st
	return m, nil
}

// Builtin returns a built-in bot reading inputs in the match's order.
func (Game) Builtin(name string, seat int, seed int64, s game.Setup) (ask.Player, error) {
	set, err := readSettings(s.Params)
	if err != nil {
		return nil, err
	}
	return builtin.NewPlayer(name, seed, set.coords)
}

// Serve runs a built-in bot over the official protocol: READY, then an
// answer line for each input text ending in EOD.
func (Game) Serve(name string, seed int64, params map[string]string, args []string, in io.Reader, out io.Writer) error {
	set, err := readSettings(params)
	if err != nil {
		return err
	}
	if len(args) > 0 {
		return fmt.Errorf("a JavaChallenge2015 bot takes no arguments (%q)", args[0])
	}
	return builtin.Serve(name, seed, set.coords, in, out)
}

// Decode reads a JavaChallenge2015 replay, official or floorfall's.
func (Game) Decode(data []byte, name string) (game.Replay, error) {
	tl, err := jcreplay.ReadTimeline(bytes.NewReader(data), name)
	if err != nil {
		return nil, err
	}
	return NewReplay(tl), nil
}
