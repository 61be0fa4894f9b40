package jcreplay

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"floorfall/games/jc2015/engine"
)

func TestAllFallenOfficial(t *testing.T) {
	// The official server plays on to the limit after an all-fallen end,
	// repeating each fallen player's last command (N, A, N, N: player 0's
	// last was forced while it waited, player 1 attacked in its only turn):
	// the file holds 1000 turns, the game ended after 8.
	cmds := "AANNNANN" + strings.Repeat("NANN", 248) // 992 more turns: 1000 in all
	in := official(-1, allFallen, cmds)
	tl, err := ReadTimeline(strings.NewReader(in), "r.json")
	if err != nil {
		t.Fatal(err)
	}
	f := tl.File
	if string(f.Commands) != cmds {
		t.Errorf("commands read as %s", f.Commands)
	}
	if len(f.Commands) != 1000 || f.PlayedOn != 992 || tl.Turns() != 1000 || tl.End() != 8 || len(tl.States) != 1001 || f.Winner != -1 {
		t.Fatalf("%d commands, played on %d, %d turns, end %d", len(f.Commands), f.PlayedOn, tl.Turns(), tl.End())
	}
	for _, at := range []int{8, 500, 1000} {
		if s := tl.At(at); !s.Over || s.Result != (engine.Result{Winner: -1, Reason: engine.AllFallen}) || s.Turn != at || s.Alive() != 0 {
			t.Errorf("state %d: turn %d, over %v, %+v", at, s.Turn, s.Over, s.Result)
		}
	}
	if ev := tl.Events[7]; !ev.Over || len(ev.Falls) != 1 || len(ev.Falls[0].Players) != 2 {
		t.Errorf("turn 7: %+v", ev)
	}
	// Played on, the blocks' timers move as the official server moved them:
	// the blocks that fell stand again 19 turns after their fall, and the
	// timers are all 0 long before turn 500.
	fellAt4 := tl.At(5).Timer(engine.Block{X: 0, Y: 0}) // player 0's block fell in turn 4
	if fellAt4 != engine.FallenTimer || tl.At(5+19).Timer(engine.Block{X: 0, Y: 0}) != 0 || tl.At(5+18).Timer(engine.Block{X: 0, Y: 0}) != -1 {
		t.Errorf("block (0,0): %d after its fall, %d 18 turns later", fellAt4, tl.At(5+18).Timer(engine.Block{X: 0, Y: 0}))
	}
	if tl.At(500).Timers != ([engine.Blocks][engine.Blocks]int8{}) {
		t.Errorf("timers at turn 500: %v", tl.At(500).Timers)
	}
	for turn := 8; turn < 1000; turn++ {
		if ev := tl.Events[turn]; ev.Turn != turn || ev.Cause != engine.CauseFallen || ev.Command != engine.CmdNone || ev.Move != nil || ev.Attack != nil {
			t.Fatalf("turn %d played on: %+v", turn, ev)
		}
	}
	// Written back as it was read: the official file's 1000 commands.
	data := mustWrite(t, f)
	back, err := Read(bytes.NewReader(data), "w.json")
	if err != nil {
		t.Fatal(err)
	}
	if !equalFiles(f, back) || bytes.Count(data, []byte(`"N"`))+bytes.Count(data, []byte(`"A"`)) != 1000 {
		t.Errorf("written back as\n%s", data)
	}
	// A file stopped right at the end is the same game, without the turns
	// played on.
	short, err := Read(strings.NewReader(official(-1, allFallen, allFallenCmds)), "s.json")
	if err != nil || short.PlayedOn != 0 || !slices.Equal(short.Commands, f.Commands[:8]) {
		t.Errorf("short file: %v", err)
	}
	// Whatever the file says in the turns played on, they are read as the
	// official server writes them.
	odd, err := Read(strings.NewReader(official(-1, allFallen, allFallenCmds+strings.Repeat("UDLR", 10))), "o.json")
	if err != nil || !slices.Equal(odd.Commands, f.Commands[:48]) {
		t.Errorf("other commands played on: %v, %s", err, odd.Commands)
	}
	// Past the turn limit it is refused.
	if _, err := Read(strings.NewReader(official(-1, allFallen, cmds+"N")), "l.json"); err == nil || !strings.Contains(err.Error(), "more than the turn limit 1000") {
		t.Errorf("1001 commands: %v", err)
	}
}

