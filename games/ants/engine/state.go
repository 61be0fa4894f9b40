package engine

import (
	"fmt"
	"slices"
)

// Ant is an ant, alive or dead: its index in State.Ants is its id.
type Ant struct {
	Sq    int32 // the square it is on (row*Cols+col); where it died
	Start int32 // the square it spawned on
	Prev  int32 // the square it was on before the last move phase
	Owner int8
	Spawn int32 // the turn it spawned
	Died  int32 // the turn it died, -1 while alive
	// Orders holds one byte a move phase it went through: 'n', 'e', 's',
	// 'w', or '-' for holding.
	Orders []byte
}

// Alive reports whether the ant is alive.
func (a *Ant) Alive() bool { return a.Died < 0 }

// Hill is an ant hill.
type Hill struct {
	Sq       int32
	Owner    int8
	KilledBy int8  // the player that razed it (or got it in the bonus), -1
	Razed    int32 // the turn it was razed, 0 if not
	// Charged: its owner lost its point for it (razed, or the owner was
	// killed); that happens once.
	Charged     bool
	LastTouched int32 // the last turn an ant of its owner spawned or stood on it
}

// Food is a piece of food, present or gone.
type Food struct {
	Sq    int32
	Start int32 // the turn it appeared
	End   int32 // the turn it was eaten or destroyed, -1 while there
	Owner int8  // the player that ate it, -1 (destroyed, or still there)
}

// Parties of the cutoff rule besides the players.
const (
	partyNone = -2 // the engine's LAND
	partyFood = -3 // the engine's FOOD
)

// State is a game of Ants: the board, the players and everything the
// replay needs. Turn 0 is the setup; turn t >= 1 plays the orders the
// bots answered to the message of turn t.
type State struct {
	Rows, Cols, Players int
	P                   Params

	water  []bool
	antAt  []int32 // the living ant on each square, -1
	foodAt []int32 // the food on each square, -1
	hillAt []int16 // the hill on each square, -1

	Ants  []Ant  // every ant ever, in creation order
	Hills []Hill // in the engine's order (Map.Hills)
	Food  []Food // every food ever, in creation order

	live      []int32 // living ants, by square
	present   []int32 // food on the board, in creation order
	dead      []int32 // ants that died in the last turn
	hillsBySq []int32

	hive, score, bonus []int
	killed             []bool
	antsOf             []int32 // per player: its living ants
	// Status is each player's status as the engine says it: survived,
	// eliminated, crashed, timeout, invalid, "crashed 0".
	Status []string
	// PlayerTurns is the last turn each player was sent a turn message or
	// had its status changed.
	PlayerTurns []int
	// Invalid counts each player's order lines the engine found invalid
	// (Line.Kind Invalid) in the answers it read: a tally of floorfall's,
	// which the official engine only logged. A state played back from a
	// replay's orders counts none.
	Invalid              [MaxPlayers]int
	scoreHist, hiveHist  [][]int
	next                 int // the turn to play next
	turn                 int // the engine's turn: the last one begun
	over                 bool
	cutoff               string
	cutoffBot            int
	cutoffTurns          int
	hillKill             bool
	winningBot, rankBots []int
	winningTurn          int
	rankingTurn          int
	significantSet       bool

	vision [][]uint16 // per player, per square: own ants that see it
	// revealed has, per square, bit p set once player p has seen it.
	revealed []uint16
	newWater [][]int32 // per player: water first seen in the last update
	relabel  [][]int8  // per player, per player: its number as seen, -1
	numbered []int     // per player: players numbered so far

	geo    *geometry
	chance chance
	// forced, when set, gives each living ant's order for the turn (a
	// replay played back) instead of the bots' answers.
	forced func(ant int32) byte

	scratch  []int32  // per ant: the attack rule's counts
	nearFood []uint16 // per food: the owners of the ants next to it (doGather; 0 outside)
	stamp    []uint32 // per square: the squares ordered this answer
	stampGen uint32
	dir      []int8    // per ant: its accepted order this turn, -1
	cand     [][]int32 // per player: squares that came into view
	foodBySq []int32   // food on the board, by square
	// foodSorted is len(Food) when foodBySq was last brought up to date.
	foodSorted int32
	foodSq     []int32 // the squares of foodBySq (no look-up in Food when telling them)
	// seenBy has, per square, bit p set when player p sees it (vision[p]
	// > 0); the messages read it, and antsFor and foodFor: per player, the
	// living ants it sees (in the order of live) and the squares of foodSq
	// it sees, in order (far fewer than the ants and food: no pass over
	// all of them a player).
	seenBy           []uint16
	antsFor, foodFor [][]int32
	deadBySq         []int32 // ants dead in the last turn, by square and owner
}

