import { describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../shared/lib/dates';
import { browserLike } from '../../test/http-harness';
import { useTestServer } from '../../test/use-test-server';

// The probe's own F12 requests, one by one: each was a 500 (NUL bytes, year 9999) or quietly accepted (guests=true, " 2 ").

const { http } = useTestServer();

const start = addDaysIso(todayAtProperty(), 45);
const end = addDaysIso(start, 4);
const guest = { name: 'Ana Bell', email: 'ana@example.com', phone: '+1 808 555 0100', arrivalTime: '16:00', agreeToPolicies: true };

function fieldErrorsOf(body: Record<string, unknown>): Record<string, string[]> {
  return (body.fieldErrors ?? {}) as Record<string, string[]>;
}

describe('control characters are refused with a field message (probe F12)', () => {
  it('GET /api/quote?coupon=%00 is a 400 on the coupon', async () => {
    const response = await browserLike(http.baseUrl).get(`/api/quote?start=${start}&end=${end}&guests=2&coupon=%00`);
    expect(response.status).toBe(400);
    expect(fieldErrorsOf(response.body).coupon).toEqual(['Remove the special characters']);
  });

  it.each([
    ['the coupon', { coupon: 'SAVE\u0000' }, 'coupon'],
    ["the guest's name", { guest: { ...guest, name: 'Ana\u0000' } }, 'guest.name'],
    ["the guest's message", { guest: { ...guest, message: 'Hello\u0000 there' } }, 'guest.message'],
    ["the guest's phone (a C1 control)", { guest: { ...guest, phone: '+1 808 555 0100\u0085' } }, 'guest.phone'],
  ])('POST /api/bookings/checkout with NUL in %s is a 400 on that field', async (_name, change, field) => {
    const response = await browserLike(http.baseUrl).post('/api/bookings/checkout', { start, end, guests: 2, guest, ...change });
    expect(response.status).toBe(400);
    expect(fieldErrorsOf(response.body)[field]).toEqual(['Remove the special characters']);
  });

  it('POST /api/holds with NUL in the coupon is a 400', async () => {
    const response = await browserLike(http.baseUrl).post('/api/holds', { start, end, guests: 2, coupon: '\u0000' });
    expect(response.status).toBe(400);
    expect(fieldErrorsOf(response.body).coupon).toEqual(['Remove the special characters']);
  });

  it('POST /api/contact with NUL in the name or message is a 400, and a message may still have lines', async () => {
    const contact = { name: 'Ana Bell', email: 'ana@example.com', message: 'hello there friend' };
    for (const [field, value] of [['name', 'A\u0000'], ['message', 'hello\u0000 there friend']] as const) {
      const response = await browserLike(http.baseUrl).post('/api/contact', { ...contact, [field]: value });
      expect(response.status).toBe(400);
      expect(fieldErrorsOf(response.body)[field]).toEqual(['Remove the special characters']);
    }
    const multiline = await browserLike(http.baseUrl).post('/api/contact', { ...contact, message: 'line one\r\n\tline two' });
    expect(fieldErrorsOf(multiline.body).message).toBeUndefined();
  });
});

describe('dates and numbers outside a sane window are a 400 (probe F12)', () => {
  it('GET /api/availability/merged?start=9999-12-01&end=9999-12-31 is a 400 with a field message, not a 500', async () => {
    const response = await browserLike(http.baseUrl).get('/api/availability/merged?start=9999-12-01&end=9999-12-31');
    expect(response.status).toBe(400);
    expect(fieldErrorsOf(response.body).start).toEqual(['Choose a date between 2000 and 5 years from today']);
  });

  it.each([
    ['year 9999', '9999-12-01', '9999-12-05'],
    ['year 1999', '1999-12-01', '1999-12-05'],
  ])('a stay in %s is refused', async (_name, from, to) => {
    const quote = await browserLike(http.baseUrl).get(`/api/quote?start=${from}&end=${to}&guests=2`);
    expect(quote.status).toBe(400);
    expect(fieldErrorsOf(quote.body).start).toEqual(['Choose a date between 2000 and 5 years from today']);
    const hold = await browserLike(http.baseUrl).post('/api/holds', { start: from, end: to, guests: 2 });
    expect(hold.status).toBe(400);
  });

  it.each([['true'], ['%202%20'], ['1e1'], ['2.5'], ['']])('guests=%s is refused', async (guests) => {
    const response = await browserLike(http.baseUrl).get(`/api/quote?start=${start}&end=${end}&guests=${guests}`);
    expect(response.status).toBe(400);
    expect(fieldErrorsOf(response.body).guests).toEqual(['Please select a valid number of guests']);
  });

  it.each([[true], [' 2 '], [[2]], [2.5]])('POST /api/holds with guests %j in JSON is refused (true used to count as 1 guest)', async (guests) => {
    const response = await browserLike(http.baseUrl).post('/api/holds', { start, end, guests });
    expect(response.status).toBe(400);
    expect(fieldErrorsOf(response.body).guests).toEqual(['Please select a valid number of guests']);
  });

  it('still takes guests=2 from a query string and 2 from JSON', async () => {
    expect((await browserLike(http.baseUrl).get(`/api/quote?start=${start}&end=${end}&guests=2`)).status).toBe(200);
    expect((await browserLike(http.baseUrl).post('/api/holds', { start, end, guests: 2 })).status).toBe(201);
  });
});
