import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import * as styles from './layout.css';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className={styles.skipLink} href="#main-content">
        Skip to main content
      </a>
      <a className={styles.skipLink} href="#footer">
        Skip to footer
      </a>
      <Header />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </>
  );
}
