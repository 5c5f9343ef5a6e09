import { usaRings } from './usa-outline';

/**
 * Albers equal-area projection of the USA with Alaska and Hawaii as insets (the layout of the usual
 * US maps, after d3's geoAlbersUsa), into SVG coordinates of a 960 × 500 canvas.
 */
const canvas = { width: 960, height: 500 };

/** A rectangle of the canvas, as an SVG `viewBox` shows it. */
export type Box = { x: number; y: number; width: number; height: number };

/** The part of the canvas the outline covers, with room for the dots (checked by the unit test). */
export const viewBox: Box = { x: 80, y: 0, width: 800, height: 512 };

/** A coordinate or length as the drawn maps write it into their SVG: to a tenth of a unit. */
export const svgNumber = (value: number) => value.toFixed(1);

/** The `viewBox` attribute of a box. */
export const viewBoxAttribute = ({ x, y, width, height }: Box) => `${x} ${y} ${width} ${height}`;

type Part = {
  rotate: number;
  parallels: [number, number];
  center: [number, number];
  scale: number;
  translate: [number, number];
};

const k = 1070;
const [tx, ty] = [canvas.width / 2, canvas.height / 2];
const parts = {
  lower48: {
    rotate: -96,
    parallels: [29.5, 45.5],
    center: [-96.6, 38.7],
    scale: k,
    translate: [tx, ty],
  },
  alaska: {
    rotate: -154,
    parallels: [55, 65],
    center: [-156, 58.5],
    scale: 0.35 * k,
    translate: [tx - 0.307 * k, ty + 0.201 * k],
  },
  hawaii: {
    rotate: -157,
    parallels: [8, 18],
    center: [-160, 19.9],
    scale: k,
    translate: [tx - 0.205 * k, ty + 0.212 * k],
  },
} satisfies Record<string, Part>;

const rad = Math.PI / 180;

function albers({ rotate, parallels: [p1, p2] }: Part, lng: number, lat: number) {
  const n = (Math.sin(p1 * rad) + Math.sin(p2 * rad)) / 2;
  const c = Math.cos(p1 * rad) ** 2 + 2 * n * Math.sin(p1 * rad);
  const rho = Math.sqrt(c - 2 * n * Math.sin(lat * rad)) / n;
  const theta = n * (lng - rotate) * rad;
  return { x: rho * Math.sin(theta), y: -rho * Math.cos(theta) };
}

type PartName = keyof typeof parts;

/** Which part of the map a point is drawn in: the lower 48 states or one of the two insets. */
export function partOf(lng: number, lat: number): PartName {
  if (lat >= 50 && lng <= -129) return 'alaska';
  if (lat < 24 && lng < -150) return 'hawaii';
  return 'lower48';
}

/** SVG coordinates (y downwards) of a point of the USA. */
export function project(lng: number, lat: number) {
  const part = parts[partOf(lng, lat)];
  const point = albers(part, lng, lat);
  const origin = albers(part, ...part.center);
  return {
    x: part.translate[0] + (point.x - origin.x) * part.scale,
    y: part.translate[1] - (point.y - origin.y) * part.scale,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The box of the given aspect ratio (width / height) around some points of the canvas, with a margin
 * of `margin` × its width on every side and at least `minWidth` wide: a detail of the map, e.g. one
 * place and its neighbours.
 */
export function boxAround(
  points: { x: number; y: number }[],
  { aspect, minWidth, margin }: { aspect: number; minWidth: number; margin: number },
): Box {
  const xs = points.map(({ x }) => x);
  const ys = points.map(({ y }) => y);
  const [left, right, top, bottom] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const width = Math.max(
    minWidth,
    (right - left) / (1 - 2 * margin),
    (bottom - top) / (1 / aspect - 2 * margin),
  );
  const height = width / aspect;
  return {
    x: round((left + right) / 2 - width / 2),
    y: round((top + bottom) / 2 - height / 2),
    width: round(width),
    height: round(height),
  };
}

/** The outline as one SVG path. */
export function outlinePath() {
  return usaRings
    .map(
      (ring) =>
        ring
          .map(([lng, lat], index) => {
            const { x, y } = project(lng, lat);
            return `${index ? 'L' : 'M'}${round(x)} ${round(y)}`;
          })
          .join('') + 'Z',
    )
    .join('');
}
