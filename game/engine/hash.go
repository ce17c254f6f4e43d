package engine

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math"
	"reflect"
	"sync"
)

// Digest is a State's hash: SHA-256 of its canonical encoding (see Hash).
type Digest [sha256.Size]byte

// String returns the digest in lowercase hexadecimal.
func (d Digest) String() string { return hex.EncodeToString(d[:]) }

// ParseDigest reads a digest written by String.
func ParseDigest(s string) (Digest, error) {
	var d Digest
	if len(s) != 2*len(d) {
		return d, fmt.Errorf("engine: a state hash has %d hex digits, got %d", 2*len(d), len(s))
	}
	if _, err := hex.Decode(d[:], []byte(s)); err != nil {
		return d, fmt.Errorf("engine: state hash: %w", err)
	}
	return d, nil
}

// Hash returns the digest of everything in the State: the table, the
// players, every piece on and off the table with its pose, profile, rules
// and counters, the turn, phase and players' roles, the seed and the dice
// generator's state and count. Two States hash the same exactly when they
// are equal field by field; floats count by their exact bits.
//
// The encoding is canonical and independent of the machine: the State's
// fields are walked in declaration order (a State holds no maps or
// pointers, and its slices are sorted, see the package laws), each
// non-zero field written as its name and its value, integers as 64-bit
// little-endian, floats by math.Float64bits, strings and slices with their
// length first. Zero fields and empty slices are left out, so adding a
// field to State or Piece does not change the hash of States that do not
// use it, and an emptied slice hashes like a nil one.
func (s *State) Hash() Digest {
	b := hashBufs.Get().(*[]byte)
	buf := encodeValue((*b)[:0], reflect.ValueOf(s).Elem())
	d := Digest(sha256.Sum256(buf))
	*b = buf
	hashBufs.Put(b)
	return d
}

var hashBufs = sync.Pool{New: func() any { b := make([]byte, 0, 16<<10); return &b }}

// typeFields caches, per struct type, its fields' names as they are
// written.
var typeFields sync.Map // reflect.Type → []fieldName

type fieldName struct {
	index int
	name  []byte // length-prefixed name
}

func fieldsOf(t reflect.Type) []fieldName {
	if f, ok := typeFields.Load(t); ok {
		return f.([]fieldName)
	}
	fs := make([]fieldName, t.NumField())
	for i := range fs {
		n := t.Field(i).Name
		fs[i] = fieldName{index: i, name: binary.AppendUvarint([]byte(nil), uint64(len(n)))}
		fs[i].name = append(fs[i].name, n...)
	}
	typeFields.Store(t, fs)
	return fs
}

// encodeValue appends v's canonical encoding to b. It reads unexported
// fields too (the dice generator's state), which reflect allows for
// reading plain values. Maps, pointers, interfaces, channels and funcs
// have no canonical order or value and panic: a State must never hold
// them.
func encodeValue(b []byte, v reflect.Value) []byte {
	switch v.Kind() {
	case reflect.Bool:
		if v.Bool() {
			return append(b, 1)
		}
		return append(b, 0)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return binary.LittleEndian.AppendUint64(b, uint64(v.Int()))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return binary.LittleEndian.AppendUint64(b, v.Uint())
	case reflect.Float32, reflect.Float64:
		return binary.LittleEndian.AppendUint64(b, math.Float64bits(v.Float()))
	case reflect.String:
		s := v.String()
		b = binary.AppendUvarint(b, uint64(len(s)))
		return append(b, s...)
	case reflect.Slice, reflect.Array:
		n := v.Len()
		b = binary.AppendUvarint(b, uint64(n))
		for i := range n {
			b = encodeValue(b, v.Index(i))
		}
		return b
	case reflect.Struct:
		for _, f := range fieldsOf(v.Type()) {
			fv := v.Field(f.index)
			if fv.IsZero() || fv.Kind() == reflect.Slice && fv.Len() == 0 {
				continue // an empty slice is the same as none
			}
			b = append(b, f.name...)
			b = encodeValue(b, fv)
		}
		return append(b, 0) // end of struct: no name is empty
	}
	panic(fmt.Sprintf("engine: Hash: a State must not hold a %s (%s)", v.Kind(), v.Type()))
}
