import { recordSentence, recordTitle, templateReferences, titleReferences, withoutFields } from '../../engine/contract';
import { ident, type Db } from '../db';
import type { Registry, Resource } from '../model';

type Values = Record<string, unknown>;

/** What a reader may see of a resource: the fields hidden from it; undefined when it may not read its records. */
export type TitleView = (target: Resource) => ReadonlySet<string> | undefined;

const EVERYTHING: TitleView = () => new Set();

/** A record to name: its resource and its values (a stored row, or a history entry's snapshot and id). */
interface Named {
  res: Resource;
  values: Values;
}

/** A record of another resource whose title is wanted. */
export interface Wanted {
  target: Resource;
  id: string;
}

/** The titles looked up, by resource name and id (undefined: unknown, or not the reader's to see). */
export type TitleLookup = (target: string, id: string) => string | undefined;

/** A stored row as the API names it: the timestamps as createdAt and updatedAt (a title template may name them). */
const apiValues = (row: Values): Values => ({ ...row, createdAt: row.created_at ?? row.createdAt, updatedAt: row.updated_at ?? row.updatedAt });

/**
 * Names records on the server exactly as the screens do (the contract's recordTitle): the trash, the activity
 * and its CSV. What the screens read with a request per record (a rental's service and tenant, a reference's
 * value) is read here once per resource, as the reader's role may see it.
 */
export class RecordTitles {
  constructor(private readonly registry: Registry) {}

  /** The records of other resources a record's title names (a rental's service and tenant). */
  wantedBy({ res, values }: Named): Wanted[] {
    return this.pointedAt(res, titleReferences(res.descriptor), values);
  }

  /** The records `fields` (references) of a record point at. */
  private pointedAt(res: Resource, fields: string[], values: Values): Wanted[] {
    return fields.flatMap((field) => {
      const id = values[field];
      return typeof id === 'string' && id ? [{ target: this.registry.get(res.descriptor.references![field].resource), id }] : [];
    });
  }

  /** The titles of `wanted`, one query per resource, each named from what `view` lets the reader see. */
  async lookup(db: Db, wanted: Wanted[], view: TitleView = EVERYTHING): Promise<TitleLookup> {
    const ids = new Map<Resource, Set<string>>();
    for (const { target, id } of wanted) if (view(target)) ids.set(target, (ids.get(target) ?? new Set()).add(id));
    const titles = new Map<string, string>();
    for (const [target, some] of ids) {
      const hidden = view(target)!;
      const rows = await db.query<{ j: Values }>(`SELECT to_jsonb(t.*) - $2::text[] AS j FROM ${ident(target.table)} t WHERE t.id = ANY($1::text[])`, [[...some], [...target.secrets]], {
        // One text per resource: kept planned (its answer is one named column).
        repeated: true,
      });
      for (const { j } of rows) titles.set(`${target.name}\u0000${String(j.id)}`, recordTitle(target.descriptor, withoutFields(apiValues(j), hidden)));
    }
    return (target, id) => titles.get(`${target}\u0000${id}`);
  }

  /** A record's title, the titles its template names taken from `look`. */
  titleOf({ res, values }: Named, look: TitleLookup): string {
    return recordTitle(res.descriptor, apiValues(values), (field, id) => look(res.descriptor.references![field].resource, id));
  }

  /** The records of other resources a sentence about a record names (a bar's "{userId}"). */
  wantedIn({ res, values }: Named, template: string): Wanted[] {
    return this.pointedAt(res, templateReferences(res.descriptor, template), values);
  }

  /** A sentence about a record, the titles it names taken from `look`. */
  sentenceOf({ res, values }: Named, template: string, look: TitleLookup): string {
    return recordSentence(res.descriptor, template, apiValues(values), (field, id) => look(res.descriptor.references![field].resource, id));
  }

  /** A sentence about a stored row (a rule's refusal): its {field}s worded, the records it names read by title. */
  async sentence(db: Db, res: Resource, template: string, row: Values): Promise<string> {
    const look = await this.lookup(db, this.pointedAt(res, templateReferences(res.descriptor, template), row));
    return recordSentence(res.descriptor, template, apiValues(row), (field, id) => look(res.descriptor.references![field].resource, id));
  }

  /** One stored row named (a record going to the trash), reading what its title names. */
  async one(db: Db, res: Resource, row: Values): Promise<string> {
    const named = { res, values: row };
    return this.titleOf(named, await this.lookup(db, this.wantedBy(named)));
  }
}
