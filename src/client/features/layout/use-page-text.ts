import { DEFAULT_PAGE_TEXTS, type PageTextsPage } from '../../../shared/content/page-texts.defaults';
import { useSiteTexts } from './use-site-texts';

/** A page's fixed words: the owner's (Content Management → Page texts), or the shipped ones while they load or if the call fails. */
export function usePageText<P extends PageTextsPage>(page: P): (typeof DEFAULT_PAGE_TEXTS)[P] {
  return (useSiteTexts()?.page_texts[page]) ?? DEFAULT_PAGE_TEXTS[page];
}
