/**
 * The hero poster's bay (scenes['hero-poster']) taken apart so a calm loop can
 * be made of it. Every part is drawn once, as SVG, in the video's 16:9 crop:
 *
 *   sky         sky gradient and sun
 *   clouds      each cloud on its own, so each can drift at its own pace
 *   land        ridges, Mokoli'i, the bay's colour, reefs and reflections
 *   highlights  ripples and sun glitter in a few sets whose brightness changes
 *   front       beach, palms, text scrim and the lanai post
 *   vignette    the poster's finishing vignette
 *
 * hero-frames.ts moves and mixes them per frame. The warm soft-light wash of
 * `finish()` is applied there too (a blend over a transparent layer does
 * nothing). Motion is a periodic function of `phase` (0..1 over the loop), so
 * the last frame leads seamlessly into the first.
 */
import {
  H,
  MOODS,
  W,
  beach,
  blur,
  defs,
  ellipse,
  lin,
  mokolii,
  n,
  palm,
  rad,
  rect,
  reflect,
  ridge,
  rng,
  sea,
  sky,
  sun,
  svgDoc,
  textScrim,
  type Mood,
} from '../photos/shapes.js';

export const VIDEO_WIDTH = 1280;
export const VIDEO_HEIGHT = 720;
/** The 16:9 band of the 3:2 scene the video shows (scene units). */
const CROP = { x: 0, y: 100, w: W, h: (W * VIDEO_HEIGHT) / VIDEO_WIDTH };

/** Warm wash the compositor lays over each frame with a soft-light blend. */
export const WARM_WASH = { color: '#ffc070', opacity: 0.1 } as const;

const MOOD: Mood = MOODS.golden;
const SEED = 71;
const HORIZON = 720;
const SUN = [1600, 500] as const;
const SUN_R = 38;
const ISLAND = { x: 1240, s: 0.8 };
const RIDGES = [
  { x0: 1000, x1: 1980, height: 400, env: [0, 0.45, 0.8, 1, 0.95] },
  { x0: 1520, x1: 1980, height: 260, env: [0, 0.7, 1], near: true },
  { x0: -60, x1: 640, height: 110, env: [0.9, 0.6, 0.2, 0] },
] as const;
const CLOUD_COUNT = 6;
const CLOUD_TOP = 90;
const TAU = Math.PI * 2;

/** A full document cropped to the video's frame and size. */
function videoDoc(body: string): string {
  return svgDoc(body).replace(
    `width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"`,
    `width="${VIDEO_WIDTH}" height="${VIDEO_HEIGHT}" viewBox="${CROP.x} ${CROP.y} ${CROP.w} ${CROP.h}"`,
  );
}

/** Sky gradient and sun: the still backdrop the clouds drift over. */
export function skyLayer(): string {
  return videoDoc(`${sky(MOOD, HORIZON)}${sun(SUN[0], SUN[1], SUN_R, MOOD)}`);
}

export interface CloudPart {
  /** The cloud alone, blurred, on a transparent frame. */
  svg: string;
  /** Video pixels this cloud drifts right over one loop: lower clouds look nearer and move more. */
  drift: number;
}

/** The poster's clouds (same generator and seed as shapes.clouds), one layer each so each can drift. */
export function cloudParts(): CloudPart[] {
  const yMin = CLOUD_TOP;
  const yMax = HORIZON * 0.72;
  const r = rng(SEED);
  const out: CloudPart[] = [];
  for (let i = 0; i < CLOUD_COUNT; i++) {
    const cx = r() * W * 1.1 - 60;
    const cy = yMin + r() * (yMax - yMin);
    const depth = (cy - yMin) / Math.max(yMax - yMin, 1);
    const s = (0.45 + 0.9 * (1 - depth * 0.6)) * (0.7 + r() * 0.6);
    const puffs = 4 + Math.floor(r() * 4);
    const shade: string[] = [];
    const light: string[] = [];
    for (let j = 0; j < puffs; j++) {
      const px = cx + (j - puffs / 2) * 48 * s + (r() - 0.5) * 30 * s;
      const py = cy - r() * 30 * s - Math.sin((j / (puffs - 1 || 1)) * Math.PI) * 28 * s;
      const rx = (44 + r() * 50) * s;
      shade.push(ellipse(px, cy + 8 * s, rx * 1.1, rx * 0.45, MOOD.cloudShade));
      light.push(ellipse(px, py, rx, rx * 0.62, MOOD.cloud));
    }
    const b = blur(9);
    const opacity = 0.55 + r() * 0.35;
    out.push({
      svg: videoDoc(`${defs(b.def)}<g ${b.attr}><g opacity="${n(opacity)}">${shade.join('')}${light.join('')}</g></g>`),
      drift: 16 + depth * 20,
    });
  }
  return out;
}

/** Ridges, island, the bay without ripples or glitter (those move), reflections and the horizon mist. */
export function landLayer(): string {
  const land = RIDGES.map((rd, i) => {
    const near = 'near' in rd && rd.near;
    return ridge({
      seed: SEED + i * 13,
      base: HORIZON + 1,
      x0: rd.x0,
      x1: rd.x1,
      height: rd.height,
      env: rd.env,
      colors: near ? MOOD.ridgeNear : MOOD.ridgeFar,
      flute: MOOD.flute,
      fluteLight: MOOD.fluteLight,
      mist: MOOD.mist,
      fluteSpacing: near ? 24 : 18,
      soft: near ? 1.4 : 2.2,
    });
  }).join('');
  const island = mokolii(ISLAND.x, HORIZON + 2, ISLAND.s, MOOD, SUN[0] < ISLAND.x);
  const landStr = land + island;
  return videoDoc(
    landStr +
      sea({ top: HORIZON, mood: MOOD, seed: SEED, reefs: 7, ripples: 0 }) +
      reflect(landStr, HORIZON, 0.2, 5) +
      rect(0, HORIZON - 1, W, 3, MOOD.mist, 'opacity="0.5"'),
  );
}

