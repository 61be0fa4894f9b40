package cli

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/replay"
	"floorfall/view"
)

// replayDiff is what 'floorfall diff' finds between two replays of one
// start (a bot's two versions against the same seed): where each seat's
// answers first differ, where the games themselves diverge, and how their
// outcomes differ. Its JSON is diff --json's.
type replayDiff struct {
	// Same: nothing compared differs (the seats compared answered the
	// same, the games never diverge, the outcomes are the same).
	Same  bool     `json:"same"`
	Game  string   `json:"game"`
	Seats int      `json:"seats"`
	Seed  *int64   `json:"seed,omitempty"`
	A     diffSide `json:"a"`
	B     diffSide `json:"b"`
	// Notes are differences of the two setups that do not stop the
	// comparison (turn limits).
	Notes []string `json:"notes,omitempty"`
	// Answers are each compared seat's answers (every seat, or --seat's).
	Answers []seatAnswers `json:"answers"`
	// Diverge is the first turn at which what a seat was sent differs
	// (the state the board shows there differs), -1 when the games never
	// diverge; DivergeWhy says how they diverge there; View are the two
	// commands that open them there.
	Diverge    int      `json:"diverge"`
	DivergeWhy string   `json:"divergeWhy,omitempty"`
	View       []string `json:"view,omitempty"`
	Outcome    outDiff  `json:"outcome"`

	who func(int) string // names a seat: "P0 mybot" (B's name after A's if it differs)
}

// diffSide is one of the two replays compared.
type diffSide struct {
	File  string   `json:"file"`
	Names []string `json:"names"`
	// Turns is the turns the file holds, numbered 0 to Turns-1 as --at
	// and the viewer number them; Played the turns its game played, as
	// the summary and info count them (Ants leaves its setup turn out).
	Turns  int `json:"turns"`
	Played int `json:"played"`
	// Records: the replay holds its per-turn records (the raw replies).
	Records bool `json:"records"`
	// From is the first turn of its own records: a match played on from
	// another one recorded only the turns from its fork on.
	From int `json:"from"`
}

// answer is what a seat answered in a turn, as a replay's records tell:
// its raw reply, or why there is none.
type answer struct {
	Reply string `json:"reply"`
	// Missing is why there is no answer, "" if there is one: the bot's
	// status from that turn on ("timeout", "exited", "crashed",
	// "not-ready", "invalid"), or noRecord.
	Missing string `json:"missing,omitempty"`
}

// noRecord is the Missing of a turn a replay holds no answer of: its bot
// was not asked (not its turn, out of the game).
const noRecord = "no-record"

// text is the answer for a terminal: quoted and safe (a long one cut
// around byte at, see clip), or why there is none.
func (a answer) text(at int) string {
	switch a.Missing {
	case "":
		return clip(a.Reply, at)
	case noRecord:
		return "no answer (not asked)"
	}
	return "no answer (" + a.Missing + ")"
}

// seatAnswers is how a seat's answers compare.
type seatAnswers struct {
	Seat int `json:"seat"`
	// Recorded: both replays hold their records, so the answers are
	// compared over the turns From to To (less one) that both recorded.
	Recorded bool `json:"recorded"`
	From     int  `json:"from"`
	To       int  `json:"to"`
	// Same: the answers are known to be the same.
	Same bool `json:"same"`
	// Turn is the first turn at which they differ, -1 when none is known.
	Turn int `json:"turn"`
	// A and B are what the seat answered there (recorded only).
	A *answer `json:"a,omitempty"`
	B *answer `json:"b,omitempty"`
	// SameInput: the seat was sent the same there in both (its own bot
	// answered the same question differently).
	SameInput bool `json:"sameInput"`
	// Inferred: the replays hold no records, but the games diverge right
	// after Turn, in which this seat alone acted, so its answer there
	// differed.
	Inferred bool `json:"inferred,omitempty"`
}

// outDiff is how the outcomes differ.
type outDiff struct {
	Same    bool      `json:"same"`
	Differs []outItem `json:"differs"`
}

// outItem is one fact of the outcomes that differs: the match's (Seat -1:
// finished, winner, reason, turns) or a seat's (place, score, a figure of
// the game, out, bot). A and B are its values, Text their words.
type outItem struct {
	What  string `json:"what"`
	Seat  int    `json:"seat"`
	A     any    `json:"a"`
	B     any    `json:"b"`
	texts [2]string
}

