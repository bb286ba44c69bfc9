import { describe, expect, it } from 'vitest';
import { parseAdminCommand } from './admin-command';

describe('npm run admin: the words', () => {
  it('takes reset-password with one e-mail, as sign-in reads it (lower case)', () => {
    expect(parseAdminCommand(['reset-password', 'Owner@Example.com'])).toEqual({ kind: 'reset-password', email: 'owner@example.com' });
  });

  it('shows the usage when asked, or with the problem when the words are wrong', () => {
    expect(parseAdminCommand([])).toEqual({ kind: 'usage', problem: null });
    expect(parseAdminCommand(['--help'])).toEqual({ kind: 'usage', problem: null });
    expect(parseAdminCommand(['delete-everything'])).toEqual({ kind: 'usage', problem: 'Unknown command: delete-everything' });
    expect(parseAdminCommand(['reset-password'])).toEqual({ kind: 'usage', problem: 'reset-password takes one e-mail address' });
    expect(parseAdminCommand(['reset-password', 'a@example.com', 'b@example.com'])).toEqual({ kind: 'usage', problem: 'reset-password takes one e-mail address' });
    expect(parseAdminCommand(['reset-password', 'not-an-address'])).toEqual({ kind: 'usage', problem: 'Not an e-mail address: not-an-address' });
  });
});
