import * as styles from './reporting.css';

export interface Bar {
  label: string;
  value: number;
}

const WIDTH = 600;
const HEIGHT = 220;
const AXIS = 24;

/**
 * Plain SVG bars, one per month. The picture is one image to assistive tech,
 * labelled with every bar's value; the month table carries the same numbers.
 */
export function BarChart({ title, bars, format, id }: { title: string; bars: readonly Bar[]; format: (value: number) => string; id: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const slot = WIDTH / Math.max(1, bars.length);
  const label = `${title}: ${bars.map((bar) => `${bar.label} ${format(bar.value)}`).join(', ')}`;
  return (
    <figure className={styles.chart} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className={styles.chartCaption}>
        {title}
      </figcaption>
      <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} className={styles.chartSvg}>
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="currentColor" strokeWidth={1} />
        {bars.map((bar, index) => {
          const height = (Math.max(0, bar.value) / max) * (HEIGHT - 8);
          return (
            <g key={bar.label}>
              <rect x={index * slot + slot * 0.15} y={HEIGHT - height} width={slot * 0.7} height={height} className={styles.bar} />
              {bars.length <= 12 && (
                <text x={index * slot + slot / 2} y={HEIGHT + 16} textAnchor="middle" fontSize={12} fill="currentColor">
                  {bar.label.slice(0, 3)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
