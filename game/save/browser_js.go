package save

import (
	"errors"
	"fmt"
	"syscall/js"
)

// LocalStorage is the browser page's window.localStorage as a KV, for a
// KVStorage: synchronous, so it may be used from Ebitengine's Update,
// which runs on the browser's event loop (a wait on IndexedDB's promises
// there would never end). It holds about 5 MB of text per site in most
// browsers, and nothing survives a private window.
type LocalStorage struct{}

// local is window.localStorage, or an error when the page has none (a
// browser that refuses storage to this page).
func local() (ls js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("no localStorage: %v", r)
		}
	}()
	ls = js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return js.Value{}, errors.New("no localStorage in this browser")
	}
	return ls, nil
}

// call calls a method of localStorage, turning a thrown exception (a
// full storage's QuotaExceededError) into an error.
func call(method string, args ...any) (v js.Value, err error) {
	ls, err := local()
	if err != nil {
		return js.Value{}, err
	}
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(js.Error); ok {
				err = fmt.Errorf("localStorage.%s: %s", method, e.Get("name").String()+": "+e.Get("message").String())
				return
			}
			err = fmt.Errorf("localStorage.%s: %v", method, r)
		}
	}()
	return ls.Call(method, args...), nil
}

// Keys returns every key of localStorage.
func (LocalStorage) Keys() ([]string, error) {
	ls, err := local()
	if err != nil {
		return nil, err
	}
	n := ls.Get("length").Int()
	out := make([]string, 0, n)
	for i := range n {
		if k := ls.Call("key", i); k.Type() == js.TypeString {
			out = append(out, k.String())
		}
	}
	return out, nil
}

// Get reads a key.
func (LocalStorage) Get(key string) (string, bool, error) {
	v, err := call("getItem", key)
	if err != nil || v.Type() != js.TypeString {
		return "", false, err
	}
	return v.String(), true, nil
}

// Set writes a key; a full storage is an error.
func (LocalStorage) Set(key, value string) error {
	_, err := call("setItem", key, value)
	return err
}

// Remove removes a key.
func (LocalStorage) Remove(key string) error {
	_, err := call("removeItem", key)
	return err
}
