// A 3D body scan kit's results (spec 001 §3 Body measurement; the kit's report carries the scan's
// measurement once completed): the body-scan widget's view of it, with its strings. Loaded only when
// such a report is open (opened-results.tsx).
import type { BodyMeasurement } from '@healthdeck/contract/light';
import { useLanguage, useMessages } from '../../i18n/language';
import { MeasurementView } from '../body-scan/measurement-view';
import { bodyScanMessages } from '../body-scan/messages';

export default function BodyScanResult({ value }: { value: BodyMeasurement }) {
  const t = useMessages(bodyScanMessages);
  return <MeasurementView t={t} value={value} language={useLanguage()} />;
}
