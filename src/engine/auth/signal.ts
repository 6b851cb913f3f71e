type Listener = () => void;

/** A tiny event: the data layer fires it on any 401, the auth provider listens and signs out. */
export interface Signal {
  emit(): void;
  subscribe(listener: Listener): () => void;
}

export function createSignal(): Signal {
  const listeners = new Set<Listener>();
  return {
    emit: () => listeners.forEach((l) => l()),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
