import { useId, useState } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Link } from 'wouter';
import { Button } from '../../ui/button';
import * as styles from './admin-shell.css';

/** A count beside a section's label ('3'), and how it is read as part of the link's name (', 3 unread'). */
export interface SectionBadge {
  text: string;
  label: string;
}

export interface ShellSection {
  /** Relative to /admin: '/' is the dashboard, '/bookings' the bookings. */
  href: string;
  label: string;
  /** The navigation's group it is listed under ('Today'). */
  group: string;
  /** The second key of its shortcut (G then `key`). */
  key?: string;
  /** Its badge while the navigation shows (the chat's unread count); called as a hook. */
  useBadge?: () => SectionBadge | undefined;
}

const noBadge = (): SectionBadge | undefined => undefined;

function SectionLink({ section, current, onNavigate }: { section: ShellSection; current: boolean; onNavigate: (() => void) | undefined }) {
  const useBadge = section.useBadge ?? noBadge;
  const badge = useBadge();
  return (
    <Link
      href={section.href}
      className={styles.navLink}
      aria-current={current ? 'page' : undefined}
      // One name, 'Chat, 3 unread': browsers would put a space before the comma between two spans.
      aria-label={badge ? `${section.label}${badge.label}` : undefined}
      onClick={onNavigate}
    >
      {section.label}
      {badge && (
        <span aria-hidden="true" className={styles.navBadge}>
          {badge.text}
        </span>
      )}
    </Link>
  );
}

/** The sections in their groups, each group a list named by its label. */
function SectionGroups({ sections, current, onNavigate }: { sections: readonly ShellSection[]; current: ShellSection | undefined; onNavigate?: () => void }) {
  const id = useId();
  const groups = [...new Set(sections.map((section) => section.group))];
  return (
    <div className={styles.navGroups}>
      {groups.map((group) => (
        <div key={group}>
          <span id={`${id}-${group}`} className={styles.groupLabel}>
            {group}
          </span>
          <ul className={styles.navList} aria-labelledby={`${id}-${group}`}>
            {sections
              .filter((section) => section.group === group)
              .map((section) => (
                <li key={section.href}>
                  <SectionLink section={section} current={section === current} onNavigate={onNavigate} />
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * On a phone, the admin's one menu: a button in the top bar that opens the
 * sections as a modal sheet (focus stays inside, Escape closes it).
 */
export function SectionsMenu({ sections, current }: { sections: readonly ShellSection[]; current: ShellSection | undefined }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <DialogTrigger isOpen={menuOpen} onOpenChange={setMenuOpen}>
      <Button tone="secondary" className={styles.menuButton}>
        <span aria-hidden="true">☰</span> <span className={styles.menuButtonLabel}>
          {current ? (
            <>
              <span className={styles.wideText}>Sections: </span>
              {current.label}
            </>
          ) : (
            'Sections'
          )}
        </span>
      </Button>
      <ModalOverlay isDismissable className={styles.menuOverlay}>
        <Modal className={styles.menuModal}>
          <Dialog className={styles.menuDialog} aria-labelledby="admin-menu-title">
            <div className={styles.menuHeader}>
              <Heading slot="title" id="admin-menu-title" className={styles.menuTitle}>
                Admin sections
              </Heading>
              <Button tone="ghost" aria-label="Close" onPress={() => setMenuOpen(false)}>
                ×
              </Button>
            </div>
            <SectionGroups sections={sections} current={current} onNavigate={() => setMenuOpen(false)} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

const COLLAPSED_KEY = 'admin.navigation.collapsed';

function storedCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * From 900 px, the sections in their groups beside the screen; the owner can
 * fold them away for a wide table, and the choice is kept for the next visit.
 */
export function AdminNav({ sections, current }: { sections: readonly ShellSection[]; current: ShellSection | undefined }) {
  const [collapsed, setCollapsed] = useState(storedCollapsed);
  const listId = useId();
  function toggle() {
    const next = !collapsed;
    setCollapsed(next);
    try {
      localStorage.setItem(COLLAPSED_KEY, String(next));
    } catch {
      // Private browsing may refuse storage: the choice then lasts for this page only.
    }
  }
  return (
    <nav aria-label="Admin sections" className={`${styles.nav} ${collapsed ? styles.navCollapsed : ''}`}>
      <Button tone="ghost" className={styles.collapseButton} aria-expanded={!collapsed} aria-controls={listId} onPress={toggle}>
        {collapsed ? 'Show sections' : 'Hide sections'}
      </Button>
      <div id={listId} hidden={collapsed}>
        <SectionGroups sections={sections} current={current} />
      </div>
    </nav>
  );
}
