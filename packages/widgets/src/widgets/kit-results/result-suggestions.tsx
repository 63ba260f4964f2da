// What an opened kit's results suggest (results that act, docs/decisions/0102-results-that-act.md):
// the organisation's result rules compared here with the results only this browser can open
// (the sdk's firedResultRules), each fired rule with its outcomes and what answering tells the
// server, then Accept or Dismiss. A dismissed suggestion does not come back for this kit.
import { useId } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Kit, MemberResultRule } from '@healthdeck/contract/light';
import { answerResultRuleMutation, firedResultRules, memberResultRulesQuery, type ResultReading } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import { useMessages } from '../../i18n/language';
import { useHostNavigate } from '../../provider/host-navigate';
import { useKits } from '../../kits/kits-client';
import { errorMessage } from '../shared/error-message';
import { hostNavigation } from '../shared/host-navigation';
import { LoadFailure } from '../shared/load-failure';
import { resultSuggestionsMessages, type ResultSuggestionsMessages } from './result-suggestions-messages';

/** spec 001 §2: the telehealth visit page (the scheduler's virtual care consult). */
const TELEHEALTH_VISIT_PATH = '/client/virtual-care?consultType=3';

const number = (value: number) => String(value);
const rangeOf = (rule: MemberResultRule, t: ResultSuggestionsMessages) => t.range(rule.comparator, number(rule.value), rule.value_to === null ? '' : number(rule.value_to), rule.unit);

function Suggestion({ kit, rule, reading, accepted, t }: { kit: Kit; rule: MemberResultRule; reading: ResultReading; accepted: boolean; t: ResultSuggestionsMessages }) {
  const { client } = useKits();
  const navigate = useHostNavigate();
  const noteId = useId();
  const answer = useMutation(answerResultRuleMutation(client, kit.id));
  const action = rule.action_name && rule.program_name ? { name: rule.action_name, programme: rule.program_name } : null;
  const unit = reading.unit ? ` ${reading.unit}` : '';
  return (
    <li className="hd-kit-results__suggestion" part="suggestion">
      <h4 className="hd-kit-results__suggestion-title">{rule.name}</h4>
      <p className="hd-kit-results__suggestion-result">
        {t.yourResult}: {reading.name} <strong>{`${reading.result}${unit}`}</strong>
      </p>
      {rule.explanation ? <p>{rule.explanation}</p> : null}
      <ul className="hd-kit-results__outcomes">
        {action ? <li>{t.addsAction(action.name, action.programme)}</li> : null}
        {rule.notification_text ? <li>{t.sendsNotification}</li> : null}
        {rule.suggest_telehealth ? <li>{t.suggestsVisit}</li> : null}
      </ul>
      {accepted ? (
        <div role="status" className="hd-kit-results__accepted">
          <p>
            <strong>{t.accepted}.</strong> {action ? t.acceptedAction(action.name, action.programme) : null}
          </p>
          {rule.suggest_telehealth ? (
            <a
              className="hd-button hd-button--outlined hd-button--blue hd-kit-results__visit"
              href={TELEHEALTH_VISIT_PATH}
              onClick={hostNavigation(navigate ? () => navigate(TELEHEALTH_VISIT_PATH) : undefined)}
            >
              <span className="hd-button__label">{t.bookVisit}</span>
            </a>
          ) : null}
        </div>
      ) : (
        <>
          <p id={noteId} className="hd-kit-results__disclosure">
            {t.disclosure(rule.biomarker_name, rangeOf(rule, t))}
          </p>
          <div className="hd-kit-results__answers">
            <Button
              aria-describedby={noteId}
              loading={answer.isPending && answer.variables?.decision === 'accepted'}
              disabled={answer.isPending}
              onClick={() => answer.mutate({ ruleId: rule.id, decision: 'accepted' })}
            >
              {t.accept}
            </Button>
            <Button
              variant="outlined"
              aria-describedby={noteId}
              loading={answer.isPending && answer.variables?.decision === 'dismissed'}
              disabled={answer.isPending}
              onClick={() => answer.mutate({ ruleId: rule.id, decision: 'dismissed' })}
            >
              {t.dismiss}
            </Button>
          </div>
          {answer.isError ? (
            <p role="alert" className="hd-kit-results__error">
              {errorMessage(answer.error)}
            </p>
          ) : null}
        </>
      )}
    </li>
  );
}

/** The suggestions of the kit's opened results; nothing when no rule fires. */
export function ResultSuggestions({ kit, readings }: { kit: Kit; readings: readonly ResultReading[] }) {
  const t = useMessages(resultSuggestionsMessages);
  const { client } = useKits();
  const titleId = useId();
  const rules = useQuery(memberResultRulesQuery(client, kit.id));
  if (rules.isPending) {
    return (
      <p role="status" aria-busy="true" className="hd-kit-results__opening">
        {t.checking}
      </p>
    );
  }
  if (rules.isError) return <LoadFailure block="hd-kit-results" query={rules} message={t.loadFailed} retryLabel={t.retry} />;
  const answers = new Map(rules.data.answers.map((a) => [a.rule_id, a.decision]));
  const shown = firedResultRules(rules.data.rules, readings).filter(({ rule }) => answers.get(rule.id) !== 'dismissed');
  if (shown.length === 0) return null;
  return (
    <section className="hd-kit-results__suggestions" aria-labelledby={titleId} part="suggestions">
      <h3 id={titleId}>{t.title}</h3>
      <p className="hd-kit-results__suggestions-intro">{t.intro}</p>
      <ul className="hd-kit-results__suggestion-list">
        {shown.map(({ rule, reading }) => (
          <Suggestion key={rule.id} kit={kit} rule={rule} reading={reading} accepted={answers.get(rule.id) === 'accepted'} t={t} />
        ))}
      </ul>
    </section>
  );
}
