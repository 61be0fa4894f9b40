package engine

import "strconv"

// View is the state as seat m sees it: relabelled by Perm[m] so that m
// is agent 0 on face 0 (faces and agent numbers renamed, j, k, d kept).
func (s *State) View(m int) State {
	if m == 0 {
		return *s
	}
	v := State{Turn: s.Turn}
	p, q := &Perm[m], &inv[m]
	for f := range Faces {
		for j := range N {
			for k := range N {
				c := s.Field[p[f]][j][k]
				if c.Owner >= 0 {
					c.Owner = int8(q[c.Owner])
				}
				v.Field[f][j][k] = c
			}
		}
	}
	for r := range Agents {
		a := s.Agents[p[r]]
		a.I = int8(q[a.I])
		v.Agents[r] = a
		v.Area[r] = s.Area[p[r]]
		v.Score[r] = s.Score[p[r]]
		v.Moves[r] = s.Moves[p[r]]
	}
	return v
}

// AppendAnswer appends the answer of an ok move call to seat m after the
// turns played, as the official API wrote it (compact JSON, its keys in
// its order): status, now (server time in ms), turn, move, score, field,
// agent, all as m sees them (View).
func (s *State) AppendAnswer(dst []byte, m int, now int64) []byte {
	v := s.View(m)
	dst = append(dst, `{"status":"ok","now":`...)
	dst = strconv.AppendInt(dst, now, 10)
	dst = append(dst, `,"turn":`...)
	dst = strconv.AppendInt(dst, int64(v.Turn), 10)
	dst = append(dst, `,"move":[`...)
	for r, mv := range v.Moves {
		if r > 0 {
			dst = append(dst, ',')
		}
		dst = strconv.AppendInt(dst, int64(mv), 10)
	}
	dst = append(dst, `],"score":[`...)
	for r, sc := range v.Score {
		if r > 0 {
			dst = append(dst, ',')
		}
		dst = strconv.AppendInt(dst, int64(sc), 10)
	}
	dst = append(dst, `],"field":[`...)
	for f := range Faces {
		if f > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, '[')
		for j := range N {
			if j > 0 {
				dst = append(dst, ',')
			}
			dst = append(dst, '[')
			for k := range N {
				if k > 0 {
					dst = append(dst, ',')
				}
				c := v.Field[f][j][k]
				dst = append(dst, '[')
				dst = strconv.AppendInt(dst, int64(c.Owner), 10)
				dst = append(dst, ',', '0'+byte(c.Val), ']')
			}
			dst = append(dst, ']')
		}
		dst = append(dst, ']')
	}
	dst = append(dst, `],"agent":[`...)
	for r, a := range v.Agents {
		if r > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, '[', '0'+byte(a.I), ',', '0'+byte(a.J), ',', '0'+byte(a.K), ',', '0'+byte(a.D), ']')
	}
	return append(dst, "]}"...)
}
