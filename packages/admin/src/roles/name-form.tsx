import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { RoleWriteRequest } from '@healthdeck/contract';
import { Button, Input } from '@healthdeck/widgets';
import { serverFieldErrors } from '../classes/errors.js';

/**
 * A role's or a permission's name (the contract's RoleWriteRequest / PermissionWriteRequest: the
 * same rule), checked by the schema and by the server, whose 400 shows under the field.
 */
export function NameForm({ label, submitLabel, initial = '', onSubmit }: { label: string; submitLabel: string; initial?: string; onSubmit: (name: string) => Promise<void> }) {
  const form = useForm<{ name: string }>({ defaultValues: { name: initial }, resolver: zodResolver(RoleWriteRequest) });
  const { register, handleSubmit, formState, setError, reset } = form;
  const submit = handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name);
      reset({ name: initial === '' ? '' : name });
    } catch (error) {
      const { fields, rest } = serverFieldErrors(error, ['name']);
      setError('name', { type: 'server', message: fields.name ?? rest ?? undefined });
    }
  });
  return (
    <form className="hd-inline-form" noValidate onSubmit={(e) => void submit(e)}>
      <Input label={label} required autoComplete="off" error={formState.errors.name?.message} {...register('name')} />
      <Button type="submit" loading={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
