import { z } from 'zod';
import { paths } from '../paths';
import { CHAT_FILTERS, chatConversationIdInputSchema } from './chat.schemas';

// The inbox's links, each built and read here only: the host's e-mail, the dashboard's alert and the inbox itself.

const PARAMS = { conversation: 'conversation', filter: 'filter' } as const;

type ChatFilter = (typeof CHAT_FILTERS)[number];
const filterSchema = z.enum(CHAT_FILTERS);

const query = (name: string, value: string) => new URLSearchParams({ [name]: value }).toString();
const paramOf = (search: string | URLSearchParams, name: string) => new URLSearchParams(search).get(name);

/** The inbox with one conversation open (the host's e-mail); `origin` makes it absolute. */
export function adminConversationHref(conversationId: string, origin = ''): string {
  return `${origin}${paths.admin.chat}?${query(PARAMS.conversation, conversationId)}`;
}

/** The conversation an inbox address asks to open, or null when there is none or it is not a conversation id. */
export function adminConversationIdOf(search: string | URLSearchParams): string | null {
  const parsed = chatConversationIdInputSchema.shape.conversationId.safeParse(paramOf(search, PARAMS.conversation));
  return parsed.success ? parsed.data : null;
}

/** The inbox showing one filter (the dashboard's 'waiting for review' alert links to 'held'). */
export function adminChatFilterHref(filter: ChatFilter): string {
  return `${paths.admin.chat}?${query(PARAMS.filter, filter)}`;
}

/** The filter an inbox address asks for, or null when there is none or it is not a filter. */
export function adminChatFilterOf(search: string | URLSearchParams): ChatFilter | null {
  const parsed = filterSchema.safeParse(paramOf(search, PARAMS.filter));
  return parsed.success ? parsed.data : null;
}
