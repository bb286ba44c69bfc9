import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { EARLIEST_DATE, LATEST_DATE } from '../../../shared/lib/iso-date.schema';
import { isIsoDate } from '../../../shared/lib/dates';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import * as styles from './night-calendar.css';

const MESSAGE = 'Enter a date between 2000 and 2099';

/** 'Go to date': the calendar shows the month of the night typed and focuses that night. */
export function GoToDate({ onGo }: { onGo: (night: string) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isIsoDate(value) || value < EARLIEST_DATE || value > LATEST_DATE) {
      setError(MESSAGE);
      return;
    }
    setError(undefined);
    onGo(value);
  }
  return (
    <Form onSubmit={submit} className={styles.goTo} validationBehavior="aria">
      <TextField label="Go to date" type="date" value={value} onChange={setValue} errorMessage={error} />
      <Button type="submit" tone="secondary">
        Go
      </Button>
    </Form>
  );
}
