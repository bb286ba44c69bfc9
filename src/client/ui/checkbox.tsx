import type { ReactNode } from 'react';
import { Checkbox } from 'react-aria-components';
import * as styles from './checkbox.css';

/** A labelled checkbox: Space toggles it, the focus ring shows on the box. */
export function CheckboxField({ isSelected, onChange, children }: { isSelected: boolean; onChange: (selected: boolean) => void; children: ReactNode }) {
  return (
    <Checkbox isSelected={isSelected} onChange={onChange} className={styles.checkbox}>
      {({ isSelected: selected }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {selected ? '✓' : ''}
          </span>
          <span>{children}</span>
        </>
      )}
    </Checkbox>
  );
}
