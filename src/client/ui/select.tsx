import type { Key } from 'react-aria-components';
import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue, type SelectProps as AriaSelectProps } from 'react-aria-components';
import * as styles from './select.css';
import { error as errorStyle } from './text-field.css';

export interface SelectOption<K extends string> {
  id: K;
  label: string;
}

export interface SelectProps<K extends string>
  extends Omit<AriaSelectProps<SelectOption<K>>, 'children' | 'value' | 'onChange' | 'selectedKey' | 'onSelectionChange' | 'className'> {
  label: string;
  options: readonly SelectOption<K>[];
  /** null: nothing chosen yet (the placeholder shows). */
  value: K | null;
  onChange: (value: K) => void;
  className?: string;
  /** Message from our own validation or the server; marks the field invalid. */
  errorMessage?: string | undefined;
}

/** A single-choice dropdown: a labelled button that opens a listbox (type-ahead and arrow keys from React Aria). */
export function Select<K extends string>({ label, options, value, onChange, className, errorMessage, ...props }: SelectProps<K>) {
  return (
    <AriaSelect
      {...props}
      value={value}
      isInvalid={Boolean(errorMessage) || props.isInvalid}
      onChange={(key: Key | null) => {
        if (key !== null) onChange(String(key) as K);
      }}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={styles.label}>{label}</Label>
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </Button>
      <FieldError className={errorStyle}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