// New starts a game on m with parameters p; chance decides the random
// outcomes (see Seeded and Recorded). The state is before turn 0: the
// ants on the hills, the food of the start placed.
func New(m *Map, p Params, c Chance) (*State, error) {
	if err := p.Check(); err != nil {
		return nil, err
	}
	if m.Rows < 1 || m.Cols < 1 || m.Rows > MaxSide || m.Cols > MaxSide || len(m.Water) != m.Rows*m.Cols {
		return nil, fmt.Errorf("a map of %dx%d squares is not from 1x1 to %dx%d", m.Rows, m.Cols, MaxSide, MaxSide)
	}
	if m.Players < MinPlayers || m.Players > MaxPlayers {
		return nil, fmt.Errorf("%d players: a game has %d to %d", m.Players, MinPlayers, MaxPlayers)
	}
	n, area := m.Players, m.Rows*m.Cols
	s := &State{Rows: m.Rows, Cols: m.Cols, Players: n, P: p,
		water: slices.Clone(m.Water), antAt: fill(make([]int32, area), -1), foodAt: fill(make([]int32, area), -1),
		hillAt: make([]int16, area), cutoffBot: partyNone}
	for i := range s.hillAt {
		s.hillAt[i] = -1
	}
	hills0 := 0
	for i, h := range m.Hills {
		if h.Owner < 0 || h.Owner >= n || h.Row < 0 || h.Row >= m.Rows || h.Col < 0 || h.Col >= m.Cols {
			return nil, fmt.Errorf("hill %d (row %d, col %d, player %d) is off the map or of no player", i, h.Row, h.Col, h.Owner)
		}
		sq := int32(h.Row*m.Cols + h.Col)
		if s.hillAt[sq] >= 0 || s.water[sq] {
			return nil, fmt.Errorf("hill %d (row %d, col %d) is on water or on another hill", i, h.Row, h.Col)
		}
		s.hillAt[sq] = int16(len(s.Hills))
		s.Hills = append(s.Hills, Hill{Sq: sq, Owner: int8(h.Owner), KilledBy: -1})
		if h.Owner == 0 {
			hills0++
		}
	}
	for p := range n {
		if !slices.ContainsFunc(s.Hills, func(h Hill) bool { return int(h.Owner) == p }) {
			return nil, fmt.Errorf("player %d has no hill", p)
		}
	}
	s.hive, s.score, s.bonus = make([]int, n), make([]int, n), make([]int, n)
	s.killed, s.Status, s.PlayerTurns = make([]bool, n), make([]string, n), make([]int, n)
	s.antsOf = make([]int32, n)
	s.scoreHist, s.hiveHist = make([][]int, n), make([][]int, n)
	s.vision, s.revealed, s.newWater = make([][]uint16, n), make([]uint16, area), make([][]int32, n)
	s.seenBy = make([]uint16, area)
	s.relabel, s.numbered = make([][]int8, n), make([]int, n)
	for p := range n {
		s.score[p] = hills0
		s.Status[p] = "survived"
		s.scoreHist[p] = []int{hills0}
		s.hiveHist[p] = []int{0}
		s.vision[p] = make([]uint16, area)
		s.relabel[p] = make([]int8, n)
		for q := range n {
			s.relabel[p][q] = -1
		}
		s.relabel[p][p], s.numbered[p] = 0, 1
	}
	s.geo = newGeometry(s.Rows, s.Cols, p)
	for i := range s.Hills {
		s.addAnt(int32(i))
	}
	s.hillsBySq = make([]int32, len(s.Hills))
	for i := range s.hillsBySq {
		s.hillsBySq[i] = int32(i)
	}
	slices.SortFunc(s.hillsBySq, func(a, b int32) int { return int(s.Hills[a].Sq - s.Hills[b].Sq) })
	s.sortLive()
	s.updateVision()
	s.updateRevealed()
	if c == nil {
		c = Seeded(p.EngineSeed)
	}
	s.chance = c.start(s)
	if err := s.chance.startFood(s, nil); err != nil {
		return nil, err
	}
	s.sortBoard()
	s.prepareMessages()
	return s, nil
}