// comparable says why replays a and b cannot be compared, "" if they can:
// another game, another number of seats, another start (seed, map,
// placement). Their names are pa and pb.
func comparable(a, b game.Replay, pa, pb string) string {
	ga, gb := a.Game().Info().Name, b.Game().Info().Name
	switch {
	case ga != gb:
		return fmt.Sprintf("%s is a replay of %s, %s of %s: nothing to compare", pa, ga, pb, gb)
	case a.Seats() != b.Seats():
		return fmt.Sprintf("%s has %d seats, %s %d: not the same match", pa, a.Seats(), pb, b.Seats())
	}
	sa, sb := seedOf(a), seedOf(b)
	if sa != nil && sb != nil && *sa != *sb {
		return fmt.Sprintf("%s was played from seed %d, %s from seed %d: they start differently, so every turn would differ (play both with the same --seed)", pa, *sa, pb, *sb)
	}
	// Replays of other turn limits are compared, the limits told in a
	// note: their starts may differ by it alone (Ants writes it), and
	// their games are the same until the first limit (or diverge at once
	// where the bots are told it).
	if a.Result().TurnLimit == b.Result().TurnLimit && !sameStart(a, b) {
		return fmt.Sprintf("%s and %s start differently (another map, placement or parameters): every turn would differ (play both with the same --seed, --map or --initial)", pa, pb)
	}
	return ""
}

func seedOf(r game.Replay) *int64 {
	if m := r.Meta(); m != nil {
		return m.Seed
	}
	return nil
}

// sameStart reports whether a and b begin alike: the replays of their
// first 0 turns, as their game writes them (map, placement, the game's
// parameters), are the same. A replay whose start cannot be had is taken
// to begin alike (its turns tell).
func sameStart(a, b game.Replay) bool {
	var wa, wb bytes.Buffer
	ma, erra := a.At(0)
	mb, errb := b.At(0)
	if erra != nil || errb != nil {
		return true
	}
	if ma.Replay(nil).Write(&wa) != nil || mb.Replay(nil).Write(&wb) != nil {
		return true
	}
	return bytes.Equal(wa.Bytes(), wb.Bytes())
}

// compareReplays compares replays a and b (files pa and pb), which
// comparable accepted: the seats in seats (nil: all).
func compareReplays(a, b game.Replay, pa, pb string, seats []int) *replayDiff {
	d := &replayDiff{Game: a.Game().Info().Name, Seats: a.Seats(), Seed: seedOf(a)}
	if d.Seed == nil {
		d.Seed = seedOf(b)
	}
	d.A, d.B = side(a, pa), side(b, pb)
	d.who = func(i int) string {
		n := "P" + strconv.Itoa(i)
		na, nb := d.A.Names[i], d.B.Names[i]
		if na == nb {
			return n + " " + na
		}
		return n + " " + na + " / " + nb
	}
	la, lb := a.Result().TurnLimit, b.Result().TurnLimit
	if la != lb && la > 0 && lb > 0 {
		d.Notes = append(d.Notes, fmt.Sprintf("the turn limits differ: %d in A, %d in B", la, lb))
	}
	if seats == nil {
		for i := range d.Seats {
			seats = append(seats, i)
		}
	}
	d.Diverge, d.DivergeWhy = diverge(a, b)
	if d.Diverge >= 0 {
		d.View = []string{viewAt(pa, d.Diverge), viewAt(pb, d.Diverge)}
	}
	sole := -1 // the seat alone acting in the turn before the games diverge
	if !d.A.Records || !d.B.Records {
		sole = soleActor(a, d.Diverge)
	}
	ia, ib := recordsBySeat(a), recordsBySeat(b)
	for _, s := range seats {
		sa := seatAnswers{Seat: s, Turn: -1}
		switch {
		case d.A.Records && d.B.Records:
			sa.Recorded = true
			sa.From, sa.To = max(d.A.From, d.B.From), min(d.A.Turns, d.B.Turns)
			pa, pb := playerOf(a, s), playerOf(b, s)
			t, x, y := firstDiffer(ia[s], ib[s], pa, pb, sa.From, sa.To)
			sa.Same = t < 0
			if t >= 0 {
				sa.Turn, sa.A, sa.B = t, &x, &y
			}
		case s == sole:
			sa.Turn, sa.Inferred = d.Diverge-1, true
		default:
			// Not recorded: the same as far as anyone can tell when the
			// games never diverge, else unknown.
			sa.Same = d.Diverge < 0
		}
		if sa.Turn >= 0 {
			sa.SameInput = sameInput(a, b, sa.Turn, s)
		}
		d.Answers = append(d.Answers, sa)
	}
	d.Outcome = compareOutcomes(summarize(a), summarize(b), seats)
	d.Same = d.Outcome.Same && (d.Diverge < 0 || len(seats) < d.Seats)
	for _, sa := range d.Answers {
		d.Same = d.Same && sa.Same
	}
	return d
}

