import { describe, expect, it } from 'vitest';
import {
  ALT_REQUIRED,
  NOT_READY,
  REFUSED_NOT_IMAGE,
  REFUSED_TOO_MANY_PIXELS,
  REFUSED_TOO_SMALL,
  dropAt,
  encodedFiles,
  imageRefusal,
  moveBy,
  progressPercent,
  publishRefusal,
  tooLargeMessage,
} from './photo-upload.rules';

describe('imageRefusal', () => {
  it('accepts JPEG, PNG and WebP at a usual size', () => {
    for (const format of ['jpeg', 'png', 'webp']) expect(imageRefusal({ format, width: 4000, height: 3000 })).toBeNull();
  });
  it('refuses other formats and files without dimensions', () => {
    expect(imageRefusal({ format: 'gif', width: 800, height: 600 })).toBe(REFUSED_NOT_IMAGE);
    expect(imageRefusal({ format: 'svg', width: 800, height: 600 })).toBe(REFUSED_NOT_IMAGE);
    expect(imageRefusal({ format: 'heif', width: 800, height: 600 })).toBe(REFUSED_NOT_IMAGE);
    expect(imageRefusal({ format: 'jpeg' })).toBe(REFUSED_NOT_IMAGE);
    expect(imageRefusal({})).toBe(REFUSED_NOT_IMAGE);
  });
  it('refuses a decompression bomb and a tiny image', () => {
    expect(imageRefusal({ format: 'png', width: 100_000, height: 100_000 })).toBe(REFUSED_TOO_MANY_PIXELS);
    expect(imageRefusal({ format: 'png', width: 8000, height: 6251 })).toBe(REFUSED_TOO_MANY_PIXELS);
    expect(imageRefusal({ format: 'png', width: 8000, height: 6250 })).toBeNull();
    expect(imageRefusal({ format: 'jpeg', width: 199, height: 600 })).toBe(REFUSED_TOO_SMALL);
  });
  it('names the size cap in megabytes', () => {
    expect(tooLargeMessage(25 * 1024 * 1024)).toBe('This file is over 25 MB.');
  });
});

describe('encodedFiles', () => {
  it('lists every gallery width in AVIF and WebP', () => {
    const files = encodedFiles('upload-ab');
    expect(files).toHaveLength(14);
    expect(files[0]).toEqual({ width: 320, format: 'avif', key: 'photos/upload-ab-320.avif' });
    expect(files.at(-1)).toEqual({ width: 1920, format: 'webp', key: 'photos/upload-ab-1920.webp' });
  });
});

describe('progressPercent', () => {
  it('counts whole percent and stays within 0–100', () => {
    expect(progressPercent(0, 15)).toBe(0);
    expect(progressPercent(7, 15)).toBe(46);
    expect(progressPercent(15, 15)).toBe(100);
    expect(progressPercent(20, 15)).toBe(100);
  });
});

describe('publishRefusal', () => {
  it('needs the sizes and alt text', () => {
    expect(publishRefusal({ alt: 'Lanai at sunset', ready: false })).toBe(NOT_READY);
    expect(publishRefusal({ alt: '   ', ready: true })).toBe(ALT_REQUIRED);
    expect(publishRefusal({ alt: 'Lanai at sunset', ready: true })).toBeNull();
  });
});

describe('reordering', () => {
  it('moves one photo up or down, clamped at the ends', () => {
    expect(moveBy([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moveBy([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveBy([1, 2, 3], 1, 5)).toEqual([2, 3, 1]);
    expect(moveBy([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });
  it('drops dragged photos before or after another', () => {
    expect(dropAt([1, 2, 3, 4], [4], 1, 'before')).toEqual([4, 1, 2, 3]);
    expect(dropAt([1, 2, 3, 4], [1, 2], 3, 'after')).toEqual([3, 1, 2, 4]);
    expect(dropAt([1, 2, 3], [2], 2, 'after')).toEqual([1, 2, 3]);
  });
});
