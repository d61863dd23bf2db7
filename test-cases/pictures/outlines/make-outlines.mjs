// Writes the coastline resource of a map's pictures from Natural Earth's 1:50m land
// (the npm package world-atlas, as TopoJSON): the land clipped to the map's box of
// longitude and latitude, thinned, projected, as JSON. Run by hand (see README.md beside
// this file); the build reads only the file this writes, which is committed.
//
//   npm ci && node make-outlines.mjs            writes every map below
//   node make-outlines.mjs hundred              writes only the maps named
//
// Nothing here is random and the packages are pinned, so the output is the same each run.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const out = join(here, '..', 'src', 'main', 'resources', 'dev', 'dipadj', 'picture', 'outlines');

// One entry a map. The box holds every province of the map with some sea around it; the
// standard parallel is near the box's middle, where a degree of longitude is drawn true.
const MAPS = [
  {
    map: 'classic',
    box: { west: -12, south: 28, east: 45, north: 72 },
    standardParallel: 50,
    unitsPerDegree: 20,
    tolerance: 0.05,
  },
  // Colonial Diplomacy's map, which colonial and era-of-empire share: Rumania and Egypt in
  // the west to the Pacific seas east of Japan and New Guinea, the Timor Sea in the south to
  // Perm and the Okhotsk Sea in the north. About five times classic's area and many more islands,
  // so half classic's scale and twice its thinning: a point kept every 0.1 degree is still
  // one drawing unit, as 0.05 degree is in classic.
  {
    map: 'era-of-empire',
    box: { west: 22, south: -16, east: 165, north: 66 },
    standardParallel: 30,
    unitsPerDegree: 10,
    tolerance: 0.1,
  },
  // Hundred's map: Castile and the Balearic side of the Mediterranean in the south to the
  // Minch and the North Sea off Scotland in the north, the Atlantic west of Ireland to the
  // Cantons (Switzerland). Smaller than classic's box, so a larger scale and a finer thinning
  // that still keeps a point about every drawing unit.
  {
    map: 'hundred',
    box: { west: -14, south: 36, east: 12, north: 60 },
    standardParallel: 48,
    unitsPerDegree: 30,
    tolerance: 0.035,
  },
  // Ancient Mediterranean's map: Lusitania to Armenia and Arabia, the Sahara, Phazania and
  // Bayuda (the Nile above Egypt) in the south to Sarmatia and Vindobona in the north.
  {
    map: 'ancient-mediterranean',
    box: { west: -12, south: 16, east: 50, north: 50 },
    standardParallel: 35,
    unitsPerDegree: 15,
    tolerance: 0.07,
  },
  // Empires and Coalitions' map, Europe in 1800: Iceland and the North Atlantic west of
  // Ireland to the Urals, Egypt, Tripoli and Morocco in the south to Finnmark and the Barents
  // Sea in the north. A box like classic's, somewhat wider and taller, at classic's scale and
  // thinning: about 1,100 by 1,000 drawing units.
  {
    map: 'empires-and-coalitions',
    box: { west: -26, south: 26, east: 60, north: 75 },
    standardParallel: 50,
    unitsPerDegree: 20,
    tolerance: 0.05,
  },
  // Western World 901's map: Barghawata (Atlantic Morocco) and the ocean west of Ireland to
  // Khorasan, Sijistan and the Kyzyl Kum east of the Khazar (Caspian) Sea, Mecca and the
  // Fazzan in the south to the White Sea, Saamiland and the North Cape. The widest box so
  // far, longer east to west; 25 units a degree make it about 1,410 units across, and
  // 0.04 degree is about a drawing unit. The east edge is 67, not 66: a width ending in less
  // than half a unit (1,389.38 at 66) leaves the pictures' last column of squares outside
  // the land, a strip of water down the whole edge (see README.md).
  {
    map: 'western-world-901',
    box: { west: -14, south: 20, east: 67, north: 72 },
    standardParallel: 46,
    unitsPerDegree: 25,
    tolerance: 0.04,
  },
  // Cold War's map: the whole world, from Australia and the south of Brazil to the Arctic
  // Ocean north of Greenland and Siberia, all the way round. The box's west and east edges
  // meet at the antimeridian, in the Pacific and the Bering Sea. About four times
  // era-of-empire's area, so half its scale and twice its thinning: a point kept every 0.2
  // degree is still about one drawing unit.
  {
    map: 'cold-war',
    box: { west: -180, south: -50, east: 180, north: 80 },
    standardParallel: 30,
    unitsPerDegree: 5,
    tolerance: 0.2,
  },
  // Twenty Twenty's map: the whole world, Alaska and the Americas at the west edge to Japan,
  // Australia and the Pacific seas at the east edge, the Antarctic coast in the south to
  // Greenland and the Arctic Ocean in the north (the ice north of 80 degrees and the far
  // south of the Ross and Weddell Seas are left out). The box is the world's width, cut at
  // the antimeridian as Natural Earth is, so the Pacific seas and the Bering Strait lie at
  // both edges. Many small provinces (Europe's, Thailand's), so about 1,900 units across:
  // 6 units a degree at a standard parallel of 30 degrees; the thinning keeps a point every
  // 0.2 degree, 1.2 drawing units, which holds the whole world's coasts under 20,000 points.
  {
    map: 'twenty-twenty',
    box: { west: -180, south: -72, east: 180, north: 80 },
    standardParallel: 30,
    unitsPerDegree: 6,
    tolerance: 0.2,
  },
  // Youngstown Redux's map: Europe, Africa's north, the Middle East, India, China, Japan
  // and the East Indies, from the Atlantic west of Ireland (where Boxes A to C lie at the
  // board's west edge) to the Pacific east of Kamchatka and Japan (Boxes D and E at its east
  // edge), the Barents Sea in the north to the Indian Ocean south of Java (Boxes G, H and F
  // at its bottom edge). A box wider than era-of-empire's, at the same scale and thinning:
  // about 1,720 by 960 units.
  {
    map: 'youngstown-redux',
    box: { west: -25, south: -20, east: 170, north: 76 },
    standardParallel: 28,
    unitsPerDegree: 10,
    tolerance: 0.1,
  },
];

