package builtin

import (
	"bufio"
	"bytes"
	"errors"
	"io"

	"floorfall/games/jc2015/engine"
)

// maxInput bounds the text kept for one turn; an input longer than this is
// malformed anyway (a real one is about 200 bytes) and is answered N.
const maxInput = 64 << 10

// Serve plays bot name over the protocol: it prints READY, then for each
// input text (the lines up to a line EOD) prints one command line and
// flushes it. A text that does not parse is answered N, and so is a turn
// the strategy fails on. It returns nil at the end of in, or the first
// error of reading in or writing out.
func Serve(name string, seed int64, order engine.Coords, in io.Reader, out io.Writer) error {
	st, err := New(name, seed)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(out)
	answer := func(line string) error {
		w.WriteString(line)
		w.WriteByte('\n')
		return w.Flush()
	}
	if err := answer("READY"); err != nil {
		return err
	}
	r := bufio.NewReaderSize(in, 4096)
	var text []byte   // the input text so far
	var line []byte   // the start of the current line, enough to know it is EOD
	overflow := false // text grew past maxInput
	for {
		chunk, rerr := r.ReadSlice('\n')
		if rerr != nil && !errors.Is(rerr, bufio.ErrBufferFull) && !errors.Is(rerr, io.EOF) {
			return rerr
		}
		if len(text)+len(chunk) <= maxInput {
			text = append(text, chunk...)
		} else {
			overflow = true
		}
		if len(line) < 64 {
			line = append(line, chunk[:min(len(chunk), 64-len(line))]...)
		}
		if errors.Is(rerr, bufio.ErrBufferFull) {
			continue // the rest of a long line
		}
		if string(bytes.TrimSpace(line)) == "EOD" {
			cmd := engine.CmdNone
			if !overflow {
				cmd = decide(st, string(text), order)
			}
			if err := answer(cmd.String()); err != nil {
				return err
			}
			text, overflow = text[:0], false
		}
		line = line[:0]
		if rerr != nil { // io.EOF: a text without its EOD is dropped
			return nil
		}
	}
}

// decide parses one input text and asks the strategy, answering N for a
// text that does not parse or a strategy that panics.
func decide(st Strategy, text string, order engine.Coords) (cmd engine.Command) {
	v, err := ParseInput(text, order)
	if err != nil {
		return engine.CmdNone
	}
	defer func() {
		if recover() != nil {
			cmd = engine.CmdNone
		}
	}()
	cmd = st.Decide(v)
	if !engine.ValidCommand(byte(cmd)) {
		cmd = engine.CmdNone
	}
	return cmd
}
