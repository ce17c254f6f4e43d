package ai

import "sync"

// Memo remembers the answers of a pure function by everything the answer
// depends on (its key), for an Evaluator that asks the same questions
// over and over. One Memo is shared by the games self-play runs at once,
// so it locks; it forgets everything once it holds Max answers (0: no
// bound), which keeps memory flat over thousands of games. Remembering
// changes no play: the function is pure.
type Memo[K comparable, V any] struct {
	Max int
	mu  sync.Mutex
	m   map[K]V
}

// Get is the answer for k: remembered, or f's, which it then remembers.
// f runs without the lock held, so two games may both work one answer
// out; they get the same.
func (c *Memo[K, V]) Get(k K, f func() V) V {
	c.mu.Lock()
	v, ok := c.m[k]
	c.mu.Unlock()
	if ok {
		return v
	}
	v = f()
	c.mu.Lock()
	if c.m == nil || (c.Max > 0 && len(c.m) >= c.Max) {
		c.m = make(map[K]V, 256)
	}
	c.m[k] = v
	c.mu.Unlock()
	return v
}

// Forget drops every answer (a benchmark's turn of its own).
func (c *Memo[K, V]) Forget() {
	c.mu.Lock()
	c.m = nil
	c.mu.Unlock()
}
