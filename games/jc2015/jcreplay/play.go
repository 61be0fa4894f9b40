package jcreplay

import (
	"fmt"

	"floorfall/games/jc2015/engine"
	"floorfall/replay"
)

// game is what replaying a File found.
type game struct {
	played   int // turns of the game, to its end by the rules
	playedOn int // turns the official server played on after an all-fallen end
	over     bool
	result   engine.Result // valid when over
	falls    []FallMeta
}

// resultMeta is the result of the game as meta records it.
func (g *game) resultMeta() ResultMeta {
	r := ResultMeta{Winner: -1, Falls: g.falls}
	if g.over {
		r.Winner, r.Reason = g.result.Winner, g.result.Reason
	}
	return r
}

// describe says how the game ended, or that it did not.
func (g *game) describe() string {
	if !g.over {
		return fmt.Sprintf("the game is not over after %d turns (no winner, -1)", g.played)
	}
	last := g.played - 1
	switch g.result.Reason {
	case engine.LastStanding:
		return fmt.Sprintf("player %d wins, last standing after turn %d", g.result.Winner, last)
	case engine.AllFallen:
		return fmt.Sprintf("the game is a draw (-1): the last players fell together in turn %d", last)
	default:
		return fmt.Sprintf("the game is a draw (-1): the turn limit %d was reached", g.played)
	}
}

// play replays the commands of f from its placement with the engine and
// checks the whole file: placement, commands, winner and meta. m is f's meta
// with defaults filled in (or nil); g says whether the winner and the meta
// result were given (and must agree) or are to be derived. If taken is not
// nil it receives each turn's command as the official server writes it (see
// logbook). If tl is not nil it receives the states and events, the turns
// played on after an all-fallen end included.
func play(f *File, m *Meta, name string, g given, taken []engine.Command, tl *Timeline) (game, *replay.Error) {
	var out game
	if err := checkPlacement(&f.Initial, name); err != nil {
		return out, err
	}
	limit := engine.DefaultTurnLimit
	if m != nil {
		if err := checkMeta(m, name); err != nil {
			return out, err
		}
		limit = m.TurnLimit
	}
	cmds := f.Commands
	if len(cmds) > limit {
		return out, replay.Errorf(name, fmt.Sprintf("turn %d", limit),
			"the file has %d turns, more than the turn limit %d", len(cmds), limit)
	}
	s, err := engine.NewGame(f.Initial, limit)
	if err != nil { // cannot happen: checked above
		return out, replay.Errorf(name, "replay.initial", "%v", err)
	}
	// cur is the state stepped: in place in tl.States when kept.
	var local, saved engine.State
	cur := &local
	*cur = *s
	if tl != nil {
		tl.States = make([]engine.State, 1, len(cmds)+1)
		tl.States[0] = *s
		tl.Events = make([]engine.Events, 0, len(cmds))
		cur = &tl.States[0]
	}
	var acts actions
	acts.init(m)
	var book logbook
	for t, c := range cmds {
		if cur.Over && !cur.PlaysOn() {
			out.over, out.result, out.played = true, cur.Result, t
			return out, replay.Errorf(name, fmt.Sprintf("turn %d", t),
				"%s, but the file goes on for %d more turns", out.describe(), len(cmds)-t)
		}
		if !engine.ValidCommand(byte(c)) {
			return out, replay.Errorf(name, fmt.Sprintf("replay.commands[%d]", t), "%s is not one of U D L R A N", replay.Quote(string(rune(c))))
		}
		if cur.Over {
			// After an all-fallen end the official server plays on to the
			// limit with nobody on the board: the blocks' timers move on.
			if tl != nil {
				tl.States = append(tl.States, *cur)
				cur = &tl.States[t+1]
			}
			ev := engine.PlayOn(cur)
			if taken != nil {
				taken[t] = book.log(&ev)
			}
			if tl != nil {
				tl.Events = append(tl.Events, ev)
			}
			out.playedOn++
			continue
		}
		a, fromMeta := acts.at(t, c, cur.Players[t%engine.NumPlayers].Fallen)
		prev := &saved // the state before the turn, to step again
		if tl != nil {
			tl.States = append(tl.States, *cur)
			prev, cur = &tl.States[t], &tl.States[t+1]
		} else if fromMeta {
			saved = *cur
		}
		ev := engine.Step(cur, a)
		if ev.Command != c && ev.Cause != engine.CauseFallen {
			if fromMeta {
				// The meta does not explain the command: the file's
				// command rules. A reply that was not taken (too long,
				// say) counts as an invalid answer.
				fb := engine.Action{Reply: c.String()}
				if c == engine.CmdNone {
					fb.Reply = ""
				}
				*cur = *prev
				ev = engine.Step(cur, fb)
			}
			if ev.Command != c {
				why := fmt.Sprintf("player %d's command is %s", ev.Actor, ev.Command)
				if ev.Cause == engine.CauseWaiting {
					why = fmt.Sprintf("player %d is waiting after its attack, so its command is N", ev.Actor)
				}
				return out, replay.Errorf(name, fmt.Sprintf("turn %d", t),
					"%s, but the file says %s (replay.commands[%d])", why, c, t)
			}
		}
		if taken != nil {
			taken[t] = book.log(&ev)
		}
		out.falls = appendFalls(out.falls, t, &ev)
		if tl != nil {
			tl.Events = append(tl.Events, ev)
			tl.Falls = out.falls
		}
		out.played = t + 1
	}
	out.over, out.result = cur.Over, cur.Result
	if g.winner {
		want := -1
		if out.over {
			want = out.result.Winner
		}
		if f.Winner != want {
			return out, replay.Errorf(name, "winner", "is %d, but %s", f.Winner, out.describe())
		}
	}
	if m != nil {
		if err := checkMetaGame(m, name, g, &out); err != nil {
			return out, err
		}
	}
	return out, nil
}

