import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Classkey } from '@healthdeck/contract/light';
import type { ClassRecord } from '@healthdeck/sdk';
import { Button } from '@healthdeck/widgets';
import { useAdminClasses } from '../hooks/use-admin-classes.js';
import { CLASS_CATALOGUE, classPath, isClasskey, NO_CREATE_CLASSES } from '../classes/class-catalogue.js';
import { recordTitle } from '../classes/class-fields.js';
import { ClassForm } from '../classes/class-form.js';
import { ConfirmDelete } from '../classes/confirm-delete.js';
import type { ClassFormRules } from '../classes/form-rules.js';
import { errorMessage } from '../classes/errors.js';
import { UnknownClass } from '../classes/unknown-class.js';

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
  return (
    <p className="hd-back">
      <Link to={classPath(classkey)}>← {CLASS_CATALOGUE[classkey].label}</Link>
    </p>
  );
}

function NewRecord({ classkey, rules }: { classkey: Classkey; rules?: ClassFormRules | undefined }) {
  const navigate = useNavigate();
  const entry = CLASS_CATALOGUE[classkey];
  const back = () => navigate(classPath(classkey));
  return (
    <div className="hd-page">
      <BackLink classkey={classkey} />
      <h1>New {entry.singular}</h1>
      {NO_CREATE_CLASSES.includes(classkey) ? (
        <p role="alert">Members create their own accounts; an admin can edit or delete one.</p>
      ) : (
        <ClassForm
          classkey={classkey}
          {...(rules ? { rules } : {})}
          onCancel={back}
          onSaved={(saved) => navigate(classPath(classkey), { state: { notice: `Created ${entry.singular} “${recordTitle(classkey, saved)}”.` } })}
        />
      )}
    </div>
  );
}

function EditRecord({ classkey, id, rules, panel }: { classkey: Classkey; id: string; rules?: ClassFormRules | undefined; panel?: ((id: string) => ReactNode) | undefined }) {
  const { api, queries } = useAdminClasses();
  const navigate = useNavigate();
  const entry = CLASS_CATALOGUE[classkey];
  const record = useQuery({ ...queries.get(classkey, id), retry: false, refetchOnWindowFocus: false });
  const [deleting, setDeleting] = useState(false);
  const back = () => navigate(classPath(classkey));

  const title = record.data ? recordTitle(classkey, record.data as ClassRecord<Classkey>) : null;
  return (
    <div className="hd-page">
      <BackLink classkey={classkey} />
      <h1>{title ? `Edit ${entry.singular}: ${title}` : `Edit ${entry.singular}`}</h1>
      {record.isPending ? (
        <p role="status">
          <span className="hd-spinner" aria-hidden="true" /> Loading {entry.singular}
        </p>
      ) : record.isError ? (
        <div className="hd-table-error" role="alert">
          <p>{errorMessage(record.error)}</p>
          <Button type="button" onClick={() => void record.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ClassForm
          classkey={classkey}
          {...(rules ? { rules } : {})}
          record={record.data as ClassRecord<Classkey>}
          onCancel={back}
          onDelete={() => setDeleting(true)}
          onSaved={(saved) => navigate(classPath(classkey), { state: { notice: `Saved ${entry.singular} “${recordTitle(classkey, saved)}”.` } })}
        />
      )}
      {panel && record.data ? panel(id) : null}
      {deleting && record.data ? (
        <ConfirmDelete
          what={`${entry.singular} “${title ?? id}”`}
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await api.delete(classkey, id);
            navigate(classPath(classkey), { replace: true, state: { notice: `Deleted ${entry.singular} “${title ?? id}”.` } });
          }}
        />
      ) : null}
    </div>
  );
}
