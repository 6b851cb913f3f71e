import type { Action } from '../../../engine/contract';
import type { Effect } from './effect';
import { toggle } from './toggle';
import { update } from './update';

type EffectType = Action['effect']['type'];

/** Every effect a descriptor's action may name, by `effect.type`: a new kind is one file and one line here. */
const effects: { [T in EffectType]: Effect<Extract<Action['effect'], { type: T }>> } = { toggle, update };

/** The registry entry of an action's effect. */
export const effectOf = (action: Action) => effects[action.effect.type] as Effect;
