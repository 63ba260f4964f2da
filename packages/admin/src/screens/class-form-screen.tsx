import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isTranslatableKind, type Classkey } from '@healthdeck/contract/light';
import type { ClassRecord } from '@healthdeck/sdk';
import { useHealthDeck, useMessages } from '@healthdeck/widgets';
import { adminClassRecordQuery, deleteClassRecord } from '@healthdeck/sdk';
import { classPath, isClasskey, NO_CREATE_CLASSES } from '../classes/class-catalogue.js';
import { classNames } from '../classes/class-names.js';
import { recordTitle } from '../classes/class-fields.js';
import { ClassForm } from '../classes/class-form.js';
import { ConfirmDelete } from '../classes/confirm-delete.js';
import type { ClassFormRules } from '../classes/form-rules.js';
import { classMessages } from '../classes/messages.js';
import { LoadState } from '../shared/load-state.js';
import { UnknownClass } from '../classes/unknown-class.js';
import { contentTranslationsMessages } from '../content-translations/messages.js';
import { translationsPath } from '../content-translations/kind-names.js';

/**
 * /admin/classes/:classkey/new and /admin/classes/:classkey/:id (spec 000 §7.1 add, get, set, delete).
 * A class with rules of its own (widgets) has its route give the classkey and the rules; one with
 * more to manage than its fields (an organisation's partner API keys) gives a `panel`, shown under
 * the form of a saved record.
 */
export function ClassFormScreen({ classkey: fixed, rules, panel }: { classkey?: Classkey; rules?: ClassFormRules; panel?: (id: string) => ReactNode } = {}) {
  const params = useParams();
  const classkey = fixed ?? params.classkey;
  const { id } = params;
  if (!isClasskey(classkey)) return <UnknownClass name={classkey} />;
  return id === undefined ? <NewRecord key={classkey} classkey={classkey} rules={rules} /> : <EditRecord key={`${classkey}/${id}`} classkey={classkey} id={id} rules={rules} panel={panel} />;
}

function BackLink({ classkey }: { classkey: Classkey }) {
  const names = useMessages(classNames);
  return (
    <p className="hd-back">
      <Link to={classPath(classkey)}>← {names[classkey].label}</Link>
    </p>
  );
}

function NewRecord({ classkey, rules }: { classkey: Classkey; rules?: ClassFormRules | undefined }) {
  const navigate = useNavigate();
  const entry = useMessages(classNames)[classkey];
  const t = useMessages(classMessages);
  const back = () => navigate(classPath(classkey));
  return (
    <div className="hd-page">
      <BackLink classkey={classkey} />
      <h1>{t.newRecord(entry.singular)}</h1>
      {NO_CREATE_CLASSES.includes(classkey) ? (
        <p role="alert">{t.membersCreate}</p>
      ) : (
        <ClassForm
          classkey={classkey}
          {...(rules ? { rules } : {})}
          onCancel={back}
          onSaved={(saved) => navigate(classPath(classkey), { state: { notice: t.created(entry.singular, recordTitle(classkey, saved)) } })}
        />
      )}
    </div>
  );
}

function EditRecord({ classkey, id, rules, panel }: { classkey: Classkey; id: string; rules?: ClassFormRules | undefined; panel?: ((id: string) => ReactNode) | undefined }) {
  const sdk = useHealthDeck();
  const navigate = useNavigate();
  const entry = useMessages(classNames)[classkey];
  const t = useMessages(classMessages);
  const translations = useMessages(contentTranslationsMessages);
  const record = useQuery({ ...adminClassRecordQuery(sdk, classkey, id), retry: false, refetchOnWindowFocus: false });
  const [deleting, setDeleting] = useState(false);
  const back = () => navigate(classPath(classkey));

  const title = record.data ? recordTitle(classkey, record.data as ClassRecord<Classkey>) : null;
  return (
    <div className="hd-page">
      <BackLink classkey={classkey} />
      <h1>{title ? t.editTitle(entry.singular, title) : t.editLabel(entry.singular)}</h1>
      {record.isPending || record.isError ? (
        <LoadState error={record.error} loading={t.loadingRecord(entry.singular)} onRetry={() => void record.refetch()} />
      ) : (
        <ClassForm
          classkey={classkey}
          {...(rules ? { rules } : {})}
          record={record.data as ClassRecord<Classkey>}
          onCancel={back}
          onDelete={() => setDeleting(true)}
          onSaved={(saved) => navigate(classPath(classkey), { state: { notice: t.saved(entry.singular, recordTitle(classkey, saved)) } })}
        />
      )}
      {record.data && isTranslatableKind(classkey) ? (
        <p className="hd-translations-link">
          <Link to={translationsPath(classkey, id)}>{translations.translations}</Link>
        </p>
      ) : null}
      {panel && record.data ? panel(id) : null}
      {deleting && record.data ? (
        <ConfirmDelete
          what={t.what(entry.singular, title ?? id)}
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await deleteClassRecord(sdk, classkey, id);
            navigate(classPath(classkey), { replace: true, state: { notice: t.deleted(entry.singular, title ?? id) } });
          }}
        />
      ) : null}
    </div>
  );
}
