import { paths } from '../../../shared/paths';
import { SectionTabs, type SectionTab } from '../kit/section-tabs';
import { FooterPanel } from '../texts/footer-panel';
import { PageTextsPanel } from '../texts/page-texts-panel';
import { NotFoundPanel } from '../texts/not-found-panel';
import { PoliciesPanel } from '../texts/policies-panel';
import { SeoPanel } from '../texts/seo-panel';

const CONTENT_MANAGEMENT_TABS: readonly SectionTab[] = [
  { href: paths.admin.contentManagement, label: 'Policies', panel: () => <PoliciesPanel /> },
  { href: paths.admin.contentManagementSeo, label: 'SEO', panel: () => <SeoPanel /> },
  { href: paths.admin.contentManagementFooter, label: 'Footer', panel: () => <FooterPanel /> },
  { href: paths.admin.contentManagementNotFound, label: 'Page not found', panel: () => <NotFoundPanel /> },
  { href: paths.admin.contentManagementPageTexts, label: 'Page texts', panel: () => <PageTextsPanel /> },
];

/**
 * The site's texts: the four policies (rich text), each public page's search title and description, the
 * footer's text, the not-found page's words and the other pages' fixed words (the spec sections' words are edited in the Page Builder). Staff may edit them ('content'); every save is audited and shows on the public pages at the next request.
 */
export default function ContentManagementScreen() {
  return (
    <>
      <h1>Content Management</h1>
      <SectionTabs label="Content Management" tabs={CONTENT_MANAGEMENT_TABS} />
    </>
  );
}
