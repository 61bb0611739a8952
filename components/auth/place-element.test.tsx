/** A server-side sentence keeps its element (a link) where each language puts it. */
import { renderToStaticMarkup } from 'react-dom/server';
import { translator } from '@/lib/i18n/translate';
import { placeElement } from './place-element';

// Words of a fixture, not of a screen.
const NEW = 'new';
const PRODUCT = 'Schola';
const link = <a href="/authentication/forget-pwd">{NEW}</a>;

test('puts the element in the sentence, at the place of its argument', () => {
  expect(
    renderToStaticMarkup(placeElement(translator('en', 'auth'), 'register.already', 'link', link)),
  ).toBe('Already registered? <a href="/authentication/forget-pwd">new</a>');
  expect(
    renderToStaticMarkup(
      placeElement(translator('fr', 'auth'), 'createPassword.needsLink', 'link', link),
    ),
  ).toMatch(/^Cette page a besoin .*, ou <a href="\/authentication\/forget-pwd">new<\/a>\.$/);
});

test('places it wherever the language puts it, at the start in Hindi', () => {
  expect(
    renderToStaticMarkup(
      placeElement(translator('hi', 'auth'), 'notFound.home', 'product', <b>{PRODUCT}</b>),
    ),
  ).toBe('<b>Schola</b> के मुख पृष्ठ पर जाएँ');
});