func TestFallenCommandsRepeated(t *testing.T) {
	// Player 1 fell after turn 3: its turn 5 command has no effect, and is
	// read as the official server writes it, player 1's last command (A in
	// turn 1), whatever the file says.
	for _, cmds := range []string{"AANNNA", "AANNNN", "AANNNU"} {
		tl, err := ReadTimeline(strings.NewReader(official(-1, allFallen, cmds)), "r.json")
		if err != nil {
			t.Fatal(err)
		}
		if tl.File.Commands[5] != engine.CmdAttack || tl.Events[5].Cause != engine.CauseFallen || tl.Events[5].Command != engine.CmdNone || tl.Events[5].Attack != nil {
			t.Errorf("%s: turn 5: %s, %+v", cmds, tl.File.Commands[5], tl.Events[5])
		}
		if tl.At(6).Players[1] != tl.At(5).Players[1] {
			t.Errorf("%s: the fallen player changed", cmds)
		}
	}
}

// The command written at a fallen player's turn is its last one taken, a
// forced N included, and N for a player that never acted.
func TestLogbook(t *testing.T) {
	var book logbook
	for _, tc := range []struct {
		ev   engine.Events
		want engine.Command
	}{
		{engine.Events{Turn: 0, Actor: 0, Command: engine.CmdAttack}, engine.CmdAttack},
		{engine.Events{Turn: 1, Actor: 1, Command: engine.CmdUp}, engine.CmdUp},
		{engine.Events{Turn: 3, Actor: 3, Command: engine.CmdNone, Cause: engine.CauseFallen}, engine.CmdNone},
		{engine.Events{Turn: 4, Actor: 0, Command: engine.CmdNone, Cause: engine.CauseWaiting}, engine.CmdNone},
		{engine.Events{Turn: 5, Actor: 1, Command: engine.CmdNone, Cause: engine.CauseFallen}, engine.CmdUp},
		{engine.Events{Turn: 8, Actor: 0, Command: engine.CmdNone, Cause: engine.CauseFallen}, engine.CmdNone},
		{engine.Events{Turn: 9, Actor: 1, Command: engine.CmdNone, Cause: engine.CauseFallen}, engine.CmdUp},
	} {
		if got := book.log(&tc.ev); got != tc.want {
			t.Errorf("turn %d: %s, want %s", tc.ev.Turn, got, tc.want)
		}
	}
}

func TestTimelineCauses(t *testing.T) {
	f, _ := sampleFile()
	tl, err := NewTimeline(f)
	if err != nil {
		t.Fatal(err)
	}
	if tl.Turns() != 80 || len(tl.States) != 81 || tl.File != f {
		t.Fatalf("%d turns, %d states", tl.Turns(), len(tl.States))
	}
	counts := map[engine.Cause]int{}
	for turn, ev := range tl.Events {
		if ev.Turn != turn || ev.Actor != turn%4 {
			t.Fatalf("turn %d: event of turn %d, actor %d", turn, ev.Turn, ev.Actor)
		}
		want := engine.CauseNone
		fallen := tl.States[turn].Players[ev.Actor].Fallen
		switch {
		case fallen:
			want = engine.CauseFallen
		case ev.Actor == 1 && turn >= 9:
			want = engine.CauseTimeout
		case ev.Actor == 2:
			want = engine.CauseNoBot
		case ev.Actor == 3 && turn >= 62:
			want = engine.CauseNoBot
		}
		if want != engine.CauseNone && ev.Cause != want {
			t.Errorf("turn %d: cause %q, want %q", turn, ev.Cause, want)
		}
		counts[ev.Cause]++
	}
	// The sample bots answer odd lines and attack: every cause shows up.
	for _, c := range []engine.Cause{engine.CauseNone, engine.CauseWaiting, engine.CauseInvalid, engine.CauseTimeout, engine.CauseNoBot, engine.CauseFallen} {
		if counts[c] == 0 {
			t.Errorf("no turn with cause %q", c)
		}
	}
	// Answered holds the first word of the recorded reply.
	for _, r := range f.Meta.Turns {
		word, _, _ := engine.ParseReply(r.Reply)
		if ev := tl.Events[r.Turn]; ev.Answered != word {
			t.Errorf("turn %d: answered %q, reply %q", r.Turn, ev.Answered, r.Reply)
		}
	}
	if tl.Name(0) != "hunter" || tl.Name(3) != "crash" || tl.Name(7) != "Player 7" {
		t.Errorf("names %q %q %q", tl.Name(0), tl.Name(3), tl.Name(7))
	}
	if tl.At(-5) != &tl.States[0] || tl.At(1000) != &tl.States[80] || tl.At(10) != &tl.States[10] || tl.At(10).Turn != 10 {
		t.Error("At does not clamp")
	}
}

