package engine

import (
	"encoding/json"
	"strings"
	"testing"
)

// noCodec is a ruleset without an OrderCodec: only the engine's own
// orders can be encoded.
type noCodec struct{ Ruleset }

func (noCodec) ID() string { return "none" }

func TestEngineOrdersRoundTrip(t *testing.T) {
	for _, o := range []Order{StartGame{}, EndPhase{By: 2}, Reseed{Seed: 1<<64 - 1}} {
		kind, data, err := EncodeOrder(noCodec{}, o)
		if err != nil {
			t.Fatal(err)
		}
		got, err := DecodeOrder(noCodec{}, kind, data)
		if err != nil || got != o {
			t.Fatalf("%s %s: decoded %v, %v", kind, data, got, err)
		}
	}
}

func TestEngineOrdersStrict(t *testing.T) {
	for _, c := range []struct{ kind, data, want string }{
		{"end-phase", `{}`, "by: missing"},
		{"end-phase", `{"by":3}`, "by: must be player 1 or 2, got 3"},
		{"end-phase", `{"by":"1"}`, "by: want an integer, got string"},
		{"end-phase", `{"by":1,"x":2}`, `unknown field "x"`},
		{"end-phase", `{"by":1} {}`, "unexpected data after the object"},
		{"end-phase", `[1]`, "want a JSON object"},
		{"reseed", `{}`, "seed: missing"},
		{"reseed", `{"seed":-1}`, "seed: want an integer, got number -1"},
		{"start", `{"by":1}`, `unknown field "by"`},
		{"kow/advance", `{}`, "cannot read saved orders"},
	} {
		_, err := DecodeOrder(noCodec{}, c.kind, json.RawMessage(c.data))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %s: error %v, want %q", c.kind, c.data, err, c.want)
		}
	}
}
