import { bodyFields, type ResourceDescriptor } from '../contract/index.ts';

/** The resource whose records are the people who sign in, and where their picture is. */
export interface Identity {
  descriptor: ResourceDescriptor;
  /** The field holding a person's e-mail (the sign-in identity). */
  emailField: string;
  /** The read-only URL column an image upload fills (an avatar), if the resource has one. */
  pictureColumn?: string;
}

/**
 * Found by shape, as the server finds it: a listed resource that keeps a secret and has an e-mail field.
 * Undefined when no descriptor is one (then no "Minha conta").
 */
export function identityOf(descriptors: ResourceDescriptor[]): Identity | undefined {
  const emailOf = (x: ResourceDescriptor) => Object.entries(x.schema.properties).find(([, s]) => s.format === 'email')?.[0];
  const d = descriptors.find((x) => !x.singleton && x.secrets?.length && emailOf(x) && x.operations.read);
  return d ? { descriptor: d, emailField: emailOf(d)!, pictureColumn: pictureColumnOf(d) } : undefined;
}

/**
 * The column an image upload writes that the record form does not edit itself (an avatar, changed by an
 * action): no create or update sends its file. A banner's image is the form's own field, so not this.
 */
export function pictureColumnOf(d: ResourceDescriptor): string | undefined {
  const sent = [d.operations.create, d.operations.update].flatMap((op) => (op ? bodyFields(d.schema, op) : []));
  return Object.entries(d.uploads ?? {}).find(
    ([field, u]) => !sent.includes(field) && d.schema.properties[u.column]?.readOnly && u.accept.some((a) => a.startsWith('image/')),
  )?.[1].column;
}
