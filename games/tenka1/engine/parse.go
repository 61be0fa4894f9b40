package engine

import (
	"fmt"

	"github.com/go-json-experiment/json"
)

// answerJSON is a move answer as read.
type answerJSON struct {
	Status string      `json:"status"`
	Now    int64       `json:"now"`
	Turn   int         `json:"turn"`
	Move   []int       `json:"move"`
	Score  []int       `json:"score"`
	Field  [][][][]int `json:"field"`
	Agent  [][]int     `json:"agent"`
}

// Answer is a move answer read back: its status, and for "ok" the state
// as the caller sees it (agent 0 is the caller; Area counted from the
// field).
type Answer struct {
	Status string
	Now    int64
	State  State
}

// ParseAnswer reads a move answer (any status); an "ok" one must be
// complete and in range. Errors say where.
func ParseAnswer(body []byte) (Answer, error) {
	var fast Answer
	if parseCanonical(body, &fast) {
		return fast, nil
	}
	var a answerJSON
	if err := json.Unmarshal(body, &a); err != nil {
		return Answer{}, fmt.Errorf("answer: %v", err)
	}
	ans := Answer{Status: a.Status, Now: a.Now}
	if a.Status != "ok" {
		return ans, nil
	}
	s := &ans.State
	if a.Turn < 0 || a.Turn > Turns {
		return ans, fmt.Errorf("answer: turn %d is not 0 to %d", a.Turn, Turns)
	}
	s.Turn = a.Turn
	if len(a.Move) != Agents || len(a.Score) != Agents || len(a.Agent) != Agents || len(a.Field) != Faces {
		return ans, fmt.Errorf("answer: move, score and agent need %d entries, field %d faces", Agents, Faces)
	}
	for r := range Agents {
		if v := a.Move[r]; v < -1 || v > 3 {
			return ans, fmt.Errorf("answer: move[%d] %d is not -1 to 3", r, v)
		}
		s.Moves[r], s.Score[r] = int8(a.Move[r]), a.Score[r]
		g := a.Agent[r]
		if len(g) != 4 || !in(g[0], Faces) || !in(g[1], N) || !in(g[2], N) || !in(g[3], 4) {
			return ans, fmt.Errorf("answer: agent[%d] is not [i,j,k,d] in range", r)
		}
		s.Agents[r] = Agent{int8(g[0]), int8(g[1]), int8(g[2]), int8(g[3])}
	}
	for i, face := range a.Field {
		if len(face) != N {
			return ans, fmt.Errorf("answer: field[%d] has %d rows, not %d", i, len(face), N)
		}
		for j, row := range face {
			if len(row) != N {
				return ans, fmt.Errorf("answer: field[%d][%d] has %d cells, not %d", i, j, len(row), N)
			}
			for k, c := range row {
				ok := len(c) == 2 && (c[0] == -1 && c[1] == 0 || in(c[0], Agents) && (c[1] == 1 || c[1] == 2))
				if !ok {
					return ans, fmt.Errorf("answer: field[%d][%d][%d] is not [-1,0] or [owner,1|2]", i, j, k)
				}
				s.Field[i][j][k] = Cell{int8(c[0]), int8(c[1])}
				if c[0] >= 0 {
					s.Area[c[0]]++
				}
			}
		}
	}
	return ans, nil
}

func in(v, n int) bool { return v >= 0 && v < n }
