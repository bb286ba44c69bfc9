import { describe, expect, it } from 'vitest';
import { addFeedInputSchema, FEED_INTERNAL_HOST_MESSAGE } from './calendar-sync.schemas';
import { isObviouslyInternalHost, refusedAddressReason } from './feed-address.rules';

describe('refusedAddressReason', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.254', 'carrierGradeNat'],
    ['169.254.169.254', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.251', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['[::1]', 'loopback'],
    // IPv6 forms that carry an IPv4 address a gateway could unwrap.
    ['64:ff9b::a00:1', 'rfc6052'],
    ['2002:7f00:1::', '6to4'],
    ['2001::1', 'teredo'],
    ['192.0.2.1', 'reserved'],
    ['not-an-address', 'not an address'],
  ])('%s is refused (%s)', (address, reason) => {
    expect(refusedAddressReason(address)).toBe(reason);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(refusedAddressReason(address)).toBeNull();
  });
});

describe('isObviouslyInternalHost', () => {
  it.each([
    ['localhost', true],
    ['LOCALHOST.', true],
    ['api.localhost', true],
    ['metadata.google.internal', true],
    ['printer.local', true],
    ['router', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['[::ffff:7f00:1]', true],
    ['169.254.169.254', true],
    ['[fd00::1]', true],
    ['www.airbnb.com', false],
    ['admin.booking.com', false],
    ['93.184.215.14', false],
    ['[2606:4700:4700::1111]', false],
  ])('%s → %s', (host, expected) => {
    expect(isObviouslyInternalHost(host)).toBe(expected);
  });
});

describe('adding a feed refuses obviously internal addresses, with a message on the field', () => {
  it.each([
    'http://127.0.0.1:8080/internal',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://[::1]:5000/',
    'http://localhost:5000/api/user',
    'http://169.254.169.254/latest/meta-data/',
    'http://metadata.google.internal/',
    'http://[fd00::1]/',
  ])('%s', (url) => {
    const result = addFeedInputSchema.safeParse({ name: 'Airbnb', url });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['url', FEED_INTERNAL_HOST_MESSAGE]]);
  });

  it('accepts a real calendar address', () => {
    expect(addFeedInputSchema.safeParse({ name: 'Airbnb', url: 'https://www.airbnb.com/calendar/ical/1.ics?s=abc' }).success).toBe(true);
  });
});
