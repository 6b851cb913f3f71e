// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LiveChanges, REPLAY_MARGIN } from '../../src/server/live/liveChanges';
import type { Db, ListenHandlers } from '../../src/server/db';
import type { ChangeEvent, ChangeFeed, HistoryLog } from '../../src/server/history';

/** PostgreSQL as LiveChanges sees it: a channel it LISTENs on, and a history whose reads are counted. */
function onPostgres() {
  let heard: ListenHandlers | undefined;
  const reads: unknown[] = [];
  const db = {
    kind: 'pg',
    query: async () => [{ id: 7 }],
    listen: async (_channel: string, handlers: ListenHandlers) => {
      heard = handlers;
      return { stop: async () => {}, notify: async () => {} };
    },
  } as unknown as Db;
  const history = {
    events: async (_db: Db, which: unknown): Promise<ChangeEvent[]> => {
      reads.push(which);
      return [];
    },
  } as unknown as HistoryLog;
  const live = new LiveChanges(db, history, { on: () => () => {} } as unknown as ChangeFeed, { error: () => {} });
  return { live, reads, announce: (payload: string) => heard!.notify(payload), reconnect: () => heard!.reconnected!() };
}
const settle = () => new Promise((r) => setTimeout(r, 40));

describe('LiveChanges on PostgreSQL reads the announced changes back only for someone who wants them', () => {
  it('with no listener wanting them, an announced id is not read back', async () => {
    const { live, reads, announce } = onPostgres();
    await live.start();
    live.on(() => {}, () => false);
    announce('8');
    announce('9');
    await settle();
    expect(reads).toEqual([]);
    await live.close();
  });

  it('a listener that wants them gets them read back, together', async () => {
    const { live, reads, announce } = onPostgres();
    await live.start();
    live.on(() => {}, () => true);
    announce('8');
    announce('9');
    await settle();
    expect(reads).toEqual([{ ids: [8, 9] }]);
    await live.close();
  });

  it('ids heard but not read still move the point a catch-up starts from', async () => {
    const { live, reads, announce, reconnect } = onPostgres();
    await live.start();
    let wanted = false;
    live.on(() => {}, () => wanted);
    announce('500');
    await settle();
    wanted = true;
    reconnect();
    await settle();
    expect(reads).toEqual([{ after: 500 - REPLAY_MARGIN, limit: 1000 }]);
    await live.close();
  });
});
