import type { ReactNode } from 'react';
import { FieldError, Label, Radio, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components';
import * as styles from './radio-group.css';
import { description as descriptionStyle, error as errorStyle } from './text-field.css';

export interface RadioOption<K extends string> {
  id: K;
  label: ReactNode;
  /** The option's accessible name when its label is not plain words (stars, icons). */
  ariaLabel?: string;
}

export interface RadioGroupFieldProps<K extends string> {
  label: string;
  options: readonly RadioOption<K>[];
  /** '' while nothing is chosen. */
  value: K | '';
  onChange: (value: K) => void;
  name?: string;
  description?: string;
  isRequired?: boolean;
  /** Message from our own validation or the server; marks the group invalid. */
  errorMessage?: string | undefined;
}

/** One choice of a few, shown side by side: Tab reaches the group, the arrow keys move and choose. */
export function RadioGroupField<K extends string>({ label, options, value, onChange, name, description, isRequired, errorMessage }: RadioGroupFieldProps<K>) {
  return (
    <AriaRadioGroup
      name={name}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next as K)}
      isRequired={isRequired ?? false}
      isInvalid={Boolean(errorMessage)}
      orientation="horizontal"
      className={styles.group}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.options}>
        {options.map((option) => (
          <Radio key={option.id} value={option.id} aria-label={option.ariaLabel} className={styles.radio}>
            {option.label}
          </Radio>
        ))}
      </div>
      {description && (
        <Text slot="description" className={descriptionStyle}>
          {description}
        </Text>
      )}
      <FieldError className={errorStyle}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}
