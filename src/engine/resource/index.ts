export { groupResources, type NavigationGroup } from './groups';
