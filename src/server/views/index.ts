export { ViewStore, type Viewer } from './viewStore';
export { viewState } from './viewInput';
