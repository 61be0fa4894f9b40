package match

import (
	"fmt"
	"time"
	"unicode/utf8"

	"floorfall/bot"
	"floorfall/draw"
	"floorfall/game"
	"floorfall/replay"
)

// What a match records of its turns is bounded, so that a replay floorfall
// writes always reads back (replay.MaxFileSize), whatever the bots do: a
// bot answering a 64 KiB line of control characters every turn of the
// longest match would otherwise write gigabytes.
const (
	// RecordedReplyMax is the most of a raw reply kept in a turn's record.
	RecordedReplyMax = 1 << 10
	// RecordedStderrMax is the most of a turn's stderr kept in its record:
	// package bot already keeps at most bot.TurnStderrMax of it, and marks
	// its own cut.
	RecordedStderrMax = bot.TurnStderrMax + 1<<10
	// RecordsBudget is the most that all of a match's records may take in
	// the replay file, as JSON: the rest of the file (commands, the
	// records' other fields) fits in what replay.MaxFileSize leaves.
	RecordsBudget = 40 << 20
)

// recorder makes the turn records of one match within RecordsBudget.
type recorder struct {
	left int  // bytes of JSON strings still allowed
	full bool // the budget is spent: later records keep no text
}

func newRecorder() *recorder { return &recorder{left: RecordsBudget} }

// record is the turn's record: the reply and stderr cut to their limits
// and to what is left of the budget, each cut marked.
func (r *recorder) record(turn, seat int, reply string, took time.Duration, stderr []byte) replay.TurnRecord {
	rec := replay.TurnRecord{Turn: turn, Seat: seat, Took: took}
	rec.Reply = r.text(reply, RecordedReplyMax)
	rec.Stderr = r.text(string(stderr), RecordedStderrMax)
	return rec
}

// drawings adds to rec the drawing commands of a seat's turn that m keeps
// (see package draw), within what is left of the budget, and counts the
// others. m is the match before the turn: the state the bot drew on.
func (r *recorder) drawings(rec *replay.TurnRecord, m game.Match, d bot.Drawn) {
	if len(d.Lines) == 0 && d.Long == 0 && d.Over == 0 {
		return // most turns of most bots
	}
	var drops draw.Dropped
	drops.Add(draw.TooLong, d.Long)
	drops.Add(draw.TooMany, d.Over)
	var kept []string
	if g, ok := m.(game.Drawable); ok {
		arity := g.PosArity()
		kept = draw.Check(d.Lines, arity, func(nums []int) bool {
			_, on := g.DrawPos(rec.Seat, nums)
			return on
		}, &drops)
	} else {
		drops.Add(draw.NotDrawn, len(d.Lines))
	}
	for k, c := range kept {
		n := jsonLen(c) + 3
		if r.full || n+64 > r.left {
			drops.Add(draw.NotRecorded, len(kept)-k)
			kept = kept[:k]
			break
		}
		r.left -= n
	}
	if len(kept) > 0 {
		rec.Draw = kept
	}
	for _, why := range drops.Reasons() {
		rec.Dropped = append(rec.Dropped, replay.DrawDrop{Why: string(why), N: min(drops[why], replay.MaxDropped)})
	}
}

// text is s cut to max bytes and to the budget, the cut marked.
func (r *recorder) text(s string, max int) string {
	if s == "" {
		return ""
	}
	if r.full {
		return ""
	}
	kept := cut(s, max)
	if n := jsonLen(kept); n+64 <= r.left {
		r.left -= n
		if len(kept) < len(s) {
			kept += fmt.Sprintf(cutMark, len(s)-len(kept))
		}
		return kept
	}
	r.full = true
	return fmt.Sprintf(fullMark, RecordsBudget>>20)
}

// The marks of a text cut short in a record (replay.RecordedPart reads
// them back).
const (
	cutMark  = replay.CutMark
	fullMark = replay.FullMark
)

// cut is the longest prefix of s of at most max bytes that does not split
// a UTF-8 character.
func cut(s string, max int) string {
	if len(s) <= max {
		return s
	}
	i := max
	for i > 0 && i > max-utf8.UTFMax && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i]
}

// jsonLen is an upper bound of the length of s written as a JSON string
// body: a control character, an HTML-sensitive one, U+2028/U+2029 or an
// invalid byte may take 6 bytes (\u001b), a quote or backslash 2.
func jsonLen(s string) int {
	n := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			n += int(asciiJSONLen[c])
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1, r == '\u2028', r == '\u2029':
			n += 6
		default:
			n += size
		}
		i += size
	}
	return n
}

// asciiJSONLen is jsonLen of each ASCII character (a table: every reply
// and stderr of a match is measured).
var asciiJSONLen = func() (t [utf8.RuneSelf]uint8) {
	for c := range t {
		switch {
		case c < 0x20 || c == '<' || c == '>' || c == '&' || c == 0x7f:
			t[c] = 6
		case c == '"' || c == '\\':
			t[c] = 2
		default:
			t[c] = 1
		}
	}
	return t
}()
