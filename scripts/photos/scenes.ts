/**
 * The house "photographs": one painterly SVG scene per slug, 1920x1280.
 * Shared drawing helpers live in shapes.ts.
 */
import {
  H,
  MOODS,
  Room,
  W,
  adirondack,
  beach,
  blur,
  clip,
  clouds,
  defs,
  ellipse,
  finish,
  flowers,
  foliage,
  fruitBowl,
  kayak,
  lavaRocks,
  lawn,
  lin,
  line,
  n,
  paddle,
  palm,
  plant,
  rad,
  rect,
  rng,
  sky,
  svgDoc,
  textScrim,
  towel,
  vista,
  type Mood,
} from './shapes.js';

const { day, golden, sunrise, sunset } = MOODS;

/** Ko'olau ridge layouts reused by several views. */
const KUALOA_RIGHT = [
  { x0: 760, x1: 1980, height: 330, env: [0, 0.35, 0.7, 0.95, 1, 0.9] },
  { x0: 1240, x1: 1980, height: 250, env: [0, 0.6, 0.9, 1], near: true },
] as const;
const KOOLAU_LEFT = [
  { x0: -60, x1: 1100, height: 300, env: [1, 0.95, 0.75, 0.45, 0.15, 0] },
  { x0: -60, x1: 620, height: 200, env: [1, 0.8, 0.5, 0], near: true },
] as const;

/** The bay as seen through windows at eye level `vy`. */
const bayView = (vy: number, mood: Mood = day, islandX = 1180, s = 0.55): string =>
  vista({ horizon: vy, mood, seed: 21, island: { x: islandX, s }, ridges: KUALOA_RIGHT, clouds: 9, cloudTop: vy * 0.1 });

/** Open sea (no ridges) for side windows. */
const seaView = (vy: number, mood: Mood = day): string => vista({ horizon: vy, mood, seed: 27, clouds: 8, cloudTop: vy * 0.1 });

/** A hint of the lanai in 2D: eave with rafter tails across the top, post and rail at the edges. */
const lanaiFrame = (): string => {
  const eave = lin([[0, '#1e150f'], [1, '#3a2a1e']]);
  const tails = Array.from({ length: 12 }, (_, i) => rect(60 + i * 170, 58, 46, 34, '#2a1e15') + rect(60 + i * 170, 88, 46, 4, '#6a4c34', 'opacity="0.6"')).join('');
  return `${defs(eave.def)}${rect(0, 0, W, 62, eave.url)}${rect(0, 58, W, 6, '#8a6a4a', 'opacity="0.5"')}${tails}${rect(1862, 0, 58, H, '#241a12')}${rect(1862, 0, 8, H, '#5a4030', 'opacity="0.6"')}`;
};

const walls = { back: '#f3ecdf', left: '#eadfcc', right: '#efe5d4', floor: '#c9a47c', ceiling: '#f6f1e8' };
const deckColors = { deck: '#a77b55', seam: '#5e4028', ceiling: '#b88b60', beam: '#7b5334', post: '#6a4a2e', rail: '#e9dcc6' };

