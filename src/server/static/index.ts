export { clientRoutes, CLIENT_BASE } from './clientRoutes';
export { clientBuildReason, buildClient } from './clientBuild';
export { clientSecurityHeaders, CSP_SOURCES_FILE, httpOrigin } from './securityHeaders';
