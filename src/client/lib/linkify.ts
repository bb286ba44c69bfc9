/** A piece of a chat message: plain text, or a web link to render as an anchor (its text still rendered as text). */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const CANDIDATE = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING = /[.,;:!?'"]+$/;

/** Drops punctuation that ends a sentence, and a closing bracket with no opening one inside the link. */
function trimEnd(raw: string): string {
  let text = raw.replace(TRAILING, '');
  for (const [open, close] of [['(', ')'], ['[', ']']] as const) {
    while (text.endsWith(close) && text.split(close).length > text.split(open).length) text = text.slice(0, -1).replace(TRAILING, '');
  }
  return text;
}

/** The address a link opens, only ever http or https; null for anything else (javascript:, data:, a bare "www."). */
function safeHref(text: string): string | null {
  try {
    const url = new URL(/^www\./i.test(text) ? `https://${text}` : text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') ? url.href : null;
  } catch {
    return null;
  }
}

/** Splits plain text into text and http(s) links, so links can be made clickable without ever treating text as HTML. */
export function linkify(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let at = 0;
  const push = (text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };
  for (const match of message.matchAll(CANDIDATE)) {
    const text = trimEnd(match[0]);
    const href = safeHref(text);
    if (!href) continue;
    push(message.slice(at, match.index));
    parts.push({ kind: 'link', text, href });
    at = match.index + text.length;
  }
  push(message.slice(at));
  return parts;
}
