package engine

import (
	"math/bits"
	"slices"
	"strconv"
)

// AppendInput appends the message player p is sent for the next turn:
// the setup block before turn 0, else "turn t", what it sees and "go"
// (each line ending in "\n"). Only alive players are sent messages.
func (s *State) AppendInput(dst []byte, p int) []byte {
	if s.next == 0 {
		return s.appendSetup(dst)
	}
	dst = append(dst, "turn "...)
	dst = strconv.AppendInt(dst, int64(s.next), 10)
	dst = append(dst, '\n')
	dst = s.appendChanges(dst, p, false, true)
	return append(dst, "go\n"...)
}

// appendSetup is the turn 0 message: the parameters a bot is told, then
// "ready".
func (s *State) appendSetup(dst []byte) []byte {
	kv := func(k string, v int64) {
		dst = append(dst, k...)
		dst = append(dst, ' ')
		dst = strconv.AppendInt(dst, v, 10)
		dst = append(dst, '\n')
	}
	kv("turn", 0)
	kv("loadtime", int64(s.P.LoadTime))
	kv("turntime", int64(s.P.TurnTime))
	kv("rows", int64(s.Rows))
	kv("cols", int64(s.Cols))
	kv("turns", int64(s.P.Turns))
	kv("viewradius2", int64(s.P.ViewRadius2))
	kv("attackradius2", int64(s.P.AttackRadius2))
	kv("spawnradius2", int64(s.P.SpawnRadius2))
	kv("player_seed", s.P.PlayerSeed)
	return append(dst, "ready\n"...)
}

// appendEnd is the end message of player p: the scores, statuses and
// player turns in its numbering (None for players it never noticed), then
// what it sees.
func (s *State) appendEnd(dst []byte, p int) []byte {
	dst = append(dst, "end\nplayers "...)
	dst = strconv.AppendInt(dst, int64(s.Players), 10)
	dst = append(dst, "\nscore"...)
	dst = s.appendSeen(dst, p, func(dst []byte, q int) []byte { return strconv.AppendInt(dst, int64(s.score[q]), 10) })
	dst = append(dst, "\nstatus"...)
	dst = s.appendSeen(dst, p, func(dst []byte, q int) []byte { return append(dst, s.Status[q]...) })
	dst = append(dst, "\nplayerturns"...)
	dst = s.appendSeen(dst, p, func(dst []byte, q int) []byte { return strconv.AppendInt(dst, int64(s.PlayerTurns[q]), 10) })
	dst = append(dst, '\n')
	dst = s.appendChanges(dst, p, true, true)
	return append(dst, "go\n"...)
}

// appendSeen appends " v" for each number player p knows players by, in
// order, v the value of the player with that number ("None" if none).
func (s *State) appendSeen(dst []byte, p int, value func([]byte, int) []byte) []byte {
	for i := range s.Players {
		dst = append(dst, ' ')
		q := slices.Index(s.relabel[p], int8(i))
		if q < 0 {
			dst = append(dst, "None"...)
			continue
		}
		dst = value(dst, q)
	}
	return dst
}

// appendChanges appends what player p is told of the board, as the
// engine's render_changes: water seen for the first time, then the hills
// not razed, ants, food, and ants that died in the last turn on squares it
// sees (and all its own dead ants), each group by row, column and owner.
// Owners are numbered as p knows them; an owner p has not noticed yet gets
// the next number, kept if assign is set. Without write, nothing is
// appended (the numbering only).
func (s *State) appendChanges(dst []byte, p int, assign, write bool) []byte {
	if write {
		for _, sq := range s.newWater[p] {
			dst = s.appendLine(dst, 'w', sq, -1)
		}
	}
	var rl [MaxPlayers]int8
	copy(rl[:], s.relabel[p])
	numbered := s.numbered[p]
	number := func(o int8) int {
		if rl[o] < 0 {
			rl[o] = int8(numbered)
			numbered++
		}
		return int(rl[o])
	}
	// seenBy, not vision[p]: one array for every player's messages.
	seen, bit := s.seenBy, uint16(1)<<p
	for _, h := range s.hillsBySq {
		if hl := &s.Hills[h]; hl.KilledBy < 0 && seen[hl.Sq]&bit != 0 {
			if n := number(hl.Owner); write {
				dst = s.appendLine(dst, 'h', hl.Sq, n)
			}
		}
	}
	for _, a := range s.antsFor[p] {
		ant := &s.Ants[a]
		if n := number(ant.Owner); write {
			dst = s.appendLine(dst, 'a', ant.Sq, n)
		}
	}
	if write {
		for _, sq := range s.foodFor[p] {
			dst = s.appendLine(dst, 'f', sq, -1)
		}
	}
	for _, a := range s.deadBySq {
		if ant := &s.Ants[a]; seen[ant.Sq]&bit != 0 || int(ant.Owner) == p {
			if n := number(ant.Owner); write {
				dst = s.appendLine(dst, 'd', ant.Sq, n)
			}
		}
	}
	if assign {
		copy(s.relabel[p], rl[:s.Players])
		s.numbered[p] = numbered
	}
	return dst
}

