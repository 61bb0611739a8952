/** The demo steps run in an order their `after` allows, whatever the registry's order. */
import type { ApiModule } from '../http/module';
import { modules } from '../modules';
import { demoStepOrder } from './runner';

const step = (name: string, after?: string[]): ApiModule => ({
  name,
  routes: [],
  demo: { after },
});

test('a step runs after the steps it names, the registry deciding among the free ones', () => {
  const order = demoStepOrder([
    step('payroll', ['people']),
    step('people', ['academics']),
    step('academics'),
    step('calendar'),
  ]).map((s) => s.module);
  expect(order).toEqual(['academics', 'people', 'payroll', 'calendar']);
});

test('a cycle or a missing step is refused', () => {
  expect(() => demoStepOrder([step('a', ['b']), step('b', ['a'])])).toThrow(
    'These demo steps wait on each other: a, b.',
  );
  expect(() => demoStepOrder([step('a', ['nowhere'])])).toThrow(
    'The demo step of a runs after nowhere, which has none.',
  );
});

test("this build's steps: each module after those it reads from", () => {
  expect(demoStepOrder(modules).map((s) => s.module)).toEqual([
    'platform',
    'academics',
    'people',
    'fees',
    'calendar',
    'attendance',
    'leave',
    'announcements',
    'subscriptions',
    'inventory',
    'expenses',
    'payroll',
    'custom-fields',
    'documents',
    'certificates',
    'exams',
    'timetable',
    'notifications',
  ]);
});
