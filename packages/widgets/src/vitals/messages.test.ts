import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@healthdeck/contract/light';
import { VITAL_KEYS, VITAL_STATUS_LABELS } from '@healthdeck/sdk';
import { loadMessages } from '../i18n/language';
import { vitalsHistoryMessages } from './history-messages';
import { vitalsScanMessages } from './scan-messages';
import { vitalsMessages } from './messages';
import { vitalsStepMessages } from './step-messages';

const languages = Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[];

describe('vitals message catalogue', () => {
  it('has every language of the spec, each with its own strings', async () => {
    for (const catalogue of [vitalsMessages, vitalsStepMessages, vitalsScanMessages, vitalsHistoryMessages]) {
      expect(['en', ...Object.keys(catalogue.translations)].sort()).toEqual(Object.keys(LANGUAGES).sort());
    }
    const cards = await Promise.all(languages.map((lang) => loadMessages(vitalsMessages, lang)));
    const steps = await Promise.all(languages.map((lang) => loadMessages(vitalsStepMessages, lang)));
    const scans = await Promise.all(languages.map((lang) => loadMessages(vitalsScanMessages, lang)));
    const histories = await Promise.all(languages.map((lang) => loadMessages(vitalsHistoryMessages, lang)));
    expect(new Set(cards.map((c) => c.takeMyVitals)).size).toBe(6);
    expect(new Set(steps.map((c) => c.informationTitle)).size).toBe(6);
    expect(new Set(scans.map((c) => c.cameraRefused)).size).toBe(6);
    expect(new Set(scans.map((c) => c.noPulse)).size).toBe(6);
    expect(new Set(cards.map((c) => c.notMeasured)).size).toBe(6);
    expect(new Set(histories.map((c) => c.historyTitle)).size).toBe(6);
    for (const catalogue of cards) {
      for (const key of VITAL_KEYS) expect(catalogue.names[key].length).toBeGreaterThan(0);
    }
    for (const catalogue of steps) expect(catalogue.instructions).toHaveLength(4);
  });

  it('quotes the spec’s English strings exactly (spec 001 §2, §4, §9; spec 000 §3.4)', () => {
    const en = { ...vitalsMessages.en, ...vitalsStepMessages.en };
    expect([en.learnMore, en.takeMyVitals, en.goBack, en.continue, en.history, en.retake]).toEqual(['Learn more', 'Take my vitals', 'Go Back', 'Continue', 'History', 'Retake']);
    expect(en.panelTitle).toBe('Learn more about vitals');
    expect(en.statuses).toEqual(VITAL_STATUS_LABELS);
    expect(Object.values(en.statuses)).toEqual(['Good', 'Warning', 'Bad', 'Unavailable']);
    expect(en.instructions.at(-1)).toContain('about 60 seconds');
    expect(en.noImagesKept).toMatch(/^No images are kept/);
  });
});
