/**
 * Drawn by the server (src/app/firstPage.tsx: the app run in Node, no document), not in a browser: what depends on
 * a measured box or a scroll is drawn as the app first draws it, or placed without a scroll.
 */
export const onServer = typeof document === 'undefined';
