import type { Operation } from '../contract';
import type { DataProvider } from './dataProvider';
import { NETWORK_FAILURE, toOperationError } from './OperationError';
import type { Notify } from './types';

/** The data provider's record calls, each with its descriptor's messages (spec §8): a success toast, or an error toast and a log. */
export type Operations = Pick<DataProvider, 'list' | 'read' | 'create' | 'update' | 'remove' | 'action'>;

const FALLBACK_ERROR = 'Não foi possível concluir a operação.';

export function createOperations(data: DataProvider, notify: Notify): Operations {
  async function run<T>(op: Operation | undefined, work: () => Promise<T>): Promise<T> {
    try {
      const result = await work();
      if (op?.messages?.success) notify('success', op.messages.success);
      return result;
    } catch (e) {
      const error = toOperationError(e);
      const title = op?.messages?.error ?? FALLBACK_ERROR;
      // The original only logged many of these failures; the log stays, and the user is told too.
      console.error(title, error);
      // A 401 already ends the session with its own notice.
      if (error.status !== 401) notify('error', title, error.reason ?? (error.status === 0 ? NETWORK_FAILURE : undefined));
      throw error;
    }
  }

  return {
    list: (d, query) => run(d.operations.list, () => data.list(d, query)),
    read: (d, id) => run(d.operations.read, () => data.read(d, id)),
    create: (d, values) => run(d.operations.create, () => data.create(d, values)),
    update: (d, id, values) => run(d.operations.update, () => data.update(d, id, values)),
    remove: (d, id) => run(d.operations.delete, () => data.remove(d, id)),
    action: (d, action, id, values) => run(action.operation, () => data.action(d, action, id, values)),
  };
}

