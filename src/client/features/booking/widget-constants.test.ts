import { describe, expect, it } from 'vitest';
import { WIDGET } from './widget-constants';

describe('widget constants', () => {
  it('keeps the spec constants', () => {
    expect(WIDGET).toMatchObject({
      calendarCloseDelayMs: 300,
      mobileBreakpointPx: 768,
      guardMs: 100,
      dateUpdateLockMs: 500,
      mobileFallbackBaseRate: '450',
      mobileFallbackTotal: '950',
      blurScrollCap: 300,
    });
  });
});
