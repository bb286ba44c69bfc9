import { useSiteInfo } from '../property/use-site-info';
import { widgetOrigin } from './widget-messages';

/** The owner's tours widget address from site info, or null when none (or none usable) is set. */
export function useToursWidgetUrl(): string | null {
  const { data: site } = useSiteInfo();
  const url = site.tours_widget_url?.trim() ?? '';
  return widgetOrigin(url) ? url : null;
}
