import { useState } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Link } from 'wouter';
import { Button } from '../../ui/button';
import * as styles from './admin-shell.css';

export interface ShellSection {
  /** Relative to /admin: '/' is the dashboard, '/bookings' the bookings. */
  href: string;
  label: string;
  /** The second key of its shortcut (G then `key`). */
  key?: string;
  /** A count beside the label ('3'), and how it is read as part of the link's name (', 3 unread'). */
  badge?: { text: string; label: string } | undefined;
}

function SectionLinks({ sections, current, onNavigate }: { sections: readonly ShellSection[]; current: ShellSection | undefined; onNavigate?: () => void }) {
  return (
    <ul className={styles.navList}>
      {sections.map((section) => (
        <li key={section.href}>
          <Link
            href={section.href}
            className={styles.navLink}
            aria-current={section === current ? 'page' : undefined}
            // One name, 'Chat, 3 unread': browsers would put a space before the comma between two spans.
            aria-label={section.badge ? `${section.label}${section.badge.label}` : undefined}
            onClick={onNavigate}
          >
            {section.label}
            {section.badge && (
              <span aria-hidden="true" className={styles.navBadge}>
                {section.badge.text}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The admin sections, always there: a list beside the screen on wide screens;
 * on a phone a button that opens the same list as a modal sheet (focus stays
 * inside, Escape closes it).
 */
export function AdminNav({ sections, current }: { sections: readonly ShellSection[]; current: ShellSection | undefined }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <nav aria-label="Admin sections" className={styles.nav}>
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
              <SectionLinks sections={sections} current={current} onNavigate={() => setMenuOpen(false)} />
            </Dialog>
          </Modal>
        </ModalOverlay>
      </DialogTrigger>
      <div className={styles.wideOnly}>
        <SectionLinks sections={sections} current={current} />
      </div>
    </nav>
  );
}
