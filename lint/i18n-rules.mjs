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
  'components/ui/cancel-with-reason.tsx',
  'components/ui/confirm-delete.tsx',
  'components/ui/data-table.tsx',
  'components/ui/date-filter.tsx',
  'components/ui/fields.tsx',
  'components/ui/filter-select.tsx',
  'components/ui/form-modal.tsx',
  'components/ui/plain-fields.tsx',
  'components/ui/print-button.tsx',
  'components/ui/record-view.tsx',
  'components/ui/resource-screen.tsx',
  'components/ui/result-notice.tsx',
  'components/ui/status-badge.tsx',
  'components/forms/form-field.tsx',
  'components/dashboard/**/*.tsx',
  'app/(school)/dashboard/**/*.tsx',
  'components/calendar/**/*.tsx',
  'app/(school)/holidays/**/*.tsx',
  'components/announcements/**/*.tsx',
  'app/(school)/announcements/**/*.tsx',
  'app/error.tsx',
  'app/not-found.tsx',
  'app/pages/errors/**/*.tsx',
  'app/pages/comingsoon/**/*.tsx',
  'app/school-not-found/**/*.tsx',
  'components/public/back-button.tsx',
  'components/public/coming-soon.tsx',
  'components/public/status-page.tsx',

  // people
  'app/(school)/student/**/*.tsx',
  'app/(school)/teacher/**/*.tsx',
  'app/(school)/guardian/**/*.tsx',
  'app/(school)/roles/**/*.tsx',
  'app/(school)/staff/**/*.tsx',
  'components/people/student-list.tsx',
  'components/people/student-details-screen.tsx',
  'components/people/guardian-filter.tsx',
  'components/people/pager.tsx',
  'components/people/admission-form.tsx',
  'components/people/student-fields.tsx',
  'components/people/guardian-fields.tsx',
  'components/people/photo-input.tsx',
  'components/people/application-list.tsx',
  'components/people/application-decision.tsx',
  'components/people/student-profile.tsx',
  'components/people/student-edit-form.tsx',
  'components/people/student-status-form.tsx',
  'components/people/student-guardians.tsx',
  'components/people/student-history.tsx',
  'components/people/my-children.tsx',
  'components/people/profile-link.tsx',
  'components/people/guardian-profile.tsx',
  'components/people/guardian-screen.tsx',
  'components/people/teacher-screen.tsx',
  'components/people/teacher-profile.tsx',
  'components/people/teacher-assignments.tsx',
  'components/people/add-teacher-form.tsx',
  'components/people/staff-fields.tsx',
  'components/people/staff-screen.tsx',
  'components/people/role-screen.tsx',
  'components/people/permission-picker.tsx',
  'components/people/inquiry-screen.tsx',
  'components/people/inquiry-fields.tsx',
  'components/people/inquiry-follow-ups.tsx',
  'components/people/import-wizard.tsx',
  'components/people/import-rows.tsx',
  'components/people/import-commit.tsx',
  'components/people/import-errors.tsx',
  'components/people/pick.tsx',
  'components/people/transfer-screen.tsx',
  'components/people/transfer-form.tsx',
  'components/people/move-history.tsx',
  'components/people/promotion-form.tsx',
  'components/people/promotion-confirm.tsx',
  'components/people/promotion-exceptions.tsx',

  // fees, expenses
  'app/(school)/fees/**/*.tsx',
  'components/fees/**/*.tsx',
  'app/(school)/expenses/**/*.tsx',
  'app/(school)/expense-categories/**/*.tsx',
  'components/expenses/**/*.tsx',

  // payroll, leave
  'app/(school)/payroll/**/*.tsx',
  'app/(school)/payroll-settings/**/*.tsx',
  'components/payroll/**/*.tsx',
  'app/(school)/leave/**/*.tsx',
  'app/(school)/leave-master/**/*.tsx',
  'components/leave/**/*.tsx',

  // attendance, academics, inventory
  'app/(school)/attendance/**/*.tsx',
  'components/attendance/**/*.tsx',
  'app/(school)/academics/**/*.tsx',
  'components/academics/**/*.tsx',
  'app/(school)/inventory/**/*.tsx',
  'components/inventory/**/*.tsx',

  // account, audit, backup, settings, subscription, auth
  'components/account/**/*.tsx',
  'app/(school)/app/**/*.tsx',
  'components/audit/**/*.tsx',
  'app/(school)/audit-log/**/*.tsx',
  'components/backup/**/*.tsx',
  'app/(school)/database-backup/**/*.tsx',
  'components/school-settings/**/*.tsx',
  'app/(school)/school-settings/**/*.tsx',
  'components/subscription/**/*.tsx',
  'app/(school)/subscription/**/*.tsx',
  'components/auth/**/*.tsx',
  'app/authentication/**/*.tsx',
  'app/pages/authentication/**/*.tsx',
  'app/school-not-found/**/*.tsx',

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
