import { useAuth } from '../../features/auth/public';
import { Button } from '../../ui/button';
import { AccountSecurity } from '../account/security/account-security';

/** Account → Security, reached from the account menu (lazily loaded by admin-routes.tsx). */
export default function SecurityScreen() {
  const { user } = useAuth();
  return <AccountSecurity user={user} />;
}

/** All a member sees while the owner's requirement is unmet: the Security screen and a way to sign out. */
export function SecuritySetupFrame() {
  const { user, logout, isLoggingOut } = useAuth();
  return (
    <main id="main" tabIndex={-1} style={{ maxWidth: '48rem', margin: '0 auto', padding: '1.5rem 1rem' }}>
      <AccountSecurity user={user} />
      <Button tone="secondary" isDisabled={isLoggingOut} onPress={() => void logout().catch(() => undefined)}>
        Sign out
      </Button>
    </main>
  );
}
