import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The guest's own line breaks stay; a long word or address wraps instead of widening the table. */
export const messageText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: '14rem', maxWidth: '40rem' });

export const sender = style({ display: 'grid', gap: vars.space['1'], overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });

export const answered = style({ color: vars.color.inkMuted });

export const unanswered = style({ fontWeight: 700 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'end' });

export const thread = style({ display: 'grid', gap: vars.space['2'] });

/** An answer sits under the guest's words, indented like a quoted reply. */
export const reply = style({ display: 'grid', gap: vars.space['1'], paddingInlineStart: vars.space['3'], borderInlineStart: `3px solid ${vars.color.border}` });

export const replyForm = style({ display: 'grid', gap: vars.space['3'], marginBlockStart: vars.space['4'] });
