package testbot

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"floorfall/internal/antstrace"
)

// antsTraceBot plays seat p of a game recorded from the official Ants
// engine (a conformance trace, trace_NNN.json.gz): arg is TRACE,SEAT,LOG.
// It appends every message it receives to LOG, in one write; each message
// (lines up to one "ready" or "go") is the player's next non-null slot
// of the trace's inputs, and it answers that slot's recorded output raw,
// nothing to an end message. Where the trace says the player crashed it
// exits (status 1) on that slot's message; where it timed out it hangs.
// It exits when its input ends.
func antsTraceBot(arg string) {
	parts := strings.Split(arg, ",")
	if len(parts) != 3 {
		fail("antstrace wants TRACE,SEAT,LOG, not %q", arg)
	}
	seat, err := strconv.Atoi(parts[1])
	if err != nil {
		fail("antstrace: seat %q", parts[1])
	}
	tr, err := antstrace.Read(parts[0])
	if err != nil {
		fail("%v", err)
	}
	if seat < 0 || seat >= len(tr.PlayerTurns) {
		fail("antstrace: no seat %d", seat)
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

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, format+"\n", args...)
	os.Exit(2)
}
