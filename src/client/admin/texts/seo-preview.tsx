import { SEO_SITE_TITLE } from '../../../shared/seo/seo.constants';
import { fullTitle } from '../../../shared/seo/seo-routes';
import * as styles from './texts.css';

/** Roughly where a search result cuts its lines. */
const SHOWN_TITLE = 60;
const SHOWN_DESCRIPTION = 160;

function cut(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}

/**
 * How the page might look in a search result: the full title (the site's name appended as the head does),
 * the address, and the description, each cut where search engines usually cut them.
 */
export function SeoPreview({ title, description, path }: { title: string; description: string; path: string }) {
  const address = `${window.location.host}${path === '/' ? '' : path.replace(/\//g, ' › ').replace(/^ › /, ' › ')}`;
  return (
    <figure className={styles.preview} aria-labelledby="seo-preview-caption">
      <figcaption id="seo-preview-caption" className={styles.counter}>
        Search-result preview
      </figcaption>
      <p className={styles.previewUrl}>{address}</p>
      <p className={styles.previewTitle}>{cut(fullTitle(title.trim(), SEO_SITE_TITLE), SHOWN_TITLE)}</p>
      <p className={styles.previewDescription}>{cut(description.trim(), SHOWN_DESCRIPTION)}</p>
    </figure>
  );
}
