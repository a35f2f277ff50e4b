import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { categories, stores } from '../db/schema.ts';
import { folded, plainTier, type Patterns } from './search-text.ts';
import { isNearMiss } from './typo-match.ts';

/** At most this many near-miss candidates among categories and among stores, the most similar first. */
const NEAR_MISS_CANDIDATES = sql.raw('500');

/**
 * The candidates for a short list of categories or stores matching the folded text `q`, as one
 * JSON array (a column of search's statement that finds products): active ones whose folded name contains `q` or
 * shares enough letter triples with it (pg_trgm word similarity, CANDIDATE_SIMILARITY), ranked exact, prefix, word
 * start, inside a word, then the others, by similarity then newest. Each element holds `columns`
 * by their keys, `plain` (contains `q`) and the folded name; shortListOf keeps the real matches.
 */
export function shortListCandidates(
  table: typeof categories | typeof stores,
  columns: Record<string, PgColumn>,
  p: Patterns,
): SQL {
  const name = folded(table.name);
  const inside = sql`${name} like ${p.contains}::text`;
  const similarity = sql`word_similarity(${p.q}::text, ${name})`;
  const fields = Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  const rank = sql`case when ${inside} then ${plainTier(name, p)} else 4 end, ${similarity} desc, ${table.createdAt} desc, ${table.id} desc`;
  // `<%` (word similarity at least CANDIDATE_SIMILARITY, a setting of every connection) rather
  // than word_similarity(): with many stores, both halves are lookups in the trigram index.
  return sql`(select coalesce(json_agg(candidate.row order by candidate.ord), '[]'::json) from (
      select json_build_object(${sql.join(fields, sql`, `)}, 'plain', ${inside}, 'nameForMatch', ${name}) as row,
        row_number() over (order by ${rank}) as ord
      from ${table}
      where ${and(eq(table.isActive, true), sql`(${inside} or ${p.q}::text <% ${name})`)}
      order by ${rank}
      limit ${NEAR_MISS_CANDIDATES}) candidate)`;
}

type Row<C extends Record<string, PgColumn>> = {
  [K in keyof C]: C[K]['_']['notNull'] extends true ? C[K]['_']['data'] : C[K]['_']['data'] | null;
};

/**
 * The first `limit` real matches among the candidates of shortListCandidates: the plain ones and
 * the near-misses (typo-match.ts), each column read as Drizzle reads it (a date as a Date).
 */
export function shortListOf<C extends Record<string, PgColumn>>(
  candidates: unknown,
  columns: C,
  q: string,
  limit: number,
): Row<C>[] {
  const rows = (candidates ?? []) as (Record<string, unknown> & { plain: boolean; nameForMatch: string })[];
  return rows
    .filter((row) => row.plain || isNearMiss(q, row.nameForMatch))
    .slice(0, limit)
    .map(
      (row) =>
        Object.fromEntries(
          Object.entries(columns).map(([key, column]) => {
            const value = row[key];
            return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
          }),
        ) as Row<C>,
    );
}
