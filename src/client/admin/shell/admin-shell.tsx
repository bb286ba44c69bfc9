import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useShortcuts, type Shortcut } from '../../lib/use-shortcuts';
import { Button } from '../../ui/button';
import * as admin from '../kit/admin.css';
import { AdminNav, type ShellSection } from './admin-nav';
import { AdminPalette } from './admin-palette';
import * as styles from './admin-shell.css';
import { ScreenActionsProvider, useScreenActions } from './screen-actions';
import { ShortcutsDialog, type ShortcutRow } from './shortcuts-dialog';

function sectionAt(sections: readonly ShellSection[], location: string): ShellSection | undefined {
  const path = location.length > 1 ? location.replace(/\/$/, '') : location;
  return sections.find((section) => section.href === path);
}

/** After a move to another screen, its heading takes focus, so keyboard and screen reader users start at the top of the new screen. */
function useFocusHeadingOnNavigation(location: string) {
  const contentRef = useRef<HTMLDivElement>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const first = shown.current === null;
    if (shown.current === location) return;
    shown.current = location;
    if (first) return;
    const heading = contentRef.current?.querySelector('h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
  }, [location]);
  return contentRef;
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

function ShellFrame({ sections, children }: { sections: readonly ShellSection[]; children: ReactNode }) {
  const [location, navigate] = useLocation();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const contentRef = useFocusHeadingOnNavigation(location);
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
    <div className={`${admin.shell} ${styles.frame}`}>
      <AdminNav sections={sections} current={current} />
      <div className={styles.content} ref={contentRef}>
        <div className={styles.toolbar}>
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
        <div className={styles.screen}>{children}</div>
      </div>
      <AdminPalette sections={sections} isOpen={paletteOpen} onOpenChange={setPaletteOpen} />
      <ShortcutsDialog isOpen={helpOpen} onOpenChange={setHelpOpen} rows={rows} />
    </div>
  );
}

/**
 * The admin frame, keyboard first: the sections' navigation, a command
 * palette (Ctrl/Cmd+K), the shortcuts list (?), G-then-letter jumps, and focus
 * on each new screen's heading. Screens add their own actions to the palette
 * with useRegisterScreenActions.
 */
export function AdminShell({ sections, children }: { sections: readonly ShellSection[]; children: ReactNode }) {
  return (
    <ScreenActionsProvider>
      <ShellFrame sections={sections}>{children}</ShellFrame>
    </ScreenActionsProvider>
  );
}
