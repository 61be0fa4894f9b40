package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
)

// seat is a bot process of the lines protocol and what it is sent, turn
// by turn.
type seat struct {
	cmd   *exec.Cmd
	in    io.WriteCloser
	out   *bufio.Reader
	turns [][]byte
}

// lines starts a copy of bot for each recorded seat, then turn by turn
// writes each seat its recorded input and, once all are written, reads each
// one's answer up to its "go" line; an input that starts with "end" (the
// game is over) is written and not answered. Then it kills and reaps them.
func lines(dir, bot string) error {
	var seats []*seat
	defer func() {
		for _, s := range seats {
			if s.cmd.Process != nil {
				s.cmd.Process.Kill()
				s.cmd.Wait()
			}
		}
	}()
	for n := 0; ; n++ {
		b, err := os.ReadFile(filepath.Join(dir, "seat-"+strconv.Itoa(n)))
		if errors.Is(err, fs.ErrNotExist) && n > 0 {
			break
		}
		if err != nil {
			return err
		}
		s, err := startSeat(bot, b)
		if err != nil {
			return err
		}
		seats = append(seats, s)
	}
	for t := 0; ; t++ {
		asked := 0
		for _, s := range seats {
			if t < len(s.turns) {
				if _, err := s.in.Write(s.turns[t]); err != nil {
					return err
				}
				asked++
			}
		}
		if asked == 0 {
			return nil
		}
		for i, s := range seats {
			if t >= len(s.turns) || bytes.HasPrefix(s.turns[t], []byte("end\n")) {
				continue
			}
			for {
				line, err := s.out.ReadSlice('\n')
				if err != nil {
					return fmt.Errorf("seat %d, turn %d: %v", i, t, err)
				}
				if bytes.Equal(line, []byte("go\n")) {
					break
				}
			}
		}
	}
}

// startSeat starts bot for a seat that was sent sent.
func startSeat(bot string, sent []byte) (*seat, error) {
	c := exec.Command(bot)
	in, err := c.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := c.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := c.Start(); err != nil {
		return nil, err
	}
	return &seat{cmd: c, in: in, out: bufio.NewReader(out), turns: split(sent)}, nil
}

// split cuts what a seat was sent into its turns, each ending with its
// endsTurn line; the rest, if any, is the last.
func split(b []byte) [][]byte {
	var turns [][]byte
	start := 0
	for i := 0; i < len(b); {
		j := bytes.IndexByte(b[i:], '\n')
		if j < 0 {
			break
		}
		line := b[i : i+j+1]
		i += j + 1
		if endsTurn(line) {
			turns = append(turns, b[start:i])
			start = i
		}
	}
	if start < len(b) {
		turns = append(turns, b[start:])
	}
	return turns
}

// tee runs bot with what it reads on its standard input also appended to
// file; the bot's output is its own.
func tee(file string, bot []string) error {
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	defer f.Close()
	c := exec.Command(bot[0], bot[1:]...)
	c.Stdout, c.Stderr = os.Stdout, os.Stderr
	in, err := c.StdinPipe()
	if err != nil {
		return err
	}
	if err := c.Start(); err != nil {
		return err
	}
	go func() {
		io.Copy(io.MultiWriter(in, f), os.Stdin)
		in.Close()
	}()
	return c.Wait()
}
