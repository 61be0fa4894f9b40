package bot

import (
	"bytes"

	"floorfall/draw"
)

// drawLines finds the drawing lines in what a bot writes on stderr, in
// whatever pieces the pipe gives it.
type drawLines struct {
	mid  bool   // in a line (not at its start)
	cand bool   // the line so far may be a drawing line
	long bool   // the line is longer than kept
	line []byte // the line so far, while cand (at most draw.MaxLen+5 bytes)
	out  Drawn
}

var prefix = []byte(draw.Prefix)

// add scans p.
func (d *drawLines) add(p []byte) {
	for len(p) > 0 {
		i := bytes.IndexByte(p, '\n')
		seg := p
		if i >= 0 {
			seg = p[:i]
		}
		d.scan(seg)
		if i < 0 {
			return
		}
		d.end()
		p = p[i+1:]
	}
}

// scan takes a piece of a line.
func (d *drawLines) scan(seg []byte) {
	if !d.mid {
		d.mid, d.cand, d.long, d.line = true, true, false, d.line[:0]
	}
	if !d.cand || len(seg) == 0 {
		return
	}
	room := len(prefix) + draw.MaxLen + 1 - len(d.line) // +1 for a "\r"
	if len(seg) > room {
		seg, d.long = seg[:max(room, 0)], true
	}
	d.line = append(d.line, seg...)
	n := min(len(d.line), len(prefix))
	if !bytes.Equal(d.line[:n], prefix[:n]) {
		d.cand = false
	}
}

// end ends the line.
func (d *drawLines) end() {
	if d.mid && d.cand && len(d.line) >= len(prefix) {
		l := bytes.TrimSuffix(d.line[len(prefix):], []byte("\r"))
		switch {
		case d.long || len(l) > draw.MaxLen:
			d.out.Long++
		case len(d.out.Lines) >= draw.MaxCommands:
			d.out.Over++
		default:
			d.out.Lines = append(d.out.Lines, string(l))
		}
	}
	d.mid = false
}

// take returns the lines since the last call. A drawing line not ended
// yet is taken as it is, the rest of it ignored.
func (d *drawLines) take() Drawn {
	if d.mid && d.cand {
		d.end()
		d.mid, d.cand = true, false
	}
	out := d.out
	d.out = Drawn{}
	return out
}
