import { progressPercent } from '../progress-percent';

export interface NutrientProgressProps {
  value: number;
  /** spec 001 §9 maximums: carbs 250, protein 90, fat 55. */
  max: number;
  label: string;
  unit: string;
}

// spec 000 §2 / spec 001 §9: a circular nutrient progress, value versus maximum with label and unit, capped at 100%.
export function NutrientProgress({ value, max, label, unit }: NutrientProgressProps) {
  const percent = progressPercent(value, max);
  return (
    <div
      className="hd-progress hd-progress--nutrient"
      part="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={`${value} / ${max} ${unit}`}
      data-percent={percent}
    >
      <svg className="hd-progress__svg" viewBox="0 0 100 100" aria-hidden="true">
        <circle className="hd-progress__track" part="progress-track" cx="50" cy="50" r="40" pathLength={100} />
        <circle
          className="hd-progress__value"
          part="progress-value"
          cx="50"
          cy="50"
          r="40"
          pathLength={100}
          strokeDasharray="100 100"
          strokeDashoffset={100 - percent}
          transform="rotate(-90 50 50)"
        />
      </svg>
      <div className="hd-progress__text">
        <span className="hd-progress__amount">
          {value}
          <span className="hd-progress__unit">{unit}</span>
        </span>
        <span className="hd-progress__label">{label}</span>
      </div>
    </div>
  );
}
