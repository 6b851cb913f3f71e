import { notFound } from '../../http';
import { feature } from '../feature';
import { DASHBOARD_CALLS } from './calls';

/** The home page's panels. The contract first: the declared panels and their figures come next. */
export const dashboardFeature = feature(DASHBOARD_CALLS, () => ({
  'painel.dashboard': async () => ({ panels: [] }),
  'painel.panel': async () => {
    throw notFound('Painel desconhecido.');
  },
  'painel.panelCsv': async () => {
    throw notFound('Painel desconhecido.');
  },
}));
