import { describe, expect, it } from 'vitest';
import { textParts } from './message-text';

describe("an e-mail's text, split for reading", () => {
  it('finds web addresses among the words, and leaves the rest as text', () => {
    expect(textParts('Open https://kaneohe.example/auth?reset=a-b_c now, or http://x.example.')).toEqual([
      { kind: 'text', value: 'Open ' },
      { kind: 'link', value: 'https://kaneohe.example/auth?reset=a-b_c' },
      { kind: 'text', value: ' now, or ' },
      { kind: 'link', value: 'http://x.example.' },
    ]);
    expect(textParts('No links; javascript:alert(1) stays text.')).toEqual([{ kind: 'text', value: 'No links; javascript:alert(1) stays text.' }]);
    expect(textParts('')).toEqual([]);
  });
});
