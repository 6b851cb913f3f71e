import { profileList, profileOf, servedDescriptor, withRoleChoices, type ApiProfiles, type Dashboard, type NamedProfile, type NoOverlapRule, type ResourceDescriptor, type Roles, type TimelineCalendar } from '../../engine/contract';
import { toResource, type Resource } from './resource';

/** The sign-in identity: the resource that keeps a secret and has an e-mail field, found by shape. */
export interface Identity {
  resource: Resource;
  emailField: string;
  secretField: string;
  /** Field holding a person's name (the descriptor's titleField), for the first administrator. */
  nameField?: string;
  /** Field holding a person's role (schemas/roles.json), and the first administrator's (existing people's) role; absent without roles. */
  role?: { field: string; ofFirst: string };
}

/** The descriptors as resources, with the API profiles they are served through. */
export class Registry {
  readonly all: Resource[];
  readonly profiles: NamedProfile[];
  private readonly byName: Map<string, Resource>;
  readonly identity: Identity;

  constructor(
    descriptors: ResourceDescriptor[],
    readonly apis: ApiProfiles,
    /** Who may do what; without it (no schemas/roles.json) every person may do everything, as the spec's back-office. */
    readonly roles?: Roles,
    /** The home page's panels (schemas/dashboard.json); none without the file. */
    readonly dashboard: Dashboard = { panels: [] },
  ) {
    this.profiles = profileList(apis);
    // An operation marked `extension` is served only by a profile that declares extensions.
    this.all = withRoleChoices(descriptors, roles).map((d) => {
      const profile = profileOf(apis, d);
      return toResource(servedDescriptor(d, profile), profile);
    });
    this.byName = new Map(this.all.map((r) => [r.name, r]));
    for (const r of this.all) if (r.descriptor.availability) r.occupiedBy = this.occupancy(r);
    const tables = new Map<string, string>();
    for (const r of this.all) {
      const other = tables.get(r.table);
      if (other) throw new Error(`os recursos ${other} e ${r.name} usariam a mesma tabela "${r.table}"`);
      tables.set(r.table, r.name);
    }
    this.identity = { ...findIdentity(this.all), ...(roles ? { role: { field: roles.field, ofFirst: roles.existingUsers } } : {}) };
  }

  get(name: string): Resource {
    const r = this.byName.get(name);
    if (!r) throw new Error(`recurso desconhecido: ${name}`);
    return r;
  }

  /**
   * Who occupies `target`'s records (its availability's `by`): that resource's table and the rule whose one key
   * field references `target`. A descriptor naming a resource without such a rule is refused at start.
   */
  private occupancy(target: Resource): { table: string; rule: NoOverlapRule } {
    const by = target.descriptor.availability!.by;
    const occupier = this.byName.get(by);
    const rule = occupier?.descriptor.noOverlap?.find((o) => o.key.length === 1 && occupier.descriptor.references?.[o.key[0]]?.resource === target.name);
    if (!occupier || !rule) throw new Error(`${target.name}: availability.by '${by}' deve nomear um recurso com uma regra noOverlap de um só campo-chave que referencia ${target.name}`);
    return { table: occupier.table, rule };
  }

  /** The calendar the home page's windows count periods in (dashboard.json's `calendar`); none without one. */
  get calendar(): TimelineCalendar | undefined {
    const of = this.dashboard.calendar;
    return of ? this.byName.get(of)?.descriptor.timeline?.calendar : undefined;
  }

  /** The resources a profile serves. */
  servedBy(profile: NamedProfile): Resource[] {
    return this.all.filter((r) => r.profile.name === profile.name);
  }

  /** Resources with a field that references `target`, and that field. */
  referencing(target: Resource): { resource: Resource; field: string }[] {
    return this.all.flatMap((r) =>
      Object.entries(r.descriptor.references ?? {})
        .filter(([, ref]) => ref.resource === target.name)
        .map(([field]) => ({ resource: r, field })),
    );
  }
}

function findIdentity(resources: Resource[]): Identity {
  const found = resources.flatMap((resource) => {
    const d = resource.descriptor;
    const emailField = Object.entries(d.schema.properties).find(([, s]) => s.format === 'email')?.[0];
    const secretField = d.secrets?.[0];
    // Sign-in reads and writes the account through the REST write path; a hosted table is never the identity.
    return emailField && secretField && resource.profile.transport === 'rest' ? [{ resource, emailField, secretField, nameField: d.titleField }] : [];
  });
  if (found.length !== 1) {
    throw new Error(
      found.length
        ? `mais de um descritor serve de identidade (${found.map((f) => f.resource.name).join(', ')}); deve haver só um com secrets e um campo format: email`
        : 'nenhum descritor serve de identidade: é preciso um com secrets e um campo format: email',
    );
  }
  return found[0];
}
