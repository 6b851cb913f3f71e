import { useEffect, useRef, useState } from 'react';
import type { ResourceDescriptor } from '../contract';
import { useEngine } from '../core';
import { useLiveAvailable, useLiveOpened, useLivePresence } from '../live';

/** How often this page says it is here, and how long another's word lasts without being said again. */
const PRESENCE_EVERY_MS = 20_000;
const PRESENCE_LASTS_MS = 45_000;

/** "Maria também está editando este registro." / "Maria e João também estão editando este registro." */
export function presenceText(names: string[]): string | undefined {
  if (!names.length) return undefined;
  const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
  return `${who} também ${names.length === 1 ? 'está' : 'estão'} editando este registro.`;
}

/** Names this page among the person's (two tabs on one record leave one at a time). */
const newTab = () => Math.random().toString(36).slice(2, 12);

interface Seen {
  actorId: string;
  name: string;
  at: number;
}

/**
 * While a record's page is open and its tab visible: says so on arrival — and again whenever the live stream
 * (re)opens, so the others answer where this page hears them —, every 20 s, and that it left when the page goes
 * (navigation, the tab hidden or closed). Another page arriving is answered at once. Words who else is on it, as
 * the others' pages said, heard on the live stream; the 45 s without a word stay as the fallback for a page that
 * vanished without saying so. Nothing without the painel API.
 */
export function useRecordPresence(d: ResourceDescriptor, id: string | undefined): string | undefined {
  const { painel } = useEngine();
  const live = useLiveAvailable();
  const [tab] = useState(newTab);
  const [seen, setSeen] = useState<Map<string, Seen>>(new Map());
  const [now, setNow] = useState(() => Date.now());
  // Whether the others were told this page is here (and so must be told when it goes).
  const here = useRef(false);
  const active = Boolean(id && painel.available && live);

  const say = (state: 'arrived' | 'here') => {
    if (!active || document.hidden) return;
    here.current = true;
    void painel.sayPresence(d.name, id!, { tab, state }).catch(() => undefined);
  };
  const sayRef = useRef(say);
  sayRef.current = say;

  useEffect(() => {
    if (!active) return;
    const leave = (keepalive: boolean) => {
      if (!here.current) return;
      here.current = false;
      void painel.leavePresence(d.name, id!, tab, { keepalive }).catch(() => undefined);
    };
    const beat = () => {
      sayRef.current('here');
      setNow(Date.now());
    };
    // Back from hidden: the stream reopens and says "arrived" then (useLiveOpened below).
    const onVisibility = () => (document.hidden ? leave(true) : setNow(Date.now()));
    const onPageHide = () => leave(true);
    sayRef.current('arrived');
    const timer = setInterval(beat, PRESENCE_EVERY_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      leave(false);
    };
  }, [active, d.name, id, painel, tab]);

  // The stream (re)opened: what the others answer now reaches this page.
  useLiveOpened(() => say('arrived'));

  useLivePresence((p) => {
    if (p.resource !== d.name || p.recordId !== id || !p.actor.id) return;
    const key = `${p.actor.id}\u0000${p.tab}`;
    if (p.state === 'left') {
      setSeen((m) => {
        const next = new Map(m);
        next.delete(key);
        return next;
      });
      return;
    }
    const at = Date.now();
    setSeen((m) => new Map(m).set(key, { actorId: p.actor.id!, name: p.actor.name, at }));
    setNow(at);
    // Someone just opened it: told at once that this page is here, not at its next beat.
    if (p.state === 'arrived' && here.current) say('here');
  });

  // One name per person, however many of their pages are on it.
  const names = new Map([...seen.values()].filter((s) => now - s.at < PRESENCE_LASTS_MS).map((s) => [s.actorId, s.name]));
  return presenceText([...names.values()]);
}
