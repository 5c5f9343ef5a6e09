#!/usr/bin/env node
/**
 * Generates the sample illustrations in public/bilder/ from content/places.json.
 *
 * Every place gets a stylised flat illustration, drawn as SVG and rendered to a
 * progressive MozJPEG file with sharp. The picture matches the place's motif where
 * one is defined below (SCENES), otherwise a generic scene for its category is used.
 * All randomness comes from a PRNG seeded with the slug, so the output is
 * deterministic: running the script again yields byte-identical files.
 *
 * Usage (from the repository root): node scripts/generate-images.mjs
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PLACES_FILE = path.join(ROOT, 'content', 'places.json');
const OUT_DIR = path.join(ROOT, 'public', 'bilder');
const MAX_BYTES = 90 * 1024;
const START_QUALITY = 70;
const MIN_QUALITY = 40;

// ---------------------------------------------------------------------------
// Seeded randomness

function hashString(text) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function createRandom(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

// ---------------------------------------------------------------------------
// Colours

const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));

function hexToRgb(hex) {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}

function rgbToHex(rgb) {
  return `#${rgb.map((v) => clamp(Math.round(v), 0, 255).toString(16).padStart(2, '0')).join('')}`;
}

function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
}

const lighten = (c, t) => mix(c, '#ffffff', t);
const darken = (c, t) => mix(c, '#000000', t);

function rgbToHsl([r, g, b]) {
  const R = r / 255;
  const G = g / 255;
  const B = b / 255;
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h;
  if (max === R) h = (G - B) / d + (G < B ? 6 : 0);
  else if (max === G) h = (B - R) / d + 2;
  else h = (R - G) / d + 4;
  return [h * 60, s, l];
}

function hslToRgb([h, s, l]) {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const hp = h / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  let rgb;
  if (hp < 1) rgb = [c, x, 0];
  else if (hp < 2) rgb = [x, c, 0];
  else if (hp < 3) rgb = [0, c, x];
  else if (hp < 4) rgb = [0, x, c];
  else if (hp < 5) rgb = [x, 0, c];
  else rgb = [c, 0, x];
  const m = l - c / 2;
  return rgb.map((v) => (v + m) * 255);
}

/** Small seeded variation of a colour, so that every picture gets its own palette. */
function vary(r, hex, dh = 8, ds = 0.05, dl = 0.04) {
  const [h, s, l] = rgbToHsl(hexToRgb(hex));
  return rgbToHex(
    hslToRgb([
      (h + r.range(-dh, dh) + 360) % 360,
      clamp(s + r.range(-ds, ds), 0, 1),
      clamp(l + r.range(-dl, dl), 0, 1),
    ]),
  );
}

// ---------------------------------------------------------------------------
// SVG canvas

const f = (n) => String(Math.round(n * 10) / 10);
const pts = (list) => list.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
const polyPath = (list) => `M${pts(list).replace(/ /g, ' L')} Z`;

class Canvas {
  constructor(w, h, r) {
    this.w = w;
    this.h = h;
    this.u = Math.min(w, h);
    this.r = r;
    this.defs = [];
    this.els = [];
    this.n = 0;
  }

  id(prefix) {
    this.n += 1;
    return `${prefix}${this.n}`;
  }

  add(svg) {
    this.els.push(svg);
  }

  linear(stops, [x1, y1, x2, y2] = [0, 0, 0, 1]) {
    const id = this.id('l');
    const s = stops
      .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
      .join('');
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops) {
    const id = this.id('r');
    const s = stops
      .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
      .join('');
    this.defs.push(`<radialGradient id="${id}">${s}</radialGradient>`);
    return `url(#${id})`;
  }

  clip(shapeSvg) {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shapeSvg}</clipPath>`);
    return `url(#${id})`;
  }

  path(d, fill, extra = '') {
    this.add(`<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }

  poly(list, fill, extra = '') {
    this.path(polyPath(list), fill, extra);
  }

  rect(x, y, w, h, fill, extra = '') {
    this.add(
      `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`,
    );
  }

  circle(cx, cy, rad, fill, extra = '') {
    this.add(
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`,
    );
  }

  ellipse(cx, cy, rx, ry, fill, extra = '') {
    this.add(
      `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`,
    );
  }

  stroke(d, color, width, extra = '') {
    this.add(
      `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}/>`,
    );
  }

  group(attrs, draw) {
    const saved = this.els;
    this.els = [];
    draw();
    const inner = this.els.join('');
    this.els = saved;
    this.add(`<g ${attrs}>${inner}</g>`);
  }

  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${this.els.join('')}</svg>`;
  }
}

// ---------------------------------------------------------------------------
// Building blocks

function sky(c, stops) {
  c.rect(0, 0, c.w, c.h, c.linear(stops));
}

function sun(c, x, y, rad, color, glow = '#ffffff', glowOpacity = 0.45) {
  c.circle(
    x,
    y,
    rad * 3.4,
    c.radial([
      [0, glow, glowOpacity],
      [1, glow, 0],
    ]),
  );
  c.circle(x, y, rad, color);
}

function cloud(c, x, y, s, color = '#ffffff', opacity = 0.9) {
  c.group(`fill="${color}" opacity="${opacity}"`, () => {
    c.add(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 2.3)}" ry="${f(s * 0.55)}"/>`);
    c.add(`<circle cx="${f(x - s * 1.1)}" cy="${f(y - s * 0.2)}" r="${f(s * 0.7)}"/>`);
    c.add(`<circle cx="${f(x - s * 0.15)}" cy="${f(y - s * 0.55)}" r="${f(s * 0.95)}"/>`);
    c.add(`<circle cx="${f(x + s * 0.95)}" cy="${f(y - s * 0.3)}" r="${f(s * 0.72)}"/>`);
  });
}

function clouds(c, { count, yMin, yMax, color = '#ffffff', opacity = 0.85, scale = 1 }) {
  const { r } = c;
  for (let i = 0; i < count; i += 1) {
    const x = c.w * ((i + r.range(0.1, 0.9)) / count);
    cloud(
      c,
      x,
      r.range(yMin, yMax),
      c.u * r.range(0.035, 0.06) * scale,
      color,
      opacity * r.range(0.7, 1),
    );
  }
}

function stars(c, count, yMax, color = '#ffffff') {
  const { r } = c;
  c.group(`fill="${color}"`, () => {
    for (let i = 0; i < count; i += 1) {
      c.add(
        `<circle cx="${f(r.range(0, c.w))}" cy="${f(r.range(0, yMax))}" r="${f(r.range(0.8, 2))}" opacity="${f(r.range(0.35, 0.95))}"/>`,
      );
    }
  });
}

function birds(c, count, x0, x1, y0, y1, color = '#2c3440') {
  const { r } = c;
  for (let i = 0; i < count; i += 1) {
    const x = r.range(x0, x1);
    const y = r.range(y0, y1);
    const s = c.u * r.range(0.009, 0.016);
    c.stroke(
      `M${f(x - s)},${f(y - s * 0.3)} Q${f(x - s * 0.45)},${f(y - s * 0.75)} ${f(x)},${f(y)} Q${f(x + s * 0.45)},${f(y - s * 0.75)} ${f(x + s)},${f(y - s * 0.3)}`,
      color,
      Math.max(1.5, s * 0.22),
    );
  }
}

/** Midpoint-displacement ridge line across the full width. */
function ridgePoints(c, base, amp, rough = 0.55, levels = 7) {
  const { r } = c;
  const n = 2 ** levels;
  const ys = new Array(n + 1);
  ys[0] = base - r.range(0, amp);
  ys[n] = base - r.range(0, amp);
  let step = n;
  let a = amp;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < n; i += step) ys[i] = (ys[i - half] + ys[i + half]) / 2 + r.range(-a, a);
    step = half;
    a *= rough;
  }
  return ys.map((y, i) => [-4 + ((c.w + 8) * i) / n, clamp(y, base - amp * 1.8, base + amp * 0.7)]);
}

function smoothPath(list) {
  let d = `M${f(list[0][0])},${f(list[0][1])}`;
  for (let i = 1; i < list.length - 1; i += 1) {
    const [x, y] = list[i];
    const [nx, ny] = list[i + 1];
    d += ` Q${f(x)},${f(y)} ${f((x + nx) / 2)},${f((y + ny) / 2)}`;
  }
  const last = list[list.length - 1];
  return `${d} L${f(last[0])},${f(last[1])}`;
}

function ridge(
  c,
  { base, amp, color, rough = 0.55, levels = 7, smooth = false, bottom = c.h + 4 },
) {
  const list = ridgePoints(c, base, amp, rough, levels);
  const line = smooth ? smoothPath(list) : `M${pts(list).replace(/ /g, ' L')}`;
  c.path(`${line} L${f(c.w + 4)},${f(bottom)} L-4,${f(bottom)} Z`, color);
  return list;
}

/** A single mountain with optional snow cap and a shaded right flank. */
function peak(
  c,
  { cx, base, width, height, color, snow, snowFrac = 0.35, jag = 0.05, shade = 0.22 },
) {
  const { r } = c;
  const summit = [cx + r.range(-0.06, 0.06) * width, base - height];
  const flank = (from, to, k) => {
    const list = [];
    for (let i = 1; i < k; i += 1) {
      const t = i / k;
      list.push([
        from[0] + (to[0] - from[0]) * t + r.range(-jag, jag) * width * 0.3,
        from[1] + (to[1] - from[1]) * t + r.range(-jag, jag) * height,
      ]);
    }
    return list;
  };
  const left = [cx - width / 2, base];
  const right = [cx + width / 2, base];
  const outline = [left, ...flank(left, summit, 7), summit, ...flank(summit, right, 7), right];
  const bottom = c.h + 4;
  c.poly([...outline, [right[0], bottom], [left[0], bottom]], color);
  if (snow) {
    const ys = summit[1] + height * snowFrac;
    const si = outline.indexOf(summit);
    let li = si;
    while (li > 0 && outline[li - 1][1] < ys) li -= 1;
    let ri = si;
    while (ri < outline.length - 1 && outline[ri + 1][1] < ys) ri += 1;
    const cap = outline.slice(li, ri + 1);
    const lx = cap[0][0] - (summit[0] - cap[0][0]) * 0.08;
    const rx = cap[cap.length - 1][0] + (cap[cap.length - 1][0] - summit[0]) * 0.08;
    const teeth = [];
    const k = 7;
    for (let i = k - 1; i > 0; i -= 1) {
      const x = lx + ((rx - lx) * i) / k;
      teeth.push([x, ys + (i % 2 ? height * r.range(0.04, 0.12) : -height * r.range(0, 0.04))]);
    }
    c.poly([[lx, ys], ...cap, [rx, ys], ...teeth], snow);
  }
  // shaded right flank
  const ridgeLine = [];
  for (let i = 1; i < 6; i += 1) {
    const t = i / 6;
    ridgeLine.push([
      summit[0] + width * 0.08 * t + r.range(-0.02, 0.02) * width,
      summit[1] + height * t,
    ]);
  }
  const si = outline.indexOf(summit);
  c.poly(
    [
      summit,
      ...outline.slice(si + 1),
      [right[0], bottom],
      [summit[0] + width * 0.08, bottom],
      ...ridgeLine.reverse(),
    ],
    '#101828',
    `opacity="${shade}"`,
  );
  return summit;
}

function pine(c, x, base, hgt, color) {
  const wd = hgt * 0.42;
  const tri = (bw, by, ty) =>
    `M${f(x - bw / 2)},${f(by)} L${f(x)},${f(ty)} L${f(x + bw / 2)},${f(by)} Z`;
  const d = [
    tri(wd, base - hgt * 0.12, base - hgt * 0.62),
    tri(wd * 0.78, base - hgt * 0.4, base - hgt * 0.84),
    tri(wd * 0.55, base - hgt * 0.64, base - hgt),
    `M${f(x - wd * 0.06)},${f(base)} h${f(wd * 0.12)} v${f(-hgt * 0.14)} h${f(-wd * 0.12)} Z`,
  ].join(' ');
  c.path(d, color);
}

function forest(c, { x0 = -20, x1 = c.w + 20, base, spread = 0, minH, maxH, color, step }) {
  const { r } = c;
  for (let x = x0; x < x1; x += step * r.range(0.6, 1.3)) {
    pine(c, x, base + r.range(0, spread), r.range(minH, maxH), color);
  }
}

function roundTree(c, x, base, s, color, trunk = '#5b4636') {
  c.rect(x - s * 0.07, base - s * 0.9, s * 0.14, s * 0.9, trunk);
  c.group(`fill="${color}"`, () => {
    c.add(`<circle cx="${f(x)}" cy="${f(base - s * 1.25)}" r="${f(s * 0.55)}"/>`);
    c.add(`<circle cx="${f(x - s * 0.42)}" cy="${f(base - s * 0.95)}" r="${f(s * 0.42)}"/>`);
    c.add(`<circle cx="${f(x + s * 0.42)}" cy="${f(base - s * 0.98)}" r="${f(s * 0.45)}"/>`);
  });
  c.circle(x + s * 0.25, base - s * 1.05, s * 0.32, darken(color, 0.15), 'opacity="0.6"');
}

function water(
  c,
  { top, colors, waves = 0, waveColor = '#ffffff', waveOpacity = 0.35, bottom = c.h },
) {
  const { r } = c;
  c.rect(
    -2,
    top,
    c.w + 4,
    bottom - top + 2,
    c.linear([
      [0, colors[0]],
      [1, colors[1]],
    ]),
  );
  c.group(
    `fill="none" stroke="${waveColor}" stroke-linecap="round" opacity="${waveOpacity}"`,
    () => {
      for (let i = 0; i < waves; i += 1) {
        const t = r.next();
        const y = top + (bottom - top) * (0.04 + 0.94 * t * t);
        const depth = (y - top) / Math.max(1, bottom - top);
        const len = c.u * (0.025 + 0.09 * depth) * r.range(0.6, 1.3);
        const amp = len * 0.12;
        const x = r.range(-len, c.w);
        c.add(
          `<path d="M${f(x)},${f(y)} q${f(len / 4)},${f(-amp)} ${f(len / 2)},0 t${f(len / 2)},0" stroke-width="${f(1.2 + depth * 3)}"/>`,
        );
      }
    },
  );
}

function reflection(c, x, top, bottom, width, color, opacity = 0.5) {
  const { r } = c;
  c.group(`fill="${color}" opacity="${opacity}"`, () => {
    for (let y = top + 4; y < bottom; y += c.u * 0.018) {
      const t = (y - top) / (bottom - top);
      const wd = width * (1 - t * 0.5) * r.range(0.5, 1.1);
      c.add(
        `<rect x="${f(x - wd / 2 + r.range(-6, 6))}" y="${f(y)}" width="${f(wd)}" height="${f(c.u * 0.006)}" rx="2"/>`,
      );
    }
  });
}

function building(c, { x, base, bw, bh, color, win, winOn = 0.55, roof = 'flat', shade = true }) {
  const { r, u } = c;
  const top = base - bh;
  c.rect(x, top, bw, bh + 2, color);
  if (roof === 'antenna') c.rect(x + bw / 2 - 1.5, top - bh * 0.12, 3, bh * 0.12, color);
  if (roof === 'spire')
    c.poly(
      [
        [x + bw * 0.2, top],
        [x + bw / 2, top - bw * 0.9],
        [x + bw * 0.8, top],
      ],
      color,
    );
  if (roof === 'stepped') {
    c.rect(x + bw * 0.15, top - bh * 0.06, bw * 0.7, bh * 0.06 + 1, color);
    c.rect(x + bw * 0.3, top - bh * 0.11, bw * 0.4, bh * 0.05 + 1, color);
  }
  if (roof === 'slant')
    c.poly(
      [
        [x, top],
        [x + bw, top - bw * 0.35],
        [x + bw, top],
      ],
      color,
    );
  if (win) {
    const cell = clamp(u * 0.02, 6, 16);
    const ww = cell * 0.5;
    const wh = cell * 0.62;
    const cols = Math.max(1, Math.floor((bw - cell * 0.6) / cell));
    const rows = Math.floor((bh - cell) / (cell * 1.15));
    const offX = x + (bw - cols * cell) / 2 + (cell - ww) / 2;
    c.group(`fill="${win}"`, () => {
      for (let j = 0; j < rows; j += 1) {
        for (let i = 0; i < cols; i += 1) {
          if (r.chance(winOn)) {
            c.add(
              `<rect x="${f(offX + i * cell)}" y="${f(top + cell * 0.6 + j * cell * 1.15)}" width="${f(ww)}" height="${f(wh)}"/>`,
            );
          }
        }
      }
    });
  }
  if (shade) c.rect(x + bw * 0.72, top, bw * 0.28, bh + 2, '#000000', 'opacity="0.14"');
}

