// Package geom is the plane geometry of the table: vectors, segments,
// oriented rectangles (unit footprints), circles (round bases) and convex
// polygons (terrain), with distances, overlap, sweeps, arcs and rays.
//
// Conventions, used by every package of the simulation:
//
//   - Lengths are millimetres. Rule systems measure in inches or
//     centimetres; they convert at their edges (see MMPerInch).
//   - The table's x axis points right ("east") and y points up ("north").
//   - A heading is in radians; heading 0 faces +y and headings grow
//     clockwise, as the rule digests draw them. Forward(h) = (sin h, cos h).
//   - Touching is contact, not overlap: two shapes whose boundaries meet but
//     whose interiors do not share an area wider than Eps do not overlap.
//
// Every predicate states its boundary case in its doc comment. Nothing here
// allocates in the hot paths used by the movement solver, except where a
// function returns a new polygon.
package geom

// Eps is the tolerance of every geometric predicate, in millimetres
// (about 0.0004 inch, below anything a rulebook measures).
const Eps = 1e-6 * 1000 // 0.001 mm

// MMPerInch converts inches to millimetres.
const MMPerInch = 25.4

// MMPerCM converts centimetres to millimetres.
const MMPerCM = 10.0
