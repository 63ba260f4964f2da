import { useMemo, useState } from 'react';
import { Navigate, NavLink, useParams } from 'react-router';
import { batchRowErrors, createBatchUploadsApi, type BatchRowError } from '@healthdeck/sdk';
import { Input, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { BATCH_KIND_SLUGS, BATCH_KINDS, isBatchKindSlug, type BatchKindSlug } from '../batch-uploads/kinds.js';
import { batchMessages } from '../batch-uploads/messages.js';
import { RowErrors } from '../batch-uploads/row-errors.js';
import { UploadButton, UploadRefused } from '../server-table/upload-button.js';

/**
 * /admin/uploads/:kind (spec 000 §7.6 batch uploads: users with organization_code, medications,
 * allergies, health issues): the file's columns, the template, the upload (csv or json only, else
 * 'Please select a valid file.' — the kits upload's rule) and what the server answered: the rows
 * imported, or every bad row's error with nothing imported.
 */
export function BatchUploadScreen() {
  const M = useMessages(batchMessages);
  const { kind } = useParams();
  // /admin/uploads opens the first kind.
  if (kind === undefined) return <Navigate to="/admin/uploads/users" replace />;
  return (
    <div className="hd-page">
      <h1>{M.title}</h1>
      <nav aria-label={M.kinds} className="hd-tabs">
        <ul>
          {BATCH_KIND_SLUGS.map((slug) => (
            <li key={slug}>
              <NavLink to={`/admin/uploads/${slug}`}>{M.kindNames[slug].label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {isBatchKindSlug(kind) ? <BatchUpload key={kind} slug={kind} /> : <p role="alert">{M.unknownKind(kind)}</p>}
    </div>
  );
}

function BatchUpload({ slug }: { slug: BatchKindSlug }) {
  const M = useMessages(batchMessages);
  const sdk = useHealthDeck();
  const api = useMemo(() => createBatchUploadsApi(sdk), [sdk]);
  const kind = BATCH_KINDS[slug];
  const [organizationCode, setOrganizationCode] = useState('');
  const [rowErrors, setRowErrors] = useState<BatchRowError[]>([]);

  async function upload(file: File): Promise<string> {
    setRowErrors([]);
    const result = await kind.upload(api, file, organizationCode.trim());
    if (result.ok) return M.imported(result.upload.rows_imported, result.upload.file_name);
    setRowErrors(batchRowErrors(result.error));
    // The server's message as sent ('2 of 5 rows have errors; nothing was imported').
    throw new UploadRefused(result.error.message);
  }

  const headingId = `hd-batch-${slug}`;
  return (
    <section className="hd-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{M.kindNames[slug].label}</h2>
      <p>{M.intro(M.kindNames[slug].what)}</p>
      <h3>{M.columns}</h3>
      <ul>
        {kind.columns.map((c) => (
          <li key={c.name}>
            <code>{c.name}</code> ({c.required ? M.required : M.optional}){c.note ? `: ${M.notes[c.note]}` : ''}
          </li>
        ))}
      </ul>
      {kind.needsOrganizationCode ? (
        <Input label={M.organizationCode} required autoComplete="off" hint={M.organizationCodeHint} value={organizationCode} onChange={(e) => setOrganizationCode(e.currentTarget.value)} />
      ) : null}
      <UploadButton what={M.kindNames[slug].what} template={kind.template} onUpload={upload} />
      {rowErrors.length > 0 ? <RowErrors errors={rowErrors} /> : null}
    </section>
  );
}
