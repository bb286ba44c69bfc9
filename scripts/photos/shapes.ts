/**
 * Drawing toolkit for the generated house "photos". Every helper returns an SVG
 * fragment (a string) in the 1920x1280 scene space; scenes.ts composes them.
 * Everything is deterministic: randomness comes from seeded generators so the
 * artwork (and therefore the build hash) is stable between runs.
 */

export const W = 1920;
export const H = 1280;

export type Pt = readonly [number, number];
/** [offset 0..1, colour, opacity?] */
export type Stop = readonly [number, string, number?];

/* ------------------------------------------------------------------ basics */

/** Round for compact output. */
export const n = (v: number): string => (Math.round(v * 10) / 10).toString();
export const pts = (list: readonly Pt[]): string => list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

let idCounter = 0;
/** Unique id inside one document. */
export const uid = (prefix: string): string => `${prefix}${(idCounter++).toString(36)}`;

/** Seeded PRNG (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Smooth 1-D value noise in 0..1. */
export function noise1(seed: number): (x: number) => number {
  const r = rng(seed);
  const table = Array.from({ length: 256 }, () => r());
  return (x) => {
    const i = Math.floor(x);
    const t = x - i;
    const a = table[i & 255] ?? 0;
    const b = table[(i + 1) & 255] ?? 0;
    return a + (b - a) * t * t * (3 - 2 * t);
  };
}

export function fbm(noise: (x: number) => number, x: number, octaves = 4): number {
  let sum = 0;
  let amp = 0.5;
  let freq = 1;
  let norm = 0;
  for (let i = 0; i < octaves; i++) {
    sum += amp * noise(x * freq + i * 17.3);
    norm += amp;
    amp *= 0.5;
    freq *= 2.13;
  }
  return sum / norm;
}

/** Sample an evenly spaced envelope (list of values) at t in 0..1, smoothly. */
export function envelope(values: readonly number[], t: number): number {
  if (values.length === 0) return 1;
  const c = Math.min(Math.max(t, 0), 1) * (values.length - 1);
  const i = Math.floor(c);
  const a = values[i] ?? 0;
  const b = values[Math.min(i + 1, values.length - 1)] ?? a;
  const u = (1 - Math.cos((c - i) * Math.PI)) / 2;
  return a + (b - a) * u;
}

const stopTag = ([o, c, a]: Stop): string =>
  `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`;

export interface Paint {
  def: string;
  url: string;
}

/** Linear gradient. Coordinates are in user space when `user`, else bounding box. */
export function lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): Paint {
  const id = uid('g');
  const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
  return {
    def: `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${units}>${stops.map(stopTag).join('')}</linearGradient>`,
    url: `url(#${id})`,
  };
}

/** Radial gradient in user space. */
export function rad(stops: readonly Stop[], cx: number, cy: number, r: number, sy = 1): Paint {
  const id = uid('r');
  const tf = sy === 1 ? '' : ` gradientTransform="translate(0 ${n(cy)}) scale(1 ${sy}) translate(0 ${n(-cy)})"`;
  return {
    def: `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" gradientUnits="userSpaceOnUse"${tf}>${stops.map(stopTag).join('')}</radialGradient>`,
    url: `url(#${id})`,
  };
}

