/*
 * Drawing parts of the generated demo pictures (covers.ts composes them). Every part is drawn around
 * its own origin at a "unit" size of about 100–400 and placed with `at()`; randomness only comes from
 * the `Rand` passed in, so a seed always gives the same picture.
 */

export type Rand = () => number;

/** A small deterministic PRNG (mulberry32). */
export function prng(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number for SVG: one decimal at most. */
export const n = (v: number): string => String(Math.round(v * 10) / 10);
/** A number for SVG with two decimals at most (scales, opacities). */
export const n2 = (v: number): string => String(Math.round(v * 100) / 100);
export const between = (r: Rand, lo: number, hi: number): number => lo + r() * (hi - lo);
export const pick = <T>(r: Rand, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
export const hsl = (h: number, s: number, l: number, a = 1): string =>
  a >= 1 ? `hsl(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%)` : `hsla(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%,${a})`;

/** Wraps a part drawn around the origin: moved, scaled (negative x flips it) and turned. */
export function at(
  x: number,
  y: number,
  scale: number,
  inner: string,
  opts: { flip?: boolean; rotate?: number; opacity?: number } = {},
): string {
  const sx = opts.flip ? -scale : scale;
  const rot = opts.rotate ? ` rotate(${n(opts.rotate)})` : '';
  const op = opts.opacity !== undefined ? ` opacity="${n2(opts.opacity)}"` : '';
  return `<g transform="translate(${n(x)},${n(y)})${rot} scale(${n2(sx)},${n2(scale)})"${op}>${inner}</g>`;
}

/** A reef fish facing left, optionally with a clownfish's stripes. */
export function fish(body: string, opts: { stripes?: boolean; fin?: string } = {}): string {
  const fin = opts.fin ?? body;
  const stripes = opts.stripes
    ? '<path d="M-28,-17 C-21,-6 -21,6 -28,17" stroke="#fff" stroke-width="6" fill="none"/><path d="M6,-20 C12,-7 12,7 6,20" stroke="#fff" stroke-width="6" fill="none"/>'
    : '';
  return (
    `<path d="M-6,-17 C2,-34 18,-34 24,-16 Z" fill="${fin}"/><path d="M-4,17 C4,30 14,30 18,15 Z" fill="${fin}"/>` +
    `<path d="M-52,0 C-38,-24 18,-28 36,-6 L60,-24 L53,0 L60,24 L36,6 C18,28 -38,24 -52,0 Z" fill="${body}"/>${stripes}` +
    '<circle cx="-37" cy="-5" r="4.5" fill="#fff"/><circle cx="-38" cy="-5" r="2.5" fill="#0b1320"/>'
  );
}

/** A slim schooling fish (jack, sardine), as a silhouette with a light belly line. */
export function slimFish(color: string): string {
  return `<path d="M-40,0 C-28,-12 12,-13 26,-3 L42,-14 L37,0 L42,14 L26,3 C12,13 -28,12 -40,0 Z" fill="${color}"/><path d="M-30,3 C-10,7 10,7 24,2" stroke="#fff" stroke-width="2" opacity="0.35" fill="none"/>`;
}

/** A school of slim fish around (0,0): a loose cloud or a ring ("fish tornado"). */
export function school(r: Rand, count: number, color: string, ring: boolean): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + r() * 0.3;
    const rad = ring ? 220 + r() * 70 : r() * 260;
    const x = ring ? Math.cos(a) * rad : (r() - 0.5) * 560;
    const y = ring ? Math.sin(a) * rad * 0.45 : (r() - 0.5) * 300;
    const rot = ring ? (a * 180) / Math.PI + 90 : (r() - 0.5) * 14;
    parts.push(at(x, y, 0.45 + r() * 0.35, slimFish(color), { rotate: rot, opacity: 0.55 + r() * 0.45 }));
  }
  return parts.join('');
}

