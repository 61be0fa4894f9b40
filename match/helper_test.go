package match

import (
	"bufio"
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The test binary doubles as the test bots: run with a first argument
// "-matchhelper=MODE" it acts as the bot MODE instead of running tests.
const helperFlag = "-matchhelper="

// markVar is the environment variable that marks every process a test
// starts (bots and their children), so that the test can find any process
// left behind in /proc.
const markVar = "FLOORFALL_TESTMARK"

func TestMain(m *testing.M) {
	if len(os.Args) > 1 && strings.HasPrefix(os.Args[1], helperFlag) {
		helperMain(strings.TrimPrefix(os.Args[1], helperFlag))
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// newMark returns a fresh random mark.
func newMark(t testing.TB) string {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		t.Fatal(err)
	}
	return hex.EncodeToString(b[:])
}

// helperCmd is the command line that starts the test bot of the given mode,
// marked with mark (through env, which execs the bot: same process).
func helperCmd(t testing.TB, mark, mode string) string {
	return helperEnv(mark) + quote(testExe(t)) + " " + quote(helperFlag+mode)
}

// helperEnv is the start of a command line that runs the rest marked with
// mark. Under -race a Go program sleeps 1s before it exits
// (atexit_sleep_ms), which would make the bots that exit time out instead.
func helperEnv(mark string) string {
	return "env GORACE=atexit_sleep_ms=0 " + markVar + "=" + mark + " "
}

func testExe(t testing.TB) string {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return exe
}

func quote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// garbageLine is what the garbage bot answers: binary bytes, invalid UTF-8.
const garbageLine = "\x00\xff\xfe\rbin\x01\x7f\xc3"

// walkMove is what a well-behaved walker answers at its n-th turn (from 1):
// a cycle of moves, never an attack.
func walkMove(n int) string { return string("ULDR"[n%4]) }

func helperMain(mode string) {
	in := bufio.NewReaderSize(os.Stdin, 64<<10)
	out := bufio.NewWriterSize(os.Stdout, 4<<10)
	say := func(s string) {
		out.WriteString(s)
		out.WriteByte('\n')
		out.Flush()
	}
	sleepForever := func() { time.Sleep(time.Hour) }
	// turns calls answer for each turn (a line "EOD") until stdin ends.
	turns := func(answer func(n int)) {
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
	walk := func(n int) { say(walkMove(n)) }
	// grandchild starts a process that holds this bot's stdout and
	// stderr (not its stdin) and sleeps.
	grandchild := func() {
		c := exec.Command(os.Args[0], helperFlag+"sleep")
		c.Stdout, c.Stderr = os.Stdout, os.Stderr
		if err := c.Start(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	}
	name, arg, _ := strings.Cut(mode, ":")
	k, _ := strconv.Atoi(arg)
	switch name {
	case "walk": // fast and well-behaved, never attacks
		say("READY")
		turns(walk)
	case "echo": // answers arg to every turn
		say("READY")
		turns(func(int) { say(arg) })
	case "script": // answers the letters of arg in turn, then N
		say("READY")
		turns(func(n int) {
			if n <= len(arg) {
				say(arg[n-1 : n])
			} else {
				say("N")
			}
		})
	case "sleep":
		sleepForever()
	case "noready": // prints something else, never READY
		say("hello")
		fmt.Fprintln(os.Stderr, "starting slowly")
		sleepForever()
	case "late": // READY after arg milliseconds
		time.Sleep(time.Duration(k) * time.Millisecond)
		say("READY")
		turns(walk)
	case "hang": // answers arg turns, then hangs
		say("READY")
		turns(func(n int) {
			if n > k {
				sleepForever()
			}
			walk(n)
		})
	case "crash": // answers arg turns, then exits with status 3
		say("READY")
		turns(func(n int) {
			if n > k {
				fmt.Fprintln(os.Stderr, "panic: index out of range")
				os.Exit(3)
			}
			walk(n)
		})
	case "huge": // first turn: a 20 MB line; then normal
		say("READY")
		turns(func(n int) {
			if n == 1 {
				out.Write(bytes.Repeat([]byte{'x'}, 20<<20))
			}
			walk(n)
		})
	case "stderrflood": // 64 KiB of stderr every turn
		say("READY")
		chunk := bytes.Repeat([]byte{'e'}, 64<<10)
		chunk[len(chunk)-1] = '\n'
		turns(func(n int) {
			os.Stderr.Write(chunk)
			walk(n)
		})
	case "noread": // READY, then never reads its input
		say("READY")
		sleepForever()
	case "grandchild": // leaves a grandchild holding stdout; answers normally
		grandchild()
		say("READY")
		turns(walk)
	case "grandchildexit": // same, answers arg turns, then exits (the grandchild stays)
		grandchild()
		say("READY")
		turns(func(n int) {
			if n > k {
				os.Exit(0)
			}
			walk(n)
		})
	case "garbage": // binary answers
		say("READY")
		turns(func(int) { say(garbageLine) })
	case "exitready": // exits right after READY
		say("READY")
		os.Exit(0)
	default:
		fmt.Fprintln(os.Stderr, "unknown helper mode", mode)
		os.Exit(2)
	}
}

// marked lists the live processes whose environment holds markVar=mark;
// zombies (state Z or X) do not count.
func marked(mark string) []string {
	want := []byte(markVar + "=" + mark)
	ents, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	var found []string
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		env, err := os.ReadFile("/proc/" + e.Name() + "/environ")
		if err != nil {
			continue // gone, or not ours
		}
		hit := false
		for _, kv := range bytes.Split(env, []byte{0}) {
			if bytes.Equal(kv, want) {
				hit = true
				break
			}
		}
		if !hit {
			continue
		}
		stat, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		// pid (comm) state ...; comm may hold spaces and parentheses.
		i := bytes.LastIndexByte(stat, ')')
		if i < 0 || i+2 >= len(stat) {
			continue
		}
		state := stat[i+2]
		if state == 'Z' || state == 'X' {
			continue
		}
		found = append(found, fmt.Sprintf("pid %d %s state %c", pid, stat[bytes.IndexByte(stat, '('):i+1], state))
	}
	return found
}

// checkNoneLeft fails if a process marked with mark is alive. A process
// killed just before may take a moment to become a zombie (it closes its
// files before it is marked dead), so it is given a short grace; one still
// alive after it is killed (it is the test's own) and reported.
func checkNoneLeft(t testing.TB, mark string) {
	t.Helper()
	left := marked(mark)
	if len(left) == 0 {
		return
	}
	deadline := time.Now().Add(300 * time.Millisecond)
	for len(left) > 0 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
		left = marked(mark)
	}
	if len(left) == 0 {
		t.Logf("processes left were gone after a short grace")
		return
	}
	t.Errorf("%d process(es) left behind: %s", len(left), strings.Join(left, "; "))
	for _, p := range left {
		var pid int
		if _, err := fmt.Sscanf(p, "pid %d", &pid); err == nil {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
	}
}
