import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { GUEST_MESSAGE_LABELS, guestMessageRulesSchema, type GuestMessageKind, type GuestMessageRule } from '../../../shared/emails/guest-messages.schemas';
import { displayTimeOfDay } from '../../../shared/lib/time-of-day';
import { errorMessage, fieldErrorsOf } from '../../lib/errors';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox';
import { Select, type SelectOption } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import * as styles from '../kit/admin.css';
import { useSaveGuestMessageRules } from './use-guest-messages';

interface RuleValues {
  kind: GuestMessageKind;
  enabled: boolean;
  days: string;
  hour: string;
}

const HOURS: readonly SelectOption<string>[] = Array.from({ length: 24 }, (_, hour) => ({ id: String(hour), label: displayTimeOfDay(`${String(hour).padStart(2, '0')}:00`) }));

const WHEN: Record<GuestMessageKind, { days: string | null; text: string }> = {
  pre_arrival: { days: 'Days before check-in', text: 'How to get in: the exact address, the door code, Wi-Fi, check-in instructions and the house rules.' },
  check_in_day: { days: null, text: 'A welcome on the check-in date with the check-in and check-out times.' },
  review_request: { days: 'Days after check-out', text: 'A signed link to review the stay, for stays that were confirmed and not cancelled.' },
};

const toValues = (rules: readonly GuestMessageRule[]): RuleValues[] => rules.map((rule) => ({ kind: rule.kind, enabled: rule.enabled, days: String(rule.days), hour: String(rule.hour) }));
const toInput = (values: readonly RuleValues[]) =>
  values.map((rule) => ({ kind: rule.kind, enabled: rule.enabled, days: rule.days.trim() === '' ? Number.NaN : Number(rule.days), hour: Number(rule.hour) }));

/** The three rules: on or off, how many days, at which Honolulu hour. Read-only for staff. */
export function GuestMessageRulesForm({ rules, canEdit }: { rules: readonly GuestMessageRule[]; canEdit: boolean }) {
  const save = useSaveGuestMessageRules();
  const [values, setValues] = useState(() => toValues(rules));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const change = (index: number, patch: Partial<RuleValues>) => {
    setValues((current) => current.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)));
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(patch).map((key) => [`${index}.${key}`, undefined])) }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = guestMessageRulesSchema.safeParse(toInput(values));
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message;
      setErrors(next);
      return;
    }
    try {
      const saved = await save.mutateAsync(parsed.data);
      setValues(toValues(saved));
      toast({ title: 'Message rules saved', description: 'Messages not yet sent follow the new timing.' });
    } catch (error) {
      setErrors(Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([key, messages]) => [key, messages[0]])));
      toast({ title: 'Message rules not saved', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Form onSubmit={onSubmit} className={styles.section} validationBehavior="aria" aria-labelledby="message-rules-title">
      <h3 id="message-rules-title">When each message goes out</h3>
      <p className={styles.hint}>Days and hours are Hawaii time. Each message goes out once per booking; moving a stay moves its messages, cancelling it drops them.</p>
      {values.map((rule, index) => {
        const label = GUEST_MESSAGE_LABELS[rule.kind];
        const when = WHEN[rule.kind];
        return (
          <fieldset key={rule.kind} className={styles.section}>
            <legend>{label}</legend>
            <p className={styles.hint}>{when.text}</p>
            <CheckboxField isSelected={rule.enabled} isDisabled={!canEdit} onChange={(enabled) => change(index, { enabled })}>
              {`Send the ${label.toLowerCase()} message`}
            </CheckboxField>
            {when.days && (
              <TextField
                label={`${label}: ${when.days.toLowerCase()}`}
                inputMode="numeric"
                autoComplete="off"
                isDisabled={!canEdit}
                value={rule.days}
                onChange={(days) => change(index, { days })}
                errorMessage={errors[`${index}.days`]}
              />
            )}
            <Select
              label={`${label}: hour (Hawaii time)`}
              options={HOURS}
              value={rule.hour}
              isDisabled={!canEdit}
              onChange={(hour) => change(index, { hour })}
              errorMessage={errors[`${index}.hour`]}
            />
          </fieldset>
        );
      })}
      {canEdit && (
        <div>
          <Button type="submit" isDisabled={save.isPending}>
            Save message rules
          </Button>
        </div>
      )}
    </Form>
  );
}
