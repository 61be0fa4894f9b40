//go:build js

package tenka1

import (
	"errors"
	"io"
)

// Serve: a web page calls no HTTP API, so it runs no Tenka1 bot (the web
// viewer only shows replays; see serve.go for the program's).
func (Game) Serve(string, int64, map[string]string, []string, io.Reader, io.Writer) error {
	return errors.New("a web page runs no Tenka1 bot: run 'floorfall bot' on a computer")
}
