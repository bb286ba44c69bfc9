/**
 * The few pixel operations the hero loop needs, on raw buffers: cheaper per
 * frame than asking an SVG renderer to draw hundreds of shapes again.
 * Frames are opaque RGB; layers are premultiplied RGBA.
 */

export interface Layer {
  /** Premultiplied RGBA. */
  data: Uint8Array;
  width: number;
  height: number;
  /** Where the layer's top-left corner sits in the frame. */
  left: number;
  top: number;
}

/** Straight RGBA (as sharp hands it out) to a premultiplied full-frame layer. */
export function toLayer(rgba: Uint8Array, width: number, height: number): Layer {
  const data = new Uint8Array(rgba.length);
  for (let i = 0; i < rgba.length; i += 4) {
    const a = rgba[i + 3] as number;
    data[i] = ((rgba[i] as number) * a + 127) / 255;
    data[i + 1] = ((rgba[i + 1] as number) * a + 127) / 255;
    data[i + 2] = ((rgba[i + 2] as number) * a + 127) / 255;
    data[i + 3] = a;
  }
  return { data, width, height, left: 0, top: 0 };
}

/** The smallest part of a layer holding every visible pixel (a sprite to move around). */
export function cropToContent(layer: Layer): Layer {
  let x0 = layer.width;
  let y0 = layer.height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < layer.height; y++) {
    for (let x = 0; x < layer.width; x++) {
      if ((layer.data[(y * layer.width + x) * 4 + 3] as number) === 0) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  if (x1 < 0) return { data: new Uint8Array(0), width: 0, height: 0, left: 0, top: 0 };
  const width = x1 - x0 + 1;
  const height = y1 - y0 + 1;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const from = ((y0 + y) * layer.width + x0) * 4;
    data.set(layer.data.subarray(from, from + width * 4), y * width * 4);
  }
  return { data, width, height, left: layer.left + x0, top: layer.top + y0 };
}

