// Package draw reads what a bot draws on the board: the lines of its
// standard error that start with Prefix ("#ff "), one command a line,
// the same for every game and every way of asking a bot:
//
//	dot A B [COLOR]            a mark on a square
//	line A1 B1 A2 B2 [COLOR]   a line from square to square
//	circle A B R [COLOR]       a circle of R squares around a square
//	text A B WORDS...          a short label on a square
//	say WORDS...               a line on the seat's card for the turn
//
// A position is as many numbers as the game reads (its arity: 2, or 3 for
// a face, a row and a column); the game checks where it lies (package
// game's Drawable). COLOR is a CSS colour name or #rrggbb. The package
// knows no game.
package draw

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The limits of drawing.
const (
	// Prefix starts a line of stderr that is a drawing command.
	Prefix = "#ff "
	// MaxCommands is the most commands a seat's turn keeps.
	MaxCommands = 1000
	// MaxLen is the longest command read, in bytes, without Prefix.
	MaxLen = 256
	// MaxNum bounds the numbers of a command (a position, a radius).
	MaxNum = 1_000_000
	// MaxArity is the most numbers a position takes.
	MaxArity = 3
)

// Kind is what a command draws.
type Kind uint8

// The kinds of command.
const (
	Dot Kind = iota
	Line
	Circle
	Text
	Say
)

// Command is one drawing command, read.
type Command struct {
	Kind Kind
	// Nums are the numbers of its positions as written (one position,
	// two for a line), arity numbers each.
	Nums  []int
	R     int    // a circle's radius, in squares
	Color Color  // Set false: the seat's colour
	Text  string // a label's or a say's words, joined by one space
}

// Color is a command's colour.
type Color struct {
	R, G, B uint8
	Set     bool
}

// Reason is why a command was dropped.
type Reason string

// The reasons a command is dropped.
const (
	Unknown  Reason = "unknown command"
	BadArgs  Reason = "bad arguments"
	BadColor Reason = "bad colour"
	OffBoard Reason = "off the board"
	TooLong  Reason = "too long"
	TooMany  Reason = "over 1000 a turn"
	Unsafe   Reason = "control characters"
	// NotRecorded: the match's records had reached their budget.
	NotRecorded Reason = "not recorded"
	// NotDrawn: the game has no board to draw on.
	NotDrawn Reason = "game draws nothing"
)

// Parse reads a command (a line without Prefix) whose positions take
// arity numbers. It returns the reason when the command does not parse.
func Parse(line string, arity int) (Command, Reason) {
	var c Command
	if len(line) > MaxLen {
		return c, TooLong
	}
	if unsafe(line) {
		return c, Unsafe
	}
	f := strings.Fields(line)
	if len(f) == 0 {
		return c, Unknown
	}
	args := f[1:]
	switch f[0] {
	case "dot":
		return shape(Dot, args, arity, arity)
	case "line":
		return shape(Line, args, arity, 2*arity)
	case "circle":
		return shape(Circle, args, arity, arity+1)
	case "text":
		c.Kind = Text
		if len(args) < arity+1 {
			return c, BadArgs
		}
		nums, ok := numbers(args[:arity])
		if !ok {
			return c, BadArgs
		}
		c.Nums, c.Text = nums, strings.Join(args[arity:], " ")
	case "say":
		c.Kind = Say
		if len(args) == 0 {
			return c, BadArgs
		}
		c.Text = strings.Join(args, " ")
	default:
		return c, Unknown
	}
	return c, ""
}

// shape parses the arguments of a dot, line or circle (kind) whose
// positions take arity numbers: n numbers (a circle's last its radius),
// then perhaps a colour.
func shape(kind Kind, args []string, arity, n int) (Command, Reason) {
	c := Command{Kind: kind}
	if len(args) < n || len(args) > n+1 {
		return c, BadArgs
	}
	nums, ok := numbers(args[:n])
	if !ok {
		return c, BadArgs
	}
	if c.Kind == Circle {
		c.R, nums = nums[n-1], nums[:n-1]
		if c.R < 0 {
			return c, BadArgs
		}
	}
	c.Nums = nums
	if len(args) == n+1 {
		col, ok := ParseColor(args[n])
		if !ok {
			return c, BadColor
		}
		c.Color = col
	}
	return c, ""
}

// unsafe reports whether line is not UTF-8 or holds a control character
// (but a tab) or a bidirectional control.
func unsafe(line string) bool {
	return !utf8.ValidString(line) || strings.IndexFunc(line, func(r rune) bool { return unicode.IsControl(r) && r != '\t' || bidi(r) }) >= 0
}

// Pos is the numbers of the command's k-th position (0, or 1 for a
// line's end).
func (c *Command) Pos(k, arity int) []int { return c.Nums[k*arity : (k+1)*arity] }

// Positions is how many positions the command has.
func (c *Command) Positions() int {
	switch c.Kind {
	case Say:
		return 0
	case Line:
		return 2
	}
	return 1
}

func numbers(args []string) ([]int, bool) {
	nums := make([]int, len(args))
	for i, a := range args {
		n, err := strconv.Atoi(a)
		if err != nil || n < -MaxNum || n > MaxNum {
			return nil, false
		}
		nums[i] = n
	}
	return nums, true
}

// bidi reports whether r is a bidirectional control, which shows text in
// another order than it is.
func bidi(r rune) bool {
	return r == '\u061c' || r == '\u200e' || r == '\u200f' || (r >= '\u202a' && r <= '\u202e') || (r >= '\u2066' && r <= '\u2069')
}
