// Package toy is a tiny rule system that exists to prove the engine's
// seam: everything the shared packages (the engine, the solver, saves,
// scenarios, the window, the command line) must carry for the other
// systems to come, in a few hundred lines, used by their tests. It is
// registered as "toy" and plays as a small skirmish game; its whole
// rulebook is this comment, and rule references ("toy/3") name its items.
//
//  1. Models stand on round bases and are measured in centimetres. A game
//     lasts three turns each unless the scenario says otherwise; player 1
//     takes the first turn.
//  2. In their turn a player may, with each model, move once and strike
//     once, in either order. A move is a free path of straight legs, up to
//     the model's move in cm in all, around other models and impassable
//     terrain; turning is free. A strike aims at an enemy model within
//     2 cm, edge to edge.
//  3. A strike asks the struck model's player to react at once: Dodge (pay
//     one token; on a D6 of 4 or more the strike misses) or Take it. A
//     strike that lands deals one wound; a model with as many wounds as
//     its hp is removed.
//  4. Each side starts with two tokens and one card dealt face down (a D6
//     rolled in secret: 1-3 Ambush, 4-6 Rally). Only its owner sees it
//     until they reveal it in their turn: Rally gives one token, Ambush
//     gives every friendly model 3 cm more move this turn.
//  5. The flag stands in the middle of the table: a model that ends a move
//     within 3 cm of it takes it for its side.
//  6. A model with the rule Familiar is carried by the first friendly
//     model with the rule Leader: it stands on its leader's base, moves
//     with it and takes no orders; when the leader falls it goes on alone.
//  7. After the last turn the side with the higher score wins: the flag is
//     worth 3, each enemy model removed 1.
//
// What it exercises: round bases and free paths in the solver (rule 2), a
// decision by the inactive player in the middle of a turn (3), per-side
// counters and hidden cards with View (4), a table marker (5), a piece
// attached to another (6), a target planner, odds and tones.
package toy
