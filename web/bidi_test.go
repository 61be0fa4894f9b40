package web

// A WebDriver BiDi client (w3c.github.io/webdriver-bidi), for Firefox,
// which has the protocol built in: commands and their answers, and events.

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
)

// bidi is a BiDi session's connection.
type bidi struct {
	ws *wsConn

	mu      sync.Mutex
	next    int
	waiting map[int]chan bidiMessage
	err     error                                       // the connection's end
	onEvent func(method string, params json.RawMessage) // called in the reader
}

// bidiMessage is any message of the remote end.
type bidiMessage struct {
	Type    string          `json:"type"` // success, error, event
	ID      int             `json:"id"`
	Result  json.RawMessage `json:"result"`
	Error   string          `json:"error"`
	Message string          `json:"message"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params"`
}

// dialBiDi connects to a BiDi remote end (ws://HOST:PORT/session); each
// event goes to onEvent, in the connection's reader (it must not wait for a
// command's answer).
func dialBiDi(ctx context.Context, url string, onEvent func(method string, params json.RawMessage)) (*bidi, error) {
	ws, err := dialWS(ctx, url)
	if err != nil {
		return nil, err
	}
	b := &bidi{ws: ws, waiting: map[int]chan bidiMessage{}, onEvent: onEvent}
	go b.read()
	return b, nil
}

func (b *bidi) read() {
	for {
		data, err := b.ws.ReadMessage()
		if err != nil {
			b.mu.Lock()
			b.err = err
			for id, ch := range b.waiting {
				close(ch)
				delete(b.waiting, id)
			}
			b.mu.Unlock()
			return
		}
		var m bidiMessage
		if err := json.Unmarshal(data, &m); err != nil {
			continue
		}
		if m.Type == "event" {
			b.onEvent(m.Method, m.Params)
			continue
		}
		b.mu.Lock()
		ch := b.waiting[m.ID]
		delete(b.waiting, m.ID)
		b.mu.Unlock()
		if ch != nil {
			ch <- m
		}
	}
}

// call sends the command method with params and decodes its result into
// result (if not nil).
func (b *bidi) call(ctx context.Context, method string, params, result any) error {
	b.mu.Lock()
	if b.err != nil {
		b.mu.Unlock()
		return fmt.Errorf("%s: the connection ended: %v", method, b.err)
	}
	b.next++
	id := b.next
	ch := make(chan bidiMessage, 1)
	b.waiting[id] = ch
	b.mu.Unlock()
	if params == nil {
		params = struct{}{}
	}
	msg, err := json.Marshal(map[string]any{"id": id, "method": method, "params": params})
	if err != nil {
		return err
	}
	if err := b.ws.WriteText(msg); err != nil {
		return fmt.Errorf("%s: %w", method, err)
	}
	select {
	case m, ok := <-ch:
		if !ok {
			return fmt.Errorf("%s: the connection ended: %v", method, b.err)
		}
		if m.Type == "error" {
			return fmt.Errorf("%s: %s: %s", method, m.Error, m.Message)
		}
		if result != nil {
			return json.Unmarshal(m.Result, result)
		}
		return nil
	case <-ctx.Done():
		b.mu.Lock()
		delete(b.waiting, id)
		b.mu.Unlock()
		return fmt.Errorf("%s: %w", method, ctx.Err())
	}
}

// Close ends the connection.
func (b *bidi) Close() error { return b.ws.Close() }
