/**
 * The content check in the editor's language. Turns each zod issue into a
 * plain sentence that says what to do, looking at the value the editor
 * actually wrote (from the raw JSON) and at the schema (the fields allowed at
 * that place, whether a number must be whole). Also names the place of a
 * problem by its item, not its position: doctors[3].photo.src becomes
 * doctor "dr-asha-rao" › photo › src.
 *
 * No message here repeats zod's own wording; a schema's custom message
 * ("must be a date written YYYY-MM-DD") is used as it is.
 */
import type { z } from 'zod';
import type { PathPart } from './json-position';
import { charCount } from './schema';
import { didYouMean, nearest } from './suggest';

type Issue = z.core.$ZodIssue;

// --------------------------------------------------------- raw JSON values

/** The value at a path of the raw JSON, and whether it is there at all. */
export function valueAt(data: unknown, path: readonly PathPart[]): { found: boolean; value: unknown } {
  let value = data;
  for (const part of path) {
    if (value === null || typeof value !== 'object' || !Object.prototype.hasOwnProperty.call(value, part)) return { found: false, value: undefined };
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return { found: true, value };
}

const clip = (s: string, max = 40) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

/** A value as an editor sees it in the file: "12" with its quotes, 12, true, a list […]. */
export function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(clip(value));
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list []' : 'a list [ … ]';
  if (value !== null && typeof value === 'object') return 'a group of fields { … }';
  return String(value);
}

/** The fields whose text names an item, in order of preference. */
const NAME_FIELDS = ['id', 'slug', 'label', 'name', 'title', 'question', 'caption'] as const;

/** The id or name an item goes by, e.g. "dr-asha-rao" for a doctor. */
function nameOf(item: unknown): string | undefined {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined;
  for (const field of NAME_FIELDS) {
    const value = (item as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim() !== '') return clip(value.trim());
  }
  return undefined;
}

/** What one entry of a list called `key` is: doctors → doctor, testimonies → testimony; undefined if not a plural. */
export function singular(key: string): string | undefined {
  if (/ies$/.test(key)) return key.slice(0, -3) + 'y';
  if (/(ss|sh|ch|x|z)es$/.test(key)) return key.slice(0, -2);
  if (/[^s]s$/.test(key)) return key.slice(0, -1);
  return undefined;
}

export interface Place {
  /** The item(s) the problem is in: `doctor "dr-asha-rao"`, `service "angioplasty" › body item 3`. */
  item?: string;
  /** The field inside that item (or the file, if no item): `experienceYears`, `photo › src`. */
  field?: string;
  /** The noun of the innermost item, for sentences like "add it to this doctor". */
  noun?: string;
}

/** Names the place of a path by the items on the way, read from the raw JSON. */
export function describePlace(data: unknown, path: readonly PathPart[]): Place {
  const steps: string[] = [];
  let itemSteps = 0;
  let noun: string | undefined;
  let value = data;
  path.forEach((part, i) => {
    const next = valueAt(value, [part]).value;
    if (typeof part === 'number') {
      const key = typeof path[i - 1] === 'string' ? (path[i - 1] as string) : undefined;
      if (key !== undefined) steps.pop();
      const one = key === undefined ? 'item' : singular(key);
      const name = nameOf(next);
      noun = one ?? (key !== undefined ? `${key} item` : 'item');
      steps.push(name !== undefined ? `${noun} "${name}"` : one !== undefined ? `${one} ${part + 1}` : `${key ?? ''} item ${part + 1}`.trim());
      itemSteps = steps.length;
    } else steps.push(part);
    value = next;
  });
  const item = steps.slice(0, itemSteps).join(' › ');
  const field = steps.slice(itemSteps).join(' › ');
  return { item: item || undefined, field: field || undefined, noun: itemSteps > 0 ? noun : undefined };
}

/** "this doctor", "\"phones\"" or "this file": what holds the field at `path`. */
function holderOf(data: unknown, path: readonly PathPart[]): string {
  const last = path.at(-1);
  if (last === undefined) return 'this file';
  if (typeof last === 'string') return `"${last}"`;
  return `this ${describePlace(data, path).noun ?? 'item'}`;
}

// ------------------------------------------------------------ the schema

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  values?: unknown[];
  getter?: () => z.ZodType;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Looks through optional, default, transforms and lazy wrappers to the schema that checks the value. */