func TestTimelineDisagreeingMeta(t *testing.T) {
	// Records that the commands contradict: the file's commands rule.
	in := withMeta(`{"format": 1, "turns": [{"turn": 0, "reply": "D"}, {"turn": 1, "reply": "L"}, {"turn": 2, "reply": "A"}]}`)
	in = strings.Replace(in, `"U","N","A"`, `"U","N","A"`, 1)
	tl, err := ReadTimeline(strings.NewReader(in), "r.json")
	if err != nil {
		t.Fatal(err)
	}
	ev := tl.Events
	if ev[0].Command != 'U' || ev[0].Cause != engine.CauseNone || ev[0].Answered != "U" {
		t.Errorf("turn 0: %+v", ev[0])
	}
	// A reply not taken (too long, say) is an invalid answer.
	if ev[1].Command != 'N' || ev[1].Cause != engine.CauseInvalid {
		t.Errorf("turn 1: %+v", ev[1])
	}
	if ev[2].Command != 'A' || ev[2].Answered != "A" {
		t.Errorf("turn 2: %+v", ev[2])
	}
	// A status whose turns say otherwise: the commands rule too.
	in = meta4("", [4]string{0: `, "status": "timeout", "statusTurn": 0`})
	tl, err = ReadTimeline(strings.NewReader(in), "r.json")
	if err != nil {
		t.Fatal(err)
	}
	if tl.Events[0].Command != 'U' {
		t.Errorf("turn 0: %+v", tl.Events[0])
	}
}

func TestNewTimelineHandMade(t *testing.T) {
	f := &File{Winner: -1, Initial: allFallen, Commands: []engine.Command("AANNNANN")}
	tl, err := NewTimeline(f)
	if err != nil {
		t.Fatal(err)
	}
	if !tl.At(8).Over || tl.Name(1) != "Player 1" {
		t.Error("hand-made timeline")
	}
	f.Winner = 0
	if _, err := NewTimeline(f); err == nil || err.Error() != "replay: winner: is 0, but the game is a draw (-1): the last players fell together in turn 7" {
		t.Errorf("got %v", err)
	}
}

func TestLenient(t *testing.T) {
	for _, tc := range []struct{ name, in string }{
		{"numbers", strings.Replace(base, `["6","0","D"]`, `[6, 0, "D"]`, 1)},
		{"escapes", strings.Replace(base, `"A"]`, `"\u0041"]`, 1)},
		{"unknown keys", strings.Replace(base, `"log": []`, `"x": {"y": [1, 2.5e3, true, null, "\ud83d\ude00"]}, "log": []`, 1)},
		{"pretty", strings.ReplaceAll(strings.ReplaceAll(base, ",", " ,\n  "), ":", " : ")},
		{"no log", strings.Replace(base, `"log": [], `, ``, 1)},
		{"no winner", strings.Replace(base, `"winner": -1, `, ``, 1)},
		{"meta null", withMeta("null")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, err := Read(strings.NewReader(tc.in), "r.json")
			if err != nil {
				t.Fatal(err)
			}
			if f.Winner != -1 || len(f.Commands) != 3 || f.Commands[2] != 'A' || f.Initial[2].Square != (engine.Square{X: 6, Y: 0}) || f.Meta != nil {
				t.Errorf("read %+v", f)
			}
		})
	}
}
