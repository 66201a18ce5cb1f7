import type { CoverTheme } from './types';
import { at, between, diver, fish, hsl, jellyfish, manta, n, n2, nudibranch, pick, prng, school, turtle, whaleShark } from './cover-shapes';
import { bubbles, type Canvas, caveFrame, kelp, rays, reef, vignette, water, wreck } from './cover-scenery';

/*
 * Generated underwater pictures for the content demo (covers, issue covers, banners, avatars, author
 * backgrounds): deterministic SVG from a seed, which the seed renders to JPEG with sharp. Same seed
 * and options, same picture.
 */

export const COVER_THEMES: readonly CoverTheme[] = [
  'reef',
  'blue',
  'manta',
  'whaleshark',
  'turtle',
  'wreck',
  'macro',
  'night',
  'kelp',
  'cave',
];

export interface CoverOptions {
  width?: number;
  height?: number;
  /** What it shows; absent: chosen by the seed. */
  theme?: CoverTheme;
}

const CORAL_HUES = [350, 10, 25, 40, 290, 320];
const FISH_COLORS: [string, string][] = [
  ['hsl(28,95%,55%)', 'hsl(28,90%,45%)'],
  ['hsl(52,95%,58%)', 'hsl(200,80%,45%)'],
  ['hsl(200,90%,55%)', 'hsl(52,95%,55%)'],
  ['hsl(340,80%,62%)', 'hsl(45,95%,60%)'],
  ['hsl(265,60%,60%)', 'hsl(50,95%,60%)'],
];

function svg(c: Canvas, inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${c.w}" height="${c.h}" viewBox="0 0 ${c.w} ${c.h}">${inner}</svg>`;
}

/** Size of the animals: 1 on a 1200×800 cover, a little smaller on portrait or banner shapes. */
const unit = (c: Canvas): number => Math.sqrt(c.w * c.h) / 980;

/** A few bright reef fish scattered over a band of the picture. */
function reefFish(c: Canvas, count: number, top: number, bottom: number): string {
  const out: string[] = [];
  const flip = c.r() < 0.5;
  for (let i = 0; i < count; i++) {
    const [body, fin] = pick(c.r, FISH_COLORS);
    const stripes = c.r() < 0.25;
    out.push(
      at(
        c.r() * c.w,
        between(c.r, top, bottom) * c.h,
        unit(c) * between(c.r, 0.4, 0.9),
        fish(stripes ? 'hsl(22,95%,52%)' : body, { stripes, fin }),
        {
          flip: c.r() < 0.2 ? !flip : flip,
          rotate: (c.r() - 0.5) * 16,
        },
      ),
    );
  }
  return out.join('');
}

interface Look {
  light: number;
  deep: number;
  rays: number;
  bubbles: number;
  snow: number;
}

/** An open-water scene: the water and its light, then what it shows (drawn after), bubbles and a vignette on top. */
function openWater(c: Canvas, look: Look, middle: () => string): string {
  const back = water(c, look.light, look.deep) + rays(c, look.rays);
  return back + middle() + bubbles(c, look.bubbles, look.snow) + vignette(c);
}

/** Which way an animal swims (left or right) and how much it tilts, at most `tilt` degrees either way. */
const heading = (r: () => number, tilt: number) => ({ flip: r() < 0.5, rotate: (r() - 0.5) * 2 * tilt });