/** A Gaussian blur filter; returns the def and the attribute to apply. */
export function blur(std: number): { def: string; attr: string } {
  const id = uid('b');
  return {
    def: `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    attr: `filter="url(#${id})"`,
  };
}

export const defs = (...items: string[]): string => `<defs>${items.join('')}</defs>`;

export function clip(shape: string, content: string): string {
  const id = uid('c');
  return `<defs><clipPath id="${id}">${shape}</clipPath></defs><g clip-path="url(#${id})">${content}</g>`;
}

export const poly = (list: readonly Pt[], fill: string, extra = ''): string =>
  `<polygon points="${pts(list)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const line = (a: Pt, b: Pt, stroke: string, width: number, extra = ''): string =>
  `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ` ${extra}` : ''}/>`;

/** Wrap a body into the full document. */
export function svgDoc(body: string): string {
  idCounter = 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

/* ------------------------------------------------------------------ moods */

export interface Mood {
  sky: readonly Stop[];
  sun: string;
  glow: string;
  cloud: string;
  cloudShade: string;
  seaFar: string;
  seaMid: string;
  seaNear: string;
  glint: string;
  reef: string;
  ridgeFar: readonly [string, string];
  ridgeNear: readonly [string, string];
  flute: string;
  fluteLight: string;
  mist: string;
  island: readonly [string, string];
  sand: readonly [string, string];
  lawn: readonly [string, string];
  palm: string;
  palmTrunk: string;
}

const day: Mood = {
  sky: [[0, '#4f9fd6'], [0.55, '#93cbe8'], [1, '#e4f3ef']],
  sun: '#fffbe8',
  glow: '#fff3c4',
  cloud: '#ffffff',
  cloudShade: '#d3e1ea',
  seaFar: '#1d7a8c',
  seaMid: '#23a6ab',
  seaNear: '#7fd8c8',
  glint: '#ffffff',
  reef: '#8fe6d4',
  ridgeFar: ['#8fb3ab', '#6f9a8c'],
  ridgeNear: ['#5b9460', '#2f6344'],
  flute: '#1f4a35',
  fluteLight: '#a9d29a',
  mist: '#e3f0ea',
  island: ['#5f9a5e', '#2f5e3c'],
  sand: ['#f3e3c3', '#dcc093'],
  lawn: ['#86b35c', '#3f7a36'],
  palm: '#2f6b3f',
  palmTrunk: '#8a7358',
};

export const MOODS = {
  day,
  golden: {
    ...day,
    sky: [[0, '#5877a6'], [0.45, '#c9a98f'], [0.78, '#f4c58c'], [1, '#ffe0ae']],
    sun: '#fff4d2',
    glow: '#ffc774',
    cloud: '#ffe6c4',
    cloudShade: '#d69a86',
    seaFar: '#3b7886',
    seaMid: '#2f8f95',
    seaNear: '#6fbcae',
    glint: '#ffdc9a',
    reef: '#8fd3bf',
    ridgeFar: ['#a9a08c', '#7f8a78'],
    ridgeNear: ['#7d8f4e', '#34543a'],
    flute: '#283f2c',
    fluteLight: '#e6c98a',
    mist: '#f5d6a8',
    island: ['#8a9650', '#3b5236'],
    sand: ['#f5d9aa', '#d9b27c'],
    lawn: ['#93ad4e', '#4f7a35'],
    palm: '#233a2a',
    palmTrunk: '#5b4a3a',
  } satisfies Mood,
  sunrise: {
    ...day,
    sky: [[0, '#6b86b8'], [0.5, '#d9a7b3'], [0.8, '#f9c39b'], [1, '#ffe2b8']],
    sun: '#fff6e0',
    glow: '#ffbf86',
    cloud: '#ffd9c8',
    cloudShade: '#b98fa8',
    seaFar: '#6f8fae',
    seaMid: '#4f9aa6',
    seaNear: '#8ccbbf',
    glint: '#ffd8a8',
    reef: '#a7dccd',
    ridgeFar: ['#9d96ad', '#7d8497'],
    ridgeNear: ['#5f7a62', '#34503f'],
    flute: '#2b3b36',
    fluteLight: '#f0c2a4',
    mist: '#f2d0c2',
    island: ['#6f8058', '#35473a'],
    sand: ['#f2dcc0', '#d6b693'],
    palm: '#2a3a35',
    palmTrunk: '#4f4340',
  } satisfies Mood,
  sunset: {
    ...day,
    sky: [[0, '#2c3670'], [0.35, '#77568f'], [0.68, '#e9776a'], [0.88, '#fbad6b'], [1, '#ffd58c']],
    sun: '#fff0c8',
    glow: '#ffa25c',
    cloud: '#ff9f8a',
    cloudShade: '#7d4f84',
    seaFar: '#e6966f',
    seaMid: '#9a6685',
    seaNear: '#3f4771',
    glint: '#ffc77f',
    reef: '#b07a8f',
    ridgeFar: ['#6f557f', '#4f4068'],
    ridgeNear: ['#3a2f50', '#241e38'],
    flute: '#17132a',
    fluteLight: '#a8667a',
    mist: '#e49480',
    island: ['#3e3455', '#271f3a'],
    sand: ['#c9957e', '#8a6270'],
    lawn: ['#4e5a45', '#2c3530'],
    palm: '#1c1a2c',
    palmTrunk: '#241f33',
  } satisfies Mood,
} as const;

/* ------------------------------------------------------------------ sky */

export function sky(mood: Mood, bottom: number): string {
  const g = lin(mood.sky, 0, 0, 0, bottom, true);
  return `${defs(g.def)}${rect(0, 0, W, bottom + 2, g.url)}`;
}

export function sun(cx: number, cy: number, r: number, mood: Mood, glowSize = 7): string {
  const g = rad([[0, mood.glow, 0.75], [0.25, mood.glow, 0.35], [1, mood.glow, 0]], cx, cy, r * glowSize);
  const c = rad([[0, '#ffffff'], [0.7, mood.sun], [1, mood.sun, 0.9]], cx, cy, r);
  return `${defs(g.def, c.def)}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * glowSize)}" fill="${g.url}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${c.url}"/>`;
}

/** Soft cumulus clouds: clusters of blurred ellipses, shaded underneath. */
export function clouds(seed: number, count: number, yMin: number, yMax: number, mood: Mood, scale = 1): string {
  const r = rng(seed);
  const b = blur(9 * scale);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const cx = r() * W * 1.1 - 60;
    const cy = yMin + r() * (yMax - yMin);
    const depth = (cy - yMin) / Math.max(yMax - yMin, 1);
    const s = scale * (0.45 + 0.9 * (1 - depth * 0.6)) * (0.7 + r() * 0.6);
    const puffs = 4 + Math.floor(r() * 4);
    const shade: string[] = [];
    const light: string[] = [];
    for (let j = 0; j < puffs; j++) {
      const px = cx + (j - puffs / 2) * 48 * s + (r() - 0.5) * 30 * s;
      const py = cy - r() * 30 * s - Math.sin((j / (puffs - 1 || 1)) * Math.PI) * 28 * s;
      const rx = (44 + r() * 50) * s;
      shade.push(ellipse(px, cy + 8 * s, rx * 1.1, rx * 0.45, mood.cloudShade));
      light.push(ellipse(px, py, rx, rx * 0.62, mood.cloud));
    }
    out.push(`<g opacity="${n(0.55 + r() * 0.35)}">${shade.join('')}${light.join('')}</g>`);
  }
  return `${defs(b.def)}<g ${b.attr}>${out.join('')}</g>`;
}

/* ------------------------------------------------------------------ land */

export interface RidgeOpts {
  seed: number;
  base: number;
  x0: number;
  x1: number;
  height: number;
  /** Height envelope across x0..x1 (values 0..1, evenly spaced). */
  env: readonly number[];
  colors: readonly [string, string];
  flute: string;
  fluteLight: string;
  mist?: string;
  /** Spacing of the vertical flutes in px (0 = none). */
  fluteSpacing?: number;
  jag?: number;
  /** Softness of the flute brushwork. */
  soft?: number;
}

/** A Ko'olau-style ridge: serrated crest, deep vertical flutes, forested foothills. */
export function ridge(o: RidgeOpts): string {
  const n1 = noise1(o.seed);
  const n2 = noise1(o.seed + 101);
  const n3 = noise1(o.seed + 202);
  const r = rng(o.seed + 7);
  const crest: Pt[] = [];
  const step = 4;
  for (let x = o.x0; x <= o.x1 + 0.01; x += step) {
    const t = (x - o.x0) / (o.x1 - o.x0);
    const e = envelope(o.env, t);
    const broad = 0.72 + 0.28 * fbm(n1, x / 260, 3);
    const jag = (1 - Math.abs(2 * fbm(n2, x / 46, 3) - 1)) * (o.jag ?? 0.16);
    crest.push([x, o.base - o.height * e * (broad + jag)]);
  }
  const yAt = (x: number): number => {
    const i = Math.min(Math.max(Math.round((x - o.x0) / step), 0), crest.length - 1);
    return crest[i]?.[1] ?? o.base;
  };
  const outline = [[o.x0, o.base + 2] as Pt, ...crest, [o.x1, o.base + 2] as Pt];
  const shape = `<polygon points="${pts(outline)}"/>`;
  const top = o.base - o.height * 1.2;
  const fill = lin([[0, o.colors[0]], [0.6, o.colors[0]], [1, o.colors[1]]], 0, top, 0, o.base, true);
  // Grooves fade from dark cliffs near the crest to forest at the base.
  const grooveFill = lin([[0, o.flute, 0.85], [0.5, o.flute, 0.55], [1, o.flute, 0.15]], 0, top, 0, o.base, true);
  const lightFill = lin([[0, o.fluteLight, 0.5], [1, o.fluteLight, 0.05]], 0, top, 0, o.base, true);
  const grooves: string[] = [];
  const ridges: string[] = [];
  const sp = o.fluteSpacing ?? 26;
  if (sp > 0) {
    let x = o.x0 + r() * sp;
    while (x < o.x1) {
      const gap = sp * (0.55 + r() * 1.1);
      const topY = yAt(x);
      const full = o.base - topY;
      if (full > 10) {
        // Erosion gully: pointed at the crest notch, widest a third down, tapering out.
        const len = full * (0.45 + r() * 0.5);
        const w = gap * (0.18 + r() * 0.4);
        const drift = (r() - 0.5) * gap * 0.8;
        const bend = (fbm(n3, x / 90) - 0.5) * gap * 0.8;
        const ex = x + drift;
        const ey = topY + len;
        grooves.push(
          `<path d="M${n(x)},${n(topY)} C${n(x - w + bend)},${n(topY + len * 0.3)} ${n(ex - w * 0.8)},${n(topY + len * 0.7)} ${n(ex)},${n(ey)} C${n(ex + w * 0.6)},${n(topY + len * 0.65)} ${n(x + w * 0.7 + bend)},${n(topY + len * 0.3)} ${n(x + 1)},${n(topY)}Z" opacity="${n(0.4 + r() * 0.6)}"/>`,
        );
        // Sun-caught spur beside it.
        const lx = x + gap * 0.5;
        const lt = yAt(lx);
        const ll = (o.base - lt) * (0.4 + r() * 0.5);
        if (ll > 14) {
          const lw = gap * (0.08 + r() * 0.12);
          ridges.push(
            `<path d="M${n(lx)},${n(lt + 1)} C${n(lx - lw + bend)},${n(lt + ll * 0.3)} ${n(lx + drift - lw)},${n(lt + ll * 0.7)} ${n(lx + drift)},${n(lt + ll)} C${n(lx + drift + lw)},${n(lt + ll * 0.6)} ${n(lx + lw + bend)},${n(lt + ll * 0.3)} ${n(lx + 1)},${n(lt + 1)}Z" opacity="${n(0.5 + r() * 0.5)}"/>`,
          );
        }
      }
      x += gap;
    }
  }
  // Broad sun-lit patches.
  const patches: string[] = [];
  for (let i = 0; i < Math.max(2, Math.round((o.x1 - o.x0) / 420)); i++) {
    const px = o.x0 + r() * (o.x1 - o.x0);
    patches.push(ellipse(px, yAt(px) + o.height * 0.35, 90 + r() * 160, o.height * 0.3, o.fluteLight, `opacity="${n(0.12 + r() * 0.12)}"`));
  }
  // Canopy stipple on the lower slopes.
  const stipple: string[] = [];
  for (let i = 0; i < (o.x1 - o.x0) / 5; i++) {
    const px = o.x0 + r() * (o.x1 - o.x0);
    const ty = yAt(px);
    const py = ty + (o.base - ty) * (0.3 + 0.7 * Math.sqrt(r()));
    stipple.push(`<circle cx="${n(px)}" cy="${n(py)}" r="${n(1.5 + r() * 3)}" fill="${r() > 0.5 ? o.fluteLight : o.flute}" opacity="${n(0.12 + r() * 0.18)}"/>`);
  }
  // Forested foothills with a bumpy canopy edge.
  const hills: Pt[] = [[o.x0, o.base + 4]];
  for (let x = o.x0; x <= o.x1; x += 9) {
    const t = (x - o.x0) / (o.x1 - o.x0);
    const e = envelope(o.env, t);
    const hy = o.base - o.height * e * (0.16 + 0.22 * fbm(n3, x / 140, 3)) - Math.abs(Math.sin(x * 0.19 + r() * 0.8)) * 6;
    hills.push([x, hy]);
  }
  hills.push([o.x1, o.base + 4]);
  const hillFill = lin([[0, mix(o.colors[1], o.fluteLight, 0.15), 0.9], [1, o.colors[1], 0.95]], 0, o.base - o.height * 0.4, 0, o.base, true);
  const hillDots: string[] = [];
  for (let i = 1; i < hills.length - 1; i += 2) {
    const [hx = 0, hy = 0] = hills[i] ?? [];
    if (o.base - hy < 6) continue;
    hillDots.push(`<circle cx="${n(hx)}" cy="${n(hy + 3 + r() * (o.base - hy) * 0.6)}" r="${n(2 + r() * 4)}" fill="${r() > 0.4 ? o.flute : o.fluteLight}" opacity="${n(0.12 + r() * 0.15)}"/>`);
  }
  const soft = blur(o.soft ?? 1.6);
  const wide = blur(26);
  const mist = o.mist
    ? (() => {
        const m = lin([[0, o.mist, 0], [1, o.mist, 0.55]], 0, o.base - o.height * 0.4, 0, o.base, true);
        return `${defs(m.def)}${rect(o.x0, o.base - o.height * 0.4, o.x1 - o.x0, o.height * 0.4 + 4, m.url)}`;
      })()
    : '';
  const body =
    `${rect(o.x0, top - o.height * 0.3, o.x1 - o.x0, o.base - top + o.height * 0.3 + 4, fill.url)}` +
    `<g ${wide.attr}>${patches.join('')}</g>` +
    `<g ${soft.attr}><g fill="${grooveFill.url}">${grooves.join('')}</g><g fill="${lightFill.url}">${ridges.join('')}</g>${stipple.join('')}</g>` +
    `${poly(hills, hillFill.url)}${hillDots.join('')}${mist}`;
  return `${defs(fill.def, grooveFill.def, lightFill.def, soft.def, wide.def, hillFill.def)}${clip(shape, body)}`;
}

/** Mokoli'i ("Chinaman's Hat"): steep fluted cone with a low rocky shelf. */
export function mokolii(cx: number, base: number, s: number, mood: Mood, lightFromLeft = true): string {
  const P = (x: number, y: number): string => `${n(cx + x * s)},${n(base - y * s)}`;
  const d = `M${P(-205, -2)} C${P(-175, 2)} ${P(-142, 9)} ${P(-112, 17)} C${P(-96, 42)} ${P(-70, 122)} ${P(-34, 194)} C${P(-20, 219)} ${P(-3, 229)} ${P(9, 221)} C${P(30, 190)} ${P(62, 100)} ${P(92, 38)} C${P(106, 24)} ${P(140, 17)} ${P(172, 13)} C${P(196, 9)} ${P(214, 3)} ${P(232, -2)} Z`;
  const [light, dark] = mood.island;
  const g = lin(lightFromLeft ? [[0, light], [0.5, mix(light, dark, 0.5)], [0.75, dark]] : [[0.25, dark], [0.5, mix(light, dark, 0.5)], [1, light]], cx - 120 * s, 0, cx + 120 * s, 0, true);
  const r = rng(42);
  const flutes: string[] = [];
  for (let i = 0; i < 22; i++) {
    const a = -1.05 + (i / 21) * 2.0 + (r() - 0.5) * 0.06;
    const sx = Math.sin(a) * 18;
    const len = 170 + r() * 60;
    flutes.push(`<path d="M${P(sx - 2, 212 - Math.abs(sx) * 0.5)} Q${P(Math.sin(a) * len * 0.45, 120)} ${P(Math.sin(a) * len, 12)}" stroke-width="${n((2 + r() * 4) * s)}"/>`);
  }
  const dots: string[] = [];
  const palette = [light, dark, mix(light, dark, 0.5), mix(light, '#ffffff', 0.15)];
  for (let i = 0; i < 260; i++) {
    const yy = r() * 200;
    const half = 110 - yy * 0.5;
    const xx = (r() * 2 - 1) * half - 10;
    dots.push(`<circle cx="${n(cx + xx * s)}" cy="${n(base - yy * s)}" r="${n((1.5 + r() * 2.2) * s)}" fill="${palette[i % 4] ?? light}" opacity="0.4"/>`);
  }
  const rock = `<path d="M${P(-205, -2)} C${P(-170, 6)} ${P(-140, 11)} ${P(-108, 14)} L${P(-60, 10)} L${P(60, 12)} L${P(100, 18)} C${P(150, 12)} ${P(200, 6)} ${P(232, -2)} Z" fill="#4d4a43" opacity="0.8"/>`;
  const foam = `<path d="M${P(-200, 0)} L${P(228, 0)}" stroke="#ffffff" stroke-width="${n(2 * s)}" opacity="0.6" stroke-dasharray="${n(20 * s)} ${n(8 * s)}"/>`;
  const soft = blur(0.8 * s + 0.3);
  return `${defs(g.def, soft.def)}<path d="${d}" fill="${g.url}"/>${clip(`<path d="${d}"/>`, `<g ${soft.attr}>${dots.join('')}<g fill="none" stroke="${mood.flute}" opacity="0.4" stroke-linecap="round">${flutes.join('')}</g></g>${rock}`)}${foam}`;
}

/** Mirror a fragment around a horizon line (water reflection). */
export function reflect(content: string, horizon: number, opacity: number, blurStd = 3): string {
  const b = blur(blurStd);
  return `${defs(b.def)}<g opacity="${opacity}" ${b.attr}><g transform="matrix(1 0 0 -0.7 0 ${n(horizon * 1.7)})">${content}</g></g>`;
}

/* ------------------------------------------------------------------ water */

export interface SeaOpts {
  top: number;
  bottom?: number;
  mood: Mood;
  seed?: number;
  sunX?: number;
  reefs?: number;
  ripples?: number;
}

/** Bay water: far-to-near gradient, reef shallows, ripples and sun glitter. */
export function sea(o: SeaOpts): string {
  const bottom = o.bottom ?? H;
  const r = rng(o.seed ?? 3);
  const m = o.mood;
  const g = lin([[0, m.seaFar], [0.35, m.seaMid], [1, m.seaNear]], 0, o.top, 0, bottom, true);
  const span = bottom - o.top;
  const reefs: string[] = [];
  for (let i = 0; i < (o.reefs ?? 6); i++) {
    const t = 0.15 + r() * 0.7;
    const y = o.top + span * t * t;
    const rx = (120 + r() * 260) * (0.3 + t);
    reefs.push(ellipse(r() * W, y, rx, rx * (0.05 + t * 0.08), m.reef, `opacity="${n(0.25 + r() * 0.3)}"`));
  }
  const rb = blur(10);
  const ripples: string[] = [];
  const rows = o.ripples ?? 70;
  for (let i = 0; i < rows; i++) {
    const t = (i + r() * 0.8) / rows;
    const y = o.top + span * t * t + 2;
    const per = 3 + Math.floor(r() * 5);
    for (let j = 0; j < per; j++) {
      const x = r() * W;
      const len = 14 + 160 * t * r();
      ripples.push(`<path d="M${n(x)},${n(y)} q${n(len / 2)},${n(-1.5 - 3 * t)} ${n(len)},0" stroke-width="${n(0.8 + 2.6 * t)}"/>`);
    }
  }
  let glitter = '';
  if (o.sunX !== undefined) {
    const gl: string[] = [];
    for (let i = 0; i < 140; i++) {
      const t = r();
      const y = o.top + span * t * t + 1;
      const spread = 18 + 320 * t;
      const x = o.sunX + (r() + r() + r() - 1.5) * spread;
      const len = 6 + 70 * t * (0.4 + r());
      gl.push(rect(x - len / 2, y, len, 1 + 3.5 * t, m.glint, `opacity="${n(0.35 + r() * 0.55)}"`));
    }
    const gb = blur(0.8);
    glitter = `${defs(gb.def)}<g ${gb.attr}>${gl.join('')}</g>`;
  }
  return `${defs(g.def, rb.def)}${rect(0, o.top, W, span, g.url)}<g ${rb.attr}>${reefs.join('')}</g><g fill="none" stroke="${m.glint}" stroke-linecap="round" opacity="0.35">${ripples.join('')}</g>${glitter}`;
}

/* ------------------------------------------------------------------ ground */

/** Wavy shoreline y at x. */
const shoreLine = (top: number, tilt: number, wave: number, seed: number): ((x: number) => number) => {
  const nz = noise1(seed);
  return (x) => top + tilt * (x / W) + (fbm(nz, x / 300, 3) - 0.5) * wave;
};

export interface GroundOpts {
  top: number;
  tilt?: number;
  wave?: number;
  seed?: number;
  mood: Mood;
}

/** Beach sand with wet band, foam line and speckles. */
export function beach(o: GroundOpts): string {
  const y = shoreLine(o.top, o.tilt ?? 0, o.wave ?? 30, o.seed ?? 5);
  const r = rng((o.seed ?? 5) + 1);
  const edge: Pt[] = [];
  for (let x = -20; x <= W + 20; x += 20) edge.push([x, y(x)]);
  const shape = [...edge, [W + 20, H + 10] as Pt, [-20, H + 10] as Pt];
  const g = lin([[0, o.mood.sand[1]], [0.25, o.mood.sand[0]], [1, o.mood.sand[1]]], 0, o.top, 0, H, true);
  const wet = edge.map(([x, yy]) => [x, yy + 10] as Pt);
  const foamBlur = blur(1.4);
  const specks: string[] = [];
  for (let i = 0; i < 260; i++) {
    const x = r() * W;
    const yy = y(x) + 20 + r() * (H - y(x));
    const t = (yy - o.top) / (H - o.top);
    specks.push(ellipse(x, yy, 1 + 3 * t, 0.6 + 1.6 * t, r() > 0.5 ? '#ffffff' : '#a88b66', `opacity="${n(0.15 + r() * 0.25)}"`));
  }
  return `${defs(g.def, foamBlur.def)}${poly(shape, g.url)}<polyline points="${pts(wet)}" fill="none" stroke="#b89a72" stroke-width="16" opacity="0.35"/><polyline points="${pts(edge.map(([x, yy]) => [x, yy - 2] as Pt))}" fill="none" stroke="#ffffff" stroke-width="5" stroke-dasharray="90 14 40 22 150 10" opacity="0.8" ${foamBlur.attr}/>${specks.join('')}`;
}

/** Lawn with brushed grass blades. */
export function lawn(o: GroundOpts & { edge?: boolean }): string {
  const y = shoreLine(o.top, o.tilt ?? 0, o.wave ?? 24, o.seed ?? 9);
  const r = rng((o.seed ?? 9) + 3);
  const edge: Pt[] = [];
  for (let x = -20; x <= W + 20; x += 20) edge.push([x, y(x)]);
  const shape = [...edge, [W + 20, H + 10] as Pt, [-20, H + 10] as Pt];
  const g = lin([[0, o.mood.lawn[0]], [1, o.mood.lawn[1]]], 0, o.top, 0, H, true);
  const blades: string[] = [];
  for (let i = 0; i < 900; i++) {
    const x = r() * W;
    const t = Math.sqrt(r());
    const yy = y(x) + 6 + t * (H - y(x));
    const len = 4 + 26 * t;
    blades.push(`<path d="M${n(x)},${n(yy)} q${n((r() - 0.5) * len * 0.6)},${n(-len * 0.6)} ${n((r() - 0.5) * len * 0.8)},${n(-len)}" stroke="${r() > 0.45 ? '#a9d07a' : '#3f7434'}" stroke-width="${n(1 + 2 * t)}" opacity="${n(0.35 + r() * 0.4)}"/>`);
  }
  return `${defs(g.def)}${poly(shape, g.url)}<g fill="none" stroke-linecap="round">${blades.join('')}</g>`;
}

/* ------------------------------------------------------------------ plants */

export interface PalmOpts {
  lean?: number;
  bend?: number;
  fronds?: number;
  seed?: number;
  color?: string;
  trunk?: string;
  highlight?: string;
  height?: number;
}

/** Mix two #rrggbb colours. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1, 7), 16);
  const pb = parseInt(b.slice(1, 7), 16);
  const ch = (v: number, s: number): number => (v >> s) & 255;
  const c = [16, 8, 0].map((s) => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Coconut palm: tapered ringed trunk and arching pinnate fronds with hanging leaflets. */
export function palm(x: number, y: number, s = 1, o: PalmOpts = {}): string {
  const r = rng(o.seed ?? Math.round(x * 7 + y));
  const h = (o.height ?? 560) * s;
  const lean = (o.lean ?? 0.22) * h;
  const bend = (o.bend ?? 0.12) * h;
  const crown: Pt = [x + lean, y - h];
  const ctrl: Pt = [x + lean * 0.15 - bend, y - h * 0.55];
  const at = (t: number): Pt => [
    (1 - t) * (1 - t) * x + 2 * (1 - t) * t * ctrl[0] + t * t * crown[0],
    (1 - t) * (1 - t) * y + 2 * (1 - t) * t * ctrl[1] + t * t * crown[1],
  ];
  const left: Pt[] = [];
  const right: Pt[] = [];
  const lit: Pt[] = [];
  const rings: string[] = [];
  for (let i = 0; i <= 30; i++) {
    const t = i / 30;
    const [px, py] = at(t);
    const [qx, qy] = at(Math.min(t + 0.01, 1));
    const len = Math.hypot(qx - px, qy - py) || 1;
    const nx = -(qy - py) / len;
    const ny = (qx - px) / len;
    const w = (17 - 7 * t + (t < 0.06 ? (0.06 - t) * 160 : 0)) * s;
    left.push([px + nx * w, py + ny * w]);
    right.push([px - nx * w, py - ny * w]);
    lit.push([px - nx * w * 0.35, py - ny * w * 0.35]);
    if (i % 2 === 1 && i < 29) rings.push(`M${n(px + nx * w)},${n(py + ny * w)} Q${n(px + 3 * s)},${n(py + 4 * s)} ${n(px - nx * w)},${n(py - ny * w)}`);
  }
  const trunkColor = o.trunk ?? '#7d6a55';
  const trunk = poly([...left, ...[...right].reverse()], trunkColor) + poly([...right, ...[...lit].reverse()], '#ffffff', 'opacity="0.12"');
  const color = o.color ?? '#2f6b3f';
  const count = o.fronds ?? 16;
  type Frond = { z: number; d: string };
  const fronds: Frond[] = [];
  for (let i = 0; i < count; i++) {
    const phi = i * 2.39996 + r() * 0.4;
    const elev = 0.95 - 1.45 * ((i * 0.618 + r() * 0.2) % 1);
    const L = (250 + r() * 80) * s * (elev > 0.4 ? 0.85 : 1);
    const droop = 0.28 + r() * 0.3 + (elev > 0.3 ? 0.3 : 0);
    const cx = Math.cos(elev) * Math.cos(phi);
    const cy = Math.sin(elev);
    const cz = Math.cos(elev) * Math.sin(phi);
    const spine: string[] = [`M${n(crown[0])},${n(crown[1])}`];
    const leaves: string[] = [];
    for (let t = 0.04; t <= 1.001; t += 0.024) {
      const X = cx * L * t;
      const Y = cy * L * t - droop * L * t * t;
      const Z = cz * L * t;
      const px = crown[0] + X + Z * 0.12;
      const py = crown[1] - Y;
      spine.push(`L${n(px)},${n(py)}`);
      if (t < 0.1) continue;
      const tx = cx;
      const ty = cy - 2 * droop * t;
      const tz = cz;
      const tl = Math.hypot(tx, ty, tz) || 1;
      const sl = Math.hypot(tz, tx) || 1;
      const sx = -tz / sl;
      const sz = tx / sl;
      const ll = L * 0.3 * Math.pow(Math.sin(Math.PI * (0.08 + 0.9 * t)), 0.7) * (1 - 0.35 * t) * (0.85 + r() * 0.3);
      for (const side of [1, -1]) {
        const dx = sx * side * 0.8 + (tx / tl) * 0.45;
        const dy = -0.45 + (ty / tl) * 0.35;
        const dz = sz * side * 0.8 + (tz / tl) * 0.45;
        const dl = Math.hypot(dx, dy, dz) || 1;
        const ex = ((dx + dz * 0.12) / dl) * ll;
        const ey = (-dy / dl) * ll;
        leaves.push(`M${n(px)},${n(py)} q${n(ex * 0.55)},${n(ey * 0.35 - ll * 0.08)} ${n(ex)},${n(ey)}`);
      }
    }
    const shade = mix(color, '#000000', cz < 0 ? 0.25 : 0) ;
    fronds.push({
      z: cz,
      d: `<g stroke="${cz > 0.3 ? mix(color, '#ffffff', 0.08) : shade}"><path d="${spine.join(' ')}" stroke-width="${n(3.6 * s)}"/><path d="${leaves.join(' ')}" stroke-width="${n(2.6 * s)}"/></g>`,
    });
  }
  fronds.sort((a, b) => a.z - b.z);
  const back = fronds.filter((f) => f.z <= 0).map((f) => f.d).join('');
  const front = fronds.filter((f) => f.z > 0).map((f) => f.d).join('');
  const hi = o.highlight ? `<g stroke="${o.highlight}" opacity="0.3" transform="translate(${n(-2 * s)} ${n(-2 * s)})" stroke-width="${n(1.2 * s)}">${fronds.filter((f) => f.z > 0.2).map((f) => f.d.replace(/stroke="[^"]*"/, '')).join('')}</g>` : '';
  const nuts = [0, 1, 2, 3].map((i) => `<circle cx="${n(crown[0] - 14 * s + i * 9 * s)}" cy="${n(crown[1] + 12 * s + (i % 2) * 7 * s)}" r="${n(8 * s)}" fill="#5a4526"/>`).join('');
  return `<g>${trunk}<path d="${rings.join(' ')}" stroke="#000" stroke-width="${n(1.6 * s)}" fill="none" opacity="0.2"/><g fill="none" stroke-linecap="round" stroke-linejoin="round">${back}${nuts}${front}</g>${hi}</g>`;
}

/** A single lanceolate leaf with midrib. */
export function leaf(x: number, y: number, angle: number, len: number, width: number, color: string, vein = '#ffffff'): string {
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const tip: Pt = [x + dx * len, y + dy * len];
  const c1: Pt = [x + dx * len * 0.45 - dy * width, y + dy * len * 0.45 + dx * width];
  const c2: Pt = [x + dx * len * 0.45 + dy * width, y + dy * len * 0.45 - dx * width];
  return `<path d="M${n(x)},${n(y)} Q${n(c1[0])},${n(c1[1])} ${n(tip[0])},${n(tip[1])} Q${n(c2[0])},${n(c2[1])} ${n(x)},${n(y)}Z" fill="${color}"/><path d="M${n(x)},${n(y)} L${n(tip[0])},${n(tip[1])}" stroke="${vein}" stroke-width="${n(Math.max(width * 0.06, 0.6))}" opacity="0.35"/>`;
}

/** Monstera leaf: fenestrated heart shape built from separate lobes along the midrib. */
export function monsteraLeaf(x: number, y: number, angle: number, size: number, color: string): string {
  const ux = Math.cos(angle);
  const uy = Math.sin(angle);
  const out: string[] = [];
  const dark = mix(color, '#000000', 0.18);
  for (const side of [1, -1]) {
    for (let k = 0; k < 6; k++) {
      const t0 = 0.04 + k * 0.155;
      const t1 = t0 + 0.13;
      const wid = size * 0.55 * Math.pow(Math.sin(Math.PI * Math.min(0.25 + t0 * 0.8, 0.98)), 0.8);
      const m0: Pt = [x + ux * size * t0, y + uy * size * t0];
      const m1: Pt = [x + ux * size * t1, y + uy * size * t1];
      const sweep = size * 0.12;
      const e0: Pt = [m0[0] - uy * side * wid + ux * sweep, m0[1] + ux * side * wid + uy * sweep];
      const e1: Pt = [m1[0] - uy * side * wid * 0.9 + ux * sweep * 1.3, m1[1] + ux * side * wid * 0.9 + uy * sweep * 1.3];
      out.push(`<path d="M${n(m0[0])},${n(m0[1])} L${n(e0[0])},${n(e0[1])} Q${n((e0[0] + e1[0]) / 2 - uy * side * 6)},${n((e0[1] + e1[1]) / 2 + ux * side * 6)} ${n(e1[0])},${n(e1[1])} L${n(m1[0])},${n(m1[1])}Z" fill="${side > 0 ? color : dark}"/>`);
    }
  }
  const tip: Pt = [x + ux * size, y + uy * size];
  out.push(`<path d="M${n(x)},${n(y)} L${n(tip[0])},${n(tip[1])}" stroke="${mix(color, '#ffffff', 0.35)}" stroke-width="${n(Math.max(size * 0.03, 1))}"/>`);
  return out.join('');
}

export type PlantKind = 'broad' | 'fern' | 'monstera' | 'bird';

/** A bushy tropical plant whose base is at (x, y). s ~ px per metre / 500. */
export function plant(x: number, y: number, s: number, kind: PlantKind = 'broad', seed = 1, greens: readonly string[] = ['#2f6e45', '#3f8a50', '#5ea35c', '#24583a']): string {
  const r = rng(seed);
  const out: string[] = [];
  const count = kind === 'fern' ? 22 : kind === 'monstera' ? 9 : 14;
  for (let i = 0; i < count; i++) {
    const a = -Math.PI / 2 + (r() - 0.5) * (kind === 'fern' ? 2.6 : 2.1);
    const c = greens[Math.floor(r() * greens.length)] ?? '#2f6e45';
    if (kind === 'monstera') {
      const len = (150 + r() * 90) * s;
      const stemEnd: Pt = [x + Math.cos(a) * len, y + Math.sin(a) * len];
      out.push(line([x, y], stemEnd, '#3d6b3a', 4 * s));
      out.push(monsteraLeaf(stemEnd[0], stemEnd[1], a + (r() - 0.5) * 0.8 + (Math.cos(a) > 0 ? 0.5 : -0.5), (110 + r() * 50) * s, c));
    } else if (kind === 'bird') {
      const len = (160 + r() * 120) * s;
      const baseX = x + (r() - 0.5) * 20 * s;
      const tipX = baseX + Math.cos(a) * len * 0.35;
      const tipY = y - len * 0.7;
      out.push(line([baseX, y], [tipX, tipY], '#3d6b3a', 3.5 * s));
      out.push(leaf(tipX, tipY, a, len * 0.55, 26 * s, c));
    } else {
      const len = (kind === 'fern' ? 120 + r() * 120 : 90 + r() * 120) * s;
      out.push(leaf(x + (r() - 0.5) * 20 * s, y, a, len, (kind === 'fern' ? 9 : 24) * s, c));
    }
  }
  if (kind === 'bird') {
    for (let i = 0; i < 3; i++) {
      const fx = x + (i - 1) * 40 * s;
      const fy = y - (200 + i * 25) * s;
      out.push(`<path d="M${n(fx)},${n(fy)} l${n(48 * s)},${n(-6 * s)} l${n(-44 * s)},${n(12 * s)}Z" fill="#ff8a3d"/><path d="M${n(fx + 10 * s)},${n(fy - 2 * s)} l${n(12 * s)},${n(-26 * s)} l${n(6 * s)},${n(24 * s)}Z" fill="#4d5fc2"/>`);
    }
  }
  return `<g>${out.join('')}</g>`;
}

/** Tropical flowers (hibiscus / plumeria) scattered in an area. */
export function flowers(seed: number, count: number, x0: number, y0: number, x1: number, y1: number, s = 1, colors: readonly string[] = ['#ff6f61', '#ffd166', '#ffffff', '#f49ac1']): string {
  const r = rng(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const cx = x0 + r() * (x1 - x0);
    const cy = y0 + r() * (y1 - y0);
    const c = colors[Math.floor(r() * colors.length)] ?? '#ff6f61';
    const pr = (7 + r() * 6) * s;
    const petals: string[] = [];
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2 + r();
      petals.push(ellipse(cx + Math.cos(a) * pr * 0.8, cy + Math.sin(a) * pr * 0.8, pr, pr * 0.62, c, `transform="rotate(${n((a * 180) / Math.PI)} ${n(cx + Math.cos(a) * pr * 0.8)} ${n(cy + Math.sin(a) * pr * 0.8)})"`));
    }
    out.push(`${petals.join('')}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(pr * 0.35)}" fill="#ffcf4a"/>`);
  }
  return `<g>${out.join('')}</g>`;
}

/** A dense clump of foliage (hedge / garden bed) between x0..x1 with top around y. */
export function foliage(seed: number, x0: number, x1: number, y: number, depth: number, s = 1, greens: readonly string[] = ['#24583a', '#2f6e45', '#3f8a50', '#5ea35c', '#7bb86a']): string {
  const r = rng(seed);
  const out: string[] = [];
  const count = Math.round(((x1 - x0) / 14) * s + 20);
  for (let i = 0; i < count; i++) {
    const t = i / count;
    const cx = x0 + r() * (x1 - x0);
    const cy = y + r() * depth;
    const c = greens[Math.min(Math.floor(t * greens.length + r() * 1.5), greens.length - 1)] ?? '#2f6e45';
    out.push(leaf(cx, cy, -Math.PI / 2 + (r() - 0.5) * 2.4, (40 + r() * 60) * s, (10 + r() * 12) * s, c));
  }
  return `<g>${out.join('')}</g>`;
}

/* ------------------------------------------------------------------ vista */

export interface VistaOpts {
  horizon: number;
  mood: Mood;
  seed?: number;
  sun?: Pt;
  sunR?: number;
  /** Mokoli'i position and size (scale), if visible. */
  island?: { x: number; s: number };
  /** Where the Ko'olau ridges rise: a span of the frame with an envelope. */
  ridges?: readonly { x0: number; x1: number; height: number; env: readonly number[]; near?: boolean }[];
  clouds?: number;
  cloudTop?: number;
}

/** Sky, clouds, sun, Ko'olau, Mokoli'i and bay down to the bottom of the frame. */
export function vista(o: VistaOpts): string {
  const m = o.mood;
  const seed = o.seed ?? 11;
  const hz = o.horizon;
  const parts: string[] = [sky(m, hz)];
  if (o.sun) parts.push(sun(o.sun[0], o.sun[1], o.sunR ?? 46, m));
  if (o.clouds) parts.push(clouds(seed, o.clouds, o.cloudTop ?? hz * 0.08, hz * 0.72, m));
  const land: string[] = [];
  (o.ridges ?? []).forEach((rd, i) => {
    const near = rd.near ?? false;
    land.push(
      ridge({
        seed: seed + i * 13,
        base: hz + 1,
        x0: rd.x0,
        x1: rd.x1,
        height: rd.height,
        env: rd.env,
        colors: near ? m.ridgeNear : m.ridgeFar,
        flute: m.flute,
        fluteLight: m.fluteLight,
        mist: m.mist,
        fluteSpacing: near ? 24 : 18,
        soft: near ? 1.4 : 2.2,
      }),
    );
  });
  if (o.island) land.push(mokolii(o.island.x, hz + 2, o.island.s, m, (o.sun?.[0] ?? 0) < o.island.x));
  const landStr = land.join('');
  parts.push(landStr);
  parts.push(sea({ top: hz, mood: m, seed, sunX: o.sun?.[0], reefs: 7 }));
  parts.push(reflect(landStr, hz, 0.2, 5));
  parts.push(rect(0, hz - 1, W, 3, m.mist, 'opacity="0.5"'));
  return parts.join('');
}

/* ------------------------------------------------------------------ interiors */

export type P3 = readonly [number, number, number];

export interface RoomSpec {
  /** Room width, height and depth in metres. */
  w: number;
  h: number;
  d: number;
  /** Camera x position (metres from left wall) and eye height. */
  camX: number;
  eye: number;
  /** Focal length in px. */
  f: number;
  /** Screen y of the horizon (eye level). */
  vy: number;
}

export interface BoxColors {
  front: string;
  top?: string;
  side?: string;
  bottom?: string;
}

/** A one-point-perspective room: x right, y up, z away from the camera (metres). */
export class Room {
  constructor(readonly s: RoomSpec) {}

  get vy(): number {
    return this.s.vy;
  }

  /** Project a 3-D point to the screen. */
  p(x: number, y: number, z: number): Pt {
    const k = this.s.f / Math.max(z, 0.05);
    return [W / 2 + (x - this.s.camX) * k, this.s.vy - (y - this.s.eye) * k];
  }

  /** Pixels per metre at depth z. */
  scale(z: number): number {
    return this.s.f / Math.max(z, 0.05);
  }

  poly(list: readonly P3[], fill: string, extra = ''): string {
    return poly(
      list.map(([x, y, z]) => this.p(x, y, z)),
      fill,
      extra,
    );
  }

  /** Rectangle on the back wall (z = d). */
  back(x0: number, x1: number, y0: number, y1: number, fill: string, extra = '', z = this.s.d): string {
    return this.poly([[x0, y0, z], [x1, y0, z], [x1, y1, z], [x0, y1, z]], fill, extra);
  }

  /** Rectangle on a side wall between depths z0..z1. */
  side(which: 'left' | 'right', z0: number, z1: number, y0: number, y1: number, fill: string, extra = '', inset = 0): string {
    const x = which === 'left' ? inset : this.s.w - inset;
    return this.poly([[x, y0, z0], [x, y0, z1], [x, y1, z1], [x, y1, z0]], fill, extra);
  }

  /** Walls, floor and ceiling. */
  shell(c: { back: string; left: string; right: string; floor: string; ceiling: string }, near = 0.3): string {
    const { w, h, d } = this.s;
    const shade = lin([[0, '#000', 0.12], [1, '#000', 0]], 0, 0, 1, 0);
    const shadeR = lin([[0, '#000', 0], [1, '#000', 0.12]], 0, 0, 1, 0);
    return [
      defs(shade.def, shadeR.def),
      this.back(0, w, 0, h, c.back),
      this.poly([[0, 0, near], [0, 0, d], [0, h, d], [0, h, near]], c.left),
      this.poly([[0, 0, near], [0, 0, d], [0, h, d], [0, h, near]], shade.url),
      this.poly([[w, 0, near], [w, 0, d], [w, h, d], [w, h, near]], c.right),
      this.poly([[w, 0, near], [w, 0, d], [w, h, d], [w, h, near]], shadeR.url),
      this.poly([[0, 0, near], [w, 0, near], [w, 0, d], [0, 0, d]], c.floor),
      this.poly([[0, h, near], [w, h, near], [w, h, d], [0, h, d]], c.ceiling),
    ].join('');
  }

  /** Floor planks running away from the camera, with staggered joints. */
  planks(color: string, width = 0.16, seed = 4, x0 = 0, x1 = this.s.w, z0 = 0.3, z1 = this.s.d, y = 0): string {
    const r = rng(seed);
    const out: string[] = [];
    for (let x = x0 + width; x < x1; x += width) {
      out.push(line(this.p(x, y, z0), this.p(x, y, z1), color, 1.6));
      for (let z = z0 + r() * 1.2; z < z1; z += 0.8 + r() * 1.4) out.push(line(this.p(x - width, y, z), this.p(x, y, z), color, 1.2));
    }
    return `<g opacity="0.5">${out.join('')}</g>`;
  }

  /** Box x0..x1, y0..y1 (up), z0..z1 (depth); draws only faces the camera sees. */
  box(x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, c: BoxColors, extra = ''): string {
    const { camX, eye } = this.s;
    const out: string[] = [];
    if (y1 < eye) out.push(this.poly([[x0, y1, z0], [x1, y1, z0], [x1, y1, z1], [x0, y1, z1]], c.top ?? c.front, extra));
    if (y0 > eye) out.push(this.poly([[x0, y0, z0], [x1, y0, z0], [x1, y0, z1], [x0, y0, z1]], c.bottom ?? c.side ?? c.front, extra));
    if (x0 > camX) out.push(this.poly([[x0, y0, z0], [x0, y0, z1], [x0, y1, z1], [x0, y1, z0]], c.side ?? c.front, extra));
    if (x1 < camX) out.push(this.poly([[x1, y0, z0], [x1, y0, z1], [x1, y1, z1], [x1, y1, z0]], c.side ?? c.front, extra));
    out.push(this.poly([[x0, y0, z0], [x1, y0, z0], [x1, y1, z0], [x0, y1, z0]], c.front, extra));
    return out.join('');
  }

  /** A window on the back wall showing `view` (a full-frame fragment). */
  window(x0: number, x1: number, y0: number, y1: number, view: string, o: { frame?: string; cols?: number; rows?: number; z?: number; sill?: boolean } = {}): string {
    const z = o.z ?? this.s.d;
    const frame = o.frame ?? '#f7f3ea';
    const [ax, ay] = this.p(x0, y1, z);
    const [bx, by] = this.p(x1, y0, z);
    const k = this.scale(z);
    const t = 0.06 * k;
    const glass = rect(ax, ay, bx - ax, by - ay, '#fff');
    const sheen = lin([[0, '#ffffff', 0.18], [0.5, '#ffffff', 0], [1, '#ffffff', 0.08]], 0, 0, 1, 1);
    const bars: string[] = [];
    const cols = o.cols ?? 2;
    const rows = o.rows ?? 1;
    for (let i = 1; i < cols; i++) bars.push(rect(ax + ((bx - ax) * i) / cols - t * 0.35, ay, t * 0.7, by - ay, frame));
    for (let i = 1; i < rows; i++) bars.push(rect(ax, ay + ((by - ay) * i) / rows - t * 0.35, bx - ax, t * 0.7, frame));
    const sill = o.sill === false ? '' : this.box(x0 - 0.08, x1 + 0.08, y0 - 0.05, y0, z - 0.12, z, { front: frame, top: '#ffffff', side: '#e6dccb' });
    return `${defs(sheen.def)}${clip(glass, view)}${rect(ax, ay, bx - ax, by - ay, sheen.url)}<rect x="${n(ax)}" y="${n(ay)}" width="${n(bx - ax)}" height="${n(by - ay)}" fill="none" stroke="${frame}" stroke-width="${n(t)}"/>${bars.join('')}${sill}`;
  }

  /** Light falling through a back-wall window onto the floor. */
  lightPool(x0: number, x1: number, zNear: number, zFar: number, color = '#fff6d8', opacity = 0.22, spread = 0.4): string {
    const b = blur(14);
    return `${defs(b.def)}${this.poly([[x0, 0.005, zFar], [x1, 0.005, zFar], [x1 + spread, 0.005, zNear], [x0 - spread, 0.005, zNear]], color, `opacity="${opacity}" ${b.attr}`)}`;
  }

  /** Rug on the floor with a border. */
  rug(x0: number, x1: number, z0: number, z1: number, base: string, border: string, stripe?: string): string {
    const bw = 0.12;
    const out = [this.poly([[x0, 0.01, z0], [x1, 0.01, z0], [x1, 0.01, z1], [x0, 0.01, z1]], border), this.poly([[x0 + bw, 0.012, z0 + bw], [x1 - bw, 0.012, z0 + bw], [x1 - bw, 0.012, z1 - bw], [x0 + bw, 0.012, z1 - bw]], base)];
    if (stripe) {
      for (let i = 1; i < 4; i++) {
        const zz = z0 + ((z1 - z0) * i) / 4;
        out.push(this.poly([[x0 + bw, 0.013, zz - 0.04], [x1 - bw, 0.013, zz - 0.04], [x1 - bw, 0.013, zz + 0.04], [x0 + bw, 0.013, zz + 0.04]], stripe));
      }
    }
    return out.join('');
  }

  /** Soft contact shadow under an object footprint. */
  shadow(x0: number, x1: number, z0: number, z1: number, opacity = 0.25): string {
    const b = blur(8);
    return `${defs(b.def)}${this.poly([[x0 - 0.05, 0.003, z0 - 0.05], [x1 + 0.05, 0.003, z0 - 0.05], [x1 + 0.05, 0.003, z1 + 0.05], [x0 - 0.05, 0.003, z1 + 0.05]], '#3a2a1a', `opacity="${opacity}" ${b.attr}`)}`;
  }

  /** Four-legged table. */
  table(x0: number, x1: number, z0: number, z1: number, top: number, c: BoxColors & { leg?: string }, thick = 0.05): string {
    const leg = c.leg ?? c.side ?? c.front;
    const lw = 0.06;
    const legs = [
      [x0 + 0.05, z1 - 0.05],
      [x1 - 0.05 - lw, z1 - 0.05],
      [x0 + 0.05, z0 + 0.05 + lw],
      [x1 - 0.05 - lw, z0 + 0.05 + lw],
    ].map(([lx = 0, lz = 0]) => this.box(lx, lx + lw, 0, top - thick, lz - lw, lz, { front: leg }));
    return `${this.shadow(x0, x1, z0, z1, 0.18)}${legs.join('')}${this.box(x0, x1, top - thick, top, z0, z1, c)}`;
  }

  /** Dining / bar chair. Facing: where the sitter looks. */
  chair(x: number, z: number, facing: 'camera' | 'away' | 'left' | 'right', c: BoxColors, seat = 0.46, size = 0.44, backH = 0.45): string {
    const hs = size / 2;
    const lw = 0.04;
    const legs = [
      [x - hs, z + hs],
      [x + hs - lw, z + hs],
      [x - hs, z - hs + lw],
      [x + hs - lw, z - hs + lw],
    ].map(([lx = 0, lz = 0]) => this.box(lx, lx + lw, 0, seat - 0.04, lz - lw, lz, { front: c.side ?? c.front }));
    const seatBox = this.box(x - hs, x + hs, seat - 0.05, seat, z - hs, z + hs, c);
    const b = 0.05;
    let backBox = '';
    if (facing === 'camera') backBox = this.box(x - hs, x + hs, seat, seat + backH, z + hs - b, z + hs, c);
    if (facing === 'away') backBox = this.box(x - hs, x + hs, seat, seat + backH, z - hs, z - hs + b, c);
    if (facing === 'left') backBox = this.box(x + hs - b, x + hs, seat, seat + backH, z - hs, z + hs, c);
    if (facing === 'right') backBox = this.box(x - hs, x - hs + b, seat, seat + backH, z - hs, z + hs, c);
    return facing === 'away' ? `${legs.join('')}${seatBox}${backBox}` : `${backBox}${legs.join('')}${seatBox}`;
  }

  /** Bed with the headboard against z1. */
  bed(x0: number, x1: number, z0: number, z1: number, c: { frame: string; sheet: string; duvet: string; duvetShade: string; pillow: string; throw?: string; headboard?: string }, o: { height?: number; headH?: number; lift?: number } = {}): string {
    const ht = o.height ?? 0.58;
    const L = o.lift ?? 0;
    const box = (a: number, b: number, y0: number, y1: number, c0: number, c1: number, col: BoxColors, e = ''): string => this.box(a, b, y0 + L, y1 + L, c0, c1, col, e);
    const out: string[] = [L === 0 ? this.shadow(x0, x1, z0, z1, 0.3) : ''];
    out.push(box(x0 - 0.06, x1 + 0.06, 0, o.headH ?? 1.25, z1 - 0.08, z1, { front: c.headboard ?? c.frame, top: c.frame, side: c.frame }));
    out.push(box(x0, x1, 0.05, 0.32, z0, z1 - 0.08, { front: c.frame, top: c.frame, side: c.duvetShade }));
    out.push(box(x0 + 0.02, x1 - 0.02, 0.32, ht - 0.04, z0 + 0.02, z1 - 0.1, { front: c.sheet, top: c.sheet, side: c.sheet }));
    // pillows leaning on the headboard
    const pw = (x1 - x0 - 0.16) / 2;
    for (let i = 0; i < 2; i++) {
      const px = x0 + 0.08 + i * pw;
      const [ax, ay] = this.p(px + 0.03, ht + 0.32 + L, z1 - 0.2);
      const [bx, by] = this.p(px + pw - 0.03, ht - 0.02 + L, z1 - 0.2);
      out.push(`<rect x="${n(ax)}" y="${n(ay)}" width="${n(bx - ax)}" height="${n(by - ay)}" rx="${n((by - ay) * 0.35)}" fill="${c.pillow}"/>`);
      out.push(`<rect x="${n(ax)}" y="${n(by - (by - ay) * 0.3)}" width="${n(bx - ax)}" height="${n((by - ay) * 0.3)}" rx="${n((by - ay) * 0.15)}" fill="#000" opacity="0.06"/>`);
    }
    const zd = z1 - (z1 - z0) * 0.32;
    out.push(box(x0 - 0.04, x1 + 0.04, 0.26, ht + 0.04, z0 - 0.03, zd, { front: c.duvetShade, top: c.duvet, side: c.duvetShade }));
    out.push(box(x0 - 0.04, x1 + 0.04, ht + 0.04, ht + 0.07, zd - 0.25, zd, { front: c.duvet, top: c.duvet, side: c.duvetShade }));
    if (c.throw) {
      const tc = { front: c.throw, top: c.throw, side: mix(c.throw, '#000000', 0.12) };
      out.push(box(x0 - 0.06, x0 - 0.04, 0.3, ht + 0.075, z0 + 0.15, z0 + 0.6, tc));
      out.push(box(x1 + 0.04, x1 + 0.06, 0.3, ht + 0.075, z0 + 0.15, z0 + 0.6, tc));
      out.push(box(x0 - 0.06, x1 + 0.06, ht + 0.04, ht + 0.075, z0 + 0.15, z0 + 0.6, tc));
    }
    return out.join('');
  }

  /** Table lamp standing on a surface at height y. */
  lamp(x: number, y: number, z: number, shade = '#f6ead2', base = '#c9a27a', lit = true): string {
    const k = this.scale(z);
    const [cx, cy] = this.p(x, y, z);
    const g = rad([[0, '#fff3c8', 0.55], [1, '#fff3c8', 0]], cx, cy - 0.45 * k, 0.7 * k);
    const glow = lit ? `${defs(g.def)}<circle cx="${n(cx)}" cy="${n(cy - 0.45 * k)}" r="${n(0.7 * k)}" fill="${g.url}"/>` : '';
    return `${glow}${ellipse(cx, cy - 0.1 * k, 0.07 * k, 0.12 * k, base)}${rect(cx - 0.012 * k, cy - 0.32 * k, 0.024 * k, 0.22 * k, '#6d5a45')}<path d="M${n(cx - 0.11 * k)},${n(cy - 0.52 * k)} L${n(cx + 0.11 * k)},${n(cy - 0.52 * k)} L${n(cx + 0.17 * k)},${n(cy - 0.3 * k)} L${n(cx - 0.17 * k)},${n(cy - 0.3 * k)}Z" fill="${shade}"/>`;
  }

  /** Pendant light hanging from the ceiling. */
  pendant(x: number, z: number, drop: number, color = '#d9b98a', kind: 'dome' | 'rattan' = 'dome'): string {
    const { h } = this.s;
    const k = this.scale(z);
    const top = this.p(x, h, z);
    const [cx, cy] = this.p(x, h - drop, z);
    const g = rad([[0, '#fff1c2', 0.6], [1, '#fff1c2', 0]], cx, cy + 0.1 * k, 0.6 * k);
    const r = (kind === 'rattan' ? 0.28 : 0.2) * k;
    const shade =
      kind === 'rattan'
        ? `${ellipse(cx, cy, r, r * 0.8, color)}<g stroke="#8a6a45" stroke-width="${n(0.006 * k)}" opacity="0.6">${[-0.6, -0.3, 0, 0.3, 0.6].map((t) => line([cx + t * r, cy - r * 0.75 * Math.cos(t)], [cx + t * r, cy + r * 0.75 * Math.cos(t)], '#8a6a45', 0.006 * k)).join('')}</g>`
        : `<path d="M${n(cx - r)},${n(cy + r * 0.5)} Q${n(cx - r)},${n(cy - r * 0.6)} ${n(cx)},${n(cy - r * 0.6)} Q${n(cx + r)},${n(cy - r * 0.6)} ${n(cx + r)},${n(cy + r * 0.5)}Z" fill="${color}"/>${ellipse(cx, cy + r * 0.5, r, r * 0.12, '#fff6d8')}`;
    return `${defs(g.def)}${line(top, [cx, cy - r * 0.5], '#3b3026', Math.max(0.008 * k, 1))}<circle cx="${n(cx)}" cy="${n(cy + 0.1 * k)}" r="${n(0.6 * k)}" fill="${g.url}"/>${shade}`;
  }

  /** Ceiling fan with flat blades. */
  fan(x: number, z: number, drop = 0.35, color = '#8a6a4a'): string {
    const y = this.s.h - drop;
    const blades: string[] = [];
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2 + 0.3;
      const ca = Math.cos(a);
      const sa = Math.sin(a);
      const p1: P3 = [x + ca * 0.12 - sa * 0.06, y, z + sa * 0.12 + ca * 0.06];
      const p2: P3 = [x + ca * 0.7 - sa * 0.08, y, z + sa * 0.7 + ca * 0.08];
      const p3: P3 = [x + ca * 0.7 + sa * 0.08, y, z + sa * 0.7 - ca * 0.08];
      const p4: P3 = [x + ca * 0.12 + sa * 0.06, y, z + sa * 0.12 - ca * 0.06];
      blades.push(this.poly([p1, p2, p3, p4], color));
    }
    const [cx, cy] = this.p(x, y, z);
    const k = this.scale(z);
    return `${line(this.p(x, this.s.h, z), [cx, cy], '#3b3026', 0.03 * k)}${blades.join('')}${ellipse(cx, cy, 0.1 * k, 0.05 * k, '#5a4634')}`;
  }

  /** Framed art on the back wall: a tiny seascape. */
  art(x0: number, x1: number, y0: number, y1: number, mood: Mood, z = this.s.d - 0.01, frame = '#7a5a3c'): string {
    const [ax, ay] = this.p(x0, y1, z);
    const [bx, by] = this.p(x1, y0, z);
    const w = bx - ax;
    const h = by - ay;
    const g = lin(mood.sky);
    const s = lin([[0, mood.seaMid], [1, mood.seaNear]]);
    return `${defs(g.def, s.def)}${rect(ax - w * 0.05, ay - w * 0.05, w * 1.1, h + w * 0.1, frame)}${rect(ax, ay, w, h, '#fbf6ec')}${rect(ax + w * 0.08, ay + w * 0.08, w * 0.84, h * 0.5, g.url)}${rect(ax + w * 0.08, ay + w * 0.08 + h * 0.5, w * 0.84, h - w * 0.16 - h * 0.5, s.url)}<circle cx="${n(ax + w * 0.65)}" cy="${n(ay + h * 0.35)}" r="${n(w * 0.07)}" fill="${mood.sun}"/><path d="M${n(ax + w * 0.08)},${n(ay + w * 0.08 + h * 0.5)} l${n(w * 0.15)},${n(-h * 0.22)} l${n(w * 0.1)},${n(h * 0.22)}Z" fill="${mood.ridgeNear[1]}"/>`;
  }

  /** Sofa running along z with its back against x0 ('left') or x1 ('right'); `seats` cushions. */
  sofa(x0: number, x1: number, z0: number, z1: number, back: 'left' | 'right', c: { frame: string; cushion: string; shade: string; pillows?: readonly string[] }, seats = 3): string {
    const arm = 0.18;
    const bd = 0.24;
    const sx0 = back === 'left' ? x0 + bd : x0;
    const sx1 = back === 'left' ? x1 : x1 - bd;
    const bx0 = back === 'left' ? x0 : x1 - bd;
    const bx1 = back === 'left' ? x0 + bd : x1;
    const frame = { front: c.frame, top: c.cushion, side: c.shade };
    const out: string[] = [this.shadow(x0, x1, z0, z1, 0.3)];
    out.push(this.box(x0, x1, 0.1, 0.3, z1 - arm, z1, frame));
    out.push(this.box(x0, x1, 0.3, 0.62, z1 - arm, z1, frame));
    out.push(this.box(bx0, bx1, 0.1, 0.86, z0 + arm, z1 - arm, { front: c.shade, top: c.cushion, side: c.frame }));
    const seg = (z1 - z0 - 2 * arm) / seats;
    for (let i = seats - 1; i >= 0; i--) {
      const a = z0 + arm + i * seg;
      out.push(this.box(bx0 + (back === 'left' ? 0.02 : -0.14), bx1 + (back === 'left' ? 0.14 : -0.02), 0.44, 0.84, a + 0.02, a + seg - 0.02, { front: c.cushion, top: c.cushion, side: c.shade }));
      out.push(this.box(sx0, sx1, 0.1, 0.44, a + 0.01, a + seg - 0.01, { front: c.cushion, top: c.cushion, side: c.shade }));
      const pc = c.pillows?.[i % (c.pillows?.length || 1)];
      if (pc) out.push(this.box(back === 'left' ? sx0 + 0.02 : sx1 - 0.16, back === 'left' ? sx0 + 0.16 : sx1 - 0.02, 0.44, 0.78, a + seg * 0.3, a + seg * 0.7, { front: pc, top: pc, side: mix(pc, '#000000', 0.12) }));
    }
    out.push(this.box(x0, x1, 0.1, 0.62, z0, z0 + arm, frame));
    return out.join('');
  }

  /** Grid of floor tiles between x0..x1, z0..z1. */
  tiles(x0: number, x1: number, z0: number, z1: number, size: number, color: string, y = 0.004): string {
    const out: string[] = [];
    for (let x = x0; x <= x1 + 1e-6; x += size) out.push(line(this.p(x, y, z0), this.p(x, y, z1), color, 1.4));
    for (let z = z0; z <= z1 + 1e-6; z += size) out.push(line(this.p(x0, y, z), this.p(x1, y, z), color, 1.4));
    return `<g opacity="0.6">${out.join('')}</g>`;
  }

  /** Grid of wall tiles on the back wall (or a side wall when `side` is given). */
  wallTiles(a0: number, a1: number, y0: number, y1: number, size: number, color: string, side?: 'left' | 'right'): string {
    const out: string[] = [];
    const P = (a: number, y: number): Pt => (side ? this.p(side === 'left' ? 0.002 : this.s.w - 0.002, y, a) : this.p(a, y, this.s.d - 0.002));
    for (let a = a0; a <= a1 + 1e-6; a += size) out.push(line(P(a, y0), P(a, y1), color, 1.2));
    for (let y = y0; y <= y1 + 1e-6; y += size * 0.5) out.push(line(P(a0, y), P(a1, y), color, 1.2));
    return `<g opacity="0.7">${out.join('')}</g>`;
  }

  /** Covered lanai: deck, tongue-and-groove ceiling with beams, posts and railing at z = d. */
  lanai(c: { deck: string; seam: string; ceiling: string; beam: string; post: string; rail: string }, o: { near?: number; railing?: boolean; posts?: readonly number[] } = {}): string {
    const { w, h, d } = this.s;
    const near = o.near ?? 0.3;
    const out: string[] = [];
    out.push(this.poly([[-4, 0, near], [w + 4, 0, near], [w + 4, 0, d], [-4, 0, d]], c.deck));
    out.push(this.planks(c.seam, 0.14, 8, -4, w + 4, near, d));
    out.push(this.poly([[-4, h, near], [w + 4, h, near], [w + 4, h, d + 0.4], [-4, h, d + 0.4]], c.ceiling));
    const seams: string[] = [];
    for (let x = -4; x < w + 4; x += 0.12) seams.push(line(this.p(x, h, near), this.p(x, h, d + 0.4), c.beam, 1));
    out.push(`<g opacity="0.35">${seams.join('')}</g>`);
    for (let z = 1; z < d + 0.4; z += 1.3) out.push(this.box(-4, w + 4, h - 0.16, h, z, z + 0.14, { front: c.beam, bottom: c.post }));
    out.push(this.box(-4, w + 4, h - 0.3, h, d + 0.2, d + 0.45, { front: c.beam, bottom: c.post }));
    for (const px of o.posts ?? [0, w]) out.push(this.box(px - 0.09, px + 0.09, 0, h - 0.3, d + 0.22, d + 0.4, { front: c.post, side: c.beam }));
    if (o.railing !== false) {
      out.push(this.box(-4, w + 4, 0.98, 1.04, d + 0.25, d + 0.33, { front: c.rail, top: '#f4e6cf', bottom: c.beam }));
      for (const y of [0.3, 0.55, 0.8]) out.push(line(this.p(-4, y, d + 0.3), this.p(w + 4, y, d + 0.3), '#3b3a3a', 2.2, 'opacity="0.7"'));
      out.push(this.box(-4, w + 4, 0, 0.08, d + 0.25, d + 0.33, { front: c.rail, top: c.rail }));
    }
    return out.join('');
  }

  /** Chaise lounger facing away from the camera (towards +z). */
  lounger(x0: number, x1: number, z0: number, z1: number, c: { frame: string; cushion: string; shade: string }): string {
    const out: string[] = [this.shadow(x0, x1, z0, z1, 0.25)];
    out.push(this.box(x0, x1, 0.08, 0.3, z0 + 0.35, z1, { front: c.frame, top: c.frame, side: c.frame }));
    out.push(this.box(x0 + 0.03, x1 - 0.03, 0.3, 0.38, z0 + 0.4, z1 - 0.05, { front: c.shade, top: c.cushion, side: c.shade }));
    const back = this.poly([[x0, 0.32, z0 + 0.45], [x1, 0.32, z0 + 0.45], [x1, 0.95, z0 + 0.05], [x0, 0.95, z0 + 0.05]], c.frame);
    const pad = this.poly([[x0 + 0.04, 0.36, z0 + 0.42], [x1 - 0.04, 0.36, z0 + 0.42], [x1 - 0.04, 0.93, z0 + 0.06], [x0 + 0.04, 0.93, z0 + 0.06]], c.shade);
    const legs = [x0, x1 - 0.05].map((lx) => this.box(lx, lx + 0.05, 0, 0.32, z0 + 0.3, z0 + 0.36, { front: c.frame })).join('');
    out.push(back, pad, legs);
    return out.join('');
  }

  /** A potted plant standing on the floor at (x, z). */
  pottedPlant(x: number, z: number, size: number, kind: PlantKind, seed: number, pot = '#d9c7a8', y = 0): string {
    const k = this.scale(z);
    const [cx, cy] = this.p(x, y, z);
    const pw = 0.2 * size * k;
    const ph = 0.32 * size * k;
    return `${ellipse(cx, cy, pw * 1.3, pw * 0.25, '#000', 'opacity="0.18"')}${plant(cx, cy - ph * 0.9, (size * k) / 500, kind, seed)}<path d="M${n(cx - pw)},${n(cy - ph)} L${n(cx + pw)},${n(cy - ph)} L${n(cx + pw * 0.78)},${n(cy)} L${n(cx - pw * 0.78)},${n(cy)}Z" fill="${pot}"/>${rect(cx - pw * 1.05, cy - ph - pw * 0.12, pw * 2.1, pw * 0.2, pot)}<path d="M${n(cx - pw)},${n(cy - ph)} L${n(cx - pw * 0.78)},${n(cy)} L${n(cx - pw * 0.5)},${n(cy)} L${n(cx - pw * 0.6)},${n(cy - ph)}Z" fill="#000" opacity="0.1"/>`;
  }
}

