//go:build !unix

package bot

import (
	"os"
	"time"
)

// Read reads through the runtime poller, with the deadline set on the file.
func (o *outPipe) Read(p []byte) (int, error) { return o.f.Read(p) }

func setFileDeadline(f *os.File, t time.Time) { _ = f.SetReadDeadline(t) }
