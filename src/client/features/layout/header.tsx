import { Button as AriaButton, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Link, useLocation } from 'wouter';
import { paths } from '../../../shared/paths';
import { preloadOnHover } from '../../app/pages';
import { Button, LinkButton } from '../../ui/button';
import { useAuth } from '../auth/auth-provider';
import { useSiteInfo } from '../property/use-site-info';
import * as styles from './layout.css';
import { useScrolledPast } from './use-scrolled-past';

export const HEADER_SOLID_AFTER_PX = 80;

const links = [
  { href: paths.home, label: 'Home' },
  { href: paths.stay, label: 'Stay' },
  { href: paths.gallery, label: 'Gallery' },
  { href: paths.experiences, label: 'Experiences' },
  { href: paths.contact, label: 'Contact' },
];

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const [location] = useLocation();
  const { user, logout, isLoggingOut } = useAuth();
  return (
    <>
      {links.map((link) => (
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

export function Header() {
  const [location] = useLocation();
  const { data: site } = useSiteInfo();
  const isHome = location === paths.home;
  const scrolled = useScrolledPast(HEADER_SOLID_AFTER_PX, isHome);
  const solid = !isHome || scrolled;

  return (
    <header className={`${styles.header} ${solid ? styles.headerSolid : styles.headerTransparent}`} data-solid={solid}>
      <div className={styles.headerInner}>
        <Link href={paths.home} className={styles.brand}>
          {site.site_name}
        </Link>
        <nav aria-label="Main" className={styles.desktopNav}>
          <NavLinks />
          <LinkButton href={paths.booking} tone="accent" {...preloadOnHover(paths.booking)}>
            Book Now
          </LinkButton>
        </nav>
        <DialogTrigger>
          <AriaButton className={`${styles.mobileOnly} ${styles.navLink}`} aria-label="Open menu">
            Menu
          </AriaButton>
          <ModalOverlay isDismissable className={styles.menuOverlay}>
            <Modal className={styles.menuPanel}>
              <Dialog aria-label="Menu">
                {({ close }) => (
                  <nav aria-label="Mobile">
                    <Heading slot="title">{site.site_name}</Heading>
                    <div className={styles.menuList}>
                      <LinkButton href={paths.booking} tone="accent" onPress={close}>
                        Book Now
                      </LinkButton>
                      <NavLinks onNavigate={close} />
                      <Button tone="secondary" onPress={close}>
                        Close menu
                      </Button>
                    </div>
                  </nav>
                )}
              </Dialog>
            </Modal>
          </ModalOverlay>
        </DialogTrigger>
      </div>
    </header>
  );
}