export const scenes: Record<string, () => string> = {
  'oceanfront-lanai-sunrise': () => {
    const r = new Room({ w: 6, h: 2.9, d: 3.4, camX: 3, eye: 1.45, f: 1000, vy: 600 });
    const view = vista({ horizon: 600, mood: sunrise, seed: 5, sun: [1180, 520], sunR: 40, island: { x: 470, s: 0.42 }, ridges: KOOLAU_LEFT, clouds: 10 });
    return svgDoc(
      view +
        palm(1640, 860, 1.05, { lean: -0.18, color: sunrise.palm, trunk: sunrise.palmTrunk, seed: 3 }) +
        palm(1860, 900, 0.8, { lean: -0.1, color: sunrise.palm, trunk: sunrise.palmTrunk, seed: 8 }) +
        r.lanai(deckColors) +
        r.lightPool(1.6, 4.6, 1.0, 3.3, '#ffd9a8', 0.3, 0.8) +
        r.lounger(1.2, 1.9, 1.7, 3.1, { frame: '#8a5f3c', cushion: '#f5efe4', shade: '#d9cbb5' }) +
        r.lounger(3.9, 4.6, 1.7, 3.1, { frame: '#8a5f3c', cushion: '#f5efe4', shade: '#d9cbb5' }) +
        r.table(2.5, 3.3, 2.4, 2.8, 0.42, { front: '#7b5334', top: '#a77b55' }) +
        r.pottedPlant(0.3, 2.9, 1.6, 'bird', 4, '#e0cfb2') +
        r.pottedPlant(5.6, 2.6, 1.4, 'broad', 7, '#c96f4a') +
        finish('#ffc69a', 0.1, 0.35),
    );
  },

  'living-room-bay-view': () => {
    const r = new Room({ w: 6.4, h: 3.0, d: 5.2, camX: 3.0, eye: 1.35, f: 950, vy: 620 });
    const beams = [0.8, 2.2, 3.6, 5.0].map((x) => r.box(x, x + 0.16, 2.82, 3.0, 0.3, 5.2, { front: '#b58a60', bottom: '#a47a52', side: '#9a7048' })).join('');
    return svgDoc(
      r.shell(walls) +
        r.planks('#8f6a45', 0.18, 3) +
        beams +
        r.window(0.5, 5.9, 0.35, 2.55, bayView(620), { cols: 4, frame: '#fbf8f2' }) +
        r.lightPool(0.8, 5.6, 2.2, 5.1, '#fff4d6', 0.28, 1.0) +
        r.rug(1.5, 4.7, 2.4, 4.3, '#e8dcc4', '#6fb7ad', '#f2876b') +
        r.pottedPlant(0.55, 4.7, 2.4, 'monstera', 11, '#e7dcc9') +
        r.pottedPlant(5.8, 4.6, 2.2, 'bird', 12, '#c98d62') +
        r.sofa(0.25, 1.2, 2.0, 4.5, 'left', { frame: '#d9cfbd', cushion: '#f1ebdf', shade: '#ddd3c2', pillows: ['#f2876b', '#2e8c8c', '#f6c96a'] }) +
        r.table(2.2, 3.8, 2.9, 3.6, 0.42, { front: '#8a5f3c', top: '#b58a60', side: '#7b5334' }, 0.08) +
        r.sofa(4.9, 5.8, 2.5, 3.5, 'right', { frame: '#b8915f', cushion: '#f5efe4', shade: '#e4dac8', pillows: ['#9fd8cb'] }, 1) +
        r.fan(3.0, 3.2) +
        finish('#ffe0b0', 0.06, 0.3),
    );
  },

  'kitchen-island': () => {
    const r = new Room({ w: 5.6, h: 2.9, d: 4.6, camX: 2.8, eye: 1.55, f: 950, vy: 560 });
    const d = 4.6;
    const cab = { front: '#f4f1ea', top: '#ffffff', side: '#e3ddd2', bottom: '#d9d2c4' };
    const stools = [2.0, 2.8, 3.6].map((x) => r.chair(x, 1.95, 'away', { front: '#c49a6c', top: '#d8b486', side: '#8a6442' }, 0.66, 0.36, 0.22)).join('');
    const [bx, by] = r.p(2.1, 0.94, 2.7);
    return svgDoc(
      r.shell({ ...walls, back: '#eef2ee', floor: '#d6b892' }) +
        r.planks('#9c7a55', 0.2, 6) +
        r.back(0, 5.6, 0.92, 1.5, '#d9ebe6') +
        r.wallTiles(0, 5.6, 0.92, 1.5, 0.15, '#ffffff') +
        r.window(1.9, 3.7, 1.1, 2.2, bayView(560, day, 980, 0.45), { cols: 2 }) +
        r.box(0.15, 1.65, 1.5, 2.55, d - 0.35, d, cab) +
        r.box(4.0, 4.85, 1.5, 2.55, d - 0.35, d, cab) +
        r.box(0, 4.85, 0.1, 0.88, d - 0.62, d, { front: '#5e9e9b', top: '#f4f1ea', side: '#4f8a87' }) +
        r.box(0, 4.87, 0.88, 0.92, d - 0.66, d, { front: '#f7f5f0', top: '#fbfaf6', side: '#e9e5dc' }) +
        r.box(4.9, 5.6, 0, 2.2, d - 0.7, d, { front: '#cfd4d4', top: '#e4e7e7', side: '#b9bfc0' }) +
        ellipse(...r.p(2.8, 0.925, d - 0.32), 0.3 * r.scale(d - 0.32), 0.04 * r.scale(d - 0.32), '#b9c2c2') +
        line(r.p(2.8, 0.92, d - 0.08), r.p(2.8, 1.25, d - 0.08), '#8a8f90', 6) +
        r.pottedPlant(0.6, d - 0.3, 0.9, 'fern', 5, '#ffffff', 0.92) +
        r.shadow(1.5, 4.1, 2.3, 3.2, 0.3) +
        r.box(1.6, 4.0, 0.08, 0.9, 2.4, 3.15, { front: '#2f6f73', top: '#f6f2ea', side: '#275e62' }) +
        r.box(1.5, 4.1, 0.9, 0.95, 2.2, 3.2, { front: '#efeae0', top: '#faf8f3', side: '#e2dccf' }) +
        fruitBowl(bx, by, r.scale(2.7)) +
        r.pottedPlant(3.6, 2.75, 0.6, 'broad', 9, '#f2876b', 0.95) +
        stools +
        [2.1, 2.8, 3.5].map((x) => r.pendant(x, 2.75, 0.7, '#2f6f73', 'dome')).join('') +
        finish('#ffe3b8', 0.06, 0.3),
    );
  },

  'dining-table-lanai': () => {
    const r = new Room({ w: 6, h: 2.8, d: 4.6, camX: 2.6, eye: 1.6, f: 900, vy: 600 });
    const wood = { front: '#8a5a36', top: '#a8744a', side: '#6f4729' };
    const seat = { front: '#c79b6b', top: '#dcb585', side: '#9c7049' };
    const far = [2.0, 2.6, 3.2].map((x) => r.chair(x, 3.85, 'camera', seat)).join('');
    const nearC = [2.0, 2.6, 3.2].map((x) => r.chair(x, 2.3, 'away', seat)).join('');
    const k = r.scale(3.05);
    const plates = [2.0, 2.6, 3.2]
      .flatMap((x) => [2.8, 3.3].map((z) => ellipse(...r.p(x, 0.77, z), 0.13 * r.scale(z), 0.13 * r.scale(z) * ((1.6 - 0.77) / z), '#fbf8f1')))
      .join('');
    const [vx, vy] = r.p(2.6, 0.77, 3.05);
    return svgDoc(
      vista({ horizon: 600, mood: golden, seed: 9, sun: [520, 470], sunR: 34, island: { x: 1220, s: 0.6 }, ridges: KUALOA_RIGHT, clouds: 8 }) +
        r.lanai(deckColors, { posts: [0, 6] }) +
        r.lightPool(0.5, 5.5, 1.0, 4.3, '#ffd08a', 0.3, 0.6) +
        r.rug(1.1, 4.1, 1.9, 4.3, '#d9c29b', '#8a6a45') +
        far +
        r.chair(1.3, 3.05, 'right', seat) +
        r.chair(3.9, 3.05, 'left', seat) +
        r.table(1.6, 3.6, 2.6, 3.5, 0.77, wood, 0.06) +
        plates +
        plant(vx, vy - 0.02 * k, k / 900, 'bird', 3) +
        ellipse(vx, vy, 0.08 * k, 0.02 * k, '#e9dcc6') +
        nearC +
        r.pendant(2.6, 3.05, 0.75, '#d8b27c', 'rattan') +
        r.pottedPlant(0.35, 3.9, 1.8, 'monstera', 13, '#d8c6a6') +
        r.pottedPlant(5.6, 3.7, 1.6, 'broad', 2, '#c96f4a') +
        finish('#ffc77a', 0.12, 0.34),
    );
  },

  'primary-bedroom-ocean': () => {
    const r = new Room({ w: 5.4, h: 2.9, d: 5.0, camX: 2.3, eye: 1.55, f: 880, vy: 600 });
    const view = bayView(600, day, 1250, 0.5);
    const [sx0, sy0] = r.p(5.4, 2.4, 2.0);
    return svgDoc(
      r.shell({ ...walls, back: '#eef3ef', left: '#e4ebe6', right: '#e8eee9' }) +
        r.planks('#8c6a48', 0.17, 12) +
        r.window(0.35, 1.75, 0.0, 2.35, view, { cols: 2, rows: 3, sill: false }) +
        clip(r.side('right', 2.0, 4.2, 0.75, 2.4, '#fff'), seaView(600)) +
        r.side('right', 2.0, 4.2, 0.75, 2.4, 'none', `stroke="#fbf8f2" stroke-width="${n(0.05 * r.scale(3))}"`) +
        line([sx0, sy0], r.p(5.4, 0.75, 2.0), '#fbf8f2', 4) +
        line(r.p(5.4, 2.4, 3.1), r.p(5.4, 0.75, 3.1), '#fbf8f2', 5) +
        r.lightPool(0.3, 1.8, 2.6, 4.9, '#fff4d6', 0.3, 0.6) +
        r.rug(1.8, 4.6, 1.8, 4.3, '#f1e7d6', '#9fcfc4') +
        r.art(2.55, 3.75, 1.45, 2.1, day) +
        r.box(1.75, 2.2, 0, 0.55, 4.5, 4.95, { front: '#a57c55', top: '#b8906a', side: '#8d6644' }) +
        r.box(4.1, 4.55, 0, 0.55, 4.5, 4.95, { front: '#a57c55', top: '#b8906a', side: '#8d6644' }) +
        r.lamp(1.97, 0.55, 4.72) +
        r.lamp(4.32, 0.55, 4.72) +
        r.bed(2.25, 4.05, 2.7, 4.95, { frame: '#b08860', headboard: '#c8a67e', sheet: '#f4f1ea', duvet: '#fbfaf6', duvetShade: '#dfe3df', pillow: '#ffffff', throw: '#3e9c9c' }) +
        r.pottedPlant(0.35, 2.4, 1.6, 'monstera', 21, '#e7dcc9') +
        r.fan(2.9, 3.2) +
        finish('#ffe9c2', 0.05, 0.3),
    );
  },

  'bedroom-two-queen': () => {
    const r = new Room({ w: 4.6, h: 2.8, d: 4.4, camX: 2.6, eye: 1.5, f: 880, vy: 610 });
    return svgDoc(
      r.shell({ back: '#a9d6cc', left: '#efe4d1', right: '#f2e8d7', floor: '#caa57d', ceiling: '#f6f1e8' }) +
        r.planks('#8c6a48', 0.17, 14) +
        r.window(2.75, 4.2, 0.85, 2.3, bayView(610, day, 760, 0.5), { cols: 2, rows: 2 }) +
        r.lightPool(2.7, 4.3, 2.4, 4.3, '#fff4d6', 0.26, 0.5) +
        r.rug(0.4, 2.6, 1.9, 4.0, '#f6e4c8', '#f2876b', '#f7b59a') +
        r.art(0.7, 2.0, 1.5, 2.15, golden) +
        r.box(0.05, 0.45, 0, 0.58, 3.9, 4.35, { front: '#d9c3a0', top: '#e9d8ba', side: '#c7ad86' }) +
        r.lamp(0.25, 0.58, 4.1, '#fff6e6', '#3e9c9c') +
        r.bed(0.55, 2.15, 2.3, 4.35, { frame: '#c9a57a', headboard: '#d8b98e', sheet: '#fbf7ee', duvet: '#dfeef0', duvetShade: '#bfd7da', pillow: '#fffaf0', throw: '#f2876b' }, { headH: 1.15 }) +
        r.box(4.1, 4.58, 0, 0.85, 2.2, 3.6, { front: '#e9dcc6', top: '#f3e9d8', side: '#d9c8ac' }) +
        [0.2, 0.45, 0.7].map((y) => line(r.p(4.1, y, 2.3), r.p(4.1, y, 3.5), '#b59c78', 2)).join('') +
        r.pottedPlant(4.35, 2.9, 0.7, 'fern', 6, '#ffffff', 0.85) +
        r.pottedPlant(2.45, 4.2, 1.5, 'broad', 17, '#f2876b') +
        r.pendant(1.35, 3.2, 0.6, '#d8b27c', 'rattan') +
        finish('#ffdcb0', 0.06, 0.3),
    );
  },

  'bedroom-three-bunks': () => {
    const r = new Room({ w: 4.6, h: 2.8, d: 4.2, camX: 2.3, eye: 1.65, f: 820, vy: 560 });
    const bunk = (x0: number, x1: number, duvet: string, shade: string, throwC: string): string => {
      const posts = [x0 - 0.08, x1].flatMap((px) => [2.1, 4.1].map((z) => r.box(px, px + 0.08, 0, 1.95, z, z + 0.08, { front: '#e8ddca', side: '#d4c6ad', top: '#f2e9da' }))).join('');
      const c = { frame: '#e8ddca', headboard: '#e8ddca', sheet: '#ffffff', duvet, duvetShade: shade, pillow: '#fffaf0', throw: throwC };
      const ladderX = x0 < 2 ? x1 - 0.1 : x0 + 0.1;
      const ladder = [0.3, 0.6, 0.9, 1.2].map((y) => line(r.p(ladderX - 0.18, y, 2.05), r.p(ladderX + 0.18, y, 2.05), '#cbb89a', 7)).join('');
      return posts + r.bed(x0, x1, 2.15, 4.15, c, { height: 0.45, headH: 0.7 }) + r.bed(x0, x1, 2.15, 4.15, c, { height: 0.45, headH: 0.7, lift: 1.15 }) + r.box(x0 - 0.08, x1 + 0.08, 1.6, 1.68, 2.1, 4.15, { front: '#e8ddca', top: '#f2e9da', side: '#d4c6ad' }) + line(r.p(ladderX - 0.18, 0, 2.05), r.p(ladderX - 0.18, 1.7, 2.05), '#bba887', 8) + line(r.p(ladderX + 0.18, 0, 2.05), r.p(ladderX + 0.18, 1.7, 2.05), '#bba887', 8) + ladder;
    };
    const [s0x, s0y] = r.p(1.52, 0.02, 4.05);
    const k = r.scale(4.05);
    return svgDoc(
      r.shell({ back: '#fbe9c9', left: '#f6dcc0', right: '#f9e1c6', floor: '#cfa97f', ceiling: '#fbf6ec' }) +
        r.planks('#8c6a48', 0.17, 15) +
        r.window(1.7, 2.9, 1.0, 2.1, bayView(560, day, 900, 0.45), { cols: 1, rows: 2 }) +
        r.lightPool(1.5, 3.1, 2.2, 4.1, '#fff4d6', 0.25, 0.4) +
        ellipse(...r.p(2.3, 0.01, 2.6), 0.75 * r.scale(2.6), 0.75 * r.scale(2.6) * (1.65 / 2.6) * 0.62, '#ffc94a') +
        ellipse(...r.p(2.3, 0.012, 2.6), 0.55 * r.scale(2.6), 0.55 * r.scale(2.6) * (1.65 / 2.6) * 0.62, '#f2876b') +
        `<g transform="rotate(-6 ${n(s0x)} ${n(s0y)})">${ellipse(s0x, s0y - 0.9 * k, 0.2 * k, 0.9 * k, '#2bb3b1')}${rect(s0x - 0.015 * k, s0y - 1.75 * k, 0.03 * k, 1.7 * k, '#ffffff', 'opacity="0.8"')}</g>` +
        bunk(0.3, 1.3, '#2e8c8c', '#247272', '#ffc94a') +
        bunk(3.3, 4.3, '#f2876b', '#d96a52', '#284b63') +
        r.pottedPlant(2.3, 3.2, 0.8, 'fern', 8, '#f2876b') +
        r.pendant(2.3, 3.0, 0.5, '#f4efe6', 'dome') +
        finish('#ffd9a8', 0.06, 0.3),
    );
  },

  'bedroom-four-garden': () => {
    const r = new Room({ w: 5.0, h: 2.8, d: 4.6, camX: 2.5, eye: 1.35, f: 880, vy: 640 });
    const garden =
      sky(day, 700) +
      clouds(4, 6, 60, 380, day) +
      palm(300, 900, 1.1, { seed: 2, lean: 0.05 }) +
      palm(1700, 900, 1.0, { seed: 5, lean: -0.15 }) +
      rect(0, 620, W, H, '#3f7f4a') +
      foliage(3, -50, W + 50, 420, 420, 2.2, ['#1f4f33', '#2a6640', '#3f8a50', '#5ea35c']) +
      foliage(6, -50, W + 50, 700, 600, 2.8, ['#24583a', '#2f6e45', '#4d9a55', '#7bb86a', '#9ccc7a']) +
      flowers(7, 90, 0, 500, W, 1200, 2.2, ['#ff6f61', '#ffffff', '#ffd166', '#f49ac1']);
    return svgDoc(
      r.shell({ back: '#e3ecd6', left: '#e9efdf', right: '#edf1e3', floor: '#c9a47c', ceiling: '#f6f5ec' }) +
        r.planks('#8c6a48', 0.17, 16) +
        r.window(0.3, 1.5, 0.6, 2.3, garden, { cols: 1, rows: 3 }) +
        r.window(3.5, 4.7, 0.6, 2.3, garden, { cols: 1, rows: 3 }) +
        r.lightPool(0.3, 1.5, 2.8, 4.5, '#f1ffd8', 0.25, 0.4) +
        r.lightPool(3.5, 4.7, 2.8, 4.5, '#f1ffd8', 0.25, 0.4) +
        r.rug(1.3, 3.7, 1.9, 4.2, '#eadfc6', '#7b8f4a') +
        r.art(2.0, 3.0, 1.5, 2.2, day) +
        r.box(1.2, 1.6, 0, 0.55, 4.1, 4.55, { front: '#f2ecdf', top: '#fbf8f1', side: '#ded6c5' }) +
        r.box(3.4, 3.8, 0, 0.55, 4.1, 4.55, { front: '#f2ecdf', top: '#fbf8f1', side: '#ded6c5' }) +
        r.lamp(1.4, 0.55, 4.3, '#fbf3df', '#7b8f4a') +
        r.lamp(3.6, 0.55, 4.3, '#fbf3df', '#7b8f4a') +
        r.bed(1.7, 3.3, 2.5, 4.55, { frame: '#9b7650', headboard: '#7b8f4a', sheet: '#fbf7ee', duvet: '#f7f3e8', duvetShade: '#dcd8c6', pillow: '#d5e3c0', throw: '#7b8f4a' }, { headH: 1.2 }) +
        r.pottedPlant(0.5, 2.2, 1.5, 'monstera', 30, '#c9b48f') +
        r.pottedPlant(4.6, 2.8, 1.8, 'bird', 31, '#e7dcc9') +
        r.fan(2.5, 3.0, 0.35, '#6d5a45') +
        finish('#e8ffc8', 0.06, 0.3),
    );
  },

  'primary-bathroom': () => {
    const r = new Room({ w: 4.2, h: 2.8, d: 3.8, camX: 2.3, eye: 1.5, f: 820, vy: 610 });
    const d = 3.8;
    const mirror = (x: number): string => {
      const [cx, cy] = r.p(x, 1.65, d - 0.01);
      const k = r.scale(d);
      const g = lin([[0, '#eef6f6'], [1, '#b9d2d3']], 0, 0, 1, 1);
      return `${defs(g.def)}${ellipse(cx, cy, 0.36 * k, 0.42 * k, '#b08860')}${ellipse(cx, cy, 0.32 * k, 0.38 * k, g.url)}`;
    };
    const sink = (x: number): string => ellipse(...r.p(x, 0.95, d - 0.3), 0.22 * r.scale(d - 0.3), 0.07 * r.scale(d - 0.3), '#ffffff') + line(r.p(x, 0.9, d - 0.08), r.p(x, 1.15, d - 0.08), '#b08860', 5);
    const glass = lin([[0, '#e6f6f7', 0.35], [0.5, '#ffffff', 0.12], [1, '#d0eef0', 0.3]], 0, 0, 1, 1);
    return svgDoc(
      r.shell({ back: '#e6efed', left: '#d6e4e2', right: '#e4ece9', floor: '#e4dbcc', ceiling: '#f7f6f2' }) +
        r.tiles(0, 4.2, 0.3, d, 0.6, '#c9bda8') +
        r.wallTiles(0, 4.2, 0, 2.8, 0.3, '#c8dad7') +
        r.wallTiles(0.3, d, 0, 2.8, 0.3, '#bcd0cd', 'left') +
        clip(r.side('right', 1.2, 2.9, 1.0, 2.35, '#fff'), seaView(610)) +
        r.side('right', 1.2, 2.9, 1.0, 2.35, 'none', `stroke="#fbf8f2" stroke-width="${n(0.05 * r.scale(2))}"`) +
        r.lightPool(2.0, 4.0, 0.8, 3.0, '#fff4d6', 0.25, 0.2) +
        mirror(1.5) +
        mirror(3.0) +
        r.box(0.9, 3.6, 0.15, 0.86, d - 0.55, d, { front: '#a7794f', top: '#f7f5f0', side: '#8e6440' }) +
        [1.57, 2.25, 2.93].map((x) => line(r.p(x, 0.2, d - 0.55), r.p(x, 0.82, d - 0.55), '#7a5434', 2)).join('') +
        r.box(0.88, 3.62, 0.86, 0.9, d - 0.57, d, { front: '#f2efe8', top: '#fbfaf6', side: '#e6e1d6' }) +
        sink(1.5) +
        sink(3.0) +
        r.pottedPlant(2.25, d - 0.25, 0.6, 'fern', 3, '#ffffff', 0.9) +
        r.rug(1.4, 3.1, 2.3, 3.0, '#f2876b', '#f7e6d6') +
        `${defs(glass.def)}${r.poly([[0.95, 0, 0.9], [0.95, 0, d], [0.95, 2.1, d], [0.95, 2.1, 0.9]], glass.url)}` +
        line(r.p(0.95, 2.1, 0.9), r.p(0.95, 2.1, d), '#9fb4b3', 4) +
        line(r.p(0.95, 0, 0.9), r.p(0.95, 0, d), '#9fb4b3', 3) +
        line(r.p(0.95, 0, 0.9), r.p(0.95, 2.1, 0.9), '#9fb4b3', 6) +
        line(r.p(0.95, 0.4, 1.6), r.p(0.95, 1.6, 2.2), '#ffffff', 10, 'opacity="0.35"') +
        line(r.p(0.95, 0.3, 2.0), r.p(0.95, 1.2, 2.45), '#ffffff', 5, 'opacity="0.3"') +
        ellipse(...r.p(0.45, 2.2, 2.6), 0.16 * r.scale(2.6), 0.05 * r.scale(2.6), '#b08860') +
        line(r.p(0.45, 2.8, 2.6), r.p(0.45, 2.22, 2.6), '#b08860', 5) +
        r.box(4.12, 4.2, 0.9, 0.95, 3.0, 3.6, { front: '#b08860', side: '#b08860' }) +
        r.box(4.02, 4.15, 0.35, 0.93, 3.05, 3.3, { front: '#f2876b', side: '#e0735a' }) +
        r.box(4.02, 4.15, 0.45, 0.93, 3.3, 3.55, { front: '#fbf7ee', side: '#e9e2d4' }) +
        r.box(3.45, 4.15, 0, 0.56, 1.9, 3.4, { front: '#f7f6f2', top: '#ffffff', side: '#e4e1da' }) +
        r.poly([[3.56, 0.56, 2.0], [4.05, 0.56, 2.0], [4.05, 0.56, 3.3], [3.56, 0.56, 3.3]], '#cfe3e2') +
        line(r.p(4.1, 0.56, 3.2), r.p(4.1, 0.85, 3.2), '#b08860', 5) +
        finish('#fff1d6', 0.05, 0.28),
    );
  },

  'backyard-lawn-to-beach': () => {
    const m = day;
    return svgDoc(
      vista({ horizon: 560, mood: m, seed: 31, island: { x: 1320, s: 0.7 }, ridges: [...KUALOA_RIGHT, { x0: -60, x1: 520, height: 140, env: [1, 0.7, 0.3, 0] }], clouds: 12 }) +
        beach({ top: 770, tilt: -40, wave: 20, mood: m, seed: 3 }) +
        lawn({ top: 860, tilt: -30, wave: 36, mood: m, seed: 4 }) +
        adirondack(820, 1040, 0.9, '#f2876b') +
        adirondack(1080, 1030, 0.9, '#9fd8cb') +
        palm(1790, 1010, 1.05, { lean: -0.16, seed: 12, color: '#2e6a3e', highlight: '#8fc46a' }) +
        palm(230, 1200, 1.35, { lean: 0.12, seed: 6, color: '#2b6139', highlight: '#8fc46a' }) +
        palm(520, 900, 0.75, { lean: 0.2, seed: 9, color: '#2f6b3f' }) +
        foliage(21, -40, 520, 1060, 260, 1.8) +
        flowers(22, 30, 0, 1080, 480, 1270, 1.8) +
        foliage(23, 1700, 1960, 1080, 220, 1.6) +
        flowers(24, 16, 1720, 1110, 1920, 1260, 1.6, ['#ffffff', '#ffd166']) +
        finish('#ffe6b0', 0.06, 0.28),
    );
  },

  'kayaks-on-the-sand': () => {
    const m = day;
    const r = { top: 640 };
    const b = blur(16);
    return svgDoc(
      vista({ horizon: 430, mood: m, seed: 41, island: { x: 1500, s: 0.48 }, ridges: [{ x0: 1100, x1: 1980, height: 220, env: [0, 0.5, 0.9, 1] }], clouds: 7 }) +
        beach({ top: r.top, tilt: 60, wave: 28, mood: m, seed: 8 }) +
        `${defs(b.def)}<g opacity="0.18" ${b.attr}>${ellipse(260, 900, 420, 60, '#3b2a1a')}${ellipse(520, 1000, 260, 40, '#3b2a1a')}</g>` +
        kayak(760, 1000, 900, -12, '#f2775a') +
        kayak(1020, 860, 820, -8, '#ffc94a', '#27424e') +
        kayak(1380, 1120, 860, -16, '#2bb3b1') +
        paddle(520, 1210, 980, 1100) +
        paddle(1500, 930, 1860, 990, '#ffc94a') +
        towel(1480, 1090, 320, 96, 6, ['#f2876b', '#ffffff', '#2e8c8c', '#ffffff', '#f2876b']) +
        ellipse(320, 1180, 18, 12, '#f6e7da') +
        ellipse(360, 1200, 12, 8, '#f2c7b3') +
        palm(70, 1080, 1.25, { lean: 0.12, seed: 13, color: '#285c37', highlight: '#8fc46a' }) +
        finish('#ffe3a8', 0.06, 0.26),
    );
  },

  'chinaman-hat-view': () => {
    const m = day;
    return svgDoc(
      vista({ horizon: 720, mood: m, seed: 51, island: { x: 900, s: 1.55 }, ridges: [{ x0: 1050, x1: 1980, height: 460, env: [0, 0.55, 0.85, 1, 0.95] }, { x0: 1380, x1: 1980, height: 300, env: [0, 0.7, 1], near: true }, { x0: -60, x1: 500, height: 110, env: [0.8, 0.5, 0] }], clouds: 10 }) +
        beach({ top: 1130, tilt: 60, wave: 40, mood: m, seed: 14 }) +
        lavaRocks(3, [[120, 1230, 90], [300, 1260, 60], [30, 1180, 70], [1640, 1255, 70]]) +
        palm(1800, 1230, 1.1, { lean: -0.2, seed: 17, color: '#2b6139', highlight: '#8fc46a' }) +
        finish('#ffe6b4', 0.05, 0.26),
    );
  },

  'outdoor-shower': () => {
    const r = new Room({ w: 2.6, h: 2.1, d: 3.0, camX: 1.3, eye: 1.5, f: 760, vy: 620 });
    const d = 3.0;
    const slats = (x: number | null): string => {
      const out: string[] = [];
      for (let i = 0; i <= 22; i++) {
        const t = i / 22;
        out.push(x === null ? line(r.p(t * 2.6, 0, d), r.p(t * 2.6, 2.1, d), '#6e4626', 3) : line(r.p(x, 0, 1 + t * (d - 1)), r.p(x, 2.1, 1 + t * (d - 1)), '#6e4626', 3));
      }
      return `<g opacity="0.7">${out.join('')}</g>`;
    };
    const stones: string[] = [];
    const rnd = rng(77);
    for (let i = 0; i < 320; i++) {
      const x = rnd() * 2.6;
      const z = 1 + rnd() * (d - 1);
      const k = r.scale(z);
      stones.push(ellipse(...r.p(x, 0.01, z), 0.05 * k, 0.05 * k * (1.5 / z) * 0.6, ['#9a948c', '#7c766f', '#b5aea4', '#5f5a55'][i % 4] ?? '#999'));
    }
    const k = r.scale(d - 0.45);
    const [hx, hy] = r.p(1.3, 1.95, d - 0.45);
    const water = Array.from({ length: 30 }, (_, i) => line([hx - 0.12 * k + (i % 15) * 0.017 * k, hy + 8 + (i > 14 ? 40 : 0)], [hx - 0.2 * k + (i % 15) * 0.028 * k, hy + 1.7 * k], '#ffffff', 1.6, 'opacity="0.3"')).join('');
    const towelStripes = ['#f2876b', '#fbf6ec', '#2e8c8c', '#fbf6ec', '#f2876b'].map((c, i) => r.box(2.53, 2.58, 1.05 + i * 0.11, 1.16 + i * 0.11, 1.6, 1.95, { front: c, side: c })).join('');
    return svgDoc(
      sky(day, H) +
        clouds(9, 6, 40, 300, day) +
        palm(1550, 820, 1.15, { lean: -0.12, seed: 19, highlight: '#8fc46a' }) +
        palm(330, 760, 0.95, { lean: 0.18, seed: 20 }) +
        r.poly([[-1, 0, 1], [3.6, 0, 1], [3.6, 0, d], [-1, 0, d]], '#8d877f') +
        stones.join('') +
        r.back(0, 2.6, 0, 2.1, '#b27a4c') + slats(null) +
        r.side('left', 1, d, 0, 2.1, '#a06c42') + slats(0) +
        r.side('right', 1, d, 0, 2.1, '#a87246') + slats(2.6) +
        r.box(0, 2.6, 2.05, 2.12, d - 0.05, d + 0.05, { front: '#7b5334', bottom: '#6a4a2e' }) +
        line(r.p(1.3, 0, d - 0.03), r.p(1.3, 1.95, d - 0.03), '#c07b4a', 0.035 * k) +
        line(r.p(1.3, 1.95, d - 0.03), [hx, hy], '#c07b4a', 0.035 * k) +
        ellipse(...r.p(1.3, 1.2, d - 0.03), 0.06 * k, 0.06 * k, '#b86f3f') +
        ellipse(hx, hy, 0.18 * k, 0.05 * k, '#b86f3f') +
        water +
        r.box(0.2, 0.7, 1.0, 1.04, d - 0.2, d, { front: '#8a5a36', top: '#a8744a' }) +
        ellipse(...r.p(0.35, 1.08, d - 0.1), 0.05 * k, 0.025 * k, '#f5efe4') +
        ellipse(...r.p(0.55, 1.1, d - 0.1), 0.035 * k, 0.05 * k, '#9fd8cb') +
        line(r.p(2.58, 1.62, 1.78), r.p(2.5, 1.62, 1.78), '#5a4634', 6) +
        towelStripes +
        r.box(1.75, 2.1, 0, 0.4, 2.0, 2.3, { front: '#8a5a36', top: '#a8744a', side: '#6f4729' }) +
        r.pottedPlant(0.25, 2.6, 1.3, 'monstera', 40, '#5e574f') +
        r.pottedPlant(2.3, 2.7, 1.0, 'fern', 41, '#5e574f') +
        finish('#ffe2b0', 0.06, 0.3),
    );
  },
  'sunset-over-koolau': () => {
    const m = sunset;
    const canoe = `<path d="M640,960 q130,16 260,0 l-20,14 q-110,10 -220,0Z" fill="#1e1a2c"/>${line([700, 958], [760, 930], '#1e1a2c', 4)}${line([830, 958], [790, 930], '#1e1a2c', 4)}${line([690, 975], [910, 975], '#1e1a2c', 3, 'opacity="0.6"')}`;
    return svgDoc(
      vista({
        horizon: 800,
        mood: m,
        seed: 61,
        sun: [960, 610],
        sunR: 50,
        ridges: [
          { x0: -60, x1: 1980, height: 430, env: [0.8, 1, 0.9, 0.42, 0.7, 0.95, 0.75] },
          { x0: -60, x1: 760, height: 250, env: [1, 0.7, 0.4, 0.1, 0], near: true },
          { x0: 1350, x1: 1980, height: 230, env: [0, 0.5, 1], near: true },
        ],
        clouds: 12,
        cloudTop: 60,
      }) +
        canoe +
        beach({ top: 1150, tilt: -40, wave: 30, mood: m, seed: 2 }) +
        palm(150, 1300, 1.45, { lean: 0.15, color: m.palm, trunk: m.palmTrunk, seed: 22 }) +
        palm(1780, 1300, 1.3, { lean: -0.2, color: m.palm, trunk: m.palmTrunk, seed: 23 }) +
        finish('#ff9a6a', 0.1, 0.4),
    );
  },
  'hero-poster': () => {
    const m = golden;
    return svgDoc(
      vista({ horizon: 720, mood: m, seed: 71, sun: [1600, 500], sunR: 38, island: { x: 1240, s: 0.8 }, ridges: [{ x0: 1000, x1: 1980, height: 400, env: [0, 0.45, 0.8, 1, 0.95] }, { x0: 1520, x1: 1980, height: 260, env: [0, 0.7, 1], near: true }, { x0: -60, x1: 640, height: 110, env: [0.9, 0.6, 0.2, 0] }], clouds: 6, cloudTop: 90 }) +
        beach({ top: 1090, tilt: -70, wave: 24, mood: m, seed: 12 }) +
        palm(1700, 1160, 1.3, { lean: -0.22, color: m.palm, trunk: m.palmTrunk, seed: 31 }) +
        palm(1880, 1120, 1.0, { lean: -0.1, color: m.palm, trunk: m.palmTrunk, seed: 32 }) +
        palm(-80, 1250, 1.5, { lean: 0.25, color: '#1b2a22', trunk: '#2a2119', seed: 33 }) +
        textScrim(0, 1350, 0.5) +
        lanaiFrame() +
        finish('#ffc070', 0.1, 0.34, [W * 0.45, H * 0.5]),
    );
  },
  'og-image': () => {
    const m = golden;
    const r = new Room({ w: 6, h: 3.3, d: 2.8, camX: 3, eye: 1.45, f: 950, vy: 640 });
    const sunG = rad([[0, '#ffd58a', 0.35], [1, '#ffd58a', 0]], 1500, 560, 700);
    return svgDoc(
      vista({ horizon: 640, mood: m, seed: 81, sun: [1500, 520], sunR: 38, island: { x: 760, s: 0.85 }, ridges: [{ x0: -60, x1: 1060, height: 360, env: [1, 0.95, 0.8, 0.5, 0.1, 0] }, { x0: -60, x1: 520, height: 220, env: [1, 0.6, 0] , near: true }], clouds: 8 }) +
        palm(1700, 1000, 1.2, { lean: -0.2, color: m.palm, trunk: m.palmTrunk, seed: 41 }) +
        palm(120, 960, 1.0, { lean: 0.2, color: m.palm, trunk: m.palmTrunk, seed: 42 }) +
        r.lanai({ ...deckColors, deck: '#8e6444' }, { posts: [0.2, 5.8] }) +
        r.pottedPlant(0.5, 2.3, 1.6, 'bird', 44, '#c96f4a') +
        r.pottedPlant(5.5, 2.4, 1.3, 'broad', 45, '#e0cfb2') +
        `${defs(sunG.def)}<rect width="${W}" height="${H}" fill="${sunG.url}"/>` +
        finish('#ffc070', 0.1, 0.36),
    );
  },
};
