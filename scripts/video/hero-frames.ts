/**
 * Renders the hero loop frame by frame. sharp rasterises each SVG part once;
 * per frame only pixels move: clouds slide, the water's highlights sway and
 * change brightness, and the still layers are painted over them.
 */
import sharp from 'sharp';
import {
  HIGHLIGHT_COLOR,
  VIDEO_HEIGHT,
  VIDEO_WIDTH,
  WARM_WASH,
  WATER_TOP_ROW,
  cloudParts,
  frontLayer,
  highlightSets,
  landLayer,
  skyLayer,
  swellOffset,
  vignetteLayer,
} from './hero-loop-scene.js';
import { applyTables, coverageOf, cropToContent, hexColor, mix, paintCoverage, paintFull, paintOver, softLightTables, toLayer, type Layer } from './raster.js';

/** Bytes in one raw RGB frame. */

async function rasterise(svg: string): Promise<Uint8Array> {
  const data = await sharp(Buffer.from(svg), { density: 72 }).ensureAlpha().raw().toBuffer();
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}

/** Runs `work` over `items` two at a time (one per core) and keeps the order. */
async function inPairs<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += 2) out.push(...(await Promise.all(items.slice(i, i + 2).map(work))));
  return out;
}

export interface FrameSource {
  count: number;
  /** Frame `index` as raw RGB (VIDEO_WIDTH x VIDEO_HEIGHT). */
  frame(index: number): Uint8Array;
}

/** Prepares `count` frames spanning one loop; frame `count` would equal frame 0. */
export async function heroFrames(count: number): Promise<FrameSource> {
  const W = VIDEO_WIDTH;
  const H = VIDEO_HEIGHT;
  const clouds = cloudParts();
  const sets = highlightSets();
  const [skyRgba, land, front, vignette, ...rest] = await inPairs(
    [skyLayer(), landLayer(), frontLayer(), vignetteLayer(), ...clouds.map((c) => c.svg), ...sets.map((s) => s.svg)],
    rasterise,
  );
  const sky = new Uint8Array(W * H * 3);
  paintFull(sky, toLayer(skyRgba as Uint8Array, W, H));
  const layers = { land: toLayer(land as Uint8Array, W, H), front: toLayer(front as Uint8Array, W, H), vignette: toLayer(vignette as Uint8Array, W, H) };
  const sprites: { layer: Layer; drift: number }[] = clouds.map((cloud, i) => ({
    layer: cropToContent(toLayer(rest[i] as Uint8Array, W, H)),
    drift: cloud.drift,
  }));
  // Only open water has highlights: keep just those rows of each set.
  const waterRows = H - WATER_TOP_ROW;
  const coverages = sets.map((_, i) => coverageOf(rest[clouds.length + i] as Uint8Array).subarray(WATER_TOP_ROW * W));
  const highlight = hexColor(HIGHLIGHT_COLOR);
  const warm = softLightTables(hexColor(WARM_WASH.color), WARM_WASH.opacity);

  const skyA = new Uint8Array(sky.length);
  const skyB = new Uint8Array(sky.length);
  const coverage = new Float32Array(waterRows * W);
  const skyWithClouds = (out: Uint8Array, offset: number): void => {
    out.set(sky);
    for (const sprite of sprites) paintOver(out, W, H, sprite.layer, sprite.drift * offset);
  };

  return {
    count,
    frame(index: number): Uint8Array {
      const phase = (index % count) / count;
      // Clouds drift right all loop long: the copy that has drifted fades out
      // while one that starts a full drift behind fades in, so the loop closes.
      skyWithClouds(skyA, phase);
      skyWithClouds(skyB, phase - 1);
      const frame = new Uint8Array(sky.length);
      mix(frame, skyA, skyB, phase);
      paintFull(frame, layers.land);
      coverage.fill(0);
      sets.forEach((set, k) => {
        const weight = set.weight(phase);
        const source = coverages[k] as Uint8Array;
        for (let i = 0; i < coverage.length; i++) coverage[i] = (coverage[i] as number) + (source[i] as number) * weight;
      });
      paintCoverage(frame, W, coverage, WATER_TOP_ROW, highlight, (row) => swellOffset(row, phase));
      paintFull(frame, layers.front);
      applyTables(frame, warm);
      paintFull(frame, layers.vignette);
      return frame;
    },
  };
}
