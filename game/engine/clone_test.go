package engine

import (
	"reflect"
	"strings"
	"testing"
)

// fill sets every field reachable from v to a non-zero value and every
// slice to one element, recursively, so that a test sees each part of a
// State whatever fields are added later.
func fill(v reflect.Value) {
	switch v.Kind() {
	case reflect.Struct:
		for i := range v.NumField() {
			if f := v.Field(i); f.CanSet() {
				fill(f)
			}
		}
	case reflect.Slice:
		s := reflect.MakeSlice(v.Type(), 1, 1)
		fill(s.Index(0))
		v.Set(s)
	case reflect.Array:
		for i := range v.Len() {
			fill(v.Index(i))
		}
	case reflect.String:
		v.SetString("x")
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(1)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(1)
	case reflect.Float32, reflect.Float64:
		v.SetFloat(1)
	}
}

// immutable are the slices Clone shares on purpose: the table's shapes
// (terrain and deployment zones), which nothing changes in play.
var immutable = []string{"State.Table.Terrain[0].Parts", "State.Table.Zones[0].Area"}

func isImmutable(path string) bool {
	for _, p := range immutable {
		if strings.HasPrefix(path, p) {
			return true
		}
	}
	return false
}

// shared reports the path of the first slice that a and b (values of the
// same type) share a backing array at, or "".
func shared(a, b reflect.Value, path string) string {
	switch a.Kind() {
	case reflect.Struct:
		for i := range a.NumField() {
			if p := shared(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name); p != "" {
				return p
			}
		}
	case reflect.Slice:
		if a.Len() > 0 && b.Len() > 0 && a.Pointer() == b.Pointer() && !isImmutable(path) {
			return path
		}
		for i := range min(a.Len(), b.Len()) {
			if p := shared(a.Index(i), b.Index(i), path+"[0]"); p != "" {
				return p
			}
		}
	case reflect.Array:
		for i := range a.Len() {
			if p := shared(a.Index(i), b.Index(i), path); p != "" {
				return p
			}
		}
	}
	return ""
}

// Clone shares no slice with the original, found by walking every field
// of a State in which every slice has an element: a field added to State,
// Piece, Side, Marker or the table that Clone forgets fails here. (The
// table's shapes are the exception: they never change in play, so Clone
// shares them.)
func TestCloneSharesNoSlice(t *testing.T) {
	var s State
	fill(reflect.ValueOf(&s).Elem())
	c := s.Clone()
	if p := shared(reflect.ValueOf(&s).Elem(), reflect.ValueOf(c).Elem(), "State"); p != "" {
		t.Fatalf("Clone shares %s with the original", p)
	}
	if !reflect.DeepEqual(&s, c) {
		t.Fatal("Clone differs from the original")
	}
}
