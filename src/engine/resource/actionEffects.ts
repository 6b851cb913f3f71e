import type { Action } from '../contract';

type Row = Record<string, unknown>;
type Effect = Action['effect'];

/** What the client knows of one effect (`effect.type` in a descriptor); the server's own registry does the work. */
interface ActionEffect<E extends Effect = Effect> {
  /** The record fields the effect names, by the effect's property: they must exist when descriptors load. */
  fields?(effect: E): Record<string, string>;
  /** The row as the effect will leave it, shown while the call runs (none: the list waits for the server). */
  expected?(row: Row, effect: E): Row;
}

/** Every effect a descriptor's action may name: a new effect is one entry here (and one on the server). */
const actionEffects: { [T in Effect['type']]: ActionEffect<Extract<Effect, { type: T }>> } = {
  // Flips a boolean field (the job and post status): the row shows the new value at once.
  toggle: {
    fields: (effect) => ({ field: effect.field }),
    expected: (row, effect) => ({ ...row, [effect.field]: !row[effect.field] }),
  },
  // Updates the record with the action's own form: nothing to show before the server answers.
  update: {},
};

const entryOf = (action: Action) => actionEffects[action.effect.type] as ActionEffect;

/** The record fields `action`'s effect names ({ field: 'status' } for a toggle). */
export const effectFields = (action: Action): Record<string, string> => entryOf(action).fields?.(action.effect) ?? {};

/** The row as `action` will leave it, when its effect can tell; undefined otherwise. */
export const expectedRow = (action: Action, row: Row): Row | undefined => entryOf(action).expected?.(row, action.effect);
