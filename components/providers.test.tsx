/**
 * What the school's layout seeds is on screen in the first render: the server's HTML and the
 * browser's hydration show the signed-in user without asking /api/me (a mismatch or a second
 * request otherwise), and a key the page did not seed is asked for as before.
 */
import { useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Providers } from './providers';

const ME = ['me'] as const;

function Greeting({ asked }: { asked: () => void }) {
  const { data } = useQuery({
    queryKey: ME,
    queryFn: async () => {
      asked();
      return { full_name: 'Asked for' };
    },
  });
  return <p>{data ? `Hello, ${data.full_name}` : 'Loading'}</p>;
}

test('a seeded query renders its data at once, without calling its query function', () => {
  const asked = jest.fn();
  const html = renderToString(
    <Providers seed={[[ME, { full_name: 'Amina Diallo' }]]}>
      <Greeting asked={asked} />
    </Providers>,
  );
  expect(html).toContain('Hello, Amina Diallo');
  expect(asked).not.toHaveBeenCalled();
});

test('without a seed the same query starts empty', () => {
  const html = renderToString(
    <Providers>
      <Greeting asked={() => undefined} />
    </Providers>,
  );
  expect(html).toContain('Loading');
});

test('each seeded key lands under its own key', () => {
  const html = renderToString(
    <Providers
      seed={[
        [['meta-data'], { school: 'Riverside' }],
        [ME, { full_name: 'Kwame Mensah' }],
      ]}
    >
      <Greeting asked={() => undefined} />
    </Providers>,
  );
  expect(html).toContain('Hello, Kwame Mensah');
});
