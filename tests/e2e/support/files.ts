import { makePdf } from '../../../src/server/demo/pdf';
import { makePng, type Rgb } from '../../../src/server/demo/png';

/** Real files for uploads, made in memory (nothing binary committed). */
export const png = (name: string, color: Rgb = [43, 172, 165]) => ({ name, mimeType: 'image/png', buffer: makePng(64, 40, color, [255, 255, 255]) });
export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: makePdf('Proposta comercial', ['Painel E2E']) });
/** Text wearing an image's name and type: the server must look at the bytes. */
export const fakePng = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from('isto não é uma imagem, é texto\n') });
