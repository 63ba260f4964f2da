import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import { Button, useMessages } from '@healthdeck/widgets';
import { adminMessages } from '../shared/messages.js';
import { useFieldLabel } from './field-labels.js';
import type { FormField } from './class-fields.js';
import type { FormValues } from './form-values.js';
import { useOptionLabel } from './option-labels.js';
import { structuredMessages, type ItemWords, type StructuredMessages } from './structured-messages.js';
import { draftText, emptyItem, readDraft, type ItemDraft, type KeyValueDraft, type Part, type PartDraft, type Structure, type ValueDraft } from './structure.js';

// The controls of a list or object field (./structure.ts): a list with add, remove, move up and
// move down; an item's or an object's parts, each with its own label; keys and values; a value of a
// chosen kind. Every button says which item it acts on; focus follows the item moved, and goes to
// the new item's first control when one is added. No administrator writes JSON.

/** Where in the field a message belongs, from the path the schema names ('1.cta_url', 'groups.0.image_a'). */
export interface Place {
  index?: number;
  part?: string;
}

export function placeOf(structure: Structure, path: string | undefined): Place {
  if (!path) return {};
  const steps = path.split('.');
  if (structure.kind === 'records' && structure.within && steps[0] === structure.within) steps.shift();
  if (structure.kind === 'records' || structure.kind === 'list' || structure.kind === 'keyvalue') {
    const index = Number(steps[0]);
    return Number.isInteger(index) ? { index, ...(steps[1] ? { part: steps[1] } : {}) } : {};
  }
  if (structure.kind === 'group') return steps[0] ? { part: steps[0] } : {};
  return {};
}

/** An item's words for a list field. */
export const itemWords = (M: StructuredMessages, field: string) => (Object.hasOwn(M.items, field) ? M.items[field]! : M.item);

/** A part's label: its own, else the field label of its key. */
export function usePartLabel(): (part: Part) => string {
  const M = useMessages(structuredMessages);
  const label = useFieldLabel();
  return (part) => (Object.hasOwn(M.parts, part.path) ? M.parts[part.path]! : label(part.key));
}

/** The message's place in words: 'Link 2, Button text' (what an error under the field starts with). */
export function usePlaceWords(): (field: FormField, place: Place) => string | null {
  const M = useMessages(structuredMessages);
  const partLabel = usePartLabel();
  return (field, place) => {
    const structure = field.structure;
    if (!structure) return null;
    const parts = structure.kind === 'records' || structure.kind === 'group' ? structure.parts : [];
    const part = parts.find((p) => p.key === place.part);
    const item = place.index !== undefined ? M.itemName(structure.kind === 'keyvalue' ? M.settingKey : itemWords(M, field.name).name, place.index + 1) : null;
    if (item && part) return M.where(item, partLabel(part));
    return item ?? (part ? partLabel(part) : null);
  };
}

/** Stable keys for a list's items (they have no id): kept in step with add, remove and move. */
function useItemKeys(length: number) {
  const next = useRef(0);
  const keys = useRef<number[]>([]);
  while (keys.current.length < length) keys.current.push(next.current++);
  if (keys.current.length > length) keys.current = keys.current.slice(0, length);
  return {
    keys: keys.current,
    /** The key the next item added will have. */
    upcoming: next.current,
    remove: (index: number) => {
      keys.current = keys.current.filter((_, i) => i !== index);
    },
    move: (from: number, to: number) => {
      const moved = [...keys.current];
      const [key] = moved.splice(from, 1);
      moved.splice(to, 0, key!);
      keys.current = moved;
    },
  };
}

/** Focus an element by id once the next render is on the page. */
function useFocusAfterRender() {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    const element = document.getElementById(pending.current);
    pending.current = null;
    element?.focus();
  });
  return (id: string) => {
    pending.current = id;
  };
}

interface EditorProps {
  field: FormField;
  control: Control<FormValues>;
  /** The error's place, marked invalid and described by the error. */
  place: Place | null;
  errorId: string;
}

