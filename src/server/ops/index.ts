export { healthRoutes } from './health';
export { drainHooks, Lifecycle, shutdown, type ShutdownResult } from './lifecycle';
export { logRequests } from './requestLog';
export { requestId } from './requestIds';
