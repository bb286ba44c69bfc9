import { describe, expect, it } from 'vitest';
import { documentFromPlainText, plainTextOf, richTextDocumentSchema, type RichTextDocument } from '../../../shared/content/rich-text.schema';
import { renderRichText } from './rich-text.render';

const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const link = (href: string) => ({ type: 'link', attrs: { href, target: '_blank', rel: null, class: null } });
/** A document as an attacker would send it, past any schema. */
const hostile = (...content: unknown[]) => ({ type: 'doc', content }) as unknown as RichTextDocument;

describe('renderRichText', () => {
  it('renders the supported nodes and marks', () => {
    const doc = hostile(
      { type: 'heading', attrs: { level: 2 }, content: [text('Check-in')] },
      paragraph(text('From '), text('3:00 PM', [{ type: 'bold' }]), { type: 'hardBreak' }, text('sharp', [{ type: 'italic' }])),
      { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('Kayaks'))] }] },
      { type: 'orderedList', attrs: { start: 3, type: null }, content: [{ type: 'listItem', content: [paragraph(text('Third'))] }] },
      paragraph(text('Write ', []), text('us', [link('mailto:aloha@kaneohebayhouse.com')])),
    );
    expect(renderRichText(doc)).toBe(
      '<h2>Check-in</h2><p>From <strong>3:00 PM</strong><br><em>sharp</em></p><ul><li><p>Kayaks</p></li></ul>' +
        '<ol start="3"><li><p>Third</p></li></ol><p>Write <a href="mailto:aloha@kaneohebayhouse.com" rel="noopener noreferrer">us</a></p>',
    );
  });

  it('moves headings under the page’s own heading when asked', () => {
    const doc = hostile({ type: 'heading', attrs: { level: 3 }, content: [text('Pets')] }, { type: 'heading', attrs: { level: 1 }, content: [text('Big')] });
    expect(renderRichText(doc, { headingOffset: 1 })).toBe('<h4>Pets</h4><h3>Big</h3>');
  });

  it('escapes markup typed as text, so it shows as text', () => {
    const doc = hostile(paragraph(text('<script>alert(1)</script><img src=x onerror="alert(1)"> & \'quotes\'')));
    expect(renderRichText(doc)).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;quotes&#39;</p>');
  });

  it('leaves out unknown nodes (a script, an image, raw HTML) with their content', () => {
    const doc = hostile(
      { type: 'script', content: [text('alert(1)')] },
      { type: 'image', attrs: { src: 'x', onerror: 'alert(1)' } },
      { type: 'html', html: '<script>alert(1)</script>' },
      paragraph(text('kept'), { type: 'iframe', attrs: { src: 'https://evil.example' } }),
      'not even an object',
    );
    expect(renderRichText(doc)).toBe('<p>kept</p>');
  });

  it('writes no attribute it did not make: handlers, styles and classes smuggled into attrs are dropped', () => {
    const doc = hostile(
      { type: 'paragraph', attrs: { style: 'color:red', onclick: 'alert(1)', class: 'x' }, content: [text('plain', [{ type: 'bold', attrs: { onmouseover: 'alert(1)' } }])] },
      { type: 'heading', attrs: { level: '2 onload=alert(1)' }, content: [text('Title')] },
      paragraph(text('link', [{ type: 'link', attrs: { href: 'https://example.com/" onclick="alert(1)', target: '_self' } }])),
      { type: 'orderedList', attrs: { start: '1" onclick="x' }, content: [{ type: 'listItem', content: [paragraph(text('one'))] }] },
    );
    const html = renderRichText(doc);
    expect(html).toBe('<p><strong>plain</strong></p><h2>Title</h2><p>link</p><ol><li><p>one</p></li></ol>');
    expect(html).not.toMatch(/on\w+=|style=|class=|target=/);
  });

  it('keeps the text of a link to javascript:, data: or vbscript: but not the link', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '//evil.example', '/\\evil.example']) {
      expect(renderRichText(hostile(paragraph(text('click', [link(href)]))))).toBe('<p>click</p>');
    }
  });

  it('marks every kept link noopener noreferrer and escapes its address', () => {
    const html = renderRichText(hostile(paragraph(text('map', [link('https://maps.example/?q=a&b=c')]), text('call', [link('tel:+18085550142')]), text('terms', [link('/policies#terms')]))));
    expect(html).toBe(
      '<p><a href="https://maps.example/?q=a&amp;b=c" rel="noopener noreferrer">map</a><a href="tel:+18085550142" rel="noopener noreferrer">call</a>' +
        '<a href="/policies#terms" rel="noopener noreferrer">terms</a></p>',
    );
  });

  it('stops at a deep nesting instead of overflowing the stack', () => {
    let list: unknown = paragraph(text('deep'));
    for (let depth = 0; depth < 5_000; depth += 1) list = { type: 'bulletList', content: [{ type: 'listItem', content: [list] }] };
    expect(() => renderRichText(hostile(list))).not.toThrow();
  });

  it('renders nothing for no document', () => {
    expect(renderRichText(null)).toBe('');
    expect(renderRichText(hostile())).toBe('');
  });
});

describe('richTextDocumentSchema', () => {
  const accepts = (doc: unknown) => richTextDocumentSchema.safeParse(doc).success;

  it('accepts what the editor writes', () => {
    expect(accepts(hostile(paragraph(text('Hi', [{ type: 'bold' }, link('https://example.com')])), { type: 'heading', attrs: { level: 3 }, content: [text('H')] }))).toBe(true);
  });

  it('refuses unknown nodes and marks, extra attributes, bad links and empty documents', () => {
    expect(accepts(hostile({ type: 'script', content: [text('alert(1)')] }))).toBe(false);
    expect(accepts(hostile(paragraph(text('x', [{ type: 'code' }]))))).toBe(false);
    expect(accepts(hostile({ type: 'paragraph', attrs: { onclick: 'alert(1)' }, content: [text('x')] }))).toBe(false);
    expect(accepts(hostile(paragraph({ type: 'text', text: 'x', onerror: 'alert(1)' })))).toBe(false);
    expect(accepts(hostile(paragraph(text('x', [link('javascript:alert(1)')]))))).toBe(false);
    expect(accepts(hostile({ type: 'heading', attrs: { level: 1 }, content: [text('H1')] }))).toBe(false);
    expect(accepts(hostile(paragraph()))).toBe(false);
    expect(accepts(hostile(paragraph(text('bell\u0007'))))).toBe(false);
    const nested = (depth: number): unknown =>
      depth === 0 ? paragraph(text('deep')) : { type: 'bulletList', content: [{ type: 'listItem', content: [nested(depth - 1)] }] };
    expect(accepts(hostile(nested(3)))).toBe(true);
    expect(accepts(hostile(nested(4)))).toBe(false);
  });
});

describe('plain text and documents', () => {
  it('turns the seed’s paragraphs into a document and back', () => {
    const body = 'First paragraph.\n\nSecond,\nwith a line break.';
    const doc = documentFromPlainText(body);
    expect(richTextDocumentSchema.parse(doc)).toEqual(doc);
    expect(plainTextOf(doc)).toBe(body);
    expect(renderRichText(doc)).toBe('<p>First paragraph.</p><p>Second,<br>with a line break.</p>');
  });
});
