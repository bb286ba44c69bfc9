import { Button, Input, Label, SearchField as AriaSearchField, type SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components';
import * as styles from './search-field.css';
import { visuallyHidden } from './feedback.css';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children' | 'className'> {
  label: string;
  placeholder?: string;
  /** For a search box whose purpose its placeholder and surroundings already show. */
  hideLabel?: boolean;
  className?: string;
}

/** A search input; Escape or the clear button empties it (React Aria). */
export function SearchField({ label, placeholder, hideLabel = false, className, ...props }: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={[styles.field, className].filter(Boolean).join(' ')}>
      <Label className={hideLabel ? visuallyHidden : styles.label}>{label}</Label>
      <div className={styles.control}>
        <span aria-hidden="true" className={styles.icon}>
          ⌕
        </span>
        <Input className={styles.input} {...(placeholder ? { placeholder } : {})} />
        <Button className={styles.clear} aria-label="Clear search">
          ×
        </Button>
      </div>
    </AriaSearchField>
  );
}
