package replay

import (
	"github.com/go-json-experiment/json/jsontext"
)

// MarshalJSONTo writes the record as the fields' tags say, token by token:
// a game's replay has a record a seat and turn (5,000 in an Ants match of
// ten bots), and reflection took most of the time its file took to write.
// The encoder's options (WriteOptions) apply to it as to any value.
func (r TurnRecord) MarshalJSONTo(enc *jsontext.Encoder) error {
	w := recordWriter{enc: enc}
	w.tok(jsontext.BeginObject)
	w.name("turn")
	w.tok(jsontext.Int(int64(r.Turn)))
	w.name("seat")
	w.tok(jsontext.Int(int64(r.Seat)))
	w.name("reply")
	w.tok(jsontext.String(r.Reply))
	if r.Took != 0 {
		w.name("took")
		w.tok(jsontext.String(r.Took.String()))
	}
	if r.Stderr != "" {
		w.name("stderr")
		w.tok(jsontext.String(r.Stderr))
	}
	if r.Limit != 0 {
		w.name("limit")
		w.tok(jsontext.String(r.Limit.String()))
	}
	if len(r.Draw) > 0 {
		w.name("draw")
		w.tok(jsontext.BeginArray)
		for _, d := range r.Draw {
			w.tok(jsontext.String(d))
		}
		w.tok(jsontext.EndArray)
	}
	if len(r.Dropped) > 0 {
		w.name("dropped")
		w.tok(jsontext.BeginArray)
		for _, d := range r.Dropped {
			w.tok(jsontext.BeginObject)
			w.name("why")
			w.tok(jsontext.String(d.Why))
			w.name("n")
			w.tok(jsontext.Int(int64(d.N)))
			w.tok(jsontext.EndObject)
		}
		w.tok(jsontext.EndArray)
	}
	w.tok(jsontext.EndObject)
	return w.err
}

// recordWriter writes tokens until the first error, which it keeps.
type recordWriter struct {
	enc *jsontext.Encoder
	err error
}

func (w *recordWriter) tok(t jsontext.Token) {
	if w.err == nil {
		w.err = w.enc.WriteToken(t)
	}
}

func (w *recordWriter) name(s string) { w.tok(jsontext.String(s)) }
