package engine

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"slices"
	"strings"
)

// Answer is a player's answer to its message of the turn.
type Answer struct {
	// Text is the answer's lines (split as ReadOrders says); a line "go" ends it if there
	// is one.
	Text string
	// Failed, if not "", says why there is no answer, and the engine kills
	// the player: "crashed" (its process ended), "timeout", or "crashed 0"
	// (it never started).
	Failed string
	// Invalid kills the player once its orders are read, as Strict does
	// after an invalid line (a replay read back, whose status says so).
	Invalid bool
}

// The statuses the engine gives players.
const (
	StatusSurvived   = "survived"
	StatusEliminated = "eliminated"
	StatusCrashed    = "crashed"
	StatusTimeout    = "timeout"
	StatusInvalid    = "invalid"
	StatusNotStarted = "crashed 0"
)

// Play plays the next turn (Next) with the players' answers, indexed by
// player (only those of the players alive at its start are read; a
// missing one is an empty answer), as the engine's turn loop does: kill
// the players that failed, read the orders (unless that decided the
// game), play the turn's phases (from turn 1), send the end message to
// the players that lost their last ant, and end the game if it is over.
// It panics when the game is over.
func (s *State) Play(answers []Answer) *Events {
	ev, err := s.play(answers)
	if err != nil {
		panic(err) // only forced orders can fail
	}
	return ev
}

func (s *State) play(answers []Answer) (*Events, error) {
	if s.over {
		panic("ants: Play after the game is over")
	}
	t := s.next
	ev := &Events{Turn: t}
	var sentBuf, beforeBuf, afterBuf, endBuf [MaxPlayers]bool
	sent := s.aliveAll(sentBuf[:0])
	if t > 0 {
		for p, a := range sent {
			if a {
				s.PlayerTurns[p] = t
			}
		}
		s.startTurn(t)
	}
	answer := func(p int) Answer {
		if p < len(answers) {
			return answers[p]
		}
		return Answer{}
	}
	for p, a := range sent {
		if f := answer(p).Failed; a && f != "" {
			s.Status[p], s.PlayerTurns[p] = f, t
			s.killPlayer(p)
			ev.Failed = append(ev.Failed, Failure{p, f})
		}
	}
	before := s.aliveAll(beforeBuf[:0])
	if len(s.dir) < len(s.Ants) {
		s.dir = make([]int8, len(s.Ants)+len(s.Ants)/2)
	}
	for _, a := range s.live {
		s.dir[a] = -1
	}
	read := t > 0 && !s.gameOver()
	if s.forced != nil && t > 0 {
		if err := s.forcedOrders(before, read); err != nil {
			return nil, err
		}
	}
	if read {
		ev.Orders = make([][]Line, s.Players)
		n := 0 // about as many lines as the answers hold
		var low string
		var lowEnd [MaxPlayers]int
		if s.forced == nil {
			low, n = lowerAll(answers, before, lowEnd[:])
		}
		lines := make([]Line, 0, n) // every player's, in one array
		var from [MaxPlayers + 1]int
		for p, a := range before {
			from[p] = len(lines)
			if !a {
				continue
			}
			if s.forced == nil {
				invalid := false
				start := 0
				if p > 0 {
					start = lowEnd[p-1]
				}
				lines = s.readLines(p, low[start:lowEnd[p]], lines)
				for i := from[p]; i < len(lines); i++ {
					switch l := &lines[i]; l.Kind {
					case Accepted:
						s.dir[l.Ant] = int8(dirIndex(l.Dir))
					case Invalid:
						invalid = true
						s.Invalid[p]++
					}
				}
				if !(invalid && s.P.Strict) {
					continue
				}
			} else if !answer(p).Invalid {
				continue
			}
			s.Status[p], s.PlayerTurns[p] = StatusInvalid, t
			s.killPlayer(p)
			ev.Failed = append(ev.Failed, Failure{p, StatusInvalid})
		}
		from[s.Players] = len(lines)
		s.blocked(ev, lines)
		for p := range s.Players {
			if from[p+1] > from[p] {
				ev.Orders[p] = lines[from[p]:from[p+1]:from[p+1]]
			}
		}
	}
	if t > 0 {
		s.finishTurn(ev)
	}
	s.sortBoard()
	after := s.aliveAll(afterBuf[:0])
	for p := range before {
		if before[p] && !after[p] {
			if s.Status[p] == StatusSurvived {
				s.Status[p], s.PlayerTurns[p] = StatusEliminated, t
			}
			ev.Eliminated = append(ev.Eliminated, p)
			ev.End = append(ev.End, Message{p, string(s.appendEnd(nil, p))})
		}
	}
	s.next = t + 1
	if s.gameOver() || t == s.P.Turns {
		s.over, ev.Over = true, true
		s.finishGame()
		for p, a := range s.aliveAll(endBuf[:0]) {
			if a {
				ev.End = append(ev.End, Message{p, string(s.appendEnd(nil, p))})
			}
		}
		return ev, nil
	}
	s.prepareMessages()
	return ev, nil
}

