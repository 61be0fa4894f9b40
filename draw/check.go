package draw

import "sort"

// Dropped counts the commands dropped, by reason.
type Dropped map[Reason]int

// Add counts n commands dropped for why.
func (d *Dropped) Add(why Reason, n int) {
	if n <= 0 {
		return
	}
	if *d == nil {
		*d = Dropped{}
	}
	(*d)[why] += n
}

// Reasons are the reasons, sorted.
func (d Dropped) Reasons() []Reason {
	rs := make([]Reason, 0, len(d))
	for r := range d {
		rs = append(rs, r)
	}
	sort.Slice(rs, func(i, j int) bool { return rs[i] < rs[j] })
	return rs
}

// Check keeps the commands of lines that parse with positions of arity
// numbers that on accepts (on nil: every position), at most MaxCommands of
// them, and counts the others in drops.
func Check(lines []string, arity int, on func(nums []int) bool, drops *Dropped) (kept []string) {
	for _, l := range lines {
		c, why := Parse(l, arity)
		if why == "" && on != nil {
			for k := range c.Positions() {
				if !on(c.Pos(k, arity)) {
					why = OffBoard
					break
				}
			}
		}
		switch {
		case why != "":
			drops.Add(why, 1)
		case len(kept) >= MaxCommands:
			drops.Add(TooMany, 1)
		default:
			kept = append(kept, l)
		}
	}
	return kept
}
