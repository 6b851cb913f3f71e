// The engine's look, shared by every screen from the sign-in page on: theme, toasts, dialogs, progress.
export { theme, brandColor } from './theme';
export { COLOR_MODE_KEY, applyStoredColorMode } from './colorMode';
export { Toast, ToastAlert } from './Toast';
export { createNotify } from './createNotify';
export { TOAST_AREA, toastAreaStyles } from './toastArea';
export { keepClearOfToasts } from './toastClearance';
export { maxToasts } from './toastOptions';
export { CenteredProgress } from './CenteredProgress';
export { BusySpinner } from './BusySpinner';
export { ConfirmDialog } from './ConfirmDialog';
export { NoticeContext } from './noticeContext';
export { useDocumentTitle } from './useDocumentTitle';
export { useOpenedOnce } from './useOpenedOnce';
export { loadTooltipCode, TooltipHost, WithTooltip } from './TooltipHost';
export { StatusChip } from './StatusChip';
export { EmptyState, LoadFailure, LoadingRows, RefusedState } from './PageStates';
export { visuallyHidden } from './visuallyHidden';
export { osmProps, osmTiles, tileComponent } from './osmTiles';
