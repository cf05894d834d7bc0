/**
 * Maps a record's fields to a table's columns and back, for repositories whose records are flat
 * apart from a few nested values. Absent fields are NULL and NULL comes back absent; booleans are
 * 0/1; `json` fields are stored as JSON text (so `null` and absent stay distinct). With an `extra`
 * column, fields the mapping does not name survive a round trip as a JSON object there, so a
 * field added to a record type is not silently dropped before its column exists.
 */
type ColumnKind = "value" | "bool" | "json";

type ColumnMap = ReadonlyArray<readonly [field: string, column: string, kind: ColumnKind]>;

/**
 * The map of a record's fields (written as one list of names): each field in the column of its
 * name in snake case unless `columns` names another, booleans and JSON values as `kinds` says.
 */
export function columnsOf(
  fields: string,
  kinds: { bool?: readonly string[]; json?: readonly string[] } = {},
  columns: Record<string, string> = {},
): ColumnMap {
  return fields
    .split(/\s+/)
    .filter(Boolean)
    .map((field) => [
      field,
      columns[field] ?? field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      kinds.bool?.includes(field) ? "bool" : kinds.json?.includes(field) ? "json" : "value",
    ]);
}

export type Row = Record<string, unknown>;

export class RecordColumns<T extends object> {
  private readonly named: ReadonlySet<string>;

  constructor(
    readonly map: ColumnMap,
    private readonly options: { extra?: string; elsewhere?: readonly string[] } = {},
  ) {
    this.named = new Set([...map.map(([field]) => field), ...(options.elsewhere ?? [])]);
  }

  /** The column names, extra included, in order. */
  get columns(): string[] {
    return [...this.map.map(([, column]) => column), ...(this.options.extra ? [this.options.extra] : [])];
  }

  toRow(record: T): Row {
    const source = record as Record<string, unknown>;
    const row: Row = {};
    for (const [field, column, kind] of this.map) {
      const value = source[field];
      row[column] =
        value === undefined
          ? null
          : kind === "bool"
            ? value
              ? 1
              : 0
            : kind === "json"
              ? JSON.stringify(value)
              : value;
    }
    if (this.options.extra) {
      const rest = Object.entries(source).filter(([k, v]) => !this.named.has(k) && v !== undefined);
      row[this.options.extra] = rest.length ? JSON.stringify(Object.fromEntries(rest)) : null;
    }
    return row;
  }

  fromRow(row: Row): T {
    const record: Record<string, unknown> = {};
    for (const [field, column, kind] of this.map) {
      const value = row[column];
      if (value === null || value === undefined) continue;
      record[field] = kind === "bool" ? value === 1 : kind === "json" ? JSON.parse(value as string) : value;
    }
    const extra = this.options.extra ? row[this.options.extra] : null;
    if (typeof extra === "string") Object.assign(record, JSON.parse(extra));
    return record as T;
  }
}

/** `INSERT INTO table (a, b) VALUES (@a, @b)` for these columns. */
export function insertSql(table: string, columns: readonly string[]) {
  return `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`;
}

/** `UPDATE table SET a = @a, … WHERE key = @key` for these columns. */
export function updateSql(table: string, columns: readonly string[], key: string) {
  return `UPDATE ${table} SET ${columns
    .filter((c) => c !== key)
    .map((c) => `${c} = @${c}`)
    .join(", ")} WHERE ${key} = @${key}`;
}

/** A row without its NULL columns: a record read back has only the optional fields it was given. */
export const present = <T extends object>(row: T) =>
  Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)) as T;
