import { useEffect, useRef, useState } from 'react';
import { useMotionPreference } from '../../lib/use-motion-preference';
import { useInView } from '../../lib/use-in-view';

/** Built by scripts/build-video.ts; WebM first, for browsers that play it. */
const HERO_VIDEO_SOURCES = [
  { src: '/media/hero.webm', type: 'video/webm' },
  { src: '/media/hero.mp4', type: 'video/mp4' },
] as const;

/** Spec §2: the background video loads only once a tenth of it is visible. */
const HERO_VIDEO_THRESHOLD = 0.1;

/** Phones get the still poster: a looping video is not worth a guest's cellular data. */
const HERO_VIDEO_MIN_WIDTH_QUERY = '(min-width: 768px)';

function useWideScreen(): boolean {
  // Read in the effect: the server has no window, and the first render must match its HTML.
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.(HERO_VIDEO_MIN_WIDTH_QUERY);
    if (!query) return setWide(true);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

/** True once the page's own load (images included) has finished. */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded) return;
    if (document.readyState === 'complete') return setLoaded(true);
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad);
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}

/**
 * The hero's moving bay. It gets its sources only once the hero is visible and
 * never while motion is reduced, and not before the page itself has loaded, so
 * it never competes with the poster image; it fades in over that image once it
 * plays, so the image stays the page's largest paint. Off screen it pauses.
 * Below 768 px it never loads.
 */
export function HeroVideo({ poster, className }: { poster?: string; className?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const { reduced } = useMotionPreference();
  const { seen, inView } = useInView(ref, { threshold: HERO_VIDEO_THRESHOLD });
  const pageLoaded = usePageLoaded();
  const wide = useWideScreen();
  const attached = seen && pageLoaded && !reduced && wide;
  const [playing, setPlaying] = useState(false);
  const wasAttached = useRef(false);

  useEffect(() => {
    const video = ref.current;
    if (!video || attached === wasAttached.current) return;
    wasAttached.current = attached;
    // React sets the muted property but not the attribute; autoplay rules look at both.
    video.muted = true;
    video.setAttribute('muted', '');
    // Sources added or removed after the element exists take effect only on load().
    video.load();
    if (!attached) setPlaying(false);
  }, [attached]);

  useEffect(() => {
    const video = ref.current;
    if (!video || !attached) return;
    if (inView) video.play()?.catch(() => undefined);
    else video.pause();
  }, [attached, inView]);

  return (
    <video
      ref={ref}
      className={className}
      data-playing={playing}
      poster={poster}
      muted
      loop
      playsInline
      autoPlay
      aria-hidden="true"
      onPlaying={() => setPlaying(true)}
      onEmptied={() => setPlaying(false)}
    >
      {attached && HERO_VIDEO_SOURCES.map((source) => <source key={source.src} src={source.src} type={source.type} />)}
    </video>
  );
}
