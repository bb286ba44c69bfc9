import { Form } from 'react-aria-components';
import { siteSettingsSchema, type SiteSettings } from '../../../shared/settings/site-settings.schemas';
import { errorMessage } from '../../lib/errors';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import * as styles from '../kit/admin.css';
import { IntegrationStatusPanel } from './integration-status-panel';
import { toFormValues, toSettingsInput } from './site-settings-form';
import { useSaveSiteSettings, useSiteSettings } from './use-site-settings';

function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSiteSettings();
  const form = useZodForm(
    siteSettingsSchema,
    toFormValues(settings),
    async (input) => {
      try {
        await save.mutateAsync(input);
        toast({ title: 'Site settings saved', description: 'Every public page shows them from the next visit.' });
      } catch (error) {
        toast({ title: 'Site settings not saved', description: errorMessage(error), variant: 'destructive' });
        throw error;
      }
    },
    toSettingsInput,
  );
  const toggle = (key: 'pets_allowed' | 'smoking_allowed') => ({
    isSelected: form.values[key] === 'yes',
    onChange: (selected: boolean) => form.setValues((current) => ({ ...current, [key]: selected ? 'yes' : 'no' })),
  });
  return (
    <Form onSubmit={form.onSubmit} className={styles.section} validationBehavior="aria" aria-labelledby="site-settings-title">
      <h3>The site</h3>
      <TextField label="Site name" autoComplete="off" isRequired {...form.field('site_name')} description="In the header, the footer, the page titles and every e-mail." />
      <TextField label="Description" autoComplete="off" isRequired {...form.field('site_description')} description="The short description search engines and shared links show." />
      <TextField label="Address" autoComplete="off" {...form.field('address')} description="The general area shown in the footer, such as Kaneohe, HI, 96744 (never the street address)." />
      <TextField label="Contact phone" type="tel" autoComplete="off" isRequired {...form.field('contact_phone')} />
      <TextField label="Contact e-mail" type="email" autoComplete="off" isRequired {...form.field('contact_email')} />
      <TextField label="Instagram (optional)" type="url" autoComplete="off" {...form.field('social_instagram')} />
      <TextField label="Facebook (optional)" type="url" autoComplete="off" {...form.field('social_facebook')} />
      <TextField label="X (Twitter) (optional)" type="url" autoComplete="off" {...form.field('social_twitter')} />

      <h3>Honolulu registration numbers</h3>
      <p className={styles.hint}>Shown in the footer of every page and on the stay page, as Honolulu requires in every advertisement.</p>
      <TextField label="TAT registration number" autoComplete="off" isRequired {...form.field('tat_registration_id')} />
      <TextField label="GET license number" autoComplete="off" isRequired {...form.field('get_license_id')} />
      <TextField label="NUC or registration number" autoComplete="off" isRequired {...form.field('county_registration')} />
      <TextField label="Tax map key (TMK)" autoComplete="off" isRequired {...form.field('tax_map_key')} />

      <h3>The stay</h3>
      <TextField label="Check-in from" autoComplete="off" isRequired {...form.field('check_in_time')} description="Hours and minutes, 24-hour clock, such as 15:00." />
      <TextField label="Check-out by" autoComplete="off" isRequired {...form.field('check_out_time')} description="Hours and minutes, 24-hour clock, such as 10:00." />
      <CheckboxField {...toggle('pets_allowed')}>Pets allowed</CheckboxField>
      <CheckboxField {...toggle('smoking_allowed')}>Smoking allowed</CheckboxField>
      <TextArea label="House rules" isRequired rows={10} {...form.field('house_rules')} description="One rule per line, quiet hours among them. Shown on the stay page." />

      <h3>Widgets and notifications</h3>
      <TextField
        label="Tours widget address (optional)"
        autoComplete="off"
        {...form.field('tours_widget_url')}
        description="/widgets/tours is the house's own list of experiences; a partner widget starts with https://. Empty: no widget."
      />
      <TextField
        label="Notification e-mail (optional)"
        type="email"
        autoComplete="off"
        {...form.field('host_email')}
        description="Where new bookings, guests' messages and chat alerts go. Empty: the server's HOST_EMAIL, else the contact e-mail."
      />
      <div>
        <Button type="submit" isDisabled={form.pending}>
          Save site settings
        </Button>
      </div>
    </Form>
  );
}

/** Admin → Settings → Site: what the public site says about the house, and what the server is connected to. */
export function SiteSettingsPanel() {
  const settings = useSiteSettings();
  return (
    <section aria-labelledby="site-settings-title">
      <h2 id="site-settings-title">Site</h2>
      <p>The name, contact details, registration numbers, times and rules every public page shows.</p>
      {settings.isLoading && <p role="status">Loading the site settings…</p>}
      {settings.isError && <p role="alert">The site settings could not be loaded: {errorMessage(settings.error)}</p>}
      {settings.data && <SiteSettingsForm settings={settings.data} />}
      <IntegrationStatusPanel />
    </section>
  );
}
