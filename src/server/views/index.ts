export { ViewStore, type Viewer } from './viewStore';
export { viewFlag, viewName, viewState } from './viewInput';
