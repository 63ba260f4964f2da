import { useEffect, useRef, useState } from 'react';
import type { HraFormKind, HraSection } from '@healthdeck/contract/light';
import { openHraSection, saveHraSection, type HealthDeck, type HraSaveStatus } from '@healthdeck/sdk';
import input from '../../primitives/input/input.css?inline';
import { Button } from '../../primitives/button/button';
import { adoptPartStyles } from '../../styles/part-styles';
import questionnaire from '../shared/questionnaire/questionnaire.css?inline';
import { failureText } from '../shared/questionnaire/failure-text';
import { QuestionnaireForm, type QuestionText } from '../shared/questionnaire/questionnaire-form';
import type { Answers } from '../shared/questionnaire/questionnaire';
import { useSealedAnswers } from '../shared/questionnaire/sealed-answers';
import { recordUserFlow } from '../shared/user-flow';
import { useSectionFormMessages, type SectionFormMessages } from './section-form-messages';
import type { HraSectionMessages } from './section-messages';
import { FREQUENCY, HRA_QUESTIONS, SCREENING_KINDS } from './sections';

/** A section's questions in the member's language (the screenings' answers from the frequency scale). */
function sectionText(t: SectionFormMessages, kind: HraFormKind): Record<string, QuestionText> {
  const words = t.questions[kind];
  if (kind !== 'depression-screening' && kind !== 'anxiety-screening') return words;
  const options = Object.fromEntries(FREQUENCY.map((o) => [o.value, t.frequency[o.value]]));
  return Object.fromEntries(Object.entries(words).map(([id, text]) => [id, { ...text, options }]));
}

// The questionnaire's and its fields' rules come with it (hra-form.tsx loads this part on demand).
const adopt = adoptPartStyles([input, questionnaire].join('\n'));

const ACTION_STATUS: Record<string, HraSaveStatus> = { draft: 'incomplete', complete: 'complete', skip: 'skipped' };

/**
 * One HRA section: its saved answers opened in the browser, then the questionnaire with Save and
 * continue later (incomplete, as it is), Save section (complete, every question answered) and Skip
 * section (skipped, no answers kept). Opening records hra_section_started; completing or skipping
 * hra_section_finished (spec 000 §3.4 user-flow activity, the section's kind in detail).
 */
export function SectionEditor({ client, s, section, onDone }: { client: HealthDeck; s: HraSectionMessages; section: HraSection; onDone: (saved: boolean) => void }) {
  const t = useSectionFormMessages();
  const { opened } = useSealedAnswers(client, section.encrypted_data, (_encrypted, keys) => openHraSection<Answers>(client, section, keys));
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const kind = section.kind;

  useEffect(() => {
    headingRef.current?.focus();
    recordUserFlow(client, 'hra_section_started', kind);
  }, [client, kind]);

  async function act(action: string, answers: Answers) {
    const status = ACTION_STATUS[action];
    if (!status) return;
    setError(null);
    try {
      await saveHraSection(client, kind, status === 'skipped' ? null : answers, status);
    } catch (failure) {
      setError(failureText('health assessment save', failure, t.saveFailed));
      throw failure;
    }
    if (status !== 'incomplete') recordUserFlow(client, 'hra_section_finished', kind);
    onDone(true);
  }

  return (
    <div ref={adopt} className="hd-hra-form__editor" part="section">
      <h3 ref={headingRef} tabIndex={-1} className="hd-hra-form__heading">
        {s.sections[kind]}
      </h3>
      {opened.isError ? (
        <p role="alert" className="hd-hra-form__error" part="error">
          {s.loadFailed}
        </p>
      ) : opened.isPending ? (
        <p role="status" aria-busy="true" className="hd-hra-form__loading">
          {s.loading}
        </p>
      ) : (
        <QuestionnaireForm
          questions={HRA_QUESTIONS[kind]}
          text={sectionText(t, kind)}
          saved={opened.data}
          intro={SCREENING_KINDS.includes(kind as never) ? (kind === 'epds' ? t.lastSevenDays : t.lastTwoWeeks) : undefined}
          actions={[
            { id: 'complete', label: t.saveSection, validate: true },
            { id: 'draft', label: t.saveDraft, validate: false, variant: 'outlined' },
            { id: 'skip', label: t.skip, validate: false, variant: 'plain' },
          ]}
          onAction={act}
          error={error}
        />
      )}
      <div>
        <Button variant="plain" color="gray" onClick={() => onDone(false)}>
          {t.back}
        </Button>
      </div>
    </div>
  );
}

export default SectionEditor;
