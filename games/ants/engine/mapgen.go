package engine

import "fmt"

// GenerateMap makes a map for players players from seed, the same on
// every platform: the players' parts are copies of one random tile laid
// out in a grid (2 players 1x2, 4 2x2, 6 2x3, 8 2x4, 9 3x3, 10 2x5, a
// prime count in one row), one hill a player at the same place in its
// tile. The tile is land with random blobs of water, a row and a column
// of land through the hill (so that every hill is reachable, across the
// wrapping edges too), and no land cut off from the hills.
//
// Limits: only translational symmetry (no mirrored or turned parts as the
// official maze and cell-maze generators make), one hill a player, water
// in blobs (no mazes); sizes from about 40x40 to 200x200, about 1,500 to
// 3,500 squares a player.
func GenerateMap(players int, seed int64) (*Map, error) {
	if players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf("%d players: a map has %d to %d", players, MinPlayers, MaxPlayers)
	}
	r := newRNG(seed, 4)
	gr, gc := grid(players)
	area := 1500 + r.Intn(2001) // squares a player
	tw := 30 + r.Intn(27)       // tile width
	tw = min(tw, MaxSide/gc)
	th := max(20, min(area/tw, MaxSide/gr))
	rows, cols := gr*th, gc*tw

	// The tile: water blobs by random walks, about 12 to 25% of it.
	water := make([]bool, th*tw)
	target := th * tw * (12 + r.Intn(14)) / 100
	hr, hc := r.Intn(th), r.Intn(tw)
	for n := 0; n < target; {
		wr, wc := r.Intn(th), r.Intn(tw)
		for range 8 + r.Intn(40) {
			i := wr*tw + wc
			if !water[i] {
				water[i] = true
				n++
			}
			switch r.Intn(4) {
			case 0:
				wr = (wr + 1) % th
			case 1:
				wr = (wr + th - 1) % th
			case 2:
				wc = (wc + 1) % tw
			default:
				wc = (wc + tw - 1) % tw
			}
		}
	}
	for c := range tw {
		water[hr*tw+c] = false
	}
	for rr := range th {
		water[rr*tw+hc] = false
	}
	for dr := -2; dr <= 2; dr++ {
		for dc := -2; dc <= 2; dc++ {
			water[((hr+dr+th)%th)*tw+(hc+dc+tw)%tw] = false
		}
	}

	m := &Map{Rows: rows, Cols: cols, Players: players, Water: make([]bool, rows*cols)}
	for rr := range rows {
		line := water[(rr%th)*tw : (rr%th+1)*tw]
		for c := 0; c < cols; c += tw {
			copy(m.Water[rr*cols+c:], line)
		}
	}
	for p := range players {
		m.Hills = append(m.Hills, Spot{p/gc*th + hr, p%gc*tw + hc, p})
	}
	// Land the hills cannot reach becomes water.
	reach := reachable(m.Water, rows, cols, m.Hills[0].Row*cols+m.Hills[0].Col)
	for sq := range m.Water {
		if !reach[sq] {
			m.Water[sq] = true
		}
	}
	return m, nil
}

// reachable is the land reachable from square from on a map of rows x
// cols squares (water: which are water), across the wrapping edges too.
func reachable(water []bool, rows, cols, from int) []bool {
	reach := make([]bool, rows*cols)
	queue := make([]int32, 1, rows*cols)
	queue[0] = int32(from)
	reach[from] = true
	for head := 0; head < len(queue); head++ {
		sq := int(queue[head])
		rr, c := sq/cols, sq%cols
		up, down, left, right := sq-cols, sq+cols, sq-1, sq+1
		if rr == 0 {
			up += rows * cols
		}
		if rr == rows-1 {
			down -= rows * cols
		}
		if c == 0 {
			left += cols
		}
		if c == cols-1 {
			right -= cols
		}
		for _, n := range [4]int{up, down, left, right} {
			if !reach[n] && !water[n] {
				reach[n] = true
				queue = append(queue, int32(n))
			}
		}
	}
	return reach
}

// grid lays out players tiles: rows x cols, rows <= cols, as square as the
// count allows.
func grid(players int) (int, int) {
	best := 1
	for a := 1; a*a <= players; a++ {
		if players%a == 0 {
			best = a
		}
	}
	return best, players / best
}
