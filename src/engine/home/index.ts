export { HomePage } from './HomePage';
export { useHomeController } from './useHomeController';
export { useResourceCard } from './useResourceCard';
