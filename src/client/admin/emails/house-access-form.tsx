import { Form } from 'react-aria-components';
import { houseAccessSchema, type HouseAccess } from '../../../shared/emails/guest-messages.schemas';
import { errorMessage } from '../../lib/errors';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/button';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import * as styles from '../kit/admin.css';
import { useSaveHouseAccess } from './use-guest-messages';

/** Owner only: what the pre-arrival message alone carries (never the site, the API or the confirmation). */
export function HouseAccessForm({ access }: { access: HouseAccess }) {
  const save = useSaveHouseAccess();
  const form = useZodForm(houseAccessSchema, { ...access }, async (input) => {
    try {
      await save.mutateAsync(input);
      toast({ title: 'House access saved', description: 'Pre-arrival messages sent from now on carry it.' });
    } catch (error) {
      toast({ title: 'House access not saved', description: errorMessage(error), variant: 'destructive' });
      throw error;
    }
  });
  return (
    <Form onSubmit={form.onSubmit} className={styles.section} validationBehavior="aria" aria-labelledby="house-access-title">
      <h3 id="house-access-title">House access (owner only)</h3>
      <p className={styles.hint}>Sent only in the pre-arrival message. It never appears on the site, in the booking confirmation or to staff.</p>
      <TextArea label="Exact address" rows={2} {...form.field('exactAddress')} />
      <TextArea label="Door code or key-box instructions" rows={3} {...form.field('doorCode')} />
      <TextField label="Wi-Fi name" autoComplete="off" {...form.field('wifiName')} />
      <TextField label="Wi-Fi password" autoComplete="off" {...form.field('wifiPassword')} />
      <TextArea label="Check-in instructions" rows={5} {...form.field('checkInInstructions')} description="Parking, where the key box is, what to do first. The house rules come from Settings → Site." />
      <div>
        <Button type="submit" isDisabled={form.pending}>
          Save house access
        </Button>
      </div>
    </Form>
  );
}
