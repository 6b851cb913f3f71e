// "Atividade": every change across resources, filtered and exported (the painel profile).
export { ActivityPage } from './ActivityPage';
export { useActivityController, type ActivityController } from './useActivityController';
