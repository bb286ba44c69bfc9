import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../../db/orm';
import { log } from '../../logger';
import type { EncodingJob } from '../../../shared/property/photo-admin.schemas';
import { progressPercent } from '../../../shared/property/photo-upload.rules';
import { ENCODING_STEPS, deleteEncoded, encodePhoto } from './photo-encoding';
import type { FileStorage } from './storage';

/** A running job whose process went away is taken again after this long. */
export const STALE_JOB_MS = 10 * 60_000;
const MAX_ATTEMPTS = 3;
export const PHOTO_JOB_POLL_MS = 5_000;

/** What a job encodes: a gallery photo, or an attraction's image (decision 044); each row of `photo_job` names one. */
export type JobTargetKind = 'photo' | 'attractionImage';

const TARGETS = {
  photo: {
    column: 'photo_id',
    current: 'select "slug", "uploaded" from "photo" where "id" = ?',
    lock: 'select 1 from "photo" where "id" = ? for update',
    finish: 'update "photo" set "slug" = ?, "placeholder" = ?, "ready" = true, "uploaded" = true where "id" = ?',
  },
  attractionImage: {
    column: 'attraction_image_id',
    current: 'select "slug", true as "uploaded" from "attraction_image" where "id" = ?',
    lock: 'select 1 from "attraction_image" where "id" = ? for update',
    finish: 'update "attraction_image" set "slug" = ?, "placeholder" = ?, "ready" = true where "id" = ?',
  },
} as const satisfies Record<JobTargetKind, { column: string; current: string; lock: string; finish: string }>;

interface ClaimedJob {
  id: number;
  photo_id: number | null;
  attraction_image_id: number | null;
  original_key: string;
  target_slug: string;
  attempts: number;
}

/** Queues the encoding of an upload that is already in storage, for a photo or an attraction's image. */
export async function enqueuePhotoJob(em: EntityManager, job: { kind: JobTargetKind; targetId: number; originalKey: string; targetSlug: string }): Promise<number> {
  const rows: { id: number }[] = await em.execute(
    `insert into "photo_job" ("${TARGETS[job.kind].column}", "original_key", "target_slug") values (?, ?, ?) returning "id"`,
    [job.targetId, job.originalKey, job.targetSlug],
  );
  return rows[0]!.id;
}

/** The latest job of each photo or attraction image (of `ids` when given), for the admin lists' progress. */
export async function latestJobs(em: EntityManager, kind: JobTargetKind, ids?: readonly number[]): Promise<Map<number, EncodingJob>> {
  const column = TARGETS[kind].column;
  if (ids?.length === 0) return new Map();
  const rows: (EncodingJob & { target_id: number })[] = await em.execute(
    `select distinct on ("${column}") "${column}" as "target_id", "status", "progress", "error" from "photo_job"
      where "${column}" ${ids ? 'in (?)' : 'is not null'} order by "${column}", "id" desc`,
    ids ? [ids] : [],
  );
  return new Map(rows.map((row) => [row.target_id, { status: row.status, progress: row.progress, error: row.error }]));
}

export interface UnfinishedFiles {
  original_key: string;
  target_slug: string;
}

/** The files of the unfinished jobs of these photos or images: read before they are deleted, as the cascade takes the jobs. */
export async function unfinishedJobFiles(em: EntityManager, kind: JobTargetKind, ids: readonly number[]): Promise<UnfinishedFiles[]> {
  if (ids.length === 0) return [];
  return em.execute(`select "original_key", "target_slug" from "photo_job" where "${TARGETS[kind].column}" in (?) and "status" <> 'done'`, [ids]);
}

/** Removes a deleted upload's files: its encoded sizes (by slug) and whatever its unfinished jobs left. */
export async function deleteUploadFiles(storage: FileStorage, slugs: readonly string[], unfinished: readonly UnfinishedFiles[]): Promise<void> {
  for (const slug of slugs) await deleteEncoded(storage, slug);
  for (const job of unfinished) {
    await storage.delete(job.original_key);
    await deleteEncoded(storage, job.target_slug);
  }
}

