import { lazy, Suspense, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Link, useLocation } from 'wouter';
import { paths } from '../../../shared/paths';
import { preloadOnHover } from '../../app/pages';
import { useReplayedTap } from '../../lib/use-replayed-tap';
import { LinkButton } from '../../ui/button';
import { useSiteInfo } from '../property/public';
import * as styles from './layout.css';
import { NavLinks } from './nav-links';
import { useScrolledPast } from './use-scrolled-past';

// The phone menu's dialog code loads on first open, not with the page.
const MobileMenu = lazy(() => import('./mobile-menu'));

const HEADER_SOLID_AFTER_PX = 80;

export function Header() {
  const [location] = useLocation();
  const { data: site } = useSiteInfo();
  const isHome = location === paths.home;
  const scrolled = useScrolledPast(HEADER_SOLID_AFTER_PX, isHome);
  const solid = !isHome || scrolled;
  const [menuOpen, setMenuOpen] = useState(false);
  // A phone visitor's first tap is often this one, before the page is live.
  const replayedTap = useReplayedTap('header');

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
        <AriaButton
          className={`${styles.mobileOnly} ${styles.navLink} ${styles.menuButton}`}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          onPress={() => setMenuOpen(true)}
          {...replayedTap('menu')}
        >
          Menu
        </AriaButton>
        {menuOpen && (
          <Suspense fallback={null}>
            <MobileMenu siteName={site.site_name} onClose={() => setMenuOpen(false)} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
