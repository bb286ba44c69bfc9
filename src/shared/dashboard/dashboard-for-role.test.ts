import { describe, expect, it } from 'vitest';
import { DASHBOARD_ALERT_KINDS, dashboardForRole, type Dashboard } from './dashboard.schemas';

const period = { from: '2026-03-01', to: '2026-03-31', netRevenueCents: 420_000, lastYear: { from: '2025-03-01', to: '2025-03-31', netRevenueCents: 100_000 }, changePercent: 320 };
const occupancy = { from: '2026-03-01', to: '2026-03-30', occupancyPercent: 50, nightsOccupied: 15, nightsAvailable: 30 };
const board: Dashboard = {
  today: '2026-03-01',
  weekEnd: '2026-03-08',
  arrivals: [],
  departures: [],
  holds: [],
  revenue: { thisMonth: period, yearToDate: period },
  occupancy: { next30: occupancy, next90: occupancy },
  alerts: DASHBOARD_ALERT_KINDS.map((kind) => ({ kind, message: kind, href: '/admin' })),
};

describe('dashboardForRole', () => {
  it('gives the owner the revenue and every alert', () => {
    expect(dashboardForRole(board, 'owner')).toEqual(board);
  });

  it('sends staff no revenue and no alert about money they cannot act on', () => {
    const seen = dashboardForRole(board, 'staff');
    expect(seen.revenue).toBeNull();
    expect(seen.alerts.map((alert) => alert.kind)).toEqual(['feed_failing', 'feed_stale', 'outbox_stuck', 'contact_messages', 'chat_unread', 'chat_held']);
    expect(seen.occupancy).toEqual(board.occupancy);
  });
});
