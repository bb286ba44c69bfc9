import type { Attraction } from '../../../shared/property/property.schemas';
import { paths } from '../../../shared/paths';
import {
  SEO_OG_IMAGE,
  SEO_OG_IMAGE_ALT,
  SEO_SITE_TITLE,
  SEO_TWITTER_HANDLE,
  type SeoPageKey,
  type SeoPageText,
} from '../../../shared/seo/seo.constants';
import { headTagsFor, renderHeadTags, type SeoRoute } from './seo.logic';
import {
  attractionListLd,
  breadcrumbLd,
  graphLd,
  lodgingBusinessLd,
  organizationLd,
  placeLd,
  productLd,
  vacationRentalLd,
  faqPageLd,
  type Crumb,
  type FaqEntry,
  type HouseData,
  type LdContext,
  type ProductData,
} from './structured-data.logic';

/** What each page's structured data is built from; the service loads only what the page needs. */
export type PageSources =
  | { kind: 'home'; house: HouseData }
  | { kind: 'stay'; product: ProductData }
  | { kind: 'experiences'; attractions: readonly Attraction[] }
  | { kind: 'none' };

export type SourceKind = PageSources['kind'];

export function sourceKindFor(key: SeoPageKey): SourceKind {
  if (key === 'home' || key === 'stay' || key === 'experiences') return key;
  return 'none';
}

const HOME_CRUMB: Crumb = { name: 'Home', path: paths.home };

/** Pages with a breadcrumb trail below home; the private and admin pages have none. */
const CRUMBS: Partial<Record<SeoPageKey, Crumb[]>> = {
  home: [HOME_CRUMB],
  stay: [HOME_CRUMB, { name: 'Stay', path: paths.stay }],
  experiences: [HOME_CRUMB, { name: 'Experiences', path: paths.experiences }],
  contact: [HOME_CRUMB, { name: 'Contact', path: paths.contact }],
  policies: [HOME_CRUMB, { name: 'Policies', path: paths.policies }],
};

/** A page's structured data, with the FAQPage of its FAQ blocks (Page Builder) after the rest. */
export function pageJsonLd(key: SeoPageKey, sources: PageSources, context: LdContext, page: BuiltPageLd = {}): object[] {
  const faq = page.faqs?.length ? [graphLd([faqPageLd(page.faqs)])] : [];
  return [...sourcesJsonLd(key, sources, context, page.crumb), ...faq];
}

/** What a built page adds to its head: its FAQ entries, and for one of the owner's pages its breadcrumb. */
export interface BuiltPageLd {
  faqs?: readonly FaqEntry[];
  crumb?: Crumb;
}

function sourcesJsonLd(key: SeoPageKey, sources: PageSources, context: LdContext, crumb: Crumb | undefined): object[] {
  const crumbs = crumb ? [HOME_CRUMB, crumb] : CRUMBS[key];
  const breadcrumbs = crumbs ? [breadcrumbLd(context.publicUrl, crumbs)] : [];
  if (key === 'home' && sources.kind === 'home') {
    const { house } = sources;
    return [
      graphLd([
        organizationLd(house.siteInfo, context.publicUrl, { logo: '/favicon.svg', image: SEO_OG_IMAGE }),
        vacationRentalLd(house, context),
        lodgingBusinessLd(house, context),
        placeLd(house.property, house.siteInfo, context.publicUrl),
        ...breadcrumbs,
      ]),
    ];
  }
  if (key === 'stay' && sources.kind === 'stay') {
    return [graphLd([productLd(sources.product, context, paths.stay), ...breadcrumbs])];
  }
  if (key === 'experiences' && sources.kind === 'experiences') {
    const list = attractionListLd(sources.attractions, context.publicUrl, 'Things to do near Kaneohe Bay');
    return [graphLd([...breadcrumbs, list])];
  }
  // Without its data (or on a page that needs none) a page still gets its breadcrumbs.
  return breadcrumbs.length > 0 ? [graphLd(breadcrumbs)] : [];
}

export interface PageHeadOptions extends LdContext {
  siteTitle?: string;
  /** The page's stored title and description, when the owner has edited them. */
  text?: SeoPageText;
  page?: BuiltPageLd;
}

/** The markup that replaces the template's <!--seo-head--> for one page. */
export function pageHeadHtml(route: SeoRoute, sources: PageSources, options: PageHeadOptions): string {
  return renderHeadTags(
    headTagsFor({
      route,
      publicUrl: options.publicUrl,
      siteTitle: options.siteTitle ?? SEO_SITE_TITLE,
      ogImage: SEO_OG_IMAGE,
      ogImageAlt: SEO_OG_IMAGE_ALT,
      twitterHandle: SEO_TWITTER_HANDLE,
      jsonLd: pageJsonLd(route.key, sources, options, options.page),
      text: options.text,
    }),
  );
}
