import { useCallback, useRef, useState } from 'react';
import { ProgressBar } from 'react-aria-components';
import { errorMessage } from '../../lib/errors';
import * as styles from './photos-panel.css';
import { uploadPhoto } from './photos-upload';

export interface Upload {
  key: number;
  name: string;
  percent: number;
  error: string | null;
}

/** A labelled progress bar (the upload's bytes, then the encoding job's steps). */
export function PhotoProgress({ label, percent }: { label: string; percent: number }) {
  return (
    <ProgressBar value={percent} aria-label={label} className={styles.progress}>
      {({ valueText }) => (
        <>
          <span>
            {label}: {valueText}
          </span>
          <span className={styles.bar}>
            <span className={styles.fill} style={{ width: `${percent}%`, display: 'block' }} />
          </span>
        </>
      )}
    </ProgressBar>
  );
}

/** Files being sent, each with its own progress; a finished one leaves the list (the photo list shows its encoding). */
export function useUploads(onUploaded: () => void) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const next = useRef(0);
  const start = useCallback(
    (files: File[], replaceId?: number) => {
      for (const file of files) {
        next.current += 1;
        const key = next.current;
        const patch = (change: Partial<Upload>) => setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
        setUploads((current) => [...current, { key, name: file.name, percent: 0, error: null }]);
        uploadPhoto(file, { replaceId, onProgress: (percent) => patch({ percent }) }).then(
          () => {
            setUploads((current) => current.filter((upload) => upload.key !== key));
            onUploaded();
          },
          (error: unknown) => patch({ error: errorMessage(error) }),
        );
      }
    },
    [onUploaded],
  );
  return { uploads, start };
}