// lowerAll lower-cases the answers of the players read into one string
// (one allocation a turn, not one an answer), as ReadOrders does each:
// player p's is low[end[p-1]:end[p]] (from 0 for p = 0; empty for the
// others). n is about as many lines as they hold.
func lowerAll(answers []Answer, read []bool, end []int) (low string, n int) {
	var stack [2048]byte // the answers of a turn, usually
	buf := stack[:0]
	for p, a := range read {
		if a && p < len(answers) {
			text := answers[p].Text
			n += strings.Count(text, "\n") + 1
			start := len(buf)
			buf = append(buf, text...)
			if !lowerInPlace(buf[start:]) {
				buf = append(buf[:start], strings.ToLower(text)...)
			}
		}
		end[p] = len(buf)
	}
	return string(buf), n
}

// lowerInPlace lower-cases the ASCII letters of b, eight bytes at a time,
// and reports whether b is all ASCII (if not, the caller lower-cases the
// text otherwise).
func lowerInPlace(b []byte) (ascii bool) {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	var all uint64 // the bits of every byte: no high bit for ASCII
	i := 0
	for ; i+8 <= len(b); i += 8 {
		w := binary.LittleEndian.Uint64(b[i:])
		all |= w
		// Per byte, without carries (7 bits + at most 0x3f): the high bit
		// of ge is set from 'A' on, of gt after 'Z'.
		h := w &^ highs
		ge, gt := h+ones*(0x80-'A'), h+ones*(0x80-'Z'-1)
		upper := ge &^ gt &^ w & highs
		binary.LittleEndian.PutUint64(b[i:], w|upper>>2)
	}
	for ; i < len(b); i++ {
		all |= uint64(b[i])
		b[i] = lowerASCII[b[i]]
	}
	return all&highs == 0
}

// lowerASCII maps A-Z to a-z, any other byte to itself.
var lowerASCII = func() (t [256]byte) {
	for i := range t {
		t[i] = byte(i)
		if 'A' <= i && i <= 'Z' {
			t[i] += 'a' - 'A'
		}
	}
	return t
}()

// blocked sets ev.Blocked from the turn's lines read (no ant has moved
// yet): their Ignored lines, in order.
func (s *State) blocked(ev *Events, lines []Line) {
	n := 0
	for i := range lines {
		if lines[i].Kind == Ignored {
			n++
		}
	}
	if n == 0 {
		return
	}
	ev.Blocked = make([]Move, 0, n)
	for i := range lines {
		if l := &lines[i]; l.Kind == Ignored {
			from := s.Ants[l.Ant].Sq
			ev.Blocked = append(ev.Blocked, Move{Ant: l.Ant, From: from, To: s.geo.step(from, dirIndex(l.Dir)), Dir: l.Dir})
		}
	}
}

