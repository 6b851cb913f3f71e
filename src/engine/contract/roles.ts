// Who may do what (schemas/roles.json): one function both edges import — the server refuses with it, the
// client hides with it — so nothing is offered that the server would refuse.

/** `*`, `list`, `read`, `create`, `update`, `delete`, `bulk`, `export`, `import`, `history`, `trash`, or an action's name. */
export type RoleOperation = string;

interface RoleGrant {
  can: RoleOperation[];
  /** Also allowed on the signed-in person's own record only. */
  ownRecord?: RoleOperation[];
  hiddenFields?: string[];
  readOnlyFields?: string[];
}

export interface Role {
  id: string;
  label: string;
  description?: string;
  /** false: cannot sign in. */
  signIn?: boolean;
  /** Per resource name, or `*` for every resource not named. */
  grants: Record<string, RoleGrant>;
}

export interface Roles {
  /** The people's field holding a role id. */
  field: string;
  existingUsers: string;
  newUsers: string;
  roles: Role[];
}

/** What a check is about: the resource, and (for `ownRecord`) whether the record is the person's own. */
interface PermissionTarget {
  resource: string;
  own?: boolean;
}

export const ALL = '*';

/** The operations a role may name besides a resource's actions. */
export const ROLE_OPERATIONS = ['list', 'read', 'create', 'update', 'delete', 'bulk', 'export', 'import', 'history', 'trash', 'share'] as const;

export const roleById = (roles: Roles, id: unknown): Role | undefined => roles.roles.find((r) => r.id === id);

const grantOf = (role: Role | undefined, resource: string): RoleGrant | undefined => role && (role.grants[resource] ?? role.grants[ALL]);

/** Whether `role` may run `operation` on the target; an unknown role may do nothing. */
export function can(role: Role | undefined, operation: RoleOperation, { resource, own = false }: PermissionTarget): boolean {
  const grant = grantOf(role, resource);
  if (!grant) return false;
  const names = (ops: RoleOperation[] | undefined) => Boolean(ops && (ops.includes(ALL) || ops.includes(operation)));
  return names(grant.can) || (own && names(grant.ownRecord));
}

/** Whether `role` may run `operation` on some record of the resource (on its own, at least): the client offers it. */
export const canSome = (role: Role | undefined, operation: RoleOperation, resource: string): boolean => can(role, operation, { resource, own: true });

/** Fields the role never reads on the resource. */
export const hiddenFieldsFor = (role: Role | undefined, resource: string): string[] => grantOf(role, resource)?.hiddenFields ?? [];

/** Fields the role may not change on the resource (hidden ones neither). */
export const readOnlyFieldsFor = (role: Role | undefined, resource: string): string[] => {
  const grant = grantOf(role, resource);
  return [...(grant?.readOnlyFields ?? []), ...(grant?.hiddenFields ?? [])];
};

/** Whether a person with this role may sign in at all. */
export const canSignIn = (role: Role | undefined): boolean => Boolean(role && role.signIn !== false);

/** "criar serviços", "ver o histórico de vagas", "alterar perfil (usuários)": an operation on a resource, as a refusal words it. */
export function operationPhrase(operation: RoleOperation, resourcePlural: string, actionLabel?: string): string {
  const what = resourcePlural.toLocaleLowerCase('pt-BR');
  const verbs: Record<string, string> = {
    list: `ver ${what}`,
    read: `ver ${what}`,
    create: `criar ${what}`,
    update: `alterar ${what}`,
    delete: `excluir ${what}`,
    bulk: `alterar ${what} em lote`,
    export: `exportar ${what}`,
    import: `importar ${what}`,
    history: `ver o histórico de ${what}`,
    trash: `usar a lixeira de ${what}`,
  };
  return verbs[operation] ?? (actionLabel ? `${actionLabel.toLocaleLowerCase('pt-BR')} (${what})` : `fazer isso com ${what}`);
}

/**
 * What spans every resource, refused to a role that may do it on none (the server's 403, the page's words):
 * the activity needs `history` somewhere, its CSV `history` and `export` on one resource, the trash `trash`.
 */
export const REFUSED_EVERYWHERE = {
  history: 'Você não tem permissão para ver a atividade.',
  export: 'Você não tem permissão para exportar a atividade.',
  trash: 'Você não tem permissão para usar a lixeira.',
} as const;

/** "Você não tem permissão para excluir categorias." — the words of a refusal, by operation. */
export const refusal = (operation: RoleOperation, resourcePlural: string, actionLabel?: string): string =>
  `Você não tem permissão para ${operationPhrase(operation, resourcePlural, actionLabel)}.`;

/** "Seu perfil (Leitura) não pode criar serviços.": a page the role may not open, said with the role's name. */
export const roleRefusal = (roleLabel: string, what: string): string => `Seu perfil (${roleLabel}) não pode ${what}.`;

/** "Seu perfil (Editor) só pode alterar senha da própria conta.": an action the role runs on its own account only. */
export const ownAccountOnly = (roleLabel: string, actionLabel: string): string =>
  `Seu perfil (${roleLabel}) só pode ${actionLabel.toLocaleLowerCase('pt-BR')} da própria conta.`;

export const NO_PANEL_ACCESS = 'Este usuário não tem acesso ao painel.';

/** What a call or page for administrators only says to anyone else (the server's 403, the page's refusal). */
export const ADMINISTRATORS_ONLY = 'Só administradores têm acesso a isto.';

/** The people's record as the administrator rule reads it: its name and the actions whose form writes a field. */
interface PeopleTarget {
  name: string;
  actions?: { name: string; schema?: { properties: Record<string, unknown> } }[];
}

/**
 * Whether `role` administers: it may change someone's role (the people's action whose form writes the role field,
 * else `update`). The same roles keep the last administrator, see the backups, make one now.
 */
export function administers(role: Role | undefined, people: PeopleTarget, roles: Roles): boolean {
  const changesRoles = people.actions?.find((a) => a.schema && Object.hasOwn(a.schema.properties, roles.field))?.name ?? 'update';
  return can(role, changesRoles, { resource: people.name });
}
