import { afterCommit, afterWrite, writeBase } from './url-writes';

const LIST = '/student/student-details';
const CLASS = `${LIST}?class_section_id=2`;
const CLASS_SIZE = `${CLASS}&per_page=10`;
const CLASS_SEARCH = `${CLASS}&search=a`;

describe('writeBase', () => {
  it('starts from the live address when nothing is pending', () => {
    expect(writeBase(CLASS, [])).toBe(CLASS);
  });

  it('starts from the newest write while the router writes an older one back', () => {
    // The class-section, then the page size were written; the router committed the first and
    // put its address back in the bar: the search must start from the page size's address.
    expect(writeBase(CLASS, [CLASS, CLASS_SIZE])).toBe(CLASS_SIZE);
  });

  it('starts from the live address when a link, back or forward moved it', () => {
    expect(writeBase(CLASS_SEARCH, [CLASS, CLASS_SIZE])).toBe(CLASS_SEARCH);
  });
});

describe('afterWrite', () => {
  it('adds the write to the pending ones it was based on', () => {
    expect(afterWrite([CLASS], CLASS, CLASS_SIZE)).toEqual([CLASS, CLASS_SIZE]);
  });

  it('forgets the pending writes when the write started from an address moved elsewhere', () => {
    expect(afterWrite([CLASS, CLASS_SIZE], CLASS_SEARCH, LIST)).toEqual([LIST]);
  });
});

describe('afterCommit', () => {
  it('settles the writes before the committed one and keeps it and the newer ones', () => {
    expect(afterCommit([LIST, CLASS, CLASS_SIZE], CLASS)).toEqual([CLASS, CLASS_SIZE]);
  });

  it('keeps only the newest write once the router has committed it', () => {
    expect(afterCommit([CLASS, CLASS_SIZE], CLASS_SIZE)).toEqual([CLASS_SIZE]);
  });

  it('leaves the pending writes alone for an address that is none of them', () => {
    expect(afterCommit([CLASS, CLASS_SIZE], LIST)).toEqual([CLASS, CLASS_SIZE]);
  });
});

describe('a burst of writes with the router committing late', () => {
  it('keeps every parameter set, whatever the router writes back meanwhile', () => {
    let pending: string[] = [];
    let bar = LIST;
    const write = (patch: Record<string, string>) => {
      const base = writeBase(bar, pending);
      const next = new URLSearchParams(base.split('?')[1] ?? '');
      for (const [key, value] of Object.entries(patch)) next.set(key, value);
      const written = `${LIST}?${next}`;
      pending = afterWrite(pending, base, written);
      bar = written;
      return written;
    };
    const routerCommits = (address: string) => {
      bar = address; // Next's HistoryUpdater writes the committed state's address back
      pending = afterCommit(pending, address);
    };
    write({ class_section_id: '2' });
    write({ per_page: '10' });
    routerCommits(CLASS); // the first write commits while the second still renders
    const search = write({ search: 'a' }); // the search's debounce lands now
    expect(new URL(search, 'http://x').searchParams.toString()).toBe(
      'class_section_id=2&per_page=10&search=a',
    );
    routerCommits(CLASS_SIZE);
    routerCommits(search);
    expect(bar).toBe(search);
    expect(pending).toEqual([search]);
  });
});
