import type { Action, ResourceDescriptor } from '../contract';

type Row = Record<string, unknown>;

/** A yes/no field is on; a record without it has the field's default (as the server's toggle reads it). */
const isOn = (row: Row, field: string, d: ResourceDescriptor) => (row[field] ?? d.schema.properties[field]?.default) === true;
type Effect = Action['effect'];

/** What the client knows of one effect (`effect.type` in a descriptor); the server's own registry does the work. */
interface ActionEffect<E extends Effect = Effect> {
  /** The record fields the effect names, by the effect's property: they must exist when descriptors load. */
  fields?(effect: E): Record<string, string>;
  /** The row as the effect will leave it, shown while the call runs (none: the list waits for the server). */
  expected?(row: Row, effect: E): Row;
  /** What a button on this record says it will do ("Desativar vaga" on an active job); the action's label otherwise. */
  label?(row: Row, effect: E, d: ResourceDescriptor): string;
  /** The explicit states a selection can be set to ("Ativar", "Desativar"); none: a selection runs the action as is. */
  states?(effect: E): { value: boolean; verb: string }[];
}

/** Every effect a descriptor's action may name: a new effect is one entry here (and one on the server). */
const actionEffects: { [T in Effect['type']]: ActionEffect<Extract<Effect, { type: T }>> } = {
  // Flips a boolean field (the job and post status): the row shows the new value at once.
  toggle: {
    fields: (effect) => ({ field: effect.field }),
    expected: (row, effect) => ({ ...row, [effect.field]: !row[effect.field] }),
    label: (row, effect, d) => `${isOn(row, effect.field, d) ? effect.off : effect.on} ${d.labels.singular.toLocaleLowerCase('pt-BR')}`,
    states: (effect) => [
      { value: true, verb: effect.on },
      { value: false, verb: effect.off },
    ],
  },
  // Updates the record with the action's own form: nothing to show before the server answers.
  update: {},
};

const entryOf = (action: Action) => actionEffects[action.effect.type] as ActionEffect;

/** What a button for `action` on this record says ("Desativar vaga"). */
export const actionLabel = (action: Action, row: Row, d: ResourceDescriptor): string => entryOf(action).label?.(row, action.effect, d) ?? action.label;

/** The explicit states a selection can be set to by `action`, if any. */
export const actionStates = (action: Action): { value: boolean; verb: string }[] => entryOf(action).states?.(action.effect) ?? [];

/** The record fields `action`'s effect names ({ field: 'status' } for a toggle). */
export const effectFields = (action: Action): Record<string, string> => entryOf(action).fields?.(action.effect) ?? {};

/** The row as `action` will leave it, when its effect can tell; undefined otherwise. */
export const expectedRow = (action: Action, row: Row): Row | undefined => entryOf(action).expected?.(row, action.effect);
