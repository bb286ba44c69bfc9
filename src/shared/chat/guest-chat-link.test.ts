import { describe, expect, it } from 'vitest';
import { chatResumeInputSchema } from './chat.schemas';
import { guestChatResumeTokenOf, guestChatResumeUrl, withoutChatResume } from './guest-chat-link';

const ORIGIN = 'https://kaneohe.example';
const TOKEN = '6f1c5a52-2d55-4a8e-9f3e-0c4a1f1f2b10.1767225600.2.aB3_-x9Zq';
const searchOf = (href: string) => new URL(href, ORIGIN).searchParams;

describe('the guest’s e-mailed link back to the chat', () => {
  it('lands on the home page with the token, and reads back', () => {
    expect(guestChatResumeUrl(TOKEN, ORIGIN)).toBe(`${ORIGIN}/?chat=${TOKEN}`);
    expect(guestChatResumeTokenOf(searchOf(guestChatResumeUrl(TOKEN, ORIGIN)))).toBe(TOKEN);
  });

  it('escapes what it carries', () => {
    expect(guestChatResumeUrl('a+b&c')).toBe('/?chat=a%2Bb%26c');
    expect(guestChatResumeTokenOf(searchOf(guestChatResumeUrl('a+b&c')))).toBe('a+b&c');
  });

  it.each(['', '?chat=', '?chat=%20%20', `?chat=${'x'.repeat(201)}`, `?ref=${TOKEN}`])('reads no token from %j', (search) => {
    expect(guestChatResumeTokenOf(search)).toBeNull();
  });

  it.each([TOKEN, ` ${TOKEN} `, 'x'.repeat(200), '', 'x'.repeat(201)])('agrees with chat.resume’s own check on %j', (token) => {
    const read = guestChatResumeTokenOf(new URLSearchParams({ chat: token }));
    const resume = chatResumeInputSchema.safeParse({ token });
    expect(read).toBe(resume.success ? resume.data.token : null);
  });

  it.each([
    [`${ORIGIN}/stay?chat=${TOKEN}#reviews`, '/stay#reviews'],
    [`${ORIGIN}/?x=1&chat=${TOKEN}`, '/?x=1'],
    [`${ORIGIN}/stay?x=1`, null],
  ])('drops the token from %s, keeping the rest', (href, rest) => {
    expect(withoutChatResume(new URL(href))).toBe(rest);
  });
});
