import { useState } from 'react';
import type { FieldErrors, OverrideDraft, PricingDraft, SeasonDraft, TaxDraft } from './pricing-draft';

type ScalarKey = { [K in keyof PricingDraft]: PricingDraft[K] extends string ? K : never }[keyof PricingDraft];
interface Rows { seasons: SeasonDraft; overrides: OverrideDraft; taxes: TaxDraft }
export type ListKey = keyof Rows;

export interface FieldBinding {
  name: string;
  value: string;
  errorMessage: string | undefined;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}

/** The pricing form's state: the draft, its messages per field, and bindings for TextFields. */
export function usePricingEditor(initial: PricingDraft) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  // After "Add", the new row's first field takes focus so the keyboard stays where the work is.
  const [focusKey, setFocusKey] = useState<string | null>(null);

  const clear = (key: string) => setErrors((current) => (current[key] === undefined ? current : { ...current, [key]: undefined }));

  function top(key: ScalarKey, errorKey: string = key): FieldBinding {
    return {
      name: errorKey,
      value: draft[key],
      errorMessage: errors[errorKey],
      onChange: (value) => {
        setDraft((current) => ({ ...current, [key]: value }));
        clear(errorKey);
      },
    };
  }

  function row<L extends ListKey>(list: L, index: number, prop: keyof Rows[L] & string, errorKey: string): FieldBinding {
    const rows = draft[list] as Rows[L][];
    return {
      name: errorKey,
      value: String(rows[index]?.[prop] ?? ''),
      errorMessage: errors[errorKey],
      ...(focusKey === errorKey ? { autoFocus: true } : {}),
      onChange: (value) => {
        setDraft((current) => ({ ...current, [list]: (current[list] as Rows[L][]).map((entry, at) => (at === index ? { ...entry, [prop]: value } : entry)) }));
        clear(errorKey);
      },
    };
  }

  function add<L extends ListKey>(list: L, entry: Rows[L], firstFieldKey: (index: number) => string) {
    setFocusKey(firstFieldKey(draft[list].length));
    setDraft((current) => ({ ...current, [list]: [...current[list], entry] }));
  }

  function remove(list: ListKey, index: number) {
    setDraft((current) => ({ ...current, [list]: current[list].filter((_, at) => at !== index) }));
    // Messages are keyed by position, which has just shifted.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith(`${list}.`))));
  }

  return { draft, setDraft, errors, setErrors, top, row, add, remove };
}

export type PricingEditor = ReturnType<typeof usePricingEditor>;
