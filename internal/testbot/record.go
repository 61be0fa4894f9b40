package testbot

import (
	"bufio"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"
)

// recordBot plays a game's protocol giving no orders and appends, as it
// reads them, every byte it is sent to a file: arg is GAME:FILE (FILE an
// absolute path). It checks its stream as a bot that keeps state would
// rely on it, and on a break says so on stderr ("MISMATCH ...") and exits
// with status 3:
//
//	ants          the setup first (turn 0, with rows and cols), then each
//	              turn's message, numbered from 1 up by one; answers "go"
//	              (nothing to an end message)
//	jc2015        READY; its first input its first turn (its id), each
//	              next one four turns later; answers N
//	hit-and-sunk  one call a process: appends its argument and a newline
//	              ("-" and a newline for the ship-choice call, which has
//	              none) and prints class 1 to it, nothing to the others
//	tenka1-2022   calls the API's move (0) until the game is over, and
//	              appends each answer's body and a newline
func recordBot(arg string) {
	name, path, ok := strings.Cut(arg, ":")
	if !ok {
		fail("the record bot wants GAME:FILE, not %q", arg)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		fail("%v", err)
	}
	rec := func(b []byte) {
		if _, err := f.Write(b); err != nil {
			fail("%v", err)
		}
	}
	switch name {
	case "ants":
		recordAnts(rec)
	case "jc2015":
		recordJC(rec)
	case "hit-and-sunk":
		if len(os.Args) < 3 {
			rec([]byte("-\n"))
			fmt.Println("1")
			return
		}
		rec([]byte(os.Args[2] + "\n"))
	case "tenka1-2022":
		recordTenka(rec)
	default:
		fail("the record bot plays ants, jc2015, hit-and-sunk or tenka1-2022, not %q", name)
	}
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, format+"\n", args...)
	os.Exit(2)
}

// mismatch reports a break in the stream and exits with status 3.
func mismatch(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "MISMATCH: "+format+"\n", args...)
	os.Exit(3)
}

func recordAnts(rec func([]byte)) {
	in := bufio.NewReaderSize(os.Stdin, 64<<10)
	var msg []byte
	next := 0 // the turn of the next message
	for {
		msg = msg[:0]
		for {
			line, err := in.ReadSlice('\n')
			msg = append(msg, line...)
			if err == bufio.ErrBufferFull {
				continue
			}
			if err != nil {
				rec(msg)
				os.Exit(0)
			}
			if s := string(line); s == "ready\n" || s == "go\n" {
				break
			}
		}
		rec(msg)
		text := string(msg)
		if strings.HasPrefix(text, "end\n") {
			continue // wants no answer
		}
		want := "turn " + strconv.Itoa(next) + "\n"
		switch {
		case !strings.HasPrefix(text, want):
			mismatch("message %d begins %.20q, want %q", next, text, want)
		case next == 0 && (!strings.Contains(text, "\nrows ") || !strings.Contains(text, "\ncols ")):
			mismatch("the setup has no rows or cols: %q", text)
		}
		next++
		os.Stdout.WriteString("go\n")
	}
}

func recordJC(rec func([]byte)) {
	os.Stdout.WriteString("READY\n")
	in := bufio.NewReaderSize(os.Stdin, 64<<10)
	turn := -1 // of the last input
	for {
		text, ok := readTurn(in)
		rec([]byte(text))
		if !ok {
			os.Exit(0)
		}
		lines := strings.SplitN(text, "\n", 3)
		id, err1 := strconv.Atoi(lines[0])
		t, err2 := strconv.Atoi(lines[1])
		want := turn + 4
		if turn < 0 {
			want = id
		}
		if err1 != nil || err2 != nil || t != want {
			mismatch("an input of turn %q, want turn %d", lines[1], want)
		}
		turn = t
		os.Stdout.WriteString("N\n")
	}
}

func recordTenka(rec func([]byte)) {
	client := &http.Client{Timeout: time.Minute}
	url := os.Getenv("GAME_SERVER") + "/api/move/" + os.Getenv("TOKEN") + "/" + os.Getenv("GAME_ID") + "/0"
	for {
		resp, err := client.Get(url)
		if err != nil {
			fail("%v", err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if strings.Contains(string(body), `"status":"game_finished"`) {
			return
		}
		rec(append(body, '\n'))
	}
}
