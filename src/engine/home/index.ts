export { HomePage } from './HomePage';
export { useHomeController, type HomeController } from './useHomeController';
export { useResourceCard, type ResourceCardController } from './useResourceCard';
