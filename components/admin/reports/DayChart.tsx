import { dayLabel } from '@/lib/reports';
import styles from './DayChart.module.scss';

/** The drawing's own units: the SVG scales to its box, so a phone shows it whole, smaller. */
const WIDTH = 480;
const HEIGHT = 220;
const LEFT = 48;
const BOTTOM = 28;
const TOP = 12;
const PLOT_WIDTH = WIDTH - LEFT - 8;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;

/** The smallest of 1, 2 or 5 times a power of ten at or above `value`: the top of the scale. */
function scaleTop(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= value)!;
}

/** A figure on the scale, short: 1500 as 1.5k. */
const short = (value: number) => (value >= 1000 ? `${Number((value / 1000).toFixed(1))}k` : String(value));

/**
 * A bar per day, drawn on the server as SVG (no script): named by its title and described in words for a screen
 * reader; every bar holds its day and figure as a tooltip. The figures as a table sit beside it (DayTable).
 */
export function DayChart({
  id,
  caption,
  title,
  description,
  bars,
  tone,
}: {
  id: string;
  /** what it shows, in a few words, over it */
  caption: string;
  title: string;
  description: string;
  bars: { day: string; value: number; says: string }[];
  tone: 'orders' | 'cash';
}) {
  const top = scaleTop(Math.max(0, ...bars.map((bar) => bar.value)));
  const band = PLOT_WIDTH / Math.max(bars.length, 1);
  const every = Math.ceil(bars.length / 6);
  const y = (value: number) => TOP + PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
  return (
    <figure className={styles.chart}>
      <figcaption>{caption}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} data-chart={id}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {[0, top / 2, top].map((tick) => (
          <g key={tick} className={styles.grid}>
            <line x1={LEFT} x2={WIDTH - 8} y1={y(tick)} y2={y(tick)} />
            <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end">
              {short(tick)}
            </text>
          </g>
        ))}
        {bars.map((bar, index) => (
          <g key={bar.day}>
            <rect
              className={styles[tone]}
              x={LEFT + index * band + band * 0.15}
              y={y(bar.value)}
              width={band * 0.7}
              height={(bar.value / top) * PLOT_HEIGHT}
              data-day={bar.day}
              data-value={bar.value}
            >
              <title>{bar.says}</title>
            </rect>
            {index % every === 0 && (
              <text className={styles.day} x={LEFT + index * band + band / 2} y={HEIGHT - 8} textAnchor="middle">
                {dayLabel(bar.day)}
              </text>
            )}
          </g>
        ))}
      </svg>
    </figure>
  );
}