// appendLine appends "k row col[ owner]\n".
func (s *State) appendLine(dst []byte, k byte, sq int32, owner int) []byte {
	r, c := s.geo.rowCol(sq)
	if r >= 1000 || c >= 1000 || owner >= 1000 {
		dst = append(dst, k, ' ')
		dst = appendSmall(dst, r)
		dst = append(dst, ' ')
		dst = appendSmall(dst, c)
		if owner >= 0 {
			dst = append(dst, ' ')
			dst = appendSmall(dst, int32(owner))
		}
		return append(dst, '\n')
	}
	// Written in place from the digits table: at most 15 bytes.
	n := len(dst)
	dst = slices.Grow(dst, 16)
	b := dst[n : n+16]
	b[0], b[1] = k, ' '
	d := &digits[r]
	*(*[3]byte)(b[2:5]) = [3]byte(d[:3])
	i := 2 + int(d[3])
	b[i] = ' '
	d = &digits[c]
	*(*[3]byte)(b[i+1 : i+4]) = [3]byte(d[:3])
	i += 1 + int(d[3])
	if owner >= 0 {
		b[i] = ' '
		d = &digits[owner]
		*(*[3]byte)(b[i+1 : i+4]) = [3]byte(d[:3])
		i += 1 + int(d[3])
	}
	b[i] = '\n'
	return dst[:n+i+1]
}

// digits holds 0 to 999 in decimal: the digits, then their count.
var digits = func() (t [1000][4]byte) {
	for v := range t {
		b := strconv.AppendInt(nil, int64(v), 10)
		copy(t[v][:3], b)
		t[v][3] = byte(len(b))
	}
	return t
}()

// appendSmall appends v >= 0 in decimal, by hand below 1000 (rows,
// columns and owners always are).
func appendSmall(dst []byte, v int32) []byte {
	switch {
	case v < 10:
		return append(dst, byte('0'+v))
	case v < 100:
		return append(dst, byte('0'+v/10), byte('0'+v%10))
	case v < 1000:
		return append(dst, byte('0'+v/100), byte('0'+v/10%10), byte('0'+v%10))
	}
	return strconv.AppendInt(dst, int64(v), 10)
}

// sortBoard sorts the food and the dead of the turn by square, and notes
// who sees each food and living ant, for the messages.
func (s *State) sortBoard() {
	s.placeFood()
	if len(s.foodFor) != s.Players {
		s.antsFor, s.foodFor = make([][]int32, s.Players), make([][]int32, s.Players)
	}
	for p := range s.foodFor {
		s.antsFor[p], s.foodFor[p] = s.antsFor[p][:0], s.foodFor[p][:0]
	}
	// The food gone since the last call dropped, in the same pass.
	n := 0
	for i, f := range s.foodBySq {
		if s.Food[f].End >= 0 {
			continue
		}
		sq := s.foodSq[i]
		s.foodBySq[n], s.foodSq[n] = f, sq
		n++
		for m := s.seenBy[sq]; m != 0; m &= m - 1 {
			p := bits.TrailingZeros16(m)
			s.foodFor[p] = append(s.foodFor[p], sq)
		}
	}
	s.foodBySq, s.foodSq = s.foodBySq[:n], s.foodSq[:n]
	for _, a := range s.live {
		for m := s.seenBy[s.Ants[a].Sq]; m != 0; m &= m - 1 {
			p := bits.TrailingZeros16(m)
			s.antsFor[p] = append(s.antsFor[p], a)
		}
	}
	s.deadBySq = append(s.deadBySq[:0], s.dead...)
	slices.SortStableFunc(s.deadBySq, func(a, b int32) int {
		if d := int(s.Ants[a].Sq - s.Ants[b].Sq); d != 0 {
			return d
		}
		return int(s.Ants[a].Owner) - int(s.Ants[b].Owner)
	})
}

// placeFood inserts the food placed since the last call (s.Food[s.foodSorted:])
// into foodBySq and foodSq where its square goes (before a food gone from
// the same square, which sortBoard drops; the order is the board's).
func (s *State) placeFood() {
	for f := s.foodSorted; f < int32(len(s.Food)); f++ {
		if s.Food[f].End >= 0 {
			continue
		}
		sq := s.Food[f].Sq
		i, _ := slices.BinarySearch(s.foodSq, sq)
		s.foodBySq = slices.Insert(s.foodBySq, i, f)
		s.foodSq = slices.Insert(s.foodSq, i, sq)
	}
	s.foodSorted = int32(len(s.Food))
}

// prepareMessages gives the numbers the players alive give the owners they
// will be told of for the first time in their next message (the engine
// numbers them as it writes the messages).
func (s *State) prepareMessages() {
	var buf [MaxPlayers]bool
	for p, a := range s.aliveAll(buf[:0]) {
		if a && s.numbered[p] < s.Players {
			s.appendChanges(nil, p, true, false)
		}
	}
}
