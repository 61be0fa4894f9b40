package testbot

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"
)

// httpBot plays by calling a game's HTTP API, as a Tenka1 2022 bot does:
// GET $GAME_SERVER/api/move/$TOKEN/$GAME_ID/DIR. It prints on stdout, for
// each call, "DIR STATUS BODY" (the status code and the body of the
// answer). It reads nothing on stdin. script is a list of steps separated
// by commas:
//
//	mD      one call with the move D (any text)
//	bad     one call with a wrong token
//	twice   two calls with the moves 0 and 1 at the same time (the second
//	        50 ms after the first)
//	sleepMS sleeps MS milliseconds
//	exitK   exits with status K
//	loop    calls with the moves 0 1 2 3 0 1 ... until an answer "end"
//	hang    sleeps for ever
//
// After the last step it exits with status 0.
func httpBot(script string) {
	server, token, game := os.Getenv("GAME_SERVER"), os.Getenv("TOKEN"), os.Getenv("GAME_ID")
	client := &http.Client{Timeout: time.Minute}
	call := func(token, dir string) string {
		resp, err := client.Get(server + "/api/move/" + token + "/" + game + "/" + dir)
		if err != nil {
			fmt.Printf("%s error %v\n", dir, err)
			return ""
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		fmt.Printf("%s %d %s\n", dir, resp.StatusCode, body)
		return string(body)
	}
	for step := range strings.SplitSeq(script, ",") {
		switch {
		case strings.HasPrefix(step, "m"):
			call(token, step[1:])
		case step == "bad":
			call("0"+token, "0")
		case step == "twice":
			var wg sync.WaitGroup
			for _, d := range []string{"0", "1"} {
				wg.Go(func() { call(token, d) })
				time.Sleep(50 * time.Millisecond) // the first is likely waiting
			}
			wg.Wait()
		case strings.HasPrefix(step, "sleep"):
			ms, _ := strconv.Atoi(step[len("sleep"):])
			time.Sleep(time.Duration(ms) * time.Millisecond)
		case strings.HasPrefix(step, "exit"):
			k, _ := strconv.Atoi(step[len("exit"):])
			os.Exit(k)
		case step == "loop":
			for n := 0; call(token, strconv.Itoa(n%4)) != "end"; n++ {
			}
		case step == "hang":
			time.Sleep(time.Hour)
		default:
			fmt.Fprintln(os.Stderr, "unknown step", step)
			os.Exit(2)
		}
	}
}