/* ------------------------------------------------------------------ props */

/** A sit-on-top kayak lying on the sand, seen from above at an angle. */
export function kayak(cx: number, cy: number, len: number, angleDeg: number, color: string, accent = '#1d2a33'): string {
  const l = len / 2;
  const w = len * 0.085;
  const hull = `M${-l},0 C${-l * 0.6},${-w * 1.25} ${l * 0.6},${-w * 1.25} ${l},0 C${l * 0.6},${w * 1.25} ${-l * 0.6},${w * 1.25} ${-l},0Z`;
  const deck = `M${-l * 0.92},${-w * 0.08} C${-l * 0.55},${-w * 0.9} ${l * 0.55},${-w * 0.9} ${l * 0.92},${-w * 0.08}`;
  const seat = ellipse(-l * 0.05, 0, l * 0.2, w * 0.48, accent, 'opacity="0.5"');
  const well = ellipse(l * 0.42, 0, l * 0.1, w * 0.35, accent, 'opacity="0.3"');
  const b = blur(10);
  return `${defs(b.def)}<g transform="translate(${n(cx)} ${n(cy)}) rotate(${angleDeg})"><path d="${hull}" transform="translate(14 ${n(w * 0.7)})" fill="#6b5238" opacity="0.35" ${b.attr}/><path d="${hull}" fill="${color}"/><path d="${deck}" fill="none" stroke="#ffffff" stroke-width="${n(w * 0.12)}" opacity="0.45"/><path d="M${-l},0 C${-l * 0.6},${w * 1.25} ${l * 0.6},${w * 1.25} ${l},0" fill="none" stroke="#000" stroke-width="${n(w * 0.25)}" opacity="0.15"/>${seat}${well}<path d="M${-l * 0.25},${-w * 0.35} l${n(l * 0.08)},0" stroke="#fff" stroke-width="3" opacity="0.5"/></g>`;
}

