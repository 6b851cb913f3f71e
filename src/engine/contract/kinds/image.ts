import type { FieldKind } from './kind';
import { file } from './file.ts';

/** A picture (an outdoor's photo, an avatar): a file whose bytes are an image, drawn as a thumbnail. */
export const image: FieldKind = { ...file, format: (v) => (typeof v === 'string' && v ? 'Imagem' : '') };
