package bot

import "testing"

// A leader's start time is read when first needed, while the leader is
// not reaped: its own /proc entry, the same value after; one never read
// before the leader was reaped stays unknown (0), which no process has.
func TestLeaderStartLazy(t *testing.T) {
	b := start(t, sh("exec sleep 30"), slow)
	if !b.tree.lazy {
		t.Skip("no pidfd here: the start time is read at once")
	}
	p, ok := readStat(b.pid)
	if !ok || p.start == 0 {
		t.Fatalf("no /proc entry for the bot: %+v %v", p, ok)
	}
	if got := b.tree.leaderStart(b.pid); got != p.start {
		t.Fatalf("leaderStart %d, /proc says %d", got, p.start)
	}
	b.Close()
	if got := b.tree.leaderStart(b.pid); got != p.start {
		t.Fatalf("after Close, leaderStart %d, want %d as read", got, p.start)
	}

	unread := start(t, sh("exec sleep 30"), slow)
	unread.Close()
	if got := unread.tree.leaderStart(unread.pid); got != 0 {
		t.Fatalf("read after the leader was reaped: %d, want 0", got)
	}
}