/** Kayak paddle lying diagonally. */
export function paddle(x1: number, y1: number, x2: number, y2: number, blade = '#f2f2f2', shaft = '#2c2c2c'): string {
  const a = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  const bl = (x: number, y: number): string => ellipse(x, y, 46, 16, blade, `transform="rotate(${n(a)} ${n(x)} ${n(y)})"`);
  return `${line([x1 + 6, y1 + 8], [x2 + 6, y2 + 8], '#6b5238', 9, 'opacity="0.25"')}${line([x1, y1], [x2, y2], shaft, 8, 'stroke-linecap="round"')}${bl(x1, y1)}${bl(x2, y2)}`;
}

/** Beach umbrella / lounger etc. are composed in scenes; this is a striped towel. */
export function towel(x: number, y: number, w: number, h: number, angleDeg: number, colors: readonly string[]): string {
  const stripes = colors.map((c, i) => rect(x, y + (h / colors.length) * i, w, h / colors.length + 0.5, c)).join('');
  return `<g transform="rotate(${angleDeg} ${n(x + w / 2)} ${n(y + h / 2)})">${rect(x + 8, y + 10, w, h, '#000', 'opacity="0.12"')}${stripes}</g>`;
}

/** Overall finishing: warm light wash and soft vignette to unify the palette. */
export function finish(warm = '#ffcf8a', warmth = 0.08, vignette = 0.32, center: Pt = [W / 2, H * 0.45]): string {
  const v = rad([[0.55, '#1b1410', 0], [1, '#1b1410', vignette]], center[0], center[1], W * 0.72, 0.8);
  return `${defs(v.def)}${rect(0, 0, W, H, warm, `opacity="${warmth}" style="mix-blend-mode:soft-light"`)}${rect(0, 0, W, H, v.url)}`;
}

