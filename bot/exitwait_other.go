//go:build !linux

package bot

// exitWatch does nothing here: os.Process.Wait waits.
type exitWatch struct{}

func watchExit(int) (exitWatch, bool) { return exitWatch{}, false }

func (exitWatch) wait() {}
