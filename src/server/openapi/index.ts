export { openApiDocument, placedSchema, type DeclaredCalls } from './openApiDocument';
export { DOCS_CSS, docsPage } from './docsPage';
