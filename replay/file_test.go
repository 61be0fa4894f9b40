package replay

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/go-json-experiment/json/jsontext"
)

// endless is a reader of endless white space, counting what it gave.
type endless struct{ n int64 }

func (e *endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = ' '
	}
	e.n += int64(len(p))
	return len(p), nil
}

// sized claims a length without holding anything.
type sized struct{ endless }

func (s *sized) Len() int { return MaxFileSize + 1 }

func TestReadAllTooBig(t *testing.T) {
	r := &endless{}
	_, err := ReadAll(r, "r.json")
	var e *Error
	if !errors.As(err, &e) || e.File != "r.json" || e.Msg != "the file is larger than 64 MiB" {
		t.Fatalf("got %v", err)
	}
	if r.n > MaxFileSize+1<<20 {
		t.Errorf("read %d bytes", r.n)
	}
	// A reader that knows its length is refused before reading.
	s := &sized{}
	if _, err := ReadAll(s, "r.json"); err == nil || s.n != 0 {
		t.Errorf("got %v after reading %d bytes", err, s.n)
	}
	// So is a file, from its size.
	path := filepath.Join(t.TempDir(), "big.json")
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(path, MaxFileSize+1); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadFile(path); err == nil || err.Error() != "replay "+path+": the file is larger than 64 MiB" {
		t.Errorf("got %v", err)
	}
	// Exactly the limit is read.
	b, err := ReadAll(io.LimitReader(&endless{}, MaxFileSize), "r.json")
	if err != nil || len(b) != MaxFileSize {
		t.Errorf("read %d bytes: %v", len(b), err)
	}
}

func TestReadFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "r.json")
	if err := os.WriteFile(path, []byte(docBase), 0o644); err != nil {
		t.Fatal(err)
	}
	if b, err := ReadFile(path); err != nil || string(b) != docBase {
		t.Errorf("read %q, %v", b, err)
	}
	_, err := ReadFile("no/such.json")
	var e *Error
	if !errors.As(err, &e) || !errors.Is(err, os.ErrNotExist) || err.Error() != "replay no/such.json: open: no such file or directory" {
		t.Errorf("got %v", err)
	}
	if _, err := ReadAll(nil, "r.json"); err == nil || err.Error() != "replay r.json: nothing to read" {
		t.Errorf("got %v", err)
	}
}

func TestSaveBytes(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "r.json")
	if err := SaveBytes(path, []byte(docBase)); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(path); err != nil || string(b) != docBase {
		t.Errorf("saved %q, %v", b, err)
	}
	// A failing save (the target is a directory) names the file.
	sub := filepath.Join(dir, "sub")
	if err := os.MkdirAll(filepath.Join(sub, "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	var e *Error
	if err := SaveBytes(sub, []byte("{}")); !errors.As(err, &e) || e.File != sub {
		t.Errorf("SaveBytes onto a directory: %v", err)
	}
}

// FuzzUnquote: strings read exactly as encoding/json reads them.
func FuzzUnquote(f *testing.F) {
	for _, s := range []string{`plain`, `U`, ``, `\"q\" \\ \/ \b\f\n\r\t`, `\u00e9\u2028`, `\ud83d\ude00`, `\ud83d`, `\ud83dx`,
		`\ud83d\u0041`, `\ude00\ud83d`, "bad \xff \xc3", "\xed\xa0\x80", `\u0000`, "été"} {
		f.Add([]byte(`"` + s + `"`))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var want string
		if json.Unmarshal(data, &want) != nil || !bytes.HasPrefix(bytes.TrimLeft(data, " \t\r\n"), []byte(`"`)) {
			return
		}
		v := jsontext.Value(bytes.TrimSpace(data))
		if got := Unquote(v); got != want {
			t.Fatalf("Unquote(%q) = %q, encoding/json %q", data, got, want)
		}
		d, err := decodeDoc(`{"n": 0, "seats": [` + string(v) + `, ""]}`)
		if err != nil {
			t.Fatalf("%q: %v", data, err)
		}
		if got := d.Seats[0]; got != want {
			t.Fatalf("%q read as %q, encoding/json %q", data, got, want)
		}
	})
}

// TestUnpack: a gzipped file is read unpacked, a plain one as it is; a
// broken one, or one unpacking to more than MaxFileSize, is refused
// naming the file (the bomb is refused without unpacking it all).
func TestUnpack(t *testing.T) {
	plain := []byte(`{"meta":{"game":"x"}}`)
	var packed bytes.Buffer
	z := gzip.NewWriter(&packed)
	z.Write(plain)
	z.Close()
	for _, in := range [][]byte{plain, packed.Bytes()} {
		got, err := Unpack(in, "m.json.gz")
		if err != nil || !bytes.Equal(got, plain) {
			t.Errorf("Unpack: %q, %v; want %q", got, err, plain)
		}
	}
	var e *Error
	_, err := Unpack(packed.Bytes()[:packed.Len()-6], "cut.json.gz")
	if !errors.As(err, &e) || e.File != "cut.json.gz" {
		t.Errorf("a cut file: %v, want an *Error naming cut.json.gz", err)
	}
	_, err = Unpack([]byte{0x1f, 0x8b, 1, 2, 3}, "bad.json.gz")
	if !errors.As(err, &e) || e.File != "bad.json.gz" {
		t.Errorf("a broken header: %v, want an *Error naming bad.json.gz", err)
	}
	var bomb bytes.Buffer
	z, _ = gzip.NewWriterLevel(&bomb, gzip.BestCompression)
	io.CopyN(z, &endless{}, MaxFileSize+1<<20)
	z.Close()
	_, err = Unpack(bomb.Bytes(), "bomb.json.gz")
	if !errors.As(err, &e) || e.File != "bomb.json.gz" || e.Msg != "the file is larger than 64 MiB" {
		t.Errorf("a %d-byte file unpacking past %d: %v", bomb.Len(), MaxFileSize, err)
	}
}
