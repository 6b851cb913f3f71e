// Node only (the server, the build, tests): loads schemas/ from disk and validates it with ajv's compiler. The
// browser never loads this folder: it gets the descriptors and API profiles validated from the build
// (virtual:painel-descriptors, virtual:painel-validators, virtual:painel-apis).
export { DescriptorError, validateDescriptor } from './validateDescriptor';
export { defaultSchemasDir, readApiProfiles, readDashboard, readRoles, readSchemasDir } from './readSchemasDir';
