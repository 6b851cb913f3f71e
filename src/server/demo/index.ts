export { seedDemo, type SeedSummary } from './seedDemo';
export { DEMO_PASSWORD, demoData } from './demoData';
export { makePng, hexColor } from './png';
export { makePdf } from './pdf';
