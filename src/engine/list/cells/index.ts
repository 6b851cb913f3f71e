export { CellValue } from './cellRegistry';
export { cellAlign } from './cellAlign';
