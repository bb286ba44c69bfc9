import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components';
import type { SelectOption } from '../../ui/select';
import * as selectStyles from '../../ui/select.css';
import * as styles from './checkout.css';

export interface FormSelectProps {
  id: string;
  label: string;
  options: readonly SelectOption<string>[];
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  errorMessage?: string | undefined;
}

/**
 * A form's dropdown with its own error message: the id lands on the trigger,
 * so an error summary link can move focus there.
 */
export function FormSelect({ id, label, options, value, onChange, placeholder, errorMessage }: FormSelectProps) {
  return (
    <Select
      id={id}
      value={value || null}
      onChange={(key: Key | null) => key !== null && onChange(String(key))}
      isInvalid={Boolean(errorMessage)}
      {...(placeholder ? { placeholder } : {})}
      className={selectStyles.field}
    >
      <Label className={selectStyles.label}>{label}</Label>
      <Button className={selectStyles.trigger}>
        <SelectValue className={selectStyles.value} />
        <span aria-hidden="true" className={selectStyles.chevron}>
          ▾
        </span>
      </Button>
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
      <Popover className={selectStyles.popover}>
        <ListBox className={selectStyles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={selectStyles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
