import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { RewardData, type AdminReward } from '@healthdeck/contract';
import { Button, Input, useMessages } from '@healthdeck/widgets';
import { serverFieldErrors } from '../classes/errors.js';
import { RewardImage } from './reward-image.js';
import { rewardMessages } from './messages.js';

type Values = { name: string; description: string; star_cost: number; active: boolean };
const FIELDS = ['name', 'description', 'star_cost', 'active'] as const;

export interface RewardFormProps {
  reward?: AdminReward;
  /** Saves the fields (the multipart `data`) and the picture; a new picture, null to drop it, undefined to keep it. */
  onSave: (data: Values & { remove_background_image?: boolean }, image: File | undefined) => Promise<void>;
}

/**
 * A reward's fields (spec 000 §7.4: data as JSON plus an optional background_image), checked by the
 * contract's RewardData; the server's 400 under its field (background_image included).
 */
export function RewardForm({ reward, onSave }: RewardFormProps) {
  const M = useMessages(rewardMessages);
  const fileId = useId();
  const descriptionId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | undefined>();
  const [dropImage, setDropImage] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: { name: reward?.name ?? '', description: reward?.description ?? '', star_cost: reward?.star_cost ?? ('' as unknown as number), active: reward?.active ?? true },
    resolver: zodResolver(RewardData) as unknown as Resolver<Values>,
  });
  const { register, handleSubmit, formState, setError } = form;
  const submit = handleSubmit(async (values) => {
    setImageError(null);
    try {
      await onSave({ ...values, ...(reward && dropImage && !file ? { remove_background_image: true } : {}) }, file);
      setFile(undefined);
      setDropImage(false);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      const { fields, rest } = serverFieldErrors(error, [...FIELDS, 'background_image', 'data']);
      for (const name of FIELDS) if (fields[name]) setError(name, { type: 'server', message: fields[name] });
      if (fields.background_image) setImageError(fields.background_image);
      const general = fields.data ?? rest;
      if (general) setError('root', { type: 'server', message: general });
    }
  });
  const errors = formState.errors;
  const descriptionError = errors.description?.message;

  return (
    <form className="hd-panel" noValidate onSubmit={(e) => void submit(e)} aria-label={reward ? M.editTitle(reward.name) : M.newReward}>
      {errors.root?.message ? (
        <p role="alert" className="hd-form-error">
          {errors.root.message}
        </p>
      ) : null}
      <Input label={M.name} required autoComplete="off" error={errors.name?.message} {...register('name')} />
      <div className={`hd-field${descriptionError ? ' hd-field--invalid' : ''}`}>
        <div className="hd-field__label-row">
          <label className="hd-field__label" htmlFor={descriptionId}>
            {M.description}
          </label>
        </div>
        <textarea
          id={descriptionId}
          className="hd-field__input"
          rows={3}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
          {...register('description')}
        />
        {descriptionError ? (
          <p id={`${descriptionId}-error`} className="hd-field__error">
            {descriptionError}
          </p>
        ) : null}
      </div>
      <Input label={M.starCost} required type="number" inputMode="numeric" step={1} min={1} error={errors.star_cost?.message} {...register('star_cost', { valueAsNumber: true })} />
      <label className="hd-checkbox-label">
        <input type="checkbox" className="hd-checkbox" {...register('active')} /> {M.active}
      </label>
      <div className={`hd-field${imageError ? ' hd-field--invalid' : ''}`}>
        <div className="hd-field__label-row">
          <label className="hd-field__label" htmlFor={fileId}>
            {M.image}
          </label>
        </div>
        {reward?.background_image_url && !dropImage && !file ? <RewardImage id={reward.id} name={reward.name} version={reward.updated_at} /> : null}
        <input
          id={fileId}
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={imageError ? true : undefined}
          aria-describedby={`${fileId}-note`}
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? undefined)}
        />
        <div className="hd-file-current">
          {file ? <span>{M.chosen(file.name)}</span> : dropImage ? <span>{M.imageWillGo}</span> : !reward?.background_image_url ? <span>{M.noImage}</span> : null}
          {file || (reward?.background_image_url && !dropImage) ? (
            <Button
              type="button"
              variant="plain"
              color="red"
              onClick={() => {
                if (file) {
                  setFile(undefined);
                  if (fileInput.current) fileInput.current.value = '';
                } else setDropImage(true);
              }}
            >
              {M.removeImage}
            </Button>
          ) : dropImage ? (
            <Button type="button" variant="plain" onClick={() => setDropImage(false)}>
              {M.keepImage}
            </Button>
          ) : null}
        </div>
        <p id={`${fileId}-note`} className={imageError ? 'hd-field__error' : 'hd-field__hint'}>
          {imageError ?? M.imageHint}
        </p>
      </div>
      <div>
        <Button type="submit" loading={formState.isSubmitting}>
          {reward ? M.save : M.create}
        </Button>
      </div>
    </form>
  );
}
