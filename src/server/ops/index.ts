export { healthRoutes } from './health';
export { drainHooks, Lifecycle, shutdown } from './lifecycle';
export { logRequests } from './requestLog';
export { requestId } from './requestIds';
