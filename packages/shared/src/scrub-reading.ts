/**
 * A reading of a text: what the contact detector looks at (scrub-normalize.ts), each of its
 * characters remembering the span of the source it came from, so a match found in the reading is
 * replaced in the text as written and innocent text is never rewritten.
 */
export interface DetectorReading {
  text: string;
  /** Where the reading's character i starts and ends in the source (null: the reading is the source). */
  starts: number[] | null;
  ends: number[] | null;
}

export const identityReading = (text: string): DetectorReading => ({ text, starts: null, ends: null });

/**
 * Every match of a global `pattern` that never matches an empty string, as text.matchAll gives
 * them, without the copy of the pattern matchAll makes on each call.
 */
export function allMatches(pattern: RegExp, text: string): RegExpExecArray[] {
  const matches: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) matches.push(match);
  return matches;
}

/** A span [start, end) of the reading as a span of the source. */
export function sourceSpan(reading: DetectorReading, start: number, end: number): [number, number] {
  if (!reading.starts || !reading.ends) return [start, end];
  // Usually the first and the last character; a run put back in order (right-to-left override) runs backwards.
  let from = reading.starts[start];
  let to = reading.ends[end - 1];
  for (let i = start; i < end; i++) {
    from = Math.min(from, reading.starts[i]);
    to = Math.max(to, reading.ends[i]);
  }
  return [from, to];
}

/** Builds the next reading from `from`: each emitted piece is mapped to the span of `from` it replaces. */
export class ReadingBuilder {
  text = '';
  readonly starts: number[] = [];
  readonly ends: number[] = [];
  constructor(private readonly from: DetectorReading) {}

  emit(out: string, fromStart: number, fromEnd: number): void {
    const [start, end] = sourceSpan(this.from, fromStart, fromEnd);
    for (let i = 0; i < out.length; i++) {
      this.starts.push(start);
      this.ends.push(end);
    }
    this.text += out;
  }

  /** Characters kept as they are: each one's own span, as emit would map it one by one (a loop per case: it is the hot one). */
  copy(fromStart: number, fromEnd: number): void {
    const { text, starts, ends } = this.from;
    if (starts && ends) {
      for (let i = fromStart; i < fromEnd; i++) {
        this.starts.push(starts[i]);
        this.ends.push(ends[i]);
      }
    } else {
      for (let i = fromStart; i < fromEnd; i++) {
        this.starts.push(i);
        this.ends.push(i + 1);
      }
    }
    this.text += text.slice(fromStart, fromEnd);
  }

  build(): DetectorReading {
    return { text: this.text, starts: this.starts, ends: this.ends };
  }
}

/**
 * Every match of `pattern` (global) replaced by what `replace` returns (null: left alone). The
 * reading is unchanged, and kept as is, when nothing is replaced.
 */
export function replaceInReading(reading: DetectorReading, pattern: RegExp, replace: (match: RegExpExecArray) => string | null): DetectorReading {
  let builder: ReadingBuilder | null = null;
  let position = 0;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(reading.text); match; match = pattern.exec(reading.text)) {
    if (match[0].length === 0) {
      pattern.lastIndex++;
      continue;
    }
    const out = replace(match);
    if (out === null || out === match[0]) continue;
    builder ??= new ReadingBuilder(reading);
    builder.copy(position, match.index);
    builder.emit(out, match.index, match.index + match[0].length);
    position = match.index + match[0].length;
  }
  if (!builder) return reading;
  builder.copy(position, reading.text.length);
  return builder.build();
}
