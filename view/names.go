package view

import (
	"strconv"

	"floorfall/replay"
)

// Numbered are names as shown side by side: a name that several seats
// share (a tournament's bot in two seats) is numbered in seat order,
// "c#1 · hunter · random · c#2", so that each seat reads as its own.
// The names themselves (in the replay, the standings) stay as they are.
func Numbered(names []string) []string {
	count := make(map[string]int, len(names))
	for _, n := range names {
		count[n]++
	}
	out := make([]string, len(names))
	seen := make(map[string]int, len(names))
	for i, n := range names {
		out[i] = n
		if count[n] > 1 {
			seen[n]++
			out[i] = n + "#" + strconv.Itoa(seen[n])
		}
	}
	return out
}

// NameAt is seat i's name in turn t: a match played on from another one
// (replay.ForkMeta) credits the turns before its fork to the parent's
// players.
func (m *Match) NameAt(t, i int) string {
	names := m.names
	for f := m.meta.Fork; f != nil && t < f.At && f.Names != nil; f = f.Parent {
		names = m.forkNames(f)
	}
	if i < 0 || i >= len(names) {
		return m.Name(i)
	}
	return names[i]
}

// forkNames are the names of fork f's parent as shown (kept once made).
func (m *Match) forkNames(f *replay.ForkMeta) []string {
	if ns, ok := m.parents[f]; ok {
		return ns
	}
	seats := make([]Seat, len(m.Seats))
	for i := range seats {
		seats[i].Name = m.Seats[i].Name // a seat the fork does not name
		if i < len(f.Names) {
			seats[i].Name = cut(f.Names[i], MaxNameRunes)
		}
	}
	if m.parents == nil {
		m.parents = map[*replay.ForkMeta][]string{}
	}
	ns := names(seats)
	m.parents[f] = ns
	return ns
}

// NameOf is seat i's name in names, "nobody" for a seat not there (-1):
// what a game's board says of a seat.
func NameOf(names []string, i int) string {
	if i < 0 || i >= len(names) {
		return "nobody"
	}
	return names[i]
}
