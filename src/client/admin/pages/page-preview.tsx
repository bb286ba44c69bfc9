import { useEffect, useRef, useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { pagePath } from '../../../shared/pages/page-paths';
import * as styles from './page-builder.css';

const WIDTHS = { phone: 390, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;
const FRAME_HEIGHT = 900;

/** The width the preview's box has to show the page in, followed as the window changes. */
function useBoxWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

/**
 * The saved draft at its real address (`?preview=draft`, same origin, so the admin's session applies), rendered
 * by the public page's own components, at a phone's or a desktop's width and scaled down to fit. Reloaded after each save.
 */
export function PagePreview({ slug, name, reload }: { slug: string; name: string; reload: number }) {
  const [size, setSize] = useState<Width>('desktop');
  const { box, width: boxWidth } = useBoxWidth();
  const width = WIDTHS[size];
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / width) : 1;
  const src = `${pagePath(slug)}?preview=draft`;
  return (
    <section aria-labelledby="page-preview-title" className={styles.column}>
      <h2 id="page-preview-title">Preview of the saved draft</h2>
      <div className={styles.toolbar}>
        <ToggleButtonGroup
          aria-label="Preview width"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[size]}
          onSelectionChange={(keys) => {
            const [key] = [...keys];
            if (key === 'phone' || key === 'desktop') setSize(key);
          }}
          className={styles.toggleGroup}
        >
          <ToggleButton id="phone" className={styles.toggle}>
            Phone (390 px)
          </ToggleButton>
          <ToggleButton id="desktop" className={styles.toggle}>
            Desktop (1280 px)
          </ToggleButton>
        </ToggleButtonGroup>
        <a href={src} target="_blank" rel="noopener">
          Open preview in a new tab
        </a>
      </div>
      <p className={styles.status}>Shows what you last saved; save the draft to see your latest edits. Open it in a new tab to use it.</p>
      <div ref={box} className={styles.previewFrame} style={{ height: Math.round(FRAME_HEIGHT * scale) }}>
        <iframe
          key={`${reload}-${size}`}
          title={`Preview of ${name} at ${size} width`}
          src={src}
          // A scaled-down picture of the page, not a second page to use: out of the tab order and the accessibility
          // tree (its landmarks would repeat the admin's); 'Open preview in a new tab' is the page to use.
          inert
          width={width}
          height={FRAME_HEIGHT}
          className={styles.previewIframe}
          style={{ transform: `scale(${scale})` }}
        />
      </div>
    </section>
  );
}
