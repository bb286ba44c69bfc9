import type { ReactNode } from 'react';
import * as styles from './checkout.css';

/** One line of a facts list (inside `styles.facts`): the term on the left, its value on the right. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
