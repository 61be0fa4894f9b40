package splitmix

import "testing"

// The sequence is SplitMix64's (the reference values of seed 0), and Intn
// stays in range and reaches every value.
func TestSequence(t *testing.T) {
	r := Rand{}
	for _, want := range []uint64{0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f} {
		if got := r.Next(); got != want {
			t.Fatalf("next %#x, want %#x", got, want)
		}
	}
	seen := make([]bool, 7)
	for range 1000 {
		v := r.Intn(7)
		if v < 0 || v >= 7 {
			t.Fatalf("Intn(7) = %d", v)
		}
		seen[v] = true
	}
	for v, ok := range seen {
		if !ok {
			t.Errorf("Intn(7) never gave %d in 1000 draws", v)
		}
	}
}
