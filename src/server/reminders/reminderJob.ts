import { can, hiddenFieldsFor, isoDayIn, type Reminder, type ReminderRule, type Role } from '../../engine/contract';
import { REMINDERS_TABLE, type Db } from '../db';
import type { Registry, Resource } from '../model';
import { RecordTitles, type TitleView } from '../records';
import type { ScheduledJob } from '../schedule';
import { dueRecords, type DueRecord } from './dueRecords';
import { creatorsOf, peopleOf, reminded, type Person } from './recipients';

/** How often reminders are computed (the scheduler's period), unless the app says otherwise. */
export const REMINDERS_EVERY_MS = 3_600_000;

/** The reminder job's name in the scheduler's runs and in the log. */
export const REMINDER_JOB = 'lembretes';

/** One reminder to store: a person, and what their list will show of it (worded as their role reads it). */
type NewReminder = Omit<Reminder, 'id' | 'createdAt' | 'read'> & { person: string };

/** What a role reads of each resource (TitleView): references are named only as it may see them. */
const viewOf =
  (registry: Registry, role: Role | undefined): TitleView =>
  (target: Resource) =>
    !registry.roles ? new Set() : can(role, 'read', { resource: target.name }) ? new Set(hiddenFieldsFor(role, target.name)) : undefined;

/** The reminders of one rule on its due records, each record worded once per role. */
async function remindersOf(db: Db, registry: Registry, titles: RecordTitles, res: Resource, rule: ReminderRule, due: DueRecord[], people: Person[]): Promise<NewReminder[]> {
  const creators = rule.to?.creator ? await creatorsOf(db, res, due.map((d) => String(d.values.id))) : new Map<string, string>();
  const made: NewReminder[] = [];
  for (const { values, about } of due) {
    const recordId = String(values.id);
    const to = people.filter((p) => reminded(registry, res, rule, p, recordId, creators.get(recordId)));
    const worded = new Map<string, { title: string; message: string }>();
    for (const person of to) {
      const key = person.role?.id ?? '';
      let words = worded.get(key);
      if (!words) {
        const named = { res, values };
        const look = await titles.lookup(db, [...titles.wantedBy(named), ...titles.wantedIn(named, rule.message)], viewOf(registry, person.role));
        worded.set(key, (words = { title: titles.titleOf(named, look), message: titles.sentenceOf(named, rule.message, look) }));
      }
      made.push({ person: person.id, resource: res.name, recordId, reminder: rule.id, about, ...words });
    }
  }
  return made;
}

/**
 * Computes every descriptor's reminders for `today` and stores the new ones (a person is reminded of a record,
 * a rule and a day once: the rest are already there). How many were new.
 */
export async function computeReminders(db: Db, registry: Registry, now: number): Promise<number> {
  const today = isoDayIn(new Date(now));
  const titles = new RecordTitles(registry);
  let people: Person[] | undefined;
  let stored = 0;
  for (const res of registry.all) {
    for (const rule of res.descriptor.reminders ?? []) {
      const due = await dueRecords(db, res, rule, today);
      if (!due.length) continue;
      people ??= await peopleOf(db, registry);
      const made = await remindersOf(db, registry, titles, res, rule, due, people);
      if (made.length) stored += await store(db, made);
    }
  }
  return stored;
}

async function store(db: Db, made: NewReminder[]): Promise<number> {
  const column = <K extends keyof NewReminder>(k: K) => made.map((m) => m[k]);
  const rows = await db.query(
    `INSERT INTO ${REMINDERS_TABLE} (person_id, resource, record_id, reminder, about, title, message)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
     ON CONFLICT DO NOTHING RETURNING id`,
    [column('person'), column('resource'), column('recordId'), column('reminder'), column('about'), column('title'), column('message')],
  );
  return rows.length;
}

/** The scheduler's job: the reminders computed once per period, by one instance, in the transaction that claims it. */
export function reminderJob(registry: Registry, now: () => number, periodMs = REMINDERS_EVERY_MS): ScheduledJob {
  return { name: REMINDER_JOB, periodMs, run: (db) => computeReminders(db, registry, now()) };
}