/** Wooden Adirondack chair seen from behind (facing the view). */
export function adirondack(x: number, y: number, s: number, color: string, shade = '#00000030'): string {
  const slats: string[] = [];
  for (let i = 0; i < 5; i++) {
    const a = (i - 2) * 0.09;
    const bx = x + (i - 2) * 26 * s;
    const tx = bx + Math.sin(a) * 190 * s;
    const ty = y - 250 * s - Math.cos(a * 3) * 30 * s;
    slats.push(`<path d="M${n(bx - 11 * s)},${n(y - 60 * s)} L${n(tx - 12 * s)},${n(ty + 10 * s)} Q${n(tx)},${n(ty - 6 * s)} ${n(tx + 12 * s)},${n(ty + 10 * s)} L${n(bx + 11 * s)},${n(y - 60 * s)}Z" fill="${color}"/>`);
  }
  const b = blur(8);
  return `${defs(b.def)}${ellipse(x + 30 * s, y + 6 * s, 120 * s, 22 * s, '#1e2a14', `opacity="0.35" ${b.attr}`)}${rect(x - 92 * s, y - 70 * s, 14 * s, 70 * s, color)}${rect(x + 78 * s, y - 70 * s, 14 * s, 70 * s, color)}${slats.join('')}${rect(x - 78 * s, y - 150 * s, 156 * s, 14 * s, color)}${rect(x - 120 * s, y - 118 * s, 46 * s, 12 * s, color)}${rect(x + 74 * s, y - 118 * s, 46 * s, 12 * s, color)}${rect(x - 78 * s, y - 70 * s, 156 * s, 12 * s, shade)}`;
}

