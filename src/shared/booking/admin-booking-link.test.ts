import { describe, expect, it } from 'vitest';
import { adminBookingHref, adminBookingReferenceOf, adminNewBookingHref, adminRecordPaymentHref, asksForNewBooking, asksToRecordPayment } from './admin-booking-link';

describe('the admin booking link', () => {
  it.each([
    ['KB-7QX4M2', '', '/admin/bookings?booking=KB-7QX4M2'],
    ['KB-7QX4M2', 'https://kaneohe.example', 'https://kaneohe.example/admin/bookings?booking=KB-7QX4M2'],
  ])('builds %s (origin %j) as %s and reads it back', (reference, origin, href) => {
    expect(adminBookingHref(reference, origin)).toBe(href);
    expect(adminBookingReferenceOf(new URL(href, 'https://kaneohe.example').searchParams)).toBe(reference);
  });

  it.each([
    ['?booking=kb-7qx4m2', 'KB-7QX4M2'],
    ['booking=KB-7QX4M2&x=1', 'KB-7QX4M2'],
    ['?booking=%20KB-7QX4M2%20', 'KB-7QX4M2'],
  ])('reads %s as %s', (search, reference) => {
    expect(adminBookingReferenceOf(search)).toBe(reference);
  });

  it.each(['', '?booking=', '?booking=KB-1', '?booking=<script>', '?ref=KB-7QX4M2', '?booking=KB-7QX4M2X'])('reads no booking from %j', (search) => {
    expect(adminBookingReferenceOf(search)).toBeNull();
  });

  it('escapes what it carries', () => {
    expect(adminBookingHref('KB 1&x')).toBe('/admin/bookings?booking=KB+1%26x');
  });

  it('asks for the payment form of a booking, and for a new booking', () => {
    const record = adminRecordPaymentHref('KB-7QX4M2');
    expect(record).toBe('/admin/bookings?booking=KB-7QX4M2&record=payment');
    const search = new URL(record, 'https://kaneohe.example').searchParams;
    expect(adminBookingReferenceOf(search)).toBe('KB-7QX4M2');
    expect(asksToRecordPayment(search)).toBe(true);
    expect(asksToRecordPayment('?booking=KB-7QX4M2')).toBe(false);
    expect(asksToRecordPayment('?record=payment')).toBe(false);
    expect(adminNewBookingHref()).toBe('/admin/bookings?new=booking');
    expect(asksForNewBooking('?new=booking')).toBe(true);
    expect(asksForNewBooking('?booking=KB-7QX4M2')).toBe(false);
  });
});
