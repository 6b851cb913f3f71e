import { uploadProblem } from '../../src/engine/form/widgets/checkUpload';

const bytes = (...parts: (string | number[])[]): Uint8Array<ArrayBuffer> =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const fileOf = (data: Uint8Array<ArrayBuffer>, name: string, type: string) => new File([data], name, { type });

describe('the browser checks an upload before sending it', () => {
  test.each([
    ['PNG', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]), 'a.png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'a.jpg'],
    ['GIF', bytes('GIF89a', [1, 0, 1, 0]), 'a.gif'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'a.webp'],
  ])('%s passes as an image', async (_, data, name) => {
    expect(await uploadProblem(fileOf(data, name, 'image/png'), ['image/*'])).toBeUndefined();
  });

  test('a PDF is refused where only images are accepted, and accepted where PDF is', async () => {
    const pdf = fileOf(bytes('%PDF-1.4\n'), 'proposta.png', 'image/png');
    expect(await uploadProblem(pdf, ['image/*'])).toBe('O arquivo enviado não é uma imagem válida (aceitos: imagens).');
    expect(await uploadProblem(pdf, ['image/*', 'application/pdf'])).toBeUndefined();
  });

  test('text under an image name is refused with the list of what is accepted', async () => {
    const text = fileOf(bytes('<svg onload=alert(1)>'), 'x.png', 'image/png');
    expect(await uploadProblem(text, ['image/*', 'application/pdf'])).toBe('O arquivo enviado não é de um tipo aceito (aceitos: imagens ou PDF).');
  });

  test('the limit is the server default, 5 MB, unless told otherwise', async () => {
    const big = fileOf(new Uint8Array(5 * 1024 * 1024 + 1), 'a.png', 'image/png');
    expect(await uploadProblem(big, ['image/*'])).toBe('Arquivo muito grande (máximo 5 MB).');
    const exact = new Uint8Array(5 * 1024 * 1024);
    exact.set(bytes([0x89], 'PNG\r\n\x1a\n'));
    expect(await uploadProblem(fileOf(exact, 'a.png', 'image/png'), ['image/*'])).toBeUndefined();
    expect(await uploadProblem(fileOf(bytes('GIF89a'), 'a.gif', 'image/gif'), ['image/*'], 3)).toBe('Arquivo muito grande (máximo 1 KB).');
  });
});