const atlasVersion = JSON.parse(readFileSync(require.resolve('world-atlas/package.json'), 'utf8')).version;
const clientVersion = JSON.parse(readFileSync(require.resolve('topojson-client/package.json'), 'utf8')).version;
const topology = JSON.parse(readFileSync(require.resolve('world-atlas/land-50m.json'), 'utf8'));
const land = feature(topology, topology.objects.land);

// With map names as arguments, only those maps are written.
const only = process.argv.slice(2);
for (const spec of MAPS) {
  if (only.length === 0 || only.includes(spec.map)) write(spec);
}

function write(spec) {
  const { box, standardParallel, unitsPerDegree, tolerance } = spec;
  const cos = Math.cos((standardParallel * Math.PI) / 180);
  // Equirectangular with a cos(standard parallel) factor: x east from the box's west edge,
  // y south from its north edge, both in units of unitsPerDegree a degree of latitude.
  const project = ([lon, lat]) => [
    round((lon - box.west) * cos * unitsPerDegree),
    round((box.north - lat) * unitsPerDegree),
  ];
  const rings = [];
  for (const polygon of polygonsOf(land)) {
    for (const ring of polygon.flatMap((r) => placedAgainst(r, box))) {
      const thinned = thin(ring, tolerance, cos);
      if (thinned.length < 4) continue; // an island smaller than the tolerance
      const clipped = clip(thinned, box);
      if (clipped.length < 3) continue;
      const projected = clipped.map(project);
      rings.push(projected.flat());
    }
  }
  const width = round((box.east - box.west) * cos * unitsPerDegree);
  const height = round((box.north - box.south) * unitsPerDegree);
  const points = rings.reduce((n, r) => n + r.length / 2, 0);
  const document = {
    header: {
      map: spec.map,
      source: `Natural Earth 1:50m land, as TopoJSON in the npm package world-atlas ${atlasVersion} (land-50m.json), decoded with topojson-client ${clientVersion}`,
      licence: 'Natural Earth: public domain; world-atlas: ISC',
      command: 'cd test-cases/pictures/outlines && npm ci && node make-outlines.mjs',
      projection:
        'equirectangular with a cos(standard parallel) factor: x = (lon - west) * cos(standardParallel) * unitsPerDegree, y = (north - lat) * unitsPerDegree',
      thinning: `a point closer than ${tolerance} degrees (of latitude, longitude scaled by the cosine) to the last one kept is dropped`,
      clipping: 'each ring clipped to the box (Sutherland-Hodgman); read the rings with the even-odd rule',
      box,
      standardParallel,
      unitsPerDegree,
      width,
      height,
      rings: rings.length,
      points,
    },
    rings,
  };
  mkdirSync(out, { recursive: true });
  const file = join(out, `${spec.map}.json`);
  // One ring a line: small enough to read in a diff, without pretty-printing every number.
  const headerText = JSON.stringify(document.header, null, 2).replace(/\n/g, '\n  ');
  const text = `{\n  "header": ${headerText},\n  "rings": [\n${rings.map((r) => '    ' + JSON.stringify(r)).join(',\n')}\n  ]\n}\n`;
  writeFileSync(file, text);
  console.log(`${file}: ${rings.length} rings, ${points} points, ${text.length} bytes`);
}

