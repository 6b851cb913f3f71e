import { use, useEffect, useMemo } from 'react';
import { useAuth, useMyId } from '../auth';
import { EngineProvider, whenIdle, type Engine } from '../core';
import { administers, peopleDescriptor, roleById, type ResourceDescriptor, type Roles } from '../contract';
import { KeptListOutlet } from './KeptListOutlet';
import { createLiveEvents, LiveEventsContext, useLiveUpdates } from '../live';
import { rolePermits, roleViews } from './roleViews';
import { ShellLayout } from '../shell';
import { loadTooltipCode } from '../ui';
import type { Loadable } from './createLoadable';
import { screenCode } from './screens';
import { useRoleChange } from './useRoleChange';
import { StylePrimer } from './StylePrimer';

export type EngineServices = Omit<Engine, 'descriptors' | 'permits' | 'access'> & {
  /** schemas/roles.json; absent: every person may do everything. */
  roles?: Roles;
  /** Keep open screens current through the painel API's event stream. */
  live?: boolean;
};

export interface SignedInEngineProps {
  descriptors: Loadable<ResourceDescriptor[]>;
  /** The forms' validators, fetched with the other screens' code. */
  validators: Loadable<unknown>;
  services: EngineServices;
}

/** Whether the role administers, as the server asks it (no roles: everyone; no people's resource: no one). */
function administratorOf(roles: Roles | undefined, role: unknown, all: ResourceDescriptor[]): boolean {
  if (!roles) return true;
  const people = peopleDescriptor(all);
  return Boolean(people && administers(roleById(roles, role), people, roles));
}

/** The engine context with its descriptors, and the shell (app bar, drawer) around the page. */
export function SignedInEngine({ descriptors: source, validators, services }: SignedInEngineProps) {
  const all = source.peek() ?? use(source.load());
  const { user } = useAuth();
  const { roles, live, ...rest } = services;
  // Every screen draws from the descriptors as the person's role sees them: nothing offered the server would refuse.
  const role = roles && user ? user[roles.field] : undefined;
  const userId = useMyId();
  const engine = useMemo<Engine>(
    () => ({
      ...rest,
      descriptors: roleViews(all, roles, role),
      permits: rolePermits(roles, role, userId, all),
      ...(roles && { access: { declared: all, roleLabel: roleById(roles, role)?.label ?? String(role ?? '') } }),
      administrator: administratorOf(roles, role, all),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rest is services without roles and live
    [services, all, role, userId],
  );
  // Once signed in and the first screen is drawn, fetch the other screens' code (list, form and its validators,
  // actions) while the browser is idle: the next screen opens without waiting for it, and a connection lost later
  // shows each screen's own error state instead of a screen that cannot load at all.
  // The tooltip's code too: the first tip of a session shows after its pause, not one download later.
  useEffect(() => whenIdle(() => [...Object.values(screenCode), validators, { load: loadTooltipCode }].forEach((code) => void code.load().catch(() => undefined))), [validators]);
  // Every open screen sees a colleague's change as it is committed.
  const liveEvents = useMemo(createLiveEvents, []);
  useLiveUpdates(rest.painel, Boolean(user) && live !== false, liveEvents, useRoleChange(roles, rest.notify));
  return (
    <EngineProvider engine={engine}>
      {/* Without the live stream (unit tests) nothing listens, and no page says where it is. */}
      <LiveEventsContext.Provider value={live !== false ? liveEvents : null}>
        <ShellLayout page={<KeptListOutlet />} />
        <StylePrimer />
      </LiveEventsContext.Provider>
    </EngineProvider>
  );
}
