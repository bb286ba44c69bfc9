/** A piece of an e-mail's text: words, or an address to follow. */
export type TextPart = { kind: 'text'; value: string } | { kind: 'link'; value: string };

const URL = /(https?:\/\/[^\s<>"')]+)/;

/** An e-mail's plain text split into words and web addresses, so a link in it (a reset link) can be followed. */
export function textParts(text: string): TextPart[] {
  // split() with a capturing group puts each address at an odd index.
  return text
    .split(URL)
    .map((value, index): TextPart => ({ kind: index % 2 === 1 ? 'link' : 'text', value }))
    .filter((part) => part.value !== '');
}

/** The text as sent, its addresses as links (React escapes the rest: no HTML from the message is ever rendered). */
export function MessageText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {textParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.value} target="_blank" rel="noreferrer noopener">
            {part.value}
          </a>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </div>
  );
}
