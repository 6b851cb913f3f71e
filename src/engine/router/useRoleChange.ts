import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useAuth } from '../auth';
import { roleById, type Roles } from '../contract';
import type { Notify } from '../data';

/**
 * The person's own role changed on the server (the live stream said so): her session is read again — every screen
 * then draws from the descriptors as the new role sees them —, every cached read is read again (a list's columns,
 * a hidden field), and she is told what she is now.
 */
export function useRoleChange(roles: Roles | undefined, notify: Notify): () => void {
  const { user, refresh } = useAuth();
  const { mutate } = useSWRConfig();
  const before = roles && user ? user[roles.field] : undefined;
  return useCallback(() => {
    void refresh().then((now) => {
      if (!now || !roles) return;
      const role = roleById(roles, now[roles.field]);
      if (now[roles.field] === before || !role) return;
      void mutate(() => true);
      notify('info', `Seu perfil mudou: agora você é “${role.label}”.`, `${role.description ? `${role.description} ` : ''}As telas já mostram o que esse perfil permite.`);
    });
  }, [refresh, roles, before, mutate, notify]);
}
