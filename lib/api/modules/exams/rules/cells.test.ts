/** A grid cell as sent: marks, absent, exempt or cleared, within the paper's maximum. */
import { cellOf } from './cells';

const MAX = 5000; // 50 marks

test.each([
  [
    { marks: 45.5, absent: false, exempt: false },
    { cell: { marks: 4550, absent: false, exempt: false } },
  ],
  [
    { marks: 50, absent: false, exempt: false },
    { cell: { marks: 5000, absent: false, exempt: false } },
  ],
  [
    { marks: 0, absent: false, exempt: false },
    { cell: { marks: 0, absent: false, exempt: false } },
  ],
  [{ marks: 50.01, absent: false, exempt: false }, { problem: 'overMax' }],
  [{ marks: -1, absent: false, exempt: false }, { problem: 'negative' }],
  [{ marks: 10.005, absent: false, exempt: false }, { problem: 'twoDecimals' }],
  [
    { marks: null, absent: true, exempt: false },
    { cell: { marks: null, absent: true, exempt: false } },
  ],
  [{ absent: false, exempt: true }, { cell: { marks: null, absent: false, exempt: true } }],
  [{ marks: 10, absent: true, exempt: false }, { problem: 'marksWithFlag' }],
  [{ absent: true, exempt: true }, { problem: 'bothFlags' }],
  [{ marks: null, absent: false, exempt: false }, { cell: null }],
])('%p → %p', (sent, outcome) => {
  expect(cellOf(sent, MAX)).toEqual(outcome);
});
