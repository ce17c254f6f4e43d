// Package save keeps a game's history and writes it down: the log is the
// save file (docs/save-format.md).
//
// A Session wraps an engine.Game and observes it: every order the game
// applies becomes an entry with the dice it rolled, the poses it left and
// the State's hash after it. Entries form a tree: undo moves back along
// the current line by replaying it from a checkpoint (so the same order
// rolls the same dice again), a different order after an undo starts a
// new line, and the old one is kept. A Journal appends each entry to a
// file and flushes it to the disk before the order returns; Load replays
// a save or a journal and verifies every line.
//
// The package reads and writes files but never the clock or a global
// random source: a replay is the same on every run.
package save
