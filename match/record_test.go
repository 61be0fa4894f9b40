package match

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"floorfall/bot"
	"floorfall/games/jc2015/engine"
	"floorfall/games/jc2015/jcreplay"
	"floorfall/replay"
)

// Whatever the bots answer and write on stderr, the replay of the longest
// match floorfall plays reads back: four bots answering N and 64 KiB of
// control characters, with as much stderr of them, every turn of a
// replay.MaxTurnLimit-turn match (before, such bots made a 120 MB replay
// of 1000 turns that floorfall refused to open). Cuts are marked.
func TestRecordsBoundedForLongestMatch(t *testing.T) {
	if testing.Short() {
		t.Skip("writes a replay of 100,000 turns")
	}
	reply := "N" + strings.Repeat("\x01", bot.MaxLine-1)
	stderr := []byte(strings.Repeat("\x02<", bot.TurnStderrMax/2) + "…[cut]")
	initial := engine.RandomPlacement(1)
	s, err := engine.NewGame(initial, replay.MaxTurnLimit)
	if err != nil {
		t.Fatal(err)
	}
	rec := newRecorder()
	meta := &jcreplay.Meta{Meta: replay.Meta{TurnLimit: replay.MaxTurnLimit}}
	var events []engine.Events
	for !s.Over {
		meta.Turns = append(meta.Turns, rec.record(s.Turn, s.Acting(), reply, time.Millisecond, stderr))
		events = append(events, engine.Step(s, engine.Action{Reply: "N"}))
	}
	f := jcreplay.FromGame(initial, events, meta)
	path := filepath.Join(t.TempDir(), "longest.json")
	if err := jcreplay.Save(path, f); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d turns, %d MiB", len(f.Commands), st.Size()>>20)
	if st.Size() > replay.MaxFileSize {
		t.Fatalf("the replay takes %d bytes, over the %d floorfall reads", st.Size(), replay.MaxFileSize)
	}
	back, err := jcreplay.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	first, last := back.Meta.Turns[0], back.Meta.Turns[len(back.Meta.Turns)-1]
	if len(first.Reply) > RecordedReplyMax+64 || !strings.Contains(first.Reply, "more bytes not recorded") || !strings.HasPrefix(first.Reply, "N\x01") {
		t.Errorf("first reply kept as %q...", first.Reply[:min(40, len(first.Reply))])
	}
	if !strings.HasPrefix(first.Stderr, "\x02<") {
		t.Errorf("first stderr kept as %q...", first.Stderr[:min(40, len(first.Stderr))])
	}
	marked := 0
	for _, r := range back.Meta.Turns {
		if strings.Contains(r.Reply+r.Stderr, "records reached") {
			marked++
		}
	}
	if last.Reply != "" || last.Stderr != "" || marked != 1 {
		t.Errorf("once the budget is spent: last record %q %q, the cut marked %d times", last.Reply, last.Stderr, marked)
	}
}

func TestCutKeepsCharacters(t *testing.T) {
	if got := cut("ab鬼", 4); got != "ab" {
		t.Errorf("cut = %q", got)
	}
	if got := cut("ab鬼", 5); got != "ab鬼" {
		t.Errorf("cut = %q", got)
	}
	if n := jsonLen("a\x01\"<é\xff"); n != 1+6+2+6+2+6 {
		t.Errorf("jsonLen = %d", n)
	}
}

// What a record kept of a text is told apart from the mark of its cut.
func TestRecordedPart(t *testing.T) {
	r := newRecorder()
	long := strings.Repeat("o 1 2 n\n", 200)
	for _, tc := range []struct {
		text, part string
		cut        bool
	}{
		{"o 1 2 n\ngo\n", "o 1 2 n\ngo\n", false},
		{"…[3 more bytes not recorded] by me", "…[3 more bytes not recorded] by me", false},
		{long, cut(long, RecordedReplyMax), true},
	} {
		part, isCut := replay.RecordedPart(r.text(tc.text, RecordedReplyMax))
		if part != tc.part || isCut != tc.cut {
			t.Errorf("%.30q: part %.30q, cut %v", tc.text, part, isCut)
		}
	}
	r.left = 100 // the budget spent by this text
	if part, isCut := replay.RecordedPart(r.text(long, RecordedReplyMax)); part != "" || !isCut || !r.full {
		t.Errorf("past the budget: %q, %v", part, isCut)
	}
}