function unwrap(schema: z.ZodType): z.ZodType {
  for (let s = schema, n = 0; n < 20; n++) {
    const def = defOf(s);
    const inner =
      def.innerType ?? (def.type === 'pipe' ? def.in : undefined) ?? (def.type === 'lazy' ? def.getter?.() : undefined);
    if (!inner) return s;
    s = inner;
  }
  return schema;
}

/** Of a union's options, the one that applies to `value` (by its discriminator, e.g. "type"). */
function optionFor(def: Def, value: unknown): z.ZodType | undefined {
  const options = def.options ?? [];
  if (def.discriminator && value !== null && typeof value === 'object') {
    const tag = (value as Record<string, unknown>)[def.discriminator];
    return options.find((o) => {
      const field = defOf(unwrap(o)).shape?.[def.discriminator!];
      return field !== undefined && (defOf(unwrap(field)).values ?? []).includes(tag);
    });
  }
  return options.length === 1 ? options[0] : undefined;
}

/** The schema that checks the value at `path`, following the raw JSON through unions. */
export function schemaAt(root: z.ZodType, path: readonly PathPart[], data: unknown): z.ZodType | undefined {
  let schema: z.ZodType | undefined = root;
  let value = data;
  for (const part of [...path, null]) {
    if (!schema) return undefined;
    schema = unwrap(schema);
    if (defOf(schema).type === 'union') {
      const option = optionFor(defOf(schema), value);
      if (!option) return undefined;
      schema = unwrap(option);
    }
    if (part === null) return schema;
    const def = defOf(schema);
    if (def.type === 'object' && typeof part === 'string') schema = def.shape?.[part];
    else if (def.type === 'array' && typeof part === 'number') schema = def.element;
    else return undefined;
    value = valueAt(value, [part]).value;
  }
  return schema;
}

/** The field names an object schema allows (without "$schema"). */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  const def = schema && defOf(unwrap(schema));
  return def?.type === 'object' ? Object.keys(def.shape ?? {}).filter((k) => k !== '$schema') : [];
}

const isWholeNumber = (schema: z.ZodType | undefined) => !!schema && (unwrap(schema) as unknown as { isInt?: boolean }).isInt === true;

// ------------------------------------------------------------- wording

/** zod's own English messages all start like this; anything else was written for this schema. */
const ZOD_WORDING = /^(Invalid|Too (big|small)|Unrecognized key|Expected|Required)/;

/** What a value of a zod type is, in words. */
function kindOf(expected: string, whole = false): string {
  switch (expected) {
    case 'string':
      return 'text in double quotes';
    case 'number':
      return whole ? 'a whole number written without quotes' : 'a number written without quotes';
    case 'int':
      return 'a whole number written without quotes';
    case 'boolean':
      return 'true or false, written without quotes';
    case 'array':
      return 'a list in square brackets [ … ]';
    case 'object':
      return 'a group of fields in curly braces { … }';
    case 'null':
      return 'null';
    default:
      return `a value of the kind "${expected}"`;
  }
}

const nowIs = (value: unknown) => ` (it is ${shown(value)} now)`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** Continues a sentence after an optional "; did you mean …?": a new sentence after the question, else after a semicolon. */
const then = (guess: string, rest: string) => (guess ? `${guess} ${rest[0]!.toUpperCase()}${rest.slice(1)}` : `; ${rest}`);
const listOf = (values: readonly unknown[]) => values.map((v) => (typeof v === 'string' ? v : String(v))).join(', ');

export interface Explained {
  path: PathPart[];
  message: string;
}

/** While explaining: a missing field, and an unknown field with the field it probably meant. */
interface Draft extends Explained {
  missing?: boolean;
  meant?: string;
}

/**
 * Plain-English messages for the zod issues of one file. `schema` is the
 * file's schema and `data` its raw parsed JSON.
 */
