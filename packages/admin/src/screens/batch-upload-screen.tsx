import { useState } from 'react';
import { Navigate, NavLink, useParams } from 'react-router';
import { Input, useMessages } from '@healthdeck/widgets';
import { BatchUploadTool } from '../batch-uploads/batch-upload-tool.js';
import { BATCH_KIND_SLUGS, BATCH_KINDS, isBatchKindSlug, type BatchKindSlug } from '../batch-uploads/kinds.js';
import { batchMessages } from '../batch-uploads/messages.js';

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
  const kind = BATCH_KINDS[slug];
  const [organizationCode, setOrganizationCode] = useState('');

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
      <BatchUploadTool kind={kind} what={M.kindNames[slug].what} organizationCode={organizationCode} />
    </section>
  );
}
