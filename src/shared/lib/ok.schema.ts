import { z } from 'zod';

/**
 * What every delete, remove or revoke procedure answers: the thing is gone (or never was yours to
 * see), and there is nothing more to say. One schema so callers can rely on one shape.
 */
export const okSchema = z.object({ ok: z.literal(true) });

export type Ok = z.infer<typeof okSchema>;

export const OK: Ok = { ok: true };
