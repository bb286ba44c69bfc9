import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { takeHeadingFocusRequest } from '../../lib/arrival-focus';
import { useShortcuts, type Shortcut } from '../../lib/use-shortcuts';
import { Button } from '../../ui/button';
import { AccountMenu } from './account-menu';
import { AdminNav, SectionsMenu, type ShellSection } from './admin-nav';
import { AdminPalette } from './admin-palette';
import type { PaletteAction, PaletteSource } from './palette-source';
import * as styles from './admin-shell.css';
import { ScreenActionsProvider, useScreenActions } from './screen-actions';
import { ShortcutsDialog, type ShortcutRow } from './shortcuts-dialog';

function sectionAt(sections: readonly ShellSection[], location: string): ShellSection | undefined {
  const path = location.length > 1 ? location.replace(/\/$/, '') : location;
  return sections.find((section) => section.href === path);
}

/** Set while a move's new heading is awaited: the screen's code was still loading when the move happened. */
const HeadingAwaited = createContext<{ current: (() => boolean) | null }>({ current: null });

/**
 * After a move to another screen, its heading takes focus, so keyboard and screen reader users start at the top
 * of the new screen. A section's code may still be loading then: ScreenArrived focuses its heading when it comes.
 */
function useFocusHeadingOnNavigation(location: string, awaited: { current: (() => boolean) | null }) {
  const contentRef = useRef<HTMLElement>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const first = shown.current === null;
    if (shown.current === location) return;
    shown.current = location;
    awaited.current = null;
    const content = contentRef.current;
    // A page load starts at the top (the skip link first); only a move, or arriving from sign-in, focuses the heading.
    if ((first && !takeHeadingFocusRequest()) || !content) return;
    const focusHeading = () => {
      const heading = content.querySelector('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    if (!focusHeading()) awaited.current = focusHeading;
  }, [location, awaited]);
  return contentRef;
}

/**
 * Rendered just before a lazily loaded screen, inside its Suspense boundary: when the screen arrives after a
 * move, its heading takes focus before anything in the screen moves focus (a dialog a link opens), so that
 * closing such a dialog returns focus to the heading.
 */
export function ScreenArrived() {
  const awaited = useContext(HeadingAwaited);
  useLayoutEffect(() => {
    if (awaited.current?.()) awaited.current = null;
  }, [awaited]);
  return null;
}

const neverChanges = () => () => {};

function paletteKeyOnThisPlatform(): string {
  const withHints = navigator as Navigator & { userAgentData?: { platform?: string } };
  return /mac|iphone|ipad|ipod/i.test(withHints.userAgentData?.platform || navigator.platform) ? '⌘K' : 'Ctrl K';
}

/** "⌘K" on Apple platforms, "Ctrl K" elsewhere; nothing in the server's HTML, so hydration never disagrees. */
function usePaletteKeyHint(): string | null {
  return useSyncExternalStore(neverChanges, paletteKeyOnThisPlatform, () => null);
}

