/**
 * The tsquery text read-search.ts and search-expansion.ts write ("(samsung:* | 'simu') & 'l:nairobi'"),
 * read back into a tree the in-memory index (search-index.ts) can answer. Only what those files
 * write is understood: quoted or bare lexemes, `:*` prefixes, `&`, `|`, `!` and parentheses, with
 * PostgreSQL's precedence (! over & over |). Anything else throws, and the search is answered
 * by SQL instead (search-index-answer.ts), so a query this reader gets wrong is never answered.
 */
export type QueryNode = { kind: 'lexeme'; text: string; prefix: boolean } | { kind: 'and' | 'or'; children: QueryNode[] } | { kind: 'not'; child: QueryNode };

export class UnreadableQuery extends Error {}

type Token = { kind: 'op'; op: '&' | '|' | '!' | '(' | ')' } | { kind: 'lexeme'; text: string; prefix: boolean };

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < query.length) {
    const c = query[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '&' || c === '|' || c === '!' || c === '(' || c === ')') {
      tokens.push({ kind: 'op', op: c });
      i++;
    } else {
      let text = '';
      if (c === "'") {
        i++;
        for (;;) {
          if (i >= query.length) throw new UnreadableQuery('unterminated quote');
          const d = query[i]!;
          if (d === '\\') {
            text += query[i + 1] ?? '';
            i += 2;
          } else if (d === "'" && query[i + 1] === "'") {
            text += "'";
            i += 2;
          } else if (d === "'") {
            i++;
            break;
          } else {
            text += d;
            i++;
          }
        }
      } else {
        // A bare word ends where an operator, a space or a weight/prefix marker begins.
        while (i < query.length && !/[\s&|!():']/.test(query[i]!)) text += query[i++];
      }
      let prefix = false;
      if (query[i] === ':') {
        if (query[i + 1] !== '*') throw new UnreadableQuery('weights are not read');
        prefix = true;
        i += 2;
      }
      if (!text) throw new UnreadableQuery('empty lexeme');
      tokens.push({ kind: 'lexeme', text, prefix });
    }
  }
  return tokens;
}

export function parseTsquery(query: string): QueryNode {
  const tokens = tokenize(query);
  let at = 0;
  const peek = () => tokens[at];
  const isOp = (op: string) => {
    const token = peek();
    return token?.kind === 'op' && token.op === op;
  };
  const flat = (kind: 'and' | 'or', children: QueryNode[]): QueryNode =>
    children.length === 1 ? children[0]! : { kind, children: children.flatMap((child) => (child.kind === kind ? child.children : [child])) };
  const orExpr = (): QueryNode => {
    const children = [andExpr()];
    while (isOp('|')) {
      at++;
      children.push(andExpr());
    }
    return flat('or', children);
  };
  const andExpr = (): QueryNode => {
    const children = [unary()];
    while (isOp('&')) {
      at++;
      children.push(unary());
    }
    return flat('and', children);
  };
  const unary = (): QueryNode => {
    const token = peek();
    if (!token) throw new UnreadableQuery('query ends early');
    at++;
    if (token.kind === 'lexeme') return token;
    if (token.op === '!') return { kind: 'not', child: unary() };
    if (token.op === '(') {
      const inner = orExpr();
      if (!isOp(')')) throw new UnreadableQuery('missing )');
      at++;
      return inner;
    }
    throw new UnreadableQuery(`unexpected ${token.op}`);
  };
  const tree = orExpr();
  if (at !== tokens.length) throw new UnreadableQuery('trailing text');
  return tree;
}
