import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../shared/lib/dates';
import { browserLike, signedInOwner } from '../../test/http-harness';
import { parseCsv } from '../../test/parse-csv';
import { useTestServer } from '../../test/use-test-server';

// The probe's G8 reproduction: a guest books and pays under a name that a spreadsheet splitting on
// semicolons would cut into a formula cell, and the owner downloads the exports.
const { db, http } = useTestServer();
let owner: ReturnType<typeof browserLike>;
const hostile = 'Bob;=1+1;';
const start = addDaysIso(todayAtProperty(), 230);

beforeAll(async () => {
  owner = await signedInOwner(db.orm, http.baseUrl);
  const guest = browserLike(http.baseUrl);
  const checkout = await guest.post('/api/bookings/checkout', {
    start,
    end: addDaysIso(start, 2),
    guests: 2,
    guest: { name: hostile, email: 'b@example.com', phone: '+1 808 555 0100', arrivalTime: '16:00', agreeToPolicies: true },
  });
  expect(checkout.status).toBe(201);
  const paid = await guest.post('/api/bookings/demo-pay', { reference: checkout.body.reference, token: checkout.body.token });
  expect(paid.status).toBe(200);
});

/** What a spreadsheet that splits on any of , ; tab or | (ignoring quotes) would take for a formula. */
function formulaPieces(csv: string): string[] {
  return csv
    .split(/[,;\t|\r\n]/)
    .map((piece) => piece.replace(/^[\s"]+/, ''))
    .filter((piece) => /^[=+\-@]/.test(piece) && !/^[-+]?\d+(\.\d+)?"?$/.test(piece));
}

async function download(path: string): Promise<string> {
  const response = await fetch(`${http.baseUrl}${path}`, { headers: { cookie: owner.cookie() } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
  return response.text();
}

describe('CSV exports and a guest named "Bob;=1+1;"', () => {
  it('bookings.csv keeps the name one quoted cell and no separator starts a formula', async () => {
    const csv = await download('/api/admin/bookings.csv?filter=all');
    expect(csv).toContain('Bob;');
    expect(formulaPieces(csv)).toEqual([]);
    const [header, ...rows] = parseCsv(csv);
    const bob = rows.find((row) => row[header!.indexOf('Guest name')]!.startsWith('Bob'))!;
    expect(bob[header!.indexOf('Guest name')]).toBe("Bob;'=1+1;");
    expect(bob[header!.indexOf('Check-in')]).toBe(start);
  });

  it('tax.csv keeps the name one quoted cell and no separator starts a formula', async () => {
    const csv = await download(`/api/admin/reports/tax.csv?year=${start.slice(0, 4)}&period=monthly&basis=accrual`);
    expect(csv).toContain('Bob;');
    expect(formulaPieces(csv)).toEqual([]);
    const [header, ...rows] = parseCsv(csv);
    const bob = rows.find((row) => row[header!.indexOf('guest')]!.startsWith('Bob'))!;
    expect(bob[header!.indexOf('guest')]).toBe("Bob;'=1+1;");
    expect(bob[header!.indexOf('check_in')]).toBe(start);
  });
});
