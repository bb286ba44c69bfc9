import { FieldError, Label, Text, TextArea as AriaTextArea, TextField as AriaTextField, type TextFieldProps } from 'react-aria-components';
import * as styles from './text-field.css';

export interface TextAreaProps extends Omit<TextFieldProps, 'children'> {
  label: string;
  description?: string;
  errorMessage?: string | undefined;
  rows?: number;
}

export function TextArea({ label, description, errorMessage, rows = 6, ...props }: TextAreaProps) {
  return (
    <AriaTextField {...props} isInvalid={Boolean(errorMessage) || props.isInvalid} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <AriaTextArea rows={rows} className={styles.input} />
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