/** Only the alpha channel of straight RGBA, for layers drawn in a single colour. */
export function coverageOf(rgba: Uint8Array): Uint8Array {
  const out = new Uint8Array(rgba.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = rgba[i * 4 + 3] as number;
  return out;
}

/** Paints `layer` over the RGB `frame`, moved right by `dx` pixels (fractions blend two columns). */
export function paintOver(frame: Uint8Array, frameWidth: number, frameHeight: number, layer: Layer, dx = 0): void {
  const whole = Math.floor(dx);
  const frac = dx - whole;
  const wNext = Math.round(frac * 256);
  const wHere = 256 - wNext;
  for (let y = 0; y < layer.height; y++) {
    const fy = layer.top + y;
    if (fy < 0 || fy >= frameHeight) continue;
    const row = y * layer.width * 4;
    // Column x of the frame takes (1 - frac) of sprite column sx and frac of sx - 1.
    for (let sx = 0; sx <= layer.width; sx++) {
      const fx = layer.left + whole + sx;
      if (fx < 0 || fx >= frameWidth) continue;
      const here = sx < layer.width ? row + sx * 4 : -1;
      const prev = sx > 0 ? row + (sx - 1) * 4 : -1;
      const a = ((here >= 0 ? (layer.data[here + 3] as number) * wHere : 0) + (prev >= 0 ? (layer.data[prev + 3] as number) * wNext : 0)) >> 8;
      if (a === 0) continue;
      const o = (fy * frameWidth + fx) * 3;
      const keep = 255 - a;
      for (let c = 0; c < 3; c++) {
        const src = ((here >= 0 ? (layer.data[here + c] as number) * wHere : 0) + (prev >= 0 ? (layer.data[prev + c] as number) * wNext : 0)) >> 8;
        frame[o + c] = src + (((frame[o + c] as number) * keep + 127) / 255);
      }
    }
  }
}

/** Paints a full-frame layer over the frame (the common, unmoved case, kept fast). */
export function paintFull(frame: Uint8Array, layer: Layer): void {
  const d = layer.data;
  for (let p = 0, o = 0; p < d.length; p += 4, o += 3) {
    const a = d[p + 3] as number;
    if (a === 0) continue;
    if (a === 255) {
      frame[o] = d[p] as number;
      frame[o + 1] = d[p + 1] as number;
      frame[o + 2] = d[p + 2] as number;
      continue;
    }
    const keep = 255 - a;
    frame[o] = (d[p] as number) + (((frame[o] as number) * keep + 127) / 255);
    frame[o + 1] = (d[p + 1] as number) + (((frame[o + 1] as number) * keep + 127) / 255);
    frame[o + 2] = (d[p + 2] as number) + (((frame[o + 2] as number) * keep + 127) / 255);
  }
}

/** a * (1 - t) + b * t into `out`; both frames are opaque, so a plain mix is a true cross-fade. */
export function mix(out: Uint8Array, a: Uint8Array, b: Uint8Array, t: number): void {
  const wb = Math.round(t * 256);
  const wa = 256 - wb;
  for (let i = 0; i < out.length; i++) out[i] = ((a[i] as number) * wa + (b[i] as number) * wb + 128) >> 8;
}

/**
 * Paints one colour over rows `fromRow`.. of the frame with `coverage` (0..255
 * per pixel, may exceed 255 where marks overlap: clamped), each row moved
 * sideways by `shift(row)` pixels.
 */
export function paintCoverage(
  frame: Uint8Array,
  frameWidth: number,
  coverage: Float32Array,
  fromRow: number,
  color: readonly [number, number, number],
  shift: (row: number) => number,
): void {
  const rows = coverage.length / frameWidth;
  for (let r = 0; r < rows; r++) {
    const row = fromRow + r;
    const dx = shift(row);
    const whole = Math.floor(dx);
    const frac = dx - whole;
    const base = r * frameWidth;
    for (let x = 0; x < frameWidth; x++) {
      // Frame column x shows coverage column x - dx.
      const sx = x - whole;
      const c0 = sx >= 0 && sx < frameWidth ? (coverage[base + sx] as number) : 0;
      const c1 = sx - 1 >= 0 && sx - 1 < frameWidth ? (coverage[base + sx - 1] as number) : 0;
      const a = Math.min(255, c0 * (1 - frac) + c1 * frac) / 255;
      if (a <= 0.002) continue;
      const o = (row * frameWidth + x) * 3;
      frame[o] = (frame[o] as number) + (color[0] - (frame[o] as number)) * a + 0.5;
      frame[o + 1] = (frame[o + 1] as number) + (color[1] - (frame[o + 1] as number)) * a + 0.5;
      frame[o + 2] = (frame[o + 2] as number) + (color[2] - (frame[o + 2] as number)) * a + 0.5;
    }
  }
}

/** Per-channel lookup for a solid colour laid over everything with the CSS soft-light blend at `opacity`. */
export function softLightTables(color: readonly [number, number, number], opacity: number): [Uint8Array, Uint8Array, Uint8Array] {
  const table = (source: number): Uint8Array => {
    const cs = source / 255;
    const out = new Uint8Array(256);
    for (let v = 0; v < 256; v++) {
      const cb = v / 255;
      let blended: number;
      if (cs <= 0.5) {
        blended = cb - (1 - 2 * cs) * cb * (1 - cb);
      } else {
        const d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : Math.sqrt(cb);
        blended = cb + (2 * cs - 1) * (d - cb);
      }
      out[v] = Math.round(255 * ((1 - opacity) * cb + opacity * blended));
    }
    return out;
  };
  return [table(color[0]), table(color[1]), table(color[2])];
}

export function applyTables(frame: Uint8Array, tables: readonly [Uint8Array, Uint8Array, Uint8Array]): void {
  const [r, g, b] = tables;
  for (let o = 0; o < frame.length; o += 3) {
    frame[o] = r[frame[o] as number] as number;
    frame[o + 1] = g[frame[o + 1] as number] as number;
    frame[o + 2] = b[frame[o + 2] as number] as number;
  }
}

export function hexColor(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1, 7), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}
