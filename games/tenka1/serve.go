//go:build !js

package tenka1

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/go-json-experiment/json"

	"floorfall/games/tenka1/engine"
)

// Serve runs a built-in bot as the contest's bots ran: it calls the API at
// $GAME_SERVER with $TOKEN in game $GAME_ID (without one, a practice game
// from /api/start, as the samples do) until an answer is not ok, and
// prints the status it ended on to out. in is not read.
func (Game) Serve(name string, seed int64, params map[string]string, args []string, in io.Reader, out io.Writer) error {
	if len(args) > 0 {
		return fmt.Errorf("a Tenka1 2022 bot takes no arguments (%q)", args[0])
	}
	if name == "still" {
		return fmt.Errorf("still makes no calls: leave the seat empty instead (its agent stands still)")
	}
	st, err := newStrategy(name, seed)
	if err != nil {
		return err
	}
	c := &client{server: strings.TrimSuffix(os.Getenv("GAME_SERVER"), "/"), token: os.Getenv("TOKEN"), http: &http.Client{Timeout: time.Minute}}
	if c.server == "" || c.token == "" {
		return fmt.Errorf("GAME_SERVER and TOKEN must be set (floorfall run sets them)")
	}
	gameID := os.Getenv("GAME_ID")
	if gameID == "" {
		if gameID, err = c.start(); err != nil {
			return err
		}
	}
	dir := st.decide(nil, true)
	for {
		body, err := c.get("/api/move/" + c.token + "/" + gameID + "/" + fmt.Sprint(dir))
		if err != nil {
			return err
		}
		a, err := engine.ParseAnswer(body)
		if err != nil {
			return fmt.Errorf("move: %v", err)
		}
		switch a.Status {
		case "ok":
			dir = st.decide(&a.State, false)
		case "already_moved":
		default:
			fmt.Fprintf(out, "status = %s\n", a.Status)
			return nil
		}
	}
}

type client struct {
	server, token string
	http          *http.Client
}

// get calls the API, retrying a 5xx answer up to 5 times 100 ms apart, as
// the samples do; another status than 200 is an error.
func (c *client) get(path string) ([]byte, error) {
	for range 5 {
		resp, err := c.http.Get(c.server + path)
		if err != nil {
			return nil, err
		}
		body, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
		resp.Body.Close()
		if resp.StatusCode >= 500 {
			time.Sleep(100 * time.Millisecond)
			continue
		}
		if resp.StatusCode != http.StatusOK {
			return nil, fmt.Errorf("GET %s: %s", path, resp.Status)
		}
		return body, err
	}
	return nil, fmt.Errorf("GET %s: server errors 5 times", path)
}

// start starts a practice game (mode 0, no delay) and returns its id.
func (c *client) start() (string, error) {
	body, err := c.get("/api/start/" + c.token + "/0/0")
	if err != nil {
		return "", err
	}
	var s struct {
		Status string `json:"status"`
		GameID int64  `json:"game_id"`
	}
	if err := json.Unmarshal(body, &s); err != nil || s.Status != "ok" && s.Status != "started" {
		return "", fmt.Errorf("start: %s", body)
	}
	return fmt.Sprint(s.GameID), nil
}
