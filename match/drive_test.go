package match

import (
	"bytes"
	"runtime"
	"testing"
	"time"

	"floorfall/games/jc2015/jcreplay"
	"floorfall/internal/testlimit"
)

// collect takes the driver's news until cond holds or d gives up after
// a generous time; it returns all the updates taken.
func collect(t *testing.T, d *Driver, got []Update, cond func([]Update, bool) bool) []Update {
	t.Helper()
	var done bool
	for end := time.Now().Add(testlimit.Scale(30 * time.Second)); ; time.Sleep(time.Millisecond) {
		got, done = d.Take(got)
		if cond(got, done) {
			return got
		}
		if time.Now().After(end) {
			t.Fatalf("after %d updates (ended %v) the driver still has not what the test waits for", len(got), done)
		}
	}
}

// waitPaused waits until the driver's goroutine waits for leave to play a
// turn (in Driver.permit, on its sync.Cond): everything it played before is
// in its news, and it plays nothing more until Allow or SetFree. There is
// one driver at a time in these tests.
func waitPaused(t *testing.T) {
	t.Helper()
	buf := make([]byte, 1<<20)
	for end := time.Now().Add(testlimit.Scale(30 * time.Second)); ; time.Sleep(time.Millisecond) {
		buf = buf[:runtime.Stack(buf[:cap(buf)], true)]
		for _, g := range bytes.Split(buf, []byte("\n\n")) {
			if bytes.Contains(g, []byte("sync.(*Cond).Wait(")) && bytes.Contains(g, []byte("match.(*Driver).permit(")) {
				return
			}
		}
		if time.Now().After(end) {
			t.Fatalf("the driver never waits for leave to play a turn:\n%s", buf)
		}
	}
}

func turnsIn(us []Update) int {
	n := 0
	for _, u := range us {
		if !u.Started {
			n++
		}
	}
	return n
}

// A driven match plays only the turns allowed: none while paused, exactly
// one per step, all of them when free; the replay so far is valid at any
// time.
func TestDriverPausesAndSteps(t *testing.T) {
	mark := newMark(t)
	cfg := jcConfig(4, 40)
	for i := range cfg.Seats {
		cfg.Seats[i] = Seat{Name: "w", Command: helperCmd(t, mark, "echo")}
	}
	cfg.Bot.ReadyTimeout = testlimit.Scale(20 * time.Second)
	woken := make(chan struct{}, 1000)
	d := Drive(cfg, func() { woken <- struct{}{} })
	defer d.Stop()
	got := collect(t, d, nil, func(us []Update, _ bool) bool { return len(us) > 0 })
	if !got[0].Started || got[0].Players[0].Status != "ok" {
		t.Fatalf("first update %+v", got[0])
	}
	waitPaused(t) // not allowed any turn: nothing is played
	if got, _ = d.Take(got); turnsIn(got) != 0 {
		t.Fatalf("%d turns played while paused", turnsIn(got))
	}
	d.Allow(3)
	got = collect(t, d, got, func(us []Update, _ bool) bool { return turnsIn(us) >= 3 })
	waitPaused(t) // asks for a fourth turn, and is not allowed it
	if got, _ = d.Take(got); turnsIn(got) != 3 || d.Pending() {
		t.Fatalf("allowed 3 turns, %d played (pending %v)", turnsIn(got), d.Pending())
	}
	if last := got[len(got)-1]; last.Match.Turn() != 3 || len(last.Turn.Records) != 1 || last.Turn.Records[0].Turn != 2 {
		t.Fatalf("third turn: match at %d, records %+v", last.Match.Turn(), last.Turn.Records)
	}
	f, err := resultFile(d)
	if err != nil || len(f.Commands) != 3 || len(f.Meta.Turns) != 3 {
		t.Fatalf("the replay so far: %v %+v", err, f)
	}
	var b bytes.Buffer
	if err := jcreplay.Write(&b, f); err != nil {
		t.Fatal(err)
	}
	d.SetFree(true)
	got = collect(t, d, got, func(_ []Update, done bool) bool { return done })
	f, err = resultFile(d)
	if err != nil || len(f.Commands) != 40 || turnsIn(got) != 40 || len(woken) < 41 {
		t.Fatalf("free: %v, %d commands, %d turns taken, woken %d times", err, len(f.Commands), turnsIn(got), len(woken))
	}
}

// Stop ends a match waiting for a person at once; the replay holds the
// turns played.
func TestDriverStopWhileHumanThinks(t *testing.T) {
	h := NewHuman()
	cfg := jcConfig(2, 100)
	cfg.Seats[0] = h.Seat("me")
	d := Drive(cfg, nil)
	d.SetFree(true)
	for end := time.Now().Add(testlimit.Scale(30 * time.Second)); ; time.Sleep(time.Millisecond) {
		if _, ok := h.Waiting(); ok {
			break
		}
		if time.Now().After(end) {
			t.Fatal("the person is never asked")
		}
	}
	h.Play("U")
	for end := time.Now().Add(testlimit.Scale(30 * time.Second)); ; time.Sleep(time.Millisecond) {
		if in, ok := h.Waiting(); ok && in != "" && len(in) > 0 && in[0] == '0' {
			if f, _ := resultFile(d); f != nil && len(f.Commands) >= 4 {
				break
			}
		}
		if time.Now().After(end) {
			t.Fatal("the person is never asked a second time")
		}
	}
	t0 := time.Now()
	d.Stop()
	if took := time.Since(t0); took > testlimit.Scale(5*time.Second) {
		t.Fatalf("Stop took %v", took)
	}
	f, err := resultFile(d)
	if err != nil || len(f.Commands) != 4 || f.Commands[0] != 'U' {
		t.Fatalf("replay after Stop: %v %q", err, f.Commands)
	}
}
