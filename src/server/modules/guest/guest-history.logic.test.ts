import { describe, expect, it } from 'vitest';
import type { GuestHistoryItem } from '../../../shared/guest/guest-history.schemas';
import { threadOf } from './guest-history.logic';

const booking = (at: string): GuestHistoryItem => ({ kind: 'booking', at, reference: `KB-${at.slice(11, 13)}`, guestName: null, checkIn: '2041-01-01', checkOut: '2041-01-02', status: 'confirmed' });
const contact = (at: string): GuestHistoryItem => ({ kind: 'contact', at, id: 1, name: 'Hana', message: 'Hi', answeredAt: null, replies: [] });
const chat = (at: string): GuestHistoryItem => ({ kind: 'chat', at, id: 'c', name: 'Hana', status: 'open', lastMessageAt: at, messageCount: 1 });

describe('threadOf', () => {
  it('orders every source by time, oldest first', () => {
    const items = [chat('2027-01-03T10:00:00.000Z'), booking('2027-01-05T10:00:00.000Z'), contact('2027-01-01T10:00:00.000Z')];
    expect(threadOf(items).map((item) => item.kind)).toEqual(['contact', 'chat', 'booking']);
  });

  it('puts a booking before a message before a chat at the same instant', () => {
    const at = '2027-01-01T10:00:00.000Z';
    expect(threadOf([chat(at), contact(at), booking(at)]).map((item) => item.kind)).toEqual(['booking', 'contact', 'chat']);
  });
});
