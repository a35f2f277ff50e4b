import { sql, type SQL } from 'drizzle-orm';
import { hiddenPlaceholder } from '../db/prepared.ts';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export const escapeLike = (q: string) => q.replace(/[\\%_]/g, (ch) => `\\${ch}`);
/** Escapes regular-expression characters so the text is matched as typed. */
export const escapeRegex = (q: string) => q.replace(/[\\^$.|?*+()[\]{}]/g, (ch) => `\\${ch}`);

/** Sorts after every other character: [text, text + MAX_CHAR) holds every text starting with `text`. */
export const MAX_CHAR = '\u{10FFFF}';

/**
 * A name as search compares it: folded by search_fold() (migration 0011: no case, accents or
 * dot-below, Hausa hooked letters plain), the expression the name indexes are built on. Queries
 * are folded by the same function, so "oyo" meets "Ọ̀yọ́" and "àgbà" meets "Agba".
 */
export const folded = (name: PgColumn) => sql`search_fold(${name})`;

/**
 * The folded text and the patterns made of it: values for a one-off statement, or placeholders
 * of the same names for a prepared one (search-catalog.ts).
 */
export type Patterns<T = string | SQL> = {
  /** The folded text. */
  q: T;
  /** Past every text starting with `q` (with `q`, a range of a byte-ordered index). */
  upper: T;
  /** LIKE: starts with `q`. */
  prefix: T;
  /** LIKE: contains `q`. */
  contains: T;
  /** Regular expression: a word starts with `q`. */
  wordStart: T;
};

export function patternsOf(q: string): Patterns<string> {
  return {
    q,
    upper: `${q}${MAX_CHAR}`,
    prefix: `${escapeLike(q)}%`,
    contains: `%${escapeLike(q)}%`,
    wordStart: `(^|[^[:alnum:]])${escapeRegex(q)}`,
  };
}

/** The patterns as placeholders of a prepared statement, hidden from its plans (db/prepared.ts). */
export const patternPlaceholders: Patterns<SQL> = {
  q: hiddenPlaceholder('q'),
  upper: hiddenPlaceholder('upper'),
  prefix: hiddenPlaceholder('prefix'),
  contains: hiddenPlaceholder('contains'),
  wordStart: hiddenPlaceholder('wordStart'),
};

/** Relevance of a plain match: 0 the whole name, 1 its start, 2 the start of one of its words, 3 inside a word. */
export function plainTier(name: SQL, p: Patterns): SQL {
  return sql`case
      when ${name} = ${p.q}::text then 0
      when ${name} like ${p.prefix}::text then 1
      when ${name} ~ ${p.wordStart}::text then 2
      else 3 end`;
}
