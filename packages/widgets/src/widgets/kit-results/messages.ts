import type { Catalogue } from '../../i18n/language';
import { kitTranslations, type TestingCenterMessages } from '../testing-center/messages';

/** The result page's own strings (its shared ones, e.g. the kit labels and the locked state, are the testing center's). */
export interface KitResultsMessages {
  /** Kit result page (spec 001 §3, §9). */
  resultsTitle: string;
  biomarkers: string;
  value: string;
  levels: Readonly<Record<'H' | 'N' | 'L', string>>;
  range: string;
  noResultsYet: string;
  auriaTitle: string;
  auriaScore: string;
  bands: Readonly<Record<'low' | 'medium' | 'high', string>>;
  /** spec 001 §9 advice and disclaimer (English from the sdk's auria-score rule). */
  advice: Readonly<Record<'low' | 'medium' | 'high', string>>;
  disclaimer: string;
  downloadResults: string;
  /** spec 001 §3 Biomarker trend point and score entry, on the kit result page. */
  trend: string;
  scoreHistory: string;
  trendLevels: Readonly<Record<'healthy' | 'warning' | 'unhealthy', string>>;
  openingHistory: string;
}

// Quoted from the spec: the Auria advice and disclaimer (001 §9). The rest is ours.
const en: KitResultsMessages = {
  resultsTitle: 'Test results',
  biomarkers: 'Biomarkers',
  value: 'Result',
  levels: { H: 'High', N: 'Normal', L: 'Low' },
  range: 'Healthy range',
  noResultsYet: 'The results of this kit are not ready yet.',
  auriaTitle: 'Auria result',
  auriaScore: 'Score',
  bands: { low: 'Low', medium: 'Medium', high: 'High' },
  advice: {
    low: 'Continue standard care.',
    medium: 'Consider an exam such as a mammogram within six months.',
    high: 'Consider an exam such as a mammogram within 3 months.',
  },
  disclaimer: 'Not a replacement for a screening mammogram.',
  downloadResults: 'Download results',
  trend: 'Trend',
  scoreHistory: 'Score history',
  trendLevels: { healthy: 'Healthy', warning: 'Warning', unhealthy: 'Unhealthy' },
  openingHistory: 'Opening your earlier results',
};

export const kitResultsMessages: Catalogue<KitResultsMessages> = { en, translations: kitTranslations(en) };

/** The result page's strings: the shared ones and its own. */
export type KitResultsText = TestingCenterMessages & KitResultsMessages;
