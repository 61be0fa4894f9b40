//go:build !linux

package bot

// waitExit returns at once: os.Process.Wait waits.
func waitExit(int) {}
