//go:build !unix

package bot

import "syscall"

// readNow would read what the pipe of rc holds without waiting; here it
// reads nothing: what a bot wrote just before its limit and was not read
// by then does not count.
func readNow(rc syscall.RawConn, p []byte) (int, error) { return 0, errDrained }

// writeNow would write what the pipe of rc takes without waiting; here it
// writes nothing, and Wait writes it all.
func writeNow(rc syscall.RawConn, p []byte) (int, error) { return 0, nil }
