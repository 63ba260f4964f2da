import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useCallback, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { INCLUDE_META_CLASSKEYS, type Classkey } from '@healthdeck/contract/light';
import type { ClassFilterValue, ClassRecord, ClassSearchOptions } from '@healthdeck/sdk';
import { Input, Pagination, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { adminClassSearchQuery, deleteClassRecord } from '@healthdeck/sdk';
import { useDebouncedValue } from '../hooks/use-debounced-value.js';
import { isClasskey, NO_CREATE_CLASSES } from '../classes/class-catalogue.js';
import { classNames } from '../classes/class-names.js';
import { classMeta, filterControls, recordTitle, type FormField } from '../classes/class-fields.js';
import { ClassTable } from '../classes/class-table.js';
import { useFieldLabel } from '../classes/field-labels.js';
import { useOptionLabel } from '../classes/option-labels.js';
import { ConfirmDelete } from '../classes/confirm-delete.js';
import { classMessages } from '../classes/messages.js';
import { UnknownClass } from '../classes/unknown-class.js';
import { LoadState } from '../shared/load-state.js';
import { adminMessages } from '../shared/messages.js';
import { pageCount } from '../users/paging.js';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../users/table-constants.js';

/** /admin/classes/:classkey (spec 000 §7.1 list / search). */
export function ClassListScreen() {
  const { classkey } = useParams();
  if (!isClasskey(classkey)) return <UnknownClass name={classkey} />;
  // A new class starts from a clean slate (search, filters, page).
  return <ClassList key={classkey} classkey={classkey} />;
}

type FilterState = Record<string, string>;

function filterValue(field: FormField, raw: string): ClassFilterValue {
  if (field.kind === 'checkbox') return raw === 'true';
  return field.options?.find((o) => String(o) === raw) ?? raw;
}

function ClassList({ classkey }: { classkey: Classkey }) {
  const sdk = useHealthDeck();
  const entry = useMessages(classNames)[classkey];
  const t = useMessages(classMessages);
  const common = useMessages(adminMessages);
  const label = useFieldLabel();
  const option = useOptionLabel();
  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;
  const idBase = useId();
  const local = classMeta(classkey);

  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<FilterState>({});
  const [sorting, setSorting] = useState<SortingState>([]);
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<ClassRecord<Classkey> | null>(null);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  // A new search, filter or sort starts again at page 1 (adjusting state while rendering).
  const resetKey = JSON.stringify([settledSearch, filters, sorting]);
  const [lastResetKey, setLastResetKey] = useState(resetKey);
  if (resetKey !== lastResetKey) {
    setLastResetKey(resetKey);
    setPage(1);
  }

  const filterFields = filterControls(classkey, local);
  const activeFilters: Record<string, ClassFilterValue> = {};
  for (const field of filterFields) {
    const raw = filters[field.name];
    if (raw !== undefined && raw !== '') activeFilters[field.name] = filterValue(field, raw);
  }
  const sort = sorting[0];
  const options: ClassSearchOptions<Classkey> = {
    page,
    take: PAGE_SIZE,
    ...(settledSearch ? { search: settledSearch } : {}),
    ...(sort ? { sort: sort.id as ClassSearchOptions<Classkey>['sort'], direction: sort.desc ? 'desc' : 'asc' } : {}),
    ...(Object.keys(activeFilters).length > 0 ? { filters: activeFilters as ClassSearchOptions<Classkey>['filters'] } : {}),
    // spec 000 §3.3: include_meta is asked for on these listings.
    ...((INCLUDE_META_CLASSKEYS as readonly string[]).includes(classkey) ? { include_meta: true } : {}),
  };
  const records = useQuery({ ...adminClassSearchQuery(sdk, classkey, options), placeholderData: keepPreviousData, retry: false });

  const meta = records.data?.meta ?? local;
  const total = records.data?.total_count ?? 0;
  const pages = pageCount(total, PAGE_SIZE);
  if (records.data && !records.isPlaceholderData && page > pages) setPage(pages);
  const rows = records.data?.items ?? [];
  const sortable = [...meta.sort_fields, 'created_at', 'updated_at'];
  const onDelete = useCallback((row: ClassRecord<Classkey>) => setDeleting(row), []);

  return (
    <div className="hd-page">
      <div className="hd-admin-heading">
        <h1>{entry.label}</h1>
        {NO_CREATE_CLASSES.includes(classkey) ? null : (
          <Link className="hd-button hd-button--filled hd-button--blue hd-link-button" to={`/admin/classes/${classkey}/new`}>
            {t.newRecord(entry.singular)}
          </Link>
        )}
      </div>
      {notice ? (
        <p className="hd-notice" role="status">
          {notice}
        </p>
      ) : null}

      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not a landmark (nor a block) in the browsers the build still targets, e.g. Safari 16; role="search" on a div works everywhere */}
      <div className="hd-table-toolbar" role="search" aria-label={t.filters(entry.label)}>
        {meta.search_fields.length > 0 ? (
          <Input
            label={t.search(entry.label)}
            name="search"
            type="search"
            hint={t.searchHint(meta.search_fields.map(label).join(', '))}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
        ) : null}
        {filterFields.map((field) => (
          <div className="hd-select" key={field.name}>
            <label htmlFor={`${idBase}-${field.name}`}>{label(field.name)}</label>
            <select
              id={`${idBase}-${field.name}`}
              value={filters[field.name] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setFilters((f) => ({ ...f, [field.name]: value }));
              }}
            >
              <option value="">{common.all}</option>
              {field.kind === 'checkbox' ? (
                <>
                  <option value="true">{common.yes}</option>
                  <option value="false">{common.no}</option>
                </>
              ) : (
                field.options?.map((o) => (
                  <option key={String(o)} value={String(o)}>
                    {option(field.name, o)}
                  </option>
                ))
              )}
            </select>
          </div>
        ))}
      </div>

      {records.isError || records.isPending ? <LoadState quiet error={records.error} loading={t.loadingList(entry.label)} onRetry={() => void records.refetch()} /> : null}
      <ClassTable
        classkey={classkey}
        rows={rows}
        sortable={sortable}
        sorting={sorting}
        onSortingChange={setSorting}
        loading={records.isPending}
        busy={records.isFetching}
        onDelete={onDelete}
      />

      <Pagination page={page} pages={pages} onPage={setPage} total={common.records(total)} />

      {deleting ? (
        <ConfirmDelete
          what={t.what(entry.singular, recordTitle(classkey, deleting))}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteClassRecord(sdk, classkey, deleting.id);
            setDeleting(null);
            // The notice above the table says what happened last: the delete, not an earlier save.
            navigate(location.pathname, { replace: true, state: { notice: t.deleted(entry.singular, recordTitle(classkey, deleting)) } });
          }}
        />
      ) : null}
    </div>
  );
}
