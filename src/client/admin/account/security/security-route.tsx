import { Suspense } from 'react';
import { paths } from '../../../../shared/paths';
import { lazyPage } from '../../../app/lazy-page';
import { useAuth } from '../../../features/auth/public';
import { Button, LinkButton } from '../../../ui/button';
import { PageSkeleton } from '../../../ui/feedback';
import * as shellStyles from '../../shell/admin-shell.css';

/** Account → Security, loaded when first shown. */
export const securityScreen = lazyPage(() => import('./security-screen'));

/** The account menu's way in (the admin router is nested under /admin, so the link is relative to it). */
export function AccountSecurityLink() {
  return (
    <LinkButton tone="ghost" className={shellStyles.accountItem} href={paths.admin.security.replace(/^\/admin/, '')}>
      Security
    </LinkButton>
  );
}

/** All a member sees while the owner's requirement is unmet: the Security screen and a way to sign out. */
export function SecuritySetupFrame() {
  const { logout, isLoggingOut } = useAuth();
  const SecurityScreen = securityScreen;
  return (
    <main id="main" tabIndex={-1} style={{ maxWidth: '48rem', margin: '0 auto', padding: '1.5rem 1rem' }}>
      <Suspense fallback={<PageSkeleton />}>
        <SecurityScreen />
      </Suspense>
      <Button tone="secondary" isDisabled={isLoggingOut} onPress={() => void logout().catch(() => undefined)}>
        Sign out
      </Button>
    </main>
  );
}
