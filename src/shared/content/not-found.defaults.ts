/**
 * The not-found page's words as the site shipped them: the default until the owner saves their own
 * (Content Management → Page not found). Plain data, no zod, so the public page can fall back on it.
 */
export const DEFAULT_NOT_FOUND_TEXT = {
  title: 'Page not found',
  lead: 'This page drifted out with the tide. It may have moved, or the link may be mistyped.',
  button: 'Back to the beach house',
};
