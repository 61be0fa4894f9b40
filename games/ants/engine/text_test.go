package engine

import (
	"strconv"
	"testing"
)

// appendSmall writes what strconv does, below 1000 and beyond.
func TestAppendSmall(t *testing.T) {
	for v := range int32(2000) {
		if got, want := string(appendSmall([]byte("x"), v)), "x"+strconv.Itoa(int(v)); got != want {
			t.Fatalf("appendSmall(%d) = %q, want %q", v, got, want)
		}
	}
}

// lowerInPlace lower-cases as the table does, every byte at every place
// in a word, and tells ASCII from not.
func TestLowerInPlace(t *testing.T) {
	for c := range 256 {
		for at := range 11 {
			b := []byte("o 12 34 Nxy")
			b[at] = byte(c)
			want := []byte("o 12 34 nxy")
			want[at] = lowerASCII[c]
			ascii := lowerInPlace(b)
			if ascii != (c < 0x80) || ascii && string(b) != string(want) {
				t.Fatalf("byte %#x at %d: %q (ascii %v), want %q", c, at, b, ascii, want)
			}
		}
	}
}
