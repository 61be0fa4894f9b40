package hitandsunk

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"

	"github.com/go-json-experiment/json"

	"floorfall/game"
	"floorfall/games/hitandsunk/engine"
	"floorfall/replay"
)

// fileJSON is a file of the game: a setup file (spec, section 11) is one
// with no calls; floorfall's replay adds the seed, the calls and the meta;
// a reference trace has its setup under "setup".
type fileJSON struct {
	Game         string `json:"game"`
	engine.Setup `json:",inline"`
	Trace        *engine.Setup `json:"setup"`
	// Seed drives the rounds past the orders (and, Seeded, the ships'
	// placement and every order).
	Seed   int64        `json:"seed"`
	Seeded bool         `json:"seeded"`
	Calls  []callRec    `json:"calls"`
	Meta   *replay.Meta `json:"meta"`
}

// gunzip returns data uncompressed if it is gzip (a reference trace).
func gunzip(data []byte, name string) ([]byte, error) {
	if len(data) < 2 || data[0] != 0x1f || data[1] != 0x8b {
		return data, nil
	}
	z, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, replay.Errorf(name, "", "a broken gzip file: %v", err)
	}
	out, err := replay.ReadAll(z, name)
	if err != nil {
		return nil, err
	}
	return out, nil
}

// Decode reads a setup file, a replay of floorfall's or a reference trace
// (gzipped or not), and plays its calls back by the rules, refusing a
// file whose calls are not those the rules make (a seat called out of
// turn, an argument that is not what the rules send).
func (Game) Decode(data []byte, name string) (game.Replay, error) {
	data, err := gunzip(data, name)
	if err != nil {
		return nil, err
	}
	if len(data) > replay.MaxFileSize {
		return nil, replay.Errorf(name, "", "larger than %d MiB", replay.MaxFileSize>>20)
	}
	var f fileJSON
	if err := json.Unmarshal(data, &f, replay.ReadOptions(nil)); err != nil {
		return nil, replay.JSONError(err, data, name)
	}
	if f.Trace != nil {
		f.Setup = *f.Trace
		f.Seeded = false // the trace's seed is the controller's
	} else if f.Game != Name {
		return nil, replay.Errorf(name, "game", "is %q, want %q", f.Game, Name)
	}
	if err := f.Setup.Check(); err != nil {
		fe := err.(*engine.FileError)
		where := fe.Where
		if f.Trace != nil {
			where = "setup." + where
		}
		return nil, replay.Errorf(name, where, "%s", fe.Msg)
	}
	seats := len(f.Players)
	r := &Replay{ReplayBase: game.ReplayBase{GameOf: Game{}, SeatCount: seats}, plan: &f.Setup, seed: f.Seed, seeded: f.Seeded}
	if f.Meta != nil {
		if err := f.Meta.Check(name, Name, seats); err != nil {
			return nil, err
		}
		r.MetaOf = f.Meta
	}
	m := r.start()
	for k, c := range f.Calls {
		where := fmt.Sprintf("calls[%d]", k)
		if m.s.Over {
			return nil, replay.Errorf(name, where, "the game was over after %d calls", k)
		}
		if c.Round != m.s.Round || c.ID != m.s.Acting() {
			return nil, replay.Errorf(name, where, "is round %d player %d; the rules call round %d player %d", c.Round, c.ID, m.s.Round, m.s.Acting())
		}
		if c.Arg != nil {
			if want := string(m.s.AppendArg(nil)); *c.Arg != want {
				return nil, replay.Errorf(name, where+".arg", "is not the argument the rules send: %s", replay.Quote(want))
			}
		}
		out := ""
		if c.Out != nil {
			out = *c.Out
		}
		m.play(out, c.Missing)
	}
	if r.seeded {
		if err := samePlan(m.s.Plan(), &f.Setup); err != "" {
			return nil, replay.Errorf(name, err, "is not what the seed %d gives", f.Seed)
		}
	}
	if r.MetaOf != nil {
		if err := r.MetaOf.CheckPlayed(name, len(f.Calls)); err != nil {
			return nil, err
		}
	}
	r.calls, r.final, r.TurnCount, r.sea = m.calls, m.s, len(m.calls), m.sea
	if !r.seeded && len(f.Calls) > 0 {
		// The orders as played (a setup may hold more than were played).
		r.plan = m.s.Plan()
	}
	return r, nil
}

// samePlan is "" if a and b are the same setup, else where they differ.
func samePlan(a, b *engine.Setup) string {
	for i := range a.Players {
		p, q := a.Players[i], b.Players[i]
		if (p.Ship == nil) != (q.Ship == nil) || p.Ship != nil && (*p.Ship != *q.Ship || p.X != q.X || p.Y != q.Y || p.Dir != q.Dir) {
			return fmt.Sprintf("players[%d]", i)
		}
	}
	if len(a.Orders) != len(b.Orders) {
		return "orders"
	}
	for r := range a.Orders {
		for i := range a.Orders[r] {
			if a.Orders[r][i] != b.Orders[r][i] {
				return fmt.Sprintf("orders[%d]", r)
			}
		}
	}
	return ""
}

// Write writes floorfall's replay: the setup as played, the seed, every
// call (one a line) and the meta.
func (r *Replay) Write(w io.Writer) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "{\n    \"game\": %q,\n    \"width\": %d, \"height\": %d, \"rounds_max\": %d,\n    \"seed\": %d, \"seeded\": %v,\n    \"players\": [",
		Name, r.plan.Width, r.plan.Height, r.plan.RoundsMax, r.seed, r.seeded)
	for i, p := range r.plan.Players {
		line, err := json.Marshal(p)
		if err != nil {
			return err
		}
		b.WriteString(sep(i) + "        ")
		b.Write(line)
	}
	b.WriteString("\n    ],\n    \"orders\": [")
	for i, o := range r.plan.Orders {
		line, _ := json.Marshal(o)
		b.WriteString(sep(i) + "        ")
		b.Write(line)
	}
	b.WriteString("\n    ],\n    \"calls\": [")
	for i, c := range r.calls {
		line, err := json.Marshal(c, replay.WriteOptions)
		if err != nil {
			return err
		}
		b.WriteString(sep(i) + "        ")
		b.Write(line)
	}
	b.WriteString("\n    ]")
	if r.MetaOf != nil {
		b.WriteString(",\n    \"meta\": ")
		out, err := replay.AppendMeta(b.Bytes(), r.MetaOf)
		if err != nil {
			return fmt.Errorf("writing the meta: %w", err)
		}
		b.Reset()
		b.Write(out)
	}
	b.WriteString("\n}\n")
	_, err := w.Write(b.Bytes())
	return err
}

func sep(i int) string {
	if i == 0 {
		return "\n"
	}
	return ",\n"
}