function skyline(
  c,
  {
    base,
    minH,
    maxH,
    minW,
    maxW,
    colors,
    win,
    winOn,
    roofs = ['flat'],
    x0 = -10,
    x1 = c.w + 10,
    gap = 0,
  },
) {
  const { r } = c;
  let x = x0;
  while (x < x1) {
    const bw = r.range(minW, maxW);
    building(c, {
      x,
      base,
      bw,
      bh: r.range(minH, maxH),
      color: r.pick(colors),
      win,
      winOn,
      roof: r.pick(roofs),
    });
    x += bw + r.range(-bw * 0.15, gap);
  }
}

function palm(c, x, base, hgt, lean, leaf, trunk) {
  const { r } = c;
  const top = [x + lean, base - hgt];
  c.stroke(
    `M${f(x)},${f(base)} Q${f(x + lean * 0.15)},${f(base - hgt * 0.55)} ${f(top[0])},${f(top[1])}`,
    trunk,
    hgt * 0.05,
  );
  const fronds = 8;
  c.group(`fill="${leaf}"`, () => {
    for (let i = 0; i < fronds; i += 1) {
      const a = Math.PI + (Math.PI * i) / (fronds - 1) + r.range(-0.15, 0.15);
      const len = hgt * r.range(0.34, 0.46);
      const dir = [Math.cos(a), Math.sin(a) * 0.55];
      const tip = [top[0] + dir[0] * len, top[1] + dir[1] * len + len * 0.45];
      const mid = [top[0] + dir[0] * len * 0.55, top[1] + dir[1] * len * 0.55 - len * 0.12];
      const nx = -(tip[1] - top[1]);
      const ny = tip[0] - top[0];
      const nl = Math.hypot(nx, ny) || 1;
      const wd = len * 0.16;
      c.add(
        `<path d="M${f(top[0])},${f(top[1])} Q${f(mid[0] + (nx / nl) * wd)},${f(mid[1] + (ny / nl) * wd)} ${f(tip[0])},${f(tip[1])} Q${f(mid[0] - (nx / nl) * wd)},${f(mid[1] - (ny / nl) * wd)} ${f(top[0])},${f(top[1])} Z"/>`,
      );
    }
  });
  c.circle(top[0] - hgt * 0.02, top[1] + hgt * 0.03, hgt * 0.025, darken(trunk, 0.25));
  c.circle(top[0] + hgt * 0.025, top[1] + hgt * 0.035, hgt * 0.022, darken(trunk, 0.3));
}

function sailboat(c, x, y, s, hull = '#f4f1ea', sail = '#ffffff') {
  c.poly(
    [
      [x - s, y],
      [x + s, y],
      [x + s * 0.7, y + s * 0.28],
      [x - s * 0.75, y + s * 0.28],
    ],
    hull,
  );
  c.rect(x - s * 0.03, y - s * 1.6, s * 0.06, s * 1.6, '#4a4a4a');
  c.poly(
    [
      [x + s * 0.06, y - s * 1.55],
      [x + s * 0.06, y - s * 0.1],
      [x + s * 0.85, y - s * 0.1],
    ],
    sail,
  );
  c.poly(
    [
      [x - s * 0.06, y - s * 1.2],
      [x - s * 0.06, y - s * 0.1],
      [x - s * 0.7, y - s * 0.1],
    ],
    darken(sail, 0.08),
  );
}

function grassStrokes(c, { x0, x1, y0, y1, count, color, hgt }) {
  const { r } = c;
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const x = r.range(x0, x1);
    const y = r.range(y0, y1);
    const hh = hgt * r.range(0.6, 1.2);
    d += `M${f(x)},${f(y)} q${f(r.range(-hh * 0.3, hh * 0.3))},${f(-hh * 0.5)} ${f(r.range(-hh * 0.4, hh * 0.4))},${f(-hh)} `;
  }
  c.stroke(d, color, Math.max(1.2, hgt * 0.06));
}

function lighthouse(
  c,
  { x, base, hgt, body = '#f5f2ea', stripe = 'none', stripeColor = '#c8372d' },
) {
  const bw = hgt * 0.2;
  const tw = hgt * 0.12;
  const bodyTop = base - hgt * 0.78;
  const bodyPts = [
    [x - bw / 2, base],
    [x - tw / 2, bodyTop],
    [x + tw / 2, bodyTop],
    [x + bw / 2, base],
  ];
  c.poly(bodyPts, body);
  if (stripe === 'spiral') {
    const clip = c.clip(`<path d="${polyPath(bodyPts)}"/>`);
    c.group(`clip-path="${clip}"`, () => {
      const band = hgt * 0.085;
      for (let y = base + bw; y > bodyTop - band * 2; y -= band * 2) {
        c.poly(
          [
            [x - bw, y],
            [x + bw, y - bw * 0.9],
            [x + bw, y - bw * 0.9 - band],
            [x - bw, y - band],
          ],
          stripeColor,
        );
      }
    });
  } else if (stripe === 'band') {
    const clip = c.clip(`<path d="${polyPath(bodyPts)}"/>`);
    c.group(`clip-path="${clip}"`, () => {
      c.rect(x - bw, bodyTop, bw * 2, hgt * 0.16, stripeColor);
    });
  }
  c.poly(
    [
      [x + bw * 0.1, base],
      [x + tw * 0.15, bodyTop],
      [x + tw / 2, bodyTop],
      [x + bw / 2, base],
    ],
    '#000000',
    'opacity="0.12"',
  );
  // gallery, lantern and cap
  c.rect(x - tw * 0.75, bodyTop - hgt * 0.025, tw * 1.5, hgt * 0.03, '#2b2f36');
  c.rect(x - tw * 0.4, bodyTop - hgt * 0.13, tw * 0.8, hgt * 0.105, '#fff3b0');
  c.rect(
    x - tw * 0.4,
    bodyTop - hgt * 0.13,
    tw * 0.8,
    hgt * 0.105,
    'none',
    'stroke="#2b2f36" stroke-width="2"',
  );
  c.rect(x - 1, bodyTop - hgt * 0.13, 2, hgt * 0.105, '#2b2f36');
  c.poly(
    [
      [x - tw * 0.55, bodyTop - hgt * 0.13],
      [x, bodyTop - hgt * 0.2],
      [x + tw * 0.55, bodyTop - hgt * 0.13],
    ],
    stripe === 'spiral' ? '#23262c' : stripeColor,
  );
  c.rect(x - 1, base - hgt, 2, hgt * 0.04, '#23262c');
}

// ---------------------------------------------------------------------------
// Scenes. Each gets the canvas and draws a complete picture.