/** The editor of one structured field, over the form's value. */
export function StructuredEditor({ field, control, place, errorId }: EditorProps) {
  const { field: controller } = useController({ name: field.name, control });
  const structure = field.structure!;
  const draft = readDraft(structure, typeof controller.value === 'string' ? controller.value : '');
  const change = (next: unknown) => controller.onChange(draftText(next as never));
  const invalid = (index: number | undefined, part?: string) =>
    place !== null && (place.index === index || (index === undefined && place.index === undefined)) && (place.part === part || place.part === undefined);
  switch (structure.kind) {
    case 'list':
      return <ListEditor field={field} structure={structure} items={draft as string[]} onChange={change} invalid={invalid} errorId={errorId} />;
    case 'records':
      return <RecordsEditor field={field} structure={structure} items={draft as ItemDraft[]} onChange={change} invalid={invalid} errorId={errorId} />;
    case 'group':
      return (
        <div className="hd-structured__parts">
          <Parts parts={structure.parts} item={draft as ItemDraft} onChange={change} invalid={(part) => invalid(undefined, part)} errorId={errorId} />
        </div>
      );
    case 'keyvalue':
      return <KeyValueEditor rows={draft as KeyValueDraft} onChange={change} invalid={(index) => invalid(index)} errorId={errorId} />;
    case 'value':
      return <ValueEditor value={draft as ValueDraft} onChange={change} invalid={place !== null} errorId={errorId} />;
  }
}

type Invalid = (index: number | undefined, part?: string) => boolean;

/** The move up, move down and remove buttons of item `index`. */
function ItemActions({ ids, index, count, name, onMove, onRemove }: { ids: string; index: number; count: number; name: string; onMove: (to: number) => void; onRemove: () => void }) {
  const M = useMessages(structuredMessages);
  return (
    <div className="hd-structured__actions">
      <Button id={`${ids}-up`} type="button" variant="plain" disabled={index === 0} aria-label={M.moveUpLabel(name)} onClick={() => onMove(index - 1)}>
        {M.moveUp}
      </Button>
      <Button id={`${ids}-down`} type="button" variant="plain" disabled={index === count - 1} aria-label={M.moveDownLabel(name)} onClick={() => onMove(index + 1)}>
        {M.moveDown}
      </Button>
      <Button id={`${ids}-remove`} type="button" variant="plain" color="red" aria-label={M.removeLabel(name)} onClick={onRemove}>
        {M.remove}
      </Button>
    </div>
  );
}

/** A list's items, each with its actions, and the add button under them. */
function Items<T>({
  words,
  items,
  max,
  onChange,
  blank,
  render,
  first,
}: {
  words: ItemWords;
  items: T[];
  max: number | undefined;
  onChange: (items: T[]) => void;
  blank: () => T;
  render: (item: T, index: number, ids: string, name: string) => ReactNode;
  /** The id of an item's first control (focused when the item is added). */
  first: (ids: string) => string;
}) {
  const M = useMessages(structuredMessages);
  const base = useId();
  const { keys, upcoming, remove, move } = useItemKeys(items.length);
  const focus = useFocusAfterRender();
  const idsOf = (index: number) => `${base}-${keys[index]}`;
  const full = max !== undefined && items.length >= max;
  return (
    <>
      {items.length === 0 ? <p className="hd-structured__none">{M.none}</p> : null}
      {/* biome-ignore lint/a11y/noRedundantRoles: list-style none drops the list semantics in Safari/VoiceOver without an explicit role */}
      <ol className="hd-structured__items" role="list">
        {items.map((item, index) => {
          const ids = idsOf(index);
          const name = M.itemName(words.name, index + 1);
          return (
            <li key={keys[index]} className="hd-structured__item">
              {render(item, index, ids, name)}
              <ItemActions
                ids={ids}
                index={index}
                count={items.length}
                name={name}
                onMove={(to) => {
                  const next = [...items];
                  const [moved] = next.splice(index, 1);
                  next.splice(to, 0, moved!);
                  const key = keys[index];
                  move(index, to);
                  // The same button of the item moved, at its new place (the other one once it reaches an end).
                  const direction = to < index ? 'up' : 'down';
                  const atEnd = direction === 'up' ? to === 0 : to === items.length - 1;
                  focus(`${base}-${key}-${atEnd ? (direction === 'up' ? 'down' : 'up') : direction}`);
                  onChange(next);
                }}
                onRemove={() => {
                  const neighbour = index < items.length - 1 ? keys[index + 1] : keys[index - 1];
                  remove(index);
                  focus(neighbour === undefined ? `${base}-add` : `${base}-${neighbour}-remove`);
                  onChange(items.filter((_, i) => i !== index));
                }}
              />
            </li>
          );
        })}
      </ol>
      <div className="hd-structured__add">
        <Button
          id={`${base}-add`}
          type="button"
          variant="outlined"
          disabled={full}
          onClick={() => {
            focus(first(`${base}-${upcoming}`));
            onChange([...items, blank()]);
          }}
        >
          {words.add}
        </Button>
        {max !== undefined ? <span className="hd-structured__max">{M.atMost(max)}</span> : null}
      </div>
    </>
  );
}

