// Package bsdata reads BattleScribe data with the standard library: a game
// system (.gst), its catalogues (.cat) and rosters (.ros, or .rosz: the
// same XML zipped). It knows the file format, not any game: it resolves
// entryLink and infoLink targets across the game system and catalogues
// (following catalogueLinks) and hands back each unit's profile,
// characteristics, categories, rules and costs as the data writes them.
// A rule system turns those into army units of its own.
//
// Only regular files are read, each at most MaxFileSize bytes; every
// error names the file and, for XML, the line and column.
package bsdata
