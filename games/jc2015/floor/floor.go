// Package floor is the floor of the run benchmark (JavaChallenge2015): the bare cost of what
// 'floorfall run' does, with no game. Run starts four copies of a bot,
// reads their READY, sends each in turn an input text and reads one answer
// line, for the given number of turns, then kills and waits for them. Used
// by match's benchmarks and by the program match/testdata/floor
// (scripts/bench-run.sh).
package floor

import (
	"bufio"
	"fmt"
	"io"
	"os/exec"

	"floorfall/games/jc2015/engine"
)

// Input is the input text the floor sends: turn 0 of a fresh game, the size
// of a real turn's input.
func Input() []byte {
	s := engine.NewRandomGame(1, engine.DefaultTurnLimit)
	return []byte(engine.Input(s, engine.RowCol) + "\n")
}

// Run does turns round trips with four copies of bot.
func Run(bot string, input []byte, turns int) error {
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
			return fmt.Errorf("player %d: %q, %v", i, line, err)
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
