import { describe, expect, it } from 'vitest';
import { guestBookingAccessOf, guestBookingUrl } from './guest-booking-link';

describe('the guest booking page address', () => {
  const access = { reference: 'KB-7QX4M2', token: 'aB3_-x9ZqLmN0pQrStUvWxYz1234567890abcdefGh' };

  it('is the address the e-mails have always linked, relative or on the site', () => {
    expect(guestBookingUrl(access)).toBe(`/booking/confirmation?ref=KB-7QX4M2&token=${access.token}`);
    expect(guestBookingUrl(access, 'https://kaneohe.example')).toBe(`https://kaneohe.example/booking/confirmation?ref=KB-7QX4M2&token=${access.token}`);
  });

  it('gives back the reference and token it carries', () => {
    expect(guestBookingAccessOf(new URL(guestBookingUrl(access, 'https://kaneohe.example')).searchParams)).toEqual(access);
    expect(guestBookingAccessOf(new URLSearchParams('ref=KB-7QX4M2&redirect_status=succeeded'))).toEqual({ reference: 'KB-7QX4M2', token: '' });
  });

  it('escapes what it carries', () => {
    expect(guestBookingUrl({ reference: 'KB 1&x', token: 'a+b' })).toBe('/booking/confirmation?ref=KB+1%26x&token=a%2Bb');
  });
});
