// Stored documents as Payload answers them: every field of the collection present (null, or [] for
// lists and has-many relationships, when it holds nothing), `select` applied, upload URLs made, and
// relationships populated to the requested `depth` with `populate`'s choice of fields.
import { and, inArray, type SQL } from 'drizzle-orm';
import type { Collection, FieldSpec } from './collections';
import type { ContentDb } from './db';
import { compileWhere } from './where';

/** Payload's `select`: fields marked true (only those), or false (all but those); groups nest. */
export interface Selection {
  [field: string]: boolean | Selection;
}
/** Payload's `populate`: for each collection slug, the selection its populated documents get. */
export type Populate = Record<string, Selection>;

export interface ReadOptions {
  depth: number;
  select?: Selection;
  populate?: Populate;
}

export type Row = {
  id: string;
  data: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
};

type Doc = Record<string, unknown>;

/** Payload's select mode: exclude as soon as a false appears before any nested selection. */
function selectMode(selection: Selection): 'include' | 'exclude' {
  for (const value of Object.values(selection)) {
    if (value === false) return 'exclude';
    if (typeof value === 'object') return selectMode(value);
  }
  return 'include';
}

const isSelection = (v: unknown): v is Selection => typeof v === 'object' && v !== null;

interface Picker {
  mode: 'include' | 'exclude';
  at: Selection | undefined;
}

function wants(picker: Picker, name: string): boolean {
  if (!picker.at) return true;
  const chosen = Object.hasOwn(picker.at, name) ? picker.at[name] : undefined;
  return picker.mode === 'include' ? chosen === true || isSelection(chosen) : chosen !== false;
}

function below(picker: Picker, name: string): Picker {
  const chosen = picker.at && Object.hasOwn(picker.at, name) ? picker.at[name] : undefined;
  // A group chosen whole (or not mentioned, excluding) is read whole.
  return { mode: picker.mode, at: isSelection(chosen) ? chosen : undefined };
}

const dateText = (value: unknown) => {
  if (typeof value !== 'string') return value ?? null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
};

function shapeFields(fields: readonly FieldSpec[], data: Doc, picker: Picker): Doc {
  const out: Doc = {};
  for (const field of fields) {
    if (!wants(picker, field.name)) continue;
    const value = Object.hasOwn(data, field.name) ? data[field.name] : undefined;
    switch (field.type) {
      case 'group': {
        const inner = typeof value === 'object' && value !== null ? (value as Doc) : {};
        out[field.name] = shapeFields(field.fields, inner, below(picker, field.name));
        break;
      }
      case 'relationship':
        out[field.name] = field.hasMany
          ? Array.isArray(value)
            ? value.map(String)
            : []
          : typeof value === 'string' || typeof value === 'number'
            ? String(value)
            : null;
        break;
      case 'upload':
        out[field.name] =
          typeof value === 'string' || typeof value === 'number' ? String(value) : null;
        break;
      case 'date':
        out[field.name] = dateText(value);
        break;
      case 'richText':
        // A copy: populating its images writes into it.
        out[field.name] = value === undefined ? null : structuredClone(value);
        break;
      case 'array':
        // Each row keeps its id, as Payload answers rows.
        out[field.name] = Array.isArray(value)
          ? value.map((row: Doc) => ({
              id: typeof row?.id === 'string' ? row.id : null,
              ...shapeFields(field.fields, row ?? {}, { mode: 'include', at: undefined }),
            }))
          : [];
        break;
      default:
        out[field.name] =
          'hasMany' in field && field.hasMany
            ? Array.isArray(value)
              ? value
              : []
            : (value ?? null);
    }
  }
  return out;
}

/** Payload's URL of an uploaded file: stored when external, else made from its filename. */
function uploadUrl(collection: Collection, stored: unknown, filename: unknown): string | null {
  if (typeof stored === 'string' && stored !== '' && !stored.startsWith('/')) return stored;
  return typeof filename === 'string' && filename !== ''
    ? `/api/${collection.slug}/file/${encodeURIComponent(filename)}`
    : null;
}

/** One stored row as Payload answers it before population (relationships are ids). */
export function shapeDocument(
  collection: Collection,
  row: Row,
  selection: Selection | undefined,
): Doc {
  const picker: Picker = {
    mode: selection ? selectMode(selection) : 'include',
    at: selection && Object.keys(selection).length > 0 ? selection : undefined,
  };
  const doc: Doc = { id: row.id, ...shapeFields(collection.fields, row.data, picker) };
  if (collection.upload) {
    // What Payload's upload hooks answer: a URL from the filename read with the document.
    if ('url' in doc) doc.url = uploadUrl(collection, doc.url, doc.filename);
    if ('thumbnailURL' in doc) doc.thumbnailURL = null;
  }
  if (wants(picker, 'updatedAt')) doc.updatedAt = new Date(row.updatedAt).toISOString();
  if (wants(picker, 'createdAt')) doc.createdAt = new Date(row.createdAt).toISOString();
  return doc;
}

