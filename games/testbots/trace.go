package testbots

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// traceBot plays its seat of a JavaChallenge2015 game recorded from the
// official server (a file of internal/fixtures/testdata/jc2015/traces): at
// each turn it checks that the input is the one the official server sent
// at that turn, byte for byte, and answers what the official game's bot
// answered, raw (odd spacing, invalid words, nothing at all). A different input is reported on stderr
// as a line starting "MISMATCH", so a match's replay shows it.
func traceBot(path string) {
	data, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	var tr struct {
		Sent   []*string `json:"sent"`
		Inputs []string  `json:"inputs"`
	}
	if err := json.Unmarshal(data, &tr); err != nil {
		fmt.Fprintln(os.Stderr, path+":", err)
		os.Exit(2)
	}
	in := bufio.NewScanner(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	fmt.Fprintln(out, "READY")
	out.Flush()
	var lines []string
	for in.Scan() {
		lines = append(lines, in.Text())
		if in.Text() != "EOD" {
			continue
		}
		text := strings.Join(lines, "\n")
		lines = lines[:0]
		t := -1
		if strings.Count(text, "\n") > 1 {
			t, _ = strconv.Atoi(strings.SplitN(text, "\n", 3)[1])
		}
		answer := ""
		switch {
		case t < 0 || t >= len(tr.Inputs):
			fmt.Fprintf(os.Stderr, "MISMATCH: input for turn %d, the game has %d turns\n", t, len(tr.Inputs))
		case text != tr.Inputs[t]:
			fmt.Fprintf(os.Stderr, "MISMATCH at turn %d: got %q, the official server sent %q\n", t, text, tr.Inputs[t])
		}
		if t >= 0 && t < len(tr.Sent) && tr.Sent[t] != nil {
			answer = *tr.Sent[t]
		}
		fmt.Fprintln(out, answer)
		out.Flush()
	}
}
