//go:build !unix

package app

import "errors"

// mkfifo cannot make a FIFO here: the tests that need one skip.
func mkfifo(path string, mode uint32) error { return errors.ErrUnsupported }
