import { progressPercent } from '../progress-percent';

export interface CalorieProgressProps {
  consumed: number;
  /** spec 001 §9: calorie daily maximum 2000. */
  max?: number;
  unit?: string;
  label?: string;
}

// spec 000 §2 / spec 001 §9: a half-circle calorie progress, consumed versus maximum, capped at 100%.
export function CalorieProgress({ consumed, max = 2000, unit = 'kcal', label = 'Calories' }: CalorieProgressProps) {
  const percent = progressPercent(consumed, max);
  return (
    <div
      className="hd-progress hd-progress--calorie"
      part="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={`${consumed} / ${max} ${unit}`}
      data-percent={percent}
    >
      <svg className="hd-progress__svg" viewBox="0 0 100 56" aria-hidden="true">
        <path className="hd-progress__track" part="progress-track" d="M 6 50 A 44 44 0 0 1 94 50" pathLength={100} />
        <path className="hd-progress__value" part="progress-value" d="M 6 50 A 44 44 0 0 1 94 50" pathLength={100} strokeDasharray="100 100" strokeDashoffset={100 - percent} />
      </svg>
      <div className="hd-progress__text">
        <span className="hd-progress__amount">{consumed}</span>
        <span className="hd-progress__of">
          / {max} {unit}
        </span>
      </div>
    </div>
  );
}
