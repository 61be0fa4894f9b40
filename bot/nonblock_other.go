//go:build !unix

package bot

// readNow would read what the pipe holds without waiting; here it reads
// nothing: what a bot wrote just before its limit and was not read by then
// does not count.
func (r *rawPipe) readNow(p []byte) (int, error) { return 0, errDrained }

// writeNow would write what the pipe takes without waiting; here it writes
// nothing, and Wait writes it all.
func (r *rawPipe) writeNow(p []byte) (int, error) { return 0, nil }

func (r *rawPipe) readOnce(uintptr) {}
func (r *rawPipe) writeAll(uintptr) {}
