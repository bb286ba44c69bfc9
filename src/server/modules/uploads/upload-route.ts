import { randomBytes } from 'node:crypto';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import busboy from 'busboy';
import sharp, { type Metadata } from 'sharp';
import { refusalOf } from '../../../shared/auth/permissions';
import { SETUP_REQUIRED_MESSAGE } from '../../../shared/auth/sign-in-factors.schemas';
import { imageRefusal, tooLargeMessage, REFUSED_NOT_IMAGE } from '../../../shared/property/photo-upload.rules';
import type { Orm } from '../../db/orm';
import { log } from '../../logger';
import { runAsActor } from '../../platform/audit/audit-actor';
import type { Context } from '../../trpc/context';
import { createUploadedPhoto } from './photos.service';
import { enqueuePhotoJob, type PhotoJobs } from './photo-jobs';
import type { FileStorage } from './storage';

/** The procedure whose permission an upload needs: adding a photo is editing content (staff and owner). */
export const UPLOAD_PERMISSION_OF = 'admin.photos.update';
export const UPLOAD_PATH = '/api/admin/uploads';
const UPLOADED_FILE = /^(upload-[a-f0-9]{16})-(\d{3,4})\.(avif|webp)$/;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const refuse = (res: Response, status: number, message: string) => {
  res.status(status).json({ code: status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 403 ? 'FORBIDDEN' : status === 401 ? 'UNAUTHORIZED' : 'BAD_REQUEST', message });
};

/** Streams the one file of a multipart body into storage under `key`, never holding it whole; refuses past `maxBytes`. */
function receiveFile(req: Request, storage: FileStorage, key: string, maxBytes: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes, fields: 0, parts: 2 } });
    } catch {
      reject(new Refusal(400, 'Send the photo as multipart/form-data.'));
      return;
    }
    let saving: Promise<void> | null = null;
    let tooLarge = false;
    parser.on('file', (_name, stream) => {
      stream.on('limit', () => {
        tooLarge = true;
      });
      saving = storage.put(key, stream);
    });
    parser.on('error', (error) => reject(error instanceof Error ? error : new Error(String(error))));
    parser.on('close', () => {
      if (!saving) {
        reject(new Refusal(400, 'Choose a photo to upload.'));
        return;
      }
      saving.then(
        () => (tooLarge ? reject(new Refusal(413, tooLargeMessage(maxBytes))) : resolve()),
        (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
      );
    });
    req.on('aborted', () => reject(new Refusal(400, 'The upload was cut off.')));
    req.pipe(parser);
  });
}

/** Reads the header of what arrived: a real JPEG, PNG or WebP of sane pixel size, whatever its name said. */
async function checkImage(storage: FileStorage, key: string): Promise<void> {
  const stream = await storage.get(key);
  if (!stream) throw new Refusal(400, REFUSED_NOT_IMAGE);
  // Only the header is read here: its stated size is judged below rather than refused as unreadable.
  const reader = sharp({ limitInputPixels: false });
  stream.pipe(reader);
  let meta: Metadata;
  try {
    meta = await reader.metadata();
  } catch {
    throw new Refusal(422, REFUSED_NOT_IMAGE);
  } finally {
    stream.destroy();
  }
  const refusal = imageRefusal(meta);
  if (refusal) throw new Refusal(422, refusal);
}

/**
 * POST /api/admin/uploads (multipart/form-data, one file named `file`): a photo for Content → Photos, or with
 * `?replace=<photo id>` a new image for that photo. Answers 201 { photoId, jobId } at once; the encoding runs as
 * a job (admin.photos.list shows its progress). A refused file leaves nothing in storage.
 */
export function mountUploadRoutes(
  app: Express,
  options: { orm: Orm; limit: RequestHandler; createContext: (req: Request, res: Response) => Promise<Context>; jobs: PhotoJobs },
): void {
  app.post(UPLOAD_PATH, options.limit, async (req: Request, res: Response, next: NextFunction) => {
    let key: string | null = null;
    let storage: FileStorage | null = null;
    // Refused before the body is read: read it away, so the client hears the answer rather than a reset.
    const early = (status: number, message: string) => {
      req.resume();
      refuse(res, status, message);
    };
    try {
      const ctx = await options.createContext(req, res);
      if (!ctx.user) return early(401, 'Please sign in to continue.');
      const refusal = refusalOf(ctx.user.role, UPLOAD_PERMISSION_OF);
      if (refusal) return early(403, refusal);
      if (ctx.user.securitySetupRequired) return early(403, SETUP_REQUIRED_MESSAGE);
      const replaceRaw = req.query.replace;
      const replaceId = typeof replaceRaw === 'string' && /^\d{1,9}$/.test(replaceRaw) ? Number(replaceRaw) : replaceRaw === undefined ? null : NaN;
      if (Number.isNaN(replaceId)) return early(400, 'Choose the photo to replace.');
      const { maxFileBytes } = ctx.config.uploads;
      storage = ctx.config.uploads.storage;
      const slug = `upload-${randomBytes(8).toString('hex')}`;
      key = `incoming/${slug}`;
      await receiveFile(req, storage, key, maxFileBytes);
      await checkImage(storage, key);
      const user = ctx.user;
      const originalKey = key;
      const answer = await runAsActor({ userId: user.id, name: user.name, ip: ctx.clientKey }, () =>
        options.orm.em.fork().transactional(async (tx) => {
          const photoId = await createUploadedPhoto(tx, { slug, replaceId });
          if (photoId === null) throw new Refusal(404, 'That photo no longer exists.');
          return { photoId, jobId: await enqueuePhotoJob(tx, { photoId, originalKey, targetSlug: slug }) };
        }),
      );
      key = null;
      res.status(201).json(answer);
      options.jobs.poke();
    } catch (error) {
      if (key && storage) await storage.delete(key).catch((cleanup: unknown) => log.error('upload cleanup failed', cleanup));
      if (error instanceof Refusal) {
        if (!res.headersSent) refuse(res, error.status, error.message);
        return;
      }
      next(error);
    }
  });
}

/**
 * GET /photos/upload-…-<width>.<avif|webp>: an uploaded photo's sizes, from the shared storage, at the same addresses
 * as the generated photos (so photoUrl() and the gallery need not know which is which). Names are random and never
 * reused, so they are cached for good.
 */
export function mountUploadedPhotos(app: Express, storage: FileStorage): void {
  app.get('/photos/:file', async (req: Request, res: Response, next: NextFunction) => {
    const file = String(req.params.file);
    const match = UPLOADED_FILE.exec(file);
    if (!match) return next();
    try {
      const stream = await storage.get(`photos/${file}`);
      if (!stream) return next();
      res.setHeader('content-type', match[3] === 'avif' ? 'image/avif' : 'image/webp');
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      stream.on('error', next);
      stream.pipe(res);
    } catch (error) {
      next(error);
    }
  });
}
