import { useSiteInfo } from '../property/public';
import { isWidgetAddress } from './widget-messages';

/** The owner's tours widget address from site info (our own page by default), or null when none (or none usable) is set. */
export function useToursWidgetUrl(): string | null {
  const { data: site } = useSiteInfo();
  const url = site.tours_widget_url?.trim() ?? '';
  return isWidgetAddress(url) ? url : null;
}