const SCENES = {
  'grand-canyon'(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#4b5d9a')],
      [0.45, vary(r, '#e9896a')],
      [0.75, vary(r, '#f8c27a')],
      [1, '#fbe3a8'],
    ]);
    sun(c, w * r.range(0.6, 0.85), h * r.range(0.26, 0.34), u * 0.055, '#fff3cf', '#ffe0a0', 0.5);
    clouds(c, { count: 3, yMin: h * 0.08, yMax: h * 0.2, color: '#ffd9c2', opacity: 0.55 });
    const layers = [
      { base: 0.44, color: '#d8a0a0' },
      { base: 0.54, color: '#cf7f66' },
      { base: 0.66, color: '#b95c3f' },
      { base: 0.8, color: '#9c4429' },
      { base: 0.96, color: '#7c3220' },
    ];
    layers.forEach((layer, idx) => {
      const base = h * (layer.base + r.range(-0.02, 0.02));
      const color = vary(r, layer.color, 5, 0.05, 0.03);
      const list = [];
      let x = -6;
      let y = base - u * r.range(0.06, 0.14);
      list.push([x, y]);
      while (x < w + 6) {
        x += w * r.range(0.07, 0.2);
        list.push([x, y]);
        const ny = base - u * r.range(0.04, 0.16);
        const slope = w * r.range(0.012, 0.035);
        if (r.chance(0.5)) {
          const mid = (y + ny) / 2;
          list.push([x + slope * 0.4, mid], [x + slope * 0.8, mid]);
          x += slope * 1.2;
        } else {
          x += slope;
        }
        list.push([x, ny]);
        y = ny;
      }
      const outline = [...list, [w + 6, h + 4], [-6, h + 4]];
      c.poly(outline, color);
      if (idx >= 1) {
        const clip = c.clip(`<path d="${polyPath(outline)}"/>`);
        c.group(`clip-path="${clip}"`, () => {
          for (let yy = base - u * 0.2; yy < h; yy += u * r.range(0.012, 0.022)) {
            c.rect(-4, yy, w + 8, u * r.range(0.004, 0.01), lighten(color, 0.18), 'opacity="0.45"');
          }
          c.rect(
            -4,
            base - u * 0.25,
            w + 8,
            h,
            c.linear(
              [
                [0, '#2a0f0a', 0],
                [1, '#2a0f0a', 0.22],
              ],
              [0, 0, 1, 0],
            ),
          );
        });
      }
      if (idx === 4) {
        for (let i = 0; i < 7; i += 1) {
          const tx = r.range(0, w);
          const s = u * r.range(0.018, 0.03);
          c.circle(tx, base - u * 0.02 + r.range(0, u * 0.03), s, vary(r, '#4f5a2e'));
        }
      }
    });
  },

  yellowstone(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#6fa9d8')],
      [1, vary(r, '#d9eef5')],
    ]);
    clouds(c, { count: 3, yMin: h * 0.08, yMax: h * 0.22 });
    ridge(c, { base: h * 0.42, amp: u * 0.12, color: vary(r, '#8ea6c0'), rough: 0.5 });
    ridge(c, { base: h * 0.5, amp: u * 0.08, color: vary(r, '#61809a'), rough: 0.55 });
    c.rect(-2, h * 0.56, w + 4, h, vary(r, '#2f5a3c'));
    forest(c, {
      base: h * 0.58,
      spread: h * 0.03,
      minH: u * 0.07,
      maxH: u * 0.13,
      color: vary(r, '#23452f'),
      step: u * 0.03,
    });
    c.rect(
      -2,
      h * 0.62,
      w + 4,
      h,
      c.linear([
        [0, vary(r, '#a9b46a')],
        [1, vary(r, '#c9c88a')],
      ]),
    );
    // geyser plume
    const gx = w * r.range(0.6, 0.75);
    const gy = h * 0.66;
    const plume = (from, to, opacity) => {
      c.group(`fill="#ffffff" opacity="${opacity}"`, () => {
        for (let i = 0; i < 26; i += 1) {
          const t = from + ((to - from) * i) / 25;
          const s = u * (0.016 + 0.07 * t * t) * r.range(0.85, 1.15);
          c.add(
            `<circle cx="${f(gx + r.range(-1, 1) * s * 0.5 + t * t * u * 0.1)}" cy="${f(gy - u * 0.55 * t)}" r="${f(s)}"/>`,
          );
        }
      });
    };
    plume(0.45, 1, 0.55);
    plume(0, 0.7, 0.95);
    c.ellipse(gx, gy + u * 0.005, u * 0.07, u * 0.015, '#d8d2bd');
    // hot spring with coloured rings
    const px = w * r.range(0.2, 0.35);
    const py = h * 0.84;
    const rings = ['#d97d2b', '#e7b43f', '#e9dc7a', '#8cc7a0', '#3a9bc1', '#1f6f9f'];
    rings.forEach((col, i) => {
      const k = 1 - i * 0.15;
      c.ellipse(px, py, u * 0.3 * k, u * 0.07 * k, vary(r, col, 4, 0.04, 0.03));
    });
    c.group('fill="#ffffff" opacity="0.35"', () => {
      for (let i = 0; i < 5; i += 1) {
        c.add(
          `<circle cx="${f(px + r.range(-u * 0.12, u * 0.12))}" cy="${f(py - u * r.range(0.03, 0.12))}" r="${f(u * r.range(0.03, 0.06))}"/>`,
        );
      }
    });
  },

  denali(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#3f79b8')],
      [1, vary(r, '#cfe4f2')],
    ]);
    clouds(c, { count: 4, yMin: h * 0.1, yMax: h * 0.25, opacity: 0.7 });
    peak(c, {
      cx: w * 0.28,
      base: h * 0.62,
      width: w * 0.38,
      height: h * 0.36,
      color: vary(r, '#7d8aa0'),
      snow: '#f4f8fc',
      snowFrac: 0.45,
    });
    peak(c, {
      cx: w * 0.8,
      base: h * 0.62,
      width: w * 0.4,
      height: h * 0.33,
      color: vary(r, '#7a879c'),
      snow: '#f1f6fb',
      snowFrac: 0.4,
    });
    peak(c, {
      cx: w * r.range(0.5, 0.58),
      base: h * 0.64,
      width: w * 0.55,
      height: h * 0.55,
      color: vary(r, '#8a97ad'),
      snow: '#ffffff',
      snowFrac: 0.62,
    });
    ridge(c, { base: h * 0.7, amp: u * 0.08, color: vary(r, '#5f6b55'), smooth: true, levels: 4 });
    ridge(c, { base: h * 0.78, amp: u * 0.05, color: vary(r, '#8a7f45'), smooth: true, levels: 4 });
    c.rect(
      -2,
      h * 0.8,
      w + 4,
      h,
      c.linear([
        [0, vary(r, '#b9823c')],
        [1, vary(r, '#8f4f2a')],
      ]),
    );
    // tundra patches
    c.group('opacity="0.75"', () => {
      for (let i = 0; i < 26; i += 1) {
        c.ellipse(
          r.range(0, w),
          r.range(h * 0.82, h),
          u * r.range(0.03, 0.09),
          u * r.range(0.008, 0.02),
          r.pick(['#c2452d', '#d98a2b', '#6b7d3a', '#a23a2a']),
        );
      }
    });
    // braided river
    for (let k = 0; k < 3; k += 1) {
      const list = [];
      for (let i = 0; i <= 8; i += 1)
        list.push([
          (w * i) / 8,
          h * (0.84 + 0.02 * k) + r.range(-u * 0.02, u * 0.02) + (i / 8) * h * 0.08,
        ]);
      c.stroke(smoothPath(list), '#bcd7e6', u * (0.012 - k * 0.003), 'opacity="0.9"');
    }
  },

  yosemite(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#5d9bd1')],
      [1, vary(r, '#e3f0f7')],
    ]);
    clouds(c, { count: 2, yMin: h * 0.08, yMax: h * 0.18, opacity: 0.8 });
    ridge(c, { base: h * 0.5, amp: u * 0.08, color: vary(r, '#a9b8c8'), levels: 5 });
    // distant dome with a sheer face on its left side
    const dx = w * r.range(0.45, 0.48);
    const db = h * 0.62;
    const dh = h * 0.3;
    const far = vary(r, '#aeb4bb', 4, 0.03, 0.03);
    c.path(
      `M${f(dx - u * 0.02)},${f(db)} L${f(dx - u * 0.005)},${f(db - dh * 0.55)} L${f(dx + u * 0.01)},${f(db - dh * 0.97)} Q${f(dx + u * 0.06)},${f(db - dh * 1.04)} ${f(dx + u * 0.12)},${f(db - dh * 0.92)} C${f(dx + u * 0.17)},${f(db - dh * 0.8)} ${f(dx + u * 0.21)},${f(db - dh * 0.4)} ${f(dx + u * 0.26)},${f(db)} Z`,
      far,
    );
    c.path(
      `M${f(dx - u * 0.02)},${f(db)} L${f(dx - u * 0.005)},${f(db - dh * 0.55)} L${f(dx + u * 0.01)},${f(db - dh * 0.97)} L${f(dx + u * 0.035)},${f(db - dh * 0.6)} L${f(dx + u * 0.05)},${f(db)} Z`,
      darken(far, 0.18),
    );
    // right-hand cliffs with a waterfall
    const right = vary(r, '#b3ada1', 4, 0.03, 0.03);
    c.poly(
      [
        [w * 0.68, h * 0.74],
        [w * 0.72, h * 0.42],
        [w * 0.78, h * 0.3],
        [w * 0.86, h * 0.26],
        [w * 0.93, h * 0.3],
        [w + 4, h * 0.28],
        [w + 4, h * 0.74],
      ],
      right,
    );
    c.poly(
      [
        [w * 0.68, h * 0.74],
        [w * 0.72, h * 0.42],
        [w * 0.78, h * 0.3],
        [w * 0.77, h * 0.74],
      ],
      darken(right, 0.15),
    );
    const fx = w * 0.8;
    c.path(
      `M${f(fx - u * 0.01)},${f(h * 0.36)} L${f(fx + u * 0.01)},${f(h * 0.36)} L${f(fx + u * 0.022)},${f(h * 0.66)} L${f(fx - u * 0.018)},${f(h * 0.66)} Z`,
      '#f3f8fb',
    );
    c.group('fill="#ffffff" opacity="0.75"', () => {
      for (let i = 0; i < 5; i += 1)
        c.add(
          `<circle cx="${f(fx + r.range(-u * 0.04, u * 0.04))}" cy="${f(h * 0.67 + r.range(-u * 0.01, u * 0.02))}" r="${f(u * r.range(0.02, 0.035))}"/>`,
        );
    });
    // big granite wall on the left
    const wall = vary(r, '#c9c5b8', 4, 0.03, 0.03);
    c.poly(
      [
        [-4, h * 0.2],
        [w * 0.12, h * 0.15],
        [w * 0.26, h * 0.22],
        [w * 0.34, h * 0.5],
        [w * 0.38, h * 0.74],
        [-4, h * 0.74],
      ],
      wall,
    );
    c.poly(
      [
        [w * 0.2, h * 0.18],
        [w * 0.26, h * 0.22],
        [w * 0.34, h * 0.5],
        [w * 0.38, h * 0.74],
        [w * 0.24, h * 0.74],
      ],
      darken(wall, 0.2),
    );
    c.group(`fill="${darken(wall, 0.1)}" opacity="0.5"`, () => {
      for (let i = 0; i < 8; i += 1)
        c.add(
          `<rect x="${f(r.range(w * 0.02, w * 0.2))}" y="${f(r.range(h * 0.22, h * 0.4))}" width="${f(u * r.range(0.004, 0.01))}" height="${f(h * r.range(0.12, 0.3))}"/>`,
        );
    });
    // valley floor and forest
    c.rect(-2, h * 0.7, w + 4, h, vary(r, '#5d8a4a'));
    c.rect(-2, h * 0.8, w + 4, h, vary(r, '#7fa55a'));
    forest(c, {
      base: h * 0.76,
      spread: h * 0.04,
      minH: u * 0.08,
      maxH: u * 0.15,
      color: vary(r, '#1f4330'),
      step: u * 0.035,
    });
    forest(c, {
      base: h * 0.96,
      spread: h * 0.05,
      minH: u * 0.16,
      maxH: u * 0.28,
      color: vary(r, '#173425'),
      step: u * 0.09,
    });
  },

  zion(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#3d86c6')],
      [1, vary(r, '#bfe0f0')],
    ]);
    clouds(c, { count: 2, yMin: h * 0.06, yMax: h * 0.14, opacity: 0.8 });
    const far = vary(r, '#e0a47c');
    c.path(
      `M${f(w * 0.28)},${f(h)} L${f(w * 0.31)},${f(h * 0.42)} Q${f(w * 0.38)},${f(h * 0.3)} ${f(w * 0.46)},${f(h * 0.34)} Q${f(w * 0.55)},${f(h * 0.26)} ${f(w * 0.64)},${f(h * 0.36)} L${f(w * 0.72)},${f(h)} Z`,
      far,
    );
    c.path(
      `M${f(w * 0.5)},${f(h)} L${f(w * 0.55)},${f(h * 0.3)} Q${f(w * 0.6)},${f(h * 0.3)} ${f(w * 0.64)},${f(h * 0.36)} L${f(w * 0.72)},${f(h)} Z`,
      darken(far, 0.1),
    );
    const cliff = (side) => {
      const base = vary(r, side < 0 ? '#c8562d' : '#b84a26');
      const x0 = side < 0 ? -4 : w + 4;
      const edge = side < 0 ? w * r.range(0.33, 0.38) : w * r.range(0.62, 0.67);
      const top = h * r.range(0.1, 0.18);
      const d = `M${f(x0)},${f(h)} L${f(x0)},${f(top + h * 0.04)} Q${f((x0 + edge) / 2)},${f(top - h * 0.06)} ${f(edge - side * w * 0.04)},${f(top + h * 0.05)} L${f(edge)},${f(h * 0.45)} L${f(edge + side * w * 0.05)},${f(h)} Z`;
      c.path(d, base);
      const clip = c.clip(`<path d="${d}"/>`);
      c.group(`clip-path="${clip}"`, () => {
        c.rect(-4, top - h * 0.1, w + 8, h * 0.2, lighten(base, 0.35), 'opacity="0.55"');
        for (let i = 0; i < 14; i += 1) {
          const x = r.range(Math.min(x0, edge), Math.max(x0, edge));
          c.rect(
            x,
            r.range(top, h * 0.4),
            u * r.range(0.004, 0.012),
            h * r.range(0.15, 0.45),
            darken(base, 0.3),
            'opacity="0.35"',
          );
        }
        for (let y = top + h * 0.12; y < h; y += h * r.range(0.05, 0.09)) {
          c.rect(-4, y, w + 8, h * 0.006, darken(base, 0.2), 'opacity="0.3"');
        }
      });
    };
    cliff(-1);
    cliff(1);
    c.path(
      `M${f(w * 0.25)},${f(h)} Q${f(w * 0.5)},${f(h * 0.72)} ${f(w * 0.72)},${f(h)} Z`,
      vary(r, '#7a9a4e'),
    );
    const river = `M${f(w * 0.47)},${f(h * 0.78)} Q${f(w * 0.56)},${f(h * 0.86)} ${f(w * 0.44)},${f(h * 0.92)} T${f(w * 0.5)},${f(h + 4)}`;
    c.stroke(river, vary(r, '#4f9fa8'), u * 0.05);
    c.stroke(river, '#8ccad0', u * 0.015, 'opacity="0.7"');
    for (let i = 0; i < 9; i += 1) {
      const x = r.chance(0.5) ? r.range(w * 0.26, w * 0.42) : r.range(w * 0.56, w * 0.72);
      roundTree(c, x, h * r.range(0.9, 1.02), u * r.range(0.05, 0.08), vary(r, '#4d7a2e'));
    }
  },

  niagarafaelle(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#4f8fd0')],
      [1, vary(r, '#d4ebf7')],
    ]);
    clouds(c, { count: 3, yMin: h * 0.06, yMax: h * 0.16 });
    c.rect(-2, h * 0.25, w + 4, h * 0.1, vary(r, '#2f6340'));
    for (let x = -10; x < w + 10; x += u * 0.05)
      roundTree(c, x + r.range(-5, 5), h * 0.32, u * r.range(0.05, 0.08), vary(r, '#356b45'));
    // crest of the falls (curved)
    const crest = h * 0.36;
    const bottom = h * 0.7;
    const d = `M-4,${f(crest)} Q${f(w * 0.5)},${f(crest + h * 0.12)} ${f(w + 4)},${f(crest)} L${f(w + 4)},${f(bottom)} L-4,${f(bottom)} Z`;
    c.path(
      d,
      c.linear([
        [0, '#5aa7a8'],
        [0.25, '#e6f4f4'],
        [1, '#ffffff'],
      ]),
    );
    const clip = c.clip(`<path d="${d}"/>`);
    c.group(`clip-path="${clip}"`, () => {
      for (let x = 0; x < w; x += u * r.range(0.01, 0.025)) {
        c.rect(
          x,
          crest,
          u * r.range(0.002, 0.007),
          bottom - crest,
          r.pick(['#b9dcdc', '#8fc6c7', '#ffffff']),
          'opacity="0.7"',
        );
      }
    });
    c.stroke(
      `M-4,${f(crest)} Q${f(w * 0.5)},${f(crest + h * 0.12)} ${f(w + 4)},${f(crest)}`,
      '#3c8a8e',
      u * 0.012,
    );
    // river and mist
    water(c, {
      top: bottom,
      colors: [vary(r, '#3f8a8a'), vary(r, '#1f5660')],
      waves: 40,
      waveOpacity: 0.5,
    });
    c.group('fill="#ffffff"', () => {
      for (let i = 0; i < 22; i += 1) {
        c.add(
          `<circle cx="${f(r.range(-20, w + 20))}" cy="${f(bottom + r.range(-u * 0.06, u * 0.03))}" r="${f(u * r.range(0.04, 0.09))}" opacity="${f(r.range(0.5, 0.85))}"/>`,
        );
      }
    });
    const rb = ['#e5484d', '#f3a33b', '#f6e05e', '#5cc16a', '#4a90d9', '#7b5cc4'];
    const rx = w * r.range(0.3, 0.45);
    rb.forEach((col, i) => {
      const rad = u * (0.42 - i * 0.018);
      c.stroke(
        `M${f(rx - rad)},${f(bottom + u * 0.02)} A${f(rad)},${f(rad)} 0 0 1 ${f(rx + rad)},${f(bottom + u * 0.02)}`,
        col,
        u * 0.018,
        'opacity="0.35"',
      );
    });
    // small boat
    const bx = w * r.range(0.55, 0.75);
    const by = h * 0.86;
    c.poly(
      [
        [bx - u * 0.09, by],
        [bx + u * 0.09, by],
        [bx + u * 0.07, by + u * 0.035],
        [bx - u * 0.07, by + u * 0.035],
      ],
      '#f5f5f0',
    );
    c.rect(bx - u * 0.06, by - u * 0.04, u * 0.11, u * 0.04, '#ffffff');
    c.rect(bx - u * 0.055, by - u * 0.03, u * 0.1, u * 0.02, '#3d7fc4');
  },

  everglades(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#4d8fc9')],
      [1, vary(r, '#e7f2f2')],
    ]);
    for (let i = 0; i < 4; i += 1)
      cloud(
        c,
        w * (0.12 + i * 0.26) + r.range(-30, 30),
        h * r.range(0.22, 0.34),
        u * r.range(0.06, 0.09),
        '#ffffff',
        0.95,
      );
    const hor = h * 0.55;
    // tree islands
    for (let i = 0; i < 6; i += 1) {
      const x = r.range(0, w);
      const s = u * r.range(0.06, 0.12);
      c.ellipse(x, hor, s * 2, s * 0.7, vary(r, '#3f5f38'));
      if (r.chance(0.6))
        palm(
          c,
          x + r.range(-s, s),
          hor - s * 0.3,
          s * 1.6,
          r.range(-s * 0.2, s * 0.2),
          vary(r, '#3c5e35'),
          '#6b5a45',
        );
    }
    c.rect(-2, hor, w + 4, h, vary(r, '#a9a65a'));
    for (let k = 0; k < 5; k += 1) {
      const y = hor + (h - hor) * (0.1 + k * 0.19);
      c.path(
        smoothPath(ridgePoints(c, y, u * 0.015, 0.5, 4)) +
          ` L${f(w + 4)},${f(h + 4)} L-4,${f(h + 4)} Z`,
        vary(r, k % 2 ? '#8f8c46' : '#b5ad63'),
      );
      c.path(
        `M-4,${f(y + u * 0.05)} Q${f(w * r.range(0.2, 0.5))},${f(y + u * 0.02)} ${f(w * r.range(0.6, 0.8))},${f(y + u * 0.06)} T${f(w + 4)},${f(y + u * 0.045)} L${f(w + 4)},${f(y + u * 0.07)} Q${f(w * 0.5)},${f(y + u * 0.1)} -4,${f(y + u * 0.075)} Z`,
        vary(r, '#7fb3c9'),
        'opacity="0.9"',
      );
    }
    grassStrokes(c, {
      x0: 0,
      x1: w,
      y0: h * 0.8,
      y1: h,
      count: 120,
      color: '#6f7132',
      hgt: u * 0.07,
    });
    // egret
    const ex = w * r.range(0.68, 0.8);
    const ey = h * 0.88;
    const s = u * 0.12;
    c.stroke(
      `M${f(ex)},${f(ey)} l${f(-s * 0.05)},${f(s * 0.8)} M${f(ex + s * 0.12)},${f(ey)} l${f(s * 0.05)},${f(s * 0.8)}`,
      '#3b3b32',
      s * 0.035,
    );
    c.ellipse(
      ex + s * 0.05,
      ey - s * 0.1,
      s * 0.42,
      s * 0.22,
      '#ffffff',
      `transform="rotate(-18 ${f(ex)} ${f(ey)})"`,
    );
    c.stroke(
      `M${f(ex - s * 0.25)},${f(ey - s * 0.15)} q${f(-s * 0.2)},${f(-s * 0.3)} ${f(-s * 0.02)},${f(-s * 0.55)} q${f(s * 0.15)},${f(-s * 0.2)} ${f(-s * 0.05)},${f(-s * 0.35)}`,
      '#ffffff',
      s * 0.09,
    );
    c.circle(ex - s * 0.07, ey - s * 1.05, s * 0.08, '#ffffff');
    c.poly(
      [
        [ex - s * 0.04, ey - s * 1.08],
        [ex + s * 0.28, ey - s * 1.02],
        [ex - s * 0.02, ey - s * 1.0],
      ],
      '#e0b534',
    );
    birds(c, 4, w * 0.1, w * 0.5, h * 0.08, h * 0.2);
  },

  'hawaii-volcanoes'(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#0f1235')],
      [0.6, vary(r, '#3b2352')],
      [1, vary(r, '#a9473a')],
    ]);
    stars(c, 90, h * 0.45);
    c.path(
      smoothPath([
        [-4, h * 0.56],
        [w * 0.3, h * 0.4],
        [w * 0.55, h * 0.33],
        [w * 0.8, h * 0.4],
        [w + 4, h * 0.5],
      ]) + ` L${f(w + 4)},${f(h)} L-4,${f(h)} Z`,
      vary(r, '#2b2235'),
    );
    c.rect(-2, h * 0.6, w + 4, h, vary(r, '#1b1a1f'));
    // crater and lava lake
    const cx = w * r.range(0.42, 0.58);
    const cy = h * 0.66;
    c.ellipse(cx, cy, u * 0.45, u * 0.08, '#0d0c10');
    c.ellipse(
      cx,
      cy + u * 0.01,
      u * 0.36,
      u * 0.055,
      c.radial([
        [0, '#fff0a0'],
        [0.4, '#ff9a2e'],
        [1, '#c2261b'],
      ]),
    );
    c.group('fill="none" stroke="#2a0d08" stroke-width="3" opacity="0.6"', () => {
      for (let i = 0; i < 6; i += 1) {
        const x = cx + r.range(-u * 0.3, u * 0.3);
        c.add(
          `<path d="M${f(x)},${f(cy - u * 0.03)} l${f(r.range(-20, 20))},${f(u * 0.02)} l${f(r.range(-20, 20))},${f(u * 0.03)}"/>`,
        );
      }
    });
    // glowing steam plume
    for (const [from, to, col, op] of [
      [0.4, 1, '#8a5a6a', 0.35],
      [0, 0.6, '#f2a06a', 0.5],
    ]) {
      c.group(`fill="${col}" opacity="${op}"`, () => {
        for (let i = 0; i < 20; i += 1) {
          const t = from + ((to - from) * i) / 19;
          c.add(
            `<circle cx="${f(cx + t * t * u * 0.3 + r.range(-8, 8))}" cy="${f(cy - u * 0.04 - t * u * 0.42)}" r="${f(u * (0.05 + 0.09 * t) * r.range(0.85, 1.15))}"/>`,
          );
        }
      });
    }
    c.circle(
      cx,
      cy,
      u * 0.5,
      c.radial([
        [0, '#ff7a2e', 0.35],
        [1, '#ff7a2e', 0],
      ]),
    );
    // lava field with glowing cracks
    c.path(
      smoothPath(ridgePoints(c, h * 0.82, u * 0.03, 0.5, 4)) +
        ` L${f(w + 4)},${f(h + 4)} L-4,${f(h + 4)} Z`,
      '#121115',
    );
    for (let i = 0; i < 7; i += 1) {
      let x = r.range(0, w);
      let y = r.range(h * 0.86, h);
      let d = `M${f(x)},${f(y)}`;
      for (let k = 0; k < 5; k += 1) {
        x += r.range(-u * 0.06, u * 0.06);
        y += r.range(-u * 0.01, u * 0.03);
        d += ` L${f(x)},${f(y)}`;
      }
      c.stroke(d, '#ff8a2a', u * 0.006, 'opacity="0.85"');
    }
  },

  'new-york-city'(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#1c2a5c')],
      [0.55, vary(r, '#8a4f8f')],
      [0.8, vary(r, '#f08a6a')],
      [1, '#f9c48a'],
    ]);
    stars(c, 25, h * 0.25);
    const base = h * 0.76;
    skyline(c, {
      base,
      minH: h * 0.15,
      maxH: h * 0.38,
      minW: u * 0.06,
      maxW: u * 0.14,
      colors: ['#5a4f7f', '#62578a', '#544a78'],
      roofs: ['flat', 'antenna', 'stepped'],
      win: null,
    });
    // stepped art-deco tower with mast
    const tx = w * r.range(0.55, 0.68);
    const tw = u * 0.16;
    const col = '#2b2846';
    const steps = [
      [1, 0.3],
      [0.78, 0.48],
      [0.56, 0.6],
      [0.36, 0.66],
      [0.2, 0.7],
    ];
    steps.forEach(([k, top]) => c.rect(tx - (tw * k) / 2, base - h * top, tw * k, h * top, col));
    c.rect(tx - tw * 0.05, base - h * 0.78, tw * 0.1, h * 0.08, col);
    c.rect(tx - 1.5, base - h * 0.84, 3, h * 0.06, col);
    c.group('fill="#ffd68a"', () => {
      for (let y = base - h * 0.58; y < base - 8; y += u * 0.022) {
        for (let x = tx - tw * 0.26; x < tx + tw * 0.24; x += u * 0.02) {
          if (r.chance(0.45))
            c.add(
              `<rect x="${f(x)}" y="${f(y)}" width="${f(u * 0.009)}" height="${f(u * 0.012)}"/>`,
            );
        }
      }
    });
    skyline(c, {
      base,
      minH: h * 0.08,
      maxH: h * 0.26,
      minW: u * 0.08,
      maxW: u * 0.16,
      colors: ['#2c2a48', '#34304f', '#272540'],
      roofs: ['flat', 'stepped', 'antenna', 'spire'],
      win: '#ffd68a',
      winOn: 0.35,
    });
    water(c, {
      top: base,
      colors: [vary(r, '#2d2f55'), vary(r, '#151833')],
      waves: 50,
      waveColor: '#ffd68a',
      waveOpacity: 0.35,
    });
    reflection(c, tx, base, h, tw * 0.8, '#ffd68a', 0.3);
  },

  chicago(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#3470b0')],
      [0.7, vary(r, '#f2b98a')],
      [1, '#fbe0b5'],
    ]);
    clouds(c, { count: 3, yMin: h * 0.08, yMax: h * 0.25, color: '#fff3e6', opacity: 0.7 });
    const base = h * 0.72;
    skyline(c, {
      base,
      minH: h * 0.12,
      maxH: h * 0.28,
      minW: u * 0.09,
      maxW: u * 0.18,
      colors: ['#8aa0bd', '#98abc4', '#7f96b3'],
      roofs: ['flat', 'antenna'],
      win: null,
    });
    // bundled dark tower with two antennas
    const tx = w * r.range(0.38, 0.55);
    const tw = u * 0.24;
    const col = '#1e2128';
    const hs = [0.42, 0.58, 0.5];
    hs.forEach((k, i) => c.rect(tx + (i * tw) / 3, base - h * k, tw / 3 + 1, h * k, col));
    c.rect(tx + tw * 0.4, base - h * 0.68, u * 0.008, h * 0.1, col);
    c.rect(tx + tw * 0.58, base - h * 0.66, u * 0.008, h * 0.08, col);
    c.group('fill="#3a3f4b"', () => {
      for (let x = tx + 4; x < tx + tw - 4; x += u * 0.018)
        c.add(`<rect x="${f(x)}" y="${f(base - h * 0.56)}" width="2" height="${f(h * 0.55)}"/>`);
    });
    skyline(c, {
      base,
      minH: h * 0.06,
      maxH: h * 0.22,
      minW: u * 0.1,
      maxW: u * 0.2,
      colors: ['#3f4d63', '#4a5870', '#56637a', '#6a5a4f'],
      roofs: ['flat', 'stepped', 'slant'],
      win: '#d9e4ef',
      winOn: 0.5,
    });
    c.rect(-2, base - 2, w + 4, u * 0.03, '#d9c9a3');
    water(c, {
      top: base + u * 0.025,
      colors: [vary(r, '#4aa0c0'), vary(r, '#1e5f86')],
      waves: 40,
    });
    sailboat(c, w * r.range(0.2, 0.35), h * 0.85, u * 0.07);
    sailboat(c, w * r.range(0.65, 0.85), h * 0.92, u * 0.09, '#f3e9dc', '#fff8ee');
  },

  'san-francisco'(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#6ea7d4')],
      [1, vary(r, '#eef3f4')],
    ]);
    const deck = h * 0.6;
    c.path(
      smoothPath([
        [-4, h * 0.5],
        [w * 0.15, h * 0.38],
        [w * 0.32, h * 0.48],
        [w * 0.4, deck],
      ]) + ` L-4,${f(deck)} Z`,
      vary(r, '#7b8a54'),
    );
    c.path(
      smoothPath([
        [w * 0.7, deck],
        [w * 0.8, h * 0.46],
        [w * 0.9, h * 0.4],
        [w + 4, h * 0.44],
      ]) + ` L${f(w + 4)},${f(deck)} Z`,
      vary(r, '#8a8d5c'),
    );
    water(c, {
      top: deck - 2,
      colors: [vary(r, '#3f7fa6'), vary(r, '#1c4a6b')],
      waves: 45,
      waveOpacity: 0.4,
    });
    // bridge
    const col = vary(r, '#c0392b', 3, 0.05, 0.03);
    const t1 = w * 0.28;
    const t2 = w * 0.76;
    const th = h * 0.4;
    const tdeck = deck - h * 0.05;
    [t1, t2].forEach((tx) => {
      c.rect(tx - u * 0.022, tdeck - th, u * 0.014, th + h * 0.05, col);
      c.rect(tx + u * 0.008, tdeck - th, u * 0.014, th + h * 0.05, col);
      for (let k = 0; k < 4; k += 1)
        c.rect(tx - u * 0.022, tdeck - th + (th * k) / 4, u * 0.044, u * 0.008, col);
    });
    const cable = (x0, y0, x1, y1, sag) =>
      `M${f(x0)},${f(y0)} Q${f((x0 + x1) / 2)},${f(sag)} ${f(x1)},${f(y1)}`;
    c.stroke(cable(-10, tdeck - th * 0.05, t1, tdeck - th, tdeck - th * 0.3), col, u * 0.006);
    c.stroke(cable(t1, tdeck - th, t2, tdeck - th, tdeck + th * 0.85), col, u * 0.007);
    c.stroke(cable(t2, tdeck - th, w + 10, tdeck - th * 0.05, tdeck - th * 0.3), col, u * 0.006);
    let d = '';
    for (let i = 1; i < 24; i += 1) {
      const t = i / 24;
      const x = (1 - t) * (1 - t) * t1 + 2 * (1 - t) * t * ((t1 + t2) / 2) + t * t * t2;
      const y =
        (1 - t) * (1 - t) * (tdeck - th) +
        2 * (1 - t) * t * (tdeck + th * 0.85) +
        t * t * (tdeck - th);
      d += `M${f(x)},${f(y)} L${f(x)},${f(tdeck)} `;
    }
    c.stroke(d, col, 1.5, 'opacity="0.8"');
    c.rect(-4, tdeck, w + 8, u * 0.018, darken(col, 0.15));
    // fog
    c.group('fill="#ffffff"', () => {
      for (let i = 0; i < 16; i += 1) {
        c.add(
          `<ellipse cx="${f(r.range(-40, w + 40))}" cy="${f(h * r.range(0.28, 0.4))}" rx="${f(u * r.range(0.1, 0.22))}" ry="${f(u * r.range(0.02, 0.04))}" opacity="${f(r.range(0.4, 0.75))}"/>`,
        );
      }
    });
  },

  'new-orleans'(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#33295e')],
      [0.6, vary(r, '#b35c85')],
      [1, vary(r, '#f4a66c')],
    ]);
    const street = h * 0.86;
    const palette = ['#e8b04a', '#6fa88f', '#d9786a', '#8e7cc3', '#e3d4b0', '#5f9bc5'];
    let x = -u * 0.05;
    while (x < w) {
      const hw = u * r.range(0.42, 0.55);
      const hh = h * r.range(0.5, 0.58);
      const top = street - hh;
      const body = vary(r, r.pick(palette));
      c.rect(x, top, hw, hh, body);
      c.rect(x - 4, top - u * 0.02, hw + 8, u * 0.03, lighten(body, 0.35));
      const floors = [top + hh * 0.08, top + hh * 0.55];
      const shutter = vary(r, '#2f5d45');
      floors.forEach((fy) => {
        for (let i = 0; i < 3; i += 1) {
          const dx = x + hw * (0.12 + i * 0.3);
          const dw = hw * 0.12;
          c.rect(dx, fy, dw, hh * 0.36, '#2a2230');
          c.rect(dx - dw * 0.45, fy, dw * 0.42, hh * 0.36, shutter);
          c.rect(dx + dw * 1.03, fy, dw * 0.42, hh * 0.36, shutter);
        }
      });
      // balcony gallery
      const by = top + hh * 0.48;
      c.rect(x - 6, by, hw + 12, u * 0.012, '#1f1b22');
      c.rect(x - 6, by - u * 0.055, hw + 12, u * 0.006, '#1f1b22');
      let bal = '';
      for (let bx = x - 4; bx < x + hw + 6; bx += u * 0.011)
        bal += `M${f(bx)},${f(by)} L${f(bx)},${f(by - u * 0.055)} `;
      c.stroke(bal, '#1f1b22', 1.6);
      for (let px = x; px <= x + hw; px += hw / 3)
        c.rect(px - 2, top + hh * 0.02, 4, hh * 0.5, '#1f1b22');
      c.rect(x - 8, top + hh * 0.02, hw + 16, u * 0.012, '#1f1b22');
      for (let i = 0; i < 3; i += 1)
        c.circle(x + hw * (0.25 + i * 0.27), by + u * 0.03, u * 0.022, vary(r, '#3f7d3a'));
      x += hw + u * 0.01;
    }
    c.rect(-2, street, w + 4, h, '#4b4350');
    c.rect(-2, street, w + 4, u * 0.02, '#8a8290');
    for (const lx of [w * 0.22, w * 0.78]) {
      c.circle(
        lx,
        street - h * 0.26,
        u * 0.09,
        c.radial([
          [0, '#ffd98a', 0.7],
          [1, '#ffd98a', 0],
        ]),
      );
      c.rect(lx - 3, street - h * 0.25, 6, h * 0.25, '#1f1b22');
      c.poly(
        [
          [lx - u * 0.02, street - h * 0.25],
          [lx + u * 0.02, street - h * 0.25],
          [lx + u * 0.028, street - h * 0.29],
          [lx - u * 0.028, street - h * 0.29],
        ],
        '#ffe6a8',
      );
      c.poly(
        [
          [lx - u * 0.032, street - h * 0.29],
          [lx + u * 0.032, street - h * 0.29],
          [lx, street - h * 0.31],
        ],
        '#1f1b22',
      );
    }
  },

  seattle(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#5b8fc4')],
      [1, vary(r, '#e4eef3')],
    ]);
    clouds(c, { count: 2, yMin: h * 0.08, yMax: h * 0.16, opacity: 0.7 });
    peak(c, {
      cx: w * r.range(0.6, 0.7),
      base: h * 0.62,
      width: w * 1.1,
      height: h * 0.22,
      color: vary(r, '#8fa0b8'),
      snow: '#ffffff',
      snowFrac: 0.6,
      jag: 0.02,
      shade: 0.15,
    });
    const base = h * 0.72;
    skyline(c, {
      base,
      minH: h * 0.08,
      maxH: h * 0.22,
      minW: u * 0.1,
      maxW: u * 0.18,
      colors: ['#5d6d82', '#677a90', '#4f5e73'],
      roofs: ['flat', 'slant', 'stepped'],
      win: '#c9d8e6',
      winOn: 0.45,
      x0: w * 0.3,
    });
    // observation tower with disc crown
    const nx = w * r.range(0.14, 0.24);
    const nh = h * 0.5;
    const col = '#eef1f3';
    c.poly(
      [
        [nx - u * 0.07, base],
        [nx - u * 0.012, base - nh * 0.5],
        [nx - u * 0.025, base - nh * 0.78],
        [nx + u * 0.025, base - nh * 0.78],
        [nx + u * 0.012, base - nh * 0.5],
        [nx + u * 0.07, base],
      ],
      col,
    );
    c.poly(
      [
        [nx - u * 0.045, base],
        [nx - u * 0.006, base - nh * 0.5],
        [nx + u * 0.006, base - nh * 0.5],
        [nx + u * 0.045, base],
      ],
      vary(r, '#6b8fb0'),
    );
    c.ellipse(nx, base - nh * 0.8, u * 0.11, u * 0.022, '#d9dde0');
    c.ellipse(nx, base - nh * 0.82, u * 0.1, u * 0.014, '#b7bec4');
    c.ellipse(nx, base - nh * 0.86, u * 0.085, u * 0.012, col);
    c.poly(
      [
        [nx - u * 0.012, base - nh * 0.87],
        [nx, base - nh],
        [nx + u * 0.012, base - nh * 0.87],
      ],
      col,
    );
    c.rect(-2, base - 2, w + 4, u * 0.02, '#4a5462');
    water(c, {
      top: base + u * 0.015,
      colors: [vary(r, '#3c6e8f'), vary(r, '#1d3f58')],
      waves: 40,
    });
    // ferry
    const fx = w * r.range(0.45, 0.7);
    const fy = h * 0.86;
    const s = u * 0.14;
    c.poly(
      [
        [fx - s, fy],
        [fx + s, fy],
        [fx + s * 0.85, fy + s * 0.18],
        [fx - s * 0.85, fy + s * 0.18],
      ],
      '#f7f7f2',
    );
    c.rect(fx - s * 0.95, fy + s * 0.02, s * 1.9, s * 0.05, '#2e7d4f');
    c.rect(fx - s * 0.7, fy - s * 0.2, s * 1.4, s * 0.2, '#ffffff');
    c.rect(fx - s * 0.45, fy - s * 0.33, s * 0.9, s * 0.13, '#ffffff');
    c.group('fill="#3b4b5a"', () => {
      for (let i = 0; i < 9; i += 1)
        c.add(
          `<rect x="${f(fx - s * 0.65 + i * s * 0.15)}" y="${f(fy - s * 0.15)}" width="${f(s * 0.08)}" height="${f(s * 0.07)}"/>`,
        );
    });
    c.rect(fx - s * 0.05, fy - s * 0.46, s * 0.1, s * 0.13, '#2e7d4f');
  },

  'las-vegas'(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#0f0b2a')],
      [0.6, vary(r, '#3a1f5e')],
      [1, vary(r, '#b04878')],
    ]);
    stars(c, 70, h * 0.5);
    ridge(c, { base: h * 0.62, amp: u * 0.1, color: vary(r, '#2c1d45'), levels: 6 });
    const base = h * 0.82;
    // observation tower
    const tx = w * r.range(0.18, 0.3);
    const th = h * 0.62;
    c.poly(
      [
        [tx - u * 0.025, base],
        [tx - u * 0.012, base - th * 0.8],
        [tx + u * 0.012, base - th * 0.8],
        [tx + u * 0.025, base],
      ],
      '#3d3552',
    );
    c.rect(tx - u * 0.04, base - th * 0.86, u * 0.08, th * 0.07, '#4b4266');
    c.rect(tx - u * 0.04, base - th * 0.83, u * 0.08, th * 0.012, '#ff5fa2');
    c.poly(
      [
        [tx - 2, base - th * 0.86],
        [tx, base - th],
        [tx + 2, base - th * 0.86],
      ],
      '#4b4266',
    );
    c.circle(tx, base - th, 4, '#ff4d4d');
    const neon = ['#ff5fa2', '#47e3ff', '#ffd23f', '#b26bff', '#4dff9a'];
    let x = -10;
    while (x < w + 10) {
      const bw = u * r.range(0.08, 0.15);
      const bh = h * r.range(0.12, 0.32);
      building(c, { x, base, bw, bh, color: vary(r, '#261c3d'), win: r.pick(neon), winOn: 0.3 });
      if (r.chance(0.6))
        c.rect(x, base - bh + u * 0.01, bw, u * 0.008, r.pick(neon), 'opacity="0.9"');
      x += bw + r.range(-4, u * 0.02);
    }
    // glowing sphere in front of the skyline
    const sx = w * r.range(0.62, 0.76);
    const sr = u * 0.13;
    c.circle(
      sx,
      base - sr * 0.85,
      sr * 2,
      c.radial([
        [0, '#6de0ff', 0.45],
        [1, '#6de0ff', 0],
      ]),
    );
    c.circle(
      sx,
      base - sr * 0.85,
      sr,
      c.radial([
        [0, '#b8f3ff'],
        [0.6, '#4aa8f0'],
        [1, '#6b3fd0'],
      ]),
    );
    c.group('fill="#ffffff" opacity="0.35"', () => {
      for (let i = -3; i <= 3; i += 1)
        c.add(
          `<ellipse cx="${f(sx)}" cy="${f(base - sr * 0.85 + i * sr * 0.25)}" rx="${f(sr * Math.sqrt(1 - (i * 0.25) ** 2))}" ry="${f(sr * 0.03)}"/>`,
        );
    });
    c.rect(-2, base, w + 4, h, '#140f22');
    for (let i = 0; i < 4; i += 1)
      c.rect(-2, base + u * (0.03 + i * 0.03), w + 4, 2, r.pick(neon), 'opacity="0.5"');
  },

  boston(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#4a86c2')],
      [1, vary(r, '#dcebf4')],
    ]);
    clouds(c, { count: 3, yMin: h * 0.08, yMax: h * 0.22 });
    const base = h * 0.68;
    // glass towers
    const gx = w * r.range(0.45, 0.6);
    c.rect(
      gx,
      base - h * 0.46,
      u * 0.16,
      h * 0.46,
      c.linear(
        [
          [0, '#8ec3e8'],
          [1, '#3f78a8'],
        ],
        [0, 0, 1, 0],
      ),
    );
    c.group('stroke="#d5ecfa" stroke-width="1.5" opacity="0.5"', () => {
      for (let y = base - h * 0.45; y < base; y += u * 0.02)
        c.add(`<line x1="${f(gx)}" y1="${f(y)}" x2="${f(gx + u * 0.16)}" y2="${f(y)}"/>`);
    });
    skyline(c, {
      base,
      minH: h * 0.15,
      maxH: h * 0.3,
      minW: u * 0.08,
      maxW: u * 0.14,
      colors: ['#9aa8b6', '#b3bcc6', '#7f8fa0'],
      roofs: ['flat', 'antenna', 'stepped'],
      win: '#e6eef5',
      winOn: 0.4,
      x0: -10,
      x1: w * 0.4,
    });
    skyline(c, {
      base,
      minH: h * 0.12,
      maxH: h * 0.25,
      minW: u * 0.08,
      maxW: u * 0.14,
      colors: ['#9aa8b6', '#b3bcc6', '#7f8fa0'],
      roofs: ['flat', 'antenna'],
      win: '#e6eef5',
      winOn: 0.4,
      x0: gx + u * 0.2,
    });
    // white church steeple
    const cx = w * r.range(0.3, 0.42);
    c.rect(cx - u * 0.03, base - h * 0.22, u * 0.06, h * 0.22, '#f3efe6');
    c.rect(cx - u * 0.022, base - h * 0.27, u * 0.044, h * 0.05, '#f3efe6');
    c.poly(
      [
        [cx - u * 0.02, base - h * 0.27],
        [cx, base - h * 0.38],
        [cx + u * 0.02, base - h * 0.27],
      ],
      '#f3efe6',
    );
    c.circle(cx, base - h * 0.2, u * 0.012, '#2e3440');
    // red brick row
    let x = -10;
    while (x < w + 10) {
      const bw = u * r.range(0.1, 0.16);
      const bh = h * r.range(0.08, 0.13);
      const col = vary(r, '#a5472f', 6, 0.06, 0.05);
      c.rect(x, base - bh, bw, bh + 2, col);
      c.group('fill="#f1ece2"', () => {
        for (let yy = base - bh + u * 0.02; yy < base - u * 0.03; yy += u * 0.04) {
          for (let xx = x + u * 0.015; xx < x + bw - u * 0.025; xx += u * 0.03)
            c.add(
              `<rect x="${f(xx)}" y="${f(yy)}" width="${f(u * 0.014)}" height="${f(u * 0.022)}"/>`,
            );
        }
      });
      x += bw + 2;
    }
    c.rect(-2, base - 2, w + 4, u * 0.02, '#5c5048');
    water(c, {
      top: base + u * 0.015,
      colors: [vary(r, '#3f7ea3'), vary(r, '#1c4766')],
      waves: 45,
    });
    sailboat(c, w * r.range(0.25, 0.6), h * 0.86, u * 0.12);
    birds(c, 4, w * 0.1, w * 0.9, h * 0.1, h * 0.3);
  },

  'key-west'(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#3b2a6b')],
      [0.45, vary(r, '#d4577a')],
      [0.8, vary(r, '#f7935a')],
      [1, '#fcd08a'],
    ]);
    const hor = h * 0.62;
    const sx = w * r.range(0.45, 0.6);
    sun(c, sx, hor, u * 0.11, '#ffe08a', '#ffc36b', 0.55);
    clouds(c, { count: 3, yMin: h * 0.12, yMax: h * 0.3, color: '#f6b0a0', opacity: 0.5 });
    water(c, {
      top: hor,
      colors: [vary(r, '#d26a6a'), vary(r, '#2f3f7a')],
      waves: 40,
      waveColor: '#ffd9a0',
      waveOpacity: 0.4,
    });
    reflection(c, sx, hor, h * 0.85, u * 0.22, '#ffe08a', 0.55);
    sailboat(c, w * r.range(0.15, 0.3), hor - u * 0.005, u * 0.05, '#2a2140', '#3a2d55');
    c.path(
      `M-4,${f(h * 0.86)} Q${f(w * 0.5)},${f(h * 0.8)} ${f(w + 4)},${f(h * 0.88)} L${f(w + 4)},${f(h + 4)} L-4,${f(h + 4)} Z`,
      vary(r, '#5a3a3a'),
    );
    const leaf = '#1f1a2e';
    palm(c, w * 0.08, h * 1.02, h * 0.72, u * 0.1, leaf, '#2a2236');
    palm(c, w * 0.16, h * 1.02, h * 0.55, u * 0.14, leaf, '#2a2236');
    palm(c, w * r.range(0.86, 0.92), h * 1.02, h * 0.65, -u * 0.1, leaf, '#2a2236');
  },

  'big-sur'(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#5f9fd4')],
      [1, vary(r, '#e6f1f5')],
    ]);
    const hor = h * 0.42;
    water(c, { top: hor, colors: [vary(r, '#4a8fb8'), vary(r, '#1f5f86')], waves: 45 });
    // far headlands
    c.path(
      `M${f(w * 0.2)},${f(hor)} Q${f(w * 0.3)},${f(hor - h * 0.08)} ${f(w * 0.45)},${f(hor - h * 0.03)} L${f(w * 0.5)},${f(hor)} Z`,
      vary(r, '#8aa0a8'),
    );
    // coastal mountains behind the cliffs
    c.path(
      smoothPath([
        [w * 0.3, hor + 2],
        [w * 0.45, h * 0.3],
        [w * 0.62, h * 0.2],
        [w * 0.8, h * 0.12],
        [w + 4, h * 0.16],
      ]) + ` L${f(w + 4)},${f(hor + 2)} Z`,
      vary(r, '#7d9a78'),
    );
    c.path(
      smoothPath([
        [w * 0.42, hor + 2],
        [w * 0.6, h * 0.3],
        [w * 0.78, h * 0.22],
        [w + 4, h * 0.26],
      ]) + ` L${f(w + 4)},${f(hor + 2)} Z`,
      vary(r, '#5f8250'),
    );
    // near cliffs: right side, with a gorge crossed by an arch bridge
    const g0 = w * r.range(0.5, 0.56);
    const g1 = g0 + w * 0.2;
    const cliffCol = vary(r, '#5f7d3f');
    const rock = vary(r, '#8a6e55');
    c.path(
      `M${f(w * 0.3)},${f(h)} L${f(w * 0.38)},${f(h * 0.55)} Q${f(w * 0.45)},${f(h * 0.4)} ${f(g0)},${f(h * 0.42)} L${f(g0 + w * 0.03)},${f(h * 0.75)} L${f(g0 + w * 0.05)},${f(h)} Z`,
      rock,
    );
    c.path(
      `M${f(w * 0.36)},${f(h * 0.58)} Q${f(w * 0.45)},${f(h * 0.38)} ${f(g0)},${f(h * 0.41)} L${f(g0 + w * 0.01)},${f(h * 0.56)} Q${f(w * 0.45)},${f(h * 0.6)} ${f(w * 0.34)},${f(h * 0.7)} Z`,
      cliffCol,
    );
    c.path(
      `M${f(g1)},${f(h)} L${f(g1 - w * 0.03)},${f(h * 0.7)} L${f(g1)},${f(h * 0.4)} Q${f(w * 0.85)},${f(h * 0.28)} ${f(w + 4)},${f(h * 0.3)} L${f(w + 4)},${f(h)} Z`,
      rock,
    );
    c.path(
      `M${f(g1)},${f(h * 0.4)} Q${f(w * 0.85)},${f(h * 0.27)} ${f(w + 4)},${f(h * 0.29)} L${f(w + 4)},${f(h * 0.62)} Q${f(w * 0.85)},${f(h * 0.55)} ${f(g1 - w * 0.01)},${f(h * 0.58)} Z`,
      cliffCol,
    );
    c.path(
      `M${f(g0 + w * 0.02)},${f(h)} Q${f((g0 + g1) / 2)},${f(h * 0.82)} ${f(g1 - w * 0.02)},${f(h)} Z`,
      darken(rock, 0.2),
    );
    // bridge
    const deck = h * 0.42;
    const col = '#e8e4dc';
    c.rect(g0 - w * 0.02, deck - u * 0.02, g1 - g0 + w * 0.04, u * 0.022, col);
    c.rect(g0 - w * 0.02, deck - u * 0.035, g1 - g0 + w * 0.04, u * 0.006, col);
    const ab = h * 0.74;
    c.stroke(
      `M${f(g0 + w * 0.02)},${f(ab)} Q${f((g0 + g1) / 2)},${f(deck - h * 0.04)} ${f(g1 - w * 0.02)},${f(ab)}`,
      col,
      u * 0.018,
    );
    let d = '';
    for (let i = 1; i < 8; i += 1) {
      const t = i / 8;
      const x = g0 + w * 0.02 + (g1 - g0 - w * 0.04) * t;
      const y = (1 - t) * (1 - t) * ab + 2 * (1 - t) * t * (deck - h * 0.04) + t * t * ab;
      d += `M${f(x)},${f(y)} L${f(x)},${f(deck)} `;
    }
    c.stroke(d, col, u * 0.007);
    // surf and foam
    c.group('fill="#ffffff" opacity="0.8"', () => {
      for (let i = 0; i < 16; i += 1)
        c.add(
          `<ellipse cx="${f(r.range(w * 0.25, w * 0.42))}" cy="${f(r.range(h * 0.75, h * 0.98))}" rx="${f(u * r.range(0.02, 0.05))}" ry="${f(u * 0.008)}"/>`,
        );
    });
    c.group('fill="#ffffff"', () => {
      for (let i = 0; i < 7; i += 1)
        c.add(
          `<ellipse cx="${f(r.range(w * 0.35, w + 20))}" cy="${f(h * r.range(0.2, 0.3))}" rx="${f(u * r.range(0.08, 0.16))}" ry="${f(u * 0.025)}" opacity="${f(r.range(0.5, 0.8))}"/>`,
        );
    });
  },

  'waikiki-beach'(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#2f8fd6')],
      [1, vary(r, '#c9ecf6')],
    ]);
    clouds(c, { count: 3, yMin: h * 0.1, yMax: h * 0.25 });
    const hor = h * 0.5;
    // crater mountain on the right
    c.path(
      `M${f(w * 0.45)},${f(hor + 2)} L${f(w * 0.55)},${f(hor - h * 0.08)} L${f(w * 0.68)},${f(hor - h * 0.2)} L${f(w * 0.74)},${f(hor - h * 0.17)} Q${f(w * 0.85)},${f(hor - h * 0.14)} ${f(w * 0.92)},${f(hor - h * 0.06)} L${f(w + 4)},${f(hor - h * 0.02)} L${f(w + 4)},${f(hor + 2)} Z`,
      vary(r, '#7f8f55'),
    );
    c.path(
      `M${f(w * 0.62)},${f(hor + 2)} L${f(w * 0.68)},${f(hor - h * 0.2)} L${f(w * 0.72)},${f(hor - h * 0.12)} L${f(w * 0.7)},${f(hor + 2)} Z`,
      '#4f5a34',
      'opacity="0.5"',
    );
    water(c, { top: hor, colors: [vary(r, '#2aa3c2'), vary(r, '#1670a0')], waves: 50 });
    // hotels along the shore
    let x = -10;
    while (x < w * 0.55) {
      const bw = u * r.range(0.05, 0.09);
      building(c, {
        x,
        base: hor + 2,
        bw,
        bh: h * r.range(0.05, 0.12),
        color: vary(r, '#f1ebe0'),
        win: '#9bc7de',
        winOn: 0.7,
        shade: true,
      });
      x += bw + r.range(2, 8);
    }
    c.rect(-2, hor, w * 0.6, u * 0.01, '#e9dcb5');
    // surf lines
    c.group('fill="none" stroke="#ffffff" stroke-linecap="round"', () => {
      for (let i = 0; i < 4; i += 1) {
        const y = hor + (h * 0.25 * (i + 1)) / 5;
        c.add(
          `<path d="M-4,${f(y)} Q${f(w * 0.3)},${f(y - u * 0.015)} ${f(w * 0.6)},${f(y)} T${f(w + 4)},${f(y)}" stroke-width="${f(2 + i)}" opacity="0.6"/>`,
        );
      }
    });
    c.path(
      `M-4,${f(h * 0.78)} Q${f(w * 0.5)},${f(h * 0.73)} ${f(w + 4)},${f(h * 0.8)} L${f(w + 4)},${f(h + 4)} L-4,${f(h + 4)} Z`,
      vary(r, '#f0d9a4'),
    );
    c.path(
      `M-4,${f(h * 0.78)} Q${f(w * 0.5)},${f(h * 0.73)} ${f(w + 4)},${f(h * 0.8)}`,
      'none',
      'stroke="#ffffff" stroke-width="4" opacity="0.7"',
    );
    palm(c, w * 0.1, h * 1.01, h * 0.7, u * 0.12, vary(r, '#2f7a3a'), '#7a5a3a');
    palm(c, w * 0.82, h * 1.01, h * 0.6, -u * 0.1, vary(r, '#2f7a3a'), '#7a5a3a');
    palm(c, w * 0.93, h * 1.01, h * 0.45, -u * 0.05, vary(r, '#357f40'), '#7a5a3a');
  },

  'cape-cod'(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#5a9bd0')],
      [1, vary(r, '#e8f3f7')],
    ]);
    clouds(c, { count: 3, yMin: h * 0.1, yMax: h * 0.25 });
    const hor = h * 0.58;
    water(c, { top: hor, colors: [vary(r, '#3f88b0'), vary(r, '#245d80')], waves: 35 });
    c.path(
      `M-4,${f(h * 0.82)} Q${f(w * 0.3)},${f(h * 0.72)} ${f(w * 0.5)},${f(h * 0.62)} Q${f(w * 0.7)},${f(h * 0.45)} ${f(w + 4)},${f(h * 0.48)} L${f(w + 4)},${f(h + 4)} L-4,${f(h + 4)} Z`,
      vary(r, '#e4cf9e'),
    );
    c.path(
      `M${f(w * 0.35)},${f(h + 4)} Q${f(w * 0.6)},${f(h * 0.7)} ${f(w * 0.75)},${f(h * 0.6)} Q${f(w * 0.9)},${f(h * 0.52)} ${f(w + 4)},${f(h * 0.55)} L${f(w + 4)},${f(h + 4)} Z`,
      vary(r, '#d2b983'),
    );
    grassStrokes(c, {
      x0: w * 0.45,
      x1: w,
      y0: h * 0.55,
      y1: h,
      count: 140,
      color: '#6f8a45',
      hgt: u * 0.07,
    });
    const lx = w * r.range(0.72, 0.8);
    lighthouse(c, {
      x: lx,
      base: h * 0.56,
      hgt: h * 0.42,
      stripe: 'band',
      stripeColor: vary(r, '#c2372c', 3, 0.05, 0.03),
    });
    c.rect(lx + u * 0.06, h * 0.5, u * 0.12, h * 0.07, '#f1eee6');
    c.poly(
      [
        [lx + u * 0.05, h * 0.5],
        [lx + u * 0.12, h * 0.44],
        [lx + u * 0.19, h * 0.5],
      ],
      '#5a5f66',
    );
    c.path(
      `M-4,${f(h * 0.82)} Q${f(w * 0.3)},${f(h * 0.72)} ${f(w * 0.5)},${f(h * 0.62)}`,
      'none',
      'stroke="#ffffff" stroke-width="5" opacity="0.7"',
    );
    birds(c, 5, w * 0.05, w * 0.5, h * 0.1, h * 0.35);
  },

  'outer-banks'(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#3f86c8')],
      [1, vary(r, '#dff0f6')],
    ]);
    clouds(c, { count: 4, yMin: h * 0.08, yMax: h * 0.22 });
    const hor = h * 0.62;
    water(c, { top: hor, colors: [vary(r, '#2f86a8'), vary(r, '#1c5a7a')], waves: 40 });
    c.path(
      `M-4,${f(h * 0.68)} Q${f(w * 0.4)},${f(h * 0.64)} ${f(w * 0.6)},${f(h * 0.66)} T${f(w + 4)},${f(h * 0.7)} L${f(w + 4)},${f(h + 4)} L-4,${f(h + 4)} Z`,
      vary(r, '#ead7a6'),
    );
    c.path(
      smoothPath(ridgePoints(c, h * 0.78, u * 0.04, 0.5, 4)) +
        ` L${f(w + 4)},${f(h + 4)} L-4,${f(h + 4)} Z`,
      vary(r, '#d8c08c'),
    );
    grassStrokes(c, {
      x0: 0,
      x1: w,
      y0: h * 0.74,
      y1: h,
      count: 150,
      color: '#7d8f4a',
      hgt: u * 0.06,
    });
    const lx = w * r.range(0.38, 0.6);
    c.rect(lx - u * 0.07, h * 0.7 - u * 0.02, u * 0.14, u * 0.03, '#b44a3a');
    lighthouse(c, {
      x: lx,
      base: h * 0.7,
      hgt: h * 0.62,
      stripe: 'spiral',
      stripeColor: '#1f2126',
      body: '#f7f5ef',
    });
    c.path(
      `M-4,${f(h * 0.68)} Q${f(w * 0.4)},${f(h * 0.64)} ${f(w * 0.6)},${f(h * 0.66)} T${f(w + 4)},${f(h * 0.7)}`,
      'none',
      'stroke="#ffffff" stroke-width="5" opacity="0.7"',
    );
    birds(c, 4, w * 0.6, w * 0.95, h * 0.1, h * 0.3);
  },

  'cannon-beach'(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#8fb3cc')],
      [1, vary(r, '#f2eee4')],
    ]);
    clouds(c, { count: 4, yMin: h * 0.08, yMax: h * 0.28, opacity: 0.75 });
    const hor = h * 0.52;
    water(c, { top: hor, colors: [vary(r, '#5f8fa3'), vary(r, '#3f6f83')], waves: 30 });
    // forested headland left
    c.path(
      `M-4,${f(h * 0.3)} Q${f(w * 0.12)},${f(h * 0.28)} ${f(w * 0.22)},${f(h * 0.42)} L${f(w * 0.28)},${f(hor + 4)} L-4,${f(hor + 4)} Z`,
      vary(r, '#2f4a38'),
    );
    forest(c, {
      x0: -10,
      x1: w * 0.2,
      base: h * 0.34,
      spread: h * 0.06,
      minH: u * 0.05,
      maxH: u * 0.09,
      color: '#1f3629',
      step: u * 0.025,
    });
    // haystack rock
    const hx = w * r.range(0.6, 0.7);
    const rb = h * 0.66;
    const rock = vary(r, '#4a423e');
    c.path(
      `M${f(hx - u * 0.22)},${f(rb)} Q${f(hx - u * 0.2)},${f(rb - h * 0.25)} ${f(hx - u * 0.05)},${f(rb - h * 0.4)} Q${f(hx + u * 0.04)},${f(rb - h * 0.44)} ${f(hx + u * 0.1)},${f(rb - h * 0.32)} Q${f(hx + u * 0.2)},${f(rb - h * 0.18)} ${f(hx + u * 0.24)},${f(rb)} Z`,
      rock,
    );
    c.path(
      `M${f(hx - u * 0.08)},${f(rb - h * 0.38)} Q${f(hx)},${f(rb - h * 0.45)} ${f(hx + u * 0.05)},${f(rb - h * 0.38)} Q${f(hx - u * 0.02)},${f(rb - h * 0.36)} ${f(hx - u * 0.08)},${f(rb - h * 0.38)} Z`,
      vary(r, '#6f8a4a'),
    );
    c.path(
      `M${f(hx + u * 0.02)},${f(rb - h * 0.3)} Q${f(hx + u * 0.15)},${f(rb - h * 0.15)} ${f(hx + u * 0.24)},${f(rb)} L${f(hx + u * 0.06)},${f(rb)} Z`,
      '#000000',
      'opacity="0.2"',
    );
    c.path(
      `M${f(hx + u * 0.3)},${f(rb - 2)} L${f(hx + u * 0.32)},${f(rb - h * 0.12)} L${f(hx + u * 0.35)},${f(rb - h * 0.1)} L${f(hx + u * 0.37)},${f(rb - 2)} Z`,
      rock,
    );
    c.ellipse(hx, rb, u * 0.3, u * 0.02, '#ffffff', 'opacity="0.6"');
    // beach
    c.path(
      `M-4,${f(h * 0.68)} Q${f(w * 0.5)},${f(h * 0.64)} ${f(w + 4)},${f(h * 0.7)} L${f(w + 4)},${f(h + 4)} L-4,${f(h + 4)} Z`,
      c.linear([
        [0, vary(r, '#cbb795')],
        [1, vary(r, '#e6d6b5')],
      ]),
    );
    c.path(
      `M-4,${f(h * 0.68)} Q${f(w * 0.5)},${f(h * 0.64)} ${f(w + 4)},${f(h * 0.7)}`,
      'none',
      'stroke="#ffffff" stroke-width="5" opacity="0.75"',
    );
    c.group('fill="#9fb8c4" opacity="0.8"', () => {
      for (let i = 0; i < 5; i += 1)
        c.add(
          `<ellipse cx="${f(r.range(w * 0.3, w * 0.9))}" cy="${f(r.range(h * 0.74, h * 0.9))}" rx="${f(u * r.range(0.05, 0.12))}" ry="${f(u * 0.012)}"/>`,
        );
    });
    birds(c, 6, w * 0.3, w * 0.95, h * 0.08, h * 0.3, '#3a4248');
  },

  'kenai-fjords'(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#6d9ac4')],
      [1, vary(r, '#e4eef4')],
    ]);
    clouds(c, { count: 3, yMin: h * 0.08, yMax: h * 0.2, opacity: 0.75 });
    const hor = h * 0.62;
    ridge(c, { base: h * 0.3, amp: u * 0.08, color: '#eef5fa', levels: 5 });
    // glacier flowing from the icefield down to the sea, framed by two mountains
    const g = `M${f(w * 0.38)},${f(h * 0.26)} L${f(w * 0.62)},${f(h * 0.26)} Q${f(w * 0.66)},${f(h * 0.45)} ${f(w * 0.72)},${f(hor)} L${f(w * 0.28)},${f(hor)} Q${f(w * 0.34)},${f(h * 0.45)} ${f(w * 0.38)},${f(h * 0.26)} Z`;
    c.path(
      g,
      c.linear([
        [0, '#ffffff'],
        [1, '#a9d6ea'],
      ]),
    );
    const clip = c.clip(`<path d="${g}"/>`);
    c.group(`clip-path="${clip}"`, () => {
      for (let i = 0; i < 9; i += 1) {
        const t = (i + 0.5) / 9;
        const x0 = w * (0.38 + 0.24 * t);
        const x1 = w * (0.28 + 0.44 * t);
        c.stroke(
          `M${f(x0)},${f(h * 0.26)} Q${f((x0 + x1) / 2 + r.range(-10, 10))},${f(h * 0.45)} ${f(x1)},${f(hor)}`,
          '#86c0da',
          2.5,
          'opacity="0.7"',
        );
      }
      for (let i = 0; i < 6; i += 1) {
        const y = h * (0.34 + i * 0.045);
        c.stroke(
          `M${f(w * 0.3)},${f(y)} Q${f(w * 0.5)},${f(y + h * 0.03)} ${f(w * 0.7)},${f(y)}`,
          '#c4e3f0',
          2,
          'opacity="0.8"',
        );
      }
    });
    peak(c, {
      cx: w * 0.16,
      base: hor,
      width: w * 0.44,
      height: h * 0.46,
      color: vary(r, '#5d6b7d'),
      snow: '#f4f8fb',
      snowFrac: 0.4,
    });
    peak(c, {
      cx: w * 0.86,
      base: hor,
      width: w * 0.42,
      height: h * 0.5,
      color: vary(r, '#56647a'),
      snow: '#f4f8fb',
      snowFrac: 0.45,
    });
    // ice front
    c.rect(w * 0.27, hor - u * 0.05, w * 0.46, u * 0.05, '#d6eef7');
    c.group('fill="#5aa0c2"', () => {
      for (let x = w * 0.28; x < w * 0.72; x += u * 0.02)
        c.add(
          `<rect x="${f(x)}" y="${f(hor - u * 0.05)}" width="${f(u * 0.006)}" height="${f(u * 0.05)}" opacity="0.6"/>`,
        );
    });
    water(c, { top: hor, colors: [vary(r, '#3b7d95'), vary(r, '#1d4a60')], waves: 35 });
    c.group('fill="#f2f9fc"', () => {
      for (let i = 0; i < 9; i += 1) {
        const x = r.range(w * 0.1, w * 0.9);
        const y = r.range(hor + u * 0.03, h * 0.85);
        const s = u * r.range(0.01, 0.035) * (1 + (y - hor) / (h - hor));
        c.add(
          `<path d="M${f(x - s * 1.5)},${f(y)} L${f(x - s)},${f(y - s * 0.6)} L${f(x + s * 0.8)},${f(y - s * 0.7)} L${f(x + s * 1.6)},${f(y)} Z"/>`,
        );
      }
    });
    // whale fluke
    const wx = w * r.range(0.2, 0.35);
    const wy = h * 0.9;
    const s = u * 0.08;
    c.path(
      `M${f(wx - s * 0.15)},${f(wy)} Q${f(wx - s * 0.1)},${f(wy - s * 0.6)} ${f(wx - s * 0.2)},${f(wy - s * 0.9)} Q${f(wx - s * 0.8)},${f(wy - s * 1.1)} ${f(wx - s * 1.3)},${f(wy - s * 1.6)} Q${f(wx - s * 0.4)},${f(wy - s * 1.45)} ${f(wx)},${f(wy - s * 1.05)} Q${f(wx + s * 0.4)},${f(wy - s * 1.45)} ${f(wx + s * 1.3)},${f(wy - s * 1.6)} Q${f(wx + s * 0.8)},${f(wy - s * 1.1)} ${f(wx + s * 0.2)},${f(wy - s * 0.9)} Q${f(wx + s * 0.1)},${f(wy - s * 0.6)} ${f(wx + s * 0.15)},${f(wy)} Z`,
      '#1f2a33',
    );
    c.ellipse(wx, wy, s * 0.6, s * 0.08, '#ffffff', 'opacity="0.7"');
  },

  freiheitsstatue(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#5c95cf')],
      [1, vary(r, '#f2e6d8')],
    ]);
    clouds(c, { count: 3, yMin: h * 0.08, yMax: h * 0.3, opacity: 0.8 });
    const hor = h * 0.78;
    skyline(c, {
      base: hor,
      minH: h * 0.04,
      maxH: h * 0.16,
      minW: u * 0.03,
      maxW: u * 0.06,
      colors: ['#a8b4c6', '#b3bdcc'],
      roofs: ['flat', 'antenna', 'spire'],
      win: null,
      x0: w * 0.62,
      x1: w + 10,
    });
    water(c, { top: hor, colors: [vary(r, '#4d86ad'), vary(r, '#25587d')], waves: 35 });
    const s = (h * 0.72) / 260;
    const x0 = w * r.range(0.3, 0.4) - 50 * s;
    const y0 = hor + h * 0.04 - 260 * s;
    const green = vary(r, '#7bb3a2', 4, 0.04, 0.03);
    const shadow = darken(green, 0.2);
    c.group(`transform="translate(${f(x0)} ${f(y0)}) scale(${s.toFixed(4)})"`, () => {
      c.poly(
        [
          [-10, 262],
          [110, 262],
          [96, 238],
          [4, 238],
        ],
        '#b9ab8f',
      );
      c.rect(22, 170, 56, 70, '#d3c8b3');
      c.rect(58, 170, 20, 70, '#b8ac95');
      c.rect(19, 162, 62, 10, '#c6baa2');
      c.rect(28, 148, 44, 15, '#d3c8b3');
      c.rect(36, 188, 28, 30, '#c2b59c');
      c.poly(
        [
          [34, 149],
          [66, 149],
          [62, 120],
          [60, 92],
          [58, 76],
          [52, 70],
          [45, 72],
          [40, 80],
          [38, 100],
          [36, 125],
        ],
        green,
      );
      c.poly(
        [
          [52, 72],
          [58, 76],
          [60, 92],
          [62, 120],
          [66, 149],
          [54, 149],
        ],
        shadow,
      );
      c.poly(
        [
          [41, 79],
          [46, 75],
          [40, 22],
          [34, 24],
        ],
        green,
      );
      c.rect(33, 14, 8, 12, shadow);
      c.ellipse(37, 8, 4.5, 7, '#f0b429');
      c.circle(49, 64, 6.5, green);
      let rays = '';
      for (let i = 0; i < 7; i += 1) {
        const a = (-160 + i * 23) * (Math.PI / 180);
        const bx = 49 + Math.cos(a) * 6;
        const by = 62 + Math.sin(a) * 6;
        const tx = 49 + Math.cos(a) * 15;
        const ty = 62 + Math.sin(a) * 15;
        const nx = -Math.sin(a) * 1.8;
        const ny = Math.cos(a) * 1.8;
        rays += `M${f(bx + nx)},${f(by + ny)} L${f(tx)},${f(ty)} L${f(bx - nx)},${f(by - ny)} Z `;
      }
      c.path(rays, green);
      c.poly(
        [
          [57, 90],
          [66, 86],
          [70, 106],
          [61, 110],
        ],
        shadow,
      );
    });
  },

  'mount-rushmore'(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#3f7fc0')],
      [1, vary(r, '#d7e9f4')],
    ]);
    clouds(c, { count: 2, yMin: h * 0.06, yMax: h * 0.14, opacity: 0.8 });
    const granite = vary(r, '#a9a49a', 3, 0.03, 0.03);
    c.path(
      `M-4,${f(h * 0.62)} L${f(w * 0.08)},${f(h * 0.42)} Q${f(w * 0.3)},${f(h * 0.2)} ${f(w * 0.55)},${f(h * 0.22)} Q${f(w * 0.8)},${f(h * 0.24)} ${f(w * 0.95)},${f(h * 0.45)} L${f(w + 4)},${f(h * 0.6)} L${f(w + 4)},${f(h)} L-4,${f(h)} Z`,
      granite,
    );
    c.path(
      `M${f(w * 0.7)},${f(h * 0.24)} Q${f(w * 0.85)},${f(h * 0.3)} ${f(w * 0.95)},${f(h * 0.45)} L${f(w + 4)},${f(h * 0.6)} L${f(w + 4)},${f(h)} L${f(w * 0.75)},${f(h)} Z`,
      darken(granite, 0.15),
    );
    const face = lighten(granite, 0.3);
    const heads = [
      [0.27, 0.34, 1],
      [0.42, 0.38, 0.9],
      [0.56, 0.41, 0.82],
      [0.72, 0.38, 0.95],
    ];
    heads.forEach(([hx, hy, k]) => {
      const x = w * hx;
      const y = h * hy;
      const rx = u * 0.085 * k;
      const ry = u * 0.12 * k;
      c.ellipse(x, y, rx, ry, face);
      c.ellipse(
        x + rx * 0.35,
        y + ry * 0.1,
        rx * 0.6,
        ry * 0.9,
        darken(face, 0.12),
        'opacity="0.6"',
      );
      c.ellipse(x - rx * 0.35, y - ry * 0.12, rx * 0.18, ry * 0.07, darken(face, 0.35));
      c.ellipse(x + rx * 0.35, y - ry * 0.12, rx * 0.18, ry * 0.07, darken(face, 0.35));
      c.poly(
        [
          [x, y - ry * 0.05],
          [x - rx * 0.12, y + ry * 0.3],
          [x + rx * 0.12, y + ry * 0.3],
        ],
        darken(face, 0.2),
      );
      c.rect(x - rx * 0.3, y + ry * 0.5, rx * 0.6, ry * 0.04, darken(face, 0.3));
    });
    c.path(
      `M${f(w * 0.15)},${f(h * 0.75)} L${f(w * 0.3)},${f(h * 0.52)} L${f(w * 0.75)},${f(h * 0.52)} L${f(w * 0.9)},${f(h * 0.75)} Z`,
      lighten(granite, 0.15),
    );
    c.group('fill="#8d877c" opacity="0.6"', () => {
      for (let i = 0; i < 30; i += 1)
        c.add(
          `<circle cx="${f(r.range(w * 0.22, w * 0.82))}" cy="${f(r.range(h * 0.55, h * 0.74))}" r="${f(u * r.range(0.004, 0.012))}"/>`,
        );
    });
    const pineCol = vary(r, '#24432f');
    c.rect(-2, h * 0.8, w + 4, h, darken(pineCol, 0.1));
    forest(c, {
      base: h * 0.8,
      spread: h * 0.05,
      minH: u * 0.1,
      maxH: u * 0.18,
      color: pineCol,
      step: u * 0.04,
    });
    c.rect(-2, h * 0.86, w + 4, h, vary(r, '#1d3626'));
    forest(c, {
      base: h * 1.0,
      spread: h * 0.02,
      minH: u * 0.18,
      maxH: u * 0.3,
      color: vary(r, '#152a1d'),
      step: u * 0.08,
    });
  },

  'national-mall'(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#4d88c6')],
      [0.7, vary(r, '#f1c9a8')],
      [1, '#f6e2c4'],
    ]);
    clouds(c, { count: 2, yMin: h * 0.08, yMax: h * 0.2, opacity: 0.7 });
    const hor = h * 0.5;
    // distant dome
    const dx = w * r.range(0.68, 0.78);
    const col = '#eee9e0';
    c.rect(dx - u * 0.14, hor - u * 0.04, u * 0.28, u * 0.04, col);
    c.rect(dx - u * 0.045, hor - u * 0.08, u * 0.09, u * 0.04, col);
    c.path(
      `M${f(dx - u * 0.04)},${f(hor - u * 0.08)} A${f(u * 0.04)},${f(u * 0.045)} 0 0 1 ${f(dx + u * 0.04)},${f(hor - u * 0.08)} Z`,
      col,
    );
    c.rect(dx - 2, hor - u * 0.14, 4, u * 0.02, col);
    // tree rows
    for (let x = -10; x < w + 10; x += u * 0.07)
      roundTree(c, x + r.range(-5, 5), hor + 4, u * r.range(0.06, 0.09), vary(r, '#3f6f3a'));
    c.rect(-2, hor, w + 4, h, vary(r, '#6f9a50'));
    // obelisk
    const ox = w * 0.5;
    const oh = h * 0.42;
    const bw = u * 0.07;
    const tw = u * 0.05;
    const ob = [
      [ox - bw / 2, hor],
      [ox - tw / 2, hor - oh * 0.93],
      [ox, hor - oh],
      [ox + tw / 2, hor - oh * 0.93],
      [ox + bw / 2, hor],
    ];
    c.poly(ob, '#f2ede3');
    c.poly(
      [
        [ox, hor],
        [ox, hor - oh],
        [ox + tw / 2, hor - oh * 0.93],
        [ox + bw / 2, hor],
      ],
      '#d9d2c4',
    );
    c.rect(ox - bw / 2, hor - oh * 0.24, bw, oh * 0.01, '#cfc6b4');
    // reflecting pool in perspective
    const pool = [
      [ox - u * 0.09, hor + h * 0.02],
      [ox + u * 0.09, hor + h * 0.02],
      [ox + w * 0.42, h + 4],
      [ox - w * 0.42, h + 4],
    ];
    c.poly(
      [
        [ox - u * 0.12, hor + h * 0.015],
        [ox + u * 0.12, hor + h * 0.015],
        [ox + w * 0.48, h + 4],
        [ox - w * 0.48, h + 4],
      ],
      '#e3ddd0',
    );
    c.poly(
      pool,
      c.linear([
        [0, vary(r, '#8fb7d0')],
        [1, vary(r, '#3f78a0')],
      ]),
    );
    const clip = c.clip(`<path d="${polyPath(pool)}"/>`);
    c.group(`clip-path="${clip}"`, () => {
      const ry = hor + h * 0.02;
      c.poly(
        [
          [ox - bw * 0.8, ry],
          [ox - tw * 0.6, ry + oh * 0.9],
          [ox, ry + oh],
          [ox + tw * 0.6, ry + oh * 0.9],
          [ox + bw * 0.8, ry],
        ],
        '#f2ede3',
        'opacity="0.45"',
      );
      for (let i = 0; i < 20; i += 1)
        c.rect(
          ox - w * 0.3 + r.range(0, w * 0.6),
          ry + r.range(0, h),
          u * r.range(0.02, 0.06),
          2,
          '#ffffff',
          'opacity="0.4"',
        );
    });
    for (const side of [-1, 1]) {
      for (let i = 0; i < 5; i += 1) {
        const t = i / 4;
        roundTree(
          c,
          ox + side * (u * 0.2 + t * w * 0.35),
          hor + h * (0.08 + t * 0.4),
          u * (0.06 + t * 0.12),
          vary(r, '#2f5f32'),
        );
      }
    }
  },

  'mesa-verde'(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#3d82c4')],
      [1, vary(r, '#e9eef0')],
    ]);
    clouds(c, { count: 2, yMin: h * 0.06, yMax: h * 0.14, opacity: 0.8 });
    const top = h * 0.22;
    c.rect(-2, top - h * 0.03, w + 4, h * 0.05, vary(r, '#6c7a3f'));
    c.group(`fill="${vary(r, '#4f6632')}"`, () => {
      for (let x = 0; x < w; x += u * 0.05)
        c.add(
          `<circle cx="${f(x + r.range(-8, 8))}" cy="${f(top - h * 0.03 + r.range(-4, 4))}" r="${f(u * r.range(0.02, 0.035))}"/>`,
        );
    });
    const wall = vary(r, '#d2a46f', 4, 0.04, 0.03);
    c.rect(-2, top, w + 4, h * 0.62, wall);
    for (let y = top + h * 0.03; y < top + h * 0.62; y += h * r.range(0.03, 0.06))
      c.rect(-2, y, w + 4, h * 0.008, darken(wall, 0.12), 'opacity="0.6"');
    // alcove
    const ax = w * 0.5;
    const aw = w * 0.78;
    const ab = h * 0.66;
    const ah = h * 0.34;
    c.path(
      `M${f(ax - aw / 2)},${f(ab)} C${f(ax - aw / 2)},${f(ab - ah * 1.2)} ${f(ax + aw / 2)},${f(ab - ah * 1.2)} ${f(ax + aw / 2)},${f(ab)} Z`,
      c.linear([
        [0, '#4a2f22'],
        [1, '#8a5b3c'],
      ]),
    );
    // rooms
    const adobe = vary(r, '#d9b98c', 4, 0.04, 0.03);
    const rooms = [];
    let x = ax - aw * 0.4;
    while (x < ax + aw * 0.38) {
      const bw = u * r.range(0.05, 0.1);
      const t = (x + bw / 2 - ax) / (aw / 2);
      const maxH = ah * 0.8 * Math.sqrt(Math.max(0, 1 - t * t));
      const bh = Math.min(maxH, u * r.range(0.06, 0.2));
      rooms.push([x, bw, bh]);
      x += bw + r.range(-2, 4);
    }
    rooms.forEach(([rx, bw, bh], i) => {
      const col = i % 2 ? adobe : darken(adobe, 0.07);
      c.rect(rx, ab - bh, bw, bh, col);
      c.rect(rx + bw * 0.75, ab - bh, bw * 0.25, bh, '#000000', 'opacity="0.12"');
      if (bh > u * 0.05)
        c.rect(rx + bw * 0.35, ab - bh * r.range(0.5, 0.8), bw * 0.22, bh * 0.2, '#2e1d14');
    });
    const tx = ax + aw * r.range(-0.15, 0.15);
    c.rect(tx - u * 0.03, ab - ah * 0.72, u * 0.06, ah * 0.72, lighten(adobe, 0.08));
    c.ellipse(tx, ab - ah * 0.72, u * 0.03, u * 0.01, lighten(adobe, 0.15));
    c.rect(tx + u * 0.01, ab - ah * 0.72, u * 0.02, ah * 0.72, '#000000', 'opacity="0.12"');
    c.rect(tx - u * 0.006, ab - ah * 0.5, u * 0.012, u * 0.02, '#2e1d14');
    c.rect(ax - aw / 2, ab - 2, aw, h * 0.02, darken(wall, 0.1));
    // talus slope
    c.path(
      smoothPath(ridgePoints(c, h * 0.84, u * 0.05, 0.5, 4)) +
        ` L${f(w + 4)},${f(h + 4)} L-4,${f(h + 4)} Z`,
      vary(r, '#b9905f'),
    );
    c.group(`fill="${vary(r, '#55703a')}"`, () => {
      for (let i = 0; i < 22; i += 1)
        c.add(
          `<circle cx="${f(r.range(0, w))}" cy="${f(r.range(h * 0.82, h))}" r="${f(u * r.range(0.015, 0.035))}"/>`,
        );
    });
  },

  'independence-hall'(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#4f8cc9')],
      [1, vary(r, '#e1eef6')],
    ]);
    clouds(c, { count: 2, yMin: h * 0.06, yMax: h * 0.16, opacity: 0.85 });
    const base = h * 0.78;
    const brick = vary(r, '#a4493a', 4, 0.05, 0.03);
    const trim = '#f4f1ea';
    const bw = w * 0.9;
    const bx = (w - bw) / 2;
    const bh = h * 0.2;
    c.poly(
      [
        [bx - 4, base - bh],
        [bx + bw * 0.08, base - bh - h * 0.05],
        [bx + bw * 0.92, base - bh - h * 0.05],
        [bx + bw + 4, base - bh],
      ],
      '#4a4f57',
    );
    c.rect(bx, base - bh, bw, bh, brick);
    c.rect(bx, base - bh - 2, bw, u * 0.012, trim);
    for (let row = 0; row < 2; row += 1) {
      for (let i = 0; i < 8; i += 1) {
        const wx = bx + bw * (0.05 + i * 0.12);
        if (i === 3 || i === 4) continue;
        const wy = base - bh + bh * (0.15 + row * 0.45);
        c.rect(wx - 3, wy - 3, bw * 0.05 + 6, bh * 0.3 + 6, trim);
        c.rect(wx, wy, bw * 0.05, bh * 0.3, '#2f3a45');
        c.rect(wx, wy + bh * 0.15 - 1, bw * 0.05, 2, trim);
      }
    }
    // central tower
    const tx = w / 2;
    const tw = u * 0.2;
    c.rect(tx - tw / 2, base - bh - h * 0.2, tw, bh + h * 0.2, brick);
    c.rect(tx - tw * 0.18, base - h * 0.1, tw * 0.36, h * 0.1, '#3a2e28');
    c.path(
      `M${f(tx - tw * 0.18)},${f(base - h * 0.1)} A${f(tw * 0.18)},${f(tw * 0.18)} 0 0 1 ${f(tx + tw * 0.18)},${f(base - h * 0.1)} Z`,
      '#3a2e28',
    );
    c.rect(tx - tw * 0.15, base - bh - h * 0.16, tw * 0.3, h * 0.09, '#2f3a45');
    c.rect(tx - tw * 0.15 - 3, base - bh - h * 0.16 - 3, tw * 0.3 + 6, 4, trim);
    const t1 = base - bh - h * 0.2;
    c.rect(tx - tw * 0.55, t1 - u * 0.015, tw * 1.1, u * 0.02, trim);
    c.rect(tx - tw * 0.42, t1 - h * 0.09, tw * 0.84, h * 0.09, trim);
    c.circle(tx, t1 - h * 0.045, tw * 0.22, '#fdfbf5');
    c.circle(tx, t1 - h * 0.045, tw * 0.22, 'none', 'stroke="#2f3a45" stroke-width="3"');
    c.stroke(
      `M${f(tx)},${f(t1 - h * 0.045)} l0,${f(-tw * 0.15)} M${f(tx)},${f(t1 - h * 0.045)} l${f(tw * 0.1)},${f(tw * 0.05)}`,
      '#2f3a45',
      3,
    );
    const t2 = t1 - h * 0.09;
    c.rect(tx - tw * 0.34, t2 - h * 0.08, tw * 0.68, h * 0.08, trim);
    for (let i = 0; i < 3; i += 1)
      c.rect(tx - tw * 0.25 + i * tw * 0.19, t2 - h * 0.065, tw * 0.1, h * 0.05, '#c9c4b8');
    const t3 = t2 - h * 0.08;
    c.rect(tx - tw * 0.22, t3 - h * 0.05, tw * 0.44, h * 0.05, trim);
    c.poly(
      [
        [tx - tw * 0.2, t3 - h * 0.05],
        [tx, t3 - h * 0.15],
        [tx + tw * 0.2, t3 - h * 0.05],
      ],
      trim,
    );
    c.rect(tx - 1.5, t3 - h * 0.19, 3, h * 0.04, '#2f3a45');
    c.rect(tx + tw * 0.2, base - bh - h * 0.2, tw * 0.3, bh + h * 0.2, '#000000', 'opacity="0.1"');
    c.rect(-2, base, w + 4, h, vary(r, '#6f9c52'));
    c.poly(
      [
        [tx - tw * 0.2, base],
        [tx + tw * 0.2, base],
        [tx + tw * 0.8, h + 4],
        [tx - tw * 0.8, h + 4],
      ],
      '#d8cdb8',
    );
    for (const side of [-1, 1]) {
      roundTree(c, w / 2 + side * w * 0.36, h * 0.96, u * 0.18, vary(r, '#3d6f35'));
      roundTree(c, w / 2 + side * w * 0.2, h * 1.02, u * 0.13, vary(r, '#2f5f2c'));
    }
  },

  alamo(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#3c83c9')],
      [1, vary(r, '#d9ecf5')],
    ]);
    clouds(c, { count: 2, yMin: h * 0.08, yMax: h * 0.2, opacity: 0.85 });
    const base = h * 0.76;
    const stone = vary(r, '#d9c7a2', 4, 0.04, 0.03);
    const fw = w * 0.84;
    const fx = (w - fw) / 2;
    const fh = Math.max(h * 0.26, fw * 0.46);
    const top = base - fh;
    const hump = fh * 0.3;
    c.path(
      `M${f(fx)},${f(base)} L${f(fx)},${f(top)} L${f(fx + fw * 0.28)},${f(top)} C${f(fx + fw * 0.33)},${f(top)} ${f(fx + fw * 0.32)},${f(top - hump * 0.6)} ${f(fx + fw * 0.38)},${f(top - hump * 0.7)} C${f(fx + fw * 0.44)},${f(top - hump * 0.75)} ${f(fx + fw * 0.44)},${f(top - hump)} ${f(fx + fw * 0.5)},${f(top - hump)} C${f(fx + fw * 0.56)},${f(top - hump)} ${f(fx + fw * 0.56)},${f(top - hump * 0.75)} ${f(fx + fw * 0.62)},${f(top - hump * 0.7)} C${f(fx + fw * 0.68)},${f(top - hump * 0.6)} ${f(fx + fw * 0.67)},${f(top)} ${f(fx + fw * 0.72)},${f(top)} L${f(fx + fw)},${f(top)} L${f(fx + fw)},${f(base)} Z`,
      stone,
    );
    c.rect(fx, top + fh * 0.42, fw, u * 0.012, darken(stone, 0.12));
    const dark = '#4a3a2e';
    const cx = w / 2;
    const dw = fw * 0.16;
    c.rect(cx - dw / 2, base - fh * 0.38, dw, fh * 0.38, dark);
    c.path(
      `M${f(cx - dw / 2)},${f(base - fh * 0.38)} A${f(dw / 2)},${f(dw / 2)} 0 0 1 ${f(cx + dw / 2)},${f(base - fh * 0.38)} Z`,
      dark,
    );
    c.rect(cx - dw * 0.2, top + fh * 0.12, dw * 0.4, fh * 0.18, dark);
    c.path(
      `M${f(cx - dw * 0.2)},${f(top + fh * 0.12)} A${f(dw * 0.2)},${f(dw * 0.2)} 0 0 1 ${f(cx + dw * 0.2)},${f(top + fh * 0.12)} Z`,
      dark,
    );
    for (const side of [-1, 1]) {
      for (const k of [0.17, 0.3])
        c.rect(
          cx + side * fw * k - fw * 0.015,
          top + fh * 0.05,
          fw * 0.03,
          fh * 0.95,
          lighten(stone, 0.18),
        );
      for (const yk of [0.12, 0.55]) {
        const nx = cx + side * fw * 0.235;
        const ny = top + fh * yk;
        c.rect(nx - fw * 0.03, ny + fw * 0.03, fw * 0.06, fh * 0.22, darken(stone, 0.2));
        c.path(
          `M${f(nx - fw * 0.03)},${f(ny + fw * 0.03)} A${f(fw * 0.03)},${f(fw * 0.03)} 0 0 1 ${f(nx + fw * 0.03)},${f(ny + fw * 0.03)} Z`,
          darken(stone, 0.2),
        );
      }
    }
    c.rect(fx + fw * 0.82, top, fw * 0.18, fh, '#000000', 'opacity="0.1"');
    c.rect(-2, base, w + 4, h, vary(r, '#cbbd9f'));
    c.rect(-2, base, w + 4, u * 0.015, darken(stone, 0.2), 'opacity="0.5"');
    for (const side of [-1, 1]) {
      roundTree(c, w / 2 + side * w * 0.46, base + h * 0.02, u * 0.28, vary(r, '#4a6b34'));
      roundTree(c, w / 2 + side * w * 0.38, h * 1.02, u * 0.2, vary(r, '#3e5d2c'));
    }
  },

  'gateway-arch'(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#3e7fc2')],
      [0.75, vary(r, '#f4c9a0')],
      [1, '#f9dfbd'],
    ]);
    clouds(c, { count: 3, yMin: h * 0.1, yMax: h * 0.3, color: '#fff5ea', opacity: 0.75 });
    const base = h * 0.72;
    skyline(c, {
      base,
      minH: h * 0.06,
      maxH: h * 0.2,
      minW: u * 0.05,
      maxW: u * 0.1,
      colors: ['#7f8ea5', '#8d9ab0', '#6f7f99'],
      roofs: ['flat', 'antenna', 'stepped'],
      win: '#e3e9f1',
      winOn: 0.35,
    });
    const catenary = (W, H, steps = 40) => {
      const A = 2.2;
      const list = [];
      for (let i = 0; i <= steps; i += 1) {
        const t = -1 + (2 * i) / steps;
        list.push([
          w / 2 + (t * W) / 2,
          base - (H * (Math.cosh(A) - Math.cosh(A * t))) / (Math.cosh(A) - 1),
        ]);
      }
      return list;
    };
    const outer = catenary(u * 0.78, h * 0.62);
    const inner = catenary(u * 0.66, h * 0.57).reverse();
    c.poly(
      [...outer, ...inner],
      c.linear(
        [
          [0, '#f4f7fa'],
          [0.5, '#b9c3cd'],
          [1, '#7d8996'],
        ],
        [0, 0, 1, 0],
      ),
    );
    c.rect(-2, base, w + 4, h * 0.06, vary(r, '#5f8f4a'));
    for (let x = 0; x < w; x += u * 0.07)
      roundTree(
        c,
        x + r.range(-6, 6),
        base + h * 0.05,
        u * r.range(0.04, 0.06),
        vary(r, '#3f6f35'),
      );
    water(c, { top: base + h * 0.06, colors: [vary(r, '#7a8f84'), vary(r, '#4a5f5a')], waves: 35 });
    reflection(c, w / 2, base + h * 0.06, h, u * 0.5, '#e6ebf0', 0.3);
  },

  'taos-pueblo'(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#2f78c4')],
      [1, vary(r, '#cfe6f5')],
    ]);
    clouds(c, { count: 2, yMin: h * 0.06, yMax: h * 0.14, opacity: 0.85 });
    c.path(
      smoothPath([
        [-4, h * 0.5],
        [w * 0.2, h * 0.32],
        [w * 0.5, h * 0.24],
        [w * 0.8, h * 0.3],
        [w + 4, h * 0.42],
      ]) + ` L${f(w + 4)},${f(h)} L-4,${f(h)} Z`,
      vary(r, '#3f5f4a'),
    );
    forest(c, {
      base: h * 0.5,
      spread: h * 0.05,
      minH: u * 0.05,
      maxH: u * 0.09,
      color: '#2c4a37',
      step: u * 0.03,
    });
    c.rect(-2, h * 0.52, w + 4, h, vary(r, '#b9895c'));
    const base = h * 0.8;
    const adobe = vary(r, '#b97a4a', 4, 0.05, 0.03);
    const levels = 4;
    const lh = h * 0.075;
    let x0 = w * 0.04;
    let x1 = w * 0.96;
    for (let lv = 0; lv < levels; lv += 1) {
      const y = base - (lv + 1) * lh;
      const col = lv % 2 ? adobe : darken(adobe, 0.06);
      c.rect(x0, y, x1 - x0, lh + 2, col, 'rx="4"');
      c.rect(x1 - (x1 - x0) * 0.1, y, (x1 - x0) * 0.1, lh + 2, '#000000', 'opacity="0.12"');
      c.group('fill="#4a2f1f"', () => {
        for (let vx = x0 + 8; vx < x1 - 8; vx += u * 0.025)
          c.add(`<circle cx="${f(vx)}" cy="${f(y + lh * 0.12)}" r="${f(u * 0.004)}"/>`);
      });
      const n = Math.max(1, Math.floor((x1 - x0) / (u * 0.14)));
      for (let i = 0; i < n; i += 1) {
        const dx = x0 + ((i + 0.5) * (x1 - x0)) / n + r.range(-10, 10);
        const door = r.chance(0.3) ? '#2f8fa0' : '#3a241a';
        c.rect(dx, y + lh * 0.35, u * 0.025, lh * 0.6, door);
      }
      if (lv < levels - 1) {
        const lx = x0 + (x1 - x0) * r.range(0.15, 0.85);
        c.stroke(
          `M${f(lx)},${f(y + lh)} L${f(lx + u * 0.02)},${f(y - lh * 0.5)} M${f(lx + u * 0.035)},${f(y + lh)} L${f(lx + u * 0.055)},${f(y - lh * 0.5)}`,
          '#6b4a2e',
          3,
        );
        let rungs = '';
        for (let k = 1; k < 5; k += 1) {
          const t = k / 5;
          rungs += `M${f(lx + u * 0.02 * t)},${f(y + lh - lh * 1.5 * t)} L${f(lx + u * 0.035 + u * 0.02 * t)},${f(y + lh - lh * 1.5 * t)} `;
        }
        c.stroke(rungs, '#6b4a2e', 2);
      }
      const shrinkL = (x1 - x0) * r.range(0.06, 0.16);
      const shrinkR = (x1 - x0) * r.range(0.06, 0.16);
      x0 += shrinkL;
      x1 -= shrinkR;
    }
    // bread oven
    const ox = w * r.range(0.2, 0.35);
    c.path(
      `M${f(ox - u * 0.06)},${f(h * 0.9)} Q${f(ox)},${f(h * 0.9 - u * 0.12)} ${f(ox + u * 0.06)},${f(h * 0.9)} Z`,
      lighten(adobe, 0.1),
    );
    c.path(
      `M${f(ox - u * 0.015)},${f(h * 0.9)} Q${f(ox)},${f(h * 0.9 - u * 0.04)} ${f(ox + u * 0.015)},${f(h * 0.9)} Z`,
      '#3a241a',
    );
    c.group(`fill="${vary(r, '#6f7f45')}"`, () => {
      for (let i = 0; i < 8; i += 1)
        c.add(
          `<circle cx="${f(r.range(0, w))}" cy="${f(r.range(h * 0.92, h))}" r="${f(u * r.range(0.015, 0.03))}"/>`,
        );
    });
  },
};

