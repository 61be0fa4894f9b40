package draw

import "strings"

// IsLine reports whether a line of a bot's standard error is a drawing
// command's: it starts with Prefix.
func IsLine(line string) bool { return strings.HasPrefix(line, Prefix) }

// Without is text (what a bot wrote on standard error) without its drawing
// lines, those that start with Prefix, and how many there were: what is
// left is what the bot wrote for people (an error, a stack trace). The
// other lines are kept as they are, line ends included.
func Without(text string) (string, int) {
	if !strings.Contains(text, Prefix) {
		return text, 0 // most texts: no copy
	}
	var b strings.Builder
	b.Grow(len(text))
	n := 0
	for rest := text; rest != ""; {
		line, after, found := strings.Cut(rest, "\n")
		if IsLine(line) {
			n++
		} else {
			b.WriteString(line)
			if found {
				b.WriteByte('\n')
			}
		}
		rest = after
	}
	return b.String(), n
}