// side describes replay r, file path, for the comparison.
func side(r game.Replay, path string) diffSide {
	s := diffSide{File: path, Turns: r.Turns(), Played: r.Game().Info().Played(r.Turns())}
	for _, p := range summarize(r).Players {
		s.Names = append(s.Names, p.Name)
	}
	if m := r.Meta(); m != nil {
		s.Records = len(m.Turns) > 0
		if m.Fork != nil {
			s.From = m.Fork.At
		}
	}
	return s
}

// viewAt is the command that opens the replay at path at turn t.
func viewAt(path string, t int) string {
	return "floorfall view " + bot.ShellQuote(path) + " --at " + strconv.Itoa(t)
}

// diverge is the first turn at which a and b diverge: the first at which a
// seat is sent something else (or is sent something in one and not in the
// other), else the end of the shorter one, else the end if it differs;
// -1 when they never do. why says how they diverge.
func diverge(a, b game.Replay) (turn int, why string) {
	n := min(a.Turns(), b.Turns())
	var ba, bb []byte
	for t := range n {
		for s := range a.Seats() {
			var ea, eb error
			ba, ea = a.Input(ba[:0], t, s, nil)
			bb, eb = b.Input(bb[:0], t, s, nil)
			if !sameSent(ba, bb, ea, eb) {
				return t, fmt.Sprintf("what P%d is sent differs", s)
			}
		}
	}
	if a.Turns() != b.Turns() {
		played := a.Game().Info().Played
		return n, fmt.Sprintf("A has %d turns, B %d", played(a.Turns()), played(b.Turns()))
	}
	ra, rb := a.Result(), b.Result()
	if ra.Over != rb.Over || ra.Winner != rb.Winner || ra.Reason != rb.Reason || !slices.Equal(ra.Places(), rb.Places()) || !slices.Equal(ra.Scores(), rb.Scores()) {
		return n, "their last turns end them differently"
	}
	return -1, ""
}

// sameSent reports whether two inputs of a turn and seat (each an input
// or the error saying why there is none) are the same.
func sameSent(a, b []byte, ea, eb error) bool {
	if ea != nil || eb != nil {
		return ea != nil && eb != nil && ea.Error() == eb.Error()
	}
	return bytes.Equal(a, b)
}

// sameInput reports whether seat was sent the same in turn t of a and b.
func sameInput(a, b game.Replay, t, seat int) bool {
	if t >= a.Turns() || t >= b.Turns() {
		return false
	}
	ia, ea := a.Input(nil, t, seat, nil)
	ib, eb := b.Input(nil, t, seat, nil)
	return sameSent(ia, ib, ea, eb)
}

// soleActor is the seat that alone acted in the turn before turn
// diverged, where the games diverge (-1: several did, or none): its answer
// there is what made them diverge.
func soleActor(r game.Replay, diverged int) int {
	if diverged < 1 || diverged > r.Turns() {
		return -1
	}
	m, err := r.At(diverged - 1)
	if err != nil {
		return -1
	}
	seat := -1
	for _, act := range m.Acting(nil) {
		if act.Skip {
			continue
		}
		if seat >= 0 {
			return -1
		}
		seat = act.Seat
	}
	return seat
}

// recordsBySeat are r's turn records, each seat's in turn order.
func recordsBySeat(r game.Replay) [][]replay.TurnRecord {
	out := make([][]replay.TurnRecord, r.Seats())
	if m := r.Meta(); m != nil {
		for _, rec := range m.Turns {
			if rec.Seat >= 0 && rec.Seat < len(out) {
				out[rec.Seat] = append(out[rec.Seat], rec)
			}
		}
	}
	return out
}

// playerOf is seat's meta in r (a zero one, ok, if the replay has none).
func playerOf(r game.Replay, seat int) replay.PlayerMeta {
	if m := r.Meta(); m != nil && seat < len(m.Players) {
		return m.Players[seat]
	}
	return replay.PlayerMeta{Status: replay.StatusOK, StatusTurn: -1}
}

// answerAt is the answer of a player (p its meta) in turn t: rec, or nil
// when no record of the turn is held. The turn its bot failed in (its
// status), and any turn after it not recorded, has none.
func answerAt(p replay.PlayerMeta, t int, rec *replay.TurnRecord) answer {
	failed := p.Status != "" && p.Status != replay.StatusOK && t >= p.StatusTurn
	switch {
	case rec != nil && !(failed && t == p.StatusTurn):
		return answer{Reply: rec.Reply}
	case failed:
		return answer{Missing: p.Status}
	}
	return answer{Missing: noRecord}
}

