// The signed-in layout (app bar with the page title and the user menu, navigation drawer), loaded after sign-in.
export { ShellLayout } from './ShellLayout';
export type { RouteHandle } from './routeHandle';
