package bot

import (
	"os"
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
