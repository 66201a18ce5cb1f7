import { at, between, hsl, n, pick, type Rand } from './cover-shapes';

/*
 * Scenery of the generated pictures: water, light, reef, kelp, wreck, cave. Each function draws into
 * a W×H canvas and returns SVG markup (defs it needs use ids prefixed by its own name).
 */

export interface Canvas {
  w: number;
  h: number;
  r: Rand;
  /** Hue of the water (≈ 170 green-blue … 225 deep blue). */
  hue: number;
}

/** The water gradient, a glow where the sun is, and the defs the light uses. */
export function water(c: Canvas, light: number, deep: number): string {
  const sunX = between(c.r, 0.25, 0.75);
  return (
    `<defs><linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(c.hue - 8, 72, light)}"/>` +
    `<stop offset="0.55" stop-color="${hsl(c.hue, 78, (light + deep) / 2)}"/><stop offset="1" stop-color="${hsl(c.hue + 12, 85, deep)}"/></linearGradient>` +
    `<radialGradient id="sun" cx="${n(sunX)}" cy="0" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    '<linearGradient id="ray" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>' +
    '<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient></defs>' +
    `<rect width="${c.w}" height="${c.h}" fill="url(#water)"/><rect width="${c.w}" height="${n(c.h * 0.6)}" fill="url(#sun)"/>`
  );
}

/** Light rays fanning down from the surface, and a rippled surface line. */
export function rays(c: Canvas, count: number): string {
  const out: string[] = [];
  const origin = between(c.r, 0.3, 0.7) * c.w;
  for (let i = 0; i < count; i++) {
    const x = origin + (c.r() - 0.5) * c.w * 0.5;
    const spread = (c.r() - 0.5) * c.w * 0.9;
    const wTop = 10 + c.r() * 40;
    const wBottom = wTop * (3 + c.r() * 3);
    out.push(
      `<polygon points="${n(x)},0 ${n(x + wTop)},0 ${n(x + spread + wBottom)},${c.h} ${n(x + spread)},${c.h}" fill="url(#ray)" opacity="${n(0.5 + c.r() * 0.5)}"/>`,
    );
  }
  let d = `M0,${n(c.h * 0.03)}`;
  for (let x = 0; x <= c.w; x += c.w / 12)
    d += ` Q${n(x + c.w / 24)},${n(c.h * (0.01 + c.r() * 0.05))} ${n(x + c.w / 12)},${n(c.h * 0.03)}`;
  out.push(`<path d="${d}" stroke="#fff" stroke-width="3" opacity="0.25" fill="none"/>`);
  return out.join('');
}

/** Rising bubbles and drifting specks ("marine snow"). */
export function bubbles(c: Canvas, count: number, snow: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const rr = 2 + c.r() * 10;
    out.push(
      `<circle cx="${n(c.r() * c.w)}" cy="${n(c.r() * c.h)}" r="${n(rr)}" fill="#fff" fill-opacity="0.08" stroke="#fff" stroke-width="1.5" stroke-opacity="${n(0.25 + c.r() * 0.4)}"/>`,
    );
  }
  for (let i = 0; i < snow; i++) {
    out.push(
      `<circle cx="${n(c.r() * c.w)}" cy="${n(c.r() * c.h)}" r="${n(0.8 + c.r() * 1.6)}" fill="#fff" opacity="${n(0.15 + c.r() * 0.35)}"/>`,
    );
  }
  return out.join('');
}

export function vignette(c: Canvas): string {
  return `<rect width="${c.w}" height="${c.h}" fill="url(#vignette)"/>`;
}

/** A branching (staghorn) coral from (0,0) upward. */
function branching(r: Rand, color: string, size: number): string {
  const levels: string[][] = [[], [], [], [], []];
  const grow = (x: number, y: number, angle: number, len: number, depth: number): void => {
    const x2 = x + Math.cos(angle) * len;
    const y2 = y + Math.sin(angle) * len;
    levels[depth]!.push(`M${n(x)},${n(y)} L${n(x2)},${n(y2)}`);
    if (depth >= 4) return;
    const kids = 2 + (r() < 0.3 ? 1 : 0);
    for (let k = 0; k < kids; k++) grow(x2, y2, angle + (r() - 0.5) * 1.1, len * (0.62 + r() * 0.2), depth + 1);
  };
  grow(0, 0, -Math.PI / 2 + (r() - 0.5) * 0.4, size, 0);
  return levels
    .map(
      (segs, i) =>
        `<path d="${segs.join(' ')}" stroke="${color}" stroke-width="${n(size * 0.22 * Math.pow(0.72, i))}" stroke-linecap="round" fill="none"/>`,
    )
    .join('');
}

/** A sea fan: fine curved ribs from one base. */
function seaFan(r: Rand, color: string, size: number): string {
  const ribs = Array.from({ length: 16 }, (_, i) => {
    const a = -Math.PI / 2 + ((i - 7.5) / 7.5) * 1.05;
    const x = Math.cos(a) * size;
    const y = Math.sin(a) * size;
    return `M0,0 Q${n(x * 0.4 + (r() - 0.5) * 20)},${n(y * 0.6)} ${n(x)},${n(y)}`;
  });
  const arcs = [0.4, 0.6, 0.8].map(
    (f) => `M${n(-size * f * 0.86)},${n(-size * f * 0.5)} Q0,${n(-size * f * 1.3)} ${n(size * f * 0.86)},${n(-size * f * 0.5)}`,
  );
  return `<path d="${[...ribs, ...arcs].join(' ')}" stroke="${color}" stroke-width="${n(size * 0.025 + 1)}" fill="none" opacity="0.9"/>`;
}

/** A boulder (brain) coral with grooves. */
function boulder(r: Rand, color: string, size: number): string {
  const grooves = Array.from({ length: 4 }, (_, i) => {
    const y = -size * (0.15 + i * 0.14);
    return `M${n(-size * (0.8 - i * 0.15))},${n(y)} Q0,${n(y - size * 0.12 * (r() + 0.5))} ${n(size * (0.8 - i * 0.15))},${n(y)}`;
  });
  return `<path d="M${n(-size)},0 C${n(-size)},${n(-size * 0.9)} ${n(size)},${n(-size * 0.9)} ${n(size)},0 Z" fill="${color}"/><path d="${grooves.join(' ')}" stroke="#000" stroke-opacity="0.25" stroke-width="3" fill="none"/>`;
}

/** Soft coral or an anemone: a tuft of short curved tentacles. */
function tuft(r: Rand, color: string, size: number): string {
  const strands = Array.from({ length: 18 }, (_, i) => {
    const a = -Math.PI / 2 + ((i - 8.5) / 8.5) * 1.2;
    const x = Math.cos(a) * size;
    const y = Math.sin(a) * size;
    return `M0,0 Q${n(x * 0.5 + (r() - 0.5) * size * 0.4)},${n(y * 0.7)} ${n(x)},${n(y)}`;
  });
  return `<path d="${strands.join(' ')}" stroke="${color}" stroke-width="${n(size * 0.09)}" stroke-linecap="round" fill="none"/>`;
}

/** A reef across the bottom: a rock base, then corals of the given hues in two depth layers. */
export function reef(c: Canvas, height: number, coralHues: number[]): string {
  const out: string[] = [];
  for (const layer of [0, 1]) {
    const base = c.h - height * (layer === 0 ? 1 : 0.55);
    let d = `M0,${c.h} L0,${n(base)}`;
    for (let x = 0; x <= c.w; x += c.w / 8)
      d += ` Q${n(x + c.w / 16)},${n(base - c.r() * height * 0.35)} ${n(x + c.w / 8)},${n(base + (c.r() - 0.5) * 20)}`;
    d += ` L${c.w},${c.h} Z`;
    const far = layer === 0;
    out.push(`<path d="${d}" fill="${hsl(c.hue + 10, 40, far ? 16 : 9)}" opacity="${far ? 0.7 : 1}"/>`);
    const count = far ? 7 : 9;
    for (let i = 0; i < count; i++) {
      const x = ((i + c.r() * 0.8) / count) * c.w;
      const y = base + c.r() * height * 0.2;
      const hue = pick(c.r, coralHues);
      const color = far ? hsl(hue, 30, 38) : hsl(hue, 70, 48 + c.r() * 12);
      const size = (far ? 0.6 : 1) * between(c.r, 0.5, 1) * height;
      const kind = pick(c.r, ['branch', 'fan', 'boulder', 'tuft'] as const);
      const part =
        kind === 'branch'
          ? branching(c.r, color, size * 0.45)
          : kind === 'fan'
            ? seaFan(c.r, color, size * 0.9)
            : kind === 'boulder'
              ? boulder(c.r, color, size * 0.45)
              : tuft(c.r, color, size * 0.55);
      out.push(at(x, y, 1, part, { opacity: far ? 0.55 : 0.95 }));
    }
  }
  return out.join('');
}

/** A kelp forest: tall swaying stalks with blades. */
export function kelp(c: Canvas, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = ((i + c.r()) / count) * c.w;
    const top = c.h * between(c.r, -0.05, 0.35);
    const sway = (c.r() - 0.5) * 160;
    const color = hsl(between(c.r, 60, 95), 55, between(c.r, 18, 34));
    const stalk = `M${n(x)},${c.h} C${n(x + sway)},${n(c.h * 0.7)} ${n(x - sway)},${n(c.h * 0.4)} ${n(x + sway / 2)},${n(top)}`;
    out.push(`<path d="${stalk}" stroke="${color}" stroke-width="${n(5 + c.r() * 5)}" fill="none" opacity="0.9"/>`);
    for (let y = c.h - 40; y > top + 20; y -= 36 + c.r() * 30) {
      const t = (c.h - y) / (c.h - top);
      const bx = x + sway * Math.sin(t * Math.PI) * 0.6;
      const side = c.r() < 0.5 ? -1 : 1;
      out.push(
        `<path d="M${n(bx)},${n(y)} q${n(side * 40)},${n(-30)} ${n(side * 70)},${n(-10 - c.r() * 20)} q${n(-side * 30)},${n(12)} ${n(-side * 70)},${n(10)} Z" fill="${color}" opacity="0.85"/>`,
      );
    }
  }
  return out.join('');
}

/** A sunken ship lying across the lower half, with portholes and a broken mast. */
export function wreck(c: Canvas): string {
  const color = hsl(c.hue + 10, 30, 12);
  const hull =
    'M-420,0 L-380,-120 L300,-150 L420,-90 L400,20 Z M-200,-128 L-200,-220 L-40,-226 L-40,-136 Z M120,-146 L132,-360 L146,-360 L140,-148 Z M132,-330 L260,-240';
  const portholes = Array.from(
    { length: 8 },
    (_, i) => `<circle cx="${-300 + i * 80}" cy="-70" r="11" fill="${hsl(c.hue, 50, 35)}" opacity="0.6"/>`,
  ).join('');
  const growth = Array.from(
    { length: 22 },
    () =>
      `<circle cx="${n(-400 + c.r() * 800)}" cy="${n(-120 + c.r() * 120)}" r="${n(4 + c.r() * 9)}" fill="${hsl(pick(c.r, [15, 330, 45]), 55, 40)}" opacity="0.7"/>`,
  ).join('');
  return at(
    c.w * 0.5,
    c.h * 0.86,
    c.w / 1100,
    `<path d="${hull}" fill="${color}" stroke="${color}" stroke-width="6"/>${portholes}${growth}`,
    {
      rotate: -8 + c.r() * 6,
    },
  );
}

/** A cave mouth: dark rock around an opening, seen from inside. */
export function caveFrame(c: Canvas): string {
  const cx = c.w * between(c.r, 0.4, 0.6);
  const cy = c.h * between(c.r, 0.3, 0.45);
  const rx = c.w * 0.3;
  const ry = c.h * 0.3;
  let d = '';
  for (let i = 0; i <= 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const k = 0.8 + c.r() * 0.35;
    const x = cx + Math.cos(a) * rx * k;
    const y = cy + Math.sin(a) * ry * k;
    d += i === 0 ? `M${n(x)},${n(y)}` : ` L${n(x)},${n(y)}`;
  }
  return `<path d="M0,0 H${c.w} V${c.h} H0 Z ${d} Z" fill="${hsl(c.hue + 20, 35, 5)}" fill-rule="evenodd" stroke="${hsl(c.hue + 20, 30, 10)}" stroke-width="${n(c.w * 0.02)}" stroke-linejoin="round"/>`;
}