/** Bowl of tropical fruit with a pineapple, base centre at (x, y), k = px per metre. */
export function fruitBowl(x: number, y: number, k: number): string {
  const fruit = [
    [-0.09, '#ffb347'],
    [0.0, '#ff7f50'],
    [0.08, '#9acd32'],
    [-0.04, '#ffd24a'],
    [0.05, '#f4a259'],
  ] as const;
  const balls = fruit.map(([dx, c], i) => `<circle cx="${n(x + dx * k)}" cy="${n(y - (0.07 + (i > 2 ? 0.04 : 0)) * k)}" r="${n(0.05 * k)}" fill="${c}"/>`).join('');
  const px = x + 0.3 * k;
  const pine = `${ellipse(px, y - 0.1 * k, 0.065 * k, 0.1 * k, '#d8a23a')}<g stroke="#8a5a1c" stroke-width="${n(0.006 * k)}" opacity="0.6"><path d="M${n(px - 0.06 * k)},${n(y - 0.16 * k)} l${n(0.12 * k)},${n(0.12 * k)} M${n(px - 0.06 * k)},${n(y - 0.08 * k)} l${n(0.09 * k)},${n(0.08 * k)} M${n(px + 0.06 * k)},${n(y - 0.16 * k)} l${n(-0.12 * k)},${n(0.12 * k)} M${n(px + 0.06 * k)},${n(y - 0.08 * k)} l${n(-0.09 * k)},${n(0.08 * k)}"/></g>${[-0.5, -0.2, 0, 0.25, 0.5].map((a) => leaf(px, y - 0.19 * k, -Math.PI / 2 + a, 0.17 * k, 0.02 * k, '#3f7f3a')).join('')}`;
  return `${ellipse(x, y, 0.22 * k, 0.035 * k, '#000', 'opacity="0.15"')}${balls}<path d="M${n(x - 0.2 * k)},${n(y - 0.07 * k)} Q${n(x)},${n(y + 0.05 * k)} ${n(x + 0.2 * k)},${n(y - 0.07 * k)}Z" fill="#8a5a3b"/>${pine}`;
}

