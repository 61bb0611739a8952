/**
 * No literal user-facing text in JSX (issue 26): words on a screen come from the message
 * catalogues (messages/{locale}/{namespace}.json, docs/ARCHITECTURE.md "Languages"). The rule
 * reports text between tags, string literals placed as children, and string values of the
 * attributes a person reads or hears (aria-label, title, placeholder, alt, label...). Text
 * without a letter (punctuation, "©", "·", digits) is allowed, and so is any other attribute
 * (className, type, href: not words). Tested in i18n-rules.test.ts.
 *
 * It applies to the screens converted so far, I18N_CONVERTED below: a screen joins the list in
 * the commit that converts it, so the list only grows. Test fixtures and logs are outside it.
 */

/** The files whose JSX is fully translated; the rule holds them to it. */
export const I18N_CONVERTED = [
  'app/layout.tsx',
  'app/(school)/layout.tsx',
  'app/authentication/login/**/*.tsx',
  'components/shell/**/*.tsx',
  'components/auth/language-choice.tsx',
  'components/auth/login-form.tsx',
  'components/auth/login-screen.tsx',
  'components/auth/session-ended-notice.tsx',

  // common, dashboard, calendar, announcements

  // people

  // fees, expenses

  // payroll, leave

  // attendance, academics, inventory

  // account, audit, backup, settings, subscription, auth

  // provider, public
  'app/provider/**/*.tsx',
  'components/provider/**/*.tsx',
  'components/i18n/language-select.tsx',
  'app/(public)/**/*.tsx',
  'components/public/feature-grid.tsx',
  'components/public/marketing-home.tsx',
  'components/public/page-hero.tsx',
  'components/public/partner-application-form.tsx',
  'components/public/pricing-plans.tsx',
  'components/public/site-footer.tsx',
  'components/public/site-nav.tsx',
  'app/authentication/register-simple/**/*.tsx',
  'app/pages/authentication/register-simple/**/*.tsx',
  'components/auth/register-screen.tsx',
  'components/auth/register-wizard.tsx',
  'components/auth/wizard-steps.tsx',
  'app/not-found.tsx',
  'app/authentication/maintenance/**/*.tsx',
  'app/pages/errors/**/*.tsx',
  'app/pages/comingsoon/**/*.tsx',
  'components/public/back-button.tsx',
  'components/public/coming-soon.tsx',
  'components/public/status-page.tsx',

];

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
    plugins: { 'schola-i18n': i18nPlugin },
    rules: { 'schola-i18n/no-literal-text': 'error' },
  },
];
