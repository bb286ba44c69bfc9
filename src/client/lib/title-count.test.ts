import { describe, expect, it } from 'vitest';
import { titleWithCount } from './title-count';

const TITLE = 'Stay | Kaneohe Bay Beach House';

describe('titleWithCount', () => {
  it('puts the count of unread replies in front of the tab title', () => {
    expect(titleWithCount(TITLE, 1)).toBe(`(1) ${TITLE}`);
  });

  it('replaces an earlier count instead of stacking them, and removes it once read', () => {
    expect(titleWithCount(`(1) ${TITLE}`, 3)).toBe(`(3) ${TITLE}`);
    expect(titleWithCount(`(3) ${TITLE}`, 0)).toBe(TITLE);
    expect(titleWithCount(TITLE, 0)).toBe(TITLE);
  });
});
