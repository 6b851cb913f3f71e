import type { EventEmitter } from 'node:events';

/**
 * Every 'error' the emitter emits while nobody listens, held instead of thrown (Node throws such an error, which
 * would end the test run as an unhandled one): a test can then say whether it happened.
 */
export function unheardErrors(emitter: EventEmitter): unknown[] {
  const unheard: unknown[] = [];
  const emit = emitter.emit.bind(emitter);
  emitter.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event === 'error' && emitter.listenerCount('error') === 0) return unheard.push(args[0]) > 0;
    return emit(event, ...args);
  }) as typeof emitter.emit;
  return unheard;
}
