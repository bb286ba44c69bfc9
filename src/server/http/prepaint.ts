import { paths } from '../../shared/paths';
import { photoSrcset, photoUrl } from '../../shared/property/photo-sizes';

/**
 * Markup painted before any JavaScript runs, so the largest thing on the
 * first screen (the home hero photo) is found by the browser's preload scanner
 * and shown at once. React replaces it when it mounts. It fills the whole
 * first screen, so the hero React draws over it is never larger and the
 * early paint stays the page's largest one.
 */
export function prepaintFor(pathname: string): string {
  if (pathname !== paths.home) return '';
  return `<div aria-hidden="true" style="position:relative;height:100vh;background:#0b4c56;overflow:hidden"><picture><source type="image/avif" srcset="${photoSrcset('hero-poster', 'avif')}" sizes="100vw"><img src="${photoUrl('hero-poster')}" srcset="${photoSrcset('hero-poster', 'webp')}" sizes="100vw" alt="" fetchpriority="high" style="position:absolute;inset:0;width:100%;height:100%;object-fit:cover"></picture><div style="position:absolute;inset:0;background:linear-gradient(180deg,rgba(11,40,48,.25) 0%,rgba(11,40,48,.35) 45%,rgba(11,40,48,.78) 100%)"></div></div>`;
}

const ROOT = '<div id="root"></div>';

export function injectPrepaint(html: string, pathname: string): string {
  const markup = prepaintFor(pathname);
  return markup ? html.replace(ROOT, () => `<div id="root">${markup}</div>`) : html;
}
