// A product as history sees it: a flat map of its versioned fields
// ("sku", "attributes.color", "localized.fr.name", "associations.upsell",
// …) to their values, absent when a field has none. The database writes
// versions in this form (the history triggers); these functions read them.

export type FlatState = Record<string, unknown>;
// {field: [before, after]}, null standing for "no value".
export type VersionChanges = Record<string, [unknown, unknown]>;
export type FieldChange = { field: string; before: unknown; after: unknown };

const TOP = ["sku", "name", "description", "status", "kind", "categoryId", "familyCode", "parentId", "tags", "assets"];
const GROUPS = ["attributes.", "localized.", "associations."];

function rank(field: string): number {
  const top = TOP.indexOf(field);
  if (top >= 0) return top;
  const group = GROUPS.findIndex((prefix) => field.startsWith(prefix));
  return TOP.length + (group >= 0 ? group : GROUPS.length);
}

// Fields in the order a reader scans a product: its identity first, then
// attributes, localized values and associations, each alphabetically.
export function compareFields(a: string, b: string): number {
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

export function changeList(changes: VersionChanges): FieldChange[] {
  return Object.keys(changes)
    .sort(compareFields)
    .map((field) => ({ field, before: changes[field]![0], after: changes[field]![1] }));
}

function put(state: FlatState, field: string, value: unknown): void {
  if (value === null || value === undefined) delete state[field];
  else state[field] = value;
}

// The state before a version, from the state right after it.
export function undoVersion(after: FlatState, changes: VersionChanges): FlatState {
  const state = { ...after };
  for (const [field, [before]] of Object.entries(changes)) put(state, field, before);
  return state;
}

// The state before several versions, newest first, from the state right
// after the newest: one copy however many versions (asOf steps back over up
// to a thousand).
export function undoVersions(after: FlatState, newerFirst: VersionChanges[]): FlatState {
  const state = { ...after };
  for (const changes of newerFirst) for (const [field, [before]] of Object.entries(changes)) put(state, field, before);
  return state;
}

// The state after a version, from the state right before it.
export function applyVersion(before: FlatState, changes: VersionChanges): FlatState {
  const state = { ...before };
  for (const [field, [, after]] of Object.entries(changes)) put(state, field, after);
  return state;
}

// What writing `to` over `from` changes, in reading order.
export function diffStates(from: FlatState, to: FlatState): FieldChange[] {
  const fields = new Set([...Object.keys(from), ...Object.keys(to)]);
  return [...fields]
    .filter((field) => JSON.stringify(from[field] ?? null) !== JSON.stringify(to[field] ?? null))
    .sort(compareFields)
    .map((field) => ({ field, before: from[field] ?? null, after: to[field] ?? null }));
}

export type AssociationTarget = { productId: string; quantity?: number };
export type LocalizedState = Record<string, { name?: string; description?: string; attributes?: Record<string, unknown> }>;

// The flat state gathered back into a product's fields.
export type ProductState = {
  sku: string | null;
  name: string | null;
  description: string | null;
  status: string | null;
  kind: string | null;
  categoryId: string | null;
  familyCode: string | null;
  parentId: string | null;
  tags: string[];
  assets: string[];
  attributes: Record<string, unknown>;
  localized: LocalizedState;
  associations: Record<string, AssociationTarget[]>;
};

function text(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

export function productStateOf(flat: FlatState): ProductState {
  const state: ProductState = {
    sku: text(flat.sku),
    name: text(flat.name),
    description: text(flat.description),
    status: text(flat.status),
    kind: text(flat.kind),
    categoryId: text(flat.categoryId),
    familyCode: text(flat.familyCode),
    parentId: text(flat.parentId),
    tags: Array.isArray(flat.tags) ? (flat.tags as string[]) : [],
    assets: Array.isArray(flat.assets) ? (flat.assets as string[]) : [],
    attributes: {},
    localized: {},
    associations: {},
  };
  for (const [field, value] of Object.entries(flat)) {
    if (field.startsWith("attributes.")) state.attributes[field.slice("attributes.".length)] = value;
    else if (field.startsWith("associations.")) state.associations[field.slice("associations.".length)] = value as AssociationTarget[];
    else if (field.startsWith("localized.")) {
      const [locale, key, ...rest] = field.slice("localized.".length).split(".");
      if (!locale || !key) continue;
      const values = (state.localized[locale] ??= {});
      if (key === "attributes" && rest.length > 0) (values.attributes ??= {})[rest.join(".")] = value;
      else if (key === "name" || key === "description") values[key] = value as string;
    }
  }
  return state;
}
