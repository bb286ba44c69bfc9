import { paths } from '../paths';
import { CHAT_LINK_TOKEN_MAX } from './chat.rules';

// The guest's e-mailed link back to a conversation, built and read here only. The chat button reads it on
// every public page, so this is a plain check, not a zod schema (zod stays out of the start-up code);
// chat.resume validates the token with chatResumeInputSchema and checks its signature.

const PARAM = 'chat';

/** The home page with the token: the widget exchanges it for its cookie (chat.resume). `origin` makes it absolute. */
export function guestChatResumeUrl(token: string, origin = ''): string {
  return `${origin}${paths.home}?${new URLSearchParams({ [PARAM]: token }).toString()}`;
}

/** The resume token an address carries, or null when there is none or it cannot be one. */
export function guestChatResumeTokenOf(search: string | URLSearchParams): string | null {
  const token = new URLSearchParams(search).get(PARAM)?.trim() ?? '';
  return token !== '' && token.length <= CHAT_LINK_TOKEN_MAX ? token : null;
}

/** The address without its resume parameter (the widget drops it once read), or null when it has none. */
export function withoutChatResume(url: URL): string | null {
  if (!url.searchParams.has(PARAM)) return null;
  const rest = new URL(url);
  rest.searchParams.delete(PARAM);
  return `${rest.pathname}${rest.search}${rest.hash}`;
}