/** Colour of every water highlight: the layers below carry only their coverage. */
export const HIGHLIGHT_COLOR = MOOD.glint;

/** First video row of open water. */
export const WATER_TOP_ROW = Math.floor(((HORIZON - CROP.y) * VIDEO_HEIGHT) / CROP.h);

export interface HighlightSet {
  svg: string;
  /** Brightness over the loop: a whole number of beats, so the loop closes. */
  weight: (phase: number) => number;
}

const SETS = { ripples: 3, glints: 6 } as const;

/**
 * The bay's ripples and sun glitter in a few sets. Each set is drawn once and
 * only its brightness changes over the loop (ripples breathe, glints flash);
 * the renderer also sways every row sideways with the swell.
 */
export function highlightSets(): HighlightSet[] {
  const r = rng(SEED + 500);
  const span = H - HORIZON;
  const ripples: string[][] = Array.from({ length: SETS.ripples }, () => []);
  const rows = 70;
  for (let i = 0; i < rows; i++) {
    const t = (i + r() * 0.8) / rows;
    const y = HORIZON + span * t * t + 2;
    const per = 3 + Math.floor(r() * 5);
    for (let j = 0; j < per; j++) {
      const x = r() * W;
      const len = 14 + 160 * t * r();
      ripples[(i * 7 + j) % SETS.ripples]?.push(`<path d="M${n(x)},${n(y)} q${n(len / 2)},${n(-1.5 - 3 * t)} ${n(len)},0" stroke-width="${n(0.8 + 2.6 * t)}"/>`);
    }
  }
  const glints: string[][] = Array.from({ length: SETS.glints }, () => []);
  for (let i = 0; i < 170; i++) {
    const t = r();
    const spread = 18 + 320 * t;
    const x = SUN[0] + (r() + r() + r() - 1.5) * spread;
    const y = HORIZON + span * t * t + 1;
    const len = 6 + 70 * t * (0.4 + r());
    glints[i % SETS.glints]?.push(rect(x - len / 2, y, len, 1 + 3.5 * t, '#fff', `opacity="${n(0.45 + r() * 0.55)}"`));
  }
  const rippleSets = ripples.map((paths, k) => ({
    svg: videoDoc(`<g fill="none" stroke="#fff" stroke-linecap="round" opacity="0.4">${paths.join('')}</g>`),
    weight: (phase: number) => 0.45 + 0.55 * (0.5 + 0.5 * Math.sin(TAU * (phase + k / SETS.ripples))),
  }));
  const glintSets = glints.map((marks, k) => ({
    svg: videoDoc(marks.join('')),
    // Mostly dim with short bright moments, as sun glitter is.
    weight: (phase: number) => 0.12 + 0.88 * Math.max(0, Math.sin(TAU * ((1 + (k % 3)) * phase + k / SETS.glints))) ** 3,
  }));
  return [...rippleSets, ...glintSets];
}

/** Sideways sway (video px) of water row `row` at `phase`: a slow swell rolling toward the beach. */
export function swellOffset(row: number, phase: number): number {
  const depth = Math.max(0, (row - WATER_TOP_ROW) / (VIDEO_HEIGHT - WATER_TOP_ROW));
  const amp = 0.6 + 5 * depth;
  return amp * (Math.sin(TAU * (phase - row / 41)) + 0.45 * Math.sin(TAU * (2 * phase + row / 17 + 0.3)));
}

/** The lanai eave across the top and its post on the right, as in the poster. */
function lanaiFrame(): string {
  const eave = lin([[0, '#1e150f'], [1, '#3a2a1e']]);
  const tails = Array.from({ length: 12 }, (_, i) => rect(60 + i * 170, 58, 46, 34, '#2a1e15') + rect(60 + i * 170, 88, 46, 4, '#6a4c34', 'opacity="0.6"')).join('');
  return `${defs(eave.def)}${rect(0, 0, W, 62, eave.url)}${rect(0, 58, W, 6, '#8a6a4a', 'opacity="0.5"')}${tails}${rect(1862, 0, 58, H, '#241a12')}${rect(1862, 0, 8, H, '#5a4030', 'opacity="0.6"')}`;
}

export function frontLayer(): string {
  return videoDoc(
    beach({ top: 1090, tilt: -70, wave: 24, mood: MOOD, seed: 12 }) +
      palm(1700, 1160, 1.3, { lean: -0.22, color: MOOD.palm, trunk: MOOD.palmTrunk, seed: 31 }) +
      palm(1880, 1120, 1.0, { lean: -0.1, color: MOOD.palm, trunk: MOOD.palmTrunk, seed: 32 }) +
      palm(-80, 1250, 1.5, { lean: 0.25, color: '#1b2a22', trunk: '#2a2119', seed: 33 }) +
      textScrim(0, 1350, 0.5) +
      lanaiFrame(),
  );
}

/** The poster's vignette (the second half of shapes.finish). */
export function vignetteLayer(): string {
  const v = rad([[0.55, '#1b1410', 0], [1, '#1b1410', 0.34]], W * 0.45, H * 0.5, W * 0.72, 0.8);
  return videoDoc(`${defs(v.def)}${rect(0, 0, W, H, v.url)}`);
}
