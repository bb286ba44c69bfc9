import { Link, useLocation } from 'wouter';
import { adminBookingHref } from '../../../shared/booking/admin-booking-link';
import type { Dashboard, DashboardAlert, DashboardStay, OccupancyOutlook, RevenueComparison } from '../../../shared/dashboard/dashboard.schemas';
import { formatDay, formatDayRange } from '../../../shared/lib/date-format';
import { formatUsd } from '../../../shared/lib/money';
import { displayInstant } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import * as admin from '../kit/admin.css';
import { DataTable, useClientSort, type DataColumn } from '../../ui/data-table';
import * as styles from './dashboard.css';

/** A booking's details open on the bookings screen ('~': the address from the root, outside the nested /admin router). */
const bookingPath = (reference: string) => `~${adminBookingHref(reference)}`;

/** A change against last year in words: '+12% vs last year ($1,000.00)'. */
function comparisonInWords(comparison: RevenueComparison): string {
  const lastYear = formatUsd(comparison.lastYear.netRevenueCents);
  if (comparison.changePercent === null) return comparison.netRevenueCents === 0 ? 'Nothing this year or last' : 'Nothing in the same dates last year';
  if (comparison.changePercent === 0) return `Same as last year (${lastYear})`;
  const sign = comparison.changePercent > 0 ? '+' : '−';
  return `${sign}${Math.abs(comparison.changePercent)}% vs last year (${lastYear})`;
}

function RevenueFigure({ label, comparison }: { label: string; comparison: RevenueComparison }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{formatUsd(comparison.netRevenueCents)}</dd>
      <dd className={styles.figureNote}>{comparisonInWords(comparison)}</dd>
      <dd className={styles.figureNote}>
        Nights {formatDayRange(comparison.from, comparison.to)}
      </dd>
    </div>
  );
}

function OccupancyFigure({ label, outlook }: { label: string; outlook: OccupancyOutlook }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{outlook.occupancyPercent === null ? '—' : `${outlook.occupancyPercent}%`}</dd>
      <dd className={styles.figureNote}>
        {outlook.nightsOccupied} of {outlook.nightsAvailable} available nights taken
      </dd>
    </div>
  );
}

function StaysTable({ caption, stays, dateOf }: { caption: string; stays: readonly DashboardStay[]; dateOf: (stay: DashboardStay) => string }) {
  const [, navigate] = useLocation();
  const columns: DataColumn<DashboardStay>[] = [
    { id: 'date', label: 'Date', render: (stay) => formatDay(dateOf(stay)), sortValue: dateOf },
    { id: 'guest', label: 'Guest', isRowHeader: true, render: (stay) => stay.guestName ?? 'No name', sortValue: (stay) => stay.guestName ?? '' },
    { id: 'nights', label: 'Nights', numeric: true, render: (stay) => stay.nights },
    { id: 'guests', label: 'Guests', numeric: true, render: (stay) => stay.guests },
    { id: 'paid', label: 'Paid', numeric: true, render: (stay) => formatUsd(stay.paidCents) },
    { id: 'due', label: 'Due', numeric: true, render: (stay) => formatUsd(stay.dueCents), sortValue: (stay) => stay.dueCents },
    { id: 'booking', label: 'Booking', render: (stay) => <Link href={bookingPath(stay.reference)}>{stay.reference}</Link> },
  ];
  const sorted = useClientSort(stays, columns, { column: 'date', direction: 'asc' });
  if (stays.length === 0) return <p>{caption}: none.</p>;
  return (
    <DataTable
      caption={caption}
      columns={columns}
      items={sorted.items}
      rowKey={(stay) => stay.reference}
      rowText={(stay) => `${stay.guestName ?? 'No name'}, ${stay.reference}`}
      onRowAction={(reference) => navigate(bookingPath(reference))}
      sort={sorted.sort}
      onSortChange={sorted.onSortChange}
    />
  );
}

/** An alert's link: admin paths go through the router (outside the nested /admin base), a same-page anchor stays a plain link. */
function AlertLink({ alert }: { alert: DashboardAlert }) {
  if (alert.href.includes('#')) return <a href={alert.href}>{alert.message}</a>;
  return <Link href={`~${alert.href}`}>{alert.message}</Link>;
}

/** Whose an alert is: the one who can act on it. A payment due or failed is settled by the owner. */

function DashboardView({ data }: { data: Dashboard }) {
  // The server sends a member only the alerts and figures their role may see.
  const { alerts, revenue } = data;
  const arrivalDate = (stay: DashboardStay) => stay.checkIn;
  const departureDate = (stay: DashboardStay) => stay.checkOut;
  return (
    <>
      <section aria-labelledby="alerts-title" className={admin.section}>
        <h2 id="alerts-title">Needs your attention</h2>
        {alerts.length === 0 ? (
          <p>Nothing needs you right now.</p>
        ) : (
          <ul className={styles.list}>
            {alerts.map((alert) => (
              <li key={`${alert.kind}:${alert.href}:${alert.message}`}>
                <AlertLink alert={alert} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="week-title" className={admin.section}>
        <h2 id="week-title">
          Arrivals and departures, {formatDayRange(data.today, data.weekEnd)}
        </h2>
        <StaysTable caption="Arrivals" stays={data.arrivals} dateOf={arrivalDate} />
        <StaysTable caption="Departures" stays={data.departures} dateOf={departureDate} />
      </section>
      <section aria-labelledby="holds-title" className={admin.section}>
        <h2 id="holds-title">Live holds</h2>
        {data.holds.length === 0 ? (
          <p>No guest is holding nights right now.</p>
        ) : (
          <ul className={styles.list}>
            {data.holds.map((hold) => (
              <li key={hold.reference}>
                <Link href={bookingPath(hold.reference)}>{hold.reference}</Link>: {hold.guestName ?? 'a guest'}, {formatDayRange(hold.checkIn, hold.checkOut)},{' '}
                {formatUsd(hold.totalCents)}; expires {displayInstant(hold.expiresAt)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="figures-title" className={admin.section}>
        <h2 id="figures-title">{revenue ? 'Revenue and occupancy' : 'Occupancy'}</h2>
        <dl className={styles.figures}>
          {revenue && <RevenueFigure label="Net revenue this month, on the books" comparison={revenue.thisMonth} />}
          {revenue && <RevenueFigure label="Net revenue this year, on the books" comparison={revenue.yearToDate} />}
          <OccupancyFigure label="Occupancy, next 30 nights" outlook={data.occupancy.next30} />
          <OccupancyFigure label="Occupancy, next 90 nights" outlook={data.occupancy.next90} />
        </dl>
        {revenue && (
          <p className={styles.figureNote}>
            The same figures as Reporting: net revenue is rent and fees less discounts and refunds, counted on the nights of each stay. On the books: every night booked up to the end of this month, the nights still to come included.
          </p>
        )}
      </section>
    </>
  );
}

/** The owner's day at a glance (admin.dashboard.get), for today in Honolulu. */
export function DashboardPanel() {
  const query = trpc.admin.dashboard.get.useQuery();
  if (query.isPending) return <p role="status">Loading the dashboard…</p>;
  if (query.isError) return <p role="alert">The dashboard could not be loaded: {query.error.message}</p>;
  return <DashboardView data={query.data} />;
}
