import { callValidator, SHAPES, type CallDeclaration, type DeclaredRoute } from '../calls';
import { HttpError } from '../http';
import type { Resource } from '../model';
import type { Transport } from '../transports';
import { backupsFeature } from './backups';
import { dashboardFeature } from './dashboard';
import type { Feature } from './feature';
import { historyFeature } from './history';
import { importFeature } from './import';
import { liveFeature } from './live';
import { mapFeature } from './map';
import { openApiFeature } from './openapi';
import { remindersFeature } from './reminders';
import { sessionsFeature } from './sessions';
import { timelineFeature } from './timeline';
import { trashFeature } from './trash';
import { viewsFeature } from './views';

/** Painel's own features, each a Fastify plugin registering the calls it declares. */
export const PAINEL_FEATURES: Feature[] = [historyFeature, trashFeature, sessionsFeature, liveFeature, importFeature, viewsFeature, timelineFeature, mapFeature, backupsFeature, dashboardFeature, remindersFeature, openApiFeature];

/** Every declaration of Painel's own calls, by name: what `npm run gen:types` types for both edges. */
export const PAINEL_CALLS: Record<string, CallDeclaration> = Object.assign({}, ...PAINEL_FEATURES.map((f) => f.calls));

/**
 * The `painel` profile: Painel's own calls at its base, from its features. Their shared shapes are Fastify's
 * (the answers are serialised by them), and each call registered is kept for the OpenAPI document.
 */
export function painelApi(features: Feature[] = PAINEL_FEATURES): Transport {
  return async (app, profile, deps) => {
    const resourceOf = (name: string | undefined): Resource => {
      const res = deps.registry.all.find((r) => r.name === name);
      if (!res) throw new HttpError(404, 'Recurso desconhecido.');
      return res;
    };
    await app.register(async (scope) => {
      for (const [name, schema] of Object.entries(SHAPES)) scope.addSchema({ ...schema, $id: name });
      const declared: DeclaredRoute[] = [];
      // HEAD routes Fastify adds for each GET carry the same declaration: it is kept once.
      scope.addHook('onRoute', (route) => {
        const d = route.config?.declared;
        if (d && route.method === d.call.method) declared.push(d);
      });
      const featureDeps = { ...deps, profile, resourceOf, validator: callValidator(SHAPES), declared };
      for (const f of features) await scope.register(f.plugin, featureDeps);
    });
  };
}

export type { Feature, FeatureDeps } from './feature';
