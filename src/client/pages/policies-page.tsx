import { usePageText } from '../features/layout/use-page-text';
import { trpc } from '../lib/trpc';
import { SimplePage } from './simple-page';
import * as styles from '../styles/page.css';

export default function PoliciesPage() {
  const { data: policies = [], isLoading } = trpc.content.policies.useQuery();
  const text = usePageText('policies');
  return (
    <SimplePage title={text.title} lead={text.lead}>
      {isLoading && <p role="status">Loading policies…</p>}
      {policies.map((policy) => (
        <section key={policy.slug} id={policy.slug} className={styles.section} aria-labelledby={`policy-${policy.slug}`}>
          <h2 id={`policy-${policy.slug}`}>{policy.title}</h2>
          {/* Rendered by the server from the owner's document: escaped, only paragraphs, headings, lists and safe links. */}
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: policy.html }} />
        </section>
      ))}
    </SimplePage>
  );
}
