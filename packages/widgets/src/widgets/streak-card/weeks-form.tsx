import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { StreakResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import { Input } from '../../primitives/input/input';
import input from '../../primitives/input/input.css?inline';
import { adoptPartStyles } from '../../styles/part-styles';
import type { StreakMessages } from './messages';
import { addMilestoneProgression } from '@healthdeck/sdk';

// Loaded when the streak asks for the weeks (streak-card.tsx): it brings its field's rules.
const adopt = adoptPartStyles(input);

export interface MilestoneChangeDetail {
  milestoneId: number;
  currentWeek: number;
}

// spec 001 §4: pregnancy prompts for weeks pregnant when should_prompt_milestone; §7 'Add milestone
// progression' sends the milestone id, a weeks number and a flag true (the sdk adds is_manual).
export function WeeksForm({
  client,
  milestoneId,
  t,
  onSaved,
}: {
  client: HealthDeck;
  milestoneId: number;
  t: StreakMessages;
  onSaved?: (detail: MilestoneChangeDetail, data: StreakResponse) => void;
}) {
  const promptId = useId();
  const [weeks, setWeeks] = useState('');
  const [invalid, setInvalid] = useState(false);
  const save = useMutation({
    mutationFn: (currentWeek: number) => addMilestoneProgression(client, milestoneId, currentWeek),
    onSuccess: (data, currentWeek) => onSaved?.({ milestoneId, currentWeek }, data),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(weeks);
    // The same bounds as the contract (1..42 whole weeks); the server judges again.
    if (weeks.trim() === '' || !Number.isInteger(value) || value < 1 || value > 42) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    save.mutate(value);
  };
  const error = invalid ? t.weeksInvalid : save.error ? save.error.message : null;
  return (
    <form ref={adopt} className="hd-streak__prompt" part="prompt" aria-labelledby={promptId} onSubmit={submit} noValidate>
      <p id={promptId} className="hd-streak__prompt-text">
        {t.weeksPrompt}
      </p>
      <div className="hd-streak__prompt-row">
        <Input
          label={t.weeksLabel}
          type="number"
          inputMode="numeric"
          min={1}
          max={42}
          step={1}
          value={weeks}
          error={error}
          onChange={(event) => {
            setWeeks(event.target.value);
            setInvalid(false);
          }}
        />
        <Button type="submit" loading={save.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