function ListEditor({
  field,
  structure,
  items,
  onChange,
  invalid,
  errorId,
}: {
  field: FormField;
  structure: Extract<Structure, { kind: 'list' }>;
  items: string[];
  onChange: (items: string[]) => void;
  invalid: Invalid;
  errorId: string;
}) {
  const M = useMessages(structuredMessages);
  const option = useOptionLabel();
  const words = useMessages(adminMessages);
  return (
    <Items
      words={itemWords(M, field.name)}
      items={items}
      max={structure.max}
      onChange={onChange}
      blank={() => ''}
      first={(ids) => `${ids}-value`}
      render={(item, index, ids, name) => {
        const bad = invalid(index);
        const common = {
          id: `${ids}-value`,
          className: 'hd-field__input',
          value: item,
          'aria-invalid': bad || undefined,
          'aria-describedby': bad ? errorId : undefined,
          onChange: (e: { currentTarget: { value: string } }) => onChange(items.map((v, i) => (i === index ? e.currentTarget.value : v))),
        };
        return (
          <div className={['hd-structured__value', bad ? 'hd-field--invalid' : ''].filter(Boolean).join(' ')}>
            <label htmlFor={common.id}>{name}</label>
            {structure.options ? (
              <select {...common}>
                <option value="">{words.choose}</option>
                {structure.options.map((o) => (
                  <option key={String(o)} value={String(o)}>
                    {option(field.name, o)}
                  </option>
                ))}
              </select>
            ) : (
              <input type="text" {...common} />
            )}
          </div>
        );
      }}
    />
  );
}

function RecordsEditor({
  field,
  structure,
  items,
  onChange,
  invalid,
  errorId,
}: {
  field: FormField;
  structure: Extract<Structure, { kind: 'records' }>;
  items: ItemDraft[];
  onChange: (items: ItemDraft[]) => void;
  invalid: Invalid;
  errorId: string;
}) {
  const M = useMessages(structuredMessages);
  return (
    <Items
      words={itemWords(M, field.name)}
      items={items}
      max={structure.max}
      onChange={onChange}
      blank={() => emptyItem(structure.parts)}
      first={(ids) => `${ids}-part-${structure.parts[0]?.key ?? ''}`}
      render={(item, index, ids, name) => (
        <fieldset className="hd-structured__record">
          <legend>{name}</legend>
          <Parts
            ids={ids}
            parts={structure.parts}
            item={item}
            onChange={(next) => onChange(items.map((v, i) => (i === index ? next : v)))}
            invalid={(part) => invalid(index, part)}
            errorId={errorId}
          />
        </fieldset>
      )}
    />
  );
}

/** The parts of an item or an object, each a labelled control. */
function Parts({
  ids,
  parts,
  item,
  onChange,
  invalid,
  errorId,
}: {
  ids?: string;
  parts: readonly Part[];
  item: ItemDraft;
  onChange: (item: ItemDraft) => void;
  invalid: (part: string) => boolean;
  errorId: string;
}) {
  const own = useId();
  const base = ids ?? own;
  const partLabel = usePartLabel();
  const option = useOptionLabel();
  const words = useMessages(adminMessages);
  const set = (key: string, value: PartDraft) => onChange({ ...item, [key]: value });
  return (
    <>
      {parts.map((part) => {
        const id = `${base}-part-${part.key}`;
        const label = partLabel(part);
        const bad = invalid(part.key);
        const value = item[part.key];
        const text = typeof value === 'string' ? value : '';
        const common = { id, 'aria-invalid': bad || undefined, 'aria-describedby': bad ? errorId : undefined, 'aria-required': part.required || undefined };
        if (part.control === 'keyvalue') {
          return (
            <fieldset key={part.key} className="hd-structured__nested">
              <legend>{label}</legend>
              <KeyValueEditor rows={Array.isArray(value) ? value : []} onChange={(rows) => set(part.key, rows)} invalid={() => bad} errorId={errorId} />
            </fieldset>
          );
        }
        if (part.control === 'checkbox') {
          return (
            <div key={part.key} className="hd-field hd-field--checkbox">
              <div className="hd-field__label-row">
                <input type="checkbox" className="hd-checkbox__input" {...common} checked={value === true} onChange={(e) => set(part.key, e.currentTarget.checked)} />
                <label className="hd-field__label" htmlFor={id}>
                  {label}
                </label>
              </div>
            </div>
          );
        }
        let control: ReactNode;
        if (part.control === 'select') {
          control = (
            <select className="hd-field__input" {...common} value={text} onChange={(e) => set(part.key, e.currentTarget.value)}>
              <option value="">{part.required ? words.choose : words.none}</option>
              {part.options?.map((o) => (
                <option key={String(o)} value={String(o)}>
                  {option(part.path, o)}
                </option>
              ))}
            </select>
          );
        } else if (part.control === 'textarea') {
          control = <textarea className="hd-field__input" rows={3} {...common} value={text} onChange={(e) => set(part.key, e.currentTarget.value)} />;
        } else {
          control = (
            <input
              className="hd-field__input"
              type={part.control === 'number' ? 'number' : 'text'}
              {...(part.control === 'number' ? { inputMode: part.integer ? 'numeric' : 'decimal', step: part.integer ? 1 : 'any' } : {})}
              {...common}
              value={text}
              onChange={(e) => set(part.key, e.currentTarget.value)}
            />
          );
        }
        return (
          <div key={part.key} className={['hd-field', bad ? 'hd-field--invalid' : ''].filter(Boolean).join(' ')}>
            <div className="hd-field__label-row">
              <label className="hd-field__label" htmlFor={id}>
                {label}
              </label>
              {part.required ? (
                <span className="hd-field__asterisk" aria-hidden="true">
                  *
                </span>
              ) : null}
            </div>
            {control}
          </div>
        );
      })}
    </>
  );
}

