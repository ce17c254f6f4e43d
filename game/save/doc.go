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
// a save or a journal and verifies every line, refusing a file past its
// Limits as soon as it passes them.
//
// A Store is the one owner of games on disk, for the window and the
// command line alike: where journals and saves go and what they are
// called, the one journal policy (NewGame, Open with Resume, Fork or
// View, Close), the list of games and where each stands. It reads and
// writes through a Storage: OS on the disk, another in a browser.
//
// The package reads and writes files but never the clock or a global
// random source: a replay is the same on every run.
package save
