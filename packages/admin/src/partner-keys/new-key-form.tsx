import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PartnerKeyCreateRequest } from '@healthdeck/contract';
import { Button, Input, useMessages } from '@healthdeck/widgets';
import { serverFieldErrors } from '../classes/errors.js';
import { partnerKeysMessages } from './messages.js';

/** The label of a new key (the contract's PartnerKeyCreateRequest), checked here and by the server, whose 400 shows under the field. */
export function NewKeyForm({ onCreate }: { onCreate: (label: string) => Promise<void> }) {
  const t = useMessages(partnerKeysMessages);
  const { register, handleSubmit, formState, setError, reset } = useForm<{ label: string }>({ defaultValues: { label: '' }, resolver: zodResolver(PartnerKeyCreateRequest) });
  const submit = handleSubmit(async ({ label }) => {
    try {
      await onCreate(label);
      reset({ label: '' });
    } catch (error) {
      const { fields, rest } = serverFieldErrors(error, ['label']);
      setError('label', { type: 'server', message: fields.label ?? rest ?? undefined });
    }
  });
  return (
    <form className="hd-inline-form" noValidate aria-label={t.newKey} onSubmit={(e) => void submit(e)}>
      <Input label={t.keyLabel} hint={t.keyHint} required autoComplete="off" error={formState.errors.label?.message} {...register('label')} />
      <Button type="submit" loading={formState.isSubmitting}>
        {t.createKey}
      </Button>
    </form>
  );
}
