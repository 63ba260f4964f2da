import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { LogoVariant } from '@healthdeck/contract/light';
import { Button, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { adminClassRecordQuery, setClassRecord } from '@healthdeck/sdk';
import { LoadState } from '../shared/load-state.js';
import { Outcome } from '../shared/outcome.js';
import { classPath } from '../classes/class-catalogue.js';
import { errorMessage } from '../classes/errors.js';
import { LogoVariantForm } from '../organizations/logo-variant-form.js';
import { logoMessages } from '../organizations/messages.js';

/**
 * /admin/organizations/:id/logos (spec 000 §3.3 Organization logo_variants: items with logo_name
 * and a logo_path file; organizations are a multipart class, §7.1): each variant shown with its
 * image, uploaded (the file part 'logo_variants.N.logo_path' fills the path) and removed.
 */
export function OrganizationLogosScreen() {
  const M = useMessages(logoMessages);
  const { id = '' } = useParams();
  const sdk = useHealthDeck();
  const record = useQuery({ ...adminClassRecordQuery(sdk, 'organizations', id), retry: false });
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const variants: LogoVariant[] = record.data?.data.logo_variants ?? [];
  const name = record.data?.data.name ?? '';

  async function upload(logoName: string, file: File) {
    setNotice(null);
    setError(null);
    const next = [...variants, { logo_name: logoName }];
    await setClassRecord(sdk, 'organizations', id, { logo_variants: next as LogoVariant[] }, { [`logo_variants.${variants.length}.logo_path`]: file });
    await record.refetch();
    setNotice(M.uploaded(logoName));
  }

  async function remove(variant: LogoVariant) {
    setNotice(null);
    setError(null);
    setRemoving(variant.logo_name);
    try {
      await setClassRecord(sdk, 'organizations', id, { logo_variants: variants.filter((v) => v !== variant) });
      await record.refetch();
      setNotice(M.removed(variant.logo_name));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <div className="hd-page">
      <p className="hd-back">
        <Link to={classPath('organizations')}>{M.back}</Link>
      </p>
      <h1>{name ? M.title(name) : M.titleLoading}</h1>
      {record.isError || record.isPending ? (
        <LoadState error={record.error} loading={M.loading} onRetry={() => void record.refetch()} />
      ) : (
        <>
          <p>{M.intro}</p>
          <Outcome error={error} notice={notice} />
          <h2>{M.variants}</h2>
          {variants.length === 0 ? (
            <p>{M.none}</p>
          ) : (
            <ul className="hd-logo-variants">
              {variants.map((variant) => (
                <li key={variant.logo_name} className="hd-logo-variant">
                  <strong>{variant.logo_name}</strong>
                  <img src={variant.logo_path} alt={M.alt(variant.logo_name)} loading="lazy" />
                  <a href={variant.logo_path} target="_blank" rel="noopener noreferrer">
                    {M.open}
                    <span className="hd-visually-hidden"> {variant.logo_name}</span>
                  </a>
                  <div>
                    <Button
                      type="button"
                      variant="plain"
                      color="red"
                      loading={removing === variant.logo_name}
                      disabled={removing !== null}
                      aria-label={M.removeLabel(variant.logo_name)}
                      onClick={() => void remove(variant)}
                    >
                      {M.remove}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <LogoVariantForm takenNames={variants.map((v) => v.logo_name)} onUpload={upload} />
        </>
      )}
    </div>
  );
}
