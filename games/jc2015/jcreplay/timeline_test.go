package jcreplay

import (
	"bytes"
	"strings"
	"testing"

	"floorfall/games/jc2015/engine"
)

func TestAllFallenOfficial(t *testing.T) {
	// The official server plays on to the limit after an all-fallen end,
	// repeating each fallen player's last command.
	pad := strings.Repeat("NANN", 248) // 992 more turns: 1000 in all
	in := official(-1, allFallen, allFallenCmds+pad)
	tl, err := ReadTimeline(strings.NewReader(in), "r.json")
	if err != nil {
		t.Fatal(err)
	}
	f := tl.File
	if len(f.Commands) != 8 || f.Dropped != 992 || tl.Turns() != 8 || f.Winner != -1 {
		t.Fatalf("%d commands, dropped %d, %d turns", len(f.Commands), f.Dropped, tl.Turns())
	}
	if final := tl.At(8); !final.Over || final.Result != (engine.Result{Winner: -1, Reason: engine.AllFallen}) {
		t.Errorf("final %+v %+v", final.Over, final.Result)
	}
	if ev := tl.Events[7]; !ev.Over || len(ev.Falls) != 1 || len(ev.Falls[0].Players) != 2 {
		t.Errorf("turn 7: %+v", ev)
	}
	// Written back without the dropped commands.
	data := mustWrite(t, f)
	back, err := Read(bytes.NewReader(data), "w.json")
	if err != nil {
		t.Fatal(err)
	}
	if !equalFiles(f, back) || back.Dropped != 0 || bytes.Count(data, []byte(`"N"`))+bytes.Count(data, []byte(`"A"`)) != 8 {
		t.Errorf("written back as\n%s", data)
	}
	// A file stopped right at the end is the same game.
	short, err := Read(strings.NewReader(official(-1, allFallen, allFallenCmds)), "s.json")
	if err != nil || !equalFiles(short, f) || short.Dropped != 0 {
		t.Errorf("short file: %v", err)
	}
}

func TestFallenCommandsIgnored(t *testing.T) {
	// Player 1 fell after turn 3: its turn 5 command is ignored, read as N.
	tl, err := ReadTimeline(strings.NewReader(official(-1, allFallen, "AANNNA")), "r.json")
	if err != nil {
		t.Fatal(err)
	}
	if tl.File.Commands[5] != engine.CmdNone || tl.Events[5].Cause != engine.CauseFallen || tl.Events[5].Command != engine.CmdNone {
		t.Errorf("turn 5: %s, %+v", tl.File.Commands[5], tl.Events[5])
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
