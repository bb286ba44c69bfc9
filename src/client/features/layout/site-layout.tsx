import { Suspense, type ReactNode } from 'react';
import { Island } from '../../islands/island';
import { ChatLauncher } from '../chat/public';
import { Footer } from './footer';
import { Header } from './header';
import * as styles from './layout.css';

/**
 * The header and footer are Suspense boundaries of their own: over the
 * server's HTML, React hydrates each boundary in small slices of work, so the
 * page becomes live without one long task that would hold up the first tap.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className={styles.skipLink} href="#main-content">
        Skip to main content
      </a>
      <a className={styles.skipLink} href="#footer">
        Skip to footer
      </a>
      <Suspense>
        <Island name="header" component={Header} props={{}} />
      </Suspense>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <Island name="chat" component={ChatLauncher} props={{}} />
    </>
  );
}
