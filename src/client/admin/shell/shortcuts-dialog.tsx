import { shortcutLabel } from '../../lib/use-shortcuts';
import { AppDialog } from '../../ui/dialog';
import * as admin from '../kit/admin.css';
import * as styles from './admin-shell.css';
import type { PaletteAction } from './palette-source';

export interface ShortcutRow {
  keys: string;
  does: string;
}

/** The "?" dialog: every shortcut of the admin area, the keys inside the palette, and the actions it offers on every screen. */
export function ShortcutsDialog({
  isOpen,
  onOpenChange,
  rows,
  actions = [],
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  rows: readonly ShortcutRow[];
  actions?: readonly Pick<PaletteAction, 'id' | 'label' | 'does'>[];
}) {
  return (
    <AppDialog title="Keyboard shortcuts" subtitle="They work anywhere in the admin area, except while you type in a field." isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className={admin.tableWrap}>
        <table className={admin.table}>
          <caption className={styles.caption}>Shortcuts</caption>
          <thead>
            <tr>
              <th scope="col" className={admin.cell}>Keys</th>
              <th scope="col" className={admin.cell}>What they do</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.keys}>
                <th scope="row" className={admin.cell}>
                  <kbd className={styles.kbd}>{shortcutLabel(row.keys)}</kbd>
                </th>
                <td className={admin.cell}>{row.does}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className={admin.cell}>
                <kbd className={styles.kbd}>↑ ↓</kbd>, <kbd className={styles.kbd}>Enter</kbd>
              </th>
              <td className={admin.cell}>In the palette: move through the results, then go or run the one highlighted</td>
            </tr>
            <tr>
              <th scope="row" className={admin.cell}>
                <kbd className={styles.kbd}>Esc</kbd>
              </th>
              <td className={admin.cell}>Close the palette, a menu or a dialog and go back where you were</td>
            </tr>
          </tbody>
        </table>
      </div>
      {actions.length > 0 && (
        <div className={admin.tableWrap}>
          <table className={admin.table}>
            <caption className={styles.caption}>In the palette, from any screen</caption>
            <thead>
              <tr>
                <th scope="col" className={admin.cell}>Type</th>
                <th scope="col" className={admin.cell}>What it does</th>
              </tr>
            </thead>
            <tbody>
              {actions.map((action) => (
                <tr key={action.id}>
                  <th scope="row" className={admin.cell}>{action.label}</th>
                  <td className={admin.cell}>{action.does}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AppDialog>
  );
}
