import { useEffect, useRef } from 'react';
import * as styles from './tours-widget.css';
import { mountToursFrame, TOURS_FRAME_ATTRIBUTE } from './tours-frame';
import { useToursWidgetUrl } from './use-tours-widget-url';
import { MIN_WIDGET_HEIGHT, isWidgetAddress } from './widget-messages';

/**
 * The third-party tours widget's holder (spec §2): the widget itself is plain DOM inside it (mountToursFrame), which
 * React leaves alone; the holder keeps its room (at least 400 px) from the first paint.
 */
export function ToursWidgetFrame({ url }: { url: string }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => (holder.current ? mountToursFrame(holder.current, url) : undefined), [url]);
  if (!isWidgetAddress(url)) return null;
  return <div ref={holder} className={styles.holder} style={{ minHeight: MIN_WIDGET_HEIGHT }} {...{ [TOURS_FRAME_ATTRIBUTE]: url }} />;
}

/** The widget from site info; nothing at all when no widget is configured. */
export function ToursWidget() {
  const url = useToursWidgetUrl();
  return url ? <ToursWidgetFrame url={url} /> : null;
}
