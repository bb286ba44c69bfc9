import { Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { Button, LinkButton } from '../../ui/button';
import type { ShellAccount } from './admin-shell';
import * as styles from './admin-shell.css';

/**
 * The signed-in person's menu in the top bar: who is signed in, 'Your account' and its Security (each closes the menu as it leads there), this browser's choices (notifications) and 'Sign out'. A popover dialog, not React Aria's Menu: Menu's module is shared with the
 * dialogs every public page loads, and using it there adds ~20 KB gzipped to the guests' pages (measured on /stay).
 */
export function AccountMenu({ account }: { account: ShellAccount }) {
  return (
    <DialogTrigger>
      <Button tone="secondary">
        Account <span aria-hidden="true">▾</span>
      </Button>
      <Popover placement="bottom end" className={styles.accountPopover}>
        <Dialog aria-label="Account" className={styles.accountMenu}>
          {({ close }) => (
            <>
              <p className={styles.accountHeading}>Signed in as {account.name}</p>
              {account.accountHref && (
                <LinkButton tone="ghost" className={styles.accountItem} href={account.accountHref} onPress={close}>
                  Your account
                </LinkButton>
              )}
              {account.securityHref && (
                <LinkButton tone="ghost" className={styles.accountItem} href={account.securityHref} onPress={close}>
                  Security
                </LinkButton>
              )}
              {account.settings}
              <Button tone="ghost" className={styles.accountItem} autoFocus isDisabled={account.signingOut} onPress={account.signOut}>
                Sign out
              </Button>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
