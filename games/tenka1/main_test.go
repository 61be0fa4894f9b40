package tenka1

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/go-json-experiment/json"

	"floorfall/games/tenka1/internal/trace"
)

// botFlag, as the test binary's first argument (botFlag+"TRACE:SEAT"),
// makes it a bot that plays a seat of a conformance trace over HTTP.
const botFlag = "-tenka1bot="

// TestMain: the test binary doubles as the scripted bot (traceBot).
func TestMain(m *testing.M) {
	if len(os.Args) > 1 && strings.HasPrefix(os.Args[1], botFlag) {
		path, seat, _ := strings.Cut(strings.TrimPrefix(os.Args[1], botFlag), ":")
		n, _ := strconv.Atoi(seat)
		if err := traceBot(path, n); err != nil {
			what := "FAIL "
			if errors.Is(err, errLate) {
				what = ""
			}
			os.WriteFile(filepath.Join(os.Getenv("TENKA1_OUT"), "seat"+seat), []byte(what+err.Error()), 0o644)
			os.Exit(1)
		}
		os.WriteFile(filepath.Join(os.Getenv("TENKA1_OUT"), "seat"+seat), []byte("ok"), 0o644)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// errLate: a call came after its turn's time (a loaded machine), and
// counted for the next turn: the trace was not played as recorded.
var errLate = errors.New("LATE")

// traceBot plays seat of the trace at path as the conformance README says:
// during turn t it calls move with the recorded direction once (none for
// -1: it waits, watching /api/data, until the turn it calls in next has
// begun), checks the answer is the recorded one ("now" aside), and after
// its last move calls once more (after the end of the game if its moves
// stop early) and checks it is told game_finished.
func traceBot(path string, seat int) error {
	tr, err := trace.Load(path)
	if err != nil {
		return err
	}
	server, token, id := os.Getenv("GAME_SERVER"), os.Getenv("TOKEN"), os.Getenv("GAME_ID")
	client := &http.Client{Timeout: time.Minute}
	get := func(path string) (string, error) {
		resp, err := client.Get(server + path)
		if err != nil {
			return "", err
		}
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusOK || resp.Header.Get("Access-Control-Allow-Origin") != "*" || resp.Header["Content-Type"] != nil {
			return "", fmt.Errorf("GET %s: %s, headers %v", path, resp.Status, resp.Header)
		}
		return string(body), err
	}
	// waitFor waits until turns turns have been played (over: the game).
	waitFor := func(turns int, over bool) error {
		for {
			body, err := get("/api/data/" + token + "/" + id)
			if err != nil {
				return err
			}
			var d struct {
				Moves   [][]int  `json:"moves"`
				UserIDs []string `json:"user_ids"`
			}
			if err := json.Unmarshal([]byte(body), &d); err != nil {
				return fmt.Errorf("data: %v", err)
			}
			if len(d.Moves) >= turns && (!over || len(d.UserIDs) == 6) {
				return nil
			}
			time.Sleep(2 * time.Millisecond)
		}
	}
	played := 0 // turns played, as the last answer said
	for t, moves := range tr.Moves {
		v := moves[seat]
		if v < 0 {
			continue
		}
		if played < t {
			if err := waitFor(t, false); err != nil {
				return err
			}
		}
		body, err := get(fmt.Sprintf("/api/move/%s/%s/%d", token, id, v))
		if err != nil {
			return err
		}
		rest, ok := strings.CutPrefix(body, `{"status":"ok","now":`)
		i := strings.IndexByte(rest, ',')
		if !ok || i < 1 {
			return fmt.Errorf("turn %d: answer %.80s", t, body)
		}
		if now, err := strconv.ParseInt(rest[:i], 10, 64); err != nil || now < time.Now().Add(-time.Minute).UnixMilli() {
			return fmt.Errorf("turn %d: now %q", t, rest[:i])
		}
		if turn := fmt.Sprintf(`,"turn":%d,`, t+1); !strings.HasPrefix(rest[i:], turn) {
			return fmt.Errorf("%w: the call of turn %d was answered %.40s", errLate, t, rest[i:])
		}
		if got := `{"status":"ok","now":0` + rest[i:]; got != *tr.Responses[t][seat] {
			return fmt.Errorf("turn %d:\n got %s\nwant %s", t, got, *tr.Responses[t][seat])
		}
		played = t + 1
	}
	if played < len(tr.Moves) {
		if err := waitFor(len(tr.Moves), true); err != nil {
			return err
		}
	}
	body, err := get(fmt.Sprintf("/api/move/%s/%s/0", token, id))
	if err != nil {
		return err
	}
	if body != `{"status":"game_finished"}` {
		return fmt.Errorf("after the last move: %s", body)
	}
	return nil
}
