import { useMemo, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { REVIEW_SOURCE_LABELS } from '../../../shared/reviews/reviews.rules';
import { guessMapping, IMPORT_FIELD_LABELS, IMPORT_FIELDS, REQUIRED_IMPORT_FIELDS, type ImportResult, type ReviewImport } from '../../../shared/reviews/review-import.rules';
import { REVIEW_SOURCES } from '../../../shared/reviews/reviews.schemas';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox';
import { AppDialog } from '../../ui/dialog';
import { Select } from '../../ui/select';
import * as styles from '../kit/admin.css';
import { mapRows, parseCsv, previewRows, type ColumnMapping, type CsvTable } from './csv-import';

const NOT_IN_FILE = 'none';
const SOURCES = REVIEW_SOURCES.map((source) => ({ id: source, label: REVIEW_SOURCE_LABELS[source] }));

/** The lines skipped and why, as a list a screen reader reads one by one. */
function SkippedList({ label, skipped }: { label: string; skipped: readonly { line: number; reason: string }[] }) {
  if (skipped.length === 0) return null;
  return (
    <section aria-label={label}>
      <h3>{label}</h3>
      <ul>
        {skipped.map((skip) => (
          <li key={`${skip.line}-${skip.reason}`}>
            Row {skip.line}: {skip.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Reviews → Import CSV: choose a file, map its columns to the review's fields (guessed from the headers), see which
 * rows will be skipped and why, then import. The server checks every row again and adds the good ones in one
 * transaction; rows it has imported before are skipped, so the same file can be imported twice safely.
 */
export function ImportDialog({ onImport, onClose }: { onImport: (input: ReviewImport) => Promise<ImportResult>; onClose: () => void }) {
  const [file, setFile] = useState<{ name: string; table: CsvTable } | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [defaultSource, setDefaultSource] = useState<ReviewImport['default_source']>('airbnb');
  const [publish, setPublish] = useState(false);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function choose(chosen: File) {
    setResult(null);
    setFailure(null);
    const parsed = parseCsv(await chosen.text());
    if (!parsed.ok) {
      setFile(null);
      setReadError(parsed.message);
      return;
    }
    setReadError(null);
    setFile({ name: chosen.name, table: parsed.table });
    setMapping(guessMapping(parsed.table.headers));
  }

  const rows = useMemo(() => (file && mapping ? mapRows(file.table, mapping) : []), [file, mapping]);
  const preview = useMemo(() => previewRows(rows, { default_source: defaultSource, publish }), [rows, defaultSource, publish]);
  const ready = preview.filter((row) => row.outcome.ok).length;
  const invalid = preview.flatMap((row) => (row.outcome.ok ? [] : [{ line: row.line, reason: row.outcome.reason }]));
  const missing = mapping ? REQUIRED_IMPORT_FIELDS.filter((field) => mapping[field] === null) : [];

  async function runImport() {
    setPending(true);
    setFailure(null);
    try {
      setResult(await onImport({ rows, default_source: defaultSource, publish }));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  const columnOptions = file ? [{ id: NOT_IN_FILE, label: 'Not in the file' }, ...file.table.headers.map((header, index) => ({ id: String(index), label: header || `Column ${index + 1}` }))] : [];

  return (
    <AppDialog title="Import reviews from a CSV file" size="wide" isOpen onOpenChange={(open) => !open && onClose()}>
      <div className={styles.section}>
        <p className={styles.hint}>
          A CSV export of past reviews (Airbnb, VRBO, Booking.com or your own spreadsheet) with a header row. Rows already imported are skipped, so importing the same file again adds nothing twice.
        </p>
        <div className={styles.row}>
          <FileTrigger acceptedFileTypes={['.csv', 'text/csv']} onSelect={(files) => files?.[0] && void choose(files[0])}>
            <Button tone="secondary" autoFocus>
              {file ? 'Choose another file' : 'Choose CSV file'}
            </Button>
          </FileTrigger>
          {file && <p className={styles.hint}>{`${file.name}: ${file.table.rows.length} ${file.table.rows.length === 1 ? 'row' : 'rows'}`}</p>}
        </div>
        {readError && <p role="alert">{readError}</p>}
        {file && mapping && !result && (
          <>
            <fieldset className={styles.section}>
              <legend>Which column holds each field</legend>
              <div className={styles.row}>
                {IMPORT_FIELDS.map((field) => (
                  <Select
                    key={field}
                    label={`${IMPORT_FIELD_LABELS[field]}${REQUIRED_IMPORT_FIELDS.includes(field) ? '' : ' (optional)'}`}
                    options={columnOptions}
                    value={mapping[field] === null ? NOT_IN_FILE : String(mapping[field])}
                    onChange={(choice) => setMapping({ ...mapping, [field]: choice === NOT_IN_FILE ? null : Number(choice) })}
                  />
                ))}
              </div>
              <div className={styles.row}>
                <Select label="Source for rows without one" options={SOURCES} value={defaultSource} onChange={setDefaultSource} />
                <CheckboxField isSelected={publish} onChange={setPublish}>
                  Publish the imported reviews at once
                </CheckboxField>
              </div>
            </fieldset>
            <p role="status">
              {missing.length > 0
                ? `Choose the column for ${missing.map((field) => IMPORT_FIELD_LABELS[field]).join(', ')}.`
                : `${ready} ${ready === 1 ? 'review is' : 'reviews are'} ready to import; ${invalid.length} ${invalid.length === 1 ? 'row' : 'rows'} will be skipped.`}
            </p>
            {missing.length === 0 && <SkippedList label="Rows that will be skipped" skipped={invalid} />}
            {failure && <p role="alert">Nothing was imported: {failure}</p>}
            <div className={styles.row}>
              <Button isDisabled={pending || missing.length > 0 || ready === 0} onPress={() => void runImport()}>
                {`Import ${ready} ${ready === 1 ? 'review' : 'reviews'}`}
              </Button>
              <Button tone="secondary" onPress={onClose}>
                Cancel
              </Button>
            </div>
          </>
        )}
        {result && (
          <>
            <p role="status">{`Imported ${result.added} ${result.added === 1 ? 'review' : 'reviews'}; ${result.skipped.length} ${result.skipped.length === 1 ? 'row was' : 'rows were'} skipped.`}</p>
            <SkippedList label="Rows skipped" skipped={result.skipped} />
            <div className={styles.row}>
              <Button autoFocus onPress={onClose}>
                Done
              </Button>
            </div>
          </>
        )}
        {!file && !readError && <p className={styles.hint}>Nothing is imported until you have checked the preview.</p>}
      </div>
    </AppDialog>
  );
}
