/**
 * Findings gathered on the tour, merged across widths so that one problem seen at 360, 390 and
 * 1280 px is one line that names all three, in a form a person can act on.
 */
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import type { Visit } from './screens';

export interface ContrastFinding {
  selector: string;
  text: string;
  colours: string;
  ratio: number;
  required: number;
}

export class Findings {
  private lines = new Map<string, number[]>();

  add(visit: Visit, what: string): void {
    const key = `${visit.screen.name} | ${visit.language} | ${what}`;
    this.lines.set(key, [...(this.lines.get(key) ?? []), visit.width]);
  }

  /** "screen | language | widths | what", sorted, for expect(...).toEqual([]). */
  list(): string[] {
    return [...this.lines]
      .map(([key, widths]) => {
        const [screen, language, ...what] = key.split(' | ');
        return [screen, language, `${widths.join('/')} px`, ...what].join(' | ');
      })
      .sort();
  }
}

export const contrastOf = (page: Page): Promise<ContrastFinding[]> =>
  page.evaluate(() => (window as unknown as { okotaProbes: { contrast: () => ContrastFinding[] } }).okotaProbes.contrast());

export const describeContrast = (finding: ContrastFinding): string =>
  `${finding.selector} | "${finding.text}" | ${finding.colours} | ${finding.ratio}:1 < ${finding.required}:1`;

/** Every axe violation, whatever its impact, with the first few elements it names. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 4)
      .map((node) => node.target.join(' '))
      .join(', ');
    const more = violation.nodes.length > 4 ? ` (+${violation.nodes.length - 4} more)` : '';
    return `${violation.id} (${violation.impact}): ${violation.help} | ${targets}${more}`;
  });
}
