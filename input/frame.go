package input

import "warbench/game/geom"

// Button is a mouse button.
type Button int

// The mouse buttons the controller uses.
const (
	Left Button = iota
	Middle
	Right
	numButtons
)

// Key is a keyboard key the controller knows.
type Key int

// The keys, named by what they are on the keyboard, not what they do
// (the keymap in keymap.go says what they do).
const (
	KeyUp Key = iota
	KeyDown
	KeyLeft
	KeyRight
	KeyW
	KeyA
	KeyS
	KeyD
	KeyHome
	KeyEscape
	KeyR
	KeyL
	KeyF
	KeyPlus
	KeyMinus
	KeyShift
	KeyEnter
	KeyBackspace
	KeyM
	KeyP
	KeyV
	KeySpace
	KeyPageUp
	KeyPageDown
	KeyControl // either Ctrl, or Cmd on a Mac: a modifier for the keys below
	KeyZ
	KeyY
	KeyO
	KeyF1
	KeyTab
	KeyDelete
	KeyT
	KeyH
	KeyN
	KeyF2
	NumKeys
)

// Frame is everything the player did during one tick. Cursor is in screen
// pixels from the window's top-left corner.
type Frame struct {
	Cursor           geom.Vec
	Down             [numButtons]bool // held now
	Pressed          [numButtons]bool // went down this tick
	Released         [numButtons]bool // went up this tick
	Wheel            float64          // scroll this tick: + is away from the player (zoom in)
	KeysDown         [NumKeys]bool
	KeysPressed      [NumKeys]bool
	Chars            []rune // characters typed this tick
	ScreenW, ScreenH int
}
