import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { paths } from '../../../shared/paths';
import { Button, LinkButton } from '../../ui/button';
import * as styles from './layout.css';
import { NavLinks } from './nav-links';

/**
 * The phone navigation panel. React Aria's modal traps Tab inside, closes on
 * Escape, locks page scrolling and gives focus back to the menu button.
 */
export default function MobileMenu({ siteName, onClose }: { siteName: string; onClose: () => void }) {
  return (
    <ModalOverlay isOpen onOpenChange={(open) => !open && onClose()} isDismissable className={styles.menuOverlay}>
      <Modal className={styles.menuPanel}>
        <Dialog aria-label="Menu">
          <nav aria-label="Mobile">
            <Heading slot="title">{siteName}</Heading>
            <div className={styles.menuList}>
              <LinkButton href={paths.booking} tone="accent" onPress={onClose}>
                Book Now
              </LinkButton>
              <NavLinks onNavigate={onClose} />
              <Button tone="secondary" onPress={onClose}>
                Close menu
              </Button>
            </div>
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
