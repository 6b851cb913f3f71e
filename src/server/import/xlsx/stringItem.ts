import { MAX_CELL_CHARS, tooLarge } from './limits';

/** The text of a string item (`<si>`, `<is>`): its `<t>`s, a rich text's runs joined, phonetic guides (`<rPh>`) left out. */
export class StringItem {
  private text = '';
  private inT = false;
  private inPhonetic = false;

  open(name: string): void {
    if (name === 't') this.inT = true;
    else if (name === 'rPh') this.inPhonetic = true;
  }

  close(name: string): void {
    if (name === 't') this.inT = false;
    else if (name === 'rPh') this.inPhonetic = false;
  }

  add(text: string): void {
    if (!this.inT || this.inPhonetic) return;
    this.text += text;
    // Escapes (_x0041_) take seven characters for one: the limit is checked again once they are read.
    if (this.text.length > 8 * MAX_CELL_CHARS) throw tooLongCell();
  }

  /** Forgets what was gathered (a cell that had an inline string without saying it is one). */
  clear(): void {
    this.text = '';
  }

  /** The text, its `_xHHHH_` escapes read (characters XML cannot carry), and emptied for the next item. */
  take(): string {
    const text = unescapeXlsx(this.text);
    this.text = '';
    if (text.length > MAX_CELL_CHARS) throw tooLongCell();
    return text;
  }
}

const tooLongCell = () => tooLarge(`uma célula com mais de ${MAX_CELL_CHARS.toLocaleString('pt-BR')} caracteres`);

/** `_x000D_` is a carriage return; `_x005F_` an underscore, so `_x005F_x0041_` stays `_x0041_`. */
export const unescapeXlsx = (text: string) => (text.includes('_x') ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text);
