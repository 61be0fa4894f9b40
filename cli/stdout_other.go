//go:build !unix

package cli

import "io"

// closedAtStart: only Unix systems are known to reopen closed standard
// streams on /dev/null.
func closedAtStart(w io.Writer) bool { return false }
