/**
 * Which timetable version holds on a date: the class-section's published version with the
 * greatest effective date not after it. Drafts are never in force. A version holds over
 * [its effective date, the next published version's effective date).
 */
export type VersionRef = {
  id: number;
  classSectionId: number;
  effectiveFrom: string;
  status: 'draft' | 'published';
};

const published = (versions: readonly VersionRef[], classSectionId: number) =>
  versions
    .filter((v) => v.status === 'published' && v.classSectionId === classSectionId)
    .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));

/** The version of the class-section in force on `date`, or undefined before its first. */
export function versionOn(
  versions: readonly VersionRef[],
  classSectionId: number,
  date: string,
): VersionRef | undefined {
  return published(versions, classSectionId)
    .filter((v) => v.effectiveFrom <= date)
    .at(-1);
}

/** The first date after `from` on which another published version of the class-section starts. */
export function nextStart(
  versions: readonly VersionRef[],
  classSectionId: number,
  from: string,
): string | null {
  return (
    published(versions, classSectionId).find((v) => v.effectiveFrom > from)?.effectiveFrom ?? null
  );
}

/**
 * The published versions of other class-sections in force on some date of [from, until) (until
 * null: open-ended): the one in force on `from` and every one starting inside the span.
 */
export function versionsMeeting(
  versions: readonly VersionRef[],
  classSectionId: number,
  from: string,
  until: string | null,
): VersionRef[] {
  const sections = new Set(versions.map((v) => v.classSectionId));
  sections.delete(classSectionId);
  return [...sections].flatMap((section) => {
    const atStart = versionOn(versions, section, from);
    const later = published(versions, section).filter(
      (v) => v.effectiveFrom > from && (until === null || v.effectiveFrom < until),
    );
    return atStart ? [atStart, ...later] : later;
  });
}
