import { LANGUAGES, type Language } from '@contracts/language';

/** One message in every language. */
export type MessageTexts = Readonly<Record<Language, string>>;
/** Messages by key, as an area (the core, or one module) writes them. */
export type MessageSet = Readonly<Record<string, MessageTexts>>;

/**
 * The message catalogue: the areas' sets merged by key. Registration checks what the compiler
 * cannot see across files, so a mistake stops the process as it starts (the sets register when
 * their files load): a key registered by two areas (or twice), a text missing or empty in a language.
 */
export class MessageCatalogue {
  private readonly texts = new Map<string, MessageTexts>();
  private readonly owners = new Map<string, string>();
  private readonly areas = new Map<string, MessageSet>();

  register(area: string, set: MessageSet): void {
    const known = this.areas.get(area);
    if (known === set) return; // the same file seen again (e.g. a jest setup file and the module file)
    if (known) throw new Error(`Messages: the area "${area}" is registered twice`);
    const problems: string[] = [];
    for (const [key, texts] of Object.entries(set)) {
      const owner = this.owners.get(key);
      if (owner) problems.push(`"${key}" is registered by ${owner} and ${area}`);
      const missing = LANGUAGES.filter((lang) => typeof texts?.[lang] !== 'string' || !texts[lang].trim());
      if (missing.length) problems.push(`"${key}" (${area}) has no text in ${missing.join(', ')}`);
    }
    if (problems.length) throw new Error(`Messages: ${problems.join('; ')}`);
    this.areas.set(area, set);
    for (const [key, texts] of Object.entries(set)) {
      this.texts.set(key, texts);
      this.owners.set(key, area);
    }
  }

  get(key: string): MessageTexts | undefined {
    return this.texts.get(key);
  }

  has(key: string): boolean {
    return this.texts.has(key);
  }

  /** The registered areas, in registration order. */
  areaNames(): string[] {
    return [...this.areas.keys()];
  }
}
