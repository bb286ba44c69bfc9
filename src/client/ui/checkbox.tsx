import type { ReactNode } from 'react';
import { Checkbox } from 'react-aria-components';
import * as styles from './checkbox.css';

/** A labelled checkbox: Space toggles it, the focus ring shows on the box. */
export function CheckboxField({
  isSelected,
  onChange,
  isDisabled,
  children,
}: {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  isDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Checkbox isSelected={isSelected} onChange={onChange} isDisabled={isDisabled ?? false} className={styles.checkbox}>
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
