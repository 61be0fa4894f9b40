package main

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
)

// server answers the recorded answers as floorfall's API at --pace fast
// does: a seat's k-th call is answered once every seat has made its k-th
// call (or has no k-th answer).
type server struct {
	answers [][][]byte // by seat, by call

	mu    sync.Mutex
	calls []int                 // by seat: calls made
	came  map[int]int           // by call number: the seats that made it
	ready map[int]chan struct{} // by call number: closed when all came
}

// serve starts 'bot N' for each recorded DIR/N (N from 1) with the
// environment of a Tenka1 bot, serves them until they have all ended,
// and stops.
func serve(dir, bot string) error {
	s := &server{came: map[int]int{}, ready: map[int]chan struct{}{}}
	for n := 1; ; n++ {
		b, err := os.ReadFile(filepath.Join(dir, strconv.Itoa(n)))
		if errors.Is(err, fs.ErrNotExist) && n > 1 {
			break
		}
		if err != nil {
			return err
		}
		a, err := readAnswers(b)
		if err != nil {
			return fmt.Errorf("%d: %v", n, err)
		}
		s.answers = append(s.answers, a)
	}
	s.calls = make([]int, len(s.answers))
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	hs := &http.Server{Handler: s}
	go hs.Serve(l)
	defer hs.Close()
	var cmds []*exec.Cmd
	defer func() {
		for _, c := range cmds {
			c.Process.Kill()
			c.Wait()
		}
	}()
	for i := range s.answers {
		c := exec.Command(bot, strconv.Itoa(i+1))
		c.Env = append(os.Environ(), "GAME_SERVER=http://"+l.Addr().String(), "TOKEN=t"+strconv.Itoa(i), "GAME_ID=1")
		c.Stderr = os.Stderr
		if err := c.Start(); err != nil {
			return err
		}
		cmds = append(cmds, c)
	}
	for _, c := range cmds {
		if err := c.Wait(); err != nil {
			return err
		}
	}
	cmds = nil
	return nil
}

// ServeHTTP answers GET /api/move/tN/...: the seat's next recorded answer,
// once its turn is complete.
func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	parts := strings.Split(r.URL.Path, "/") // "", api, move, token, game, dir
	if len(parts) != 6 || parts[2] != "move" || !strings.HasPrefix(parts[3], "t") {
		http.NotFound(w, r)
		return
	}
	seat, err := strconv.Atoi(parts[3][1:])
	if err != nil || seat < 0 || seat >= len(s.answers) {
		http.NotFound(w, r)
		return
	}
	s.mu.Lock()
	k := s.calls[seat]
	s.calls[seat]++
	if k >= len(s.answers[seat]) {
		s.mu.Unlock()
		http.NotFound(w, r)
		return
	}
	ch := s.ready[k]
	if ch == nil {
		ch = make(chan struct{})
		s.ready[k] = ch
	}
	s.came[k]++
	want := 0
	for _, a := range s.answers {
		if k < len(a) {
			want++
		}
	}
	if s.came[k] == want {
		close(ch)
	}
	s.mu.Unlock()
	<-ch
	h := w.Header()
	h["Content-Type"] = nil
	h.Set("Access-Control-Allow-Origin", "*")
	w.Write(s.answers[seat][k])
}

// readAnswers reads what tenkabot recorded: each answer as its length, a
// newline and its bytes.
func readAnswers(b []byte) ([][]byte, error) {
	var as [][]byte
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		if i < 0 {
			return nil, errors.New("no length")
		}
		n, err := strconv.Atoi(string(b[:i]))
		if err != nil || n < 0 || n > len(b)-i-1 {
			return nil, fmt.Errorf("bad length %q", b[:i])
		}
		as = append(as, b[i+1:i+1+n])
		b = b[i+1+n:]
	}
	return as, nil
}
