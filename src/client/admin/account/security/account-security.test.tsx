import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enterValue } from '../../../test/enter-value';
import { renderWithApi } from '../../../test/admin-test-kit';
import { AccountSecurity } from './account-security';

const staff = { id: 'u1', name: 'Kai', email: 'kai@example.com', role: 'staff' } as const;
const laptop = { id: 'cred-1', name: 'Work laptop', createdAt: '2026-11-20T20:00:00.000Z', lastUsedAt: null };

function renderScreen() {
  return renderWithApi(
    <AccountSecurity user={staff} />,
    {
      'admin.security.overview': () => ({ passkeys: [laptop], twoFactor: false, recoveryCodesLeft: 0, requiredForEveryone: false }),
      'admin.security.removePasskey': () => ({ ok: true }),
      'admin.security.startTwoFactor': () => ({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCodeDataUrl: 'data:image/png;base64,AAAA' }),
      'admin.security.confirmTwoFactor': () => ({ recoveryCodes: ['abcde-fghjk', 'mnpqr-stuvw'] }),
    },
  );
}

describe('Account → Security', () => {
  it('lists passkeys with their last use, and removes one by its labelled button', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen();
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    within(list).getByText('Work laptop');
    within(list).getByText(/not used yet/);
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove Work laptop' }));
    expect(calls('admin.security.removePasskey')).toEqual([{ id: 'cred-1' }]);
  });

  it('turns two-factor on: QR code and secret, a first code, then the recovery codes once', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Turn on two-factor' }));
    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    screen.getByText('JBSWY3DPEHPK3PXP');
    const code = screen.getByRole('textbox', { name: 'Code from your app' });
    expect(document.activeElement).toBe(code);
    await enterValue(user, code, '123456');
    await user.keyboard('{Enter}');
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    within(codes).getByText('abcde-fghjk');
    expect(calls('admin.security.confirmTwoFactor')).toEqual([{ code: '123456' }]);
    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(screen.queryByText('abcde-fghjk')).toBeNull();
  });
});