func fill[T any](s []T, v T) []T {
	for i := range s {
		s[i] = v
	}
	return s
}

// Clone returns an independent copy of the state.
func (s *State) Clone() *State {
	c := new(State)
	s.CopyTo(c)
	return c
}

// CopyTo makes c an independent copy of s, reusing c's memory (a state
// set back again and again, as forks and previews do, allocates little).
func (s *State) CopyTo(c *State) {
	old := *c
	*c = *s
	c.antAt, c.foodAt = append(old.antAt[:0], s.antAt...), append(old.foodAt[:0], s.foodAt...)
	c.Ants = append(old.Ants[:0], s.Ants...)
	for i := range c.Ants {
		o := c.Ants[i].Orders
		c.Ants[i].Orders = o[:len(o):len(o)] // shared; appends copy
	}
	c.Hills, c.Food = append(old.Hills[:0], s.Hills...), append(old.Food[:0], s.Food...)
	c.live, c.present, c.dead = append(old.live[:0], s.live...), append(old.present[:0], s.present...), append(old.dead[:0], s.dead...)
	c.hive, c.score, c.bonus = append(old.hive[:0], s.hive...), append(old.score[:0], s.score...), append(old.bonus[:0], s.bonus...)
	c.killed, c.Status = append(old.killed[:0], s.killed...), append(old.Status[:0], s.Status...)
	c.antsOf = append(old.antsOf[:0], s.antsOf...)
	c.PlayerTurns = append(old.PlayerTurns[:0], s.PlayerTurns...)
	c.scoreHist, c.hiveHist = copyRows(old.scoreHist, s.scoreHist), copyRows(old.hiveHist, s.hiveHist)
	c.winningBot, c.rankBots = append(old.winningBot[:0], s.winningBot...), append(old.rankBots[:0], s.rankBots...)
	c.vision, c.revealed = copyRows(old.vision, s.vision), append(old.revealed[:0], s.revealed...)
	c.newWater, c.relabel = copyRows(old.newWater, s.newWater), copyRows(old.relabel, s.relabel)
	c.numbered = append(old.numbered[:0], s.numbered...)
	c.foodBySq, c.deadBySq = append(old.foodBySq[:0], s.foodBySq...), append(old.deadBySq[:0], s.deadBySq...)
	c.foodSq, c.seenBy = append(old.foodSq[:0], s.foodSq...), append(old.seenBy[:0], s.seenBy...)
	c.antsFor, c.foodFor = copyRows(old.antsFor, s.antsFor), copyRows(old.foodFor, s.foodFor)
	c.chance = s.chance.clone()
	c.scratch, c.stamp, c.stampGen, c.dir, c.cand = old.scratch, nil, 0, old.dir, nil
	c.nearFood = old.nearFood
}

// copyRows copies rows into dst's memory.
func copyRows[T any](dst, rows [][]T) [][]T {
	if len(dst) != len(rows) {
		dst = make([][]T, len(rows))
	}
	for i, r := range rows {
		dst[i] = append(dst[i][:0], r...)
	}
	return dst
}

// Next is the turn to play next: 0 (the setup) before any.
func (s *State) Next() int { return s.next }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.over }

// GameLength is the last turn played (the replay's game_length).
func (s *State) GameLength() int { return s.turn }

// Cutoff is why the game ended, in the engine's words ("" while it goes
// on): extermination, lone survivor, food not being gathered, ants not
// razing hills, rank stabilized, turn limit reached.
func (s *State) Cutoff() string {
	if !s.over {
		return ""
	}
	return s.cutoff
}

// Score is each player's score (with the final bonus once the game is
// over).
func (s *State) Score() []int { return s.score }

// Bonus is each player's final bonus (zero until the game is over).
func (s *State) Bonus() []int { return s.bonus }

// Hive is the food each player's hive holds.
func (s *State) Hive() []int { return s.hive }

// ScoreHistory and HiveHistory are the replay's scores and hive_history.
func (s *State) ScoreHistory() [][]int { return s.scoreHist }
func (s *State) HiveHistory() [][]int  { return s.hiveHist }

