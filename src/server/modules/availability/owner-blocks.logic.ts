/**
 * The owner's blocked nights as one set of nights, whatever requests made them
 * (docs/decisions/029-one-block-per-run-of-nights.md): a new block joins every
 * owner block it overlaps or touches, and freeing nights trims, splits or drops
 * the blocks that held them. Dates are yyyy-MM-dd, end exclusive, so text order
 * is date order. Imported blocks never reach these functions.
 */
import { nightsOfStay } from '../../../shared/lib/dates';

export type OwnerBlock = { id: number; start: string; end: string; note: string | null };
type NightRange = { start: string; end: string };

type JoinPlan = {
  /** The block that stays and grows to cover every joined night; null when none touched the new nights. */
  keepId: number | null;
  start: string;
  end: string;
  note: string | null;
  /** Blocks folded into the kept one. */
  removeIds: number[];
};

/** Touching counts: nights 10–12 and 12–14 are one run, so they become one block. */
const touches = (block: NightRange, range: NightRange) => block.start <= range.end && block.end >= range.start;

/** Each different note once, in date order, so joining never loses what the owner wrote. */
function joinNotes(notes: (string | null)[]): string | null {
  const kept: string[] = [];
  for (const note of notes) if (note && !kept.includes(note)) kept.push(note);
  return kept.length > 0 ? kept.join('; ') : null;
}

/** What becomes of the owner's blocks when the nights of `added` are blocked. */
export function planJoin(blocks: readonly OwnerBlock[], added: NightRange & { note: string | null }): JoinPlan {
  const joined = blocks.filter((block) => touches(block, added)).sort((a, b) => (a.start === b.start ? a.id - b.id : a.start < b.start ? -1 : 1));
  const [kept, ...rest] = joined;
  let start = added.start;
  let end = added.end;
  for (const block of joined) {
    if (block.start < start) start = block.start;
    if (block.end > end) end = block.end;
  }
  // The new note goes where its nights fall among the joined ones.
  const notes = [...joined.filter((block) => block.start <= added.start), added, ...joined.filter((block) => block.start > added.start)];
  return { keepId: kept?.id ?? null, start, end, note: joinNotes(notes.map((block) => block.note)), removeIds: rest.map((block) => block.id) };
}

export type FreePlan = {
  removeIds: number[];
  /** Blocks that keep some nights on one side of the freed ones. */
  trim: { id: number; start: string; end: string }[];
  /** The far side of a block the freed nights cut in two (fromId), a block of its own now. */
  create: { fromId: number; start: string; end: string; note: string | null }[];
  /** How many nights of the range were blocked, each counted once however many blocks held it. */
  freed: number;
};

/** What becomes of the owner's blocks when the nights of `range` are freed. */
export function planFree(blocks: readonly OwnerBlock[], range: NightRange): FreePlan {
  const plan: FreePlan = { removeIds: [], trim: [], create: [], freed: 0 };
  const freed = new Set<string>();
  for (const block of blocks) {
    if (block.start >= range.end || block.end <= range.start) continue;
    for (const night of nightsOfStay(block.start > range.start ? block.start : range.start, block.end < range.end ? block.end : range.end)) freed.add(night);
    const before = block.start < range.start;
    const after = block.end > range.end;
    if (before && after) {
      plan.trim.push({ id: block.id, start: block.start, end: range.start });
      plan.create.push({ fromId: block.id, start: range.end, end: block.end, note: block.note });
    } else if (before) {
      plan.trim.push({ id: block.id, start: block.start, end: range.start });
    } else if (after) {
      plan.trim.push({ id: block.id, start: range.end, end: block.end });
    } else {
      plan.removeIds.push(block.id);
    }
  }
  plan.freed = freed.size;
  return plan;
}
