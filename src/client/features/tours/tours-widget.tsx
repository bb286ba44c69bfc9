import { useEffect, useRef, useState } from 'react';
import { useInView } from '../../lib/use-in-view';
import * as styles from './tours-widget.css';
import { useToursWidgetUrl } from './use-tours-widget-url';
import {
  HEIGHT_POLLS,
  HEIGHT_POLL_MS,
  HEIGHT_REQUEST,
  MIN_WIDGET_HEIGHT,
  WIDGET_ROOT_MARGIN,
  frameHeight,
  isWidgetAddress,
  reportedHeight,
  widgetOrigin,
} from './widget-messages';

export const TOURS_FRAME_TITLE = 'Hawaiian experiences booking';

/**
 * The third-party tours widget (spec §2): created only when it comes within
 * 200 px of the viewport, as tall as it says it is (at least 400 px). After
 * each load it is asked for its height every 500 ms for about 10 s, for
 * widgets that only answer when asked.
 */
export function ToursWidgetFrame({ url }: { url: string }) {
  const usable = isWidgetAddress(url);
  // A path of our own site ('/widgets/tours', the default) speaks from this page's origin; known only in the browser.
  const origin = typeof window === 'undefined' ? null : widgetOrigin(url, window.location.origin);
  const holder = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const { seen } = useInView(holder, { rootMargin: WIDGET_ROOT_MARGIN });
  const [height, setHeight] = useState(MIN_WIDGET_HEIGHT);
  const [loads, setLoads] = useState(0);

  useEffect(() => {
    if (!seen || !origin) return;
    const onMessage = (event: MessageEvent) => {
      // Only the widget may size the widget.
      if (event.origin !== origin) return;
      const reported = reportedHeight(event.data);
      if (reported !== null) setHeight(frameHeight(reported));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [seen, origin]);

  useEffect(() => {
    if (loads === 0 || !origin) return;
    let polls = 0;
    const timer = window.setInterval(() => {
      polls += 1;
      frame.current?.contentWindow?.postMessage(HEIGHT_REQUEST, origin);
      if (polls >= HEIGHT_POLLS) window.clearInterval(timer);
    }, HEIGHT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [loads, origin]);

  if (!usable) return null;
  return (
    <div ref={holder} className={styles.holder} style={{ minHeight: MIN_WIDGET_HEIGHT }}>
      {loads === 0 && (
        <p role="status" className={styles.placeholder}>
          Loading tours and activities…
        </p>
      )}
      {seen && (
        <iframe
          ref={frame}
          src={url}
          title={TOURS_FRAME_TITLE}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
          className={styles.frame}
          style={{ height }}
          onLoad={() => setLoads((count) => count + 1)}
        />
      )}
    </div>
  );
}

/** The widget from site info; nothing at all when no widget is configured. */
export function ToursWidget() {
  const url = useToursWidgetUrl();
  return url ? <ToursWidgetFrame url={url} /> : null;
}
