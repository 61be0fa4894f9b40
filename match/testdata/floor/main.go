// Command floor is the floor of the run benchmark (scripts/bench-run.sh):
// the bare cost of what 'floorfall run' does with no game. It starts four
// copies of a bot, reads their READY, sends each in turn an input text of
// the game's size (the input of turn 0 of a fresh game) and reads one answer
// line, for the given number of turns, then kills and waits for them.
//
//	go build -o floor ./match/testdata/floor
//	./floor [-turns 1000] ./walker
//
// It lives in testdata so that 'go build ./...' and 'go test ./...' skip it.
// match/bench_test.go has the same as a function (BenchmarkFloor1000).
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"

	"floorfall/engine"
)

func main() {
	turns := flag.Int("turns", engine.DefaultTurnLimit, "round trips")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: floor [-turns N] BOT")
		os.Exit(2)
	}
	s := engine.NewRandomGame(1, engine.DefaultTurnLimit)
	input := []byte(engine.Input(s, engine.RowCol) + "\n")
	if err := run(flag.Arg(0), input, *turns); err != nil {
		fmt.Fprintln(os.Stderr, "floor:", err)
		os.Exit(1)
	}
}

func run(bot string, input []byte, turns int) error {
	type proc struct {
		cmd *exec.Cmd
		in  io.WriteCloser
		out *bufio.Reader
	}
	var ps [engine.NumPlayers]proc
	defer func() {
		for _, p := range ps {
			if p.cmd != nil && p.cmd.Process != nil {
				p.cmd.Process.Kill()
				p.cmd.Wait()
			}
		}
	}()
	for i := range ps {
		c := exec.Command(bot)
		in, err := c.StdinPipe()
		if err != nil {
			return err
		}
		out, err := c.StdoutPipe()
		if err != nil {
			return err
		}
		if err := c.Start(); err != nil {
			return err
		}
		ps[i] = proc{c, in, bufio.NewReader(out)}
	}
	for i := range ps {
		if line, err := ps[i].out.ReadString('\n'); err != nil || line != "READY\n" {
			return fmt.Errorf("bot %d: %q, %v", i, line, err)
		}
	}
	for t := range turns {
		p := &ps[t%engine.NumPlayers]
		if _, err := p.in.Write(input); err != nil {
			return err
		}
		if _, err := p.out.ReadSlice('\n'); err != nil {
			return err
		}
	}
	return nil
}
