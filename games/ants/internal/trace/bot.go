package trace

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"floorfall/internal/testbot"
)

// BotFlag is the start of the first argument that makes a test binary
// whose TestMain calls Main a bot replaying a seat: BotFlag+TRACE,SEAT,LOG.
const BotFlag = "-antstrace="

// Command is the command line that starts, from the test binary exe, the
// bot replaying seat of the trace at path, logging what it is sent to log.
func Command(exe, path string, seat int, log string) string {
	return testbot.Quote(exe) + " " + testbot.Quote(fmt.Sprintf("%s%s,%d,%s", BotFlag, path, seat, log))
}

// Main turns a test binary into the replaying bot when its first argument
// is BotFlag+ARG: it runs Bot(ARG) and exits. Call it first in TestMain.
func Main() {
	if len(os.Args) > 1 && strings.HasPrefix(os.Args[1], BotFlag) {
		Bot(strings.TrimPrefix(os.Args[1], BotFlag))
		os.Exit(0)
	}
}

// Bot plays seat p of a game recorded from the official Ants
// engine (a conformance trace, trace_NNN.json.gz): arg is TRACE,SEAT,LOG.
// It appends every message it receives to LOG, in one write; each message
// (lines up to one "ready" or "go") is the player's next non-null slot
// of the trace's inputs, and it answers that slot's recorded output raw,
// nothing to an end message. Where the trace says the player crashed it
// exits (status 1) on that slot's message; where it timed out it hangs.
// It exits when its input ends.
func Bot(arg string) {
	parts := strings.Split(arg, ",")
	if len(parts) != 3 {
		fail("the trace bot wants TRACE,SEAT,LOG, not %q", arg)
	}
	seat, err := strconv.Atoi(parts[1])
	if err != nil {
		fail("the trace bot: seat %q", parts[1])
	}
	tr, err := Read(parts[0])
	if err != nil {
		fail("%v", err)
	}
	if seat < 0 || seat >= len(tr.PlayerTurns) {
		fail("the trace bot: no seat %d", seat)
	}
	log, err := os.Create(parts[2])
	if err != nil {
		fail("%v", err)
	}
	var slots []int // the slots that have a message for this seat
	for k, in := range tr.Inputs {
		if seat < len(in) && in[seat] != nil {
			slots = append(slots, k)
		}
	}
	in := bufio.NewReaderSize(os.Stdin, 64<<10)
	out := bufio.NewWriter(os.Stdout)
	var msg []byte
	for m := 0; ; m++ {
		msg = msg[:0]
		for {
			line, err := in.ReadString('\n')
			msg = append(msg, line...)
			if err != nil {
				log.Write(msg) // what came before the input ended
				os.Exit(0)
			}
			if line == "ready\n" || line == "go\n" {
				break
			}
		}
		log.Write(msg) // whole: a bot killed after an end message logs all of it or nothing
		if m >= len(slots) {
			fmt.Fprintf(os.Stderr, "MISMATCH: message %d, the engine sent %d\n", m, len(slots))
			continue
		}
		k := slots[m]
		if tr.PlayerTurns[seat] == k {
			switch tr.Statuses[seat] {
			case "crashed":
				os.Exit(1)
			case "timeout":
				time.Sleep(time.Hour)
			}
		}
		if k < len(tr.Outputs) && seat < len(tr.Outputs[k]) && tr.Outputs[k][seat] != nil {
			out.WriteString(*tr.Outputs[k][seat])
			out.Flush()
		}
	}
}

// fail says why the bot cannot play, and exits with status 2.
func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, format+"\n", args...)
	os.Exit(2)
}
