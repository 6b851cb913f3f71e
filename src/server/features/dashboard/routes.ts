import type { FastifyRequest } from 'fastify';
import { isoDayIn, type DashboardPanel, type Panel, type PanelData } from '../../../engine/contract';
import { badRequest, forbidden, notFound } from '../../http';
import type { TitleView } from '../../records';
import { feature, type FeatureDeps } from '../feature';
import { DASHBOARD_CALLS } from './calls';
import { mayReadPanel, PANEL_REFUSED, panelResources, panelView } from './panelAccess';
import { PanelCache } from './panelCache';
import { panelCsv } from './panelCsv';
import { figureData, listData, panelUnit, type FigureContext } from './panelFigures';
import { KeptPeriods } from './keptPeriods';
import { panelWindow, periodsReach, readPeriods } from './panelWindow';

const BUILT_IN = new Set(['counts', 'latestChanges', 'backups']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/**
 * How many panels with numbers painel.dashboard answers with their numbers: the first ones the page draws (a row of
 * small cards on a desktop, a phone's first screen), so they are drawn with no second call; the rest ask on their own.
 */
export const INLINE_PANELS = 4;

/** `at` when given (a real day), else today in São Paulo. */
function dayAsked(at: string | undefined): string {
  if (at === undefined) return isoDayIn(new Date());
  const time = Date.parse(`${at}T00:00:00Z`);
  if (!DATE.test(at) || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== at) throw badRequest('Data: informe uma data AAAA-MM-DD.');
  return at;
}

/** A declared panel as painel.dashboard lists it. */
function listed(deps: FeatureDeps, p: DashboardPanel): Panel {
  const figure = !BUILT_IN.has(p.kind);
  return {
    id: p.id,
    title: p.title,
    ...(p.description ? { description: p.description } : {}),
    kind: p.kind,
    ...(p.chart ? { chart: p.chart } : {}),
    ...(figure ? { unit: p.list ? 'count' : panelUnit(deps.registry, p) } : {}),
    ...(p.size ? { size: p.size } : {}),
    resources: panelResources(deps.registry, p),
  };
}

/**
 * The home page's panels (schemas/dashboard.json): the ones the person's role may read, and each one's numbers,
 * computed in SQL at most once a second per instance, per day asked and per view of it a role has (PanelCache).
 */
export const dashboardFeature = feature(DASHBOARD_CALLS, (deps, scope) => {
  const { registry, service, permissions } = deps;
  const cache = new PanelCache<PanelData>(deps.panelCacheMs);
  const off = deps.changesHeard?.(() => cache.changed());
  if (off) scope.addHook('onClose', async () => off());
  // The calendar's periods are kept per day until they change; read each time where no change to them is heard,
  // and in the bench's cold runs (nothing kept). A change to them retires the answers too (on PostgreSQL it may be
  // heard apart from the change itself).
  const read = readPeriods(service.database, registry, periodsReach(registry.dashboard));
  const keptPeriods = deps.calendarChanged && deps.panelCacheMs !== 0 ? new KeptPeriods(read) : undefined;
  const offPeriods = keptPeriods && deps.calendarChanged?.(() => (keptPeriods.retire(), cache.changed()));
  if (offPeriods) scope.addHook('onClose', async () => offPeriods());
  const periods = keptPeriods ? (at: string) => keptPeriods.get(at) : read;

  const mayRead = (request: FastifyRequest) => (p: DashboardPanel) => mayReadPanel(request, registry, permissions, p);

  /** The panel the path names, if the role may read it and it has numbers. */
  const figurePanel = (request: FastifyRequest, id: string): DashboardPanel => {
    const panel = registry.dashboard.panels.find((p) => p.id === id);
    if (!panel) throw notFound('Painel desconhecido.');
    if (!mayRead(request)(panel)) throw forbidden(PANEL_REFUSED);
    if (BUILT_IN.has(panel.kind)) throw badRequest('Este painel não tem números: a página inicial o desenha.');
    return panel;
  };

  const compute = async (request: FastifyRequest, panel: DashboardPanel, today: string): Promise<PanelData> => {
    const titles: TitleView = (target) => (permissions.allows(request, target, 'read') ? permissions.hidden(request, target) : undefined);
    const ctx: FigureContext = { db: service.database, registry, service, view: (res) => permissions.view(request, res), titles, today, computedAt: new Date().toISOString() };
    const win = await panelWindow(periods, registry, panel, today);
    const whole = win.steps.length ? { first: win.steps[0].first, last: win.steps[win.steps.length - 1].last } : { first: today, last: today };
    const days = (step?: { first: string; last: string }) => ({ today, ...(step ? { first: step.first, last: step.last } : whole) });
    return panel.list ? listData(ctx, panel, win, days) : figureData(ctx, panel, win, days);
  };

  // What differs between people is what their role sees of what the panel reads: one answer per such view.
  const kept = (request: FastifyRequest, panel: DashboardPanel, today: string) =>
    cache.get(`${panel.id}\u0000${today}\u0000${panelView(request, registry, permissions, panel)}`, () => compute(request, panel, today));

  const numbers = (request: FastifyRequest, id: string, at: string | undefined) => {
    const panel = figurePanel(request, id);
    return kept(request, panel, dayAsked(at));
  };

  /** The first panels' numbers, from the same cache; one that fails is left out (the page asks for it itself). */
  const firstNumbers = async (request: FastifyRequest, panels: DashboardPanel[], today: string) => {
    const first = panels.filter((p) => !BUILT_IN.has(p.kind)).slice(0, INLINE_PANELS);
    const answers = await Promise.all(
      first.map((p) =>
        kept(request, p, today).catch((error: unknown) => {
          request.log.warn({ err: error, panel: p.id }, 'números do painel não calculados com a lista');
          return undefined;
        }),
      ),
    );
    return answers.filter((a): a is PanelData => a !== undefined);
  };

  return {
    'painel.dashboard': async (request) => {
      const today = dayAsked(request.query.at);
      const panels = registry.dashboard.panels.filter(mayRead(request));
      return { panels: panels.map((p) => listed(deps, p)), numbers: await firstNumbers(request, panels, today) };
    },
    'painel.panel': async (request) => numbers(request, request.params.panel, request.query.at),
    'painel.panelCsv': async (request, reply) => {
      const data = await numbers(request, request.params.panel, request.query.at);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="painel-${data.id}-${dayAsked(request.query.at)}.csv"`)
        .send(panelCsv(data));
    },
  };
});
