package web

// A websocket's client end (RFC 6455) for the Firefox tests' WebDriver
// BiDi: just what they need. The module's dependencies offer none to
// import (chromedp has its own client, internal to it, and its exported
// connection reads only DevTools messages).

import (
	"bufio"
	"context"
	"crypto/rand"
	"crypto/sha1"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
)

// wsConn is a websocket connection: text messages out, each in one masked
// frame; messages in, joined from their frames; pings answered.
type wsConn struct {
	rw  io.ReadWriteCloser
	r   *bufio.Reader
	wmu sync.Mutex // one frame at a time
}

// dialWS opens a websocket to url (ws://HOST:PORT/PATH).
func dialWS(ctx context.Context, url string) (*wsConn, error) {
	if !strings.HasPrefix(url, "ws://") {
		return nil, fmt.Errorf("websocket %s: not a ws:// address", url)
	}
	var nonce [16]byte
	rand.Read(nonce[:])
	key := base64.StdEncoding.EncodeToString(nonce[:])
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+strings.TrimPrefix(url, "ws://"), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Connection", "Upgrade")
	req.Header.Set("Upgrade", "websocket")
	req.Header.Set("Sec-WebSocket-Version", "13")
	req.Header.Set("Sec-WebSocket-Key", key)
	resp, err := (&http.Transport{}).RoundTrip(req) // no proxy
	if err != nil {
		return nil, fmt.Errorf("websocket %s: %w", url, err)
	}
	if resp.StatusCode != http.StatusSwitchingProtocols {
		body, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
		resp.Body.Close()
		return nil, fmt.Errorf("websocket %s: %s: %s", url, resp.Status, body)
	}
	sum := sha1.Sum([]byte(key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"))
	rw, ok := resp.Body.(io.ReadWriteCloser)
	if !ok || resp.Header.Get("Sec-WebSocket-Accept") != base64.StdEncoding.EncodeToString(sum[:]) {
		resp.Body.Close()
		return nil, fmt.Errorf("websocket %s: not a websocket's answer", url)
	}
	return &wsConn{rw: rw, r: bufio.NewReader(rw)}, nil
}

// Close closes the connection.
func (c *wsConn) Close() error { return c.rw.Close() }

// writeFrame writes one final frame of opcode op, masked as a client's are.
func (c *wsConn) writeFrame(op byte, payload []byte) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	head := []byte{0x80 | op, 0}
	switch n := len(payload); {
	case n < 126:
		head[1] = byte(n)
	case n < 1<<16:
		head[1] = 126
		head = binary.BigEndian.AppendUint16(head, uint16(n))
	default:
		head[1] = 127
		head = binary.BigEndian.AppendUint64(head, uint64(n))
	}
	head[1] |= 0x80
	var mask [4]byte
	rand.Read(mask[:])
	head = append(head, mask[:]...)
	masked := make([]byte, len(payload))
	for i, b := range payload {
		masked[i] = b ^ mask[i%4]
	}
	_, err := c.rw.Write(append(head, masked...))
	return err
}

// WriteText sends a text message.
func (c *wsConn) WriteText(msg []byte) error { return c.writeFrame(0x1, msg) }

// errWSClosed is the error of a connection the other end closed.
var errWSClosed = errors.New("websocket closed")

// ReadMessage reads the next message (text or binary), answering pings on
// the way.
func (c *wsConn) ReadMessage() ([]byte, error) {
	var msg []byte
	for {
		var head [2]byte
		if _, err := io.ReadFull(c.r, head[:]); err != nil {
			return nil, err
		}
		fin, op := head[0]&0x80 != 0, head[0]&0x0f
		n := uint64(head[1] & 0x7f)
		switch n {
		case 126:
			var b [2]byte
			if _, err := io.ReadFull(c.r, b[:]); err != nil {
				return nil, err
			}
			n = uint64(binary.BigEndian.Uint16(b[:]))
		case 127:
			var b [8]byte
			if _, err := io.ReadFull(c.r, b[:]); err != nil {
				return nil, err
			}
			n = binary.BigEndian.Uint64(b[:])
		}
		if head[1]&0x80 != 0 || n > 1<<30 {
			return nil, fmt.Errorf("websocket: a frame no server sends (masked, or %d bytes)", n)
		}
		payload := make([]byte, n)
		if _, err := io.ReadFull(c.r, payload); err != nil {
			return nil, err
		}
		switch op {
		case 0x8: // close
			c.writeFrame(0x8, nil)
			return nil, errWSClosed
		case 0x9: // ping
			if err := c.writeFrame(0xA, payload); err != nil {
				return nil, err
			}
			continue
		case 0xA: // pong
			continue
		}
		msg = append(msg, payload...)
		if fin {
			return msg, nil
		}
	}
}
