import { useMemo } from 'react';
import { useMessages, type Catalogue } from '../i18n/language';
import { kitTranslations } from './messages';
import type { KitResultsText } from './results-messages';

/** The opened results' strings (opened-results.tsx, loaded on demand with them): biomarkers, the Auria result, the history. */
export interface OpenedResultsMessages {
  /** Kit result page (spec 001 §3, §9). */
  biomarkers: string;
  value: string;
  levels: Readonly<Record<'H' | 'N' | 'L', string>>;
  range: string;
  /** A scale bar read aloud: the result (with unit) and the scale's ends. */
  scaleOf: (value: string, min: string, max: string) => string;
  /** The Auria bands' ranges beside the bar. */
  bandRanges: { below: (bound: string) => string; between: (from: string, to: string) => string; above: (bound: string) => string };
  auriaTitle: string;
  auriaScore: string;
  bands: Readonly<Record<'low' | 'medium' | 'high', string>>;
  /** spec 001 §9 advice and disclaimer (English from the sdk's auria-score rule). */
  advice: Readonly<Record<'low' | 'medium' | 'high', string>>;
  disclaimer: string;
  /** spec 001 §3 Biomarker trend point and score entry, on the kit result page. */
  trend: string;
  scoreHistory: string;
  trendLevels: Readonly<Record<'healthy' | 'warning' | 'unhealthy', string>>;
  openingHistory: string;
}

// Quoted from the spec: the Auria advice and disclaimer (001 §9). The rest is ours.
const en: OpenedResultsMessages = {
  biomarkers: 'Biomarkers',
  value: 'Result',
  levels: { H: 'High', N: 'Normal', L: 'Low' },
  range: 'Healthy range',
  scaleOf: (value, min, max) => `${value} on a scale from ${min} to ${max}`,
  bandRanges: { below: (bound) => `below ${bound}`, between: (from, to) => `${from} to ${to}`, above: (bound) => `above ${bound}` },
  auriaTitle: 'Auria result',
  auriaScore: 'Score',
  bands: { low: 'Low', medium: 'Medium', high: 'High' },
  advice: {
    low: 'Continue standard care.',
    medium: 'Consider an exam such as a mammogram within six months.',
    high: 'Consider an exam such as a mammogram within 3 months.',
  },
  disclaimer: 'Not a replacement for a screening mammogram.',
  trend: 'Trend',
  scoreHistory: 'Score history',
  trendLevels: { healthy: 'Healthy', warning: 'Warning', unhealthy: 'Unhealthy' },
  openingHistory: 'Opening your earlier results',
};

export const openedResultsMessages: Catalogue<OpenedResultsMessages> = { en, translations: kitTranslations(en) };

/** The opened results' strings: the page's and their own. */
export type OpenedResultsText = KitResultsText & OpenedResultsMessages;

export function useOpenedResultsText(page: KitResultsText): OpenedResultsText {
  const own = useMessages(openedResultsMessages);
  return useMemo(() => ({ ...page, ...own }), [page, own]);
}
