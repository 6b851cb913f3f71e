export { clientRoutes, CLIENT_BASE } from './clientRoutes';
export { clientBuildReason, buildClient } from './clientBuild';