/**
 * A global's stored row as Payload answers it: its fields, `globalType` and both timestamps, and the
 * id of the only row of its table on PostgreSQL (1).
 */
export function shapeGlobal(slug: string, fields: readonly FieldSpec[], row: Row): Doc {
  return {
    id: 1,
    ...shapeFields(fields, row.data, { mode: 'include', at: undefined }),
    globalType: slug,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Documents of a collection by id, as the public may read them. */
async function readByIds(db: ContentDb, collection: Collection, ids: string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const t = collection.table;
  const visible = compileWhere(collection.publicWhere, collection).condition;
  const byId = inArray(t.id, ids);
  return db
    .select({ id: t.id, data: t.data, createdAt: t.createdAt, updatedAt: t.updatedAt })
    .from(t)
    .where(visible ? (and(byId, visible) as SQL) : byId);
}

interface Slot {
  target: Collection;
  holder: Doc | unknown[];
  key: string | number;
  id: string;
}

/** The relationship values in shaped documents, with where each one sits. */
function slotsOf(collection: Collection, fields: readonly FieldSpec[], doc: Doc, slots: Slot[]) {
  for (const field of fields) {
    if (!Object.hasOwn(doc, field.name)) continue;
    const value = doc[field.name];
    if (field.type === 'group' && typeof value === 'object' && value !== null) {
      slotsOf(collection, field.fields, value as Doc, slots);
    } else if (field.type === 'richText') {
      richTextSlots(collection, value, slots);
    } else if (field.type === 'relationship' || field.type === 'upload') {
      const target = collection.related(field.relationTo);
      if (!target) continue;
      if (Array.isArray(value)) {
        value.forEach((id, i) => {
          if (typeof id === 'string') slots.push({ target, holder: value, key: i, id });
        });
      } else if (typeof value === 'string') {
        slots.push({ target, holder: doc, key: field.name, id: value });
      }
    }
  }
}

/** The images of a rich-text document: upload nodes whose `value` is an id (Lexical's form). */
function richTextSlots(collection: Collection, node: unknown, slots: Slot[]) {
  if (Array.isArray(node)) {
    for (const child of node) richTextSlots(collection, child, slots);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const n = node as Doc;
  if (n.type === 'upload' && typeof n.relationTo === 'string' && typeof n.value === 'string') {
    const target = collection.related(n.relationTo);
    if (target) slots.push({ target, holder: n, key: 'value', id: n.value });
    return;
  }
  if (Array.isArray(n.children)) richTextSlots(collection, n.children, slots);
  else if (typeof n.root === 'object') richTextSlots(collection, n.root, slots);
}

/**
 * Replaces relationship ids with their documents, `depth` levels deep (Payload's default is 2, its
 * most 10), one query per related collection and level. An id that finds no document stays an id.
 */
export async function populate(
  db: ContentDb,
  collection: Collection,
  docs: Doc[],
  depth: number,
  populateSelect: Populate | undefined,
): Promise<void> {
  let level: Array<{ collection: Collection; doc: Doc }> = docs.map((doc) => ({ collection, doc }));
  for (let remaining = depth; remaining > 0 && level.length > 0; remaining--) {
    const slots: Slot[] = [];
    for (const { collection: c, doc } of level) slotsOf(c, c.fields, doc, slots);
    const next: Array<{ collection: Collection; doc: Doc }> = [];
    const byTarget = new Map<Collection, Set<string>>();
    for (const slot of slots) {
      const ids = byTarget.get(slot.target) ?? new Set<string>();
      ids.add(slot.id);
      byTarget.set(slot.target, ids);
    }
    for (const [target, ids] of byTarget) {
      const rows = await readByIds(db, target, [...ids]);
      const found = new Map(rows.map((row) => [row.id, row]));
      for (const slot of slots) {
        if (slot.target !== target) continue;
        const row = found.get(slot.id);
        if (!row) continue;
        // Each place gets its own copy: the same author may appear twice, populated alike.
        const doc = shapeDocument(target, row, populateSelect?.[target.slug]);
        (slot.holder as Record<string | number, unknown>)[slot.key] = doc;
        next.push({ collection: target, doc });
      }
    }
    level = next;
  }
}
