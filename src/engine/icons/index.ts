// Icons by the names descriptors use; only signed-in screens draw them (not part of the sign-in page's code).
export { iconFor, resourceIcon } from './icons';
export { plainIcon } from './plainIcon';
