export { CellValue } from './cellRegistry';
