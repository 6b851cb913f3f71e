import { useEffect, useState } from 'react';
import type { ResourceDescriptor } from '../contract';
import { useEngine } from '../core';
import { useLiveAvailable, useLivePresence } from '../live';

/** How often this page says it is here, and how long another's word lasts without being said again. */
export const PRESENCE_EVERY_MS = 20_000;
const PRESENCE_LASTS_MS = 45_000;

/** "Maria também está editando este registro." / "Maria e João também estão editando este registro." */
export function presenceText(names: string[]): string | undefined {
  if (!names.length) return undefined;
  const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
  return `${who} também ${names.length === 1 ? 'está' : 'estão'} editando este registro.`;
}

/**
 * While a record's page is open (and the tab visible): says so every 20 s, and words who else is on it — as the
 * others' pages said, heard on the live stream. Nothing without the painel API.
 */
export function useRecordPresence(d: ResourceDescriptor, id: string | undefined): string | undefined {
  const { painel } = useEngine();
  const live = useLiveAvailable();
  const [seen, setSeen] = useState<Map<string, { name: string; at: number }>>(new Map());
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!id || !painel.available || !live) return;
    const say = () => {
      if (!document.hidden) void painel.sayPresence(d.name, id).catch(() => undefined);
      setNow(Date.now());
    };
    say();
    const timer = setInterval(say, PRESENCE_EVERY_MS);
    document.addEventListener('visibilitychange', say);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', say);
    };
  }, [d.name, id, painel, live]);

  useLivePresence((p) => {
    if (p.resource !== d.name || p.recordId !== id || !p.actor.id) return;
    const at = Date.now();
    setSeen((m) => new Map(m).set(p.actor.id!, { name: p.actor.name, at }));
    setNow(at);
  });

  return presenceText([...seen.values()].filter((s) => now - s.at < PRESENCE_LASTS_MS).map((s) => s.name));
}
