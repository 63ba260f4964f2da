// A line through a series' points, scaled to their own range: the small chart of a trend (a
// biomarker's monthly averages, the Auria score). Decorative: whoever draws one puts the values
// beside it in text (a table), so it is hidden from assistive technology.

export interface SparklinePoint {
  /** Unique in the series (a month, a date). */
  key: string;
  value: number;
  /** Appended to `pointClass` as `--{level}` when given (healthy, warning, unhealthy). */
  level?: string;
}

export interface SparklineProps {
  points: readonly SparklinePoint[];
  /** The svg's class; the host's sheet sizes and colours it. */
  className: string;
  /** The class a point with a level gets, suffixed `--{level}`. */
  pointClass?: string;
}

export function Sparkline({ points, className, pointClass }: SparklineProps) {
  const values = points.map((p) => p.value);
  const width = 240;
  const height = 48;
  const pad = 6;
  const low = Math.min(...values);
  const high = Math.max(...values);
  const x = (i: number) => pad + (values.length === 1 ? 0 : (i * (width - 2 * pad)) / (values.length - 1));
  const y = (v: number) => (high === low ? height / 2 : height - pad - ((v - low) * (height - 2 * pad)) / (high - low));
  return (
    <svg className={className} viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <polyline points={values.map((v, i) => `${x(i)},${y(v)}`).join(' ')} fill="none" stroke="currentColor" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
      {points.map((p, i) => (
        <circle key={p.key} cx={x(i)} cy={y(p.value)} r="3" className={p.level && pointClass ? `${pointClass}--${p.level}` : undefined} />
      ))}
    </svg>
  );
}