function polygonsOf(geojson) {
  const features = geojson.type === 'FeatureCollection' ? geojson.features : [geojson];
  const polygons = [];
  for (const f of features) {
    const g = f.geometry;
    if (g.type === 'Polygon') polygons.push(g.coordinates);
    else if (g.type === 'MultiPolygon') polygons.push(...g.coordinates);
  }
  return polygons;
}

// A ring that crosses the antimeridian (Eurasia at Chukotka, Wrangel Island) jumps between
// 180 and -180 from one point to the next. Its longitudes are made continuous, and then the
// ring is shifted by whole turns so that it meets the box; clipped as it came, it would
// span the whole world and cut a band across the box.
function placedAgainst(ring, box) {
  let turn = 0;
  const unwrapped = [ring[0]];
  for (let i = 1; i < ring.length; i++) {
    const step = ring[i][0] - ring[i - 1][0];
    if (step > 180) turn -= 360;
    else if (step < -180) turn += 360;
    unwrapped.push([ring[i][0] + turn, ring[i][1]]);
  }
  const placed = [];
  for (const shift of [-360, 0, 360]) {
    const shifted = unwrapped.map(([lon, lat]) => [lon + shift, lat]);
    if (overlapsBox(shifted, box)) placed.push(shifted);
  }
  return placed;
}

function overlapsBox(ring, box) {
  let w = Infinity, s = Infinity, e = -Infinity, n = -Infinity;
  for (const [lon, lat] of ring) {
    w = Math.min(w, lon); e = Math.max(e, lon);
    s = Math.min(s, lat); n = Math.max(n, lat);
  }
  return w < box.east && e > box.west && s < box.north && n > box.south;
}

// Keeps a point only when it is at least the tolerance from the last point kept; the ring
// stays closed (its last point equals its first).
function thin(ring, tolerance, cos) {
  const kept = [ring[0]];
  for (let i = 1; i < ring.length - 1; i++) {
    const [lon, lat] = ring[i];
    const [lastLon, lastLat] = kept[kept.length - 1];
    if (Math.hypot((lon - lastLon) * cos, lat - lastLat) >= tolerance) kept.push(ring[i]);
  }
  kept.push(ring[0]);
  return kept;
}

// Sutherland-Hodgman against each edge of the box. Where a ring leaves the box and comes
// back, the result runs along the box's edge and back; with the even-odd rule those
// doubled edges enclose nothing.
function clip(ring, box) {
  const open = ring.slice(0, -1);
  let points = open;
  const edges = [
    { inside: ([x]) => x >= box.west, cut: (a, b) => atLon(a, b, box.west) },
    { inside: ([x]) => x <= box.east, cut: (a, b) => atLon(a, b, box.east) },
    { inside: ([, y]) => y >= box.south, cut: (a, b) => atLat(a, b, box.south) },
    { inside: ([, y]) => y <= box.north, cut: (a, b) => atLat(a, b, box.north) },
  ];
  for (const edge of edges) {
    if (points.length === 0) break;
    const next = [];
    for (let i = 0; i < points.length; i++) {
      const current = points[i];
      const previous = points[(i + points.length - 1) % points.length];
      if (edge.inside(current)) {
        if (!edge.inside(previous)) next.push(edge.cut(previous, current));
        next.push(current);
      } else if (edge.inside(previous)) {
        next.push(edge.cut(previous, current));
      }
    }
    points = next;
  }
  return points;
}

function atLon([x1, y1], [x2, y2], x) {
  return [x, y1 + ((y2 - y1) * (x - x1)) / (x2 - x1)];
}

function atLat([x1, y1], [x2, y2], y) {
  return [x1 + ((x2 - x1) * (y - y1)) / (y2 - y1), y];
}

function round(v) {
  return Math.round(v * 100) / 100;
}
