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
	"slices"
	"strconv"
	"syscall"
	"time"
)

// call is one recorded call of a bot run anew for every call.
type call struct {
	at   int64 // when it was made, in ns: the calls' order
	seat int
	args []string
}

// perCall makes the recorded calls in their order, each as
// exec.Command(bot, args...).Output() in the seat's own working folder
// (seat-N in a temporary folder, as floorfall's --seat-dirs default).
func perCall(dir, bot string) error {
	var calls []call
	for n := 0; ; n++ {
		b, err := os.ReadFile(filepath.Join(dir, "seat-"+strconv.Itoa(n)+".calls"))
		if errors.Is(err, fs.ErrNotExist) && n > 0 {
			break
		}
		if err != nil {
			return err
		}
		cs, err := readCalls(b, n)
		if err != nil {
			return fmt.Errorf("seat %d: %v", n, err)
		}
		calls = append(calls, cs...)
	}
	slices.SortStableFunc(calls, func(a, b call) int { return int(a.at - b.at) })
	tmp, err := os.MkdirTemp("", "floor-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	var dirs []string
	for _, c := range calls {
		for len(dirs) <= c.seat {
			d := filepath.Join(tmp, "seat-"+strconv.Itoa(len(dirs)))
			if err := os.Mkdir(d, 0o755); err != nil {
				return err
			}
			dirs = append(dirs, d)
		}
	}
	for _, c := range calls {
		cmd := exec.Command(bot, c.args...)
		cmd.Dir = dirs[c.seat]
		if _, err := cmd.Output(); err != nil {
			return fmt.Errorf("seat %d: %v", c.seat, err)
		}
	}
	return nil
}

// teeCall appends its arguments to file, then runs bot in its place.
func teeCall(file string, bot []string) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%d %d\n", time.Now().UnixNano(), len(bot)-1)
	for _, a := range bot[1:] {
		fmt.Fprintf(&b, "%d\n%s", len(a), a)
	}
	f, err := os.OpenFile(file, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(b.Bytes())
	if err := f.Close(); err != nil {
		return err
	}
	if err != nil {
		return err
	}
	path, err := exec.LookPath(bot[0])
	if err != nil {
		return err
	}
	return syscall.Exec(path, bot, os.Environ())
}

// readCalls reads what teeCall appended.
func readCalls(b []byte, seat int) ([]call, error) {
	r := bufio.NewReader(bytes.NewReader(b))
	var calls []call
	for {
		c := call{seat: seat}
		var n int
		if _, err := fmt.Fscanf(r, "%d %d\n", &c.at, &n); err == io.EOF {
			return calls, nil
		} else if err != nil {
			return nil, err
		}
		for range n {
			var size int
			if _, err := fmt.Fscanf(r, "%d\n", &size); err != nil {
				return nil, err
			}
			a := make([]byte, size)
			if _, err := io.ReadFull(r, a); err != nil {
				return nil, err
			}
			c.args = append(c.args, string(a))
		}
		calls = append(calls, c)
	}
}
