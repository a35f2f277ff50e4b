/**
 * Tables have owners (decision 0003): the folder of src/server that db/tables/<owner>.ts is named
 * after is the only one that writes the tables declared there. A domain's use cases write its own tables; a workflow writes none itself but
 * calls the owners' use cases; infrastructure tables (rate_limits in db/, jobs in jobs/) are
 * written through their folder's functions.
 *
 * Refused outside the owner: `<anything>.insert(T)`, `.update(T)`, `.delete(T)` — `db`, `tx` or any
 * other receiver — where T is a table imported from db/schema.ts or db/tables/ (renamed or through
 * a namespace import), and raw SQL in a sql`…` template that inserts into, updates or deletes from
 * a table by name. Reads are free: any file may select from and join any table.
 *
 * A column may belong to another owner than its table (COLUMN_OWNERS): the ledger owns the balance
 * on profiles, so only the ledger sets it (in an update naming only its own columns), and nobody
 * else — the profiles domain included — names it in an insert or update.
 *
 * Tests, test helpers and the seed build fixtures and are not held to owners.
 *
 * Tables and their owners are read from disk when the config loads: every src/server/db/tables/
 * <owner>.ts, named after the folder of src/server that owns its tables, so a new table is owned
 * without editing this file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INFRASTRUCTURE } from './server-zones.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = 'src/server';

/** Columns written by another owner than their table's: table → column → owner. */
export const COLUMN_OWNERS = {
  profiles: { availableBalanceKobo: 'ledger', pendingBalanceKobo: 'ledger' },
};

/** The folder that declares every table and the files in it, one per owner. */
export const TABLES_DIR = `${server}/db/tables`;

/** Every table declared in src/server/db/tables/<owner>.ts: its export name → { owner, sqlName }. */
export const tableOwners = (() => {
  const owners = new Map();
  const absolute = path.join(repoRoot, TABLES_DIR);
  for (const file of fs.readdirSync(absolute).filter((name) => name.endsWith('.ts'))) {
    const source = fs.readFileSync(path.join(absolute, file), 'utf8');
    for (const match of source.matchAll(/export const (\w+) = pgTable\(\s*'([^']+)'/g)) {
      owners.set(match[1], { owner: file.replace(/\.ts$/, ''), sqlName: match[2] });
    }
  }
  return owners;
})();

const bySqlName = new Map([...tableOwners].map(([name, { sqlName }]) => [sqlName, name]));
const WRITES = new Set(['insert', 'update', 'delete']);
const TABLE_SOURCES = /(^|\/)(db\/schema|tables\/[\w-]+)(\.[jt]s)?$/;
const SQL_WRITE = /\b(insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;
const SQL_WRITE_BEFORE_VALUE = /\b(insert\s+into|update|delete\s+from)\s*"?$/i;

const isInfrastructure = (folder) => INFRASTRUCTURE.includes(folder);

/** The folder of src/server a file is in ('' for a file directly in src/server, null outside). */
function folderOf(filename) {
  const relative = path.relative(repoRoot, filename).split(path.sep).join('/');
  if (!relative.startsWith(`${server}/`)) return null;
  const parts = relative.slice(server.length + 1).split('/');
  return parts.length > 1 ? parts[0] : '';
}

function writerPhrase(writer, filename) {
  if (writer === '') return `src/server/${path.basename(filename)}`;
  if (isInfrastructure(writer)) return `src/server/${writer}/`;
  return `The ${writer} domain`;
}

function tableMessage(writer, filename, table, owner) {
  const home = `src/server/${owner}/`;
  if (writer === 'workflows') {
    return isInfrastructure(owner)
      ? `A workflow cannot write ${table} itself: call a function of ${home}, which owns it.`
      : `A workflow cannot write ${table} itself: call a use case of the ${owner} domain (${home}), which owns it.`;
  }
  const who = writerPhrase(writer, filename);
  return isInfrastructure(owner)
    ? `${who} cannot write ${table}: ${home} owns it. Call a function of ${home} instead.`
    : `${who} cannot write ${table}: the ${owner} domain owns it. Add a use case to ${home} and call it from a workflow.`;
}

const columnMessage = (table, column, owner) =>
  `Only the ${owner} domain writes ${table}.${column}: call its use case (src/server/${owner}/) from a workflow.`;

function findVariable(scope, name) {
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(name);
    if (variable) return variable;
  }
  return undefined;
}

/** The import that defines `identifier`, when it comes from db/schema.ts or a file of db/tables/. */
function tableImportOf(sourceCode, identifier) {
  const variable = findVariable(sourceCode.getScope(identifier), identifier.name);
  const definition = variable?.defs[0];
  if (definition?.type !== 'ImportBinding') return undefined;
  if (!TABLE_SOURCES.test(String(definition.parent.source.value))) return undefined;
  return definition.node;
}

