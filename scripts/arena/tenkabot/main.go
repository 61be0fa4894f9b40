// Command tenkabot is a tiny Tenka1 2022 bot for scripts/bench-arena.sh: it
// calls GET $GAME_SERVER/api/move/$TOKEN/$GAME_ID/DIR, DIR drawn from the
// seed in its argument, until an answer's status is not ok. It keeps one
// connection (Go's default client), as the contest's Go sample does.
//
// With $ARENA_RECORD set to a folder, it also writes every answer to the
// file SEED there, each as its length in decimal, a newline and its bytes:
// the answers the bench's floor serves (scripts/arena/floor).
//
//	tenkabot SEED
package main

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: tenkabot SEED")
		os.Exit(2)
	}
	seed, err := strconv.ParseUint(os.Args[1], 10, 64)
	if err != nil {
		fmt.Fprintln(os.Stderr, "tenkabot:", err)
		os.Exit(2)
	}
	if err := run(seed); err != nil {
		fmt.Fprintln(os.Stderr, "tenkabot:", err)
		os.Exit(1)
	}
}

func run(seed uint64) error {
	var record io.Writer
	if dir := os.Getenv("ARENA_RECORD"); dir != "" {
		f, err := os.Create(filepath.Join(dir, strconv.FormatUint(seed, 10)))
		if err != nil {
			return err
		}
		defer f.Close()
		record = f
	}
	base := os.Getenv("GAME_SERVER") + "/api/move/" + os.Getenv("TOKEN") + "/" + os.Getenv("GAME_ID") + "/"
	rnd := rand.New(rand.NewPCG(seed, 1))
	for {
		resp, err := http.Get(base + strconv.Itoa(rnd.IntN(4)))
		if err != nil {
			return err
		}
		body, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil {
			return err
		}
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("%s: %s", resp.Status, body)
		}
		if record != nil {
			fmt.Fprintf(record, "%d\n%s", len(body), body)
		}
		if !bytes.HasPrefix(body, []byte(`{"status":"ok"`)) {
			return nil
		}
	}
}