/** Settings by name: a name and a value per row. */
function KeyValueEditor({ rows, onChange, invalid, errorId }: { rows: KeyValueDraft; onChange: (rows: KeyValueDraft) => void; invalid: (index: number) => boolean; errorId: string }) {
  const M = useMessages(structuredMessages);
  return (
    <Items
      words={{ name: M.settingKey, add: M.addSetting }}
      items={rows}
      max={undefined}
      onChange={onChange}
      blank={() => ({ key: '', value: '', type: 'text' as const })}
      first={(ids) => `${ids}-key`}
      render={(row, index, ids, name) => {
        const bad = invalid(index);
        const set = (next: Partial<KeyValueDraft[number]>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...next } : r)));
        const common = { 'aria-invalid': bad || undefined, 'aria-describedby': bad ? errorId : undefined };
        return (
          <fieldset className="hd-structured__record hd-structured__record--pair">
            <legend>{name}</legend>
            <div className="hd-field">
              <label className="hd-field__label" htmlFor={`${ids}-key`}>
                {M.settingKey}
              </label>
              <input id={`${ids}-key`} className="hd-field__input" type="text" {...common} value={row.key} onChange={(e) => set({ key: e.currentTarget.value })} />
            </div>
            <div className="hd-field">
              <label className="hd-field__label" htmlFor={`${ids}-value`}>
                {M.settingValue}
              </label>
              <input id={`${ids}-value`} className="hd-field__input" type="text" {...common} value={row.value} onChange={(e) => set({ value: e.currentTarget.value })} />
            </div>
          </fieldset>
        );
      }}
    />
  );
}

/** One value of a chosen kind: text, a number, yes or no, or none. */
function ValueEditor({ value, onChange, invalid, errorId }: { value: ValueDraft; onChange: (value: ValueDraft) => void; invalid: boolean; errorId: string }) {
  const M = useMessages(structuredMessages);
  const id = useId();
  const common = { 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? errorId : undefined };
  return (
    <div className="hd-structured__parts">
      <div className="hd-field">
        <label className="hd-field__label" htmlFor={`${id}-type`}>
          {M.valueType}
        </label>
        <select
          id={`${id}-type`}
          className="hd-field__input"
          value={value.type}
          onChange={(e) => {
            const type = e.currentTarget.value as ValueDraft['type'];
            onChange({ type, text: type === 'boolean' ? 'true' : type === 'empty' ? '' : value.type === 'boolean' ? '' : value.text });
          }}
        >
          {(['text', 'number', 'boolean', 'empty'] as const).map((type) => (
            <option key={type} value={type}>
              {M.valueTypes[type]}
            </option>
          ))}
        </select>
      </div>
      {value.type === 'empty' ? null : (
        <div className="hd-field">
          <label className="hd-field__label" htmlFor={`${id}-value`}>
            {M.settingValue}
          </label>
          {value.type === 'boolean' ? (
            <select id={`${id}-value`} className="hd-field__input" {...common} value={value.text} onChange={(e) => onChange({ ...value, text: e.currentTarget.value })}>
              <option value="true">{M.yes}</option>
              <option value="false">{M.no}</option>
            </select>
          ) : value.type === 'number' ? (
            <input
              id={`${id}-value`}
              className="hd-field__input"
              type="number"
              step="any"
              {...common}
              value={value.text}
              onChange={(e) => onChange({ ...value, text: e.currentTarget.value })}
            />
          ) : (
            <textarea id={`${id}-value`} className="hd-field__input" rows={3} {...common} value={value.text} onChange={(e) => onChange({ ...value, text: e.currentTarget.value })} />
          )}
        </div>
      )}
    </div>
  );
}
