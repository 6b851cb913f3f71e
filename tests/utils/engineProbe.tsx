import { useEffect } from 'react';
import { waitFor } from '@testing-library/react';
import { useEngine, type Engine } from '../../src/engine/core';

const holder: { engine: Engine | null } = { engine: null };

/**
 * Stand-in for a screen (use with vi.mock) that hands the running app's engine to the test, so a test
 * can make calls through the same data provider, operations and toasts the screens use.
 */
export function EngineProbe() {
  const engine = useEngine();
  useEffect(() => {
    holder.engine = engine;
    return () => {
      holder.engine = null;
    };
  }, [engine]);
  return <p>Sonda do motor</p>;
}

/** The engine of the app currently rendered with an EngineProbe on screen. */
export async function probedEngine(): Promise<Engine> {
  await waitFor(() => expect(holder.engine).not.toBeNull());
  return holder.engine!;
}
