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
 * What a field holds, which decides how it is typed in Brazilian Portuguese, worded, aligned, sorted, filtered and exported (src/engine/contract/kinds/: one file per kind). Usually derived from the field itself (type, format, references, uploads, secrets, the map, an html widget); a descriptor names it only where the field alone cannot tell (a number that is money; a text that is a CPF, a CNPJ, either one, or a Brazilian phone number).
 */
export type FieldKindName =
  | 'text'
  | 'email'
  | 'money'
  | 'number'
  | 'coordinate'
  | 'date'
  | 'date-time'
  | 'boolean'
  | 'reference'
  | 'file'
  | 'image'
  | 'url'
  | 'html'
  | 'secret'
  | 'cpf'
  | 'cnpj'
  | 'cpf-cnpj'
  | 'phone';
/**
 * A field of the record, or a timestamp every stored record has (createdAt, updatedAt).
 */
export type ListField = string;

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
  /**
   * How a record without a titleField is named to a person, on both edges (list rows and their buttons, the delete dialog, the activity and its CSV, the trash), e.g. "{serviceId} · {fileUrl} de {createdAt}": each {field} (a record field, createdAt or updatedAt) is worded as a person reads it (a reference as its record's title; an uploaded file's kind, PDF or Imagem; a date-time as dd/mm/aaaa hh:mm in São Paulo); {field|other} is the first of them with something to say (a rental's client, else its user). Parts separated by " · " are left out while a field they name is empty or a referenced title is not known. Used when titleField is absent or empty. It names at least one field, but for a singleton, whose one record it may name in plain words ("Configurações do site"). With neither, or when no part is left: the singular label and a short id ("Locação #5be5674a").
   */
  titleTemplate?: string;
  map?: MapSpec;
  list?: ListSpec;
  /**
   * Fields holding the id of another resource's record.
   */
  references?: {
    [k: string]: Reference;
  };
  /**
   * Rules that no two records overlap in dates: records with the same `key` values whose [start, end] ranges (both days inclusive) meet are refused, unless one of them has `unless.field` among `unless.in` (a cancelled rental). The database enforces each rule (an exclusion constraint), so every write road is covered; the refusal is a 409 whose `message` names the record in the way: each {field} worded as a person reads it (a reference as its record's title, a date as dd/mm/aaaa, a named choice in lower case).
   */
  noOverlap?: NoOverlapRule[];
  /**
   * What needs doing about this resource's records, told to each person concerned in the header's "Lembretes" (a bell with the unread count): a job computes them once per period across every instance (hourly), one per person, record, reminder and date; a person only ever gets those of records their role may read (`read`, on no hidden field the reminder names).
   */
  reminders?: ReminderRule[];
  availability?: AvailabilitySpec;
  timeline?: TimelineSpec;
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
  /**
   * Text fields stored exactly as typed, spaces at the edges kept (HTML, code). Every other text is trimmed on both edges before it is checked and stored; secrets are always kept as typed. A text of nothing but spaces is no value in any field: a required one gets "Campo obrigatório.".
   */
  verbatim?: string[];
  carryOver?: CarryOver;
  /**
   * Fields no two records may share when they hold a value (a client's CPF ou CNPJ): the database enforces it with a unique index, and a value taken answers 409 "Já existe um cliente com este CPF ou CNPJ." naming the field. Records without a value do not conflict.
   */
  unique?: string[];
  /**
   * The kind of fields whose kind the schema alone cannot tell, e.g. {"price": "money"}. A list column's `kind` says the same for its field.
   */
  kinds?: {
    [k: string]: FieldKindName;
  };
  history?: HistorySpec;
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
/**
 * Where a record is on a map: the fields holding its latitude and longitude (numbers). Lists give each row with both a 'Ver no mapa' link to OpenStreetMap; forms may preview the place.
 */
export interface MapSpec {
  latitude: string;
  longitude: string;
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
  sort?: ListSort;
  /**
   * Fields the list filters by. Wire: `field=value` for yes/no (true/false), enum and reference fields; `field.gte=…` / `field.lte=…` for date, date-time and number fields. Default: every list column of kind boolean, reference, date or money or holding a number, plus every field with an enum. [] turns filters off.
   */
  filters?: ListField[];
}
export interface Column {
  field: string;
  label?: string;
  kind?: FieldKindName;
  trueLabel?: string;
  falseLabel?: string;
  /**
   * The table leaves this column out on screens narrower than this breakpoint (md 900 px, lg 1200 px, xl 1536 px), so the others are not cut short; it stays in the phone's cards, the column chooser (ticked there, it shows at every width) and the export.
   */
  hideBelow?: 'md' | 'lg' | 'xl';
  /**
   * For an image column: circle for a person's avatar (40×40, round), rounded for a picture of a thing (56×40, the default).
   */
  shape?: 'rounded' | 'circle';
}
/**
 * How the list sorts: the fields a column header sorts by, and the order when the URL gives none.
 */
