import { Link, useLocation } from 'wouter';
import { paths } from '../../../shared/paths';
import { preloadOnHover } from '../../app/pages';
import { Button } from '../../ui/button';
import { useAuth } from '../auth/public';
import * as styles from './layout.css';

const NAV_LINKS = [
  { href: paths.home, label: 'Home' },
  { href: paths.stay, label: 'Stay' },
  { href: paths.gallery, label: 'Gallery' },
  { href: paths.experiences, label: 'Experiences' },
  { href: paths.contact, label: 'Contact' },
];

/** The header's links, shared by the desktop bar and the phone menu. */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const [location] = useLocation();
  const { user, logout, isLoggingOut } = useAuth();
  return (
    <>
      {NAV_LINKS.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          className={styles.navLink}
          aria-current={location === link.href ? 'page' : undefined}
          onClick={onNavigate}
          {...preloadOnHover(link.href)}
        >
          {link.label}
        </Link>
      ))}
      {user && (
        <Link
          href={paths.admin.dashboard}
          className={styles.navLink}
          aria-current={location.startsWith('/admin') ? 'page' : undefined}
          onClick={onNavigate}
          {...preloadOnHover(paths.admin.dashboard)}
        >
          Admin
        </Link>
      )}
      {user && (
        <Button tone="ghost" isDisabled={isLoggingOut} onPress={() => void logout().catch(() => undefined)}>
          Logout
        </Button>
      )}
    </>
  );
}

