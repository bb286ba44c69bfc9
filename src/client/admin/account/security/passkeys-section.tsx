import { useState } from 'react';
import { Form } from 'react-aria-components';
import { passkeyNameSchema, type Passkey } from '../../../../shared/auth/sign-in-factors.schemas';
import { z } from 'zod';
import { errorMessage } from '../../../lib/errors';
import { displayInstant } from '../../../lib/format';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../ui/button';
import { AppDialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast';
import * as styles from '../../kit/admin.css';
import { useAddPasskey, useRemovePasskey, useRenamePasskey } from './use-account-security';

const nameForm = z.object({ name: passkeyNameSchema });

function AddPasskeyForm() {
  const { addPasskey } = useAddPasskey();
  const form = useZodForm(nameForm, { name: '' }, async ({ name }) => {
    try {
      await addPasskey(name);
      form.setValues({ name: '' });
      toast({ title: 'Passkey added', description: `“${name}” can now sign you in without a password.` });
    } catch (error) {
      toast({ title: 'Passkey not added', description: errorMessage(error), variant: 'destructive' });
    }
  });
  return (
    <Form onSubmit={form.onSubmit} className={styles.row} validationBehavior="aria" aria-label="Add a passkey">
      <TextField label="Passkey name" description="So you can tell your devices apart, e.g. “Work laptop”." {...form.field('name')} />
      <Button type="submit" isDisabled={form.pending}>
        {form.pending ? 'Waiting for your device…' : 'Add a passkey'}
      </Button>
    </Form>
  );
}

function RenameDialog({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const rename = useRenamePasskey();
  const form = useZodForm(nameForm, { name: passkey.name }, async ({ name }) => {
    await rename.mutateAsync({ id: passkey.id, name });
    onClose();
  });
  return (
    <AppDialog title={`Rename “${passkey.name}”`} isOpen onOpenChange={(open) => !open && onClose()}>
      <Form onSubmit={form.onSubmit} className={styles.section} validationBehavior="aria" aria-label="Rename passkey">
        <TextField label="Passkey name" autoFocus {...form.field('name')} />
        <div className={styles.row}>
          <Button type="submit" isDisabled={form.pending}>Save name</Button>
          <Button tone="secondary" onPress={onClose}>Cancel</Button>
        </div>
      </Form>
    </AppDialog>
  );
}

export function PasskeysSection({ passkeys }: { passkeys: Passkey[] }) {
  const remove = useRemovePasskey();
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const removePasskey = (passkey: Passkey) =>
    remove.mutate(
      { id: passkey.id },
      {
        onSuccess: () => toast({ title: 'Passkey removed', description: `“${passkey.name}” no longer signs you in.` }),
        onError: (error) => toast({ title: 'Passkey not removed', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  return (
    <section aria-labelledby="passkeys-title" className={styles.section}>
      <h2 id="passkeys-title">Passkeys</h2>
      <p className={styles.hint}>Sign in with your fingerprint, face or device PIN instead of a password. The private key never leaves your device.</p>
      {passkeys.length === 0 ? (
        <p>No passkeys yet.</p>
      ) : (
        <ul aria-label="Your passkeys" className={styles.section}>
          {passkeys.map((passkey) => (
            <li key={passkey.id} className={styles.row}>
              <span>
                <strong>{passkey.name}</strong>
                <br />
                <span className={styles.hint}>
                  Added {displayInstant(passkey.createdAt)} · {passkey.lastUsedAt ? `last used ${displayInstant(passkey.lastUsedAt)}` : 'not used yet'}
                </span>
              </span>
              <Button tone="secondary" aria-label={`Rename ${passkey.name}`} onPress={() => setRenaming(passkey)}>Rename</Button>
              <Button tone="secondary" aria-label={`Remove ${passkey.name}`} onPress={() => removePasskey(passkey)}>Remove</Button>
            </li>
          ))}
        </ul>
      )}
      <AddPasskeyForm />
      {renaming && <RenameDialog passkey={renaming} onClose={() => setRenaming(null)} />}
    </section>
  );
}
