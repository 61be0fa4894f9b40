package app

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/games/tenka1/tenkaview"
)

// keysIn is an Input with keys pressed this tick and modifiers held.
func keysIn(ctrl, shift bool, keys ...ebiten.Key) *Input {
	in := &Input{Ctrl: ctrl, Shift: shift}
	for _, k := range keys {
		in.Press(k)
	}
	return in
}

// The bindings turn a tick's keys and typed characters into actions, by
// mode: with a person's seat on the board the arrows and Space play, and
// the viewer's keys that collide move to Ctrl.
func TestActionsOfKeys(t *testing.T) {
	typed := func(s string) *Input { return &Input{Chars: []rune(s)} }
	ctrlTyped := func(s string) *Input { return &Input{Chars: []rune(s), Ctrl: true} }
	for _, c := range []struct {
		name string
		m    mode
		in   *Input
		want []pressed
	}{
		{"→ in a replay", modeReplay, keysIn(false, false, ebiten.KeyRight), []pressed{{act: actStepFwd}}},
		{"Shift+→ in a replay", modeReplay, keysIn(false, true, ebiten.KeyRight), []pressed{{act: actRoundFwd}}},
		{"Ctrl+→ in a replay", modeReplay, keysIn(true, false, ebiten.KeyRight), nil},
		{"→ with a person's seat", modeHuman, keysIn(false, false, ebiten.KeyRight), []pressed{{act: actKeyRight}}},
		{"Ctrl+→ with a person's seat", modeHuman, keysIn(true, false, ebiten.KeyRight), []pressed{{act: actStepFwd}}},
		{"Ctrl+Shift+← with a person's seat", modeHuman, keysIn(true, true, ebiten.KeyLeft), []pressed{{act: actRoundBack}}},
		{"Shift+→ with a person's seat", modeHuman, keysIn(false, true, ebiten.KeyRight), nil},
		{"↑ with a person's seat", modeHuman, keysIn(false, false, ebiten.KeyUp), []pressed{{act: actKeyUp}}},
		{"↑ in a replay", modeReplay, keysIn(false, false, ebiten.KeyUp), nil},
		{"Space key with a person's seat", modeHuman, keysIn(false, false, ebiten.KeySpace), []pressed{{act: actKeySpace}}},
		{"Space typed with a person's seat", modeHuman, typed(" "), nil},
		{"Space typed in a live match", modeLive, typed(" "), []pressed{{act: actPlay}}},
		{"P with a person's seat", modeHuman, typed("p"), []pressed{{act: actPlay}}},
		{"P in a replay", modeReplay, typed("p"), nil},
		{". with a person's seat", modeHuman, typed("."), []pressed{{act: actKeyDot}}},
		{"↑ composing an answer", modeCompose, keysIn(false, false, ebiten.KeyUp), []pressed{{act: actKeyUp}}},
		{"Enter composing an answer", modeCompose, keysIn(false, false, ebiten.KeyEnter), []pressed{{act: actSend}}},
		{"Enter with a person's seat", modeHuman, keysIn(false, false, ebiten.KeyEnter), nil},
		{"Backspace composing an answer", modeCompose, keysIn(false, false, ebiten.KeyBackspace), []pressed{{act: actUndo}}},
		{"Backspace with a person's seat", modeHuman, keysIn(false, false, ebiten.KeyBackspace), []pressed{{act: actBack}}},
		{"Esc composing an answer", modeCompose, keysIn(false, false, ebiten.KeyEscape), []pressed{{act: actEscape}}},
		{". composing an answer", modeCompose, typed("."), nil},
		{"P composing an answer", modeCompose, typed("p"), []pressed{{act: actPlay}}},
		{"Ctrl+→ composing an answer", modeCompose, keysIn(true, false, ebiten.KeyRight), []pressed{{act: actStepFwd}}},
		{"Home with Shift held", modeReplay, keysIn(false, true, ebiten.KeyHome), []pressed{{act: actHome}}},
		{"Esc with Ctrl held", modeHuman, keysIn(true, false, ebiten.KeyEscape), []pressed{{act: actEscape}}},
		{"Tab", modeReplay, keysIn(false, false, ebiten.KeyTab), []pressed{{act: actNextPlayer}}},
		{"Shift+Tab", modeReplay, keysIn(false, true, ebiten.KeyTab), []pressed{{act: actPrevPlayer}}},
		{"Ctrl+O", modeReplay, keysIn(true, false, ebiten.KeyO), []pressed{{act: actOpen}}},
		{"Ctrl+N in a replay", modeReplay, keysIn(true, false, ebiten.KeyN), nil},
		{"Ctrl+N in a live match", modeLive, keysIn(true, false, ebiten.KeyN), []pressed{{act: actRematch}}},
		{"Ctrl+B with a person's seat", modeHuman, keysIn(true, false, ebiten.KeyB), []pressed{{act: actFork}}},
		{"K upper case", modeReplay, typed("K"), []pressed{{act: actPlay}}},
		{"digits pick speeds", modeReplay, typed("73"), []pressed{{act: actSpeed, digit: 7}, {act: actSpeed, digit: 3}}},
		{"+ = − _", modeLive, typed("+=-_"), []pressed{{act: actFaster}, {act: actFaster}, {act: actSlower}, {act: actSlower}}},
		{"? and H", modeReplay, typed("?h"), []pressed{{act: actHelp}, {act: actHelp}}},
		{"[ ] D I F", modeReplay, typed("[]dif"), []pressed{{act: actPrevNote}, {act: actNextNote}, {act: actDebug}, {act: actSaveInput}, {act: actFullscreen}}},
		{"typed with Ctrl held", modeReplay, ctrlTyped("d"), nil},
		{"keys before characters", modeReplay, &Input{Chars: []rune("d"), pressed: keysIn(false, false, ebiten.KeyF12).pressed}, []pressed{{act: actScreenshot}, {act: actDebug}}},
	} {
		got := actions(nil, c.m, c.in)
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// A key held down repeats after 0.4 s, 20 times a second (at 60 ticks a
// second), if its binding repeats; a key pressed and released within one
// tick is one press.
func TestKeyRepeat(t *testing.T) {
	for _, c := range []struct {
		key   ebiten.Key
		ticks int
		want  bool
	}{
		{ebiten.KeyRight, 1, true}, {ebiten.KeyRight, 2, false}, {ebiten.KeyRight, 24, false},
		{ebiten.KeyRight, 27, true}, {ebiten.KeyRight, 28, false}, {ebiten.KeyRight, 30, true},
		{ebiten.KeyTab, 27, false}, // Tab does not repeat
	} {
		in := &Input{}
		in.Hold(c.key, c.ticks)
		got := len(actions(nil, modeReplay, in)) == 1
		if got != c.want {
			t.Errorf("%v held %d ticks: an action %v, want %v", c.key, c.ticks, got, c.want)
		}
	}
	in := &Input{}
	in.pressed[ebiten.KeyRight] = true // down and up again in the same tick: held 0
	if got := actions(nil, modeReplay, in); len(got) != 1 {
		t.Errorf("a key pressed and released within a tick: %v", got)
	}
}

// The help lists the keys in force, from the same table: the moves with a
// person's seat, the steps on Ctrl then.
func TestHelpRowsFollowTheMode(t *testing.T) {
	has := func(rows [][2]string, keys, what string) bool {
		return slices.Contains(rows, [2]string{keys, what})
	}
	// A Tenka1 seat's keys are the game's words, not another game's.
	tenka := (&tenkaview.Board{}).Keys(0)
	human, replay := helpRows(modeHuman, tenka, nil), helpRows(modeReplay, "", nil)
	if !has(human, "your turn", tenka) || !has(human, "Ctrl + →", "one turn forward") {
		t.Errorf("with a person's seat: %q", human)
	}
	for _, r := range human {
		if strings.Contains(r[1], "attack") || strings.Contains(r[1], "do nothing") {
			t.Errorf("with a Tenka1 seat, the help says %q", r)
		}
	}
	if has(replay, "your turn", tenka) || !has(replay, "→", "one turn forward (paused live: play one turn)") {
		t.Errorf("in a replay: %q", replay)
	}
	if has(replay, "Ctrl + N", "rematch: same players, new seed") {
		t.Errorf("a replay lists the rematch: %q", replay)
	}
	compose := helpRows(modeCompose, "", nil)
	if !has(compose, "Enter", "send your answer (even empty)") || !has(compose, "↑ ↓ ← →", "your answer: add the key's action") ||
		!has(compose, "Ctrl + →", "one turn forward") || has(compose, "Backspace", "the replay shown before") || has(compose, "your turn", tenka) {
		t.Errorf("composing an answer: %q", compose)
	}
	if !has(compose, "Shift + click, right-click", "your answer: the box's other action there") || has(human, "click the board", "your answer: the box's action there") {
		t.Errorf("the clicks composing an answer: %q", compose)
	}
}

// H lists the keys of the game shown: no fog of war nor chart keys over a
// JavaChallenge2015 replay, Ants' viewpoints over an Ants one.
func TestHelpRowsFollowTheGame(t *testing.T) {
	a := testApp(t)
	showReplay(t, a)
	run(t, a, &Input{Chars: []rune("h")})
	jc := a.over.help.rows
	for _, r := range jc {
		if r[0] == "V" || r[0] == "G" || strings.Contains(r[1], "fog") || strings.Contains(r[1], "games") {
			t.Errorf("over JavaChallenge2015, the help says %q", r)
		}
	}
	if !slices.Contains(jc, [2]string{"Shift + →", "the next round"}) {
		t.Errorf("over JavaChallenge2015: %q", jc)
	}
	a.show(antsTrace(t, "trace_001"), "trace_001.json", "trace_001.json")
	run(t, a, &Input{})
	if !slices.Contains(a.over.help.rows, [2]string{"V", "the board as the next player sees it (fog of war)"}) ||
		!slices.Contains(a.over.help.rows, [2]string{"Shift + →", "ten turns forward"}) ||
		!slices.ContainsFunc(a.over.help.rows, func(r [2]string) bool { return r[0] == "click a piece" }) {
		t.Errorf("over Ants: %q", a.over.help.rows)
	}
}

// A key that repeats, held down, keeps the loop running at vsync while
// nothing else moves: its repeat counts ticks, and a sleeping loop runs a
// tick only on an input event (the web page holds its frames back too),
// so → held while paused would step once, or at the system's own key
// repeat. Let go, the loop sleeps again; a key held that does not repeat
// lets it sleep.
func TestHeldKeyKeepsTheLoopRunning(t *testing.T) {
	a := testApp(t)
	ms := showReplay(t, a)
	now := t0
	tick := func(in Input) {
		t.Helper()
		now = now.Add(time.Second / 60)
		a.in = in
		if err := a.tick(now, &a.in); err != nil {
			t.Fatal(err)
		}
		a.pace(false)
	}
	held := func(key ebiten.Key, ticks int) Input {
		var in Input
		in.Hold(key, ticks)
		return in
	}
	settle := func(what string) {
		t.Helper()
		tick(Input{})
		for i := 0; i < 120 && a.fake().busy; i++ {
			tick(Input{})
		}
		if a.fake().busy {
			t.Fatalf("%s: the loop does not sleep", what)
		}
	}
	settle("paused")
	for n := 1; n <= 60; n++ {
		tick(held(ebiten.KeyRight, n))
		if !a.fake().busy {
			t.Fatalf("→ held %d ticks, paused: the loop sleeps", n)
		}
	}
	settle("→ let go")
	// The press, then a repeat every 3 ticks from the 27th: 12 more.
	if got := ms.pb.Turn(); got != 13 {
		t.Errorf("→ held 60 ticks: turn %d, want 13", got)
	}
	for n := 1; n <= 60; n++ {
		tick(held(ebiten.KeyTab, n))
	}
	if a.fake().busy {
		t.Errorf("Tab held (it does not repeat): the loop does not sleep")
	}
}
