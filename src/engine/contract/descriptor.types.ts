/* Generated from schemas/descriptor.schema.json by `npm run gen:types`. Do not edit. */

/**
 * A limit for a field with a format (date, date-time, time): a literal value, or {"$data": "1/otherField"} naming a sibling field of the record, whose value is the limit (ajv's $data).
 */
export type FormatLimit =
  | string
  | {
      $data: string;
    };

/**
 * One entity of Painel: its fields, its endpoints and its Portuguese messages. The client engine and the reference server are both driven by it.
 */
export interface ResourceDescriptor {
  $schema?: string;
  /**
   * Resource key and route segment under /app (e.g. /app/categories).
   */
  name: string;
  labels: Labels;
  /**
   * Navigation group the resource is listed under.
   */
  group: string;
  /**
   * Position in the navigation, lower first; groups appear in the order of their first resource.
   */
  order?: number;
  /**
   * Name of an icon in the engine's icon registry, shown in the navigation and on the home page.
   */
  icon?: string;
  /**
   * Which API profile (a key of schemas/apis.json) answers this resource.
   */
  api: string;
  singleton?: Singleton;
  schema: RecordSchema;
  /**
   * rjsf uiSchema for the record form.
   */
  uiSchema?: {
    [k: string]: unknown;
  };
  /**
   * Field that names a record in confirmations and reference pickers.
   */
  titleField?: string;
  list?: ListSpec;
  /**
   * Fields holding the id of another resource's record.
   */
  references?: {
    [k: string]: Reference;
  };
  /**
   * File fields sent as multipart parts; the server stores the file and writes its public URL into `column`.
   */
  uploads?: {
    [k: string]: Upload;
  };
  /**
   * Fields hashed on write and never returned (passwords).
   */
  secrets?: string[];
  operations: Operations;
  actions?: Action[];
}
export interface Labels {
  singular: string;
  plural: string;
  /**
   * Grammatical gender, for phrases such as 'Nova categoria' / 'Novo outdoor'.
   */
  gender: 'f' | 'm';
}
/**
 * A resource with exactly one row, edited in place (no list).
 */
export interface Singleton {
  id: string;
}
/**
 * The record's fields as a JSON Schema object.
 */
export interface RecordSchema {
  type: 'object';
  required?: string[];
  properties: {
    [k: string]: FieldSchema;
  };
  [k: string]: unknown;
}
/**
 * A JSON Schema for one field; any JSON Schema keyword may follow (minLength, format, default...).
 */
export interface FieldSchema {
  title: string;
  type?: 'string' | 'number' | 'integer' | 'boolean';
  format?: string;
  readOnly?: boolean;
  writeOnly?: boolean;
  formatMinimum?: FormatLimit;
  formatExclusiveMinimum?: FormatLimit;
  formatMaximum?: FormatLimit;
  formatExclusiveMaximum?: FormatLimit;
  [k: string]: unknown;
}
export interface ListSpec {
  /**
   * @minItems 1
   */
  columns: [Column, ...Column[]];
  /**
   * Fields the `q` search covers.
   */
  search?: string[];
  /**
   * Page size the list asks for.
   */
  limit?: number;
}
export interface Column {
  field: string;
  label?: string;
  /**
   * How the cell is drawn; text when absent.
   */
  kind?: 'text' | 'image' | 'file' | 'boolean' | 'money' | 'date' | 'reference';
  trueLabel?: string;
  falseLabel?: string;
}
export interface Reference {
  resource: string;
}
export interface Upload {
  column: string;
  /**
   * MIME types or families (image/*) accepted; checked from the bytes on the server.
   *
   * @minItems 1
   */
  accept: [string, ...string[]];
}
export interface Operations {
  list?: Operation;
  create?: Operation;
  read?: Operation;
  update?: Operation;
  delete?: Operation;
}
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * Path under the API base; `{id}` is replaced by the record id. For the table API, the table name.
   */
  path: string;
  /**
   * Body encoding; none when absent.
   */
  body?: 'json' | 'multipart' | 'none';
  /**
   * Fields the body carries, in order; `id` is taken from the record. Default: every field that is not readOnly.
   */
  fields?: string[];
  /**
   * Fields never sent (e.g. the services update sends the body without id).
   */
  omit?: string[];
  /**
   * Optional fields are sent only when present.
   */
  omitEmpty?: boolean;
  /**
   * Query parameters a list sends.
   */
  query?: ('q' | 'page' | 'limit')[];
  messages?: Messages;
}
export interface Messages {
  /**
   * Toast shown when the call succeeds.
   */
  success?: string;
  /**
   * Toast shown when the call fails.
   */
  error?: string;
}
export interface Action {
  name: string;
  label: string;
  /**
   * Name of an icon in the engine's icon registry.
   */
  icon?: string;
  /**
   * row: runs at once from a list row; record: opens its own form.
   */
  kind: 'row' | 'record';
  schema?: RecordSchema;
  uiSchema?: {
    [k: string]: unknown;
  };
  operation: Operation;
  /**
   * What the server does: flip a field, or update the record with the body.
   */
  effect:
    | {
        type: 'toggle';
        field: string;
      }
    | {
        type: 'update';
      };
}
