import pg from 'pg';

type FieldDescription = { name: string; dataTypeID: number; format?: string };
type TypeParsers = { getTypeParser: (oid: number, format: string) => (value: string) => unknown };
type PgResult = {
  fields: FieldDescription[];
  rowAsArray: boolean;
  _types?: TypeParsers;
  _parsers?: Array<(value: string) => unknown>;
  addFields: (fields: FieldDescription[]) => void;
};

const patched = Symbol.for('rp.pgArrayResults');

/**
 * node-postgres builds, for every result, an empty row object keyed by the statement's column
 * names (`Result.addFields`), which only its row-as-object mode copies from. For a list page's
 * 40–60 columns that cost 0.15–0.17 ms a statement, a tenth of the API's CPU for the candidates'
 * first page (docs/performance.md "node-postgres's row template"). A result read as arrays (every
 * list statement: `resources/selection.ts`) keeps only what it reads: the fields and each column's
 * parser, chosen as node-postgres chooses them. Installed once per process, by `openPostgres`.
 */
export function readArraysWithoutRowTemplate(): void {
  const proto = (Reflect.get(pg, 'Result') as unknown as { prototype: PgResult }).prototype;
  if (Reflect.get(proto, patched)) return;
  const rowTemplate = proto.addFields;
  proto.addFields = function (this: PgResult, fields: FieldDescription[]) {
    if (!this.rowAsArray) return rowTemplate.call(this, fields);
    this.fields = fields;
    const types = this._types ?? (pg.types as unknown as TypeParsers);
    const parsers = new Array<(value: string) => unknown>(fields.length);
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i] as FieldDescription;
      parsers[i] = types.getTypeParser(field.dataTypeID, field.format || 'text');
    }
    this._parsers = parsers;
  };
  Reflect.set(proto, patched, true);
}
