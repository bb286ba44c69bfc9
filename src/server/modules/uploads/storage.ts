import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live, by key ("photos/upload-ab12-640.webp"). Every server process reads the same
 * storage (a shared folder, or object storage behind another adapter), never its own memory or a temp folder.
 */
export interface FileStorage {
  /** Writes the whole stream under `key` (replacing any file there); rejects, leaving nothing, if the stream fails. */
  put: (key: string, body: Readable | Buffer) => Promise<void>;
  /** The file's bytes as a stream, or null when there is none. */
  get: (key: string) => Promise<Readable | null>;
  delete: (key: string) => Promise<void>;
  exists: (key: string) => Promise<boolean>;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** A key names a file below the root: lower-case names, no `..`, no absolute path. */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`not a storage key: ${key}`);
}

/** The local-disk adapter: files under `root` (./data/uploads by default; UPLOADS_DIR). */
export function createDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed into place would be atomic; a partial file is removed on failure instead.
      try {
        if (Buffer.isBuffer(body)) await pipeline(async function* () {
          yield body;
        }, createWriteStream(file));
        else await pipeline(body, createWriteStream(file));
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      try {
        if (!(await stat(file)).isFile()) return null;
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
  };
}

/** Upload settings every server process shares. */
export interface UploadSettings {
  storage: FileStorage;
  /** Bytes a file at most (25 MB unless UPLOAD_MAX_MB says otherwise; tests set a small cap). */
  maxFileBytes: number;
}

declare module '../../trpc/context' {
  interface ServerConfig {
    /** Uploaded photos' storage and size cap (Content → Photos). */
    uploads: UploadSettings;
  }
}
