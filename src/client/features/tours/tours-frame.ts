import * as styles from './tours-widget.css';
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

/** The holder the server draws for the widget names its address in this attribute (start-islands.ts finds it by it). */
export const TOURS_FRAME_ATTRIBUTE = 'data-tours-frame';

const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation';

/**
 * The third-party tours widget (spec §2) in `holder`: created only when the holder comes within 200 px of the
 * viewport, as tall as the widget says it is (at least 400 px). After each load it is asked for its height every
 * 500 ms for about 10 s, for widgets that only answer when asked. Plain DOM, no React: the React component mounts
 * it in the app, and a page shipped as islands mounts it straight from its start-up code (decision 062).
 * Gives back what takes it all away again.
 */
export function mountToursFrame(holder: HTMLElement, url: string): () => void {
  if (!isWidgetAddress(url)) return () => undefined;
  // A path of our own site ('/widgets/tours', the default) speaks from this page's origin.
  const origin = widgetOrigin(url, window.location.origin);
  const placeholder = document.createElement('p');
  placeholder.setAttribute('role', 'status');
  placeholder.className = styles.placeholder;
  placeholder.textContent = 'Loading tours and activities…';
  holder.append(placeholder);

  let frame: HTMLIFrameElement | null = null;
  let timer: number | undefined;
  const onMessage = (event: MessageEvent) => {
    // Only the widget may size the widget.
    if (!frame || event.origin !== origin) return;
    const reported = reportedHeight(event.data);
    if (reported !== null) frame.style.height = `${frameHeight(reported)}px`;
  };
  const askForHeight = () => {
    window.clearInterval(timer);
    if (!origin) return;
    let polls = 0;
    timer = window.setInterval(() => {
      polls += 1;
      frame?.contentWindow?.postMessage(HEIGHT_REQUEST, origin);
      if (polls >= HEIGHT_POLLS) window.clearInterval(timer);
    }, HEIGHT_POLL_MS);
  };
  const create = () => {
    window.addEventListener('message', onMessage);
    frame = document.createElement('iframe');
    frame.src = url;
    frame.title = TOURS_FRAME_TITLE;
    frame.setAttribute('loading', 'lazy');
    frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    frame.setAttribute('sandbox', SANDBOX);
    frame.className = styles.frame;
    frame.style.height = `${MIN_WIDGET_HEIGHT}px`;
    frame.addEventListener('load', () => {
      placeholder.remove();
      askForHeight();
    });
    holder.append(frame);
  };
  // Once created it stays, even when scrolled away again.
  const nearViewport = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      nearViewport.disconnect();
      create();
    },
    { rootMargin: WIDGET_ROOT_MARGIN },
  );
  nearViewport.observe(holder);
  return () => {
    nearViewport.disconnect();
    window.removeEventListener('message', onMessage);
    window.clearInterval(timer);
    placeholder.remove();
    frame?.remove();
  };
}