function scene(c: Canvas, theme: CoverTheme): string {
  const s = unit(c);
  const r = c.r;
  switch (theme) {
    case 'reef':
      return openWater(
        c,
        { light: 52, deep: 16, rays: 6, bubbles: 14, snow: 40 },
        () => reef(c, c.h * 0.42, CORAL_HUES) + reefFish(c, 9, 0.25, 0.65),
      );
    case 'blue':
      return openWater(c, { light: 46, deep: 10, rays: 7, bubbles: 10, snow: 70 }, () => {
        const fish = at(c.w * 0.5, c.h * 0.45, s * 1.2, school(r, 70, hsl(c.hue, 30, 78), r() < 0.6));
        return r() < 0.6 ? fish + at(c.w * between(r, 0.25, 0.75), c.h * 0.78, s * 0.7, diver(r, hsl(c.hue, 60, 8)), heading(r, 0)) : fish;
      });
    case 'manta':
      return openWater(c, { light: 58, deep: 14, rays: 8, bubbles: 8, snow: 60 }, () => {
        const ray = manta(hsl(c.hue + 15, 40, 10), '#e8f4ff');
        const below = at(c.w * 0.5, c.h * 1.05, s * 0.6, school(r, 30, hsl(c.hue, 40, 70), false), { opacity: 0.7 });
        return (
          at(c.w * between(r, 0.35, 0.65), c.h * between(r, 0.35, 0.5), s * between(r, 1.3, 1.9), ray, { rotate: (r() - 0.5) * 40 }) + below
        );
      });
    case 'whaleshark':
      return openWater(c, { light: 50, deep: 12, rays: 8, bubbles: 10, snow: 90 }, () => {
        const shark = at(c.w * 0.5, c.h * 0.5, s * between(r, 1.2, 1.6), whaleShark(r, hsl(c.hue + 10, 35, 22)), heading(r, 6));
        return shark + at(c.w * 0.3, c.h * 0.78, s * 0.5, school(r, 18, hsl(c.hue, 30, 70), false));
      });
    case 'turtle':
      return openWater(c, { light: 54, deep: 18, rays: 6, bubbles: 8, snow: 40 }, () => {
        const floor = reef(c, c.h * 0.3, [30, 45, 350]);
        const swimmer = turtle(hsl(32, 45, 32), hsl(48, 30, 55));
        return (
          floor +
          at(c.w * between(r, 0.35, 0.65), c.h * 0.42, s * between(r, 1.6, 2.1), swimmer, heading(r, 15)) +
          reefFish(c, 4, 0.15, 0.35)
        );
      });
    case 'wreck':
      return openWater(
        c,
        { light: 38, deep: 8, rays: 5, bubbles: 12, snow: 120 },
        () => wreck(c) + at(c.w * 0.45, c.h * 0.35, s, school(r, 40, hsl(c.hue, 25, 72), false)),
      );
    case 'macro': {
      const hue = pick(r, [280, 215, 330, 20]);
      const bokeh = Array.from({ length: 14 }, () => {
        const col = hsl(pick(r, [hue + 40, c.hue, 50, 330]), 70, 55);
        return `<circle cx="${n(r() * c.w)}" cy="${n(r() * c.h)}" r="${n(between(r, 20, 90) * s)}" fill="${col}" opacity="${n(between(r, 0.12, 0.3))}" filter="url(#soft)"/>`;
      }).join('');
      const defs = `<defs><filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(14 * s)}"/></filter><radialGradient id="spot" cx="0.5" cy="0.55" r="0.6"><stop offset="0" stop-color="${hsl(c.hue, 50, 22)}"/><stop offset="1" stop-color="#03070c"/></radialGradient></defs>`;
      const rim = pick(r, ['hsl(35,100%,60%)', 'hsl(55,100%,65%)', '#ffffff']);
      return (
        defs +
        `<rect width="${c.w}" height="${c.h}" fill="url(#spot)"/>${bokeh}` +
        `<path d="M0,${n(c.h * 0.8)} C${n(c.w * 0.3)},${n(c.h * 0.7)} ${n(c.w * 0.7)},${n(c.h * 0.78)} ${c.w},${n(c.h * 0.72)} V${c.h} H0 Z" fill="${hsl(c.hue + 20, 25, 14)}"/>` +
        at(c.w * 0.5, c.h * 0.62, s * between(r, 1.6, 2.2), nudibranch(hsl(hue, 70, 45), rim, hsl(hue + 30, 90, 62)), heading(r, 7))
      );
    }
    case 'night': {
      const ty = c.h * between(r, 0.3, 0.45);
      const beam = `<defs><linearGradient id="torch" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fffbe0" stop-opacity="0.5"/><stop offset="1" stop-color="#fffbe0" stop-opacity="0"/></linearGradient></defs>`;
      const glow = Array.from(
        { length: 60 },
        () =>
          `<circle cx="${n(r() * c.w)}" cy="${n(r() * c.h)}" r="${n(1 + r() * 2.5)}" fill="hsl(170,100%,70%)" opacity="${n(0.3 + r() * 0.6)}"/>`,
      ).join('');
      return (
        water(c, 16, 3) +
        beam +
        `<polygon points="${n(c.w * 0.04)},${n(ty)} ${n(c.w * 0.9)},${n(ty - c.h * 0.3)} ${n(c.w * 0.95)},${n(ty + c.h * 0.45)}" fill="url(#torch)" opacity="0.7"/>` +
        reef(c, c.h * 0.3, [350, 20, 290]) +
        at(c.w * between(r, 0.55, 0.75), c.h * 0.5, s * 1.1, jellyfish(r, 'hsl(320,70%,80%)')) +
        at(c.w * 0.25, c.h * 0.55, s * 0.8, fish('hsl(8,80%,55%)', { fin: 'hsl(40,90%,60%)' }), { flip: true }) +
        glow +
        vignette(c)
      );
    }
    case 'kelp':
      c.hue = 165;
      return openWater(c, { light: 50, deep: 14, rays: 7, bubbles: 10, snow: 60 }, () => kelp(c, 9) + reefFish(c, 3, 0.3, 0.7));
    case 'cave':
      return openWater(c, { light: 62, deep: 22, rays: 6, bubbles: 6, snow: 30 }, () => {
        const inside = at(c.w * 0.5, c.h * 0.45, s * 0.5, diver(r, hsl(c.hue, 50, 8)), heading(r, 0));
        return inside + caveFrame(c);
      });
  }
}