// forcedOrders sets the turn's orders from s.forced, checking them: only
// the ants of players whose orders are read move, and never into water or
// food.
func (s *State) forcedOrders(read []bool, reading bool) error {
	for _, a := range s.live {
		ant := &s.Ants[a]
		c := s.forced(a)
		if c == '-' {
			continue
		}
		d := dirIndex(c)
		switch {
		case d < 0:
			return fmt.Errorf("turn %d: ant %d has order %q, not one of n e s w -", s.turn, a, c)
		case !reading || !read[ant.Owner]:
			return fmt.Errorf("turn %d: ant %d of player %d moves, but its player's orders are not read in that turn", s.turn, a, ant.Owner)
		}
		if dest := s.geo.step(ant.Sq, d); s.water[dest] || s.foodAt[dest] >= 0 {
			return fmt.Errorf("turn %d: ant %d moves %c into water or food", s.turn, a, c)
		}
		s.dir[a] = int8(d)
	}
	return nil
}

// startTurn is the engine's start_turn.
func (s *State) startTurn(t int) {
	s.turn = t
	s.dead = s.dead[:0]
	for p := range s.newWater {
		s.newWater[p] = s.newWater[p][:0]
	}
	s.hillKill = false
}

// killPlayer is the engine's kill_player: the player's orders are no
// longer read, and it loses a point for each hill that has not cost it one.
func (s *State) killPlayer(p int) {
	s.killed[p] = true
	for i := range s.Hills {
		if h := &s.Hills[i]; int(h.Owner) == p && !h.Charged {
			h.Charged = true
			s.score[p]--
		}
	}
}

// finishTurn is the engine's finish_turn: the phases, the histories, vision
// and the cutoff counter.
func (s *State) finishTurn(ev *Events) {
	s.doOrders(ev)
	s.doAttack(ev)
	s.doRaze(ev)
	s.doSpawn(ev)
	s.doGather(ev)
	s.chance.turnFood(s, ev)
	var aliveBuf [MaxPlayers]bool
	alive := s.aliveAll(aliveBuf[:0])
	for p, sc := range s.score {
		s.scoreHist[p] = appendHistory(s.scoreHist[p], sc, alive[p], s.turn)
		s.hiveHist[p] = appendHistory(s.hiveHist[p], s.hive[p], alive[p], s.turn)
	}
	s.sortLive()
	s.updateVision()
	s.updateRevealed()
	s.countCutoff()
	s.calcSignificant()
}

// appendHistory records a value after turn t: always while the player is
// alive, and afterwards when it changes (padded with the last value to
// the turn).
func appendHistory(h []int, v int, alive bool, t int) []int {
	if alive {
		return append(h, v)
	}
	last := h[len(h)-1]
	if v == last {
		return h
	}
	for len(h) < t {
		h = append(h, last)
	}
	return append(h, v)
}

// doOrders moves every ant at once (holding those without an order) and
// kills every ant on a square with others.
func (s *State) doOrders(ev *Events) {
	moves := 0
	for _, a := range s.live {
		s.antAt[s.Ants[a].Sq] = -1
		if s.dir[a] >= 0 {
			moves++
		}
	}
	if moves > 0 {
		ev.Moves = make([]Move, 0, moves)
	}
	var crowded []int32
	for _, a := range s.live {
		ant := &s.Ants[a]
		ant.Prev = ant.Sq
		if d := s.dir[a]; d >= 0 {
			ant.Sq = s.geo.step(ant.Sq, int(d))
			ant.Orders = append(ant.Orders, dirs[d])
			ev.Moves = append(ev.Moves, Move{Ant: a, From: ant.Prev, To: ant.Sq, Dir: dirs[d]})
		} else {
			ant.Orders = append(ant.Orders, '-')
		}
		switch b := s.antAt[ant.Sq]; b {
		case -1:
			s.antAt[ant.Sq] = a
		case -2: // already crowded
		default:
			s.antAt[ant.Sq] = -2
			crowded = append(crowded, ant.Sq)
		}
	}
	if len(crowded) == 0 {
		return
	}
	slices.Sort(crowded)
	n := 0
	for _, a := range s.live {
		if s.antAt[s.Ants[a].Sq] == -2 {
			s.dieAt(a)
			ev.Collided = append(ev.Collided, a)
			continue
		}
		s.live[n] = a
		n++
	}
	s.live = s.live[:n]
	for _, sq := range crowded {
		s.antAt[sq] = -1
	}
	slices.SortStableFunc(ev.Collided, func(a, b int32) int { return int(s.Ants[a].Sq - s.Ants[b].Sq) })
}

