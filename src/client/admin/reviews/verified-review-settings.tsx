import { errorMessage, errorText } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { CheckboxField } from '../../ui/checkbox';
import { toast } from '../../ui/toast';
import * as styles from '../kit/admin.css';

/** The owner's choice for reviews guests send through their stay's link: published at once, or waiting here for moderation. */
export function VerifiedReviewSettings() {
  const utils = trpc.useUtils();
  const settings = trpc.admin.reviews.settings.useQuery();
  const save = trpc.admin.reviews.saveSettings.useMutation({ onSuccess: (saved) => utils.admin.reviews.settings.setData(undefined, saved) });
  return (
    <section aria-labelledby="verified-reviews-title" className={styles.section}>
      <h2 id="verified-reviews-title">Verified guests’ reviews</h2>
      <p className={styles.hint}>The day after check-out each guest can review their stay through a link of their own. Their review is marked as from a verified guest.</p>
      {settings.isError && <p role="alert">The setting could not be loaded. {errorText(settings.error)}</p>}
      {settings.data && (
        <CheckboxField
          isSelected={settings.data.publish_verified_at_once}
          isDisabled={save.isPending}
          onChange={(selected) =>
            void save.mutateAsync({ publish_verified_at_once: selected }).then(
              () => toast({ title: selected ? 'Verified reviews are published at once' : 'Verified reviews wait for you to publish them' }),
              (error: unknown) => toast({ title: 'Not changed', description: errorMessage(error), variant: 'destructive' }),
            )
          }
        >
          Publish verified guests’ reviews at once (otherwise they wait here, unpublished)
        </CheckboxField>
      )}
    </section>
  );
}
