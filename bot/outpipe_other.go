//go:build !unix

package bot

// Read reads through the runtime poller, with the deadline set on the file
// (polled is always set here).
func (o *outPipe) Read(p []byte) (int, error) { return o.f.Read(p) }
