import type { ZodType } from 'zod';
import { attractionUploadAnswerSchema, type AttractionUploadAnswer } from '../../../shared/property/attraction-image-admin.schemas';
import { uploadAnswerSchema, type UploadAnswer } from '../../../shared/property/photo-admin.schemas';

const UPLOAD_PATH = '/api/admin/uploads';

/** The upload route (POST /api/admin/uploads); `?replace=<id>` gives a photo a new image. */
export function uploadPath(replaceId?: number): string {
  return replaceId === undefined ? UPLOAD_PATH : `${UPLOAD_PATH}?replace=${replaceId}`;
}

/** An attraction's images (POST /api/admin/uploads/attractions/:id); `?replace=<image id>` gives one a new image. */
export function attractionUploadPath(attractionId: number, replaceId?: number): string {
  const path = `${UPLOAD_PATH}/attractions/${attractionId}`;
  return replaceId === undefined ? path : `${path}?replace=${replaceId}`;
}

/**
 * Sends one file (after any text fields) as multipart/form-data through XMLHttpRequest, whose upload events give the
 * progress (fetch has none), and resolves with the route's answer; rejects with the server's sentence.
 */
function sendUpload<T>(path: string, file: File, fields: Record<string, string>, answer: ZodType<T>, onProgress: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      const parsed = answer.safeParse(body);
      if (request.status === 201 && parsed.success) return resolve(parsed.data);
      const message = (body as { message?: unknown } | null)?.message;
      reject(new Error(typeof message === 'string' ? message : 'The image could not be uploaded. Please try again.'));
    });
    request.addEventListener('error', () => reject(new Error('The connection was lost during the upload. Please try again.')));
    const form = new FormData();
    // The fields go first: the server reads them before the file it streams.
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, file.name);
    request.send(form);
  });
}

/** A gallery photo, or a new image for one. */
export function uploadPhoto(file: File, options: { replaceId?: number; onProgress: (percent: number) => void }): Promise<UploadAnswer> {
  return sendUpload(uploadPath(options.replaceId), file, {}, uploadAnswerSchema, options.onProgress);
}

/** An attraction's image with its alt text, or a new image (and alt text) for one of them. */
export function uploadAttractionImage(
  file: File,
  options: { attractionId: number; alt: string; replaceId?: number; onProgress: (percent: number) => void },
): Promise<AttractionUploadAnswer> {
  return sendUpload(attractionUploadPath(options.attractionId, options.replaceId), file, { alt: options.alt }, attractionUploadAnswerSchema, options.onProgress);
}
