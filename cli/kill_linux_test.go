package cli

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"floorfall/internal/testbot"
	"floorfall/internal/testlimit"
)

// withEnv lists the live processes whose environment holds kv.
func withEnv(kv string) []int {
	var pids []int
	for _, p := range testbot.Alive() {
		if p.HasEnv(kv) {
			pids = append(pids, p.Pid)
		}
	}
	return pids
}

// Two Ctrl-C at once: floorfall exits at once (status 130), and no process
// of its bots survives, not even daemons that left their process groups.
// The first Ctrl-C closes the bots (which kills their trees), the second
// calls bot.KillAll and exits: which gets there first varies, so this
// checks the outcome, not that KillAll did it.
func TestSecondInterruptKillsEveryBotProcess(t *testing.T) {
	mark := "FLOORFALL_CLITEST=" + strconv.FormatInt(time.Now().UnixNano(), 36)
	t.Cleanup(func() {
		for _, pid := range withEnv(mark) {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
	})
	out := filepath.Join(t.TempDir(), "cut.json")
	bot := `sh -c '(setsid sleep 1000 &); echo READY; while read l; do [ "$l" = EOD ] && { sleep 0.02; echo N; }; done'`
	cmd := exec.Command(binary, "run", "-a", bot, "-a", bot, "-a", bot, "-a", bot, "--out", out)
	cmd.Env = append(os.Environ(), "DISPLAY=", mark)
	var e bytes.Buffer
	cmd.Stderr = &e
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// floorfall, 4 bots, 4 daemons.
	for deadline := time.Now().Add(testlimit.Scale(20 * time.Second)); len(withEnv(mark)) < 9; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("processes %v", withEnv(mark))
		}
	}
	cmd.Process.Signal(syscall.SIGINT)
	cmd.Process.Signal(syscall.SIGINT)
	err := cmd.Wait()
	if ee, ok := errors.AsType[*exec.ExitError](err); !ok || ee.ExitCode() != ExitInterrupt {
		t.Fatalf("exit: %v\n%s", err, e.String())
	}
	var left []int
	for deadline := time.Now().Add(testlimit.Scale(15 * time.Second)); ; time.Sleep(10 * time.Millisecond) {
		if left = withEnv(mark); len(left) == 0 {
			return
		}
		if time.Now().After(deadline) {
			break
		}
	}
	t.Fatalf("processes left: %v\n%s", left, strings.TrimSpace(e.String()))
}