export interface ListSort {
  /**
   * Fields the list sorts by (wire: `sort=field`, `sort=-field` for descending). Default: every list column holding text, a number, a date or a yes/no (not images, files or references), plus createdAt and updatedAt. [] turns sorting off.
   */
  fields?: ListField[];
  /**
   * The order when the URL gives none: a sortable field, `-field` for descending. Default `-createdAt` (newest first).
   */
  default?: string;
}
export interface Reference {
  resource: string;
}
export interface NoOverlapRule {
  /**
   * Fields whose equal values make two records compete (the outdoor). A record with any of them empty is not held by the rule.
   *
   * @minItems 1
   */
  key: [string, ...string[]];
  /**
   * The date fields (format date) a record occupies, both days included.
   */
  range: {
    start: string;
    end: string;
  };
  /**
   * Records with `field` among `in` hold nothing (a cancelled rental frees its period).
   */
  unless?: {
    field: string;
    /**
     * @minItems 1
     */
    in: [string, ...string[]];
  };
  /**
   * The refusal, naming the record in the way with {field} placeholders, e.g. "O outdoor {outdoorId} já está locado de {startDate} a {endDate}."
   */
  message: string;
}
/**
 * One reminder: about the date in `date`, when it is at most `within` days ahead (0: today) or at least `after` days past (one of the two); only records with `when.field` among `when.in`, and none with `unless.field` among `unless.in`.
 */
export interface ReminderRule {
  /**
   * Names the reminder among the resource's (a person gets it once per record and date).
   */
  id: string;
  /**
   * The date it is about: a field with "format": "date", or createdAt (the day the record was created, in São Paulo).
   */
  date: string;
  /**
   * Reminded from `within` days before the date until the date itself.
   */
  within?: number;
  /**
   * Reminded once the date is `after` days past (a reservation not confirmed 3 days after it was made).
   */
  after?: number;
  /**
   * Only records whose field is one of these values.
   */
  when?: {
    field: string;
    /**
     * @minItems 1
     */
    in: [string, ...string[]];
  };
  /**
   * No record whose field is one of these values (a cancelled rental).
   */
  unless?: {
    field: string;
    /**
     * @minItems 1
     */
    in: [string, ...string[]];
  };
  /**
   * What it says, {field} placeholders worded as a person reads them (a date as dd/mm/aaaa, a reference as its record's title): "Termina em {endDate}."; the record's title is shown beside it.
   */
  message: string;
  /**
   * Who is reminded, among the people whose role may read the record: roles by id, and/or the record's creator (who created it, as its history says). Absent: everyone who may read it.
   */
  to?: {
    /**
     * @minItems 1
     */
    roles?: [string, ...string[]];
    creator?: boolean;
  };
}
/**
 * This resource's records are occupied by another resource's dated records (outdoors by rentals): `by` names that resource, whose noOverlap rule has one key field referencing this one. The list then filters by period: "Livre entre" (`livre=AAAA-MM-DD/AAAA-MM-DD`: no record the rule holds meets those days) and "Ocupado entre" (`ocupado=…`: one does), combined with every other filter and the search, in saved views and exports.
 */
export interface AvailabilitySpec {
  by: string;
}
/**
 * An occupancy timeline ("Ocupação") of this date-range resource: one row per record its `row` reference points at (the referenced resource's search and filters narrow them), one bar per record of this resource between `start` and `end` (both days included), one column per period of a calendar: the records of the `calendar` resource, or computed weeks and months. Its page is /app/<resource>/ocupacao, in the menu beside the resource's list.
 */
export interface TimelineSpec {
  /**
   * The page's name in the menu and its title (default "Ocupação").
   */
  label?: string;
  /**
   * The reference field (in `references`) whose records are the rows (the outdoor).
   */
  row: string;
  /**
   * The date field (format date) a bar starts on.
   */
  start: string;
  /**
   * The date field (format date) a bar ends on, that day included.
   */
  end: string;
  /**
   * A field whose value each bar shows in text beside its colour (an enum: its ui:enumNames name it).
   */
  status?: string;
  /**
   * Values of `status` that occupy nothing (a cancelled rental): such records are no bars and their cells are free.
   */
  free?: string[];
  /**
   * What a bar says, each {field} worded as a person reads it (a reference as its record's title, a date as dd/mm/aaaa): "{userId}" names the tenant. Default: the record's title.
   */
  title?: string;
  calendar: TimelineCalendar;
}
/**
 * The resource whose records are the default columns (the bissemanas): each named by `label`, from `start` to `end` (both included). Weeks and months are computed; the screen switches between them.
 */