export function explainIssues(issues: readonly Issue[], schema: z.ZodType, data: unknown): Explained[] {
  // a value of the wrong kind gets one message: zod may also measure it ("too long") as if it were right
  const wrongKind = new Set(issues.filter((i) => i.code === 'invalid_type').map((i) => JSON.stringify(i.path)));
  const drafts = issues
    .filter((issue) => issue.code === 'invalid_type' || !wrongKind.has(JSON.stringify(issue.path)))
    .flatMap((issue) => explainIssue(issue, [], schema, data));
  // a misspelt field ("qualifcations") leaves the real one missing: say it once, at the misspelling
  const missing = new Set(drafts.filter((d) => d.missing).map((d) => JSON.stringify(d.path)));
  const respelt = new Set<string>();
  const merged = drafts.map((d) => {
    const meant = d.meant === undefined ? undefined : JSON.stringify([...d.path.slice(0, -1), d.meant]);
    if (meant === undefined || !missing.has(meant)) return d;
    respelt.add(meant);
    const name = String(d.path.at(-1));
    return { ...d, message: `"${name}" is not a field ${holderOf(data, d.path.slice(0, -1))} can have, and "${d.meant}" is missing; correct the spelling to "${d.meant}"` };
  });
  return merged.filter((d) => !respelt.has(JSON.stringify(d.path))).map(({ path, message }) => ({ path, message }));
}

