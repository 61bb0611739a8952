/**
 * No literal user-facing text in JSX (issue 26): words on a screen come from the message
 * catalogues (messages/{locale}/{namespace}.json, docs/ARCHITECTURE.md "Languages"). The rule
 * reports text between tags, string literals placed as children, and string values of the
 * attributes a person reads or hears (aria-label, title, placeholder, alt, label...). Text
 * without a letter (punctuation, "©", "·", digits) is allowed, and so is any other attribute
 * (className, type, href: not words). Tested in i18n-rules.test.ts.
 *
 * It applies to every component and route (I18N_CONVERTED below); test fixtures and logs are
 * outside it.
 */

/**
 * Every screen is translated (issue 26): the rule holds all of the app's JSX to it. Test files
 * are fixtures (they render components with made-up words) and stay outside.
 */
export const I18N_CONVERTED = ['app/**/*.tsx', 'components/**/*.tsx'];
const I18N_FIXTURES = ['**/*.test.tsx', '**/test-support/**'];

const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'label',
  'placeholder',
  'title',
]);

const hasWords = (text) => /\p{L}/u.test(text);

const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text in JSX comes from the message catalogues' },
    messages: {
      text: 'Literal text "{{text}}" in JSX: put it in messages/{locale}/… and pass the translation.',
      attribute:
        'Literal {{name}}="{{text}}": put it in messages/{locale}/… and pass the translation.',
    },
    schema: [],
  },
  create(context) {
    const report = (node, messageId, text, name) =>
      context.report({ node, messageId, data: { text: text.trim().slice(0, 40), name } });
    const literalString = (node) =>
      (node.type === 'Literal' && typeof node.value === 'string' && node.value) ||
      (node.type === 'TemplateLiteral' &&
        node.expressions.length === 0 &&
        node.quasis[0].value.cooked) ||
      null;
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, 'text', node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXAttribute') return;
        const text = literalString(node.expression);
        if (text && hasWords(text)) report(node, 'text', text);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        const value =
          node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = literalString(value);
        if (text && hasWords(text)) report(node, 'attribute', text, name);
      },
    };
  },
};

export const i18nPlugin = { rules: { 'no-literal-text': noLiteralText } };

export const i18nRules = [
  {
    name: 'schola/i18n',
    files: I18N_CONVERTED,
    ignores: I18N_FIXTURES,
    plugins: { 'schola-i18n': i18nPlugin },
    rules: { 'schola-i18n/no-literal-text': 'error' },
  },
];
