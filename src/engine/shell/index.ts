export { EngineRoot, type EngineRootProps } from './EngineRoot';
export { theme, brandColor } from './theme';
export { icons, iconFor, resourceIcon } from './icons';
export { createNotify } from './createNotify';
export { toastDurations, maxToasts } from './toastOptions';
export { LoadingBar } from './LoadingBar';
export { NotFoundPage } from './NotFoundPage';
export { CenteredProgress } from './CenteredProgress';
export { useDocumentTitle } from './useDocumentTitle';