/** A dark left-to-right wash to keep text legible over part of the frame. */
export function textScrim(from: number, to: number, opacity: number, color = '#0d1b26'): string {
  const g = lin([[0, color, opacity], [0.55, color, opacity * 0.55], [1, color, 0]], from, 0, to, 0, true);
  return `${defs(g.def)}${rect(0, 0, W, H, g.url)}`;
}

/** Dark lava rocks: irregular faceted polygons with a lit top. */
export function lavaRocks(seed: number, list: readonly (readonly [number, number, number])[]): string {
  const r = rng(seed);
  return list
    .map(([x, y, size]) => {
      const outline: Pt[] = [];
      const k = 7 + Math.floor(r() * 3);
      for (let i = 0; i < k; i++) {
        const a = Math.PI + (i / (k - 1)) * Math.PI;
        const rr = size * (0.75 + r() * 0.35);
        outline.push([x + Math.cos(a) * rr * 1.2, y + Math.sin(a) * rr * 0.8]);
      }
      const lit = outline.slice(1, -2).map(([px, py]) => [px + (x - px) * 0.25, py + (y - py) * 0.35] as Pt);
      return `${ellipse(x + size * 0.2, y + 4, size * 1.3, size * 0.18, '#000', 'opacity="0.25"')}${poly(outline, '#3f3a36')}${poly([...lit, [x, y - size * 0.1]], '#5d554d', 'opacity="0.8"')}`;
    })
    .join('');
}