// dieAt marks ant a dead where it stands (the caller takes it off the
// board), as the engine's kill_ant: an ant dying on an unrazed hill of a
// player other than the cutoff's dominating party stalls the cutoff.
func (s *State) dieAt(a int32) {
	ant := &s.Ants[a]
	ant.Died = int32(s.turn)
	s.antsOf[ant.Owner]--
	s.dead = append(s.dead, a)
	if h := s.hillAt[ant.Sq]; h >= 0 {
		if hl := &s.Hills[h]; int(hl.Owner) != s.cutoffBot && hl.KilledBy < 0 {
			s.hillKill = true
		}
	}
}

// doAttack is the focus rule: an ant with enemies in range dies if one of
// them has as many enemies in range or fewer.
func (s *State) doAttack(ev *Events) {
	if cap(s.scratch) < len(s.Ants) {
		s.scratch = make([]int32, len(s.Ants)+len(s.Ants)/2)
	}
	weak := s.scratch[:len(s.Ants)]
	offs := s.geo.attack
	any := false
	g := s.geo
	for _, a := range s.live {
		ant := &s.Ants[a]
		n := int32(0)
		// No enemy saw the square at the start of the turn: none is in
		// range (vision is updated after the attack).
		if g.seenInAttack && s.seenBy[ant.Sq]&^(1<<ant.Owner) == 0 {
			weak[a] = 0
			continue
		}
		r, c := g.rowCol(ant.Sq)
		for _, o := range offs {
			if b := s.antAt[g.from(r, c, o)]; b >= 0 && s.Ants[b].Owner != ant.Owner {
				n++
			}
		}
		weak[a] = n
		any = any || n > 0
	}
	if !any {
		return
	}
	var doomed []Attack
	for _, a := range s.live {
		w := weak[a]
		if w == 0 {
			continue
		}
		ant := &s.Ants[a]
		least := int32(1 << 30)
		for _, o := range offs {
			if b := s.antAt[s.geo.at(ant.Sq, o)]; b >= 0 && s.Ants[b].Owner != ant.Owner {
				least = min(least, weak[b])
			}
		}
		if least > w {
			continue
		}
		at := Attack{Ant: a}
		for _, o := range offs {
			if b := s.antAt[s.geo.at(ant.Sq, o)]; b >= 0 && s.Ants[b].Owner != ant.Owner && weak[b] <= w && !slices.Contains(at.By, b) {
				at.By = append(at.By, b)
			}
		}
		doomed = append(doomed, at)
	}
	if len(doomed) == 0 {
		return
	}
	for _, at := range doomed {
		s.antAt[s.Ants[at.Ant].Sq] = -1
		s.dieAt(at.Ant)
	}
	s.live = slices.DeleteFunc(s.live, func(a int32) bool { return s.Ants[a].Died >= 0 })
	ev.Attacks = append(ev.Attacks, doomed...)
}

