package builtin

import (
	"bufio"
	"errors"
	"io"
	"strings"
)

// maxText bounds the text kept for one message; a longer one is not the
// engine's (a 200x200 map in sight is under 1 MB) and is answered with no
// orders.
const maxText = 8 << 20

// Serve plays bot name over the official protocol: it reads each message
// (the lines up to "ready" or "go"), answers the setup with "go" and each
// turn with its orders then "go", flushed at once, and returns at the end
// message, at the end of in, or at the first error of reading in or
// writing out.
func Serve(name string, seed int64, in io.Reader, out io.Writer) error {
	b, err := newBrain(name, seed)
	if err != nil {
		return err
	}
	r := bufio.NewReaderSize(in, 64<<10)
	w := bufio.NewWriterSize(out, 64<<10)
	var text strings.Builder
	var answer []byte
	over := false
	for {
		line, err := r.ReadString('\n')
		if err != nil && !errors.Is(err, io.EOF) {
			return err
		}
		word := strings.ToLower(strings.TrimSpace(line))
		if text.Len() == 0 && word == "end" {
			return nil
		}
		if text.Len()+len(line) <= maxText {
			text.WriteString(line)
		} else {
			over = true
		}
		if word == "ready" || word == "go" {
			answer = answer[:0]
			if !over {
				answer = b.answer(answer, strings.TrimSuffix(text.String(), "\n"))
			}
			answer = append(answer, "go\n"...)
			if _, err := w.Write(answer); err != nil {
				return err
			}
			if err := w.Flush(); err != nil {
				return err
			}
			text.Reset()
			over = false
		}
		if err != nil { // io.EOF
			return nil
		}
	}
}