function explainIssue(issue: Issue, base: readonly PathPart[], schema: z.ZodType, data: unknown): Draft[] {
  const path = [...base, ...(issue.path as PathPart[])];
  const { found, value } = valueAt(data, path);
  const custom = issue.message && !ZOD_WORDING.test(issue.message) ? issue.message : undefined;
  const one = (message: string, at = path): Draft[] => [{ path: at, message }];
  const key = path.at(-1);
  const parentPath = path.slice(0, -1);

  switch (issue.code) {
    case 'invalid_type': {
      const parent = valueAt(data, parentPath);
      const missing = !found && typeof key === 'string' && parent.found && parent.value !== null && typeof parent.value === 'object';
      const whole = issue.expected === 'int' || isWholeNumber(schemaAt(schema, path, data));
      const kind = kindOf(issue.expected, whole);
      if (missing) return [{ path, message: `is missing; add "${String(key)}" to ${holderOf(data, parentPath)}, with ${kind}`, missing: true }];
      if (custom) return one(custom + nowIs(value));
      if ((issue.expected === 'number' || issue.expected === 'int') && typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)))
        return one(`must be ${kind}, like ${Number(value)}${nowIs(value)}`);
      if (issue.expected === 'int' && typeof value === 'number')
        return one(`must be a whole number, like ${Math.round(value)}${nowIs(value)}`);
      if (issue.expected === 'string' && (typeof value === 'number' || typeof value === 'boolean'))
        return one(`must be text in double quotes, like "${value}"${nowIs(value)}`);
      if (issue.expected === 'boolean' && (value === 'true' || value === 'false'))
        return one(`must be ${value} without quotes${nowIs(value)}`);
      if (issue.expected === 'array' && typeof value === 'string')
        return one(`must be a list in square brackets, like [${JSON.stringify(clip(value))}]${nowIs(value)}`);
      if (value === null) return one(`must be ${kind}; null is not accepted here`);
      return one(`must be ${kind}${nowIs(value)}`);
    }

    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const limit = Number(small ? issue.minimum : issue.maximum);
      const exact = issue.exact === true;
      const inclusive = issue.inclusive !== false;
      if (issue.origin === 'string' && typeof value === 'string') {
        const length = charCount(value.trim());
        const has = ` (it has ${plural(length, 'character')} now)`;
        if (custom) return one(length === 0 ? custom : custom + has);
        if (small && limit <= 1) return one('must not be empty; write the text, or remove the field if it is optional');
        if (exact) return one(`must be exactly ${plural(limit, 'character')} long${has}`);
        return one(
          small
            ? `is too short: write at least ${plural(limit, 'character')}${has}`
            : `is too long: at most ${plural(limit, 'character')}${has}; shorten it by ${plural(length - limit, 'character')}`,
        );
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        const count = Array.isArray(value) ? value.length : 0;
        const has = ` (it has ${plural(count, 'entry', 'entries')} now)`;
        if (custom) return one(custom + has);
        const fix = count < limit ? `add ${limit - count} more` : `remove ${count - limit}`;
        if (exact) return one(`must have exactly ${plural(limit, 'entry', 'entries')}${has}; ${fix}`);
        if (small && limit <= 1 && count === 0) return one('must not be an empty list; add at least one entry');
        return one(`${small ? 'needs at least' : 'can have at most'} ${plural(limit, 'entry', 'entries')}${has}; ${fix}`);
      }
      if (custom) return one(custom + nowIs(value));
      const bound = small ? (inclusive ? 'at least' : 'more than') : inclusive ? 'at most' : 'less than';
      return one(`must be ${exact ? 'exactly' : bound} ${limit}${nowIs(value)}`);
    }

    case 'invalid_format': {
      if (custom) return one(custom + nowIs(value));
      switch (issue.format) {
        case 'email':
          return one(`must be an e-mail address, like "info@example.org"${nowIs(value)}`);
        case 'url':
          return one(`must be a full web address starting with https://, like "https://www.example.org/page"${nowIs(value)}`);
        case 'date':
        case 'datetime':
          return one(`must be a date written YYYY-MM-DD, like "2025-06-15"${nowIs(value)}`);
        case 'starts_with':
          return one(`must start with "${(issue as { prefix?: string }).prefix}"${nowIs(value)}`);
        case 'ends_with':
          return one(`must end with "${(issue as { suffix?: string }).suffix}"${nowIs(value)}`);
        case 'includes':
          return one(`must contain "${(issue as { includes?: string }).includes}"${nowIs(value)}`);
        default:
          return one(`is not written the way this field must be${nowIs(value)}; compare it with the same field in another entry`);
      }
    }

    case 'invalid_value': {
      if (custom) return one(custom + nowIs(value));
      const values = issue.values;
      if (values.length === 1) return one(`must be ${JSON.stringify(values[0])}${nowIs(value)}`);
      const guess = typeof value === 'string' ? didYouMean(value, values.filter((v): v is string => typeof v === 'string')) : '';
      return one(`${shown(value)} is not one of the values allowed here${then(guess, `choose one of: ${listOf(values)}`)}`);
    }

    case 'unrecognized_keys': {
      const allowed = fieldsOf(schemaAt(schema, path, data));
      const holder = holderOf(data, path);
      return issue.keys.map((name) => {
        const candidates = allowed.filter((f) => !issue.keys.includes(f));
        const guess = didYouMean(name, candidates);
        const fix = guess
          ? then(guess, 'correct the spelling, or remove the field')
          : `; remove it${allowed.length > 0 ? ` (the fields of ${holder} are: ${allowed.join(', ')})` : ''}`;
        return { path: [...path, name], message: `"${name}" is not a field ${holder} can have${fix}`, meant: nearest(name, candidates) };
      });
    }

    case 'invalid_union': {
      if (issue.inclusive === false) return one(`fits more than one form this field can take${nowIs(value)}; make it match exactly one`);
      if (issue.discriminator !== undefined && issue.errors.length === 0) {
        const options = (issue.options ?? []).map(String);
        const at = path.at(-1) === issue.discriminator ? path : [...path, issue.discriminator ?? 'type'];
        const tag = valueAt(data, at);
        if (!tag.found) return one(`is missing; add "${String(at.at(-1))}" with one of: ${options.join(', ')}`, at);
        const guess = typeof tag.value === 'string' ? didYouMean(tag.value, options) : '';
        const name = String(at.at(-1));
        return one(`${shown(tag.value)} is not a known ${name}${then(guess, `the ${name} must be one of: ${options.join(', ')}`)}`, at);
      }
      const branches = issue.errors.filter((b) => b.length > 0).sort((a, b) => a.length - b.length);
      if (branches[0]) return branches[0].flatMap((inner) => explainIssue(inner, path, schema, data));
      return one(`is not in a form this field accepts${nowIs(value)}`);
    }

    case 'not_multiple_of':
      return one(custom ? custom + nowIs(value) : `must be a multiple of ${issue.divisor}${nowIs(value)}`);

    case 'invalid_key':
      return one(custom ?? 'has a field name that is not accepted here; check the spelling of the names in this group');

    case 'invalid_element':
      return one(custom ?? 'has an entry that is not accepted here; check each entry of this list');

    case 'custom':
    default: {
      // a refinement's message; the value is shown when it is short and the message does not quote it already
      const short = (typeof value === 'string' && value.length <= 40) || typeof value === 'number';
      if (custom) return one(short && !custom.includes(shown(value)) ? custom + nowIs(value) : custom);
      return one(`is not accepted${found ? nowIs(value) : ''}; check it against the same field in another entry`);
    }
  }
}