/** The first two draws of a seed: the water's hue and the theme shown when none is asked for. */
function start(seed: number) {
  const r = prng(seed);
  const hue = 185 + Math.floor(r() * 35);
  return { r, hue, theme: COVER_THEMES[Math.floor(r() * COVER_THEMES.length)]! };
}

/** What `coverSvg(seed)` shows when no theme is given. */
export const themeOf = (seed: number): CoverTheme => start(seed).theme;

/** The first seed from `from` on whose own theme is `theme` (a figure picture that matches its caption). */
export function seedWithTheme(from: number, theme: CoverTheme): number {
  let seed = from;
  while (themeOf(seed) !== theme) seed++;
  return seed;
}

/** An underwater picture, `width`×`height` (default 1200×800), as an SVG document. */
export function coverSvg(seed: number, options: CoverOptions = {}): string {
  const { r, hue, theme } = start(seed);
  const c: Canvas = { w: options.width ?? 1200, h: options.height ?? 800, r, hue };
  return svg(c, scene(c, options.theme ?? theme));
}

/**
 * A square avatar that still reads when cut to a circle: a diver's masked face or a creature emblem
 * (turtle, manta, fish, nudibranch, jellyfish), by `seed % 6`, so consecutive seeds differ.
 */
export function avatarSvg(seed: number, size = 400): string {
  const r = prng(seed * 7919 + 17);
  const c: Canvas = { w: size, h: size, r, hue: 180 + Math.floor(r() * 50) };
  const s = size / 400;
  const bg =
    `<defs><radialGradient id="bg" cx="0.5" cy="0.35" r="0.75"><stop offset="0" stop-color="${hsl(c.hue - 10, 75, 60)}"/><stop offset="1" stop-color="${hsl(c.hue + 15, 80, 18)}"/></radialGradient>` +
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cdefff"/><stop offset="1" stop-color="${hsl(c.hue, 70, 35)}"/></linearGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>`;
  const kind = Math.abs(Math.trunc(seed)) % 6;
  let subject: string;
  if (kind === 0) {
    const skin = pick(r, ['#f2c9a0', '#e0ac7e', '#c68b5e', '#8d5a3b']);
    const hood = pick(r, ['#1d2733', '#0f3b57', '#3b1f4a', '#10302a']);
    subject =
      `<path d="M60,400 C70,300 130,268 200,268 C270,268 330,300 340,400 Z" fill="${hood}"/><ellipse cx="200" cy="190" rx="98" ry="118" fill="${hood}"/>` +
      `<ellipse cx="200" cy="205" rx="70" ry="82" fill="${skin}"/>` +
      `<rect x="112" y="150" width="176" height="74" rx="30" fill="#11161c"/><rect x="124" y="160" width="152" height="54" rx="22" fill="url(#glass)"/>` +
      '<path d="M134,170 L170,170 L150,200 Z" fill="#fff" opacity="0.45"/><rect x="194" y="160" width="12" height="54" fill="#11161c"/>' +
      `<rect x="176" y="252" width="48" height="30" rx="12" fill="#11161c"/><path d="M224,266 C260,270 280,300 282,340" stroke="#11161c" stroke-width="12" fill="none"/>`;
  } else if (kind === 1) subject = at(200, 210, 1.1, turtle(hsl(32, 45, 34), hsl(48, 35, 60)), { rotate: 90 });
  else if (kind === 2) subject = at(200, 190, 0.75, manta(hsl(c.hue + 20, 45, 10), '#ffffff'));
  else if (kind === 3) subject = at(200, 200, 2.2, fish(pick(r, FISH_COLORS)[0], { stripes: r() < 0.5, fin: pick(r, FISH_COLORS)[1] }));
  else if (kind === 4)
    subject = at(200, 235, 0.78, nudibranch(hsl(pick(r, [280, 215, 330]), 70, 48), 'hsl(40,100%,62%)', 'hsl(20,95%,60%)'));
  else subject = at(200, 170, 1.7, jellyfish(r, hsl(pick(r, [320, 290, 20]), 70, 82)));
  return svg(c, bg + `<g transform="scale(${n2(s)})">${subject}</g>` + bubbles(c, 8, 0));
}

/** A wide, calm picture behind an author's profile header (default 1200×480); the scene by `seed % 6`. */
export function backgroundSvg(seed: number, width = 1200, height = 480): string {
  const r = prng(seed * 104729 + 3);
  const c: Canvas = { w: width, h: height, r, hue: 185 + Math.floor(r() * 35) };
  const theme = (['reef', 'blue', 'kelp', 'manta', 'turtle', 'whaleshark'] as const)[Math.abs(Math.trunc(seed)) % 6]!;
  return svg(c, scene(c, theme));
}
