import type { Action } from '../contract';

/** How an action of one kind (`kind` in a descriptor) is started. */
interface ActionKind {
  /**
   * `row`: at once, from a button in the list row (the list then shows the result);
   * `page`: on the action's own page, with its form (`/app/:resource/:id/:action`).
   */
  startsFrom: 'row' | 'page';
}

/** Every action kind a descriptor may name: a new kind is one entry here. */
export const actionKinds: Record<Action['kind'], ActionKind> = {
  row: { startsFrom: 'row' },
  record: { startsFrom: 'page' },
};
