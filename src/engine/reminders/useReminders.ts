import useSWR from 'swr';
import type { PainelCalls, Reminder } from '../contract';
import { useEngine } from '../core';
import { swrKeys, type OperationError } from '../data';

export type RemindersState = PainelCalls['painel.reminders']['answer'];

/** Reminders are computed hourly on the server: read again every few minutes, on focus, and when the list opens. */
const EVERY_MS = 5 * 60_000;

/** The signed-in person's reminders, and marking them read (the count follows at once). */
export function useReminders() {
  const { painel } = useEngine();
  const asks = painel.available;
  const read = useSWR<RemindersState, OperationError>(asks ? swrKeys.reminders() : null, () => painel.call('painel.reminders', {}), { refreshInterval: EVERY_MS });
  const { data, mutate } = read;

  /** Marks one read: shown read at once, the server's count taken after. */
  const markRead = async (reminder: Reminder) => {
    if (reminder.read || !data) return;
    const items = data.items.map((r) => (r.id === reminder.id ? { ...r, read: true } : r));
    await mutate(
      painel.call('painel.readReminder', { params: { reminderId: reminder.id } }).then(({ unread }) => ({ items, unread })),
      {
        optimisticData: { items, unread: Math.max(0, data.unread - 1) },
        rollbackOnError: true,
        revalidate: false,
      },
    ).catch(() => undefined);
  };

  const markAllRead = async () => {
    if (!data) return;
    const items = data.items.map((r) => ({ ...r, read: true }));
    await mutate(
      painel.call('painel.readReminders', {}).then(({ unread }) => ({ items, unread })),
      {
        optimisticData: { items, unread: 0 },
        rollbackOnError: true,
        revalidate: false,
      },
    ).catch(() => undefined);
  };

  return { asks, ...read, markRead, markAllRead };
}