/** Takes the oldest waiting job (or one whose process died), so two processes never run the same one. */
async function claimJob(em: EntityManager): Promise<ClaimedJob | null> {
  const rows: ClaimedJob[] = await em.execute(
    `update "photo_job" set "status" = 'running', "locked_at" = now(), "updated_at" = now(), "attempts" = "attempts" + 1
      where "id" = (select "id" from "photo_job"
        where "status" = 'queued' or ("status" = 'running' and "locked_at" < now() - make_interval(secs => ?))
        order by "id" for update skip locked limit 1)
      returning "id", "photo_id", "attraction_image_id", "original_key", "target_slug", "attempts"`,
    [STALE_JOB_MS / 1000],
  );
  return rows[0] ?? null;
}

async function runJob(em: EntityManager, storage: FileStorage, job: ClaimedJob, onDone?: () => void | Promise<void>): Promise<void> {
  const connection = em;
  const target = TARGETS[job.photo_id === null ? 'attractionImage' : 'photo'];
  const targetId = job.photo_id ?? job.attraction_image_id;
  const rows: { slug: string; uploaded: boolean }[] = await connection.execute(target.current, [targetId]);
  const current = rows[0];
  if (!current) {
    // Deleted while waiting: the cascade took the job row too; only the original can be left.
    await storage.delete(job.original_key);
    return;
  }
  try {
    const placeholder = await encodePhoto(storage, job.original_key, job.target_slug, async (done) => {
      await connection.execute('update "photo_job" set "progress" = ?, "locked_at" = now(), "updated_at" = now() where "id" = ?', [progressPercent(done, ENCODING_STEPS), job.id]);
    });
    // The photo or image takes its new files in one step; a replaced upload's old files go after.
    const swapped = await em.transactional(async (tx) => {
      const still: unknown[] = await tx.execute(target.lock, [targetId]);
      if (still.length === 0) return false;
      await tx.execute(target.finish, [job.target_slug, placeholder, targetId]);
      await tx.execute(`update "photo_job" set "status" = 'done', "progress" = 100, "error" = null, "updated_at" = now() where "id" = ?`, [job.id]);
      return true;
    });
    // At once, before the next job: the admin's list already says the image is on the site.
    if (swapped) await onDone?.();
    if (!swapped) await deleteEncoded(storage, job.target_slug);
    else if (current.uploaded && current.slug !== job.target_slug) await deleteEncoded(storage, current.slug);
    await storage.delete(job.original_key);
  } catch (error) {
    log.error(`photo job ${job.id} failed`, error);
    const final = job.attempts >= MAX_ATTEMPTS;
    await connection.execute(`update "photo_job" set "status" = ?, "error" = ?, "locked_at" = null, "updated_at" = now() where "id" = ?`, [
      final ? 'failed' : 'queued',
      'This photo could not be prepared. Delete it and upload it again.',
      job.id,
    ]);
    if (final) {
      await deleteEncoded(storage, job.target_slug);
      await storage.delete(job.original_key);
    }
  }
}

/** Runs waiting jobs until none is left; answers how many ran. Safe to call from any number of processes at once. */
export async function runPhotoJobs(orm: Orm, storage: FileStorage, onDone?: () => void | Promise<void>): Promise<number> {
  let ran = 0;
  for (;;) {
    const em = orm.em.fork();
    const job = await claimJob(em);
    if (!job) break;
    await runJob(em, storage, job, onDone);
    ran += 1;
  }
  return ran;
}

/**
 * This process's share of the photo jobs: it runs at once when poked (an upload it took) and otherwise every few
 * seconds (an upload another process took, or a job whose process died); with `pollMs` null only when poked (tests).
 */
export function startPhotoJobs(orm: Orm, storage: FileStorage, onDone?: () => void | Promise<void>, pollMs: number | null = PHOTO_JOB_POLL_MS) {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let pending = false;
  const round = () => {
    if (stopped || pending) return;
    pending = true;
    running = running.then(async () => {
      pending = false;
      try {
        await runPhotoJobs(orm, storage, onDone);
      } catch (error) {
        log.error('photo jobs round failed', error);
      }
    });
  };
  const timer = pollMs === null ? undefined : setInterval(round, pollMs);
  timer?.unref();
  return {
    poke: round,
    /** Resolves once the jobs poked so far have run (tests). */
    settled: () => running.then(() => undefined),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
export type PhotoJobs = ReturnType<typeof startPhotoJobs>;
