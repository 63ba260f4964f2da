import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@healthdeck/contract/light';
import { LanguageProvider, loadMessages } from '../../i18n/language';
import { GuidedTour } from './guided-tour';
import { guidedTourMessages } from './messages';

describe('GuidedTour (spec 001 §4)', () => {
  it.each([
    ['hydration', 'Step 1 of 3', 'Log hydration', 'Click the plus icon to start logging your water.'],
    ['mood', 'Step 2 of 3', 'Log mood', 'Click on the facial expression that matches your mood.'],
    ['symptoms', 'Step 3 of 3', 'Log symptoms', "Select any symptoms you're experiencing, or select No Symptoms."],
  ] as const)('shows step %s with its progress, title and text, and no buttons', (step, progress, title, body) => {
    render(<GuidedTour step={step} />);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog.getAttribute('aria-live')).toBe('polite');
    expect(dialog.getAttribute('aria-modal')).toBe('false');
    expect(screen.getByText(progress)).toBeTruthy();
    expect(screen.getByText(body).id).toBe(dialog.getAttribute('aria-describedby'));
    // No close button, no buttons at all.
    expect(dialog.querySelectorAll('button, [role="button"], a')).toHaveLength(0);
  });

  it('has all six languages, each complete and distinct', async () => {
    expect(['en', ...Object.keys(guidedTourMessages.translations)].sort()).toEqual(Object.keys(LANGUAGES).sort());
    const all = await Promise.all(Object.keys(LANGUAGES).map((lang) => loadMessages(guidedTourMessages, lang as Language)));
    expect(new Set(all.map((m) => m.steps.mood.title)).size).toBe(6);
    expect(new Set(all.map((m) => m.progress(2, 3))).size).toBe(6);
    for (const m of all) for (const s of Object.values(m.steps)) expect(s.title.length * s.body.length).toBeGreaterThan(0);
  });

  it('speaks Spanish once the translation has loaded', async () => {
    await loadMessages(guidedTourMessages, 'es');
    render(
      <LanguageProvider language="es">
        <GuidedTour step="mood" />
      </LanguageProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Registra tu estado de ánimo' })).toBeTruthy();
    expect(screen.getByText('Paso 2 de 3')).toBeTruthy();
  });
});
