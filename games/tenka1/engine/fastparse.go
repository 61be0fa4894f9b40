package engine

// parseCanonical reads an ok answer written as AppendAnswer writes it
// (compact, keys in order) into a, quickly; false for anything else (the
// caller then reads it the slow way, which says what is wrong).
func parseCanonical(b []byte, a *Answer) bool {
	p := scanner{b: b}
	if !p.lit(`{"status":"ok","now":`) {
		return false
	}
	now, ok := p.int()
	s := &a.State
	if !ok || !p.lit(`,"turn":`) {
		return false
	}
	turn, ok := p.int()
	if !ok || turn < 0 || turn > Turns || !p.lit(`,"move":[`) {
		return false
	}
	s.Turn = turn
	for r := range Agents {
		v, ok := p.int()
		if !ok || v < -1 || v > 3 || !p.sep(r, Agents) {
			return false
		}
		s.Moves[r] = int8(v)
	}
	if !p.lit(`,"score":[`) {
		return false
	}
	for r := range Agents {
		v, ok := p.int()
		if !ok || !p.sep(r, Agents) {
			return false
		}
		s.Score[r] = v
	}
	if !p.lit(`,"field":[`) {
		return false
	}
	for i := range Faces {
		if !p.lit("[") {
			return false
		}
		for j := range N {
			if !p.lit("[") {
				return false
			}
			for k := range N {
				if !p.lit("[") {
					return false
				}
				o, ok1 := p.int()
				comma := p.lit(",")
				v, ok2 := p.int()
				if !ok1 || !comma || !ok2 || !p.lit("]") || !p.sep(k, N) {
					return false
				}
				if !(o == -1 && v == 0 || in(o, Agents) && (v == 1 || v == 2)) {
					return false
				}
				s.Field[i][j][k] = Cell{int8(o), int8(v)}
				if o >= 0 {
					s.Area[o]++
				}
			}
			if !p.sep(j, N) {
				return false
			}
		}
		if !p.sep(i, Faces) {
			return false
		}
	}
	if !p.lit(`,"agent":[`) {
		return false
	}
	for r := range Agents {
		var g [4]int
		if !p.lit("[") {
			return false
		}
		for x := range 4 {
			v, ok := p.int()
			if !ok || !p.sep(x, 4) {
				return false
			}
			g[x] = v
		}
		if !in(g[0], Faces) || !in(g[1], N) || !in(g[2], N) || !in(g[3], 4) || !p.sep(r, Agents) {
			return false
		}
		s.Agents[r] = Agent{int8(g[0]), int8(g[1]), int8(g[2]), int8(g[3])}
	}
	if !p.lit("}") || p.i != len(p.b) {
		return false
	}
	a.Status, a.Now = "ok", int64(now)
	return true
}

type scanner struct {
	b []byte
	i int
}

func (p *scanner) lit(s string) bool {
	if len(p.b)-p.i < len(s) || string(p.b[p.i:p.i+len(s)]) != s {
		return false
	}
	p.i += len(s)
	return true
}

// sep reads the "," after item r of n, or the "]" after the last.
func (p *scanner) sep(r, n int) bool {
	if r < n-1 {
		return p.lit(",")
	}
	return p.lit("]")
}

// int reads an integer of at most 15 digits, a sign allowed.
func (p *scanner) int() (int, bool) {
	neg := p.i < len(p.b) && p.b[p.i] == '-'
	if neg {
		p.i++
	}
	start, n := p.i, 0
	for p.i < len(p.b) && p.b[p.i] >= '0' && p.b[p.i] <= '9' && p.i-start < 15 {
		n = n*10 + int(p.b[p.i]-'0')
		p.i++
	}
	if p.i == start {
		return 0, false
	}
	if neg {
		n = -n
	}
	return n, true
}
