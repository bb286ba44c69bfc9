import { Autocomplete, Dialog, Header, Input, Label, ListBox, ListBoxItem, ListBoxSection, Modal, ModalOverlay, TextField, type Key } from 'react-aria-components';
import * as styles from './command-palette.css';
import { visuallyHidden } from './feedback.css';

/** One thing the palette can do: go somewhere or run an action. `group` heads the list it is shown in. */
export interface PaletteCommand {
  id: string;
  label: string;
  group: string;
  /** A second line, e.g. a booking's dates. */
  detail?: string;
  run: () => void;
  /** The palette stays open and runs it at once (an action that asks a second question in the palette). */
  keepOpen?: boolean;
}

export interface CommandPaletteProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What has been typed; the caller filters `commands` by it (some come from the server). */
  query: string;
  onQueryChange: (query: string) => void;
  commands: readonly PaletteCommand[];
  /** Said politely to screen readers and shown under the list, e.g. "Searching bookings…". */
  status?: string;
  title?: string;
  inputLabel?: string;
}

function groupsOf(commands: readonly PaletteCommand[]): { name: string; commands: PaletteCommand[] }[] {
  const groups = new Map<string, PaletteCommand[]>();
  for (const command of commands) groups.set(command.group, [...(groups.get(command.group) ?? []), command]);
  return [...groups].map(([name, list]) => ({ name, commands: list }));
}

/**
 * A modal search box over a list of commands (React Aria Autocomplete): typing
 * narrows the list and the first match is highlighted, arrows move, Enter runs
 * the highlighted command and closes, Escape closes; focus is trapped inside
 * and returns to where it was.
 */
export function CommandPalette({
  isOpen,
  onOpenChange,
  query,
  onQueryChange,
  commands,
  status = '',
  title = 'Search or jump to',
  inputLabel = 'Search or jump to…',
}: CommandPaletteProps) {
  const byId = new Map(commands.map((command) => [command.id, command]));
  function run(key: Key) {
    const command = byId.get(String(key));
    if (!command) return;
    if (command.keepOpen) {
      command.run();
      return;
    }
    onOpenChange(false);
    // After the palette has gone: while it is open it keeps focus inside, so an action that moves focus would be pulled back.
    window.setTimeout(command.run, 0);
  }
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog aria-label={title} className={styles.dialog}>
          <Autocomplete inputValue={query} onInputChange={onQueryChange}>
            <TextField autoFocus className={styles.field}>
              <Label className={visuallyHidden}>{inputLabel}</Label>
              {/* The list is always shown under the box: a combobox whose popup is open (ARIA 1.2 pattern), highlighting by aria-activedescendant. */}
              <Input className={styles.input} placeholder={inputLabel} role="combobox" aria-expanded="true" />
            </TextField>
            <ListBox aria-label="Results" className={styles.list} onAction={run} renderEmptyState={() => <p className={styles.empty}>Nothing matches “{query}”.</p>}>
              {groupsOf(commands).map((group) => (
                <ListBoxSection key={group.name} id={group.name} className={styles.section}>
                  <Header className={styles.groupHeader}>{group.name}</Header>
                  {group.commands.map((command) => (
                    <ListBoxItem key={command.id} id={command.id} textValue={command.label} className={styles.item}>
                      <span className={styles.itemLabel}>{command.label}</span>
                      {command.detail && <span className={styles.itemDetail}>{command.detail}</span>}
                    </ListBoxItem>
                  ))}
                </ListBoxSection>
              ))}
            </ListBox>
          </Autocomplete>
          <p role="status" className={styles.status}>
            {status}
          </p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
