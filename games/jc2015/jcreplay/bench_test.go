package jcreplay

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"

	"floorfall/games/jc2015/engine"
	"floorfall/replay"
)

// bench1000 returns a 1000-turn official replay (a conformance trace) and
// the same game with a full meta: a record for every turn, some with stderr.
func bench1000(b *testing.B) (official, withMeta []byte) {
	data, err := os.ReadFile(filepath.Join(tracesDir, "trace_001.json"))
	if err != nil {
		b.Fatal(err)
	}
	var tr trace
	if err := jsonUnmarshal(data, &tr); err != nil {
		b.Fatal(err)
	}
	official = tr.OfficialReplay
	f, err := Read(bytes.NewReader(official), "bench.json")
	if err != nil || len(f.Commands) != 1000 {
		b.Fatalf("%v (%d commands)", err, len(f.Commands))
	}
	m := sampleMeta(1, 1000)
	for i := range m.Players {
		m.Players[i].Status, m.Players[i].StatusTurn = replay.StatusOK, -1
	}
	for t, c := range f.Commands {
		r := replay.TurnRecord{Turn: t, Reply: c.String(), Took: time.Duration(t*1237) * time.Microsecond / 100}
		if t%10 == 0 {
			r.Stderr = "debug: turn " + itoa(t) + ", thinking about \"the best move\"\n"
		}
		m.Turns = append(m.Turns, r)
	}
	f.Meta = m
	return official, mustWrite(b, f)
}

// BenchmarkLoad1000 is the whole load of a 1000-turn replay: reading and
// checking the file and building its timeline (ReadTimeline from bytes, and
// Open from a file), official and with a full meta. The budget is 2 ms for
// the meta file.
func BenchmarkLoad1000(b *testing.B) {
	official, withMeta := bench1000(b)
	for _, bc := range []struct {
		name string
		data []byte
	}{{"official", official}, {"meta", withMeta}} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(len(bc.data)))
			b.ReportAllocs()
			for b.Loop() {
				tl, err := ReadTimeline(bytes.NewReader(bc.data), "bench.json")
				if err != nil || tl.Turns() != 1000 {
					b.Fatal(err)
				}
			}
		})
	}
	b.Run("meta-open", func(b *testing.B) {
		path := filepath.Join(b.TempDir(), "bench.json")
		if err := os.WriteFile(path, withMeta, 0o644); err != nil {
			b.Fatal(err)
		}
		b.SetBytes(int64(len(withMeta)))
		b.ReportAllocs()
		for b.Loop() {
			tl, err := Open(path)
			if err != nil || tl.Turns() != 1000 {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkWrite1000 writes a 1000-turn replay with a record for every turn.
func BenchmarkWrite1000(b *testing.B) {
	_, withMeta := bench1000(b)
	f, err := Read(bytes.NewReader(withMeta), "bench.json")
	if err != nil {
		b.Fatal(err)
	}
	var out bytes.Buffer
	b.SetBytes(int64(len(withMeta)))
	b.ReportAllocs()
	for b.Loop() {
		out.Reset()
		if err := Write(&out, f); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStep1000 is the floor: replaying 1000 turns with the engine alone.
func BenchmarkStep1000(b *testing.B) {
	official, _ := bench1000(b)
	f, err := Read(bytes.NewReader(official), "bench.json")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		s, _ := engine.NewGame(f.Initial, 1000)
		for _, c := range f.Commands {
			engine.Step(s, engine.Action{Reply: c.String()})
		}
	}
}

// BenchmarkRefuseDuplicate refuses a meta whose key "turns" is repeated
// 3,000 and 30,000 times (1.1 and 11 MB): parsing stops at the first repeat,
// so the time grows with the bytes taken in, not with the repeats.
func BenchmarkRefuseDuplicate(b *testing.B) {
	for _, n := range []int{3_000, 30_000} {
		in := []byte(dupKeyInput(n))
		b.Run("repeats="+itoa(n), func(b *testing.B) {
			b.SetBytes(int64(len(in)))
			for b.Loop() {
				if _, err := Read(bytes.NewReader(in), "r.json"); err == nil {
					b.Fatal("accepted")
				}
			}
		})
	}
}

// BenchmarkManyKeys reads a meta with 20,000 and 200,000 unknown keys:
// telling keys apart stays linear (about the same time per byte).
func BenchmarkManyKeys(b *testing.B) {
	for _, n := range []int{20_000, 200_000} {
		in := []byte(manyKeysInput(n))
		b.Run("keys="+itoa(n), func(b *testing.B) {
			b.SetBytes(int64(len(in)))
			for b.Loop() {
				if _, err := Read(bytes.NewReader(in), "r.json"); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
