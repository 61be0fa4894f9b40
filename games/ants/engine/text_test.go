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
