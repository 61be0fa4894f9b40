//go:build unix

package cli

import "syscall"

// mkfifo makes a FIFO at path (fifo_other_test.go: none, elsewhere).
func mkfifo(path string, mode uint32) error { return syscall.Mkfifo(path, mode) }
