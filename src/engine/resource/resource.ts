import { BULK_DELETE, bulkActions, filterParams, sortFields, type Action, type BulkVerb, type FilterParam, type RecordSchema, type ResourceDescriptor } from '../contract/index.ts';
import { actionStates } from './actionEffects.ts';
import { actionKinds } from './actionKinds.ts';
import { resourcePaths, type ResourcePaths } from './paths.ts';

/** A record action with its own form. */
export type RecordAction = Action & { schema: RecordSchema };

/** An action the list runs on many selected records at once. */
export interface BulkControl {
  /** The bulk request's `action`: `delete`, or a row action's name. */
  name: string;
  /** The state it sets, for an action that has explicit states ("Ativar": true); absent, the action runs as is. */
  value?: boolean;
  /** "Excluir", "Ativar", "Desativar" */
  label: string;
  /** How its summary is worded: "excluídas", "alteradas", "desativadas". */
  verb: BulkVerb;
  icon: string;
}

/**
 * What a descriptor lets a user do, and where: computed once per descriptor and read by the routes, the
 * navigation and every screen, so no view re-derives a permission or writes a link by hand. A missing
 * operation hides its button and its page.
 */
export interface Resource {
  descriptor: ResourceDescriptor;
  /** One record edited in place at its list's address: no list, no new record, no delete. */
  isSingleton: boolean;
  canList: boolean;
  canCreate: boolean;
  canRead: boolean;
  /** The record form saves (without it the form is shown read-only). */
  canEdit: boolean;
  /**
   * The record has a page: it can be read or edited, or it is a row of a list (then, without a read, the page
   * shows the row the person clicked, read-only).
   */
  canOpen: boolean;
  canDelete: boolean;
  /** The list has a search box: the descriptor names search fields and the list sends `q`. */
  canSearch: boolean;
  /** Fields a column header sorts by: none when the list operation does not declare `sort`. */
  sortFields: string[];
  /** The list's filter parameters: none when the list operation does not declare `filters`. */
  filterParams: FilterParam[];
  /** What a selection of rows can run (the descriptor's bulk operation allows it, and the single-record action exists). */
  bulkControls: BulkControl[];
  /** The list's current set can be downloaded as CSV. */
  canExport: boolean;
  /** Every action in the descriptor's order, with where it starts. */
  actions: { action: Action; startsFrom: 'row' | 'page' }[];
  /** Actions run at once from a list row. */
  rowActions: Action[];
  /** Actions with their own page and form. */
  recordActions: RecordAction[];
  /** The record action named in a URL, if the descriptor declares one. */
  recordAction(name: string | undefined): RecordAction | undefined;
  paths: ResourcePaths;
}

function describe(d: ResourceDescriptor): Resource {
  const ops = d.operations;
  const isSingleton = Boolean(d.singleton);
  // An action started from its own page needs a form to show there.
  const actions = (d.actions ?? [])
    .map((action) => ({ action, startsFrom: actionKinds[action.kind].startsFrom }))
    .filter((a) => a.startsFrom === 'row' || a.action.schema);
  const recordActions = actions.filter((a) => a.startsFrom === 'page').map((a) => a.action as RecordAction);
  const canList = !isSingleton && Boolean(ops.list);
  const declares = (param: 'sort' | 'filters') => canList && Boolean(ops.list?.query?.includes(param));
  const rowActions = actions.filter((a) => a.startsFrom === 'row').map((a) => a.action);
  const bulkControls = !canList
    ? []
    : bulkActions(d).flatMap((name): BulkControl[] => {
        if (name === BULK_DELETE) return ops.delete ? [{ name, label: 'Excluir', verb: 'delete', icon: 'delete' }] : [];
        const action = rowActions.find((a) => a.name === name);
        if (!action) return [];
        // An action with explicit states is offered as each ("Ativar (3)", "Desativar (3)"), never as a blind flip.
        const states = actionStates(action);
        if (states.length) return states.map(({ value, verb }) => ({ name, value, label: verb, verb: { verb }, icon: action.icon ?? 'toggle' }));
        return [{ name, label: action.label, verb: 'change', icon: action.icon ?? 'toggle' }];
      });
  return {
    descriptor: d,
    isSingleton,
    canList,
    canCreate: !isSingleton && Boolean(ops.create),
    canRead: Boolean(ops.read),
    canEdit: Boolean(ops.update),
    canOpen: Boolean(ops.read || ops.update) || canList,
    canDelete: !isSingleton && Boolean(ops.delete),
    canSearch: canList && Boolean(d.list?.search?.length) && ops.list?.query?.includes('q') !== false,
    sortFields: declares('sort') ? sortFields(d) : [],
    filterParams: declares('filters') ? filterParams(d) : [],
    bulkControls,
    canExport: canList && Boolean(ops.export),
    actions,
    rowActions,
    recordActions,
    recordAction: (name) => (isSingleton ? undefined : recordActions.find((a) => a.name === name)),
    paths: resourcePaths(d.name),
  };
}

const known = new WeakMap<ResourceDescriptor, Resource>();

/** The resource a descriptor describes (the same object every time for the same descriptor). */
export function resourceOf(d: ResourceDescriptor): Resource {
  let resource = known.get(d);
  if (!resource) known.set(d, (resource = describe(d)));
  return resource;
}
