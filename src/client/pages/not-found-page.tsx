import { DEFAULT_NOT_FOUND_TEXT } from '../../shared/content/not-found.defaults';
import { paths } from '../../shared/paths';
import { useSiteTexts } from '../features/layout/use-site-texts';
import { LinkButton } from '../ui/button';
import { SimplePage } from './simple-page';

/** The page for an address the site does not have; its words are the owner's (Content Management → Page not found). */
export default function NotFoundPage() {
  const text = useSiteTexts()?.not_found ?? DEFAULT_NOT_FOUND_TEXT;
  return (
    <SimplePage title={text.title} {...(text.lead ? { lead: text.lead } : {})}>
      <LinkButton href={paths.home}>{text.button}</LinkButton>
    </SimplePage>
  );
}
