/**
 * A class cannot sit two papers at once: on one date, two papers of a class whose times
 * overlap (start inclusive, end exclusive: 09:00–10:00 and 10:00–11:00 do not clash).
 */
export type TimedPaper = {
  classId: number;
  subjectId: number;
  date: string;
  startTime: string;
  endTime: string;
};

/** The first clash, as the indexes of the later paper and of the one it clashes with. */
export function firstClash(papers: readonly TimedPaper[]): { index: number; other: number } | null {
  for (let index = 0; index < papers.length; index++) {
    const p = papers[index] as TimedPaper;
    for (let other = 0; other < index; other++) {
      const q = papers[other] as TimedPaper;
      if (
        p.classId === q.classId &&
        p.date === q.date &&
        p.startTime < q.endTime &&
        q.startTime < p.endTime
      )
        return { index, other };
    }
  }
  return null;
}

/** The first paper naming a class and subject already named (each subject sat once per exam). */
export function firstRepeat(
  papers: readonly TimedPaper[],
): { index: number; other: number } | null {
  const seen = new Map<string, number>();
  for (const [index, p] of papers.entries()) {
    const key = `${p.classId}:${p.subjectId}`;
    const other = seen.get(key);
    if (other !== undefined) return { index, other };
    seen.set(key, index);
  }
  return null;
}