// doRaze: an ant on a hill of its own touches it; an enemy ant on an
// unrazed hill razes it (razer +2, owner -1 once, the cutoff reset).
func (s *State) doRaze(ev *Events) {
	for i := range s.Hills {
		h := &s.Hills[i]
		a := s.antAt[h.Sq]
		if a < 0 {
			continue
		}
		owner := s.Ants[a].Owner
		switch {
		case owner == h.Owner:
			h.LastTouched = int32(s.turn)
		case h.KilledBy < 0:
			h.Razed, h.KilledBy = int32(s.turn), owner
			s.score[owner] += 2
			if !h.Charged {
				h.Charged = true
				s.score[h.Owner]--
			}
			s.cutoffTurns = 0
			ev.Razes = append(ev.Razes, Raze{Hill: int32(i), By: int(owner), Ant: a})
		}
	}
}

// doSpawn: each player, in order, spawns an ant for each food in its
// hive on its unrazed hills with no ant, the least recently touched first.
func (s *State) doSpawn(ev *Events) {
	var hills []int32
	for p := range s.Players {
		if s.hive[p] == 0 {
			continue
		}
		hills = hills[:0]
		for i := range s.Hills {
			if h := &s.Hills[i]; int(h.Owner) == p && h.KilledBy < 0 {
				hills = append(hills, int32(i))
			}
		}
		for _, h := range s.chance.spawnOrder(s, p, hills) {
			if s.hive[p] > 0 && s.antAt[s.Hills[h].Sq] < 0 {
				s.hive[p]--
				ev.Spawned = append(ev.Spawned, s.addAnt(h))
			}
		}
	}
}

// doGather: food next to ants of one player goes to its hive; food next to
// ants of several players is destroyed.
func (s *State) doGather(ev *Events) {
	// The owners of the ants next to each food, found from the ants (far
	// fewer than the food): the gather neighbourhood is symmetric, so an
	// ant is next to a food when the food is next to the ant.
	if len(s.nearFood) < len(s.Food) {
		s.nearFood = make([]uint16, len(s.Food)+len(s.Food)/2) // all 0, as after each use
	}
	near := s.nearFood
	any := false
	for _, a := range s.live {
		ant := &s.Ants[a]
		for _, o := range s.geo.gather {
			if f := s.foodAt[s.geo.at(ant.Sq, o)]; f >= 0 {
				near[f] |= 1 << ant.Owner
				any = true
			}
		}
	}
	if !any {
		return
	}
	n := 0
	for _, f := range s.present {
		fd := &s.Food[f]
		owners := near[f]
		near[f] = 0
		if owners == 0 {
			s.present[n] = f
			n++
			continue
		}
		fd.End = int32(s.turn)
		s.foodAt[fd.Sq] = -1
		g := Gather{Food: f, Owner: -1}
		if bits.OnesCount16(owners) == 1 {
			g.Owner = bits.TrailingZeros16(owners)
			fd.Owner = int8(g.Owner)
			s.hive[g.Owner]++
		}
		ev.Gathered = append(ev.Gathered, g)
	}
	s.present = s.present[:n]
}

// countCutoff updates the cutoff counter: the party (a player: its ants
// plus its hive counted once per unrazed hill it owns; or the food on the
// board) holding 85% of the total; 150 turns in a row ends the game.
func (s *State) countCutoff() {
	var count [MaxPlayers]int
	for _, a := range s.live {
		count[s.Ants[a].Owner]++
	}
	firstHill := -1
	for i := range s.Hills {
		if h := &s.Hills[i]; h.KilledBy < 0 {
			count[h.Owner] += s.hive[h.Owner]
			if firstHill < 0 {
				firstHill = int(h.Owner)
			}
		}
	}
	food := len(s.present)
	total := food
	for p := range s.Players {
		total += count[p]
	}
	party := partyNone
	switch {
	case total == 0: // the engine takes the first party it counted
		party = partyFood
		if firstHill >= 0 {
			party = firstHill
		}
	case float64(food) >= float64(total)*CutoffPercent:
		party = partyFood
	default:
		for p := range s.Players {
			if float64(count[p]) >= float64(total)*CutoffPercent {
				party = p
				break
			}
		}
	}
	switch {
	case party == partyNone:
		s.cutoffBot, s.cutoffTurns = partyNone, 0
	case party == s.cutoffBot:
		if !s.hillKill {
			s.cutoffTurns++
		}
	default:
		s.cutoffBot, s.cutoffTurns = party, 1
	}
}

