import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { errorMessage, fieldErrorsOf } from '../../lib/errors';
import { Button } from '../../ui/button';
import { DataTable, DataTablePager, useSortedPages, type DataColumn } from '../../ui/data-table';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import type { CouponView } from '../../../shared/pricing/pricing-settings.schemas';
import { couponAsInput, couponDiscountText, couponFromDraft, couponWindowText, emptyCoupon, type CouponDraft } from './coupon-draft';
import type { FieldErrors } from './pricing-draft';
import * as styles from './pricing.css';
import { useCoupons, useCreateCoupon, useDeleteCoupon, useUpdateCoupon } from './use-pricing';

const KIND_OPTIONS = [
  { id: 'percent', label: 'Percent off the rent' },
  { id: 'fixed', label: 'Dollars off the rent' },
] as const;

const usesText = (coupon: CouponView) => (coupon.maxUses === null ? `${coupon.timesUsed} (no limit)` : `${coupon.timesUsed} of ${coupon.maxUses}`);

interface CouponActions {
  onToggle: (coupon: CouponView) => Promise<void>;
  onDelete: (coupon: CouponView) => Promise<void>;
}

function couponColumns({ onToggle, onDelete }: CouponActions): DataColumn<CouponView>[] {
  return [
    { id: 'code', label: 'Code', isRowHeader: true, sortValue: (coupon) => coupon.code, render: (coupon) => coupon.code },
    { id: 'discount', label: 'Discount', render: couponDiscountText },
    { id: 'window', label: 'Valid for', render: couponWindowText },
    { id: 'uses', label: 'Uses', sortValue: (coupon) => coupon.timesUsed, render: usesText },
    // Ascending puts the active ones first, as the owner mostly looks for those.
    { id: 'status', label: 'Status', sortValue: (coupon) => (coupon.active ? 0 : 1), render: (coupon) => (coupon.active ? 'Active' : 'Inactive') },
    {
      id: 'actions',
      label: 'Actions',
      render: (coupon) => (
        <div className={styles.actions}>
          <Button tone="secondary" aria-label={`${coupon.active ? 'Deactivate' : 'Activate'} coupon ${coupon.code}`} onPress={() => void onToggle(coupon)}>
            {coupon.active ? 'Deactivate' : 'Activate'}
          </Button>
          {coupon.timesUsed === 0 && (
            <Button tone="secondary" aria-label={`Delete coupon ${coupon.code}`} onPress={() => void onDelete(coupon)}>
              Delete
            </Button>
          )}
        </div>
      ),
    },
  ];
}

/** Every coupon by code (the server sends them all; a long list is shown a page at a time). */
function CouponTable({ coupons, ...actions }: { coupons: readonly CouponView[] } & CouponActions) {
  const columns = couponColumns(actions);
  const view = useSortedPages(coupons, columns, { column: 'code', direction: 'asc' });
  return (
    <>
      <DataTable
        caption={`Coupons and their uses${view.pages > 1 ? `, page ${view.page} of ${view.pages}` : ''}`}
        columns={columns}
        items={view.rows}
        rowKey={(coupon) => String(coupon.id)}
        rowText={(coupon) => coupon.code}
        sort={view.sort}
        onSortChange={view.onSortChange}
      />
      <DataTablePager label="Coupon pages" page={view.page} pages={view.pages} onPage={view.setPage} />
    </>
  );
}

export function CouponsSection() {
  const coupons = useCoupons();
  const update = useUpdateCoupon();
  const remove = useDeleteCoupon();
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  async function run(action: () => Promise<unknown>, done: string) {
    setNotice(null);
    try {
      await action();
      setNotice({ kind: 'ok', text: done });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error) });
    }
  }

  const list = coupons.data ?? [];
  return (
    <section aria-labelledby="pricing-coupons" className={styles.section}>
      <h2 id="pricing-coupons">Coupons</h2>
      <p className={styles.sectionHint}>A coupon takes its discount off the rent after length-of-stay discounts. Its dates are judged by the stay's check-in. A use counts when a booking is paid.</p>
      {coupons.isLoading && <p role="status">Loading coupons…</p>}
      {!coupons.isLoading && list.length === 0 && <p>No coupons yet.</p>}
      {list.length > 0 && (
        <CouponTable
          coupons={list}
          onToggle={(coupon) => run(() => update.mutateAsync(couponAsInput(coupon, { active: !coupon.active })), `${coupon.code} is now ${coupon.active ? 'inactive' : 'active'}.`)}
          onDelete={(coupon) => run(() => remove.mutateAsync({ id: coupon.id }), `${coupon.code} deleted.`)}
        />
      )}
      <div aria-live="polite">{notice?.kind === 'ok' && <p className={styles.success}>{notice.text}</p>}</div>
      {notice?.kind === 'error' && (
        <p role="alert" className={styles.failure}>
          {notice.text}
        </p>
      )}
      <NewCouponForm />
    </section>
  );
}

function NewCouponForm() {
  const create = useCreateCoupon();
  const [draft, setDraft] = useState<CouponDraft>(emptyCoupon());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [created, setCreated] = useState<string | null>(null);

  const bind = (key: Exclude<keyof CouponDraft, 'kind'>, errorKey: string = key) => ({
    name: errorKey,
    value: draft[key],
    errorMessage: errors[errorKey],
    onChange: (value: string) => {
      setDraft((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [errorKey]: undefined }));
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCreated(null);
    const parsed = couponFromDraft(draft);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    try {
      const coupon = await create.mutateAsync(parsed.input);
      setErrors({});
      setDraft(emptyCoupon());
      setCreated(coupon.code);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const next: FieldErrors = {};
      for (const [key, messages] of Object.entries(fields)) next[key] = messages[0];
      setErrors(Object.keys(next).length > 0 ? next : { form: errorMessage(error) });
    }
  }

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" aria-label="New coupon" className={styles.row}>
      <TextField label="Code" description="Letters, digits, - and _" {...bind('code')} />
      <Select label="Discount type" options={KIND_OPTIONS} value={draft.kind} onChange={(kind) => setDraft((current) => ({ ...current, kind }))} />
      <TextField label={draft.kind === 'percent' ? 'Discount (%)' : 'Discount ($)'} inputMode="decimal" {...bind('amount', 'value')} />
      <TextField label="Check-in from" description="yyyy-mm-dd, optional" {...bind('validFrom')} />
      <TextField label="Check-in until" description="yyyy-mm-dd, optional" {...bind('validTo')} />
      <TextField label="Maximum uses" description="Empty for no limit" inputMode="numeric" {...bind('maxUses')} />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={create.isPending}>
          Add coupon
        </Button>
      </div>
      <div aria-live="polite">{created && <p className={styles.success}>Coupon {created} added.</p>}</div>
      {errors.form && (
        <p role="alert" className={styles.failure}>
          {errors.form}
        </p>
      )}
    </Form>
  );
}
