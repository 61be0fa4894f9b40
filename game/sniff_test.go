package game

import (
	"reflect"
	"testing"
)

// SniffKeys lists the members asked in the file's order, a string's text,
// as far as the file reads; TopValue is a member's whole value.
func TestSniffKeys(t *testing.T) {
	for _, tc := range []struct {
		data string
		want []Member
	}{
		{`{"a": 1, "b": {"a": 2}, "c": "x", "a": [3]}`, []Member{{"a", '0', ""}, {"c", '"', "x"}, {"a", '[', ""}}},
		{`{"b": [1, 2], "a": "text"}`, []Member{{"a", '"', "text"}}},
		{`{"a": {"cut`, []Member{{"a", '{', ""}}},                     // the value cut short: the member is there
		{`{"c": "cu`, []Member{{"c", '"', ""}}},                       // a string cut short has no text
		{`{"b": [1, 2, "c": 1}`, nil},                                 // broken before any key asked
		{`{"a": null, "b": [1 2], "c": 1}`, []Member{{"a", 'n', ""}}}, // broken after one
		{`["a", "c"]`, nil},
		{`not json`, nil},
		{``, nil},
	} {
		if got := SniffKeys([]byte(tc.data), "a", "c"); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("SniffKeys(%q) = %v, want %v", tc.data, got, tc.want)
		}
	}
	v, found, err := TopValue([]byte(`{"b": {"meta": 0}, "meta": {"game": "x"}, "meta": 2}`), "meta")
	if !found || err != nil || string(v) != `{"game": "x"}` {
		t.Errorf("TopValue: %s %v %v", v, found, err)
	}
	if _, found, err := TopValue([]byte(`{"b": 1}`), "meta"); found || err != nil {
		t.Errorf("TopValue of a file without it: %v %v", found, err)
	}
	if _, found, err := TopValue([]byte(`{"meta": {"game": `), "meta"); !found || err == nil {
		t.Errorf("TopValue of a value cut short: %v %v", found, err)
	}
}

// metaGame reads meta.game of the first meta object, whatever comes after.
func TestMetaGame(t *testing.T) {
	for data, want := range map[string]string{
		`{"meta": {"format": 1, "game": "ants"}, "x": [`: "ants",
		`{"meta": 3, "meta": {"game": "jc2015"}}`:        "jc2015",
		`{"x": {"meta": {"game": "ants"}}}`:              "",
		`{"meta": {"game": 1}}`:                          "",
		`{"meta": {"players": [], "game": "tenka1-2022"`: "tenka1-2022",
	} {
		if got, ok := metaGame([]byte(data)); got != want || ok != (want != "") {
			t.Errorf("metaGame(%q) = %q, %v; want %q", data, got, ok, want)
		}
	}
}
