package builtin

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Strategy is a bot's mind: it decides a turn's orders from what the bot
// knows.
type Strategy interface {
	Turn(s *State) []Order
}

// Order moves the ant on square Sq in direction Dir (0 n, 1 e, 2 s, 3 w).
type Order struct{ Sq, Dir int }

// makers are the built-in bots by name.
var makers = map[string]func(r *rand.Rand) Strategy{
	"random":         func(r *rand.Rand) Strategy { return &random{r: r} },
	"hunter":         func(r *rand.Rand) Strategy { return newHunter(r) },
	"officialhunter": func(r *rand.Rand) Strategy { return &officialHunter{r: r} },
}

// Names lists the built-in bots: the strong one first.
func Names() []string { return []string{"hunter", "officialhunter", "random"} }

// New makes the built-in bot name; seed drives its random choices (0: a
// seed from the clock).
func New(name string, seed int64) (Strategy, error) {
	mk, ok := makers[name]
	if !ok {
		return nil, fmt.Errorf("no built-in Ants bot %q (there are %s)", name, strings.Join(Names(), ", "))
	}
	if seed == 0 {
		seed = time.Now().UnixNano()
	}
	return mk(rand.New(rand.NewPCG(uint64(seed), 0x616e7473))), nil
}

// AppendOrders appends the protocol's order lines, "o ROW COL D", each
// ending in a newline.
func AppendOrders(dst []byte, s *State, orders []Order) []byte {
	for _, o := range orders {
		dst = append(dst, "o "...)
		dst = strconv.AppendInt(dst, int64(o.Sq/s.Cols), 10)
		dst = append(dst, ' ')
		dst = strconv.AppendInt(dst, int64(o.Sq%s.Cols), 10)
		dst = append(dst, ' ', dirLetters[o.Dir], '\n')
	}
	return dst
}

// moves makes a turn's orders without two of the bot's ants ever ending
// on one square: an ant's square is taken until the ant is ordered away,
// and a square an ant is ordered to is taken.
type moves struct {
	s      *State
	taken  []bool
	orders []Order
}

func (m *moves) reset(s *State) {
	m.s = s
	if len(m.taken) != len(s.Water) {
		m.taken = make([]bool, len(s.Water))
	}
	clear(m.taken)
	for _, sq := range s.Mine {
		m.taken[sq] = true
	}
	m.orders = m.orders[:0]
}

// open reports whether an ant may move onto sq: no water, no food (the
// engine ignores such a move) and not taken.
func (m *moves) open(sq int) bool { return !m.s.Water[sq] && !m.s.Food[sq] && !m.taken[sq] }

// move orders the ant on from one step in direction d, which must be open.
func (m *moves) move(from, d int) {
	to := m.s.Next(from, d)
	m.taken[from], m.taken[to] = false, true
	m.orders = append(m.orders, Order{from, d})
}

// shuffled is the four directions in a random order.
func shuffled(r *rand.Rand) [4]int {
	d := [4]int{0, 1, 2, 3}
	r.Shuffle(4, func(i, j int) { d[i], d[j] = d[j], d[i] })
	return d
}

// random moves each ant a random open way, or leaves it.
type random struct {
	r *rand.Rand
	m moves
}

func (b *random) Turn(s *State) []Order {
	b.m.reset(s)
	for _, a := range s.Mine {
		for _, d := range shuffled(b.r) {
			if b.m.open(s.Next(a, d)) {
				b.m.move(a, d)
				break
			}
		}
	}
	return slices.Clone(b.m.orders)
}
