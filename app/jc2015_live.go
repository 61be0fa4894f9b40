package app

import (
	"cmp"
	"fmt"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/games/jc2015"
	"floorfall/games/jc2015/jcreplay"
	"floorfall/match"
	"floorfall/replay"
	"floorfall/view"
)

// What a live match needs of JavaChallenge2015, the one game the window
// shows so far: its first timeline, a fork's match, a replay's file.

// liveStart is the timeline of a live match before its first turn is
// played: its placement (and a fork's first turns).
func liveStart(cfg *match.Config) (*jcreplay.Timeline, error) {
	m := cfg.From
	if m == nil {
		var err error
		m, err = cfg.Game.New(game.Setup{Seats: len(cfg.Seats), Seed: cfg.Seed, Params: cfg.Params, Initial: cfg.Initial})
		if err != nil {
			return nil, err
		}
	}
	meta := &replay.Meta{ActionTimeout: cmp.Or(cfg.Bot.ActionTimeout, bot.DefaultActionTimeout), Players: make([]replay.PlayerMeta, len(cfg.Seats))}
	for i, s := range cfg.Seats {
		meta.Players[i] = replay.PlayerMeta{Name: s.Name, Command: s.Command, StatusTurn: -1}
	}
	r, ok := m.Clone().Replay(meta).(*jc2015.Replay)
	if !ok {
		return nil, fmt.Errorf("only JavaChallenge2015 can be shown so far")
	}
	return r.Timeline(), nil
}

// forkAt is the match m after its first t turns, to play on from.
func forkAt(m *view.Match, t int) (game.Match, error) {
	f := &jcreplay.File{Winner: -1, Initial: m.Initial(),
		Meta: &jcreplay.Meta{Meta: replay.Meta{TurnLimit: m.States[0].TurnLimit}, Coords: string(m.Coords())}}
	for _, ev := range m.Events[:t] {
		f.Commands = append(f.Commands, ev.Command)
	}
	tl, err := jcreplay.NewTimeline(f)
	if err != nil {
		return nil, err
	}
	return jc2015.NewReplay(tl).At(t)
}

// fileOf is the JavaChallenge2015 file of a replay, nil if none.
func fileOf(r game.Replay) *jcreplay.File {
	if jr, ok := r.(*jc2015.Replay); ok {
		return jr.Timeline().File
	}
	return nil
}
