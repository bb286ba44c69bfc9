import { linkify } from './linkify';

/**
 * A chat message's text with its web addresses as links: text nodes and <a> elements only, never HTML,
 * each link opening in a new tab without the page's referrer or any hold on this window.
 */
export function LinkedText({ text, linkClassName }: { text: string; linkClassName?: string }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow" className={linkClassName}>
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
