package view

import "unicode/utf8"

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
