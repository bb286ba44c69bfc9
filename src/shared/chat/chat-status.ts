import { CHAT_STATUSES, type CHAT_FILTERS } from './chat.schemas';

/*
 * A conversation's lifecycle, in one place: the server's guard, the inbox's buttons and the palette read it.
 *
 *   start ──▶ open ──resolve──▶ resolved
 *              ▲ ◀──reopen, guestWrites──┘
 *              │
 *           unblock        open, resolved ──block──▶ blocked
 *
 * Apart from its status, a first message with too many links is held for review (any status) until the host
 * releases it; release changes the hold, never the status.
 */

export type ChatStatus = (typeof CHAT_STATUSES)[number];

interface TransitionRule {
  readonly from: readonly ChatStatus[];
  /** The status it leads to; null for release, which keeps the status. */
  readonly to: ChatStatus | null;
  /** Only a conversation held for review. */
  readonly held?: true;
}

export const CHAT_TRANSITIONS = {
  /** A visitor's first message opens a conversation (an insert). */
  start: { from: [], to: 'open' },
  /** A guest writes to a resolved conversation: it is open again (a blocked one stores nothing). */
  guestWrites: { from: ['resolved'], to: 'open' },
  resolve: { from: ['open'], to: 'resolved' },
  reopen: { from: ['resolved'], to: 'open' },
  /** Its block on new chats is renewed by a repeated block even though the status stays (chat-admin.service.ts). */
  block: { from: ['open', 'resolved'], to: 'blocked' },
  unblock: { from: ['blocked'], to: 'open' },
  /** A conversation held for review joins the inbox, whatever its status. */
  release: { from: CHAT_STATUSES, to: null, held: true },
} as const satisfies Record<string, TransitionRule>;

export type ChatTransition = keyof typeof CHAT_TRANSITIONS;

/** What the host can do to a conversation (admin.chat.<change>). */
export type ConversationChange = Exclude<ChatTransition, 'start' | 'guestWrites'>;

/** The part of a conversation its lifecycle looks at. */
export interface ConversationState {
  status: ChatStatus;
  heldForReview: boolean;
}

/** Whether `transition` may start from `state`. */
export function canTransition(transition: ChatTransition, state: ConversationState): boolean {
  const rule: TransitionRule = CHAT_TRANSITIONS[transition];
  return rule.from.includes(state.status) && (!rule.held || state.heldForReview);
}

/** What a screen offers for a change: the inbox's button, and the palette's command (none where a confirmation comes first). */
interface ConversationAction {
  readonly change: ConversationChange;
  readonly button: string;
  readonly command: string | null;
  /** The button asks before it changes anything. */
  readonly confirm?: true;
}

/** In the order the inbox shows its buttons. */
export const CONVERSATION_ACTIONS: readonly ConversationAction[] = [
  { change: 'release', button: 'Release to inbox', command: 'Release conversation to the inbox' },
  { change: 'resolve', button: 'Mark resolved', command: 'Resolve conversation' },
  { change: 'reopen', button: 'Reopen', command: 'Reopen conversation' },
  { change: 'unblock', button: 'Unblock', command: 'Unblock conversation' },
  { change: 'block', button: 'Block…', command: null, confirm: true },
];

/** The actions a screen may offer for this conversation now. */
export function offeredActions(state: ConversationState): ConversationAction[] {
  return CONVERSATION_ACTIONS.filter((action) => canTransition(action.change, state));
}

/**
 * Which conversations each of the inbox's filters shows (held: whether held for review, null for either).
 * Held ones show only under their own filter until released, never in the open inbox.
 */
export const CHAT_FILTER_STATES: Record<(typeof CHAT_FILTERS)[number], { statuses: readonly ChatStatus[]; held: boolean | null }> = {
  open: { statuses: ['open'], held: false },
  held: { statuses: ['open', 'resolved'], held: true },
  resolved: { statuses: ['resolved'], held: false },
  blocked: { statuses: ['blocked'], held: null },
  all: { statuses: CHAT_STATUSES, held: false },
};

/** Every status but blocked: its guest's messages reach the inbox and the host's replies reach the guest (a blocked guest is only told it is closed). */
export const UNBLOCKED_STATUSES: readonly ChatStatus[] = CHAT_TRANSITIONS.block.from;