/** A manta ray seen from below, wings spread, facing up. */
export function manta(dark: string, belly: string): string {
  return (
    `<path d="M0,-48 C22,-48 32,-26 42,-14 C100,-10 170,6 235,42 C170,46 100,52 46,62 C32,78 16,88 0,88 C-16,88 -32,78 -46,62 C-100,52 -170,46 -235,42 C-170,6 -100,-10 -42,-14 C-32,-26 -22,-48 0,-48 Z" fill="${dark}"/>` +
    `<path d="M-16,-46 L-26,-74 L-6,-50 Z M16,-46 L26,-74 L6,-50 Z" fill="${dark}"/>` +
    `<path d="M-30,-8 C-14,-20 14,-20 30,-8 C34,20 20,50 0,56 C-20,50 -34,20 -30,-8 Z" fill="${belly}" opacity="0.55"/>` +
    `<path d="M-22,4 h44 M-20,14 h40 M-18,24 h36 M-15,34 h30 M-12,44 h24" stroke="${dark}" stroke-width="2.5" opacity="0.6"/>` +
    `<path d="M-3,86 L0,230 L3,86 Z" fill="${dark}"/>`
  );
}

/** A whale shark, side view facing left, with its spots. */
export function whaleShark(r: Rand, body: string): string {
  const outline =
    'M-270,0 C-262,-36 -160,-62 0,-58 C120,-54 200,-34 252,-12 L336,-86 L314,0 L344,64 L252,12 C200,32 100,48 0,48 C-150,48 -262,36 -270,0 Z';
  const spots: string[] = [];
  for (let i = 0; i < 90; i++) {
    const x = -240 + r() * 480;
    const half = 52 * Math.sqrt(Math.max(0, 1 - Math.pow(x / 270, 2)));
    const y = -half + r() * half * 1.8;
    spots.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(2 + r() * 3.5)}"/>`);
  }
  return (
    `<path d="M30,-54 L86,-116 L112,-46 Z M-90,30 L-30,104 L-20,38 Z" fill="${body}"/><path d="${outline}" fill="${body}"/>` +
    `<path d="M-262,6 C-200,40 -60,46 80,38" stroke="#fff" stroke-width="10" opacity="0.18" fill="none"/>` +
    `<g fill="#fff" opacity="0.7">${spots.join('')}</g>` +
    `<path d="M-190,-30 v40 M-176,-34 v44 M-162,-36 v46" stroke="#000" stroke-width="3" opacity="0.3"/>` +
    '<circle cx="-236" cy="-10" r="5" fill="#000" opacity="0.6"/><path d="M-266,8 C-250,14 -232,14 -216,10" stroke="#000" stroke-width="3" opacity="0.5" fill="none"/>'
  );
}

/** A sea turtle seen from above, swimming left. */
export function turtle(shell: string, skin: string): string {
  const scutes = [
    'M-26,-18 L0,-30 L26,-18 L26,12 L0,24 L-26,12 Z',
    'M-26,-18 L-52,-14 L-62,6 L-26,12 Z',
    'M26,-18 L52,-14 L62,6 L26,12 Z',
    'M-26,12 L-52,24 L-30,40 L0,24 Z',
    'M26,12 L52,24 L30,40 L0,24 Z',
  ];
  return (
    `<path d="M-40,-28 C-80,-80 -130,-96 -150,-88 C-120,-60 -80,-34 -50,-14 Z M-40,28 C-80,80 -130,96 -150,88 C-120,60 -80,34 -50,14 Z" fill="${skin}"/>` +
    `<path d="M50,-24 C80,-46 100,-44 104,-38 C90,-26 70,-16 54,-8 Z M50,24 C80,46 100,44 104,38 C90,26 70,16 54,8 Z" fill="${skin}"/>` +
    `<ellipse cx="-96" cy="0" rx="30" ry="20" fill="${skin}"/><circle cx="-108" cy="-9" r="4" fill="#111"/><circle cx="-108" cy="9" r="4" fill="#111"/>` +
    `<ellipse cx="0" cy="0" rx="76" ry="56" fill="${shell}"/>` +
    `<g fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="3">${scutes.map((d) => `<path d="${d}"/>`).join('')}</g>` +
    '<ellipse cx="-10" cy="-16" rx="46" ry="18" fill="#fff" opacity="0.12"/>'
  );
}

