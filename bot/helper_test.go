package bot

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The test binary doubles as the test bots: run with a first argument
// "-bothelper=MODE" it acts as the bot MODE instead of running tests.
const helperFlag = "-bothelper="

func TestMain(m *testing.M) {
	if len(os.Args) > 1 && strings.HasPrefix(os.Args[1], helperFlag) {
		helperMain(strings.TrimPrefix(os.Args[1], helperFlag))
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// helperCmd is the command line that starts the test bot of the given mode.
func helperCmd(t testing.TB, mode string) string {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return quote(exe) + " " + quote(helperFlag+mode)
}

func quote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// stderrChunk is what the stderrflood bot writes on stderr at turn n.
func stderrChunk(n int) []byte {
	head := fmt.Sprintf("turn %d\n", n)
	chunk := bytes.Repeat([]byte{byte('a' + n%26)}, 64<<10)
	copy(chunk, head)
	chunk[len(chunk)-1] = '\n'
	return chunk
}

func helperMain(mode string) {
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	out := bufio.NewWriterSize(os.Stdout, 64<<10)
	say := func(s string) {
		out.WriteString(s)
		out.WriteByte('\n')
		out.Flush()
	}
	sleepForever := func() { time.Sleep(time.Hour) }
	// turns calls answer for each turn (a line "EOD") until stdin ends.
	turns := func(answer func(turn int)) {
		for n := 1; ; n++ {
			for {
				line, err := in.ReadSlice('\n')
				if err != nil && err != bufio.ErrBufferFull {
					os.Exit(0)
				}
				if err == nil && string(line) == "EOD\n" {
					break
				}
			}
			answer(n)
		}
	}
	name, arg, _ := strings.Cut(mode, ":")
	switch name {
	case "echo": // answers arg (default "U") to each turn
		if arg == "" {
			arg = "U"
		}
		say("READY")
		turns(func(int) { say(arg) })
	case "banner": // prints other lines before READY
		say("Loading...")
		say("  not READY yet")
		say(" READY ")
		turns(func(int) { say("U") })
	case "late": // READY after arg milliseconds
		ms, _ := strconv.Atoi(arg)
		time.Sleep(time.Duration(ms) * time.Millisecond)
		say("READY")
		turns(func(int) { say("U") })
	case "noready":
		say("hello")
		fmt.Fprintln(os.Stderr, "starting slowly")
		sleepForever()
	case "exitbeforeready":
		fmt.Fprintln(os.Stderr, "cannot load map")
		os.Exit(1)
	case "exitready":
		say("READY")
		os.Exit(0)
	case "hang": // answers arg turns, then hangs
		k, _ := strconv.Atoi(arg)
		say("READY")
		turns(func(n int) {
			if n > k {
				sleepForever()
			}
			say("U")
		})
	case "crash": // answers arg turns, then exits with status 3 on the next input
		k, _ := strconv.Atoi(arg)
		say("READY")
		turns(func(n int) {
			if n > k {
				fmt.Fprintln(os.Stderr, "panic: index out of range")
				os.Exit(3)
			}
			say("U")
		})
	case "huge": // turn 1: a 20 MB line; then "U"
		say("READY")
		turns(func(n int) {
			if n == 1 {
				out.Write(bytes.Repeat([]byte{'x'}, 20<<20))
			}
			say("U")
		})
	case "hugenonl": // turn 1: 20 MB without newline, then hangs
		say("READY")
		turns(func(int) {
			out.Write(bytes.Repeat([]byte{'x'}, 20<<20))
			out.Flush()
			sleepForever()
		})
	case "stderrflood": // 64 KiB of stderr per turn
		say("READY")
		turns(func(n int) {
			os.Stderr.Write(stderrChunk(n))
			say("U")
		})
	case "garbage": // binary answers
		say("READY")
		turns(func(int) { say("\x00\xff\xfe\rbin\x01\x7f\r") })
	case "spam": // answers without ever reading input
		say("READY")
		for {
			say("U")
		}
	case "noread": // never reads input, never answers
		say("READY")
		sleepForever()
	default:
		fmt.Fprintln(os.Stderr, "unknown helper mode", mode)
		os.Exit(2)
	}
}
