import { Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover } from 'react-aria-components';
import { Button } from '../../ui/button';
import type { ShellAccount } from './admin-shell';
import * as styles from './admin-shell.css';

/** The signed-in person's menu in the top bar: 'Sign out' for now ('Your account' joins it once that screen exists). */
export function AccountMenu({ account }: { account: ShellAccount }) {
  return (
    <MenuTrigger>
      <Button tone="secondary">
        Account <span aria-hidden="true">▾</span>
      </Button>
      <Popover placement="bottom end" className={styles.accountPopover}>
        <Menu aria-label="Account" className={styles.accountMenu} disabledKeys={account.signingOut ? ['sign-out'] : []} onAction={(key) => key === 'sign-out' && account.signOut()}>
          <MenuSection>
            <Header className={styles.accountHeading}>Signed in as {account.name}</Header>
            <MenuItem id="sign-out" className={styles.accountItem}>
              Sign out
            </MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
