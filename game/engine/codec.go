package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// OrderCodec is implemented by rulesets whose orders can be saved,
// journaled and replayed. The save file keeps each order as its Kind and
// a JSON object; the codec turns one into the other.
//
// The contract:
//
//   - EncodeOrder writes every field of the order exactly (floats as JSON
//     numbers, which round-trip to the same bits), so DecodeOrder of the
//     result returns an order equal (==) to the one encoded.
//   - DecodeOrder is strict: an unknown kind, an unknown or missing field,
//     a value of the wrong type or out of range (a player other than 1 or
//     2, too many steps) is an error naming the field. It never panics,
//     whatever the bytes. It does not judge legality: Check still decides
//     whether the order may be given in a State.
//   - The engine's own orders (StartGame, EndPhase, TimeUp, Reseed) are encoded by
//     EncodeOrder and DecodeOrder below; a codec only knows its ruleset's.
type OrderCodec interface {
	// EncodeOrder returns the order's fields as a JSON object.
	EncodeOrder(o Order) (json.RawMessage, error)
	// DecodeOrder reads an order of the given kind from a JSON object.
	DecodeOrder(kind string, data json.RawMessage) (Order, error)
}

// EncodeOrder returns an order's kind and its fields as a JSON object,
// through the ruleset's OrderCodec for the ruleset's own orders.
func EncodeOrder(rs Ruleset, o Order) (string, json.RawMessage, error) {
	switch o := o.(type) {
	case StartGame:
		return o.Kind(), json.RawMessage("{}"), nil
	case EndPhase:
		data, err := json.Marshal(endPhaseJSON{By: &o.By})
		return o.Kind(), data, err
	case TimeUp:
		data, err := json.Marshal(endPhaseJSON{By: &o.By})
		return o.Kind(), data, err
	case Reseed:
		data, err := json.Marshal(reseedJSON{Seed: &o.Seed})
		return o.Kind(), data, err
	}
	c, ok := rs.(OrderCodec)
	if !ok {
		return "", nil, fmt.Errorf("engine: the %s ruleset cannot save its orders", rs.ID())
	}
	data, err := c.EncodeOrder(o)
	return o.Kind(), data, err
}

// DecodeOrder reads an order written by EncodeOrder.
func DecodeOrder(rs Ruleset, kind string, data json.RawMessage) (Order, error) {
	switch kind {
	case StartGame{}.Kind():
		var v struct{}
		if err := DecodeStrict(data, &v); err != nil {
			return nil, err
		}
		return StartGame{}, nil
	case EndPhase{}.Kind():
		var v endPhaseJSON
		if err := DecodeStrict(data, &v); err != nil {
			return nil, err
		}
		if err := CheckPlayer("by", v.By); err != nil {
			return nil, err
		}
		return EndPhase{By: *v.By}, nil
	case TimeUp{}.Kind():
		var v endPhaseJSON
		if err := DecodeStrict(data, &v); err != nil {
			return nil, err
		}
		if err := CheckPlayer("by", v.By); err != nil {
			return nil, err
		}
		return TimeUp{By: *v.By}, nil
	case Reseed{}.Kind():
		var v reseedJSON
		if err := DecodeStrict(data, &v); err != nil {
			return nil, err
		}
		if v.Seed == nil {
			return nil, errors.New("seed: missing")
		}
		return Reseed{Seed: *v.Seed}, nil
	}
	c, ok := rs.(OrderCodec)
	if !ok {
		return nil, fmt.Errorf("the %s ruleset cannot read saved orders", rs.ID())
	}
	return c.DecodeOrder(kind, data)
}

type endPhaseJSON struct {
	By *PlayerID `json:"by"`
}

type reseedJSON struct {
	Seed *uint64 `json:"seed"`
}

// CheckPlayer reports a missing player field, or one other than 1 or 2.
func CheckPlayer(field string, p *PlayerID) error {
	switch {
	case p == nil:
		return fmt.Errorf("%s: missing (the player giving the order, 1 or 2)", field)
	case *p != 1 && *p != 2:
		return fmt.Errorf("%s: must be player 1 or 2, got %d", field, *p)
	}
	return nil
}

// CheckPiece reports a missing piece ID field, or one below 1.
func CheckPiece(field string, id *PieceID) error {
	switch {
	case id == nil:
		return fmt.Errorf("%s: missing (a piece ID)", field)
	case *id < 1:
		return fmt.Errorf("%s: a piece ID is 1 or more, got %d", field, *id)
	}
	return nil
}

// DecodeStrict decodes one JSON object into v, refusing unknown fields,
// a value that is not an object and anything after it. Missing data
// (nil) reads as an empty object. Errors name the field when they can
// ("steps[2].dist: want a number, got string").
func DecodeStrict(data []byte, v any) error {
	if len(bytes.TrimSpace(data)) == 0 {
		data = []byte("{}")
	}
	if t := bytes.TrimSpace(data); t[0] != '{' {
		return errors.New("want a JSON object")
	}
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return JSONError(err)
	}
	if _, err := d.Token(); err != io.EOF {
		return errors.New("unexpected data after the object")
	}
	return nil
}

// JSONError rewrites an encoding/json error as a short sentence naming the
// field: "unknown field \"tagret\"", "unit: want a number, got string".
func JSONError(err error) error {
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &te):
		if te.Field != "" {
			return fmt.Errorf("%s: want %s, got %s", te.Field, jsonType(te.Type.Kind().String()), te.Value)
		}
		return fmt.Errorf("want %s, got %s", jsonType(te.Type.Kind().String()), te.Value)
	case errors.As(err, &se):
		return fmt.Errorf("bad JSON at byte %d: %s", se.Offset, se.Error())
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return errors.New("the JSON ends too soon")
	}
	msg := err.Error()
	const prefix = "json: "
	if len(msg) > len(prefix) && msg[:len(prefix)] == prefix {
		msg = msg[len(prefix):]
	}
	return errors.New(msg)
}

func jsonType(kind string) string {
	switch kind {
	case "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64":
		return "an integer"
	case "float32", "float64":
		return "a number"
	case "string":
		return "a string"
	case "bool":
		return "true or false"
	case "slice", "array":
		return "a list"
	case "struct", "map":
		return "an object"
	}
	return kind
}
