import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** Every file under an upload storage's root, relative to it, sorted. */
export const filesIn = (root: string): string[] =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();

/** A small real JPEG carrying GPS coordinates in its EXIF. */
export const jpegWithGps = () =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: '#2a8fbd' } })
    .withExif({ IFD0: { Artist: 'Test camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 25/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '157/1 48/1 0/1' } })
    .jpeg()
    .toBuffer();

/** A real PNG whose header claims 20,000 × 20,000 pixels (a decompression bomb's shape), its checksum fixed. */
export async function pixelBomb(): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 300, height: 300, channels: 3, background: '#000' } }).png().toBuffer());
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
