// spec 001 §9 healthy ranges shown beside each vital, in the member's language: the blood
// pressure range's "to" is a word, the other ranges are numbers and units.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { Language } from '@healthdeck/contract/light';
import { loadMessages } from '../i18n/language';
import { vitalsMessages } from './messages';
import { VitalRows } from './vital-rows';

async function rangeOf(language: Language, key: string) {
  const t = await loadMessages(vitalsMessages, language);
  const { container, unmount } = render(<VitalRows vitals={{ hr: 72, sbp: 118, dbp: 76, method: 'contact' }} thresholds={[]} t={t} />);
  const text = container.querySelector(`[data-vital="${key}"] .hd-vitals__range`)?.textContent;
  unmount();
  return text;
}

describe('VitalRows healthy ranges', () => {
  it.each([
    ['en', 'Healthy range: 90/60 to 120/80 mmHg'],
    ['es', 'Rango saludable: 90/60 a 120/80 mmHg'],
    ['fr', 'Plage saine : 90/60 à 120/80 mmHg'],
    ['de', 'Gesunder Bereich: 90/60 bis 120/80 mmHg'],
    ['pt', 'Faixa saudável: 90/60 a 120/80 mmHg'],
    ['mh', 'Jonan eo ejimwe: 90/60 ñan 120/80 mmHg'],
  ] as const)('%s: %s', async (language, text) => {
    expect(await rangeOf(language, 'bloodPressure')).toBe(text);
  });

  it('keeps the numeric ranges as the spec writes them', async () => {
    expect(await rangeOf('es', 'heartRate')).toBe('Rango saludable: 60-100 BPM');
  });
});