// calcSignificant records the last turns the players' ranks and the set of
// top scorers changed.
func (s *State) calcSignificant() {
	var buf [MaxPlayers]int
	ranks := appendRanks(buf[:0], s.score)
	if !s.significantSet || !slices.Equal(ranks, s.rankBots) {
		s.rankingTurn = s.turn
	}
	s.rankBots = append(s.rankBots[:0], ranks...) // the state's own memory
	best := slices.Max(s.score)
	top := buf[:0]
	for p, sc := range s.score {
		if sc == best {
			top = append(top, p)
		}
	}
	if !s.significantSet || !slices.Equal(top, s.winningBot) {
		s.winningTurn = s.turn
	}
	s.winningBot = append(s.winningBot[:0], top...)
	s.significantSet = true
}

// rankOf is the engine's rank: the number of players with a higher score.
func rankOf(score []int) []int { return appendRanks(make([]int, 0, len(score)), score) }

// appendRanks appends rankOf(score) to dst.
func appendRanks(dst, score []int) []int {
	for _, a := range score {
		r := 0
		for _, b := range score {
			if b > a {
				r++
			}
		}
		dst = append(dst, r)
	}
	return dst
}

// Rank is each player's rank as the replay gives it: the number of
// players with a higher score (0 is first; ties share).
func (s *State) Rank() []int { return rankOf(s.score) }

// gameOver is the engine's game_over: it records why when it says so.
func (s *State) gameOver() bool {
	alive := 0
	var buf [MaxPlayers]bool
	for _, a := range s.aliveAll(buf[:0]) {
		if a {
			alive++
		}
	}
	switch {
	case alive < 1:
		s.cutoff = "extermination"
	case alive == 1:
		s.cutoff = "lone survivor"
	case s.cutoffTurns >= CutoffTurn:
		s.cutoff = "ants not razing hills"
		if s.cutoffBot == partyFood {
			s.cutoff = "food not being gathered"
		}
	case s.rankStabilized():
		s.cutoff = "rank stabilized"
	default:
		return false
	}
	return true
}

// rankStabilized: no player alive with a hill can still reach or pass
// another player's score by razing every hill left.
func (s *State) rankStabilized() bool {
	var hills [MaxPlayers]int
	total := 0
	for i := range s.Hills {
		if h := &s.Hills[i]; h.KilledBy < 0 {
			hills[h.Owner]++
			total++
		}
	}
	var buf [MaxPlayers]bool
	alive := s.aliveAll(buf[:0])
	for p := range s.Players {
		if !alive[p] || hills[p] == 0 {
			continue
		}
		most := s.score[p] + 2*(total-hills[p])
		for q := range s.Players {
			if q == p {
				continue
			}
			least := s.score[q] - hills[q]
			if s.score[p] < s.score[q] && most >= least || s.score[p] == s.score[q] && most > least {
				return false
			}
		}
	}
	return true
}

// finishGame is the engine's finish_game: the lone survivor's bonus.
func (s *State) finishGame() {
	var buf [MaxPlayers]bool
	alive := s.aliveAll(buf[:0])
	survivor, n := -1, 0
	for p, a := range alive {
		if a {
			survivor, n = p, n+1
		}
	}
	if n == 1 {
		for i := range s.Hills {
			h := &s.Hills[i]
			if int(h.Owner) == survivor {
				continue
			}
			if h.KilledBy < 0 {
				s.bonus[survivor] += 2
				h.KilledBy = int8(survivor)
			}
			if !h.Charged {
				s.bonus[h.Owner]--
				h.Charged = true
			}
		}
		for p := range s.score {
			s.score[p] += s.bonus[p]
		}
	}
	s.calcSignificant()
	if s.cutoff == "" {
		s.cutoff = "turn limit reached"
	}
}