/** The table export name `node` stands for, or undefined when it is no imported table. */
function tableOf(sourceCode, node) {
  let name;
  if (node?.type === 'Identifier') {
    const specifier = tableImportOf(sourceCode, node);
    if (specifier?.type === 'ImportSpecifier') name = specifier.imported.name ?? specifier.imported.value;
  } else if (node?.type === 'MemberExpression' && !node.computed && node.object.type === 'Identifier') {
    if (tableImportOf(sourceCode, node.object)?.type === 'ImportNamespaceSpecifier') name = node.property.name;
  }
  return name && tableOwners.has(name) ? name : undefined;
}

/** The property names of object literals (in arrays too); complete is false when one can't be known. */
function keysOf(node, into) {
  if (node?.type === 'ArrayExpression') {
    for (const element of node.elements) keysOf(element, into);
  } else if (node?.type === 'ObjectExpression') {
    for (const property of node.properties) {
      if (property.type === 'Property' && !property.computed && property.key.type === 'Identifier')
        into.keys.add(property.key.name);
      else if (property.type === 'Property' && !property.computed && property.key.type === 'Literal')
        into.keys.add(String(property.key.value));
      else into.complete = false;
    }
  } else {
    into.complete = false;
  }
  return into;
}

/** The columns a write names in its chain: .set({…}), .values({…} or […]), .onConflictDoUpdate({ set }). */
function writtenColumns(call) {
  const written = { keys: new Set(), complete: true };
  let current = call;
  while (
    current.parent?.type === 'MemberExpression' &&
    current.parent.object === current &&
    current.parent.parent?.type === 'CallExpression' &&
    current.parent.parent.callee === current.parent
  ) {
    const method = current.parent.property.name;
    const next = current.parent.parent;
    if (method === 'set' || method === 'values') keysOf(next.arguments[0], written);
    if (method === 'onConflictDoUpdate') {
      const options = next.arguments[0];
      const set = options?.type === 'ObjectExpression' ? options.properties.find((p) => p.key?.name === 'set') : null;
      if (set) keysOf(set.value, written);
    }
    current = next;
  }
  return written;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Only the folder that a table file in db/tables/ is named after writes the table.' },
    schema: [],
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const writer = folderOf(filename);
    if (writer === null) return {};
    const sourceCode = context.sourceCode ?? context.getSourceCode();

    function check(node, table, method, written) {
      const { owner } = tableOwners.get(table);
      const columnOwners = COLUMN_OWNERS[table] ?? {};
      const foreign = [...written.keys].filter((key) => columnOwners[key] && columnOwners[key] !== writer);
      if (foreign.length > 0) {
        for (const column of foreign)
          context.report({ node, message: columnMessage(table, column, columnOwners[column]) });
        return;
      }
      if (writer === owner) return;
      const ownColumnsOnly =
        method === 'update' &&
        written.complete &&
        written.keys.size > 0 &&
        [...written.keys].every((key) => columnOwners[key] === writer);
      if (!ownColumnsOnly) context.report({ node, message: tableMessage(writer, filename, table, owner) });
    }

    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || !WRITES.has(callee.property.name)) return;
        const table = tableOf(sourceCode, node.arguments[0]);
        if (table) check(node.arguments[0], table, callee.property.name, writtenColumns(node));
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        const { quasis, expressions } = node.quasi;
        const unknown = { keys: new Set(), complete: false };
        quasis.forEach((quasi, index) => {
          const text = quasi.value.cooked ?? quasi.value.raw;
          for (const match of text.matchAll(SQL_WRITE)) {
            const table = bySqlName.get(match[2].toLowerCase());
            if (table) check(quasi, table, match[1].toLowerCase().split(/\s/)[0], unknown);
          }
          const value = expressions[index];
          const verb = SQL_WRITE_BEFORE_VALUE.exec(text);
          const table = verb && value ? tableOf(sourceCode, value) : undefined;
          if (table) check(value, table, verb[1].toLowerCase().split(/\s/)[0], unknown);
        });
      },
    };
  },
};

export const ojaPlugin = { rules: { 'table-owners': rule } };

export const tableOwnerRules = [
  {
    files: [`${server}/**/*.ts`],
    ignores: [`${server}/**/*.test.ts`, `${server}/test/**`, `${server}/seed/**`],
    plugins: { oja: ojaPlugin },
    rules: { 'oja/table-owners': 'error' },
  },
];
