import { Select, type SelectProps } from '../../ui/select';

export interface FormSelectProps extends Omit<SelectProps<string>, 'value'> {
  id: string;
  /** As typed into the form's values: '' until the guest picks one. */
  value: string;
}

/**
 * A form's dropdown: the id lands on the trigger, so an error summary link
 * can move focus there; an empty value shows the placeholder.
 */
export function FormSelect({ value, ...props }: FormSelectProps) {
  return <Select {...props} value={value || null} />;
}
