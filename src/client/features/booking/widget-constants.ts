/** Spec §9 timings and fallbacks of the booking widget and the mobile bar (the stay's own limits are in shared/stay). */
export const WIDGET = {
  calendarCloseDelayMs: 300,
  mobileBreakpointPx: 768,
  guardMs: 100,
  dateUpdateLockMs: 500,
  mobileFallbackBaseRate: '450',
  mobileFallbackTotal: '950',
  blurScrollCap: 300,
} as const;
