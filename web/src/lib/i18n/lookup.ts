/**
 * A key's text in one language's strings, read as i18next reads them: nested keys ("a.b"), the
 * plural form (`key_one`, `key_other`... by Intl.PluralRules, then `_other`) when `count` is given,
 * and `{{placeholders}}`. No i18next: the shell (entry chunk), the home page (its JavaScript budget)
 * and unit tests use it. Undefined when the language has no such key.
 */
export function textOf(messages: unknown, lang: string, key: string, values?: Record<string, string | number>): string | undefined {
  const find = (path: string) => {
    const found = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    return typeof found === 'string' ? found : undefined;
  };
  const count = values?.count;
  const plural = typeof count === 'number' ? (find(`${key}_${new Intl.PluralRules(lang).select(count)}`) ?? find(`${key}_other`)) : undefined;
  const text = plural ?? find(key);
  if (text === undefined || !values) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
