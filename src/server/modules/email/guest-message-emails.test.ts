import { describe, expect, it } from 'vitest';
import { checkInDayEmail, preArrivalEmail, reviewRequestEmail } from './guest-message-emails';

const EVIL = '<img src=x onerror=alert(1)>';
const common = {
  to: 'guest@example.com',
  contactEmail: 'aloha@example.com',
  siteName: 'Kaneohe Bay Beach House',
  guestName: `Ana ${EVIL}`,
  reference: 'KB-ABC123',
  checkIn: '2027-03-10',
  checkOut: '2027-03-14',
  checkInTime: '15:00',
  checkOutTime: '10:00',
};
const access = { exactAddress: '44-123 Kaneohe Bay Drive', doorCode: `Code 4719 ${EVIL}`, wifiName: 'Hale', wifiPassword: 'mahalo', checkInInstructions: '', houseRules: ['No parties.'] };

describe('the automated guest e-mails', () => {
  const messages = [
    preArrivalEmail({ ...common, ...access, manageUrl: 'https://example.com/booking/confirmation?ref=KB-ABC123&token=t' }),
    checkInDayEmail({ ...common, manageUrl: 'https://example.com/booking/confirmation?ref=KB-ABC123&token=t' }),
    reviewRequestEmail({ ...common, reviewUrl: 'https://example.com/review?ref=KB-ABC123&token=r' }),
  ];

  it('escape every value in the HTML part and always carry a text part, replies going to the house', () => {
    for (const message of messages) {
      expect(message.html).not.toContain('<img');
      expect(message.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(message.text).toContain(`Aloha Ana ${EVIL}`);
      expect(message).toMatchObject({ to: 'guest@example.com', replyTo: 'aloha@example.com' });
    }
    expect(messages.map((message) => message.kind)).toEqual(['pre-arrival', 'check-in-day', 'review-request']);
  });

  it('give the pre-arrival message the house access and rules, leaving out what the owner left blank', () => {
    const [preArrival] = messages;
    expect(preArrival!.subject).toBe('Your arrival at Kaneohe Bay Beach House on Wednesday, March 10, 2027');
    expect(preArrival!.text).toContain('Address:\n44-123 Kaneohe Bay Drive');
    expect(preArrival!.text).toContain('Wi-Fi:\nNetwork: Hale\nPassword: mahalo');
    expect(preArrival!.text).toContain('House rules:\n• No parties.');
    expect(preArrival!.text).not.toContain('Check-in instructions:');
  });

  it('put the signed review link in both parts of the review request, its & escaped in the HTML', () => {
    const review = messages[2]!;
    expect(review.text).toContain('https://example.com/review?ref=KB-ABC123&token=r');
    expect(review.html).toContain('href="https://example.com/review?ref=KB-ABC123&amp;token=r"');
    expect(messages[1]!.text).not.toContain('Code 4719');
    expect(review.text + review.html).not.toContain('Code 4719');
  });
});