export interface TimelineCalendar {
  resource: string;
  label: string;
  start: string;
  end: string;
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
/**
 * References filled once, at the first start that knows them, from another reference of the same record (an upgrade): each record naming a `from` record and none in the field gets a record of the field's resource made from the `from` record (`copy`: its field ← the `from` record's field), one per `from` record; each write is a change on record by "Sistema" (source `migration`). Records written afterwards are left as they are sent.
 */
export interface CarryOver {
  [k: string]: {
    /**
     * The reference the new record is made from.
     */
    from: string;
    /**
     * The new record's fields, each from a field of the `from` record.
     */
    copy: {
      [k: string]: string;
    };
  };
}
/**
 * How this resource's changes are kept (every change is: who, when, each field before and after). Secrets never appear, not even hashed ("Senha alterada").
 */
export interface HistorySpec {
  /**
   * Fields whose values no history answer ever shows: their change is noted, not what they held (the row as it was rides on the entry for undo only, never answered, and is cleared a day after the undo period).
   */
  redact?: string[];
  /**
   * Days a change is kept before it is pruned; default HISTORY_RETENTION_DAYS (365).
   */
  retentionDays?: number;
}
/**
 * The calls a resource answers; a missing one hides its button and its route. `bulk`: POST {action, ids} or {action, query: {q?, filters?}} runs `delete` (where declared) or a row action on many records, each in its own transaction, and answers per-record results. `export`: GET with the list's q, sort and filters answers the whole matching set as CSV.
 */
export interface Operations {
  list?: Operation;
  create?: Operation;
  read?: Operation;
  update?: Operation;
  delete?: Operation;
  bulk?: Operation;
  export?: Operation;
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
   * Query parameters a list or export sends, in order: `q`, `page`, `limit`, `sort` (only when the user sorted), `filters` (each filter the user set, as its own parameter) and, for an export, `columns` (the fields to write, comma-separated: the list's visible columns; absent, every field the person may read, id included). A list whose API lacks `sort` or `filters` leaves them out and the list offers neither.
   */
  query?: ('q' | 'page' | 'limit' | 'sort' | 'filters' | 'columns')[];
  messages?: Messages;
  /**
   * A call the spec does not show, which only a server whose API profile declares `extensions: true` has. Served and used only there; with any other profile the operation is as if absent (no button, no page, no route).
   */
  extension?: boolean;
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
  currentSecret?: CurrentSecret;
  /**
   * A record action also offered on the create form ("Perfil" on a new person): its form's fields are asked there, optional, to whoever may run it on any record; the create sends its own payload unchanged, and the action runs on the new record right after it succeeds, when one of its fields was filled in. If it fails, the record exists: the notice says what was not done and its page opens.
   */
  onCreate?: boolean;
  /**
   * What the server does: flip a field (a row says the verb it will take: on a row whose field is true, `off`; a selection can set it explicitly, `on` or `off`, to only the records not already so), or update the record with the body.
   */
  effect:
    | {
        type: 'toggle';
        field: string;
        /**
         * The verb that sets the field to true, said on a row where it is false and on the bulk button ("Ativar" → "Ativar vaga", "Ativar (3)").
         */
        on: string;
        /**
         * The verb that sets the field to false ("Desativar").
         */
        off: string;
      }
    | {
        type: 'update';
      };
}
/**
 * On the signed-in person's own record (the account resource, found by shape: secrets and an e-mail field), the action's body must also carry their current secret: the form asks for it in `field` (titled `title`), the server checks it against the stored `secret` (one of the descriptor's `secrets`) and never stores it. Missing: 400 on the field; wrong: 403 with `message` on the field (wrong guesses count like failed sign-ins). On anyone else's record the action is unchanged.
 */
export interface CurrentSecret {
  /**
   * The body field carrying it (not a field of the record or of the action's form).
   */
  field: string;
  /**
   * Its label in the form ("Senha atual").
   */
  title: string;
  /**
   * The stored secret it must match (a name in `secrets`).
   */
  secret: string;
  /**
   * Said on the field when it does not match ("Senha atual incorreta.").
   */
  message: string;
}
