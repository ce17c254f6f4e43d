package input

import "testing"

// typed is a frame with characters typed and keys pressed.
func typed(s string, keys ...Key) Frame {
	f := Frame{Chars: []rune(s)}
	for _, k := range keys {
		f.KeysDown[k], f.KeysPressed[k] = true, true
	}
	return f
}

// The name field: characters go at the end, Backspace takes the last one
// off (a whole character), Enter asks for the name, Esc closes; a name in
// use is replaced only on a second Enter on the same name.
func TestNameField(t *testing.T) {
	var n NameField
	n.Show("Ford 2026-03-05")
	n.Update(typed(" é\x07!"))
	if n.Text != "Ford 2026-03-05 é!" {
		t.Fatalf("text %q", n.Text)
	}
	n.Update(typed("", KeyBackspace))
	n.Update(typed("", KeyBackspace))
	if n.Text != "Ford 2026-03-05 " {
		t.Fatalf("after two backspaces %q", n.Text)
	}
	name, replace, ok := n.Update(typed("", KeyEnter))
	if !ok || replace || name != "Ford 2026-03-05" {
		t.Fatalf("enter: %q %v %v", name, replace, ok)
	}
	n.Ask(name, "exists")
	if name, replace, ok = n.Update(typed("", KeyEnter)); !ok || !replace || name != "Ford 2026-03-05" {
		t.Fatalf("a second enter on the name asked about: %q %v %v", name, replace, ok)
	}
	n.Ask(name, "exists")
	n.Update(typed("x"))
	if n.Asked != "" || n.Err != "" {
		t.Fatal("changing the name keeps the question")
	}
	n.Text = "   "
	if _, _, ok = n.Update(typed("", KeyEnter)); ok || n.Err == "" {
		t.Fatal("an empty name was asked for")
	}
	n.Update(typed("", KeyEscape))
	if n.Showing {
		t.Fatal("Esc does not close the field")
	}
	n.Show("")
	for range MaxSaveName + 10 {
		n.Update(typed("a"))
	}
	if len(n.Text) != MaxSaveName {
		t.Fatalf("%d characters", len(n.Text))
	}
}