function SearchIcon() {
  return (
    <svg className={styles.searchIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Who is signed in, and the way out. */
export interface ShellAccount {
  name: string;
  signOut: () => void;
  signingOut: boolean;
  /** This browser's choices for the signed-in person (notifications), shown in the account menu. */
  settings?: ReactNode;
  /** Where 'Your account' (name, e-mail, password, sessions) lives: a path from the site's root, as React Aria's links navigate there, not inside /admin. */
  accountHref?: string;
  /** Where the member's passkeys and two-factor codes live (Account → Security), from the site's root as well. */
  securityHref?: string;
}

export interface AdminShellProps {
  siteName: string;
  account: ShellAccount;
  sections: readonly ShellSection[];
  /** Searches the sections add to the palette (bookings by reference or guest). */
  sources?: readonly PaletteSource[];
  /** Actions the palette offers on every screen ('New booking'), listed in the '?' dialog too. */
  actions?: readonly PaletteAction[];
  /** Shown above every screen (what is not live yet). */
  notices?: ReactNode;
  children: ReactNode;
}

function ShellFrame({ siteName, account, sections, sources = [], actions = [], notices, children }: AdminShellProps) {
  const [location, navigate] = useLocation();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [awaited] = useState<{ current: (() => boolean) | null }>(() => ({ current: null }));
  const screenRef = useFocusHeadingOnNavigation(location, awaited);
  const current = sectionAt(sections, location);
  const paletteKey = usePaletteKeyHint();
  const screenShortcuts = useScreenActions().filter((action) => action.keys);

  const rows: ShortcutRow[] = [
    { keys: 'mod+k', does: 'Search or jump to a section, a booking or an action' },
    { keys: '?', does: 'Show these shortcuts' },
    ...sections.filter((section) => section.key).map((section) => ({ keys: `g ${section.key}`, does: `Go to ${section.label}` })),
    ...screenShortcuts.map((action) => ({ keys: action.keys ?? '', does: `On this screen: ${action.label}` })),
  ];
  const shortcuts: Shortcut[] = [
    { keys: 'mod+k', run: () => setPaletteOpen(true) },
    { keys: '?', run: () => setHelpOpen(true) },
    ...sections.filter((section) => section.key).map((section) => ({ keys: `g ${section.key}`, run: () => navigate(section.href) })),
    ...screenShortcuts.map((action) => ({ keys: action.keys ?? '', run: action.run })),
  ];
  useShortcuts(shortcuts, !paletteOpen && !helpOpen);

  return (
    <div className={styles.frame}>
      <a className={styles.skipLink} href="#admin-screen">
        Skip to main content
      </a>
      <header className={styles.topBar}>
        <span className={styles.siteName}>{siteName}</span>
        <span className={styles.barSpacer} />
        <div className={styles.barTools}>
          <SectionsMenu sections={sections} current={current} />
          <Button tone="secondary" className={styles.searchButton} onPress={() => setPaletteOpen(true)}>
            <span className={styles.searchLabel}>
              <SearchIcon />
              <span>
                Search <span className={styles.wideText}>or jump to…</span>
              </span>
            </span>
            {paletteKey && (
              <kbd className={`${styles.kbd} ${styles.paletteKeyHint}`} aria-hidden="true">
                {paletteKey}
              </kbd>
            )}
          </Button>
          <Button tone="ghost" className={styles.shortcutsButton} onPress={() => setHelpOpen(true)}>
            Keyboard shortcuts
          </Button>
        </div>
        {/* The public site, outside the admin's nested router. */}
        <Link href="~/" className={styles.barLink}>
          View site
        </Link>
        <AccountMenu account={account} />
      </header>
      <div className={styles.body}>
        <AdminNav sections={sections} current={current} />
        <main id="admin-screen" tabIndex={-1} className={styles.screen} ref={screenRef}>
          {notices}
          <HeadingAwaited.Provider value={awaited}>{children}</HeadingAwaited.Provider>
        </main>
      </div>
      <AdminPalette sections={sections} sources={sources} actions={actions} isOpen={paletteOpen} onOpenChange={setPaletteOpen} />
      <ShortcutsDialog isOpen={helpOpen} onOpenChange={setHelpOpen} rows={rows} actions={actions} />
    </div>
  );
}

/**
 * The admin's own frame, keyboard first: a top bar (the site's name, the
 * search and shortcuts, 'View site', the account menu), the sections'
 * navigation in groups, a command palette (Ctrl/Cmd+K), the shortcuts list
 * (?), G-then-letter jumps, and focus on each new screen's heading. Screens
 * add their own actions to the palette with useRegisterScreenActions.
 */
export function AdminShell(props: AdminShellProps) {
  return (
    <ScreenActionsProvider>
      <ShellFrame {...props} />
    </ScreenActionsProvider>
  );
}
