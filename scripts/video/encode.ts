/**
 * Streams raw RGB frames into one ffmpeg process that writes both hero files:
 * WebM (VP9) for browsers that take it, MP4 (H.264) for the rest. No audio.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import ffmpeg from '@ffmpeg-installer/ffmpeg';

export interface EncodeOptions {
  width: number;
  height: number;
  fps: number;
  frames: number;
  frame: (index: number) => Uint8Array;
  webm: string;
  mp4: string;
}

// Tagged BT.709 so browsers convert the colours back as the poster image shows them.
const COLOUR = ['-vf', 'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p', '-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709'];

export function ffmpegArgs(o: Omit<EncodeOptions, 'frame' | 'frames'>): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-s',
    `${o.width}x${o.height}`,
    '-r',
    String(o.fps),
    '-i',
    'pipe:0',
    // VP9 at constant quality; row-mt and tiles keep both cores busy.
    ...COLOUR,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '40',
    '-deadline',
    'good',
    '-cpu-used',
    '4',
    '-row-mt',
    '1',
    '-tile-columns',
    '2',
    '-an',
    o.webm,
    // H.264 that every browser and phone plays, moov atom first so playback starts early.
    ...COLOUR,
    '-c:v',
    'libx264',
    '-preset',
    'medium',
    '-crf',
    '28',
    '-profile:v',
    'high',
    '-movflags',
    '+faststart',
    '-an',
    o.mp4,
  ];
}

export async function encode(o: EncodeOptions): Promise<void> {
  const child = spawn(ffmpeg.path, ffmpegArgs(o), { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  try {
    for (let i = 0; i < o.frames; i++) {
      if (!child.stdin.write(o.frame(i))) await Promise.race([once(child.stdin, 'drain'), exited]);
      if (child.exitCode !== null) break;
    }
  } finally {
    child.stdin.end();
  }
  const code = await exited;
  if (code !== 0) throw new Error(`ffmpeg exited with ${code}: ${stderr.trim()}`);
}
