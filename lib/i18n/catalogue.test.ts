/**
 * The catalogues are complete and used (issue 26): every namespace has the same keys in every
 * language, every message is valid ICU with the same arguments as the English one, every key is
 * used by the source (literally, as 'key' or .key, or declared in dynamic-keys.ts), and no
 * namespace is missing a file.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { NAMESPACES, catalogue, type Messages } from './catalogue';
import { DYNAMIC_KEYS } from './dynamic-keys';
import { LOCALES } from './locales';

const root = path.resolve(__dirname, '../..');

/** 'a.b' → message, for nested catalogues. */
function flatten(messages: Messages, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[prefix + key, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((e) => {
    const own = 'value' in e && e.type !== TYPE.literal ? [e.value] : [];
    const nested =
      'options' in e
        ? Object.values(e.options).flatMap((o) => argumentsOf(o.value))
        : 'children' in e
          ? argumentsOf(e.children)
          : [];
    return [...own, ...nested];
  });
}
const argumentSet = (message: string) => [...new Set(argumentsOf(parse(message)))].sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

test('every language has a file for every namespace, and no other', () => {
  for (const locale of LOCALES) {
    const files = readdirSync(path.join(root, 'messages', locale)).sort();
    expect(files).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
  }
});

describe.each(NAMESPACES)('namespace %s', (namespace) => {
  const english = flatten(catalogue('en', namespace));

  test.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly the English keys', (locale) => {
    expect(Object.keys(flatten(catalogue(locale, namespace))).sort()).toEqual(
      Object.keys(english).sort(),
    );
  });

  test.each([...LOCALES])('%s: every message parses, with the English arguments', (locale) => {
    for (const [key, message] of Object.entries(flatten(catalogue(locale, namespace)))) {
      let args: string[];
      try {
        args = argumentSet(message);
      } catch (error) {
        throw new Error(`${locale}/${namespace}.json ${key}: ${String(error)}`);
      }
      expect({ key, args }).toEqual({ key, args: argumentSet(english[key] ?? '') });
    }
  });

  test('every key is used', () => {
    const declared = DYNAMIC_KEYS[namespace];
    if (declared) {
      expect(Object.keys(english).sort()).toEqual([...declared()].sort());
      return;
    }
    const source = ['app', 'components', 'lib']
      .flatMap(sourceFiles)
      .map((file) => readFileSync(path.join(root, file), 'utf8'))
      .join('\n');
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const unused = Object.keys(english).filter((key) => {
      const last = escape(key.split('.').pop() ?? key);
      return !new RegExp(`['"\`]${escape(key)}['"\`]|\\.${last}\\b`).test(source);
    });
    expect(unused).toEqual([]);
  });
});
