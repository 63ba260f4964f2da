// spec 000 §7.1 Generic administration (classkey): search, get, add (multipart for the classes of
// MULTIPART_CLASSKEYS when files are sent), set, delete — each typed by its class's data
// (ClassData<K> / ClassInput<K> of the contract). Admin screens only; the embed does not carry it.
import type { AdminSearchResponse, ClassData, ClassInput, ClassMeta, Classkey, ClassRecordResponse } from '@healthdeck/contract/light';
import { adminClassesRoutes } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';

/** Every admin-class query starts ['admin', 'classes']; a class's with ['admin', 'classes', classkey]. */
export const adminClassesKeys = {
  all: ['admin', 'classes'] as const,
  class: <K extends Classkey>(classkey: K) => ['admin', 'classes', classkey] as const,
  search: <K extends Classkey>(classkey: K, options: ClassSearchOptions<K> = {}) => ['admin', 'classes', classkey, 'search', options] as const,
  record: <K extends Classkey>(classkey: K, id: string) => ['admin', 'classes', classkey, 'get', id] as const,
};

/** One record of class K as the server answers it. */
export interface ClassRecord<K extends Classkey> extends Omit<ClassRecordResponse, 'classkey' | 'data'> {
  classkey: K;
  data: ClassData<K>;
}

/** A filter value; null matches records without a value. */
export type ClassFilterValue = string | number | boolean | null;

export interface ClassSearchOptions<K extends Classkey> {
  /** Equality on the class's fields (ClassMeta.filter_fields); arrays match when they hold the value. */
  filters?: Partial<Record<Extract<keyof ClassData<K>, string>, ClassFilterValue>>;
  /** Case-insensitive text over ClassMeta.search_fields. */
  search?: string;
  sort?: Extract<keyof ClassData<K>, string> | 'created_at' | 'updated_at';
  direction?: 'asc' | 'desc';
  page?: number;
  take?: number;
  /** Also answer the class's field descriptions (spec 000 §3.3 include_meta). */
  include_meta?: boolean;
}

export interface ClassSearchResult<K extends Classkey> {
  items: ClassRecord<K>[];
  total_count: number;
  page: number;
  take: number;
  meta?: ClassMeta;
}

/**
 * Files of a multipart class, by the data path they fill ('image', 'logo_variants.0.logo_path';
 * CLASS_FILE_FIELDS lists them). The server stores each as media and puts its url there.
 */
export type ClassFiles = Record<string, Blob>;

/** The query of a search: the options plus one parameter per filter ('null' for null). */
export function classSearchQuery<K extends Classkey>(classkey: K, options: ClassSearchOptions<K> = {}): Record<string, string | number | boolean> {
  const query: Record<string, string | number | boolean> = { classkey };
  for (const [name, value] of Object.entries(options.filters ?? {}) as [string, ClassFilterValue | undefined][]) {
    if (value !== undefined) query[name] = value === null ? 'null' : value;
  }
  if (options.search?.trim()) query.search = options.search.trim();
  if (options.sort) query.sort = options.sort;
  if (options.direction) query.direction = options.direction;
  if (options.page !== undefined) query.page = options.page;
  if (options.take !== undefined) query.take = options.take;
  if (options.include_meta) query.include_meta = true;
  return query;
}

/** The multipart body of an add or set with files (spec 000 §7.1): classkey, id, data as JSON text, files. */
export function classForm(classkey: Classkey, data: object, files: ClassFiles, id?: string): FormData {
  const form = new FormData();
  form.append('classkey', classkey);
  if (id !== undefined) form.append('id', id);
  form.append('data', JSON.stringify(data));
  for (const [path, file] of Object.entries(files)) form.append(path, file, file instanceof File ? file.name : path.split('.').pop());
  return form;
}

const hasFiles = (files?: ClassFiles): files is ClassFiles => files !== undefined && Object.keys(files).length > 0;

const call = (hd: HealthDeck) => routed(hd.call, adminClassesRoutes);
/** A write changes the class's listings and records: everything under ['admin', 'classes', classkey]. */
const changed = (hd: HealthDeck, classkey: Classkey) => hd.queryClient.invalidateQueries({ queryKey: adminClassesKeys.class(classkey) });

export async function searchClass<K extends Classkey>(hd: HealthDeck, classkey: K, options: ClassSearchOptions<K> = {}, signal?: AbortSignal): Promise<ClassSearchResult<K>> {
  const result: AdminSearchResponse = await call(hd)('adminSearch', { query: classSearchQuery(classkey, options) as { classkey: K }, signal });
  return result as ClassSearchResult<K>;
}

export async function fetchClassRecord<K extends Classkey>(hd: HealthDeck, classkey: K, id: string, signal?: AbortSignal): Promise<ClassRecord<K>> {
  return (await call(hd)('adminGet', { query: { classkey, id }, signal })) as ClassRecord<K>;
}

/** Creates a record; a refused one is a BadRequest whose body.fields name the fields (spec 000 §5). */
export async function addClassRecord<K extends Classkey>(hd: HealthDeck, classkey: K, data: ClassInput<K>, files?: ClassFiles): Promise<ClassRecord<K>> {
  const record = hasFiles(files)
    ? await call(hd)('adminAdd', { form: classForm(classkey, data, files) })
    : await call(hd)('adminAdd', { body: { classkey, data: data as Record<string, unknown> } });
  await changed(hd, classkey);
  return record as ClassRecord<K>;
}

/** Changes the fields sent; the others keep their values. */
export async function setClassRecord<K extends Classkey>(hd: HealthDeck, classkey: K, id: string, data: Partial<ClassInput<K>>, files?: ClassFiles): Promise<ClassRecord<K>> {
  const record = hasFiles(files)
    ? await call(hd)('adminSet', { form: classForm(classkey, data, files, id) })
    : await call(hd)('adminSet', { body: { classkey, id, data: data as Record<string, unknown> } });
  await changed(hd, classkey);
  return record as ClassRecord<K>;
}

export async function deleteClassRecord(hd: HealthDeck, classkey: Classkey, id: string): Promise<void> {
  await call(hd)('adminDelete', { body: { classkey, id } });
  await changed(hd, classkey);
}

type Signal = { signal?: AbortSignal };

export const adminClassSearchQuery = <K extends Classkey>(hd: HealthDeck, classkey: K, options: ClassSearchOptions<K> = {}) => ({
  queryKey: adminClassesKeys.search(classkey, options),
  queryFn: ({ signal }: Signal) => searchClass(hd, classkey, options, signal),
});

export const adminClassRecordQuery = <K extends Classkey>(hd: HealthDeck, classkey: K, id: string) => ({
  queryKey: adminClassesKeys.record(classkey, id),
  queryFn: ({ signal }: Signal) => fetchClassRecord(hd, classkey, id, signal),
});