// WinningTurn and RankingTurn are the replay's winning_turn and
// ranking_turn.
func (s *State) WinningTurn() int { return s.winningTurn }
func (s *State) RankingTurn() int { return s.rankingTurn }

// Killed reports whether the engine killed player p (crash, timeout,
// invalid order with Strict).
func (s *State) Killed(p int) bool { return s.killed[p] }

// Live returns the living ants, by square.
func (s *State) Live() []int32 { return s.live }

// Present returns the food on the board, in creation order.
func (s *State) Present() []int32 { return s.present }

// Water reports whether square sq is water.
func (s *State) Water(sq int) bool { return s.water[sq] }

// AntAt is the living ant on square sq, or -1.
func (s *State) AntAt(sq int) int { return int(s.antAt[sq]) }

// Sees reports whether player p sees square sq.
func (s *State) Sees(p, sq int) bool { return s.vision[p][sq] > 0 }

// Number is the number player p knows player q by (0 itself, then 1, 2...
// in the order it noticed them), -1 if it has not noticed q.
func (s *State) Number(p, q int) int { return int(s.relabel[p][q]) }

// Alive reports whether player p is in the game: not killed by the
// engine, and with an ant.
func (s *State) Alive(p int) bool {
	return !s.killed[p] && s.antsOf[p] > 0
}

// aliveAll sets alive[p] for every player.
func (s *State) aliveAll(alive []bool) []bool {
	alive = alive[:0]
	for p, n := range s.antsOf {
		alive = append(alive, n > 0 && !s.killed[p])
	}
	return alive
}

// addAnt puts a new ant on hill h (spawn turn: the current turn).
func (s *State) addAnt(h int32) int32 {
	hl := &s.Hills[h]
	id := int32(len(s.Ants))
	s.Ants = append(s.Ants, Ant{Sq: hl.Sq, Start: hl.Sq, Prev: -1, Owner: hl.Owner, Spawn: int32(s.turn), Died: -1})
	s.antAt[hl.Sq] = id
	s.live = append(s.live, id)
	s.antsOf[hl.Owner]++
	hl.LastTouched = int32(s.turn)
	return id
}

// sortLive sorts the living ants by square: by a scan of the board when
// they are many, else by inserting each where it goes, as the list is
// nearly sorted already (an ant steps one square at most a turn, and
// those born come last).
func (s *State) sortLive() {
	live := s.live
	if len(live) > len(s.antAt)/64 {
		s.live = onBoard(live[:0], s.antAt)
		return
	}
	for i := 1; i < len(live); i++ {
		a := live[i]
		sq := s.Ants[a].Sq
		j := i
		for ; j > 0 && s.Ants[live[j-1]].Sq > sq; j-- {
			live[j] = live[j-1]
		}
		live[j] = a
	}
}

// onBoard appends to dst the items of at (-1: none) in order. The board is
// mostly empty: eight squares are skipped at once when they are all -1
// (the AND of eight negative numbers is negative), 2-3x faster than a test
// of each square on a 200x84 board.
func onBoard(dst, at []int32) []int32 {
	i := 0
	for ; i+8 <= len(at); i += 8 {
		c := at[i : i+8 : i+8]
		if c[0]&c[1]&c[2]&c[3]&c[4]&c[5]&c[6]&c[7] < 0 {
			continue
		}
		for _, x := range c {
			if x >= 0 {
				dst = append(dst, x)
			}
		}
	}
	for _, x := range at[i:] {
		if x >= 0 {
			dst = append(dst, x)
		}
	}
	return dst
}

// addFood puts food on square sq, which must be free land.
func (s *State) addFood(sq int32) int32 {
	id := int32(len(s.Food))
	s.Food = append(s.Food, Food{Sq: sq, Start: int32(s.turn), End: -1, Owner: -1})
	s.foodAt[sq] = id
	s.present = append(s.present, id)
	return id
}

// free reports whether food can be placed on sq: land (a hill counts)
// with no ant and no food.
func (s *State) free(sq int32) bool {
	return !s.water[sq] && s.antAt[sq] < 0 && s.foodAt[sq] < 0
}

func cloneRows[T any](rows [][]T) [][]T { return copyRows(nil, rows) }
