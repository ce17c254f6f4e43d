// Package input turns what the player does with the mouse and keys into
// intents: camera moves, selection, the ruler and the line-of-sight probe.
//
// Input arrives once per tick as a Frame, a plain value sampled by the
// ebiten adapter (package input/ebitenin) or written by a test. Nothing in
// this package imports ebiten, so the controller is tested with scripted
// frames and no display. The controller never changes the game State; it
// only reads it (orders go through engine.Game.Do).
package input
