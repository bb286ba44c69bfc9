import type { ReactNode } from 'react';
import * as styles from '../styles/page.css';

export function SimplePage({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </div>
  );
}
