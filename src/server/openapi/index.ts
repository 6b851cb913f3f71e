export { openApiDocument, placedSchema } from './openApiDocument';
export { DOCS_CSS, docsPage } from './docsPage';