/** A diver's silhouette swimming left with an exhaust stream of bubbles. */
export function diver(r: Rand, color: string): string {
  const bubbles: string[] = [];
  let y = -40;
  let x = -96;
  for (let i = 0; i < 14; i++) {
    y -= 18 + r() * 26;
    x += (r() - 0.5) * 20;
    bubbles.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(3 + r() * 7)}" fill="none" stroke="#fff" stroke-width="2" opacity="0.5"/>`);
  }
  return (
    `<g fill="${color}"><ellipse cx="0" cy="0" rx="72" ry="19"/><circle cx="-88" cy="-6" r="17"/><rect x="-46" y="-36" width="78" height="18" rx="9"/>` +
    '<path d="M58,-10 L136,-24 L140,-10 L60,10 Z M58,4 L130,20 L128,34 L56,16 Z"/>' +
    '<path d="M132,-28 L196,-52 L192,-14 L136,-8 Z M126,16 L188,36 L174,58 L124,34 Z"/>' +
    '<path d="M-52,6 L-104,34 L-98,42 L-46,18 Z"/></g>' +
    '<rect x="-104" y="-14" width="16" height="10" rx="3" fill="#9fd8ff" opacity="0.7"/>' +
    bubbles.join('')
  );
}

/** A nudibranch, side view facing left: wavy mantle rim, rhinophores and a gill plume. */
export function nudibranch(body: string, rim: string, accent: string): string {
  const gills = Array.from({ length: 9 }, (_, i) => {
    const a = (-150 + i * 15) * (Math.PI / 180);
    return `<path d="M120,-22 Q${n(120 + Math.cos(a) * 30)},${n(-22 + Math.sin(a) * 60)} ${n(120 + Math.cos(a) * 48)},${n(-22 + Math.sin(a) * 72)}" stroke="${accent}" stroke-width="7" stroke-linecap="round" fill="none"/>`;
  }).join('');
  const dots = Array.from(
    { length: 11 },
    (_, i) => `<circle cx="${-120 + i * 24}" cy="${-8 + (i % 2) * 10}" r="4.5" fill="${rim}" opacity="0.85"/>`,
  ).join('');
  return (
    `${gills}<path d="M-170,20 C-180,-20 -150,-44 -100,-46 C-40,-50 60,-50 130,-34 C180,-24 200,10 180,30 C120,46 -80,44 -170,20 Z" fill="${body}"/>` +
    `<path d="M-170,20 C-120,38 60,42 180,30" stroke="${rim}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<path d="M-174,14 C-176,-20 -150,-46 -100,-46 C-40,-50 60,-50 130,-34 C170,-26 196,0 186,22" stroke="${rim}" stroke-width="8" fill="none"/>${dots}` +
    `<path d="M-130,-44 C-136,-80 -150,-104 -144,-112 C-130,-100 -118,-74 -114,-46 Z M-96,-46 C-98,-84 -108,-108 -100,-116 C-88,-102 -80,-76 -80,-46 Z" fill="${accent}"/>` +
    `<path d="M-150,-100 l6,8 M-94,-104 l6,8" stroke="#fff" stroke-width="3" opacity="0.6"/>`
  );
}

/** A translucent jellyfish with trailing tentacles. */
export function jellyfish(r: Rand, color: string): string {
  const tentacles = Array.from({ length: 7 }, (_, i) => {
    const x = -40 + i * 13;
    const w = 10 + r() * 14;
    return `<path d="M${x},10 C${x + w},70 ${x - w},130 ${x + w / 2},${n(190 + r() * 80)}" stroke="${color}" stroke-width="3" fill="none" opacity="0.6"/>`;
  }).join('');
  return `${tentacles}<path d="M-58,14 C-62,-44 -30,-66 0,-66 C30,-66 62,-44 58,14 C40,4 20,20 0,10 C-20,20 -40,4 -58,14 Z" fill="${color}" opacity="0.75"/><ellipse cx="-14" cy="-34" rx="16" ry="10" fill="#fff" opacity="0.35"/>`;
}
