package view

import (
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"floorfall/draw"
)

// Bounds on the text taken from a replay before it reaches the painter: a
// name or a detail of any length costs no more than these.
const (
	MaxNameRunes   = 64   // a player's name, a title
	MaxDetailRunes = 1000 // a bot's status detail (often the end of its stderr)
)

// cut returns s cut to at most n runes, with "…" where it was cut.
func cut(s string, n int) string {
	if len(s) <= n { // bytes >= runes: short enough
		return s
	}
	i, k := 0, 0
	for i < len(s) && k < n {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
		k++
	}
	if i == len(s) {
		return s
	}
	return s[:i] + "…"
}

// seatDetail is a bot's status detail as the viewer keeps it: without the
// drawing lines an older replay's end of stderr holds ("#ff ...", which
// the turns' records keep apart), and at most about MaxDetailRunes long:
// its first line (what happened) and the END of the rest (where a stack
// trace says what went wrong), "…" between them where it was cut.
func seatDetail(s string) string {
	s, _ = draw.Without(s)
	if len(s) <= MaxDetailRunes || utf8.RuneCountInString(s) <= MaxDetailRunes {
		return s
	}
	head, rest, _ := strings.Cut(s, "\n")
	head = cut(head, MaxDetailRunes/4)
	keep := MaxDetailRunes - utf8.RuneCountInString(head)
	i := len(rest)
	for n := 0; n < keep && i > 0; n++ {
		_, size := utf8.DecodeLastRuneInString(rest[:i])
		i -= size
	}
	end := rest[i:]
	if k := strings.IndexByte(end, '\n'); k >= 0 && k < len(end)/2 {
		end = end[k+1:] // from a line's start
	}
	return head + "\n…\n" + end
}

// Duration writes a reply time as people read it, everywhere the viewer
// shows one (the debug panel, its chart, the console): 0.42 ms, 22 ms,
// 1.20 s; a whole number of seconds (a limit) as 1 s.
func Duration(d time.Duration) string {
	ms := float64(d) / float64(time.Millisecond)
	switch {
	case ms < 10:
		return strconv.FormatFloat(ms, 'f', 2, 64) + " ms"
	case ms < 1000:
		return strconv.FormatFloat(ms, 'f', 0, 64) + " ms"
	}
	if d%time.Second == 0 {
		return strconv.FormatInt(int64(d/time.Second), 10) + " s" // a limit: 1 s, 3 s
	}
	return strconv.FormatFloat(ms/1000, 'f', 2, 64) + " s"
}

// Fit returns s, or its longest beginning followed by "...", that is at
// most w wide as measured by width; "" if not even "..." fits. It measures
// O(log len(s)) strings (a binary search on the number of runes kept), so a
// text of any length costs about as much as a short one.
func Fit(s string, w float64, width func(string) float64) string {
	if width(s) <= w {
		return s
	}
	// ends[k] is the byte length of the first k runes.
	ends := make([]int, 0, utf8.RuneCountInString(s)+1)
	for i := range s {
		ends = append(ends, i)
	}
	// keep runes lo fit (with "..."), hi do not.
	lo, hi := -1, len(ends)
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if width(s[:ends[mid]]+"...") <= w {
			lo = mid
		} else {
			hi = mid
		}
	}
	if lo < 0 {
		return ""
	}
	return s[:ends[lo]] + "..."
}

// Cut is s cut to at most n characters, the cut marked with an ellipsis:
// for any text from a file before it reaches the text engine.
func Cut(s string, n int) string { return cut(s, n) }

// SmallType is the least size of the secondary text a room still reads
// (legends, a chart's labels and tabs), in design pixels: times the UI
// scale, about 12 px at 1280x720 (see docs' design guide).
const SmallType = 12

// Shorten returns the longest beginning of s, whole parts between " · "
// (a game's figures, the first the one that matters most: "score 9 · 4
// hits"), that is at most w wide as measured by width: the parts kept are
// never cut. When not even the first part fits, its last word (the figure
// of "score 9") if that fits, else "". It slices s, never allocating.
func Shorten(s string, w float64, width func(string) float64) string {
	if t := WholeParts(s, w, width); t != "" {
		return t
	}
	first, _, _ := strings.Cut(s, partSep)
	k := len(first)
	for k > 0 && first[k-1] != ' ' {
		k--
	}
	if last := first[k:]; last != "" && width(last) <= w {
		return last
	}
	return ""
}

const partSep = " · "

// WholeParts returns the longest beginning of s, whole parts between " · "
// (a label: "score per seat · cells painted"), at most w wide as measured
// by width; "" when not even the first part fits. It slices s.
func WholeParts(s string, w float64, width func(string) float64) string {
	if width(s) <= w {
		return s
	}
	best := ""
	for i := 0; i < len(s); {
		j := strings.Index(s[i:], partSep)
		if j < 0 {
			break // the whole s did not fit
		}
		j += i
		if width(s[:j]) > w {
			break
		}
		best = s[:j]
		i = j + len(partSep)
	}
	return best
}

// ShortRound is a round's name short: the words before its colon
// ("second half" of "second half: areas score"), or the whole name.
func ShortRound(s string) string {
	t, _, _ := strings.Cut(s, ": ")
	return t
}
