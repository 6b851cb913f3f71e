import type Ajv from 'ajv';
import type { Action, BulkAnswer, Operation } from '../../../engine/contract';
import type { Resource } from '../../model';
import type { IncomingBody } from '../../uploads';
import type { BodyRules } from '../../validation';
import type { WriteContext } from '../../history';
import type { ApiRecord, RecordService } from '../recordService';

/** One kind of action effect (`effect.type` in a descriptor): what its route reads and what it does. */
export interface Effect<E extends Action['effect'] = Action['effect']> {
  /** The body encoding the action's route reads. */
  body(action: Action): Operation['body'];
  /**
   * The rules the body is checked with, for effects that take one (`partial`: the seed fills only some
   * fields); absent when the action takes no body.
   */
  rules?(ajv: Ajv, res: Resource, action: Action, options: { partial: boolean }): BodyRules;
  run(service: RecordService, res: Resource, effect: E, id: string, body: IncomingBody, rules: BodyRules | undefined, ctx: WriteContext): Promise<ApiRecord>;
  /**
   * A selection set to one explicit state (a toggle's "Ativar" / "Desativar"), in one transaction: only the
   * records not already so change. Absent: the effect has no explicit state, a selection runs it per record.
   */
  setMany?(service: RecordService, res: Resource, effect: E, ids: string[], value: boolean, ctx: WriteContext): Promise<BulkAnswer>;
}
