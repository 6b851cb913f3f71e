export { seedDemo, type SeedSummary } from './seedDemo';
export { DemoDataError, demoDir, readDemoData } from './demoData';
export { makePng } from './png';
