import { randomBytes } from 'node:crypto';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import busboy from 'busboy';
import sharp, { type Metadata } from 'sharp';
import { refusalOf } from '../../../shared/auth/permissions';
import { SETUP_REQUIRED_MESSAGE } from '../../../shared/auth/sign-in-factors.schemas';
import { imageRefusal, tooLargeMessage, REFUSED_NOT_IMAGE } from '../../../shared/property/photo-upload.rules';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ATTRACTION_IMAGE_ALT_REQUIRED, attractionImageAlt } from '../../../shared/property/attraction-image-admin.schemas';
import type { Orm } from '../../db/orm';
import { log } from '../../logger';
import { runAsActor } from '../../platform/audit/audit-actor';
import type { Context } from '../../trpc/context';
import { createUploadedAttractionImage } from './attraction-images.service';
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

/**
 * Streams the one file of a multipart body into storage under `key`, never holding it whole; refuses past `maxBytes`.
 * Answers the short text fields sent before it (at most `fields` of them).
 */
function receiveFile(req: Request, storage: FileStorage, key: string, maxBytes: number, fields: number): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    const values: Record<string, string> = {};
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes, fields, fieldSize: 4096, parts: fields + 2 } });
    } catch {
      reject(new Refusal(400, 'Send the photo as multipart/form-data.'));
      return;
    }
    let saving: Promise<void> | null = null;
    let tooLarge = false;
    parser.on('field', (name, value) => {
      values[name] = value;
    });
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
        () => (tooLarge ? reject(new Refusal(413, tooLargeMessage(maxBytes))) : resolve(values)),
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

/** Where an upload lands: its own permission, what it reads from the address, and the row and job it makes. */
interface UploadTarget {
  /** The procedure whose permission the upload needs (the permission table's row). */
  permissionOf: string;
  /** How many text fields may come before the file. */
  fields: number;
  /** Reads the address before the body (a refusal is thrown as a Refusal). */
  parse: (req: Request) => unknown;
  /** Inside the upload's transaction, once the file is in storage and checked: the row, its job, the answer. */
  accept: (tx: EntityManager, upload: { slug: string; originalKey: string; fields: Record<string, string>; parsed: unknown }) => Promise<object>;
}

const idParam = (raw: unknown, refusal: string): number | null => {
  if (raw === undefined) return null;
  if (typeof raw === 'string' && /^\d{1,9}$/.test(raw)) return Number(raw);
  throw new Refusal(400, refusal);
};

/** Content → Photos: a new gallery photo, or with `?replace=<photo id>` a new image for that photo. */
const PHOTO_UPLOAD: UploadTarget = {
  permissionOf: UPLOAD_PERMISSION_OF,
  fields: 0,
  parse: (req) => idParam(req.query.replace, 'Choose the photo to replace.'),
  async accept(tx, { slug, originalKey, parsed }) {
    const photoId = await createUploadedPhoto(tx, { slug, replaceId: parsed as number | null });
    if (photoId === null) throw new Refusal(404, 'That photo no longer exists.');
    return { photoId, jobId: await enqueuePhotoJob(tx, { kind: 'photo', targetId: photoId, originalKey, targetSlug: slug }) };
  },
};

/** Content → Nearby attractions: an image of the attraction with its alt text (field `alt`), or `?replace=<image id>`. */
const ATTRACTION_IMAGE_UPLOAD: UploadTarget = {
  permissionOf: 'admin.attractionImages.update',
  fields: 1,
  parse: (req) => ({
    attractionId: idParam(req.params.attractionId, 'Choose the attraction.'),
    replaceId: idParam(req.query.replace, 'Choose the image to replace.'),
  }),
  async accept(tx, { slug, originalKey, fields, parsed }) {
    const { attractionId, replaceId } = parsed as { attractionId: number; replaceId: number | null };
    const alt = attractionImageAlt.safeParse(fields.alt ?? '');
    if (!alt.success) throw new Refusal(400, alt.error.issues[0]?.message ?? ATTRACTION_IMAGE_ALT_REQUIRED);
    const imageId = await createUploadedAttractionImage(tx, { attractionId, slug, alt: alt.data, replaceId });
    if (imageId === null) throw new Refusal(404, replaceId === null ? 'That attraction no longer exists.' : 'That image no longer exists.');
    return { imageId, jobId: await enqueuePhotoJob(tx, { kind: 'attractionImage', targetId: imageId, originalKey, targetSlug: slug }) };
  },
};

/**
 * One upload, whatever it is for: the session, the permission and the sign-in requirement checked before the body is
 * read; the file streamed into storage with the size cap and checked for what it really is; then the target's row and
 * its encoding job in one audited transaction. Answers 201 at once; a refused file leaves nothing in storage.
 */
function uploadHandler(target: UploadTarget, options: UploadRouteOptions) {
  return async (req: Request, res: Response, next: NextFunction) => {
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
      const refusal = refusalOf(ctx.user.role, target.permissionOf);
      if (refusal) return early(403, refusal);
      if (ctx.user.securitySetupRequired) return early(403, SETUP_REQUIRED_MESSAGE);
      let parsed: unknown;
      try {
        parsed = target.parse(req);
      } catch (error) {
        if (error instanceof Refusal) return early(error.status, error.message);
        throw error;
      }
      const { maxFileBytes } = ctx.config.uploads;
      storage = ctx.config.uploads.storage;
      const slug = `upload-${randomBytes(8).toString('hex')}`;
      key = `incoming/${slug}`;
      const fields = await receiveFile(req, storage, key, maxFileBytes, target.fields);
      await checkImage(storage, key);
      const user = ctx.user;
      const originalKey = key;
      const answer = await runAsActor({ userId: user.id, name: user.name, ip: ctx.clientKey }, () =>
        options.orm.em.fork().transactional((tx) => target.accept(tx, { slug, originalKey, fields, parsed })),
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
  };
}

interface UploadRouteOptions {
  orm: Orm;
  limit: RequestHandler;
  createContext: (req: Request, res: Response) => Promise<Context>;
  jobs: PhotoJobs;
}

/**
 * POST /api/admin/uploads (multipart/form-data, one file named `file`): a photo for Content → Photos, or with
 * `?replace=<photo id>` a new image for that photo; answers 201 { photoId, jobId }.
 * POST /api/admin/uploads/attractions/:attractionId (the field `alt`, then the file): an image of that attraction, or
 * with `?replace=<image id>` a new image for that one; answers 201 { imageId, jobId }.
 * The encoding runs as a job (admin.photos.list and admin.attractionImages.list show its progress).
 */
export function mountUploadRoutes(app: Express, options: UploadRouteOptions): void {
  app.post(UPLOAD_PATH, options.limit, uploadHandler(PHOTO_UPLOAD, options));
  app.post(`${UPLOAD_PATH}/attractions/:attractionId`, options.limit, uploadHandler(ATTRACTION_IMAGE_UPLOAD, options));
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
