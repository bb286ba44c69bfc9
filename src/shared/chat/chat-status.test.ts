import { describe, expect, it } from 'vitest';
import { CHAT_FILTERS, CHAT_STATUSES } from './chat.schemas';
import { canTransition, CHAT_FILTER_STATES, CHAT_TRANSITIONS, offeredActions, type ChatStatus, type ChatTransition } from './chat-status';

/** The whole table, written out: where each transition leads from each status ('stays' for release), or null where it is refused. */
const EXPECTED: Record<ChatTransition, Record<ChatStatus, ChatStatus | 'stays' | null>> = {
  start: { open: null, resolved: null, blocked: null },
  guestWrites: { open: null, resolved: 'open', blocked: null },
  resolve: { open: 'resolved', resolved: null, blocked: null },
  reopen: { open: null, resolved: 'open', blocked: null },
  block: { open: 'blocked', resolved: 'blocked', blocked: null },
  unblock: { open: null, resolved: null, blocked: 'open' },
  release: { open: 'stays', resolved: 'stays', blocked: 'stays' },
};

const leadsTo = (transition: ChatTransition, status: ChatStatus, heldForReview: boolean) =>
  canTransition(transition, { status, heldForReview }) ? (CHAT_TRANSITIONS[transition].to ?? 'stays') : null;

describe('the conversation lifecycle', () => {
  it('allows exactly the transitions of the table for a conversation held for review', () => {
    for (const transition of Object.keys(CHAT_TRANSITIONS) as ChatTransition[]) {
      for (const status of CHAT_STATUSES) {
        expect({ transition, status, to: leadsTo(transition, status, true) }).toEqual({ transition, status, to: EXPECTED[transition][status] });
      }
    }
  });

  it('allows the same for one not held, except release', () => {
    for (const transition of Object.keys(CHAT_TRANSITIONS) as ChatTransition[]) {
      for (const status of CHAT_STATUSES) {
        const expected = transition === 'release' ? null : EXPECTED[transition][status];
        expect({ transition, status, to: leadsTo(transition, status, false) }).toEqual({ transition, status, to: expected });
      }
    }
  });

  it('starts every conversation open', () => {
    expect(CHAT_TRANSITIONS.start).toEqual({ from: [], to: 'open' });
  });
});

describe('the actions a screen offers', () => {
  const offered = (status: ChatStatus, heldForReview = false) => offeredActions({ status, heldForReview }).map((action) => action.button);

  it.each([
    ['open', false, ['Mark resolved', 'Block…']],
    ['resolved', false, ['Reopen', 'Block…']],
    ['blocked', false, ['Unblock']],
    ['open', true, ['Release to inbox', 'Mark resolved', 'Block…']],
    ['blocked', true, ['Release to inbox', 'Unblock']],
  ] as const)('offers a %s conversation (held: %s) %j', (status, held, buttons) => {
    expect(offered(status, held)).toEqual(buttons);
  });

  it('asks for a confirmation before a block, so the palette offers no block of its own', () => {
    const block = offeredActions({ status: 'open', heldForReview: false }).find((action) => action.change === 'block');
    expect(block).toMatchObject({ confirm: true, command: null });
  });
});

describe('the inbox filters', () => {
  const shownUnder = (status: ChatStatus, held: boolean) =>
    CHAT_FILTERS.filter((filter) => CHAT_FILTER_STATES[filter].statuses.includes(status) && [null, held].includes(CHAT_FILTER_STATES[filter].held));

  it.each([
    ['open', false, ['open', 'all']],
    ['resolved', false, ['resolved', 'all']],
    ['blocked', false, ['blocked', 'all']],
    ['open', true, ['held']],
    ['resolved', true, ['held']],
    ['blocked', true, ['blocked']],
  ] as const)('shows a %s conversation (held: %s) under %j', (status, held, filters) => {
    expect(shownUnder(status, held)).toEqual(filters);
  });
});
