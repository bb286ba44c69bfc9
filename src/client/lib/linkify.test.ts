import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('leaves text without links as one text part', () => {
    expect(linkify('Is the lanai covered?')).toEqual([{ kind: 'text', text: 'Is the lanai covered?' }]);
  });

  it('makes http and https addresses links, keeping the sentence around them', () => {
    expect(linkify('See https://example.com/stay?x=1 and http://a.example.org.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/stay?x=1', href: 'https://example.com/stay?x=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://a.example.org', href: 'http://a.example.org/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('opens a bare www. address over https', () => {
    expect(linkify('www.hawaii.gov!')).toEqual([
      { kind: 'link', text: 'www.hawaii.gov', href: 'https://www.hawaii.gov/' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('keeps a closing bracket outside the link unless the link opened one', () => {
    expect(linkify('(see https://example.com/a)')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', text: 'https://example.com/a', href: 'https://example.com/a' },
      { kind: 'text', text: ')' },
    ]);
    expect(linkify('https://en.wikipedia.org/wiki/Oahu_(island)')[0]).toEqual({
      kind: 'link',
      text: 'https://en.wikipedia.org/wiki/Oahu_(island)',
      href: 'https://en.wikipedia.org/wiki/Oahu_(island)',
    });
  });

  it('never links other schemes or markup', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '<a href="https://x.example">x</a>', 'ftp://files.example.com']) {
      expect(linkify(text).every((part) => part.kind === 'text' || part.href.startsWith('https://x.example'))).toBe(true);
    }
    expect(linkify('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
    expect(linkify('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)>' }]);
  });

  it('keeps every character of the message, in order', () => {
    const message = 'Links: https://a.example.com, www.b.example.com; and (http://c.example.com).';
    expect(
      linkify(message)
        .map((part) => part.text)
        .join(''),
    ).toBe(message);
  });
});