// firstDiffer is the first turn within [from, to) at which the answers of
// a seat (its records ra, rb and players pa, pb) differ, and the two
// answers there; -1 if none does.
func firstDiffer(ra, rb []replay.TurnRecord, pa, pb replay.PlayerMeta, from, to int) (int, answer, answer) {
	i, j := 0, 0
	for i < len(ra) && ra[i].Turn < from {
		i++
	}
	for j < len(rb) && rb[j].Turn < from {
		j++
	}
	// A turn neither holds a record of can differ only by the bots'
	// statuses: a bot that failed in one match and not in the other
	// differs from its failure on, and that turn is recorded.
	for {
		t := to
		if i < len(ra) {
			t = min(t, ra[i].Turn)
		}
		if j < len(rb) {
			t = min(t, rb[j].Turn)
		}
		if t >= to {
			return -1, answer{}, answer{}
		}
		var x, y *replay.TurnRecord
		if i < len(ra) && ra[i].Turn == t {
			x = &ra[i]
			i++
		}
		if j < len(rb) && rb[j].Turn == t {
			y = &rb[j]
			j++
		}
		ax, ay := answerAt(pa, t, x), answerAt(pb, t, y)
		if ax != ay {
			return t, ax, ay
		}
	}
}

// compareOutcomes lists what differs between outcomes a and b: the
// match's, and the seats' in seats.
func compareOutcomes(a, b summary, seats []int) outDiff {
	var d outDiff
	add := func(what string, seat int, va, vb any, ta, tb string) {
		if ta != tb {
			d.Differs = append(d.Differs, outItem{What: what, Seat: seat, A: va, B: vb, texts: [2]string{ta, tb}})
		}
	}
	winner := func(s summary) string {
		switch {
		case !s.Finished:
			return "none (unfinished)"
		case s.Winner >= 0:
			return s.who(s.Winner)
		}
		return "none (draw)"
	}
	add("finished", -1, a.Finished, b.Finished, yesNo(a.Finished), yesNo(b.Finished))
	add("winner", -1, a.Winner, b.Winner, winner(a), winner(b))
	add("reason", -1, a.Reason, b.Reason, a.Reason, b.Reason)
	add("turns", -1, a.lasted, b.lasted, strconv.Itoa(a.lasted), strconv.Itoa(b.lasted))
	for _, s := range seats {
		oa, ob := a.Outcomes[s], b.Outcomes[s]
		place := func(x summary, o outcome) string {
			if !x.Finished || o.Place <= 0 {
				return "-"
			}
			return view.Ordinal(o.Place)
		}
		add("place", s, oa.Place, ob.Place, place(a, oa), place(b, ob))
		add("score", s, oa.Score, ob.Score, number(oa.Score), number(ob.Score))
		var names []string
		for _, f := range append(slices.Clone(oa.Figures), ob.Figures...) {
			if !slices.Contains(names, f.Name) {
				names = append(names, f.Name)
			}
		}
		for _, n := range names {
			fa, okA := figureOf(oa.Figures, n)
			fb, okB := figureOf(ob.Figures, n)
			add(n, s, figureJSON(fa, okA), figureJSON(fb, okB), figureText(fa, okA), figureText(fb, okB))
		}
		outA, outB := "in the game", "in the game"
		if oa.Out {
			outA = a.says(s)
		}
		if ob.Out {
			outB = b.says(s)
		}
		add("out", s, outJSON(oa.Out, outA), outJSON(ob.Out, outB), outA, outB)
		sa, sb := botStatus(a.Players[s]), botStatus(b.Players[s])
		add("bot", s, sa, sb, sa, sb)
	}
	d.Same = len(d.Differs) == 0
	if d.Differs == nil {
		d.Differs = []outItem{}
	}
	return d
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func number(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

func figureOf(fs []game.Figure, name string) (game.Figure, bool) {
	for _, f := range fs {
		if f.Name == name {
			return f, true
		}
	}
	return game.Figure{}, false
}

func figureJSON(f game.Figure, ok bool) any {
	if !ok {
		return nil
	}
	return figureValue(f)
}

func figureText(f game.Figure, ok bool) string {
	if !ok {
		return "-"
	}
	return f.Text()
}

// outJSON is how a seat left the game, for JSON: null when it did not.
func outJSON(out bool, says string) any {
	if !out {
		return nil
	}
	return says
}

// botStatus is how a seat's bot behaved: "ok", "timeout at turn 40".
func botStatus(p playerSummary) string {
	if p.StatusTurn >= 0 && p.Status != replay.StatusOK {
		return p.Status + " at turn " + strconv.Itoa(p.StatusTurn)
	}
	return p.Status
}