// Generic fall-backs by category, used for places without their own scene.
const CATEGORY_SCENES = {
  natur(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#4f8fd0', 30)],
      [1, vary(r, '#f3e2c0', 20)],
    ]);
    sun(c, w * r.range(0.2, 0.8), h * r.range(0.15, 0.3), u * 0.05, '#fff4cf');
    const base = vary(r, '#7a8fb0', 40);
    for (let i = 0; i < 4; i += 1)
      ridge(c, {
        base: h * (0.45 + i * 0.14),
        amp: u * (0.14 - i * 0.02),
        color: darken(base, i * 0.18),
      });
    forest(c, {
      base: h * 0.98,
      spread: h * 0.02,
      minH: u * 0.12,
      maxH: u * 0.22,
      color: darken(base, 0.7),
      step: u * 0.06,
    });
  },
  stadt(c) {
    const { r, h, u } = c;
    sky(c, [
      [0, vary(r, '#2f4f8f', 30)],
      [1, vary(r, '#f2b98a', 20)],
    ]);
    const base = h * 0.8;
    skyline(c, {
      base,
      minH: h * 0.15,
      maxH: h * 0.4,
      minW: u * 0.06,
      maxW: u * 0.14,
      colors: ['#7f8ea5', '#8d9ab0'],
      win: null,
      roofs: ['flat', 'antenna'],
    });
    skyline(c, {
      base,
      minH: h * 0.08,
      maxH: h * 0.3,
      minW: u * 0.08,
      maxW: u * 0.16,
      colors: ['#34304f', '#3f4d63'],
      win: '#ffd68a',
      winOn: 0.4,
      roofs: ['flat', 'stepped', 'spire'],
    });
    water(c, { top: base, colors: ['#2d3f5f', '#1a2540'], waves: 40 });
  },
  kueste(c) {
    const { r, w, h, u } = c;
    sky(c, [
      [0, vary(r, '#3f8fd0', 20)],
      [1, vary(r, '#e9f4f7')],
    ]);
    clouds(c, { count: 3, yMin: h * 0.1, yMax: h * 0.3 });
    const hor = h * 0.55;
    water(c, { top: hor, colors: [vary(r, '#2aa3c2', 20), vary(r, '#1670a0', 20)], waves: 45 });
    c.ellipse(w * r.range(0.6, 0.85), hor, u * 0.2, u * 0.06, vary(r, '#5f7d3f'));
    c.path(
      `M-4,${f(h * 0.8)} Q${f(w * 0.5)},${f(h * 0.74)} ${f(w + 4)},${f(h * 0.82)} L${f(w + 4)},${f(h + 4)} L-4,${f(h + 4)} Z`,
      vary(r, '#f0d9a4'),
    );
    palm(c, w * 0.12, h * 1.01, h * 0.6, u * 0.1, '#2f7a3a', '#7a5a3a');
  },
  kultur(c) {
    const { r, w, h } = c;
    sky(c, [
      [0, vary(r, '#4f8cc9', 20)],
      [1, vary(r, '#f1e6d2')],
    ]);
    clouds(c, { count: 2, yMin: h * 0.08, yMax: h * 0.2 });
    const base = h * 0.75;
    const stone = vary(r, '#e6dccb', 10);
    const bw = w * 0.6;
    const bx = (w - bw) / 2;
    c.poly(
      [
        [bx - 10, base - h * 0.3],
        [w / 2, base - h * 0.42],
        [bx + bw + 10, base - h * 0.3],
      ],
      stone,
    );
    c.rect(bx - 10, base - h * 0.3, bw + 20, h * 0.03, darken(stone, 0.1));
    for (let i = 0; i < 6; i += 1)
      c.rect(bx + (i * bw) / 5.5, base - h * 0.27, bw * 0.06, h * 0.25, stone);
    c.rect(bx - 20, base - h * 0.02, bw + 40, h * 0.02, darken(stone, 0.15));
    c.rect(-2, base, w + 4, h, vary(r, '#7a9a5a'));
  },
};

