import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ActionGroupClass } from '@healthdeck/contract';
import { adminClassesKeys, createActionGroup, searchClass } from '@healthdeck/sdk';
import { Button, Input, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { actionGroupPath } from '../action-tree/build-tree.js';
import { actionTreeMessages } from '../action-tree/messages.js';
import { errorMessage, serverFieldErrors } from '../classes/errors.js';
import { defaultMessage } from '../classes/validation.js';

type Values = { program_id: string; name: string; code: string; description: string; order: number };
const FIELDS = ['program_id', 'name', 'code', 'description', 'order'] as const;

/**
 * /admin/action-groups/new (spec 001 §2: an admin create form for action groups; spec 000 §7.2
 * action groups create, §8: a 400 raises a bad request with the server's message, shown as sent).
 */
export function ActionGroupNewScreen() {
  const M = useMessages(actionTreeMessages);
  const sdk = useHealthDeck();
  const navigate = useNavigate();
  const programs = useQuery({
    queryKey: [...adminClassesKeys.class('programs'), 'choices'],
    queryFn: ({ signal }) => searchClass(sdk, 'programs', { page: 1, take: 100, sort: 'name', direction: 'asc' }, signal),
    retry: false,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: { program_id: '', name: '', code: '', description: '', order: 0 },
    resolver: zodResolver(ActionGroupClass as never, { error: defaultMessage } as never) as never,
  });
  const { register, handleSubmit, formState, setError } = form;
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { action_group: group } = await createActionGroup(sdk, { ...values, ...(values.description ? {} : { description: undefined }) } as never);
      navigate(actionGroupPath(group.id), { state: { notice: M.created(group.name) } });
    } catch (error) {
      const { fields, rest } = serverFieldErrors(error, FIELDS);
      for (const [name, message] of Object.entries(fields)) setError(name as keyof Values, { type: 'server', message });
      setFormError(rest ?? (Object.keys(fields).length === 0 ? errorMessage(error) : null));
    }
  });

  return (
    <div className="hd-page">
      <p className="hd-back">
        <Link to="/admin/classes/action_groups">{M.back}</Link>
      </p>
      <h1>{M.newGroupTitle}</h1>
      <form className="hd-class-form" noValidate aria-label={M.newGroupTitle} onSubmit={(e) => void submit(e)}>
        {formError ? (
          <p className="hd-form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="hd-class-form__fields">
          <div className={`hd-field${errors.program_id ? ' hd-field--invalid' : ''}`}>
            <div className="hd-field__label-row">
              <label className="hd-field__label" htmlFor="hd-action-group-program">
                {M.program}
              </label>
              <span className="hd-field__asterisk" aria-hidden="true">
                *
              </span>
            </div>
            <select
              id="hd-action-group-program"
              className="hd-field__input"
              aria-required
              aria-invalid={errors.program_id ? true : undefined}
              aria-describedby={errors.program_id ? 'hd-action-group-program-error' : undefined}
              {...register('program_id')}
            >
              <option value="">{programs.isPending ? '…' : M.chooseProgram}</option>
              {programs.data?.items.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.data.name}
                </option>
              ))}
            </select>
            {errors.program_id ? (
              <p id="hd-action-group-program-error" className="hd-field__error">
                {errors.program_id.message}
              </p>
            ) : null}
          </div>
          <Input label={M.name} required error={errors.name?.message} {...register('name')} />
          <Input label={M.code} required hint={M.codeHint} error={errors.code?.message} {...register('code')} />
          <Input label={M.description} error={errors.description?.message} {...register('description')} />
          <Input label={M.order} type="number" inputMode="numeric" error={errors.order?.message} {...register('order', { valueAsNumber: true })} />
        </div>
        {programs.isError ? (
          <p className="hd-form-error" role="alert">
            {errorMessage(programs.error)}
          </p>
        ) : null}
        <div className="hd-form-actions">
          <Button type="submit" loading={formState.isSubmitting}>
            {M.create}
          </Button>
          <Button type="button" variant="outlined" color="gray" onClick={() => navigate('/admin/classes/action_groups')}>
            {M.cancel}
          </Button>
        </div>
      </form>
    </div>
  );
}
