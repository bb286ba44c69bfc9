import { Checkbox, Link } from 'react-aria-components';
import { paths } from '../../../shared/paths';
import * as styles from './checkout.css';

export interface PolicyCheckboxProps {
  id: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  errorMessage?: string | undefined;
}

/** The agreement a booking needs; the policies themselves are linked beside it, not inside the label. */
export function PolicyCheckbox({ id, isSelected, onChange, errorMessage }: PolicyCheckboxProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <Checkbox
        id={id}
        isSelected={isSelected}
        onChange={onChange}
        isInvalid={Boolean(errorMessage)}
        {...(errorMessage ? { 'aria-describedby': errorId } : {})}
        className={styles.checkbox}
      >
        {({ isSelected: checked }) => (
          <>
            <span className={styles.checkboxBox} aria-hidden="true">
              {checked ? '✓' : ''}
            </span>
            <span>I agree to the house rules and the cancellation policy</span>
          </>
        )}
      </Checkbox>
      <p className={styles.policyLinks}>
        Read the{' '}
        <Link className={styles.link} href={`${paths.policies}#house-rules`}>
          house rules
        </Link>{' '}
        and the{' '}
        <Link className={styles.link} href={`${paths.policies}#cancellation`}>
          cancellation policy
        </Link>
        .
      </p>
      {errorMessage && (
        <p id={errorId} className={styles.fieldError}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
