import { uploadAnswerSchema, type UploadAnswer } from '../../../shared/property/photo-admin.schemas';

/** The upload route (POST /api/admin/uploads); `?replace=<id>` gives a photo a new image. */
export function uploadPath(replaceId?: number): string {
  return replaceId === undefined ? '/api/admin/uploads' : `/api/admin/uploads?replace=${replaceId}`;
}

/**
 * Sends one file as multipart/form-data through XMLHttpRequest, whose upload events give the progress
 * (fetch has none), and resolves with the new photo and its job; rejects with the server's sentence.
 */
export function uploadPhoto(file: File, options: { replaceId?: number; onProgress: (percent: number) => void }): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', uploadPath(options.replaceId));
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      const answer = uploadAnswerSchema.safeParse(body);
      if (request.status === 201 && answer.success) return resolve(answer.data);
      const message = (body as { message?: unknown } | null)?.message;
      reject(new Error(typeof message === 'string' ? message : 'The photo could not be uploaded. Please try again.'));
    });
    request.addEventListener('error', () => reject(new Error('The connection was lost during the upload. Please try again.')));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
