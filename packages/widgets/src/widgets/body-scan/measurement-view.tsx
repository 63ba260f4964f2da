import { BMI_BAR_MAX, bmiBarPosition, bmiCategory, type BodyMeasurement } from '@healthdeck/sdk';
import { adoptPartStyles } from '../../styles/part-styles';
import type { BodyScanMessages } from './messages';
import measurementRules from './measurement-view.css?inline';

// The view with its rules loads when the bodyScan step shows (body-scan.tsx), and on a 3D body
// scan kit's result page (kit-results/body-scan-result.tsx).
const adopt = adoptPartStyles(measurementRules);

/** spec 001 §9 Body scan scale: the under and healthy bands end at 18.5 and 25 on the 0..35 bar. */
const UNDER_END = (18.5 / BMI_BAR_MAX) * 100;
const HEALTHY_END = (25 / BMI_BAR_MAX) * 100;

const usable = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The bodyScan step (spec 001 §3 Body measurement): chest, waist and low hips in inches, BMI on
 * the under/healthy/over scale (bar max 35), BMR, fat and lean mass, numbers in the member's
 * language (one decimal at most). Absent values are left out.
 */
export function MeasurementView({ t, value, language }: { t: BodyScanMessages; value: BodyMeasurement; language: string }) {
  const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const format = (n: number) => numbers.format(n);
  const params = value.circumference_params ?? {};
  const circumferences = [
    { label: t.chest, value: params.chest },
    { label: t.waist, value: params.waist },
    { label: t.lowHips, value: params.low_hips },
  ].filter((c): c is { label: string; value: number } => usable(c.value) && c.value > 0);
  const bmi = usable(value.bmi) ? value.bmi : null;
  const band = bmi === null ? null : bmiCategory(bmi);
  const fat = usable(value.fat_body_mass) ? `${format(value.fat_body_mass)} ${t.kg}${usable(value.fat_percentage) ? ` (${format(value.fat_percentage)}%)` : ''}` : null;
  const rows = [
    { label: t.bmr, text: usable(value.bmr) ? `${format(value.bmr)} ${t.kcalPerDay}` : null },
    { label: t.fatMass, text: fat },
    { label: t.leanMass, text: usable(value.lean_body_mass) ? `${format(value.lean_body_mass)} ${t.kg}` : null },
  ].filter((r): r is { label: string; text: string } => r.text !== null);

  return (
    <div ref={adopt} className="hd-body-scan__measurement" part="measurement">
      <h4 className="hd-body-scan__subtitle">{t.circumferences}</h4>
      <dl className="hd-body-scan__values">
        {circumferences.map((c) => (
          <div key={c.label} className="hd-body-scan__value">
            <dt>{c.label}</dt>
            <dd>
              {format(c.value)} {t.inches}
            </dd>
          </div>
        ))}
      </dl>
      {bmi !== null && band ? (
        <div className="hd-body-scan__bmi" part="bmi">
          <p className="hd-body-scan__bmi-value">
            <span>{t.bmi}</span> <strong>{format(bmi)}</strong> <span className={`hd-body-scan__band hd-body-scan__band--${band}`}>{t.bands[band]}</span>
          </p>
          <div className="hd-body-scan__scale" role="img" aria-label={`${t.bmi} ${format(bmi)} ${t.bands[band]} (0–${BMI_BAR_MAX})`}>
            <span className="hd-body-scan__zone hd-body-scan__zone--under" style={{ width: `${UNDER_END}%` }} />
            <span className="hd-body-scan__zone hd-body-scan__zone--healthy" style={{ width: `${HEALTHY_END - UNDER_END}%` }} />
            <span className="hd-body-scan__zone hd-body-scan__zone--over" style={{ width: `${100 - HEALTHY_END}%` }} />
            <span className="hd-body-scan__marker" data-testid="bmi-marker" style={{ left: `${bmiBarPosition(bmi)}%` }} />
          </div>
          <div className="hd-body-scan__scale-labels" aria-hidden="true">
            <span>{t.bands.under}</span>
            <span>{t.bands.healthy}</span>
            <span>{t.bands.over}</span>
          </div>
        </div>
      ) : null}
      {rows.length ? (
        <dl className="hd-body-scan__values">
          {rows.map((r) => (
            <div key={r.label} className="hd-body-scan__value">
              <dt>{r.label}</dt>
              <dd>{r.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

export default MeasurementView;
