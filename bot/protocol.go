package bot

import (
	"bytes"
)

// Protocol says how a persistent bot ([Start]) is asked: whether it says
// when it is ready, and how an answer ends: the game's way of asking
// chooses it. The zero Protocol, what a Config without one uses, has no
// ready phase and one-line answers.
type Protocol struct {
	// Ready is the line a bot prints once it is ready to be asked
	// (compared with surrounding spaces trimmed); lines before it are
	// ignored. "" means no ready phase: the bot is ready once started
	// (WaitReady returns at once), and what it prints first is part of the
	// first answer.
	Ready string
	// End is the line that ends an answer (compared with surrounding
	// spaces trimmed). "" means an answer is exactly one line. Otherwise an
	// answer is every line up to End (End itself not included), and
	// [Reply.Lines] holds them; lines a bot prints after End belong to the
	// next answer.
	End string
	// FoldCase: Ready and End are compared ignoring case ("go", "GO").
	FoldCase bool
	// MaxLines and MaxBytes bound an answer of several lines (without End:
	// the count of lines and the bytes of Reply.Line). More gives a Reply
	// with TooLong set, once End has come. Zero values mean
	// DefaultMaxLines and DefaultMaxBytes. A single line longer than
	// MaxLine makes an answer too long too.
	MaxLines, MaxBytes int
}

// Bounds of an answer of several lines where a Protocol leaves them zero.
const (
	DefaultMaxLines = 100_000
	DefaultMaxBytes = 4 << 20
)

// protocol returns cfg's protocol with its zero bounds made defaults.
func (cfg *Config) protocol() Protocol {
	var p Protocol
	if cfg.Protocol != nil {
		p = *cfg.Protocol
	}
	if p.MaxLines <= 0 {
		p.MaxLines = DefaultMaxLines
	}
	if p.MaxBytes <= 0 {
		p.MaxBytes = DefaultMaxBytes
	}
	return p
}

// is reports whether line (with or without its line end) is word, with
// surrounding spaces trimmed, ignoring case if the protocol says so.
func (p *Protocol) is(line []byte, word string) bool {
	t := bytes.TrimSpace(line)
	if p.FoldCase {
		return bytes.EqualFold(t, []byte(word))
	}
	return string(t) == word
}