// ---------------------------------------------------------------------------

export function renderSvg(place) {
  const { width, height } = place.image;
  const canvas = new Canvas(width, height, createRandom(hashString(place.slug)));
  const scene = SCENES[place.slug] ?? CATEGORY_SCENES[place.category] ?? CATEGORY_SCENES.natur;
  scene(canvas);
  return canvas.toString();
}

async function renderJpeg(svg, quality) {
  return sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, mozjpeg: true, progressive: true })
    .toBuffer();
}

async function main() {
  const places = JSON.parse(await readFile(PLACES_FILE, 'utf8'));
  await mkdir(OUT_DIR, { recursive: true });
  let total = 0;
  for (const place of places) {
    const svg = renderSvg(place);
    let quality = START_QUALITY;
    let jpeg = await renderJpeg(svg, quality);
    while (jpeg.length > MAX_BYTES && quality > MIN_QUALITY) {
      quality -= 5;
      jpeg = await renderJpeg(svg, quality);
    }
    const meta = await sharp(jpeg).metadata();
    if (meta.width !== place.image.width || meta.height !== place.image.height) {
      throw new Error(
        `${place.slug}: rendered ${meta.width}×${meta.height}, expected ${place.image.width}×${place.image.height}`,
      );
    }
    if (jpeg.length > MAX_BYTES)
      throw new Error(`${place.slug}: ${jpeg.length} bytes exceeds ${MAX_BYTES}`);
    const file = path.join(OUT_DIR, `${place.slug}.jpg`);
    await writeFile(file, jpeg);
    total += jpeg.length;
    console.log(
      `${place.image.src}  ${meta.width}×${meta.height}  q${quality}  ${(jpeg.length / 1024).toFixed(1)} KB`,
    );
  }
  console.log(`${places.length} Bilder, zusammen ${(total / 1024).toFixed(1)} KB`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
