package bot

import (
	"os"
	"strings"
	"testing"

	"floorfall/internal/testbot"
)

// The test binary doubles as the test bots (see testbot): run with a first
// argument helperFlag+MODE it acts as the bot MODE instead of running
// tests. A well-behaved bot answers "U".
const helperFlag = testbot.Flag

func TestMain(m *testing.M) {
	testbot.Main(func(int) string { return "U" })
	os.Exit(m.Run())
}

// testProtocol is the test bots' protocol: a line READY once started,
// then one line per turn.
var testProtocol = Protocol{Ready: "READY"}

// testCfg is cfg with the test bots' protocol where it gives none.
func testCfg(cfg Config) Config {
	if cfg.Protocol == nil {
		cfg.Protocol = &testProtocol
	}
	return cfg
}

// helperCmd is the command line that starts the test bot of the given mode.
func helperCmd(t testing.TB, mode string) string {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return testbot.Command(exe, mode)
}

// quote quotes s as one word of a command line.
func quote(s string) string { return testbot.Quote(s) }

// input is a turn's input of about size bytes, ending with the line EOD.
func input(size int) string {
	var sb strings.Builder
	for sb.Len() < size {
		sb.WriteString("0 1 2 3 4 5 6 7 8 9 1 1 1 1 0 0 0 2\n")
	}
	sb.WriteString("EOD")
	return sb.String()
}
