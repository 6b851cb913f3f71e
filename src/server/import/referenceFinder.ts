import type { Resource } from '../model';
import type { RecordService } from '../records';
import { folded } from './importFields';

type Found = { id: string } | { message: string };

const lower = (s: string) => s.charAt(0).toLocaleLowerCase('pt-BR') + s.slice(1);

/**
 * A reference cell as a person writes it: the record's id, or its title ("Locatário: Maria Souza", found
 * regardless of case). Each distinct text is looked up once per import.
 */
export class ReferenceFinder {
  private readonly found = new Map<string, Found>();

  constructor(
    private readonly service: RecordService,
    /** Whether titles of this target may be searched (the role may list it); ids are always taken. */
    private readonly mayFind: (target: Resource) => boolean,
  ) {}

  async find(target: Resource, text: string): Promise<Found> {
    const key = `${target.name}\0${folded(text)}`;
    let answer = this.found.get(key);
    if (!answer) {
      answer = await this.lookUp(target, text);
      this.found.set(key, answer);
    }
    return answer;
  }

  private async lookUp(target: Resource, text: string): Promise<Found> {
    const { labels, titleField } = target.descriptor;
    if (await this.service.exists(target, text)) return { id: text };
    // A role that may not list the target learns nothing of its titles: not even whether one exists.
    if (!this.mayFind(target)) return { message: `Informe ${labels.gender === 'f' ? 'a' : 'o'} ${lower(labels.singular)} pelo ID.` };
    const titled = titleField ? await this.service.findCaseless(target, titleField, text) : [];
    if (titled.length === 1) return { id: String(titled[0].id) };
    const feminine = labels.gender === 'f';
    if (titled.length > 1) return { message: `Há ${titled.length} ${lower(labels.plural)} chamad${feminine ? 'a' : 'o'}s "${text}": informe o ID.` };
    return { message: `${labels.singular} "${text}" não encontrad${feminine ? 'a' : 'o'}: informe ${feminine ? 'a' : 'o'} ${lower(labels.singular)} pelo nome ou pelo ID.` };
  }
}
