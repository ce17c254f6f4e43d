// Package ebitenin is the only part of input that touches ebiten: it
// samples the mouse and keyboard once per tick into an input.Frame.
package ebitenin

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"warbench/game/geom"
	"warbench/input"
)

// keymap maps each input.Key to the ebiten keys that produce it.
var keymap = [input.NumKeys][]ebiten.Key{
	input.KeyUp:        {ebiten.KeyArrowUp},
	input.KeyDown:      {ebiten.KeyArrowDown},
	input.KeyLeft:      {ebiten.KeyArrowLeft},
	input.KeyRight:     {ebiten.KeyArrowRight},
	input.KeyW:         {ebiten.KeyW},
	input.KeyA:         {ebiten.KeyA},
	input.KeyS:         {ebiten.KeyS},
	input.KeyD:         {ebiten.KeyD},
	input.KeyHome:      {ebiten.KeyHome},
	input.KeyEscape:    {ebiten.KeyEscape},
	input.KeyR:         {ebiten.KeyR},
	input.KeyL:         {ebiten.KeyL},
	input.KeyF:         {ebiten.KeyF},
	input.KeyPlus:      {ebiten.KeyEqual, ebiten.KeyNumpadAdd},
	input.KeyMinus:     {ebiten.KeyMinus, ebiten.KeyNumpadSubtract},
	input.KeyShift:     {ebiten.KeyShiftLeft, ebiten.KeyShiftRight},
	input.KeyEnter:     {ebiten.KeyEnter, ebiten.KeyNumpadEnter},
	input.KeyBackspace: {ebiten.KeyBackspace},
	input.KeyM:         {ebiten.KeyM},
	input.KeyP:         {ebiten.KeyP},
	input.KeyV:         {ebiten.KeyV},
	input.KeySpace:     {ebiten.KeySpace},
	input.KeyPageUp:    {ebiten.KeyPageUp},
	input.KeyPageDown:  {ebiten.KeyPageDown},
	input.KeyControl:   {ebiten.KeyControlLeft, ebiten.KeyControlRight, ebiten.KeyMetaLeft, ebiten.KeyMetaRight},
	input.KeyZ:         {ebiten.KeyZ},
	input.KeyY:         {ebiten.KeyY},
	input.KeyO:         {ebiten.KeyO},
	input.KeyF1:        {ebiten.KeyF1},
	input.KeyTab:       {ebiten.KeyTab},
	input.KeyDelete:    {ebiten.KeyDelete},
	input.KeyT:         {ebiten.KeyT},
	input.KeyH:         {ebiten.KeyH},
	input.KeyN:         {ebiten.KeyN},
	input.KeyF2:        {ebiten.KeyF2},
}

var buttons = [...]ebiten.MouseButton{
	input.Left:   ebiten.MouseButtonLeft,
	input.Middle: ebiten.MouseButtonMiddle,
	input.Right:  ebiten.MouseButtonRight,
}

// Sample reads this tick's input. Call it once per Update; w and h are the
// screen size from the game's Layout.
func Sample(w, h int) input.Frame {
	x, y := ebiten.CursorPosition()
	f := input.Frame{Cursor: geom.V(float64(x), float64(y)), ScreenW: w, ScreenH: h}
	for b, eb := range buttons {
		f.Down[b] = ebiten.IsMouseButtonPressed(eb)
		f.Pressed[b] = inpututil.IsMouseButtonJustPressed(eb)
		f.Released[b] = inpututil.IsMouseButtonJustReleased(eb)
	}
	_, f.Wheel = ebiten.Wheel()
	for k, eks := range keymap {
		for _, ek := range eks {
			f.KeysDown[k] = f.KeysDown[k] || ebiten.IsKeyPressed(ek)
			f.KeysPressed[k] = f.KeysPressed[k] || inpututil.IsKeyJustPressed(ek)
		}
	}
	f.Chars = ebiten.AppendInputChars(nil)
	return f
}
