import type { CompiledTemplate } from './compile-template.js';

const NO_PATHS: readonly string[] = Object.freeze([]);

/** A compiled template without tags: it renders the same text whatever the context. */
export class ConstantTemplate implements CompiledTemplate {
  readonly source: string;
  private readonly text: string;

  /** `text` is what the template renders: the source itself, or the source with `@@` escapes resolved. */
  constructor(source: string, text: string) {
    this.source = source;
    this.text = text;
  }

  get paths(): readonly string[] {
    return NO_PATHS;
  }

  render(): string {
    return this.text;
  }
}
