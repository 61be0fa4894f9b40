package engine

import (
	"fmt"
	"strings"
	"testing"
)

// visRows counts, in every turn, each row's squares in each player's view,
// with ants born, moving and dying.
func TestVisRowsCount(t *testing.T) {
	m, err := GenerateMap(4, 7)
	if err != nil {
		t.Fatal(err)
	}
	p := DefaultParams()
	p.PlayerSeed, p.EngineSeed, p.Turns = 0, 7, 300
	DrawParams(&p, 7, DefaultFoodRanges)
	s, err := New(m, p, Seeded(7))
	if err != nil {
		t.Fatal(err)
	}
	moved, died := 0, 0
	for turn := 0; !s.Over(); turn++ {
		ans := make([]Answer, s.Players)
		var b [MaxPlayers]strings.Builder
		for _, a := range s.live {
			ant := &s.Ants[a]
			fmt.Fprintf(&b[ant.Owner], "o %d %d %c\n", int(ant.Sq)/s.Cols, int(ant.Sq)%s.Cols, "nesw"[(turn*7+int(a)*13+int(a)/3)%4])
		}
		for q := range ans {
			ans[q].Text = b[q].String()
		}
		s.Play(ans)
		for q := range s.Players {
			for r := range s.Rows {
				n := int32(0)
				for _, v := range s.vision[q][r*s.Cols : (r+1)*s.Cols] {
					if v > 0 {
						n++
					}
				}
				if s.visRows[q][r] != n {
					t.Fatalf("turn %d, player %d, row %d: visRows %d, %d squares in view", turn, q, r, s.visRows[q][r], n)
				}
			}
		}
		died += len(s.dead)
		for _, a := range s.live {
			if s.Ants[a].Prev >= 0 && s.Ants[a].Sq != s.Ants[a].Prev {
				moved++
			}
		}
	}
	if moved == 0 || died == 0 {
		t.Fatalf("%d ants moved, %d died: the test does not test both", moved, died)
	}
}
