package draw

import (
	"slices"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		line  string
		arity int
		want  Command
		why   Reason
	}{
		{"dot 3 4", 2, Command{Kind: Dot, Nums: []int{3, 4}}, ""},
		{"dot 3 4 red", 2, Command{Kind: Dot, Nums: []int{3, 4}, Color: Color{255, 0, 0, true}}, ""},
		{"dot 3 4 #00FF80", 2, Command{Kind: Dot, Nums: []int{3, 4}, Color: Color{0, 255, 128, true}}, ""},
		{"dot 3 4 DarkOrange", 2, Command{Kind: Dot, Nums: []int{3, 4}, Color: Color{255, 140, 0, true}}, ""},
		{"line 1 2 3 4", 2, Command{Kind: Line, Nums: []int{1, 2, 3, 4}}, ""},
		{"line 0 1 2 3 4 5 blue", 3, Command{Kind: Line, Nums: []int{0, 1, 2, 3, 4, 5}, Color: Color{0, 0, 255, true}}, ""},
		{"circle 9 9 3 red", 2, Command{Kind: Circle, Nums: []int{9, 9}, R: 3, Color: Color{255, 0, 0, true}}, ""},
		{"text 1 2 go  here", 2, Command{Kind: Text, Nums: []int{1, 2}, Text: "go here"}, ""},
		{"say target   5 5", 2, Command{Kind: Say, Text: "target 5 5"}, ""},
		{"dot 3", 2, Command{}, BadArgs},
		{"dot 3 4 red blue", 2, Command{}, BadArgs},
		{"dot x 4", 2, Command{}, BadArgs},
		{"dot 3 4 reddish", 2, Command{}, BadColor},
		{"dot 3 4 #12345g", 2, Command{}, BadColor},
		{"circle 1 1 -2", 2, Command{}, BadArgs},
		{"dot 1 99999999", 2, Command{}, BadArgs},
		{"text 1 2", 2, Command{}, BadArgs},
		{"say", 2, Command{}, BadArgs},
		{"", 2, Command{}, Unknown},
		{"square 1 2", 2, Command{}, Unknown},
		{"say \x1b[2J", 2, Command{}, Unsafe},
		{"say \u202eevil", 2, Command{}, Unsafe},
		{"say " + strings.Repeat("a", MaxLen), 2, Command{}, TooLong},
	} {
		got, why := Parse(tc.line, tc.arity)
		if why != tc.why {
			t.Errorf("Parse(%q) dropped for %q, want %q", tc.line, why, tc.why)
			continue
		}
		if why == "" && (got.Kind != tc.want.Kind || !slices.Equal(got.Nums, tc.want.Nums) || got.R != tc.want.R || got.Color != tc.want.Color || got.Text != tc.want.Text) {
			t.Errorf("Parse(%q) = %+v, want %+v", tc.line, got, tc.want)
		}
	}
}

func TestCheck(t *testing.T) {
	lines := []string{"dot 1 1", "dot 50 1", "line 1 1 2 99", "bogus", "say hi"}
	for range MaxCommands + 5 {
		lines = append(lines, "dot 2 2")
	}
	var d Dropped
	kept := Check(lines, 2, func(n []int) bool { return n[0] >= 0 && n[0] < 10 && n[1] >= 0 && n[1] < 10 }, &d)
	if len(kept) != MaxCommands || kept[0] != "dot 1 1" || kept[1] != "say hi" {
		t.Fatalf("kept %d, first %q", len(kept), kept[:2])
	}
	want := Dropped{OffBoard: 2, Unknown: 1, TooMany: 7}
	if len(d) != len(want) || d[OffBoard] != 2 || d[Unknown] != 1 || d[TooMany] != 7 {
		t.Fatalf("drops %v, want %v", d, want)
	}
}

func FuzzParse(f *testing.F) {
	f.Add("line 1 2 3 4 red", 2)
	f.Add("text 0 1 2 hi", 3)
	f.Fuzz(func(t *testing.T, s string, arity int) {
		arity = 1 + (arity&0xff)%MaxArity
		c, why := Parse(s, arity)
		if why == "" && len(c.Nums) != c.Positions()*arity {
			t.Fatalf("Parse(%q, %d) = %+v: %d numbers", s, arity, c, len(c.Nums))
		}
	})
}