// actions builds each turn's Action from what the meta knows: a bot's
// status (no answer from some turn on) and the raw reply of a turn record.
type actions struct {
	missing [engine.NumPlayers]engine.Cause
	from    [engine.NumPlayers]int // the first turn missing applies to
	turns   []replay.TurnRecord
	next    int // index in turns of the first record not before the turn asked
}

func (a *actions) init(m *Meta) {
	if m == nil {
		return
	}
	for i, p := range m.Players {
		if p.Status == replay.StatusOK || p.Status == "" {
			continue
		}
		a.missing[i], a.from[i] = Cause(p.Status), max(p.StatusTurn, 0)
		if p.Status == replay.StatusNotReady {
			a.from[i] = 0
		}
	}
	a.turns = m.Turns
}

// at is the action of turn t, whose command in the file is c, and whether
// it comes from the meta. Turns are asked in increasing order. Without a
// status or a record, the bot answered the command taken; a fallen player
// was not asked.
func (a *actions) at(t int, c engine.Command, fallen bool) (engine.Action, bool) {
	actor := t % engine.NumPlayers
	if a.missing[actor] != engine.CauseNone && t >= a.from[actor] {
		return engine.Action{Missing: a.missing[actor]}, true
	}
	for a.next < len(a.turns) && a.turns[a.next].Turn < t {
		a.next++
	}
	if a.next < len(a.turns) && a.turns[a.next].Turn == t {
		return engine.Action{Reply: a.turns[a.next].Reply}, true
	}
	if fallen {
		return engine.Action{}, false
	}
	return engine.Action{Reply: c.String()}, false
}

// logbook makes each turn's command as the official server writes it in its
// replay: the command taken; at a fallen player's turn (and in the turns it
// plays on after an all-fallen end) that player's last command taken, N if
// it never acted, repeated with no effect.
type logbook [engine.NumPlayers]engine.Command

// log is the command written for the turn of events ev (turns in order).
func (l *logbook) log(ev *engine.Events) engine.Command {
	if ev.Cause != engine.CauseFallen {
		l[ev.Actor] = ev.Command
		return ev.Command
	}
	if c := l[ev.Actor]; c != 0 {
		return c
	}
	return engine.CmdNone
}
