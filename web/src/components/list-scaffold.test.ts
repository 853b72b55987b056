import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListScaffold, type ListQuery, type ListScaffoldProps } from './list-scaffold';

const texts = { loading: 'Inapakia…', loadFailed: 'Imeshindikana kupakia', retry: 'Jaribu tena', empty: 'Hakuna vitu', emptyHint: 'Badilisha vichujio' };
const refetch = () => undefined;

function render(query: ListQuery, props: Partial<ListScaffoldProps> = {}) {
  return renderToStaticMarkup(
    createElement(ListScaffold, {
      query,
      texts,
      filters: createElement('p', null, 'FILTERS'),
      children: () => createElement('ul', null, 'ROWS'),
      ...props,
    }),
  );
}

describe('ListScaffold: what an admin sees of a list', () => {
  it('shows the filters and a spinner with the given words until the first answer', () => {
    const html = render({ isError: false, refetch });
    expect(html).toContain('FILTERS');
    expect(html).toContain('role="status"');
    expect(html).toContain('Inapakia…');
    expect(html).not.toContain('ROWS');
  });

  it('shows the translated failure and a retry when the first load failed', () => {
    const html = render({ isError: true, refetch });
    expect(html).toContain('role="alert"');
    expect(html).toContain('Imeshindikana kupakia');
    expect(html).toContain('Jaribu tena');
    expect(html).not.toContain('ROWS');
  });

  it('keeps the last answer on screen when a later refetch fails', () => {
    const html = render({ data: [1], isError: true, refetch });
    expect(html).toContain('ROWS');
    expect(html).not.toContain('role="alert"');
  });

  it('shows the empty state with its hint, and still the summary and footer, when there are no rows', () => {
    const html = render(
      { data: [], isError: false, refetch },
      {
        isEmpty: true,
        summary: createElement('p', null, 'SUMMARY'),
        footer: createElement('nav', null, 'FOOTER'),
      },
    );
    expect(html).toContain('Hakuna vitu');
    expect(html).toContain('Badilisha vichujio');
    expect(html).toMatch(/SUMMARY.*Hakuna vitu.*FOOTER/);
    expect(html).not.toContain('ROWS');
  });

  it('shows the rows between summary and footer once loaded', () => {
    const html = render(
      { data: [1], isError: false, refetch },
      {
        summary: createElement('p', null, 'SUMMARY'),
        footer: createElement('nav', null, 'FOOTER'),
      },
    );
    expect(html).toMatch(/FILTERS.*SUMMARY.*ROWS.*FOOTER/);
    expect(html).not.toContain('Hakuna vitu');
  });
});
