import { escapeHtml } from '../../../shared/lib/html';
import { fillVariables, variablesIn } from '../../../shared/email/email-template.logic';
import { layout } from './email-templates';

/**
 * Renders the owner's Markdown template (decision 049) into an e-mail's subject, HTML and text parts.
 * The Markdown is the owner's; every value put into it is plain text: escaped in the HTML, never read as
 * Markdown (values are filled in after the Markdown is turned into HTML), and a link only if it is http(s) or mailto.
 */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const HEADING = 'font-family:Georgia,serif;font-size:17px;color:#0b4c56;margin-top:24px';
const BOX = 'white-space:pre-wrap;background:#fff;border:1px solid #d9cdb8;border-radius:8px;padding:16px';
const BUTTON = 'display:inline-block;background:#0b4c56;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none';
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;
const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;
// Placeholders for values: control characters no template can hold (text fields refuse them).
const OPEN = '\u0001';
const CLOSE = '\u0002';
// eslint-disable-next-line no-control-regex -- the placeholders are control characters on purpose (see above)
const PLACEHOLDER = /\u0001(\d+)\u0002/g;

type Block = { type: 'heading' | 'quote' | 'button' | 'paragraph'; text: string; link?: string };

function blocksOf(body: string): { title: string | null; blocks: Block[] } {
  const chunks = body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean);
  let title: string | null = null;
  if (chunks[0]?.startsWith('# ') && !chunks[0].includes('\n')) title = chunks.shift()!.slice(2).trim();
  const blocks = chunks.map((chunk): Block => {
    if (chunk.startsWith('## ') && !chunk.includes('\n')) return { type: 'heading', text: chunk.slice(3).trim() };
    if (chunk.startsWith('>')) return { type: 'quote', text: chunk.split('\n').map((line) => line.replace(/^>\s?/, '')).join('\n') };
    const button = /^\[([^\]\n]+)\]\(([^)\s]+)\)$/.exec(chunk);
    if (button) return { type: 'button', text: button[1]!, link: button[2]! };
    return { type: 'paragraph', text: chunk };
  });
  return { title, blocks };
}

/** A text that uses variables, every one of them with an empty value (a name with no value is reported, so it counts). */
function onlyEmptyValues(text: string, values: Readonly<Record<string, string>>): boolean {
  const names = variablesIn(text);
  return names.length > 0 && names.every((name) => Object.hasOwn(values, name) && values[name]!.trim() === '');
}

/**
 * The optional parts of an e-mail are left out when their values are empty, in both parts: a line of a paragraph or
 * box whose variables are all empty ("Network: {{wifi_name}}" with no network), then a paragraph or box with
 * nothing left (an optional "Why: …"), then a heading whose paragraph or box right under it was left out ("## Wi-Fi").
 */
function withoutEmptyParts(blocks: readonly Block[], values: Readonly<Record<string, string>>): Block[] {
  const kept = blocks.map((block): Block | null => {
    if (block.type !== 'paragraph' && block.type !== 'quote') return block;
    const text = block.text
      .split('\n')
      .filter((line) => !onlyEmptyValues(line, values))
      .join('\n');
    return fillVariables(text, values, () => {}).trim() === '' ? null : { ...block, text };
  });
  // From the end, so that a heading over an emptied heading goes too.
  for (let index = kept.length - 2; index >= 0; index -= 1) if (kept[index]?.type === 'heading' && kept[index + 1] === null) kept[index] = null;
  return kept.filter((block): block is Block => block !== null);
}

/** Renders one template with its values; `onUnknown` hears of any name without a value (rendered empty). */
export function renderTemplate(
  template: { subject: string; body: string },
  values: Readonly<Record<string, string>>,
  siteName: string,
  onUnknown: (name: string) => void = () => {},
): RenderedEmail {
  const subject = fillVariables(template.subject, values, onUnknown)
    .replace(/\s*\n\s*/g, ' ')
    .trim()
    .slice(0, 300);
  const parsed = blocksOf(template.body);
  const title = parsed.title;
  const blocks = withoutEmptyParts(parsed.blocks, values);

  // HTML: the owner's words escaped and marked up with each value as a placeholder, then the values escaped in.
  const filled: string[] = [];
  const slot = (raw: string) => fillVariables(raw, values, onUnknown, (value) => `${OPEN}${filled.push(value) - 1}${CLOSE}`);
  const valueOf = (withSlots: string) => withSlots.replace(PLACEHOLDER, (_m, index: string) => filled[Number(index)] ?? '');
  const htmlOf = (withSlots: string) => withSlots.replace(PLACEHOLDER, (_m, index: string) => escapeHtml(filled[Number(index)] ?? '').replace(/\n/g, '<br>'));
  const safeHref = (withSlots: string) => {
    const href = valueOf(withSlots).trim();
    return SAFE_LINK.test(href) ? escapeHtml(href) : null;
  };
  const inline = (raw: string, keepBreaks: boolean) => {
    const markup = (part: string) => {
      const html = escapeHtml(part).replace(/\*\*([^*\n]+)\*\*/g, '<strong>$1</strong>');
      return keepBreaks ? html : html.replace(/\n/g, '<br>');
    };
    const withSlots = slot(raw);
    let html = '';
    let last = 0;
    for (const match of withSlots.matchAll(LINK)) {
      html += markup(withSlots.slice(last, match.index));
      const href = safeHref(match[2]!);
      html += href ? `<a href="${href}" style="color:#0b4c56">${markup(match[1]!)}</a>` : markup(match[1]!);
      last = match.index + match[0].length;
    }
    return htmlOf(html + markup(withSlots.slice(last)));
  };
  const bodyHtml = blocks
    .map((block) => {
      if (block.type === 'heading') return `<h2 style="${HEADING}">${inline(block.text, false)}</h2>`;
      if (block.type === 'quote') return `<p style="${BOX}">${inline(block.text, true)}</p>`;
      if (block.type === 'button') {
        const href = safeHref(slot(block.link!));
        const label = inline(block.text, false);
        return href ? `<p><a href="${href}" style="${BUTTON}">${label}</a></p>` : `<p>${label}</p>`;
      }
      return `<p>${inline(block.text, false)}</p>`;
    })
    .join('\n');
  const heading = title === null ? subject : fillVariables(title, values, onUnknown);

  // Text: the same words with the values as they are, links written out.
  const plain = (raw: string) =>
    fillVariables(raw, values, onUnknown)
      .replace(LINK, (_m, label: string, link: string) => `${label}: ${link}`)
      .replace(/\*\*([^*\n]+)\*\*/g, '$1');
  const text = [
    ...blocks.map((block) => {
      if (block.type === 'heading') return `${plain(block.text)}:`;
      if (block.type === 'button') return `${plain(block.text)}: ${fillVariables(block.link!, values, onUnknown).trim()}`;
      return plain(block.text);
    }),
    siteName,
  ].join('\n\n');

  return { subject, text, html: layout(heading, bodyHtml, siteName) };
}
